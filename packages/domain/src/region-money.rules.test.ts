import { describe, expect, it } from "vitest";
import { paymentShares, refundShares, statementFigures } from "./region-money.rules.ts";

// A renewal paying national and three regions (Greater Illinois 1, Upper Midwest 2 with its associate, Arizona 3):
// lines of 190.00, a 3% convenience fee of 5.70, 195.70 paid. Every figure below is worked by hand.
const gi = 1;
const um = 2;
const az = 3;
const renewal = [
  { regionId: null, amount: 8000 },
  { regionId: null, amount: 1500 },
  { regionId: gi, amount: 3500 },
  { regionId: um, amount: 2500 },
  { regionId: um, amount: 500 },
  { regionId: az, amount: 3000 },
];
const paid = 19_570;

describe("paymentShares", () => {
  it("gives each region its lines and national its own and the fee, adding up to the payment", () => {
    const shares = paymentShares(renewal, paid, "national");
    expect(shares).toEqual([
      { regionId: null, kind: "collected", amount: 9500 },
      { regionId: gi, kind: "collected", amount: 3500 },
      { regionId: um, kind: "collected", amount: 3000 },
      { regionId: az, kind: "collected", amount: 3000 },
      { regionId: null, kind: "fee", amount: 570 },
    ]);
    expect(shares.reduce((sum, share) => sum + share.amount, 0)).toBe(paid);
  });

  it("shares the fee in proportion when the club says so, the regions' cents rounded down and national the rest", () => {
    // 570 × 3500 / 19000 = 105; 570 × 3000 / 19000 = 90 for Upper Midwest and Arizona; national 570 − 285.
    const shares = paymentShares(renewal, paid, "shared");
    expect(shares.filter((share) => share.kind === "fee")).toEqual([
      { regionId: gi, kind: "fee", amount: 105 },
      { regionId: um, kind: "fee", amount: 90 },
      { regionId: az, kind: "fee", amount: 90 },
      { regionId: null, kind: "fee", amount: 285 },
    ]);
    // An odd fee: 100 × 3500 / 19000 = 18.42 → 18, 15.78 → 15 twice; national 100 − 48 = 52.
    const odd = paymentShares(renewal, 19_100, "shared").filter((share) => share.kind === "fee");
    expect(odd.map((share) => share.amount)).toEqual([18, 15, 15, 52]);
    expect(odd.reduce((sum, share) => sum + share.amount, 0)).toBe(100);
  });

  it("a cheque with no fee is the lines alone; national alone has one share", () => {
    expect(paymentShares(renewal, 19_000, "shared").some((share) => share.kind === "fee")).toBe(false);
    expect(paymentShares([{ regionId: null, amount: 8000 }], 8240, "national")).toEqual([
      { regionId: null, kind: "collected", amount: 8000 },
      { regionId: null, kind: "fee", amount: 240 },
    ]);
  });
});

describe("refundShares", () => {
  const shares = paymentShares(renewal, paid, "national");

  it("takes a partial refund from each party in proportion, and the rest of it in full", () => {
    // 5000 × 3500 / 19570 = 894.23 → 894; 5000 × 3000 / 19570 = 766.48 → 766 twice; national 5000 − 2426.
    const first = refundShares(shares, paid, 0, 5000);
    expect(first).toEqual([
      { regionId: null, amount: -2574 },
      { regionId: gi, amount: -894 },
      { regionId: um, amount: -766 },
      { regionId: az, amount: -766 },
    ]);
    // The rest: each region gives back what is left of its part, national the rest of the 14,570.
    const rest = refundShares(shares, paid, 5000, 14_570);
    expect(rest).toEqual([
      { regionId: null, amount: -7496 },
      { regionId: gi, amount: -2606 },
      { regionId: um, amount: -2234 },
      { regionId: az, amount: -2234 },
    ]);
    const net = new Map<number | null, number>();
    for (const share of [...shares, ...first, ...rest])
      net.set(share.regionId, (net.get(share.regionId) ?? 0) + share.amount);
    expect([...net.values()]).toEqual([0, 0, 0, 0]);
  });

  it("a refund of a few cents may fall to national alone", () => {
    expect(refundShares(shares, paid, 0, 3)).toEqual([{ regionId: null, amount: -3 }]);
  });
});

describe("statementFigures", () => {
  it("owes the opening balance and the period's money less refunds and remittances", () => {
    expect(
      statementFigures({ openingBalance: 10_000, collected: 3500, fees: 105, refunded: 894, remitted: 5000 }),
    ).toMatchObject({ owed: 7711 });
  });
});
