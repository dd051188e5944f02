import type { Vehicle } from "@club/domain/vehicle.schema";
import { vehicleName } from "@club/domain/vehicle-name.rules";
import type { VehicleTransfer } from "@club/domain/vehicle-registry.schema";
import { Button, Group, Modal, Radio, Stack, Text, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useEffect, useRef, useState } from "react";
import { Controller, useWatch } from "react-hook-form";
import { errorsOf } from "../../../api/api-error.ts";
import { ErrorLines } from "../../../components/error-lines.tsx";
import { FormActions } from "../../../components/form-actions.tsx";
import { useTransferVehicle } from "../api/use-transfer-vehicle.ts";
import {
  type BuyerKind,
  type TransferFormValues,
  type TransferSale,
  toTransferInput,
  useTransferForm,
} from "../form/transfer-form.ts";

interface TransferVehicleDialogProps {
  /** The car to sell; null keeps the dialog closed. */
  vehicle: Vehicle | null;
  onClose: () => void;
  onTransferred?: (vehicle: Vehicle, transfer: VehicleTransfer) => void;
}

type FieldName = Exclude<keyof TransferFormValues, "buyer">;

/** The fields each kind of buyer shows: a server's message for one of them is shown at it. */
const fieldsOf: Record<BuyerKind, readonly FieldName[]> = {
  member: ["memberNo", "buyerLastName", "date"],
  outside: ["buyerName", "buyerPlace", "date"],
};

/** What the confirmation says will happen, in the member's words. */
function consequences(car: string, sale: TransferSale): [string, string] {
  if (sale.buyer === "member")
    return [
      `The ${car} will be offered to member ${sale.memberNo}, ${sale.buyerLastName}; it stays in your garage until they accept.`,
      `Day of the sale: ${sale.date}.`,
    ];
  const buyer = sale.buyerPlace ? `${sale.buyerName}, ${sale.buyerPlace}` : sale.buyerName;
  return [
    `The ${car} leaves your garage now and stays in the club's registry.`,
    `Sold to ${buyer} on ${sale.date}.`,
  ];
}

function successMessage(car: string, transfer: VehicleTransfer): string {
  return transfer.status === "pending"
    ? `The ${car} was offered to member ${transfer.buyerMemberNo}, ${transfer.buyerName}. It stays in your garage until they accept.`
    : `The sale of the ${car} to ${transfer.buyerName} was recorded. The car has left your garage.`;
}

function TransferSteps({
  vehicle,
  onClose,
  onTransferred,
}: { vehicle: Vehicle } & Omit<TransferVehicleDialogProps, "vehicle">) {
  const car = vehicleName(vehicle);
  const form = useTransferForm();
  const { errors } = form.formState;
  const buyer = useWatch({ control: form.control, name: "buyer" });
  const transfer = useTransferVehicle();
  // The checked sale waiting for the member's confirmation; null while the form shows.
  const [sale, setSale] = useState<TransferSale | null>(null);
  const [otherErrors, setOtherErrors] = useState<Record<string, string[]>>();
  const summaryRef = useRef<HTMLParagraphElement>(null);
  const fieldToFocus = useRef<FieldName | null>(null);

  // Each step replaces the other's buttons: the focus goes to what the new step says, not to the page behind.
  useEffect(() => {
    if (sale) summaryRef.current?.focus();
    else if (fieldToFocus.current) {
      form.setFocus(fieldToFocus.current);
      fieldToFocus.current = null;
    }
  }, [sale, form]);

  const review = form.handleSubmit((checked) => {
    setOtherErrors(undefined);
    setSale(checked);
  });

  function goBack() {
    if (sale) fieldToFocus.current = sale.buyer === "member" ? "memberNo" : "buyerName";
    setSale(null);
  }

  function confirm() {
    if (!sale) return;
    transfer.mutate(
      { vehicleId: vehicle.id, sale: toTransferInput(sale) },
      {
        onSuccess: (result) => {
          notifications.show({ color: "green", message: successMessage(car, result) });
          onTransferred?.(vehicle, result);
          onClose();
        },
        onError: (error) => {
          // Back to the form, what was typed kept: a field's message at its field, any other above the buttons.
          const shown = fieldsOf[sale.buyer];
          const rest: Record<string, string[]> = {};
          for (const [field, messages] of Object.entries(errorsOf(error) ?? {})) {
            if ((shown as readonly string[]).includes(field)) {
              form.setError(field as FieldName, { type: "server", message: messages.join(" ") });
              fieldToFocus.current ??= field as FieldName;
            } else rest[field] = messages;
          }
          setOtherErrors(rest);
          setSale(null);
        },
      },
    );
  }

  if (sale) {
    const [what, detail] = consequences(car, sale);
    return (
      <Stack gap="md">
        <Text ref={summaryRef} tabIndex={-1} fw={700} style={{ outlineOffset: 4 }}>
          {what}
        </Text>
        <Text>{detail}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="outline" onClick={goBack} disabled={transfer.isPending}>
            Back
          </Button>
          <Button onClick={confirm} loading={transfer.isPending}>
            {sale.buyer === "member" ? "Offer the car" : "Record the sale"}
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <form onSubmit={review} noValidate>
      <Stack gap="md">
        <Controller
          control={form.control}
          name="buyer"
          render={({ field }) => (
            <Radio.Group label="Who bought the car?" value={field.value} onChange={field.onChange}>
              <Stack gap="sm" mt="xs">
                <Radio value="member" label="To a club member" />
                <Radio value="outside" label="Outside the club" />
              </Stack>
            </Radio.Group>
          )}
        />
        {buyer === "member" ? (
          <>
            <TextInput
              label="Buyer's member number"
              inputMode="numeric"
              autoComplete="off"
              required
              error={errors.memberNo?.message}
              {...form.register("memberNo")}
            />
            <TextInput
              label="Buyer's last name"
              description="Ask the buyer for their member number and last name, as on their membership card"
              autoComplete="off"
              required
              error={errors.buyerLastName?.message}
              {...form.register("buyerLastName")}
            />
          </>
        ) : (
          <>
            <TextInput
              label="Buyer's name"
              autoComplete="off"
              required
              error={errors.buyerName?.message}
              {...form.register("buyerName")}
            />
            <TextInput
              label="Where the buyer lives (optional)"
              description="A town, a state or a country"
              autoComplete="off"
              error={errors.buyerPlace?.message}
              {...form.register("buyerPlace")}
            />
          </>
        )}
        <TextInput
          label="Day of the sale"
          type="date"
          required
          error={errors.date?.message}
          {...form.register("date")}
        />
        <ErrorLines errors={otherErrors} />
        <FormActions onCancel={onClose} />
      </Stack>
    </form>
  );
}

/**
 * Issue 27: the sale of a car, in two steps: who bought it and when, then what will happen, said plainly, to confirm.
 * To a member the car is offered and stays until they accept; sold outside the club it leaves the garage at once.
 */
export function TransferVehicleDialog({ vehicle, onClose, onTransferred }: TransferVehicleDialogProps) {
  return (
    <Modal
      opened={vehicle !== null}
      onClose={onClose}
      title={vehicle ? `Sell or transfer the ${vehicleName(vehicle)}` : ""}
      size="lg"
    >
      {vehicle ? (
        <TransferSteps key={vehicle.id} vehicle={vehicle} onClose={onClose} onTransferred={onTransferred} />
      ) : null}
    </Modal>
  );
}
