import { convenienceFeeLabel } from "@club/domain/checkout.rules";
import { formatCents } from "@club/domain/money";
import type { RenewalQuote } from "@club/domain/renewal-quote.schema";
import { Alert, Anchor, Button, Stack, Table, Text, Title } from "@mantine/core";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { ApiError, errorsOf } from "../../../api/api-error.ts";
import { useReloadAfterPayment } from "../../../api/use-member-payments.ts";
import { PaymentDialog } from "../../../checkout/payment/components/payment-dialog.tsx";
import { ErrorLines } from "../../../components/error-lines.tsx";
import { LoadFailure } from "../../../components/load-failure.tsx";
import { LoadingState } from "../../../components/loading-state.tsx";
import { PageTitle } from "../../../components/page-title.tsx";
import { useSiteConfig } from "../../../lib/site-config-context.tsx";
import { useRenewAsLastYear } from "../api/use-renew-as-last-year.ts";
import { useRenewalQuote } from "../api/use-renewal-quote.ts";
import { renewNowState } from "../components/member-renewal.tsx";

const memberInfo = "/my-profile/member-info";

/**
 * Issue 25, "renew in one tap": where a reminder's link lands. Last year's choices with what they cost, and one Pay
 * button for the total the mail stated; "Change my choices" opens the renewal wizard instead.
 */
export function RenewPage() {
  const quote = useRenewalQuote();
  const { clubShortName } = useSiteConfig();
  const navigate = useNavigate();
  const reloadMembership = useReloadAfterPayment();
  // The invoice opened by the first tap is reopened by the next, rather than replaced by a new one. The dialog
  // stays open over the page once paid, though the reloaded quote then says there is nothing left to renew.
  const [orderId, setOrderId] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);

  function payOrder(id: string) {
    setOrderId(id);
    setPaying(true);
  }

  return (
    <Stack gap="md" maw={560}>
      <PageTitle>Renew My Membership</PageTitle>
      {quote.isPending && <LoadingState label="Loading your renewal…" />}
      {quote.isError && <QuoteFailure error={quote.error} onRetry={() => void quote.refetch()} />}
      {quote.data?.renewable === false && <NotRenewable message={quote.data.message} />}
      {quote.data?.renewable && <RenewAsLastYear quote={quote.data} orderId={orderId} onPay={payOrder} />}
      {orderId && (
        <PaymentDialog
          orderId={orderId}
          opened={paying}
          onClose={() => setPaying(false)}
          onPaid={reloadMembership}
          onPaidDone={() => void navigate(memberInfo)}
          thankYou={<Text>{`Thank you for renewing your ${clubShortName} membership!`}</Text>}
        />
      )}
    </Stack>
  );
}

function ChangeMyChoices({ label = "Change my choices" }: { label?: string }) {
  const navigate = useNavigate();
  return (
    <Button variant="outline" size="lg" onClick={() => void navigate(memberInfo, { state: renewNowState })}>
      {label}
    </Button>
  );
}

/** A plan no longer offered is the server's 422 naming it: the member chooses again in the wizard. */
function QuoteFailure({ error, onRetry }: { error: Error; onRetry: () => void }) {
  if (!(error instanceof ApiError) || error.status !== 422) {
    return <LoadFailure what="renewal details" onRetry={onRetry} />;
  }
  return (
    <Stack gap="md">
      <Alert color="yellow" variant="light" role="alert">
        <Text size="lg">{Object.values(error.errors).flat().join(" ")}</Text>
      </Alert>
      <ChangeMyChoices label="Choose my membership" />
    </Stack>
  );
}

function NotRenewable({ message }: { message: string }) {
  return (
    <Stack gap="md" align="flex-start">
      <Alert color="blue" variant="light" role="status" w="100%">
        <Text size="lg">{message}</Text>
      </Alert>
      <Anchor component={Link} to={memberInfo} size="lg">
        Go to Member Info
      </Anchor>
    </Stack>
  );
}

type Quote = Extract<RenewalQuote, { renewable: true }>;

interface RenewAsLastYearProps {
  quote: Quote;
  /** The invoice a first tap opened, if any. */
  orderId: string | null;
  onPay: (orderId: string) => void;
}

function RenewAsLastYear({ quote, orderId, onPay }: RenewAsLastYearProps) {
  const renew = useRenewAsLastYear();

  function pay() {
    if (orderId) onPay(orderId);
    else renew.mutate(undefined, { onSuccess: ({ params }) => onPay(params.orderId) });
  }

  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        Renew as last year
      </Title>
      {/* Above the items: on a phone under the site's header, the Pay button is in the first screen. */}
      <Button size="xl" fullWidth onClick={pay} loading={renew.isPending}>
        {`Pay ${formatCents(quote.totalOnline)}`}
      </Button>
      <ErrorLines errors={errorsOf(renew.error)} />
      <QuoteTable quote={quote} />
      {quote.fee > 0 && (
        <Text size="lg">{`Paying by cheque instead? The total is ${formatCents(quote.totalByCheque)}.`}</Text>
      )}
      <ChangeMyChoices />
    </Stack>
  );
}

function QuoteTable({ quote }: { quote: Quote }) {
  return (
    <Table fz="lg" verticalSpacing={6}>
      <Table.Tbody>
        {quote.items.map((item) => (
          <Table.Tr key={item.description}>
            <Table.Td>{item.description}</Table.Td>
            <Table.Td ta="right">{formatCents(item.amount)}</Table.Td>
          </Table.Tr>
        ))}
        {quote.fee > 0 && (
          <Table.Tr>
            <Table.Td>{convenienceFeeLabel({ subtotal: quote.totalByCheque, fee: quote.fee })}</Table.Td>
            <Table.Td ta="right">{formatCents(quote.fee)}</Table.Td>
          </Table.Tr>
        )}
      </Table.Tbody>
      <Table.Tfoot>
        <Table.Tr>
          <Table.Th scope="row">Total</Table.Th>
          <Table.Td ta="right" fw={700}>
            {formatCents(quote.totalOnline)}
          </Table.Td>
        </Table.Tr>
      </Table.Tfoot>
    </Table>
  );
}
