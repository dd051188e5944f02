import { SimpleGrid, TextInput } from "@mantine/core";
import { useMemo } from "react";
import { useWatch } from "react-hook-form";
import { useCountries } from "../api/use-countries.ts";
import { useSubdivisions } from "../api/use-subdivisions.ts";
import { ControlledSelect } from "../components/controlled-fields.tsx";
import { LoadFailure } from "../components/load-failure.tsx";
import type { ProfileForm } from "./use-profile-form.ts";

// One collator for every sort: localeCompare builds one per call, which made sorting the ~250 countries a
// noticeable part of rendering the form on a slow phone (issue 11).
const byName = new Intl.Collator("en").compare;

/** "Name": "CODE" pairs as select options, sorted by name. */
function optionsOf(map: Record<string, string> | undefined) {
  return Object.entries(map ?? {})
    .sort(([a], [b]) => byName(a, b))
    .map(([label, value]) => ({ label, value }));
}

/**
 * spec §3, §4: city, country, state and postal code. The countries and the chosen country's states are asked for
 * here, so that their arrival renders these fields again rather than the whole form.
 */
export function AddressPlaceFields({ form }: { form: ProfileForm }) {
  const { errors } = form.formState;
  const country = useWatch({ control: form.control, name: "country" });
  const countries = useCountries();
  const subdivisions = useSubdivisions(country ?? "");
  const subdivisionOptions = useMemo(() => optionsOf(subdivisions.data), [subdivisions.data]);
  const countryOptions = useMemo(
    () => [{ label: "Select a country", value: "" }, ...optionsOf(countries.data)],
    [countries.data],
  );
  const noSubdivisions = subdivisions.isSuccess && subdivisionOptions.length === 0;

  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label="City"
          required
          autoComplete="address-level2"
          error={errors.city?.message}
          {...form.register("city")}
        />
        <ControlledSelect
          control={form.control}
          name="country"
          label="Country"
          required
          autoComplete="country"
          data={countryOptions}
          // spec §4: changing country resets the state and loads that country's states
          onValueChange={() => form.setValue("state", "")}
        />
        {noSubdivisions ? (
          <TextInput
            label="State/Province"
            required
            autoComplete="address-level1"
            error={errors.state?.message}
            {...form.register("state")}
          />
        ) : (
          <ControlledSelect
            control={form.control}
            name="state"
            label="State/Province"
            required
            autoComplete="address-level1"
            data={[{ label: "Select a state or province", value: "" }, ...subdivisionOptions]}
          />
        )}
        <TextInput
          label="Postal Code"
          required
          autoComplete="postal-code"
          error={errors.zipCode?.message}
          {...form.register("zipCode")}
        />
      </SimpleGrid>
      {countries.isError && <LoadFailure what="countries" onRetry={() => void countries.refetch()} />}
      {subdivisions.isError && (
        <LoadFailure what="states and provinces" onRetry={() => void subdivisions.refetch()} />
      )}
    </>
  );
}
