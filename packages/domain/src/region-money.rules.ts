// Issue 42: the regions' own money. Every cent a payment brings is ledgered to national or to one region, and every
// cent a refund gives back is taken from them in the same proportions, so that national's and the regions' parts of a
// payment always add up to it, to the cent. Where a proportion falls between cents, the region gets the cents below
// and national the rest: one rule, the same for a payment's fee and for any refund.

/** Who a share of money belongs to: a region (its id), or national (null). */
export type Party = number | null;

/** Who keeps the convenience fee members pay online: national, or each party in proportion to its lines (a setting). */
export const onlineFeeRules = ["national", "shared"] as const;
export type OnlineFeeRule = (typeof onlineFeeRules)[number];
export const defaultOnlineFeeRule: OnlineFeeRule = "national";

export interface ShareLine {
  /** None or null: national's. */
  regionId?: Party;
  amount: number;
}

export interface PaymentShare {
  regionId: Party;
  kind: "collected" | "fee";
  amount: number;
}

/** `total` × `part` / `whole`, rounded down: a region's cents of a proportion (all amounts are whole, non-negative cents). */
function proportion(total: number, part: number, whole: number): number {
  return whole === 0 ? 0 : Math.floor((total * part) / whole);
}

function byParty(lines: readonly ShareLine[]): Map<Party, number> {
  const parties = new Map<Party, number>();
  for (const line of lines) {
    const party = line.regionId ?? null;
    parties.set(party, (parties.get(party) ?? 0) + line.amount);
  }
  return parties;
}

/**
 * What each party gets of a payment of `amount` cents for an invoice of these lines: each region its lines, national
 * its own; the rest of the amount (the convenience fee) to national, or shared in proportion to the lines. A payment
 * short of its lines (never the portal's own) is shared in proportion to them. Parties with nothing are left out.
 */
export function paymentShares(
  lines: readonly ShareLine[],
  amount: number,
  feeRule: OnlineFeeRule,
): PaymentShare[] {
  const parties = byParty(lines);
  const itemsTotal = [...parties.values()].reduce((sum, part) => sum + part, 0);
  const shares: PaymentShare[] = [];
  const short = amount < itemsTotal;
  const fee = short ? 0 : amount - itemsTotal;
  let regionsTotal = 0;
  for (const [regionId, part] of parties) {
    if (regionId === null) continue;
    const collected = short ? proportion(amount, part, itemsTotal) : part;
    const feePart = feeRule === "shared" ? proportion(fee, part, itemsTotal) : 0;
    if (collected > 0) shares.push({ regionId, kind: "collected", amount: collected });
    if (feePart > 0) shares.push({ regionId, kind: "fee", amount: feePart });
    regionsTotal += collected + feePart;
  }
  const nationalLines = short
    ? amount -
      shares.filter((share) => share.kind === "collected").reduce((sum, share) => sum + share.amount, 0)
    : (parties.get(null) ?? 0);
  const nationalFee = amount - regionsTotal - nationalLines;
  if (nationalLines > 0) shares.unshift({ regionId: null, kind: "collected", amount: nationalLines });
  if (nationalFee > 0) shares.push({ regionId: null, kind: "fee", amount: nationalFee });
  return shares;
}

/**
 * What each party gives back of a refund of `amount` cents, as negative shares, given what each party got of the
 * payment (`paid`, of `paymentAmount` cents) and what was refunded of it before (`refundedBefore` cents). A region's
 * part of all refunds so far is its proportion of them rounded down, so once the payment is refunded in full every
 * party has given back exactly what it got; national gives back the rest of each refund.
 */
export function refundShares(
  paid: readonly ShareLine[],
  paymentAmount: number,
  refundedBefore: number,
  amount: number,
): { regionId: Party; amount: number }[] {
  const shares: { regionId: Party; amount: number }[] = [];
  let regionsTotal = 0;
  for (const [regionId, part] of byParty(paid)) {
    if (regionId === null) continue;
    const given =
      proportion(refundedBefore + amount, part, paymentAmount) -
      proportion(refundedBefore, part, paymentAmount);
    if (given > 0) shares.push({ regionId, amount: -given });
    regionsTotal += given;
  }
  if (amount - regionsTotal > 0) shares.unshift({ regionId: null, amount: -(amount - regionsTotal) });
  return shares;
}

/** A region's statement for a period, every amount in cents. */
export interface StatementFigures {
  openingBalance: number;
  collected: number;
  fees: number;
  refunded: number;
  remitted: number;
  owed: number;
}

/**
 * What national owes the region at the end of the period: what it was owed at the start, and what the period's
 * payments brought the region (its lines and its part of the fees), less what was refunded of them and what national
 * remitted. `refunded` and `remitted` are positive amounts.
 */
export function statementFigures(period: Omit<StatementFigures, "owed">): StatementFigures {
  return {
    ...period,
    owed: period.openingBalance + period.collected + period.fees - period.refunded - period.remitted,
  };
}
