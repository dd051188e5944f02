import type { OwedInvoice } from "@club/domain/member-payments.schema";
import { formatCents } from "@club/domain/money";
import { Button, Paper, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useMemberPayments, useReloadAfterPayment } from "../../api/use-member-payments.ts";
import { PaymentDialog } from "../payment/components/payment-dialog.tsx";

/** "Your joining payment of $118.45 is not paid yet": the line a member past 65 reads first. */
export function owedHeadline(owed: OwedInvoice): string {
  const amount = formatCents(owed.total);
  return owed.kind === "join"
    ? `Your joining payment of ${amount} is not paid yet`
    : `Your renewal of ${amount} is started but not paid`;
}

/**
 * Issue 25: at the top of every member page, what the member owes and a Pay button that reopens that invoice. It
 * shows nothing while loading or when the list cannot be loaded: the page itself must not wait for it.
 */
export function OwedPaymentBanner() {
  const payments = useMemberPayments();
  const reload = useReloadAfterPayment();
  const [paying, setPaying] = useState<string | null>(null);
  const owed = payments.data?.owed ?? null;

  return (
    <>
      {owed && (
        <Paper
          component="section"
          aria-label="Payment due"
          withBorder
          p="md"
          // The announcement banner's colours: dark brown on cream passes AA for normal text.
          style={{ background: "#fff6dc", color: "#3d2f00", borderColor: "#8a6d3b" }}
        >
          <Stack gap="sm" align="flex-start">
            <Text fw={700} fz="lg">
              {owedHeadline(owed)}
            </Text>
            <Text>
              {owed.kind === "join"
                ? "Your membership starts once it is paid."
                : "Your membership is renewed once it is paid."}
            </Text>
            <Button size="md" onClick={() => setPaying(owed.orderId)}>
              {`Pay ${formatCents(owed.total)} now`}
            </Button>
          </Stack>
        </Paper>
      )}
      {paying && (
        <PaymentDialog
          orderId={paying}
          opened
          onClose={() => setPaying(null)}
          onPaid={reload}
          onPaidDone={() => setPaying(null)}
          thankYou={<Text>Thank you! Your membership details are updated.</Text>}
        />
      )}
    </>
  );
}
