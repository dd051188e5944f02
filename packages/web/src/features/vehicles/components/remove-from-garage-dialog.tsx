import type { Vehicle } from "@club/domain/vehicle.schema";
import { vehicleName } from "@club/domain/vehicle-name.rules";
import { garageRemovalReasons } from "@club/domain/vehicle-registry.schema";
import {
  type GarageRemovalInput,
  garageRemovalInputSchema,
  garageRemovalWords,
} from "@club/domain/vehicle-transfer.rules";
import { Button, Group, Modal, Radio, Stack, Text, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { errorsOf } from "../../../api/api-error.ts";
import { ErrorLines } from "../../../components/error-lines.tsx";
import { FormActions } from "../../../components/form-actions.tsx";
import { useRemoveFromGarage } from "../api/use-remove-from-garage.ts";
import { clubToday } from "../form/transfer-form.ts";

interface RemoveFromGarageDialogProps {
  /** The car to remove; null keeps the dialog closed. */
  vehicle: Vehicle | null;
  onClose: () => void;
  onRemoved?: (vehicle: Vehicle) => void;
}

type FieldErrors = Partial<Record<"reason" | "date", string>>;

function RemovalSteps({
  vehicle,
  onClose,
  onRemoved,
}: { vehicle: Vehicle } & Omit<RemoveFromGarageDialogProps, "vehicle">) {
  const car = vehicleName(vehicle);
  const remove = useRemoveFromGarage();
  const [reason, setReason] = useState("");
  const [date, setDate] = useState(clubToday());
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [otherErrors, setOtherErrors] = useState<Record<string, string[]>>();
  // The checked removal waiting for the member's confirmation; null while the form shows.
  const [removal, setRemoval] = useState<Required<GarageRemovalInput> | null>(null);
  const summaryRef = useRef<HTMLParagraphElement>(null);

  // The confirmation replaces the form: the focus goes to what it says, not to the page behind.
  useEffect(() => {
    if (removal) summaryRef.current?.focus();
  }, [removal]);

  function review(event: FormEvent) {
    event.preventDefault();
    const checked = garageRemovalInputSchema.safeParse({ reason: reason || undefined, date });
    if (!checked.success) {
      const errors: FieldErrors = {};
      for (const issue of checked.error.issues) {
        const field = issue.path[0] as keyof FieldErrors;
        errors[field] ??= issue.message;
      }
      setFieldErrors(errors);
      return;
    }
    setFieldErrors({});
    setOtherErrors(undefined);
    setRemoval({ reason: checked.data.reason, date: checked.data.date ?? date });
  }

  function confirm() {
    if (!removal) return;
    remove.mutate(
      { vehicleId: vehicle.id, removal },
      {
        onSuccess: () => {
          notifications.show({
            color: "green",
            message: `The ${car} left your garage. It stays in the club's registry.`,
          });
          onRemoved?.(vehicle);
          onClose();
        },
        onError: (error) => {
          // Back to the form, what was chosen kept: a field's message at its field, any other above the buttons.
          const { reason: reasonErrors, date: dateErrors, ...rest } = errorsOf(error) ?? {};
          setFieldErrors({ reason: reasonErrors?.join(" "), date: dateErrors?.join(" ") });
          setOtherErrors(rest);
          setRemoval(null);
        },
      },
    );
  }

  if (removal)
    return (
      <Stack gap="md">
        <Text ref={summaryRef} tabIndex={-1} fw={700} style={{ outlineOffset: 4 }}>
          {`The ${car} leaves your garage and stays in the club's registry with its history.`}
        </Text>
        <Text>{`What happened: ${garageRemovalWords[removal.reason]}, on ${removal.date}.`}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="outline" onClick={() => setRemoval(null)} disabled={remove.isPending}>
            Back
          </Button>
          <Button color="red.9" onClick={confirm} loading={remove.isPending}>
            Remove from my garage
          </Button>
        </Group>
      </Stack>
    );

  return (
    <form onSubmit={review} noValidate>
      <Stack gap="md">
        <Text>
          The car stays in the club's registry with its owners, events, awards and senior number. Only your
          ownership ends.
        </Text>
        <Radio.Group
          label="What happened to the car?"
          value={reason}
          onChange={setReason}
          required
          error={fieldErrors.reason}
        >
          <Stack gap="sm" mt="xs">
            {garageRemovalReasons.map((value) => (
              <Radio key={value} value={value} label={garageRemovalWords[value]} />
            ))}
          </Stack>
        </Radio.Group>
        <TextInput
          label="Day it left your garage"
          type="date"
          required
          value={date}
          onChange={(event) => setDate(event.currentTarget.value)}
          error={fieldErrors.date}
        />
        <ErrorLines errors={otherErrors} />
        <FormActions onCancel={onClose} />
      </Stack>
    </form>
  );
}

/**
 * Issue 39: a car leaves its owner's garage without a sale to a member (sold outside the club, destroyed, or the
 * owner does not know), in two steps: what happened and when, then what will happen, said plainly, to confirm.
 */
export function RemoveFromGarageDialog({ vehicle, onClose, onRemoved }: RemoveFromGarageDialogProps) {
  return (
    <Modal
      opened={vehicle !== null}
      onClose={onClose}
      title={vehicle ? `Remove the ${vehicleName(vehicle)} from my garage` : ""}
      size="lg"
    >
      {vehicle ? (
        <RemovalSteps key={vehicle.id} vehicle={vehicle} onClose={onClose} onRemoved={onRemoved} />
      ) : null}
    </Modal>
  );
}
