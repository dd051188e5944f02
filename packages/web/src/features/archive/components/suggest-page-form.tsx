import { archiveMentionInputSchema } from "@club/domain/archive.schema";
import { vehicleName } from "@club/domain/vehicle-name.rules";
import { zodResolver } from "@hookform/resolvers/zod";
import { Alert, Anchor, Button, Group, Stack, Text, Title } from "@mantine/core";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { z } from "zod";
import { errorsOf } from "../../../api/api-error.ts";
import { useVehicles } from "../../../api/use-vehicles.ts";
import { ControlledSelect } from "../../../components/controlled-fields.tsx";
import { ErrorLines } from "../../../components/error-lines.tsx";
import { LoadFailure } from "../../../components/load-failure.tsx";
import { LoadingState } from "../../../components/loading-state.tsx";
import { useSuggestArchivePage } from "../api/use-suggest-archive-page.ts";

export const suggestedMessage = "Thank you: the car's owner or the office will confirm it.";

/** The select holds the car's id as text, "" (no car: 0, which the domain's check refuses) until one is chosen. */
const suggestFormSchema = z.object({
  vehicleId: z.string().transform(Number).pipe(archiveMentionInputSchema.shape.vehicleId),
});

interface SuggestPageFormProps {
  issueId: number;
  page: number;
}

// Issue 45: a member who sees one of their cars on the page says so; the car's owner or the office confirms it before
// the page shows on the car's history.
export function SuggestPageForm({ issueId, page }: SuggestPageFormProps) {
  const vehicles = useVehicles();
  const suggest = useSuggestArchivePage();
  const form = useForm<{ vehicleId: string }, unknown, { vehicleId: number }>({
    resolver: zodResolver(suggestFormSchema),
    mode: "onTouched",
    defaultValues: { vehicleId: "" },
  });
  const { vehicleId: _vehicleId, ...otherErrors } = errorsOf(suggest.error) ?? {};

  const onSubmit = form.handleSubmit(({ vehicleId }) =>
    suggest.mutate(
      { vehicleId, issueId, page },
      {
        onSuccess: () => form.reset({ vehicleId: "" }),
        onError: (error) => {
          const message = errorsOf(error)?.vehicleId?.join(" ");
          if (message) form.setError("vehicleId", { type: "server", message }, { shouldFocus: true });
        },
      },
    ),
  );

  const options = [
    { label: "Choose your car", value: "" },
    ...(vehicles.data ?? []).map((vehicle) => ({ label: vehicleName(vehicle), value: String(vehicle.id) })),
  ];

  return (
    <Stack component="section" gap="sm" aria-labelledby="suggest-page-heading" maw={520}>
      <Title order={2} id="suggest-page-heading">
        Suggest this page for a car
      </Title>
      <Text>Is one of your cars on this page? Say which, and the page can join the car's history.</Text>
      {vehicles.isPending ? <LoadingState label="Loading your cars…" /> : null}
      {vehicles.isError ? (
        <LoadFailure what="list of your cars" onRetry={() => void vehicles.refetch()} />
      ) : null}
      {vehicles.data?.length === 0 ? (
        <Text>
          {"You have no cars in "}
          <Anchor component={Link} to="/my-profile/my-vehicles">
            My Vehicles
          </Anchor>
          {" yet."}
        </Text>
      ) : null}
      {vehicles.data && vehicles.data.length > 0 ? (
        <form onSubmit={onSubmit} noValidate aria-label="Suggest this page for a car">
          <Stack gap="sm" align="flex-start">
            <ControlledSelect
              control={form.control}
              name="vehicleId"
              label="Your car"
              data={options}
              required
            />
            <ErrorLines errors={otherErrors} />
            {suggest.isSuccess ? (
              <Alert color="green" variant="light" role="status" w="100%">
                {suggestedMessage}
              </Alert>
            ) : null}
            <Group gap="sm">
              <Button type="submit" loading={suggest.isPending}>
                Suggest this page
              </Button>
            </Group>
          </Stack>
        </form>
      ) : null}
    </Stack>
  );
}
