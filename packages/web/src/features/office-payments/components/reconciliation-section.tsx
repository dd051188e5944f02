import { formatSignedCents } from "@club/domain/money";
import { Button, Group, List, Stack, Text, Title } from "@mantine/core";
import { errorsOf } from "../../../api/api-error.ts";
import { ErrorLines } from "../../../components/error-lines.tsx";
import { momentInWords } from "../../../lib/club-clock.ts";
import { QueryState } from "../../../office-kit/query-state.tsx";
import { useReconciliation } from "../api/use-reconciliation.ts";

/**
 * Issue 42: whether every cent of every payment and refund is national's or a region's, as the last check found it
 * (nightly, or now at the office's request), with each payment or refund whose parts do not add up.
 */
export function ReconciliationSection() {
  const { query, check, checking } = useReconciliation();
  const latest = query.data;
  const problems = latest ? latest.unbalancedPayments.length + latest.unbalancedRefunds.length : 0;
  return (
    <Stack component="section" gap="xs" aria-labelledby="reconciliation">
      <Title order={2} id="reconciliation">
        Reconciliation with the regions
      </Title>
      <QueryState query={query} loading="Loading the last check…" />
      {query.isSuccess && latest === null ? <Text>No check has run yet.</Text> : null}
      {latest?.status === "failed" ? (
        <Text role="alert">{`The check begun at ${momentInWords(latest.startedAt ?? "")} failed: check again.`}</Text>
      ) : null}
      {latest?.status === "done" ? (
        <Text role="status" fw={700} c={problems > 0 ? "red.9" : undefined}>
          {problems === 0
            ? `Every cent of ${latest.paymentsChecked} payments and ${latest.refundsChecked} refunds is national's or a region's (checked at ${momentInWords(latest.finishedAt ?? "")}).`
            : `${problems} ${problems === 1 ? "payment or refund does" : "payments or refunds do"} not add up (checked at ${momentInWords(latest.finishedAt ?? "")}):`}
        </Text>
      ) : null}
      {latest && problems > 0 ? (
        <List aria-label="What does not add up">
          {latest.unbalancedPayments.map((payment) => (
            <List.Item key={`payment-${payment.paymentId}`}>
              {`Payment ${payment.paymentId} (order ${payment.orderId}): ${formatSignedCents(payment.unassigned)} is no one's`}
            </List.Item>
          ))}
          {latest.unbalancedRefunds.map((refund) => (
            <List.Item key={`refund-${refund.refundId}`}>
              {`Refund ${refund.refundId} of payment ${refund.paymentId}: ${formatSignedCents(refund.unassigned)} is no one's`}
            </List.Item>
          ))}
        </List>
      ) : null}
      <Group gap="sm">
        <Button variant="outline" loading={checking} onClick={() => check.mutate()}>
          Check now
        </Button>
        {checking ? <Text role="status">Checking every payment and refund…</Text> : null}
      </Group>
      <ErrorLines errors={errorsOf(check.error)} />
    </Stack>
  );
}
