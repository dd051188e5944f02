import { Box, Button, Group, Modal, Stack, Text } from "@mantine/core";
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { errorsOf } from "../../../api/api-error.ts";
import { ErrorLines } from "../../../components/error-lines.tsx";
import { InvoiceTable } from "../../../components/invoice-table.tsx";
import { LoadingState } from "../../../components/loading-state.tsx";
import { useSiteConfig } from "../../../lib/site-config-context.tsx";
import { useInvoice } from "../api/use-invoice.ts";
import type { PaymentOutcome } from "./payment-outcome.ts";
import { SandboxPayment } from "./sandbox-payment.tsx";

// PayPal's SDK wrapper is loaded only when the club pays through PayPal.
const PayPalPayment = lazy(() =>
  import("./paypal-payment.tsx").then((module) => ({ default: module.PayPalPayment })),
);

interface PaymentDialogProps {
  orderId: string;
  opened: boolean;
  /** Closed without a payment: the invoice stays open and the dialog can be opened again for it. */
  onClose: () => void;
  /** OK after a successful payment. */
  onPaidDone: () => void;
  /** Shown under the success message, e.g. the join's thank-you or the renewal's way back to member info. */
  thankYou: ReactNode;
  /** As soon as the payment succeeds (before OK), e.g. to reload what the payment changed. */
  onPaid?: () => void;
}

// spec §2, §4: 'Choose payment method'; loading, then the pay area, then the outcome with an OK button.
export function PaymentDialog({
  orderId,
  opened,
  onClose,
  onPaidDone,
  thankYou,
  onPaid,
}: PaymentDialogProps) {
  const { payments } = useSiteConfig();
  const invoice = useInvoice(orderId);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<PaymentOutcome | null>(null);
  const onBusyChange = useCallback((value: boolean) => {
    setBusy(value);
    // A new attempt replaces the last failure's errors.
    if (value) setOutcome((last) => (last?.status === "failed" ? null : last));
  }, []);
  // The attempt is over once it has an outcome, even if the pay area unmounts before it says so.
  const onPaidRef = useRef(onPaid);
  useEffect(() => {
    onPaidRef.current = onPaid;
  }, [onPaid]);
  const onOutcome = useCallback((value: PaymentOutcome) => {
    setBusy(false);
    setOutcome(value);
    if (value.status === "paid") onPaidRef.current?.();
  }, []);
  const paid = outcome?.status === "paid" || (outcome === null && invoice.data?.status === "paid");
  // The outcome takes the focus from the pay button it replaces (or that is busy), so it is read out at once.
  const outcomeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);
  const Method = payments.provider === "paypal" ? PayPalPayment : SandboxPayment;

  function close() {
    if (busy) return;
    if (paid) onPaidDone();
    else {
      setOutcome(null);
      onClose();
    }
  }

  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Choose payment method"
      closeOnClickOutside={false}
      closeOnEscape={!busy}
      withCloseButton={!busy}
      size="lg"
    >
      <Stack gap="md">
        {invoice.isPending && <LoadingState label="Loading your order…" />}
        {invoice.isError && (
          <Stack gap="xs">
            <ErrorLines errors={errorsOf(invoice.error)} />
            <Group>
              <Button variant="outline" onClick={() => void invoice.refetch()}>
                Try again
              </Button>
            </Group>
          </Stack>
        )}
        {invoice.data && (
          <InvoiceTable items={invoice.data.items} fee={invoice.data.fee} total={invoice.data.total} />
        )}
        {paid ? (
          <Stack gap="sm" role="status" ref={outcomeRef} tabIndex={-1}>
            <Text fw={700}>
              {outcome?.status === "paid" ? outcome.message : "This order has already been paid."}
            </Text>
            {thankYou}
          </Stack>
        ) : (
          <>
            {outcome?.status === "failed" && (
              <Box ref={outcomeRef} tabIndex={-1}>
                <ErrorLines errors={outcome.errors} />
              </Box>
            )}
            {invoice.data && (
              <Suspense fallback={<LoadingState label="Loading the payment service…" />}>
                <Method invoiceId={orderId} onBusyChange={onBusyChange} onOutcome={onOutcome} />
              </Suspense>
            )}
          </>
        )}
        {(outcome || paid) && (
          <Group justify="flex-end">
            <Button onClick={close} disabled={busy}>
              OK
            </Button>
          </Group>
        )}
      </Stack>
    </Modal>
  );
}
