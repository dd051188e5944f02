import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createDirectoryMember, createStaff, signIn } from "../../test/factories.ts";
import { jobContextOn } from "../../test/job-context.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { daysFrom } from "../../test/test-clock.ts";
import { auditLog } from "../audit/audit.schema.ts";
import { payments, refunds } from "../checkout/checkout.schema.ts";
import { outbox } from "../mail/mail.schema.ts";
import { registrations } from "./events.schema.ts";
import { releaseExpiredHolds } from "./waitlist.service.ts";

let t: TestApp;
let tokens: { staff: string; admin: string; member: string };
let sequence = 0;

beforeAll(async () => {
  t = await createTestApp();
  const member = await createDirectoryMember(t.database.db);
  tokens = {
    staff: await signIn(t.app, (await createStaff(t.database.db)).email),
    admin: await signIn(t.app, (await createStaff(t.database.db, "office_admin")).email),
    member: await signIn(t.app, member.email),
  };
});
afterAll(() => t.close());

type Method = "GET" | "POST" | "PUT" | "DELETE";
const call = (method: Method, url: string, payload?: object, token: string | null = tokens.staff) =>
  t.app.inject({ method, url: `/api/v1/office${url}`, headers: token ? bearer(token) : {}, payload });

async function portalEvent(changes: Record<string, unknown> = {}) {
  sequence += 1;
  const response = await call("POST", "/events", {
    title: `Fall Tour ${sequence}`,
    date_start: daysFrom(t.clock.now, 20),
    date_end: daysFrom(t.clock.now, 22),
    registration: "portal",
    capacity: 5,
    prices: [{ kind: "member", amount: 5000 }],
    ...changes,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; title: string };
}

async function newMember() {
  sequence += 1;
  return createDirectoryMember(t.database.db, {
    member: { firstName: "Cheque", lastName: `Payer${sequence}` },
  });
}

const registrationsOf = (eventId: number) =>
  t.database.db.select().from(registrations).where(eq(registrations.eventId, eventId));

const cheque = { method: "cheque", reference: "Cheque 1042", amount: 5000 };

describe("the office's portal events", () => {
  it("names the field of each rule a portal event breaks", async () => {
    const base = {
      title: "Concours",
      date_start: daysFrom(t.clock.now, 10),
      date_end: daysFrom(t.clock.now, 10),
      registration: "portal",
    };
    const cases: [Record<string, unknown>, string][] = [
      [{ form_id: "a-form" }, "formId"],
      [{ registration: "form" }, "formId"],
      [{ registration: "online" }, "registration"],
      [
        {
          prices: [
            { kind: "member", amount: 100 },
            { kind: "member", amount: 200 },
          ],
        },
        "prices",
      ],
      [{ prices: [{ kind: "member", amount: -1 }] }, "prices.0.amount"],
      [{ prices: [{ kind: "member", amount: 100, early_amount: 50 }] }, "prices.0.earlyUntil"],
      [
        { registration_opens: daysFrom(t.clock.now, 5), registration_closes: daysFrom(t.clock.now, 4) },
        "registrationCloses",
      ],
      [
        {
          cancellation: {
            full_refund_until: daysFrom(t.clock.now, 5),
            no_refund_after: daysFrom(t.clock.now, 1),
          },
        },
        "cancellation.noRefundAfter",
      ],
      [
        {
          items: [
            { label: "Dinner", amount: 10 },
            { label: "dinner", amount: 10 },
          ],
        },
        "items",
      ],
      [{ items: [{ label: "", amount: 10 }] }, "items.0.label"],
      [{ car_eligibility: "any" }, "carEligibility"],
    ];
    for (const [changes, field] of cases) {
      const response = await call("POST", "/events", { ...base, ...changes });
      expect(response.statusCode, JSON.stringify(changes)).toBe(400);
      expect(Object.keys(response.json().errors), JSON.stringify(changes)).toContain(field);
    }
  });

  it("keeps how members register once someone has registered", async () => {
    const event = await portalEvent({ prices: [] });
    const member = await newMember();
    expect(
      (await call("POST", `/events/${event.id}/registrations`, { member_no: member.memberNo })).statusCode,
    ).toBe(201);
    const response = await call("PUT", `/events/${event.id}`, {
      title: event.title,
      date_start: daysFrom(t.clock.now, 20),
      date_end: daysFrom(t.clock.now, 22),
      registration: "form",
      form_id: `moved-${sequence}`,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.registration).toEqual([
      "How members register cannot change: 1 member has registered already.",
    ]);
  });
});

describe("registering a member at the office", () => {
  it("is the office's: no token 401, a member 403, an unknown event 404, bad input 400", async () => {
    const event = await portalEvent();
    const member = await newMember();
    const body = { member_no: member.memberNo };
    expect((await call("POST", `/events/${event.id}/registrations`, body, null)).statusCode).toBe(401);
    expect((await call("POST", `/events/${event.id}/registrations`, body, tokens.member)).statusCode).toBe(
      403,
    );
    expect((await call("POST", "/events/999999/registrations", body)).statusCode).toBe(404);
    const bad = await call("POST", `/events/${event.id}/registrations`, {
      member_no: "x",
      payment: { method: "iou" },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(expect.arrayContaining(["memberNo", "payment.method"]));
    const unknown = await call("POST", `/events/${event.id}/registrations`, { member_no: 9_999_999 });
    expect(unknown.json().errors).toEqual({ memberNo: ["No member has this number"] });
  });

  it("confirms at once with the cheque that pays it, outside the registration window, in the trail", async () => {
    const event = await portalEvent({ registration_closes: daysFrom(t.clock.now, -1) });
    const member = await newMember();
    const response = await call("POST", `/events/${event.id}/registrations`, {
      member_no: member.memberNo,
      payment: cheque,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ status: "confirmed", params: null });
    const [row] = await registrationsOf(event.id);
    expect(row).toMatchObject({ status: "confirmed", memberId: member.id, total: 5000 });
    expect(row?.checkInCode).toMatch(/^[A-Z2-9]{8}$/);
    const paid = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.invoiceId, row?.invoiceId as number));
    expect(paid).toMatchObject([{ provider: "cheque", reference: "Cheque 1042", amount: 5000 }]);
    const trail = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.memberId, member.id), eq(auditLog.action, "event_registered")));
    expect(trail).toHaveLength(1);
  });

  it("refuses a cheque of the wrong amount, and registers nothing", async () => {
    const event = await portalEvent();
    const member = await newMember();
    const response = await call("POST", `/events/${event.id}/registrations`, {
      member_no: member.memberNo,
      payment: { ...cheque, amount: 5150 },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.amount[0]).toMatch(/\$50\.00/);
    expect(await registrationsOf(event.id)).toEqual([]);
  });

  it("holds the place for a cheque still to come, past the members' payment hold", async () => {
    const event = await portalEvent();
    const member = await newMember();
    const response = await call("POST", `/events/${event.id}/registrations`, { member_no: member.memberNo });
    expect(response.json()).toMatchObject({ status: "created" });
    const started = t.clock.now;
    try {
      t.clock.now = new Date(started.getTime() + 3 * 86_400_000);
      await releaseExpiredHolds(jobContextOn(t.database.db, t.clock));
      expect(await registrationsOf(event.id)).toMatchObject([{ status: "pending", holdUntil: null }]);
    } finally {
      t.clock.now = started;
    }
  });
});

