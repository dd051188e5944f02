import { formatCents } from "@club/domain/money";
import { refundInputSchema } from "@club/domain/office.schema";
import { Button, Group, Modal, Stack, Text, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useMemo, useRef } from "react";
import { useForm } from "react-hook-form";
import { ErrorLines } from "../../../../components/error-lines.tsx";
import { FormActions } from "../../../../components/form-actions.tsx";
import { bodyResolver } from "../../../../office-kit/body-resolver.ts";
import { dollarsToCents } from "../../../../office-kit/dollars.ts";
import { humanize, paymentMethodLabel } from "../../../../office-kit/office-format.ts";
import { showServerErrors } from "../../../../office-kit/server-errors.ts";
import { useTwoStepDialog } from "../../../../office-kit/use-two-step-dialog.ts";
import { useRefundPayment } from "../../api/member-writes.ts";
import type { Invoice, InvoicePayment } from "./invoice-list.tsx";

interface RefundValues {
  /** Dollars as typed; empty refunds all that is left. */
  amount: string;
  reason: string;
}

const emptyValues: RefundValues = { amount: "", reason: "" };
const onlineProviders = new Set(["paypal", "sandbox"]);

export function toRefundBody(values: RefundValues): { amount?: number; reason: string } {
  const amount = values.amount.trim() ? dollarsToCents(values.amount) : undefined;
  return { ...(amount === undefined ? {} : { amount }), reason: values.reason.trim() };
}

interface RefundDialogProps {
  memberId: number;
  /** The payment to refund, with its invoice; null keeps the dialog closed. */
  refunding: { payment: InvoicePayment; invoice: Invoice } | null;
  onClose: () => void;
}

/**
 * A refund (issue 13, office administrators only): the amount (empty for all that is left) and a reason, then a
 * second step that states the amount and, for a full refund, that what the payment bought is cancelled.
 */
export function RefundDialog({ memberId, refunding, onClose }: RefundDialogProps) {
  const left = refunding ? refunding.payment.amount - refunding.payment.refunded : 0;
  // The resolver is made once; it reads what is left of the payment shown now.
  const leftRef = useRef(left);
  leftRef.current = left;
  const resolver = useMemo(
    () =>
      bodyResolver(refundInputSchema, toRefundBody, {
        precheck: (values: RefundValues): Record<string, string> => {
          if (!values.amount.trim()) return {};
          const cents = dollarsToCents(values.amount);
          if (cents === undefined)
            return { amount: "Enter the amount in dollars, for example 25.00, or leave it empty" };
          if (cents > leftRef.current)
            return { amount: `At most ${formatCents(leftRef.current)} is left to refund` };
          return {};
        },
      }),
    [],
  );
  const form = useForm<RefundValues>({ defaultValues: emptyValues, resolver });
  const { errors } = form.formState;
  const refund = useRefundPayment(memberId);
  const {
    step,
    setStep,
    otherErrors,
    setOtherErrors,
    backRef,
    toConfirm: onSubmit,
  } = useTwoStepDialog(form, refunding, () => emptyValues);

  function close() {
    if (refund.isPending) return;
    refund.reset();
    onClose();
  }

  function confirm() {
    if (!refunding) return;
    refund.mutate(
      { paymentId: refunding.payment.id, ...toRefundBody(form.getValues()) },
      {
        onSuccess: () => {
          notifications.show({ color: "green", message: "The refund was recorded." });
          refund.reset();
          onClose();
        },
        onError: (error) => {
          setStep("form");
          setOtherErrors(showServerErrors(form, error, ["amount", "reason"]));
        },
      },
    );
  }

  const values = form.getValues();
  const amount = toRefundBody(values).amount ?? left;
  const full = amount >= left;
  const payment = refunding?.payment;
  const online = payment ? onlineProviders.has(payment.provider) : false;

  return (
    <Modal
      opened={refunding !== null}
      onClose={close}
      title="Refund a payment"
      size="lg"
      closeOnEscape={!refund.isPending}
    >
      {payment && refunding ? (
        <Stack gap="md">
          <Text>
            {`${paymentMethodLabel(payment.provider)} payment of ${formatCents(payment.amount)} on invoice ${refunding.invoice.orderId}` +
              (payment.refunded > 0 ? `; ${formatCents(payment.refunded)} already refunded` : "") +
              `. Left to refund: ${formatCents(left)}.`}
          </Text>
          {step === "form" ? (
            <form onSubmit={onSubmit} noValidate aria-label="Refund">
              <Stack gap="sm">
                <TextInput
                  label="Amount (dollars)"
                  description={`Leave empty to refund all that is left (${formatCents(left)}).`}
                  inputMode="decimal"
                  leftSection="$"
                  error={errors.amount?.message}
                  data-autofocus
                  {...form.register("amount")}
                />
                <TextInput
                  label="Reason"
                  required
                  error={errors.reason?.message}
                  {...form.register("reason")}
                />
                <ErrorLines errors={otherErrors} />
                <FormActions onCancel={close} />
              </Stack>
            </form>
          ) : (
            <Stack gap="sm">
              <Text
                fw={700}
              >{`Refund ${formatCents(amount)}${full ? " (the whole payment that is left)" : ""}?`}</Text>
              {full ? (
                <Text>{`This is a full refund: what it paid for (the ${humanize(refunding.invoice.kind).toLowerCase()}) is cancelled.`}</Text>
              ) : (
                <Text>A part refund: what the payment paid for stays in force.</Text>
              )}
              <Text>
                {online
                  ? `The money goes back through ${paymentMethodLabel(payment.provider)}.`
                  : "The office gives the money back itself; this records it."}
              </Text>
              <Text>{`Reason: ${values.reason.trim()}`}</Text>
              <Group justify="flex-end" gap="sm">
                <Button
                  ref={backRef}
                  variant="outline"
                  onClick={() => setStep("form")}
                  disabled={refund.isPending}
                >
                  Back
                </Button>
                <Button color="red.9" onClick={confirm} loading={refund.isPending}>
                  {`Refund ${formatCents(amount)}`}
                </Button>
              </Group>
            </Stack>
          )}
        </Stack>
      ) : null}
    </Modal>
  );
}
