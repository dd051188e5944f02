import { type PaidInvoice, paymentMethodLabel } from "@club/domain/member-payments.schema";
import { formatCents } from "@club/domain/money";
import { Button, Paper, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { errorsOf } from "../../../api/api-error.ts";
import { downloadFile } from "../../../api/download-file.ts";
import { useMemberPayments } from "../../../api/use-member-payments.ts";
import { owedHeadline } from "../../../checkout/owed/owed-payment-banner.tsx";
import { ErrorLines } from "../../../components/error-lines.tsx";
import { LoadFailure } from "../../../components/load-failure.tsx";
import { LoadingState } from "../../../components/loading-state.tsx";
import { formatDay } from "../details/format-details.ts";
import { MembershipPanel } from "./membership-panel.tsx";

const kindLabel = {
  join: "Joining the club",
  renewal: "Membership renewal",
  event: "Event registration",
  listing: "Marketplace listing",
} as const;

/** What the payment was for: the kind, and a listing's fee names its listing by its line ("Marketplace listing: …"). */
function paidFor(invoice: PaidInvoice): string {
  if (invoice.kind === "listing" && invoice.items[0]) return invoice.items[0].description;
  return kindLabel[invoice.kind];
}

function refundNote(invoice: PaidInvoice): string | null {
  if (invoice.status === "refunded") return "Refunded in full";
  const given = invoice.refunds.reduce((sum, refund) => sum + refund.amount, 0);
  return given > 0 ? `${formatCents(given)} refunded` : null;
}

function PaidInvoiceCard({ invoice }: { invoice: PaidInvoice }) {
  const [downloading, setDownloading] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const paidOn = formatDay(invoice.paidAt);
  const method = invoice.payments[0] ? paymentMethodLabel(invoice.payments[0].method) : null;
  const refunded = refundNote(invoice);

  async function downloadReceipt() {
    setDownloading(true);
    setError(null);
    try {
      await downloadFile(
        `/members/payments/${encodeURIComponent(invoice.orderId)}/receipt.pdf`,
        `receipt-${invoice.orderId}.pdf`,
      );
    } catch (failure) {
      setError(failure);
    } finally {
      setDownloading(false);
    }
  }

  return (
    <Paper component="li" withBorder p="md" style={{ listStyle: "none" }}>
      <Stack gap={6} align="flex-start">
        <Text fw={700}>{`${paidOn}: ${paidFor(invoice)}`}</Text>
        <Text>{`Total ${formatCents(invoice.total)}`}</Text>
        {method && <Text>{`Paid by: ${method}`}</Text>}
        {refunded && <Text fw={700}>{refunded}</Text>}
        <Button
          variant="outline"
          loading={downloading}
          onClick={() => void downloadReceipt()}
          aria-label={`Download receipt of ${paidOn}`}
        >
          Download receipt
        </Button>
        {error !== null && <ErrorLines errors={errorsOf(error)} />}
      </Stack>
    </Paper>
  );
}

// Issue 25: what the member paid, newest first, each with its receipt as a PDF, and what is owed now.
export function PaymentsPanel() {
  const payments = useMemberPayments();
  return (
    <MembershipPanel title="Payments">
      {payments.isPending && <LoadingState label="Loading your payments…" />}
      {payments.isError && <LoadFailure what="payments" onRetry={() => void payments.refetch()} />}
      {payments.data && (
        <Stack gap="md">
          {payments.data.owed && (
            <Text
              fw={700}
            >{`${owedHeadline(payments.data.owed)}. Use the Pay button at the top of the page.`}</Text>
          )}
          {payments.data.invoices.length === 0 ? (
            <Text fs="italic">(no payments yet)</Text>
          ) : (
            <Stack component="ul" gap="sm" m={0} p={0}>
              {payments.data.invoices.map((invoice) => (
                <PaidInvoiceCard key={invoice.orderId} invoice={invoice} />
              ))}
            </Stack>
          )}
        </Stack>
      )}
    </MembershipPanel>
  );
}