describe("the office cancels and moves registrations", () => {
  it("cancels without a refund as staff; money back needs an administrator, and frees the place", async () => {
    const event = await portalEvent({ capacity: 1 });
    const paid = await newMember();
    const waiting = await newMember();
    await call("POST", `/events/${event.id}/registrations`, { member_no: paid.memberNo, payment: cheque });
    expect(
      (await call("POST", `/events/${event.id}/registrations`, { member_no: waiting.memberNo })).json(),
    ).toMatchObject({ status: "waitlisted" });
    const [confirmed] = (await registrationsOf(event.id)).filter((row) => row.memberId === paid.id);
    const id = confirmed?.id as number;

    expect(
      (await call("DELETE", `/registrations/${id}`, { reason: "Asked by phone" }, null)).statusCode,
    ).toBe(401);
    expect((await call("DELETE", `/registrations/${id}`, { reason: "x" }, tokens.member)).statusCode).toBe(
      403,
    );
    expect((await call("DELETE", "/registrations/999999", { reason: "x" })).statusCode).toBe(404);
    expect((await call("DELETE", `/registrations/${id}`, {})).json().errors).toHaveProperty("reason");
    const staffRefund = await call("DELETE", `/registrations/${id}`, {
      reason: "Asked by phone",
      refund: "full",
    });
    expect(staffRefund.statusCode).toBe(403);
    expect((await registrationsOf(event.id)).find((row) => row.id === id)?.status).toBe("confirmed");

    const refunded = await call(
      "DELETE",
      `/registrations/${id}`,
      { reason: "Asked by phone", refund: "full" },
      tokens.admin,
    );
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json()).toEqual({ registrationId: id, refunded: 5000 });
    const given = await t.database.db.select().from(refunds).where(eq(refunds.reason, "Asked by phone"));
    expect(given).toMatchObject([{ amount: 5000, status: "completed" }]);
    const after = await registrationsOf(event.id);
    expect(after.find((row) => row.id === id)).toMatchObject({ status: "cancelled" });
    expect(after.find((row) => row.memberId === waiting.id)).toMatchObject({ status: "offered" });
    // Issue 40: the mail says who cancelled: the office, not the member.
    const [mail] = await t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, paid.email), like(outbox.subject, "%refund for order%")));
    expect(mail?.text).toContain(
      `The club office cancelled your registration for ${event.title} and refunded $50.00 of your payment`,
    );
    expect(mail?.text).not.toContain("You cancelled");
  });

  it("moves a confirmed registration to another date with room, and offers its old place", async () => {
    const spring = await portalEvent({ capacity: 1, prices: [] });
    const autumn = await portalEvent({ capacity: 1, prices: [] });
    const mover = await newMember();
    const waiting = await newMember();
    const other = await newMember();
    await call("POST", `/events/${spring.id}/registrations`, { member_no: mover.memberNo });
    await call("POST", `/events/${spring.id}/registrations`, { member_no: waiting.memberNo });
    const [moving] = (await registrationsOf(spring.id)).filter((row) => row.memberId === mover.id);
    const id = moving?.id as number;

    expect(
      (await call("POST", `/registrations/${id}/move`, { event_id: autumn.id }, tokens.member)).statusCode,
    ).toBe(403);
    expect((await call("POST", `/registrations/${id}/move`, { event_id: spring.id })).json().errors).toEqual({
      eventId: ["The registration is already for this event"],
    });
    const moved = await call("POST", `/registrations/${id}/move`, { event_id: autumn.id });
    expect(moved.statusCode, moved.body).toBe(204);
    expect(await registrationsOf(autumn.id)).toMatchObject([{ id, status: "confirmed" }]);
    expect(await registrationsOf(spring.id)).toMatchObject([{ memberId: waiting.id, status: "offered" }]);

    await call("POST", `/events/${spring.id}/registrations`, { member_no: other.memberNo });
    const [back] = (await registrationsOf(autumn.id)).filter((row) => row.id === id);
    const full = await call("POST", `/registrations/${back?.id}/move`, { event_id: spring.id });
    expect(full.json().errors).toEqual({ eventId: ["That event is full: raise its capacity first"] });
  });

  it("moves a registration's items only where enough are left, named by the other event's ids", async () => {
    const spring = await portalEvent({ prices: [], items: [{ label: "Dinner", amount: 0, limit: 5 }] });
    const autumn = await portalEvent({
      prices: [],
      items: [
        { label: "Lunch", amount: 0 },
        { label: "dinner", amount: 0, limit: 2 },
      ],
    });
    const itemIdOf = async (eventId: number, index: number) =>
      (await call("GET", `/events/${eventId}/registrations`)).json().event.items[index].id as number;
    const springDinner = await itemIdOf(spring.id, 0);
    const autumnDinner = await itemIdOf(autumn.id, 1);
    const mover = await newMember();
    const early = await newMember();
    await call("POST", `/events/${spring.id}/registrations`, {
      member_no: mover.memberNo,
      items: [{ item_id: springDinner, quantity: 2 }],
    });
    await call("POST", `/events/${autumn.id}/registrations`, {
      member_no: early.memberNo,
      items: [{ item_id: autumnDinner, quantity: 1 }],
    });
    const [moving] = await registrationsOf(spring.id);
    const refused = await call("POST", `/registrations/${moving?.id}/move`, { event_id: autumn.id });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ "items.0.quantity": ["Only 1 of dinner is left"] });

    await call("PUT", `/events/${autumn.id}`, {
      title: autumn.title,
      date_start: daysFrom(t.clock.now, 20),
      date_end: daysFrom(t.clock.now, 22),
      registration: "portal",
      capacity: 5,
      items: [
        { id: autumnDinner, label: "Dinner", amount: 0, limit: 3 },
        { label: "Lunch", amount: 0 },
      ],
    });
    expect(await itemIdOf(autumn.id, 0)).toBe(autumnDinner);
    const moved = await call("POST", `/registrations/${moving?.id}/move`, { event_id: autumn.id });
    expect(moved.statusCode, moved.body).toBe(204);
    const [arrived] = (await registrationsOf(autumn.id)).filter((row) => row.id === moving?.id);
    expect(arrived?.items).toEqual([{ itemId: autumnDinner, label: "Dinner", quantity: 2, amount: 0 }]);
    const third = await newMember();
    const soldOut = await call("POST", `/events/${autumn.id}/registrations`, {
      member_no: third.memberNo,
      items: [{ item_id: autumnDinner, quantity: 1 }],
    });
    expect(soldOut.json().errors).toEqual({ "items.0.quantity": ["Dinner is sold out"] });
  });

  it("moves a duplicate's registrations on a merge, but not a second one for the same event", async () => {
    const both = await portalEvent({ prices: [] });
    const onlyDuplicate = await portalEvent({ prices: [] });
    const kept = await newMember();
    const duplicate = await newMember();
    await call("POST", `/events/${both.id}/registrations`, { member_no: kept.memberNo });
    await call("POST", `/events/${both.id}/registrations`, { member_no: duplicate.memberNo });
    await call("POST", `/events/${onlyDuplicate.id}/registrations`, { member_no: duplicate.memberNo });

    const merged = await call(
      "POST",
      `/members/${kept.id}/merge`,
      { duplicate_id: duplicate.id, reason: "Twice" },
      tokens.admin,
    );
    expect(merged.statusCode, merged.body).toBe(200);
    expect(await registrationsOf(onlyDuplicate.id)).toMatchObject([
      { memberId: kept.id, status: "confirmed" },
    ]);
    const atBoth = await registrationsOf(both.id);
    expect(atBoth.map((row) => row.memberId).sort()).toEqual([kept.id, duplicate.id].sort());
  });

  it("offers the places a larger capacity frees to the waiting list at once", async () => {
    const event = await portalEvent({ capacity: 1, prices: [] });
    const first = await newMember();
    const waiting = await newMember();
    await call("POST", `/events/${event.id}/registrations`, { member_no: first.memberNo });
    await call("POST", `/events/${event.id}/registrations`, { member_no: waiting.memberNo });
    const changed = await call("PUT", `/events/${event.id}`, {
      title: event.title,
      date_start: daysFrom(t.clock.now, 20),
      date_end: daysFrom(t.clock.now, 22),
      registration: "portal",
      capacity: 2,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await registrationsOf(event.id)).find((row) => row.memberId === waiting.id)).toMatchObject({
      status: "offered",
    });
  });
});
