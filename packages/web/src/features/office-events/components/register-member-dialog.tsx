import { isoDay } from "@club/domain/days";
import type { RegistrationReply } from "@club/domain/event.schema";
import { priceRegistration } from "@club/domain/event-registration.rules";
import { formatCents } from "@club/domain/money";
import { offlineMethods } from "@club/domain/office.schema";
import type { OfficeEvent } from "@club/domain/office-events.schema";
import { vehicleName } from "@club/domain/vehicle-name.rules";
import {
  Box,
  Button,
  Checkbox,
  Group,
  Modal,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import { useEffect, useMemo, useState } from "react";
import { Controller, useFieldArray, useForm } from "react-hook-form";
import type { FieldErrors } from "../../../api/api-error.ts";
import { ControlledSelect } from "../../../components/controlled-fields.tsx";
import { ErrorLines } from "../../../components/error-lines.tsx";
import { FormActions } from "../../../components/form-actions.tsx";
import { centsToDollarsText } from "../../../office-kit/dollars.ts";
import { paymentMethodLabel } from "../../../office-kit/office-format.ts";
import { showServerErrors } from "../../../office-kit/server-errors.ts";
import {
  type OfficeRegistrationBody,
  useMemberCars,
  useRegisterMember,
} from "../api/use-office-registrations.ts";
import {
  emptyRegistrationValues,
  maxGuests,
  type OfficeRegistrationValues,
  officeRegistrationFields,
  officeRegistrationResolver,
  toOfficeRegistrationBody,
  toPricedChoice,
  withRegistrationFields,
} from "../form/office-registration-values.ts";

/** The member's cars are looked up once the office stops typing their number. */
const typingPauseMs = 400;
const methodOptions = offlineMethods.map((method) => ({ value: method, label: paymentMethodLabel(method) }));

/** What became of the registration, in the notice the office reads once the dialog has closed. */
function outcomeNotice(event: OfficeEvent, memberNo: number, reply: RegistrationReply): string {
  const member = `Member ${memberNo}`;
  if (reply.status === "waitlisted") return `${event.title} is full: ${member} is on its waiting list.`;
  if (reply.status === "created")
    return `${member} is registered for ${event.title}, awaiting payment: the place is held until the payment is recorded on the member's record.`;
  return `${member} is registered for ${event.title}: confirmed.`;
}

/** The car select's options and the line under it, from the member looked up by the number typed. */
function useCarChoice(memberNoText: string) {
  const [typed] = useDebouncedValue(memberNoText.trim(), typingPauseMs);
  const memberNo = /^\d{1,9}$/.test(typed) ? Number(typed) : null;
  const cars = useMemberCars(memberNo);
  const options = (cars.data ?? []).map((car) => ({
    value: String(car.id),
    label: car.approved ? vehicleName(car) : `${vehicleName(car)} (not approved)`,
  }));
  let status = "The member's cars are listed once their number is typed.";
  if (memberNo !== null && cars.isFetching) status = "Looking up the member's cars…";
  else if (memberNo !== null && cars.isError) status = "The member's cars could not be loaded.";
  else if (cars.data === null) status = "No member has this number.";
  else if (cars.data?.length === 0) status = "This member has no cars.";
  else if (cars.data) status = "";
  return { cars: cars.data, options, status };
}

interface RegisterMemberDialogProps {
  event: OfficeEvent;
  onClose: () => void;
}

/**
 * Issue 28: the office registers a member for a portal event by their number, with what the member would choose,
 * and, when it holds one, the cheque, cash or transfer that pays it (confirmed at once).
 */
export function RegisterMemberDialog({ event, onClose }: RegisterMemberDialogProps) {
  const register = useRegisterMember(event.id);
  const resolver = useMemo(() => officeRegistrationResolver(event.items), [event.items]);
  const form = useForm<OfficeRegistrationValues>({
    defaultValues: emptyRegistrationValues(event.items),
    resolver,
  });
  const { errors } = form.formState;
  const guests = useFieldArray({ control: form.control, name: "guests" });
  const values = form.watch();
  const [otherErrors, setOtherErrors] = useState<FieldErrors | undefined>();
  const car = useCarChoice(values.memberNo);
  // A cheque pays the registration's price without the online fee (the fee is for paying online).
  const due = priceRegistration(event, toPricedChoice(values, event.items), isoDay(new Date()), 0).total;

  // Another number typed: the car chosen was the previous member's.
  const chosenCar = values.vehicleId;
  useEffect(() => {
    if (chosenCar !== "" && !car.cars?.some((each) => String(each.id) === chosenCar))
      form.setValue("vehicleId", "");
  }, [car.cars, chosenCar, form]);

  // The amount due is filled in when the payment is ticked, and again whenever what is chosen changes it.
  useEffect(() => {
    if (values.paidNow) form.setValue("payment.amount", centsToDollarsText(due));
  }, [values.paidNow, due, form]);

  const submit = form.handleSubmit((typed) => {
    setOtherErrors(undefined);
    // The resolver has parsed this very body with the request's schema: nothing in it is missing.
    const body = toOfficeRegistrationBody(typed, event.items) as OfficeRegistrationBody;
    register.mutate(body, {
      onSuccess: (reply) => {
        notifications.show({
          color: reply.status === "waitlisted" ? "blue" : "green",
          message: outcomeNotice(event, Number(body.memberNo), reply),
        });
        register.reset();
        onClose();
      },
      // What was typed stays; each message shows at its field, the rest above the buttons.
      onError: (error) =>
        setOtherErrors(
          showServerErrors(
            form,
            withRegistrationFields(error, body, event.items),
            officeRegistrationFields(typed),
          ),
        ),
    });
  });

  function close() {
    if (register.isPending) return;
    register.reset();
    onClose();
  }

  return (
    <Modal
      opened
      onClose={close}
      title={`Register a member for ${event.title}`}
      size="lg"
      closeOnEscape={!register.isPending}
      closeOnClickOutside={!register.isPending}
    >
      <form onSubmit={submit} noValidate aria-label="Register a member">
        <Stack gap="md">
          <TextInput
            label="Member number"
            required
            inputMode="numeric"
            autoComplete="off"
            maw={240}
            error={errors.memberNo?.message}
            data-autofocus
            {...form.register("memberNo")}
          />
          <Stack gap={4}>
            <ControlledSelect
              control={form.control}
              name="vehicleId"
              label={event.carRequired ? "Car" : "Car (optional)"}
              required={event.carRequired}
              data={[{ value: "", label: event.carRequired ? "Choose a car" : "No car" }, ...car.options]}
            />
            {car.status ? (
              <Text size="sm" aria-live="polite">
                {car.status}
              </Text>
            ) : null}
          </Stack>
          <Controller
            control={form.control}
            name="associate"
            render={({ field, fieldState }) => (
              <Checkbox
                label="Their associate comes too"
                checked={field.value}
                onChange={(change) => field.onChange(change.currentTarget.checked)}
                onBlur={field.onBlur}
                ref={field.ref}
                error={fieldState.error?.message}
              />
            )}
          />
          <Stack gap="sm" component="section" aria-labelledby="office-register-guests">
            <Title order={3} size="h4" id="office-register-guests">
              Guests
            </Title>
            {guests.fields.map((guest, index) => {
              const number = index + 1;
              return (
                <Paper key={guest.id} withBorder p="sm">
                  <Group gap="sm" align="flex-end" wrap="wrap">
                    <TextInput
                      label={`Guest ${number} first name`}
                      required
                      autoComplete="off"
                      error={errors.guests?.[index]?.firstName?.message}
                      {...form.register(`guests.${index}.firstName`)}
                    />
                    <TextInput
                      label={`Guest ${number} last name`}
                      required
                      autoComplete="off"
                      error={errors.guests?.[index]?.lastName?.message}
                      {...form.register(`guests.${index}.lastName`)}
                    />
                    <Button
                      type="button"
                      variant="outline"
                      color="red.9"
                      onClick={() => guests.remove(index)}
                    >
                      {`Remove guest ${number}`}
                    </Button>
                  </Group>
                </Paper>
              );
            })}
            <Box>
              <Button
                type="button"
                variant="outline"
                disabled={guests.fields.length >= maxGuests}
                onClick={() =>
                  guests.append(
                    { firstName: "", lastName: "" },
                    { focusName: `guests.${guests.fields.length}.firstName` },
                  )
                }
              >
                Add a guest
              </Button>
            </Box>
          </Stack>
          {event.items.length > 0 ? (
            <Stack gap="sm" component="section" aria-labelledby="office-register-items">
              <Title order={3} size="h4" id="office-register-items">
                Extras
              </Title>
              {event.items.map((item, row) => (
                <TextInput
                  key={item.id}
                  label={`${item.label}, ${formatCents(item.amount)} each`}
                  description="How many; empty for none"
                  inputMode="numeric"
                  autoComplete="off"
                  maw={320}
                  error={errors.quantities?.[row]?.message}
                  {...form.register(`quantities.${row}`)}
                />
              ))}
            </Stack>
          ) : null}
          {event.full ? (
            <Text>
              The event is full: the member goes on its waiting list, and pays once a place is offered and
              they take it.
            </Text>
          ) : (
            <Stack gap="sm">
              <Controller
                control={form.control}
                name="paidNow"
                render={({ field, fieldState }) => (
                  <Checkbox
                    label="Paid by cheque, cash or transfer now"
                    description="Without a payment, the place is held until it is recorded on the member's record."
                    checked={field.value}
                    onChange={(change) => field.onChange(change.currentTarget.checked)}
                    onBlur={field.onBlur}
                    ref={field.ref}
                    error={fieldState.error?.message}
                  />
                )}
              />
              {values.paidNow ? (
                <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
                  <NativeSelect
                    label="Method"
                    data={methodOptions}
                    error={errors.payment?.method?.message}
                    {...form.register("payment.method")}
                  />
                  <TextInput
                    label="Reference"
                    required
                    description="The cheque number, or who handed the cash"
                    error={errors.payment?.reference?.message}
                    {...form.register("payment.reference")}
                  />
                  <TextInput
                    label="Amount (dollars)"
                    required
                    description={`Due: ${formatCents(due)}`}
                    inputMode="decimal"
                    leftSection="$"
                    error={errors.payment?.amount?.message}
                    {...form.register("payment.amount")}
                  />
                </SimpleGrid>
              ) : null}
            </Stack>
          )}
          <ErrorLines errors={otherErrors} />
          <FormActions
            onCancel={close}
            submitLabel={event.full ? "Put on the waiting list" : "Register"}
            pending={register.isPending}
          />
        </Stack>
      </form>
    </Modal>
  );
}
