import { Anchor, Stack, Text } from "@mantine/core";
import { Link, useSearchParams } from "react-router";
import { useCountries } from "../../../api/use-countries.ts";
import { useProfile } from "../../../api/use-profile.ts";
import { useSubdivisions } from "../../../api/use-subdivisions.ts";
import { useVehicles } from "../../../api/use-vehicles.ts";
import { PageLoadingState } from "../../../components/loading-state.tsx";
import { PageTitle } from "../../../components/page-title.tsx";
import { ListingWizard } from "../components/listing-wizard.tsx";
import { newListingValues, placeOfProfile } from "../form/listing-form-values.ts";

// Issue 44: a new listing; from My Vehicles' "Sell this car" (?vehicleId=) the car is chosen already. The form
// waits for the member's cars and profile (the place is filled from it), so its first values are whole.
export function NewListingPage() {
  const [params] = useSearchParams();
  const profile = useProfile();
  const vehicles = useVehicles();
  const countries = useCountries();
  const states = useSubdivisions(profile.data?.country ?? "");
  const asked = Number(params.get("vehicleId"));
  const car = (vehicles.data ?? []).find((one) => one.id === asked && one.status === "approved");

  const loading = profile.isPending || vehicles.isPending || countries.isLoading || states.isLoading;
  if (loading) return <PageLoadingState label="Loading your cars…" />;
  return (
    <Stack gap="md">
      <PageTitle>{car ? "Sell this car" : "New listing"}</PageTitle>
      <Anchor component={Link} to="/marketplace/mine">
        Back to my listings
      </Anchor>
      {params.has("vehicleId") && !car ? (
        <Text role="alert">
          That car is not an approved car of your garage. Choose what you are listing below.
        </Text>
      ) : null}
      <ListingWizard
        initial={newListingValues(car?.id ?? null, placeOfProfile(profile.data, countries.data, states.data))}
        fixedWhat={car !== undefined}
      />
    </Stack>
  );
}
