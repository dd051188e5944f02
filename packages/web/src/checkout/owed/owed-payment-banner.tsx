import { clubMoment } from "@club/domain/club-clock";
import type { OwedInvoice } from "@club/domain/member-payments.schema";
import { formatCents } from "@club/domain/money";
import { Anchor, Button, Paper, Stack, Text } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { queryKeys } from "../../api/query-keys.ts";
import { useMemberPayments, useReloadAfterPayment } from "../../api/use-member-payments.ts";
import { useSiteConfig } from "../../lib/site-config-context.tsx";
import { PaymentDialog } from "../payment/components/payment-dialog.tsx";
import { listingFeePaidWords } from "./listing-fee-payment.tsx";

/**
 * "Your joining payment of $118.45 is not paid yet": the line a member past 65 reads first. Issue 40: it names the
 * purchase from the invoice's kind; an unpaid event place was called a renewal.
 */
export function owedHeadline(owed: OwedInvoice): string {
  const amount = formatCents(owed.total);
  switch (owed.kind) {
    case "join":
      return `Your joining payment of ${amount} is not paid yet`;
    case "renewal":
      return `Your renewal of ${amount} is started but not paid`;
    case "event":
      return owed.event
        ? `Your place at ${owed.event.title} (${amount}) is not paid yet`
        : `Your event place of ${amount} is not paid yet`;
    case "listing":
      return owed.listing
        ? `The fee for your listing "${owed.listing.title}" (${amount}) is not paid yet`
        : `Your listing fee of ${amount} is not paid yet`;
  }
}

/** What paying does, the button's words and the thank-you, for each kind of purchase. */
function owedAction(owed: OwedInvoice, timeZone: string) {
  const amount = formatCents(owed.total);
  switch (owed.kind) {
    case "join":
      return {
        detail: "Your membership starts once it is paid.",
        pay: `Pay ${amount} now`,
        thankYou: "Thank you! Your membership details are updated.",
      };
    case "renewal":
      return {
        detail: "Your membership is renewed once it is paid.",
        pay: `Pay ${amount} for the renewal`,
        thankYou: "Thank you! Your membership details are updated.",
      };
    case "event": {
      const held = owed.event?.holdUntil;
      return {
        detail: held
          ? `It is held for you until ${clubMoment(new Date(held), timeZone)}. Once it is paid, you are registered.`
          : "Once it is paid, you are registered.",
        pay: `Pay ${amount} for the place`,
        thankYou: owed.event
          ? `Thank you! Your place at ${owed.event.title} is confirmed. Your check-in code is on My Events.`
          : "Thank you! Your place is confirmed. Your check-in code is on My Events.",
      };
    }
    case "listing":
      return {
        detail: "Your listing goes into the club's marketplace once it is paid.",
        pay: `Pay ${amount} for the listing`,
        thankYou: listingFeePaidWords(owed.listing?.title ?? "your listing"),
      };
  }
}

/**
 * Issue 25: at the top of every member page, what the member owes and a Pay button that reopens that invoice. It
 * shows nothing while loading or when the list cannot be loaded: the page itself must not wait for it. Issue 40: it
 * says what the money is for (joining, a renewal, a place at an event; issue 44: a listing's fee), each with its own
 * button and thank-you.
 */
export function OwedPaymentBanner() {
  const payments = useMemberPayments();
  const reloadMembership = useReloadAfterPayment();
  const queryClient = useQueryClient();
  const { clubTimeZone } = useSiteConfig();
  const [paying, setPaying] = useState<OwedInvoice | null>(null);
  const owed = payments.data?.owed ?? null;
  const action = owed && owedAction(owed, clubTimeZone);

  function reload() {
    reloadMembership();
    // A place paid for moves to Confirmed on My Events, with its check-in code.
    if (paying?.kind === "event") void queryClient.invalidateQueries({ queryKey: queryKeys.events });
    // A listing's fee paid moves the listing on (listed, or waiting for the office's approval).
    if (paying?.kind === "listing") void queryClient.invalidateQueries({ queryKey: queryKeys.listings });
  }

  return (
    <>
      {owed && action && (
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
            <Text>{action.detail}</Text>
            <Button
              size="md"
              onClick={() => setPaying(owed)}
              // At 320 px a long label wraps inside the button rather than running out of it.
              styles={{
                root: { maxWidth: "100%", height: "auto", minHeight: "2.75rem", paddingBlock: 6 },
                label: { whiteSpace: "normal", textAlign: "center", lineHeight: 1.3 },
              }}
            >
              {action.pay}
            </Button>
            {owed.event && (
              <Anchor component={Link} to="/my-profile/my-events" c="#3d2f00" underline="always">
                See it in My Events
              </Anchor>
            )}
          </Stack>
        </Paper>
      )}
      {paying && (
        <PaymentDialog
          orderId={paying.orderId}
          opened
          onClose={() => setPaying(null)}
          onPaid={reload}
          onPaidDone={() => setPaying(null)}
          thankYou={<Text>{owedAction(paying, clubTimeZone).thankYou}</Text>}
        />
      )}
    </>
  );
}
