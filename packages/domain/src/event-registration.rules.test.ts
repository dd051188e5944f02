import { describe, expect, it } from "vitest";
import {
  itemLeft,
  priceOn,
  priceRegistration,
  refundOnCancel,
  registrationWindowState,
} from "./event-registration.rules.ts";

const prices = [
  { kind: "member" as const, amount: 4500, earlyUntil: "2027-04-01", earlyAmount: 4000 },
  { kind: "guest" as const, amount: 2500, earlyUntil: null, earlyAmount: null },
];

describe("an event's prices", () => {
  it("asks the early price through its last day, then the regular one; a kind not listed is free", () => {
    expect(priceOn(prices, "member", "2027-04-01")).toBe(4000);
    expect(priceOn(prices, "member", "2027-04-02")).toBe(4500);
    expect(priceOn(prices, "guest", "2027-03-01")).toBe(2500);
    expect(priceOn(prices, "associate", "2027-03-01")).toBe(0);
  });

  it("adds each guest and item to the member's line, then the fee on the sum", () => {
    const checkout = priceRegistration(
      { title: "Concours", prices },
      {
        associate: true,
        guests: [{ firstName: "Ada", lastName: "Lovelace" }],
        items: [{ label: "Banquet seat", quantity: 2, amount: 6000 }],
      },
      "2027-05-01",
      3,
    );
    expect(checkout.items).toEqual([
      { kind: "event_member", description: "Concours", amount: 4500 },
      { kind: "event_associate", description: "Concours, associate", amount: 0 },
      { kind: "event_guest", description: "Concours, guest: Ada Lovelace", amount: 2500 },
      { kind: "event_item", description: "Banquet seat × 2", amount: 12_000 },
    ]);
    expect(checkout).toMatchObject({ subtotal: 19_000, fee: 570, total: 19_570 });
  });
});

describe("a cancellation's refund", () => {
  const rule = { fullRefundUntil: "2027-04-01", fee: 1500, noRefundAfter: "2027-05-01" };

  it("is everything until the full refund ends, then less the fee, then nothing", () => {
    expect(refundOnCancel(rule, 5000, "2027-04-01")).toBe(5000);
    expect(refundOnCancel(rule, 5000, "2027-04-02")).toBe(3500);
    expect(refundOnCancel(rule, 5000, "2027-05-01")).toBe(3500);
    expect(refundOnCancel(rule, 5000, "2027-05-02")).toBe(0);
    expect(refundOnCancel(rule, 1000, "2027-04-15")).toBe(0);
  });

  it("is everything when the event has no rule", () => {
    expect(refundOnCancel(null, 5000, "2027-06-01")).toBe(5000);
  });
});

describe("the registration window", () => {
  const event = { registrationOpens: "2027-03-01", registrationCloses: null, dateStart: "2027-06-10" };

  it("opens on its first day and closes after the event's first day unless the office closes it sooner", () => {
    expect(registrationWindowState(event, "2027-02-28")).toBe("not_yet");
    expect(registrationWindowState(event, "2027-03-01")).toBe("open");
    expect(registrationWindowState(event, "2027-06-10")).toBe("open");
    expect(registrationWindowState(event, "2027-06-11")).toBe("closed");
    expect(registrationWindowState({ ...event, registrationCloses: "2027-06-01" }, "2027-06-02")).toBe(
      "closed",
    );
  });
});

describe("an item's limit (issue 39)", () => {
  it("leaves the limit less what was sold, never below none; no limit leaves null", () => {
    expect(itemLeft({ limit: 3 }, 2)).toBe(1);
    expect(itemLeft({ limit: 3 }, 4)).toBe(0);
    expect(itemLeft({ limit: null }, 40)).toBeNull();
  });
});
