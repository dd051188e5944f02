import { fullName } from "@club/domain/member-name.rules";
import { type OfficeVehicle, vehicleRejectionSchema } from "@club/domain/office-vehicles.schema";
import { Button, Group, Modal, Stack, Text, Textarea } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useForm } from "react-hook-form";
import { ApiError, errorsOf, type FieldErrors } from "../../../api/api-error.ts";
import { ErrorLines } from "../../../components/error-lines.tsx";
import { vehicleName } from "../../../lib/vehicle-name.ts";
import { bodyResolver } from "../../../office-kit/body-resolver.ts";
import { ConfirmDialog } from "../../../office-kit/confirm-dialog.tsx";
import { showServerErrors } from "../../../office-kit/server-errors.ts";
import { useTwoStepDialog } from "../../../office-kit/use-two-step-dialog.ts";
import { useApproveVehicle, useRejectVehicle } from "../api/use-office-vehicles.ts";

const ownerOf = (car: OfficeVehicle) => fullName(car.owner);

/**
 * A refusal said in sentences: "the owner changed the car since" is about the whole car, not a field the office
 * can correct.
 */
function decisionErrors(errors: FieldErrors | undefined): FieldErrors | undefined {
  if (!errors?.updatedAt) return errors;
  const { updatedAt, ...rest } = errors;
  return { ...rest, base: [...(rest.base ?? []), ...updatedAt] };
}

interface DialogProps {
  /** The car to decide on; null keeps the dialog closed. */
  car: OfficeVehicle | null;
  onClose: () => void;
  /** After the decision was recorded (the car may have left the list shown). */
  onDone: () => void;
}

/** Approve (issue 14): the question says what follows, then the decision. */
export function ApproveDialog({ car, onClose, onDone }: DialogProps) {
  const approve = useApproveVehicle();

  function close() {
    if (approve.isPending) return;
    approve.reset();
    onClose();
  }

  function confirm() {
    if (!car) return;
    approve.mutate(car, {
      onSuccess: () => {
        notifications.show({
          color: "green",
          message: `The ${vehicleName(car)} was approved. ${ownerOf(car)} has been told by e-mail.`,
        });
        approve.reset();
        onDone();
      },
    });
  }

  return (
    <ConfirmDialog
      opened={car !== null}
      title="Approve this car?"
      confirmLabel="Approve car"
      onConfirm={confirm}
      onCancel={close}
      pending={approve.isPending}
    >
      {car ? (
        <>
          <Text fw={700}>{`${vehicleName(car)}, owned by ${ownerOf(car)}`}</Text>
          <Text>
            The owner is told by e-mail and can then bring the car to club events. Its photos show in the
            directory.
          </Text>
          <ErrorLines errors={decisionErrors(errorsOf(approve.error))} />
        </>
      ) : null}
    </ConfirmDialog>
  );
}

interface ReasonValues {
  reason: string;
}

const emptyValues: ReasonValues = { reason: "" };
const resolver = bodyResolver(vehicleRejectionSchema, (values: ReasonValues) => ({
  reason: values.reason.trim(),
}));

/**
 * Reject (issue 14): a reason first, which the owner reads in their e-mail and on My Vehicles, then a second step
 * that asks.
 */
export function RejectDialog({ car, onClose, onDone }: DialogProps) {
  const reject = useRejectVehicle();
  const form = useForm<ReasonValues>({ defaultValues: emptyValues, resolver });
  const { errors } = form.formState;
  const {
    step,
    setStep,
    otherErrors,
    setOtherErrors,
    backRef,
    toConfirm: onSubmit,
  } = useTwoStepDialog(form, car, () => emptyValues);

  function close() {
    if (reject.isPending) return;
    reject.reset();
    onClose();
  }

  function confirm() {
    if (!car) return;
    reject.mutate(
      { car, reason: form.getValues().reason.trim() },
      {
        onSuccess: () => {
          notifications.show({
            color: "green",
            message: `The ${vehicleName(car)} was rejected. ${ownerOf(car)} has been told why by e-mail.`,
          });
          reject.reset();
          onDone();
        },
        onError: (error) => {
          setStep("form");
          const rest =
            error instanceof ApiError ? showServerErrors(form, error, ["reason"]) : errorsOf(error);
          setOtherErrors(decisionErrors(rest));
        },
      },
    );
  }

  const reason = form.getValues().reason.trim();
  return (
    <Modal
      opened={car !== null}
      onClose={close}
      title="Reject this car"
      size="lg"
      closeOnClickOutside={!reject.isPending}
      closeOnEscape={!reject.isPending}
    >
      {car ? (
        <Stack gap="md">
          <Text fw={700}>{`${vehicleName(car)}, owned by ${ownerOf(car)}`}</Text>
          {step === "form" ? (
            <form onSubmit={onSubmit} noValidate aria-label="Reason for rejecting">
              <Stack gap="sm">
                <Textarea
                  label="Reason"
                  description="The owner reads it in an e-mail and on their My Vehicles page: say what to correct or add."
                  required
                  rows={4}
                  error={errors.reason?.message}
                  data-autofocus
                  {...form.register("reason")}
                />
                <ErrorLines errors={otherErrors} />
                <Group justify="flex-end" gap="sm">
                  <Button variant="outline" onClick={close}>
                    Cancel
                  </Button>
                  <Button type="submit">Continue</Button>
                </Group>
              </Stack>
            </form>
          ) : (
            <Stack gap="sm">
              <Text fw={700}>Reject this car?</Text>
              <Text>
                {car.status === "approved"
                  ? "Its approval is taken back: it can no longer be brought to club events. The owner is told by e-mail, with this reason:"
                  : "The owner is told by e-mail, with this reason:"}
              </Text>
              <Text style={{ whiteSpace: "pre-wrap" }}>{reason}</Text>
              <Group justify="flex-end" gap="sm">
                <Button
                  ref={backRef}
                  variant="outline"
                  onClick={() => setStep("form")}
                  disabled={reject.isPending}
                >
                  Back
                </Button>
                <Button color="red.9" onClick={confirm} loading={reject.isPending}>
                  Reject car
                </Button>
              </Group>
            </Stack>
          )}
        </Stack>
      ) : null}
    </Modal>
  );
}
