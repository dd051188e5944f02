import { formatCents } from "@club/domain/money";
import {
  type EventRegistrant,
  type OfficeCancellationInput,
  type OfficeEvent,
  officeCancellationSchema,
} from "@club/domain/office-events.schema";
import { Button, Group, Modal, Radio, Stack, Text, Textarea } from "@mantine/core";
import { Controller, useForm } from "react-hook-form";
import { ErrorLines } from "../../../components/error-lines.tsx";
import { FormActions } from "../../../components/form-actions.tsx";
import { bodyResolver } from "../../../office-kit/body-resolver.ts";
import { SavedNote } from "../../../office-kit/saved-note.tsx";
import { showServerErrors } from "../../../office-kit/server-errors.ts";
import { useOfficePolicy } from "../../../office-kit/use-office-session.ts";
import { useTwoStepDialog } from "../../../office-kit/use-two-step-dialog.ts";
import { useCancelRegistration } from "../api/use-office-registrations.ts";

type Refund = NonNullable<OfficeCancellationInput["refund"]>;

interface CancelValues {
  reason: string;
  refund: Refund;
}

const refundLabels: Record<Refund, string> = {
  rule: "What the event's cancellation rule gives back",
  full: "Everything paid",
  none: "Nothing",
};
const cancelFields = ["reason", "refund"];
const toCancelBody = (values: CancelValues): OfficeCancellationInput => ({
  reason: values.reason.trim(),
  refund: values.refund,
});
const resolver = bodyResolver(officeCancellationSchema, toCancelBody);

function cancelledLine(refunded: number): string {
  return refunded > 0 ? `Cancelled; ${formatCents(refunded)} refunded.` : "Cancelled; nothing refunded.";
}

interface CancelRegistrationDialogProps {
  event: OfficeEvent;
  registrant: EventRegistrant;
  onClose: () => void;
}

/**
 * Issue 28: the office cancels a portal registration, with the reason (in the audit trail) and what goes back: the
 * event's rule, everything or nothing. Money going back is an administrator's (refundPayments): staff see
 * "Nothing" only. The question comes before it is done; what was refunded stays on screen after.
 */
export function CancelRegistrationDialog({ event, registrant, onClose }: CancelRegistrationDialogProps) {
  const mayRefund = useOfficePolicy("refundPayments") === true;
  const refunds: Refund[] = mayRefund ? ["rule", "full", "none"] : ["none"];
  const form = useForm<CancelValues>({ defaultValues: { reason: "", refund: "none" }, resolver });
  const { errors } = form.formState;
  const cancel = useCancelRegistration();
  const { step, setStep, otherErrors, setOtherErrors, backRef, toConfirm } = useTwoStepDialog(
    form,
    registrant,
    () => ({ reason: "", refund: refunds[0] ?? "none" }),
  );

  function close() {
    if (cancel.isPending) return;
    cancel.reset();
    onClose();
  }

  function confirm() {
    cancel.mutate(
      { id: registrant.id, body: toCancelBody(form.getValues()) },
      {
        onError: (error) => {
          setStep("form");
          setOtherErrors(showServerErrors(form, error, cancelFields));
        },
      },
    );
  }

  const who = `${registrant.firstName} ${registrant.lastName}`;
  const values = form.getValues();
  return (
    <Modal
      opened
      onClose={close}
      title="Cancel a registration"
      size="lg"
      closeOnEscape={!cancel.isPending}
      closeOnClickOutside={!cancel.isPending}
    >
      {cancel.data ? (
        <Stack gap="md">
          <SavedNote>{cancelledLine(cancel.data.refunded)}</SavedNote>
          <Group justify="flex-end">
            <Button onClick={close} data-autofocus>
              Close
            </Button>
          </Group>
        </Stack>
      ) : step === "form" ? (
        <form onSubmit={toConfirm} noValidate aria-label="Cancel the registration">
          <Stack gap="sm">
            <Text fw={700}>{`${who}, member ${registrant.memberNo}: ${event.title}`}</Text>
            <Textarea
              label="Reason"
              description="Kept in the audit trail."
              required
              rows={3}
              error={errors.reason?.message}
              data-autofocus
              {...form.register("reason")}
            />
            <Controller
              control={form.control}
              name="refund"
              render={({ field }) => (
                <Radio.Group
                  label="What goes back to the member"
                  description={mayRefund ? undefined : "Only an office administrator can give money back."}
                  name={field.name}
                  value={field.value}
                  onChange={field.onChange}
                  error={errors.refund?.message}
                >
                  <Stack gap="xs" mt="xs">
                    {refunds.map((refund) => (
                      <Radio key={refund} value={refund} label={refundLabels[refund]} />
                    ))}
                  </Stack>
                </Radio.Group>
              )}
            />
            <ErrorLines errors={otherErrors} />
            <FormActions onCancel={close} />
          </Stack>
        </form>
      ) : (
        <Stack gap="sm">
          <Text fw={700}>{`Cancel ${who}'s registration for ${event.title}?`}</Text>
          <Text>{`What goes back: ${refundLabels[values.refund].toLowerCase()}. A place it held goes to the next member waiting. This cannot be undone.`}</Text>
          <Text style={{ whiteSpace: "pre-wrap" }}>{`Reason: ${values.reason.trim()}`}</Text>
          <Group justify="flex-end" gap="sm">
            <Button
              ref={backRef}
              variant="outline"
              onClick={() => setStep("form")}
              disabled={cancel.isPending}
            >
              Back
            </Button>
            <Button color="red.9" onClick={confirm} loading={cancel.isPending}>
              Cancel the registration
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
