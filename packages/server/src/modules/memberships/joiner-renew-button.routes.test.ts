import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { approveOrder, decideSandboxOrder, joinClub, openOrder } from "../../test/checkout-requests.ts";
import { bearer, nationalPlanId, signIn } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { pinClock } from "../../test/test-clock.ts";

// Issue 25: a brand-new joiner is never told "You have already renewed".

let t: TestApp;
let planId: number;
beforeAll(async () => {
  t = await createTestApp();
  planId = await nationalPlanId(t.database.db);
});
afterAll(() => t.close());

async function renewButtonOf(email: string, password: string) {
  const token = await signIn(t.app, email, password);
  const response = await t.app.inject({ url: "/api/v1/members/renew_data", headers: bearer(token) });
  expect(response.statusCode).toBe(200);
  return response.json().renewButton;
}

describe("the Renew button of a new joiner (GET /api/v1/members/renew_data)", () => {
  it("says a joiner who closed the payment dialog is not active yet because the joining payment is open", async () => {
    pinClock(t.clock, "2026-11-21T12:00:00Z");
    const joiner = await joinClub(t, { national_plan: planId });
    expect(await renewButtonOf(joiner.email, joiner.password)).toEqual({
      visible: true,
      enabled: true,
      reason: "not_started",
      tooltip: "Your membership is not active yet because your joining payment has not been paid.",
    });
  });

  it("says a joiner who paid inside the renewal window joined, not renewed", async () => {
    pinClock(t.clock, "2026-11-21T12:00:00Z");
    const joiner = await joinClub(t, { national_plan: planId });
    const providerOrderId = await openOrder(t, joiner.orderId);
    await decideSandboxOrder(t, providerOrderId, "approve");
    expect((await approveOrder(t, joiner.orderId, providerOrderId)).statusCode).toBe(200);
    const button = await renewButtonOf(joiner.email, joiner.password);
    expect(button).toMatchObject({ enabled: false, reason: "already_renewed" });
    expect(button.tooltip).toBe(
      "You joined on 2026-11-21, and your membership already runs to 2027-12-31. There is nothing to renew yet.",
    );
  });
});
