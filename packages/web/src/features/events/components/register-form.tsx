import { isoDay } from "@club/domain/days";
import type { EventDetails, RegistrationReply } from "@club/domain/event.schema";
import { type EventPriceRule, priceRegistration } from "@club/domain/event-registration.rules";
import { formatCents } from "@club/domain/money";
import { Checkbox, NativeSelect, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { Controller } from "react-hook-form";
import { errorsOf } from "../../../api/api-error.ts";
import { useVehicles } from "../../../api/use-vehicles.ts";
import { ErrorLines } from "../../../components/error-lines.tsx";
import { FormActions } from "../../../components/form-actions.tsx";
import { InvoiceTable } from "../../../components/invoice-table.tsx";
import { LoadFailure } from "../../../components/load-failure.tsx";
import { LoadingState } from "../../../components/loading-state.tsx";
import { useSiteConfig } from "../../../lib/site-config-context.tsx";
import { useRegisterForEvent } from "../api/use-register-for-event.ts";
import {
  type PlacedErrors,
  placeServerErrors,
  rowOfSentItem,
  toPricedChoice,
  toRegisterBody,
  useRegisterForm,
} from "../form/register-form.ts";
import { carOption } from "../format/car-option.ts";
import { priceText } from "./event-facts.tsx";
import { GuestFields } from "./guest-fields.tsx";
import { ItemQuantity } from "./item-quantity.tsx";

interface RegisterFormProps {
  details: EventDetails;
  onCancel: () => void;
  onRegistered: (reply: RegistrationReply) => void;
}

const carRules: Record<EventDetails["carEligibility"], string> = {
  approved: "Only cars approved by the club can be entered.",
  full_classic: "Only Full Classic cars approved by the club can be entered.",
};

/** The details' prices are today's already: the rule is given them as regular prices. */
function pricesOf(details: EventDetails): EventPriceRule[] {
  return details.prices.map(({ kind, amount }) => ({ kind, amount, earlyUntil: null, earlyAmount: null }));
}

// Issue 28: the car, the associate, the guests and the items, with the total as it will be charged.
export function RegisterForm({ details, onCancel, onRegistered }: RegisterFormProps) {
  const { convenienceFeePercent } = useSiteConfig();
  const vehicles = useVehicles();
  const form = useRegisterForm(details);
  const { errors } = form.formState;
  const register = useRegisterForEvent(details.id);
  const [refused, setRefused] = useState<Omit<PlacedErrors, "fields"> | null>(null);
  const values = form.watch();
  const checkout = priceRegistration(
    { title: details.title, prices: pricesOf(details) },
    toPricedChoice(values, details.items),
    isoDay(new Date()),
    convenienceFeePercent,
  );
  const cars = vehicles.data ?? [];
  const joinsWaitlist = details.full || details.placesLeft === 0;

  const submit = form.handleSubmit((choice) => {
    setRefused(null);
    const body = toRegisterBody(choice, details.items);
    register.mutate(body, {
      onSuccess: onRegistered,
      // What was typed stays; each message shows at its field (an item's at its quantity), the focus at the first.
      onError: (error) => {
        const placed = placeServerErrors(errorsOf(error) ?? {}, rowOfSentItem(body, details.items));
        for (const [index, { name, message }] of placed.fields.entries()) {
          form.setError(name, { type: "server", message }, { shouldFocus: index === 0 });
        }
        setRefused(placed);
      },
    });
  });

  function submitLabel() {
    if (joinsWaitlist) return "Join the waiting list";
    return checkout.total > 0 ? `Register and pay ${formatCents(checkout.total)}` : "Register";
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        {vehicles.isPending ? (
          <LoadingState label="Loading your vehicles…" />
        ) : vehicles.isError ? (
          <LoadFailure what="vehicles" onRetry={() => void vehicles.refetch()} />
        ) : (
          <NativeSelect
            label="Car to bring"
            description={carRules[details.carEligibility]}
            required={details.carRequired}
            data={[
              { label: details.carRequired ? "Choose a car" : "No car", value: "" },
              ...cars.map(carOption),
            ]}
            error={errors.vehicleId?.message}
            {...form.register("vehicleId")}
            data-autofocus
          />
        )}
        <Controller
          control={form.control}
          name="associate"
          render={({ field, fieldState }) => (
            <Checkbox
              label="My associate comes too"
              description={`Your associate: ${priceText(details, "associate")}`}
              checked={field.value}
              onChange={(change) => field.onChange(change.currentTarget.checked)}
              onBlur={field.onBlur}
              ref={field.ref}
              error={fieldState.error?.message}
            />
          )}
        />
        <GuestFields form={form} price={priceText(details, "guest")} error={refused?.guests ?? null} />
        {details.items.length > 0 && (
          <Stack gap="sm" component="section" aria-labelledby="register-items-title">
            <Title order={3} size="h4" id="register-items-title">
              Extras
            </Title>
            {details.items.map((item, index) => (
              <Controller
                key={item.id}
                control={form.control}
                name={`quantities.${index}`}
                render={({ field, fieldState }) => (
                  <ItemQuantity
                    item={item}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    inputRef={field.ref}
                    error={fieldState.error?.message}
                  />
                )}
              />
            ))}
            {refused?.items && (
              <Text role="alert" c="red.9">
                {refused.items}
              </Text>
            )}
          </Stack>
        )}
        <Stack gap="xs" component="section" aria-labelledby="register-total-title">
          <Title order={3} size="h4" id="register-total-title">
            Total
          </Title>
          {checkout.total > 0 ? (
            <InvoiceTable items={checkout.items} fee={checkout.fee} total={checkout.total} />
          ) : (
            <Text>Free: there is nothing to pay.</Text>
          )}
          {joinsWaitlist && checkout.total > 0 && (
            <Text>You pay only if a place is offered to you and you accept it.</Text>
          )}
        </Stack>
        <ErrorLines errors={refused?.rest} />
        <FormActions onCancel={onCancel} submitLabel={submitLabel()} pending={register.isPending} />
      </Stack>
    </form>
  );
}
