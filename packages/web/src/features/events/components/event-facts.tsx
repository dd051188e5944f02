import type { EventDetails } from "@club/domain/event.schema";
import type { EventPriceKind } from "@club/domain/event-registration.rules";
import { formatCents } from "@club/domain/money";
import { Stack, Text, Title } from "@mantine/core";
import { DetailList, type DetailRow } from "../../../components/detail-list.tsx";
import { eventDates } from "./event-summary.tsx";

const priceLabels: Record<EventPriceKind, string> = {
  member: "You",
  associate: "Your associate",
  guest: "Each guest",
};

/** Today's price of a kind, with the regular one it becomes once the early price ends; a kind not listed is free. */
export function priceText(details: Pick<EventDetails, "prices">, kind: EventPriceKind): string {
  const price = details.prices.find((candidate) => candidate.kind === kind);
  if (!price || price.amount === 0) return "Free";
  const today = formatCents(price.amount);
  return price.earlyUntil && price.regularAmount !== price.amount
    ? `${today} (early price until ${price.earlyUntil}, then ${formatCents(price.regularAmount)})`
    : today;
}

/** How many places are left, or that a registration now joins the waiting list. */
export function placesText(details: Pick<EventDetails, "placesLeft" | "full">): string | null {
  if (details.full || details.placesLeft === 0) return "Full: you will join the waiting list.";
  if (details.placesLeft === null) return null;
  return details.placesLeft === 1 ? "1 place left" : `${details.placesLeft} places left`;
}

// Issue 28: what a member reads of a portal event before registering: when, where, what, how full, what it costs.
export function EventFacts({ details }: { details: EventDetails }) {
  const rows: DetailRow[] = [{ label: "Dates", value: eventDates(details) }];
  if (details.place) rows.push({ label: "Place", value: details.place });
  rows.push({ label: "Region", value: details.regionName ?? "National event" });
  const places = placesText(details);
  if (places) rows.push({ label: "Places", value: places });
  return (
    <Stack gap="sm">
      <DetailList rows={rows} />
      {details.description && <Text style={{ whiteSpace: "pre-line" }}>{details.description}</Text>}
      <Title order={3} size="h4">
        Prices
      </Title>
      <DetailList
        rows={(Object.keys(priceLabels) as EventPriceKind[]).map((kind) => ({
          label: priceLabels[kind],
          value: priceText(details, kind),
        }))}
      />
    </Stack>
  );
}
