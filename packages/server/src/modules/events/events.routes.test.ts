import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createMember, signIn } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { daysFrom } from "../../test/test-clock.ts";
import { events } from "./events.schema.ts";

const secret = "a-shared-secret-of-the-form-service";
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ FORMS_WEBHOOK_SECRET: secret });
  await t.database.db.insert(events).values({
    formId: "past-1",
    title: "Last Year's Tour",
    dateStart: daysFrom(t.clock.now, -365),
    dateEnd: daysFrom(t.clock.now, -363),
  });
});
afterAll(() => t.close());

const webhook = (body: Record<string, unknown>, headerSecret = secret) =>
  t.app.inject({
    method: "POST",
    url: "/api/v1/registrations/webhook",
    headers: { "x-forms-secret": headerSecret },
    payload: body,
  });

describe("events and registrations", () => {
  it("need a token", async () => {
    expect((await t.app.inject({ url: "/api/v1/events" })).statusCode).toBe(401);
    expect((await t.app.inject({ url: "/api/v1/registrations" })).statusCode).toBe(401);
  });

  it("list upcoming events, and move one to the registered list once the form service reports it", async () => {
    const member = await createMember(t.database.db);
    const token = await signIn(t.app, member.email);
    const available = (await t.app.inject({ url: "/api/v1/events", headers: bearer(token) })).json();
    expect(available.map((e: { formId: string }) => e.formId)).toEqual([
      "240101",
      "240102",
      "240103",
      "240104",
    ]);
    expect(available[0]).toMatchObject({
      title: "Grand Classic — Spring",
      regionName: "Greater Illinois Region",
    });
    expect((await t.app.inject({ url: "/api/v1/registrations", headers: bearer(token) })).json()).toEqual([]);

    const first = await webhook({ submission_id: "SUB-1", form_id: "240102", member_no: member.memberNo });
    expect(first.json()).toEqual({ result: "registered" });
    const replay = await webhook({ submission_id: "SUB-1", form_id: "240102", member_no: member.memberNo });
    expect(replay.json()).toEqual({ result: "duplicate" });

    const registered = (await t.app.inject({ url: "/api/v1/registrations", headers: bearer(token) })).json();
    expect(registered).toEqual([
      {
        id: expect.any(Number),
        submissionId: "SUB-1",
        event: expect.objectContaining({ formId: "240102", title: "Annual Meeting", regionName: null }),
        // Issue 28: a form event's registration is confirmed; the gate code and the money are the portal's.
        status: "confirmed",
        checkInCode: null,
        checkedInAt: null,
        waitlistPosition: null,
        holdUntil: null,
        orderId: null,
        total: 0,
        // Issue 40: no place to price, nothing paid.
        placePrice: null,
        paid: 0,
        refunded: 0,
        refundedAt: null,
        vehicle: null,
        associate: false,
        guests: [],
        items: [],
        cancelledAt: null,
      },
    ]);
    const after = (await t.app.inject({ url: "/api/v1/events", headers: bearer(token) })).json();
    expect(after.map((e: { formId: string }) => e.formId)).toEqual(["240101", "240103", "240104"]);
  });

  it("refuses a webhook call with a wrong secret", async () => {
    const member = await createMember(t.database.db);
    const response = await webhook(
      { submission_id: "SUB-X", form_id: "240101", member_no: member.memberNo },
      "wrong-secret",
    );
    expect(response.statusCode).toBe(401);
  });

  it("names an unknown form or member", async () => {
    const member = await createMember(t.database.db);
    expect(
      (await webhook({ submission_id: "S2", form_id: "nope", member_no: member.memberNo })).json(),
    ).toEqual({
      errors: { formId: ["No event uses this form"] },
    });
    expect((await webhook({ submission_id: "S3", form_id: "240101", member_no: 1 })).json()).toEqual({
      errors: { memberNo: ["No member has this number"] },
    });
  });
});
