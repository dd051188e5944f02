import { isoDay } from "@club/domain/days";
import type { EventDetails, Registration } from "@club/domain/event.schema";
import { refundOnCancel } from "@club/domain/event-registration.rules";
import { formatCents } from "@club/domain/money";
import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useEffect, useRef } from "react";
import { errorsOf } from "../../../api/api-error.ts";
import { ErrorLines } from "../../../components/error-lines.tsx";
import { LoadFailure } from "../../../components/load-failure.tsx";
import { LoadingState } from "../../../components/loading-state.tsx";
import { useCancelRegistration } from "../api/use-cancel-registration.ts";
import { useEventDetails } from "../api/use-event-details.ts";

interface CancelRegistrationDialogProps {
  /** The registration to cancel; null keeps the dialog closed. */
  registration: Registration | null;
  onClose: () => void;
}

/**
 * Only a confirmed registration was paid for; one waiting or held is cancelled with nothing to give back. What was
 * paid is the payment itself (issue 40): a cheque at the office pays less than the online total.
 */
function paidOf(registration: Registration): number {
  return registration.status === "confirmed" ? registration.paid : 0;
}

/** What cancelling today gives back, said before the member commits (the event's cancellation rule). */
export function refundSentence(
  registration: Registration,
  rule: EventDetails["cancellation"],
  today: string,
): string {
  const paid = paidOf(registration);
  if (paid === 0) return "Nothing was paid, so there is nothing to refund.";
  const refund = refundOnCancel(rule, paid, today);
  const youPaid = `You paid ${formatCents(paid)}.`;
  if (refund === paid) return `${youPaid} All of it, ${formatCents(refund)}, will be refunded.`;
  if (refund === 0) return `${youPaid} Refunds for this event have ended: nothing will be refunded.`;
  return `${youPaid} ${formatCents(refund)} will be refunded (a cancellation fee of ${formatCents(paid - refund)} is kept).`;
}

function CancelQuestion({ registration, onClose }: { registration: Registration; onClose: () => void }) {
  const details = useEventDetails(registration.event.id);
  const cancel = useCancelRegistration();
  const outcomeRef = useRef<HTMLDivElement>(null);
  const done = cancel.data;
  // The outcome replaces the buttons that had the focus: it takes it, so it is read out at once.
  useEffect(() => {
    if (done) outcomeRef.current?.focus();
  }, [done]);

  if (done)
    return (
      <Stack gap="md">
        <Stack gap="xs" role="status" ref={outcomeRef} tabIndex={-1}>
          <Text fw={700}>{`Your registration for ${registration.event.title} is cancelled.`}</Text>
          <Text>
            {done.refunded > 0
              ? `${formatCents(done.refunded)} will be refunded to the way you paid.`
              : "Nothing is refunded."}
          </Text>
        </Stack>
        <Group justify="flex-end">
          <Button onClick={onClose}>OK</Button>
        </Group>
      </Stack>
    );

  return (
    <Stack gap="md">
      <Text>{`Do you want to cancel your registration for ${registration.event.title}? Your place goes to someone else.`}</Text>
      {details.isPending && <LoadingState label="Working out your refund…" />}
      {details.isError && <LoadFailure what="refund details" onRetry={() => void details.refetch()} />}
      {details.data && (
        <Text fw={700}>{refundSentence(registration, details.data.cancellation, isoDay(new Date()))}</Text>
      )}
      <ErrorLines errors={errorsOf(cancel.error)} />
      <Group justify="flex-end" gap="sm">
        <Button variant="outline" onClick={onClose} disabled={cancel.isPending} data-autofocus>
          Keep my registration
        </Button>
        <Button
          color="red.9"
          onClick={() => cancel.mutate(registration.id)}
          loading={cancel.isPending}
          disabled={!details.data}
        >
          Cancel registration
        </Button>
      </Group>
    </Stack>
  );
}

// Issue 28: cancelling asks first and says what comes back; then it says what was refunded.
export function CancelRegistrationDialog({ registration, onClose }: CancelRegistrationDialogProps) {
  return (
    <Modal
      opened={registration !== null}
      onClose={onClose}
      title={registration ? `Cancel registration for ${registration.event.title}` : ""}
    >
      {registration && <CancelQuestion key={registration.id} registration={registration} onClose={onClose} />}
    </Modal>
  );
}
