import { eventPriceKinds } from "@club/domain/event-registration.rules";
import { Fieldset, SimpleGrid, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { type UseFormReturn, useWatch } from "react-hook-form";
import { ControlledSelect, ControlledSwitch } from "../../components/controlled-fields.tsx";
import { carEligibilityLabels, priceKindLabels } from "../form/event-summary.ts";
import type { EventValues } from "../form/event-values.ts";
import { EventItemsFields } from "./event-items-fields.tsx";

const pricesHint =
  "In dollars, for example 25 or 25.00. Leave a price empty and that kind registers free. An early price replaces the price until its last day (included).";
const windowHint = "Leave them empty to take registrations from now until the event starts.";
const cancellationHint =
  "What a member who cancels gets back. Until the first day: everything. Then everything but the fee. After the last day: nothing. Leave all three empty to refund in full until the event starts.";

const eligibilityOptions = Object.entries(carEligibilityLabels).map(([value, label]) => ({ value, label }));

/** Issue 28: what a portal event needs, in sections: where, prices, car, registration days, cancellation, items. */
export function PortalEventFields({ form }: { form: UseFormReturn<EventValues> }) {
  const { errors } = form.formState;
  const carRequired = useWatch({ control: form.control, name: "carRequired" });

  return (
    <Stack gap="md">
      <Fieldset legend="Where and what">
        <Stack gap="sm">
          <TextInput label="Place (optional)" error={errors.place?.message} {...form.register("place")} />
          <Textarea
            label="Description (optional)"
            description="What members read before they register."
            rows={4}
            error={errors.description?.message}
            {...form.register("description")}
          />
        </Stack>
      </Fieldset>

      <Fieldset legend="Prices">
        <Stack gap="md">
          <Text size="sm">{pricesHint}</Text>
          {eventPriceKinds.map((kind) => {
            const label = priceKindLabels[kind];
            const priceErrors = errors.prices?.[kind];
            return (
              <SimpleGrid key={kind} cols={{ base: 1, sm: 3 }} spacing="sm">
                <TextInput
                  label={`${label} price ($)`}
                  inputMode="decimal"
                  error={priceErrors?.amount?.message}
                  {...form.register(`prices.${kind}.amount`)}
                />
                <TextInput
                  label={`${label} early price ($, optional)`}
                  inputMode="decimal"
                  error={priceErrors?.earlyAmount?.message}
                  {...form.register(`prices.${kind}.earlyAmount`)}
                />
                <TextInput
                  label={`${label} early price's last day`}
                  type="date"
                  error={priceErrors?.earlyUntil?.message}
                  {...form.register(`prices.${kind}.earlyUntil`)}
                />
              </SimpleGrid>
            );
          })}
        </Stack>
      </Fieldset>

      <Fieldset legend="Car">
        <Stack gap="sm">
          <ControlledSwitch control={form.control} name="carRequired" label="Members must bring a car" />
          {carRequired ? (
            <ControlledSelect
              control={form.control}
              name="carEligibility"
              label="Which cars may come"
              data={eligibilityOptions}
            />
          ) : null}
        </Stack>
      </Fieldset>

      <Fieldset legend="Registration days">
        <Stack gap="sm">
          <Text size="sm">{windowHint}</Text>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput
              label="Registration opens (optional)"
              type="date"
              error={errors.registrationOpens?.message}
              {...form.register("registrationOpens")}
            />
            <TextInput
              label="Registration closes (optional)"
              type="date"
              error={errors.registrationCloses?.message}
              {...form.register("registrationCloses")}
            />
          </SimpleGrid>
        </Stack>
      </Fieldset>

      <Fieldset legend="Cancellation (optional)">
        <Stack gap="sm">
          <Text size="sm">{cancellationHint}</Text>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <TextInput
              label="Full refund until"
              type="date"
              error={errors.cancellation?.fullRefundUntil?.message}
              {...form.register("cancellation.fullRefundUntil")}
            />
            <TextInput
              label="Then a fee kept ($)"
              inputMode="decimal"
              error={errors.cancellation?.fee?.message}
              {...form.register("cancellation.fee")}
            />
            <TextInput
              label="No refund after"
              type="date"
              error={errors.cancellation?.noRefundAfter?.message}
              {...form.register("cancellation.noRefundAfter")}
            />
          </SimpleGrid>
        </Stack>
      </Fieldset>

      <EventItemsFields form={form} />
    </Stack>
  );
}
