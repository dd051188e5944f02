import { fullName } from "@club/domain/member-name.rules";
import { type OfficeVehicle, vehicleRejectionSchema } from "@club/domain/office-vehicles.schema";
import { vehicleName } from "@club/domain/vehicle-name.rules";
import { Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { errorsOf, type FieldErrors } from "../../../api/api-error.ts";
import { ErrorLines } from "../../../components/error-lines.tsx";
import { ConfirmDialog } from "../../../office-kit/confirm-dialog.tsx";
import { type ReasonDecision, ReasonDecisionDialog } from "../../../office-kit/reason-decision-dialog.tsx";
import { useApproveVehicle, useRejectVehicle } from "../api/use-office-vehicles.ts";

const ownerOf = (car: OfficeVehicle) => fullName(car.owner);
const carLine = (car: OfficeVehicle) => `${vehicleName(car)}, owned by ${ownerOf(car)}`;

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
          <Text fw={700}>{carLine(car)}</Text>
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

/** The rejection's words: what the owner loses, which depends on whether the car was approved. */
function rejection(car: OfficeVehicle): ReasonDecision {
  return {
    title: "Reject this car",
    subject: carLine(car),
    formLabel: "Reason for rejecting",
    reason: {
      label: "Reason",
      description:
        "The owner reads it in an e-mail and on their My Vehicles page: say what to correct or add.",
      required: true,
      schema: vehicleRejectionSchema,
    },
    confirmStep: {
      question: "Reject this car?",
      explanation:
        car.status === "approved"
          ? "Its approval is taken back: it can no longer be brought to club events. The owner is told by e-mail, with this reason:"
          : "The owner is told by e-mail, with this reason:",
    },
    confirmLabel: "Reject car",
    danger: true,
  };
}

/**
 * Reject (issue 14): a reason first, which the owner reads in their e-mail and on My Vehicles, then a second step
 * that asks.
 */
export function RejectDialog({ car, onClose, onDone }: DialogProps) {
  const reject = useRejectVehicle();

  async function rejectCar(decided: OfficeVehicle, reason: string) {
    await reject.mutateAsync({ car: decided, reason });
    notifications.show({
      color: "green",
      message: `The ${vehicleName(decided)} was rejected. ${ownerOf(decided)} has been told why by e-mail.`,
    });
    onDone();
  }

  return (
    <ReasonDecisionDialog
      item={car}
      decisionFor={rejection}
      pending={reject.isPending}
      onConfirm={rejectCar}
      onClose={onClose}
      otherErrorsOf={decisionErrors}
    />
  );
}
