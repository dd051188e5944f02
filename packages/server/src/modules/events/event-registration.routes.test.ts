import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { approveOrder, invoiceState, openOrder } from "../../test/checkout-requests.ts";
import { bearer, createDirectoryMember, createStaff, signIn } from "../../test/factories.ts";
import { jobContextOn } from "../../test/job-context.ts";
import { type PayPalStandIn, paypalPortalEnv, startPayPalStandIn } from "../../test/paypal-stand-in.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { daysFrom } from "../../test/test-clock.ts";
import { invoices, refunds } from "../checkout/checkout.schema.ts";
import { PurchaseRefusedError } from "../checkout/purchases.ts";
import { outbox } from "../mail/mail.schema.ts";
import { vehicles } from "../vehicles/vehicles.schema.ts";
import { eventPurchase } from "./event-purchase.service.ts";
import { registrations } from "./events.schema.ts";
import { releaseExpiredHolds } from "./waitlist.service.ts";

let t: TestApp;
let paypal: PayPalStandIn;
let officeToken: string;
let sequence = 0;

beforeAll(async () => {
  paypal = await startPayPalStandIn();
  t = await createTestApp(paypalPortalEnv(paypal.url));
  officeToken = await signIn(t.app, (await createStaff(t.database.db)).email);
});
afterAll(async () => {
  await t.close();
  await paypal.close();
});

/** A member in good standing with one car, approved by the club unless told; their token and car id. */
async function memberWithCar(options: { approved?: boolean; duesExpire?: string; associate?: boolean } = {}) {
  sequence += 1;
  const member = await createDirectoryMember(t.database.db, {
    member: { firstName: "Entrant", lastName: `Number${sequence}` },
    cars: [{ year: 1931, make: "Packard", model: `Eight ${sequence}` }],
    ...(options.duesExpire ? { duesExpire: options.duesExpire } : {}),
    ...(options.associate ? { associate: { firstName: "Ada", lastName: `Number${sequence}` } } : {}),
  });
  const [car] = await t.database.db.select().from(vehicles).where(eq(vehicles.memberId, member.id));
  if (options.approved !== false)
    await t.database.db
      .update(vehicles)
      .set({ approvedByCommittee: true })
      .where(eq(vehicles.id, car?.id as number));
  return { member, token: await signIn(t.app, member.email), carId: car?.id as number };
}

/** A portal event the office creates, a month ahead, with the changes given (snake_case, as the form sends). */
async function portalEvent(changes: Record<string, unknown> = {}) {
  sequence += 1;
  const response = await t.app.inject({
    method: "POST",
    url: "/api/v1/office/events",
    headers: bearer(officeToken),
    payload: {
      title: `Grand Classic ${sequence}`,
      date_start: daysFrom(t.clock.now, 30),
      date_end: daysFrom(t.clock.now, 31),
      registration: "portal",
      place: "Fairgrounds, Springfield",
      capacity: 10,
      prices: [{ kind: "member", amount: 4000 }],
      car_required: true,
      ...changes,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; title: string };
}

const register = (eventId: number, token: string, body: Record<string, unknown>) =>
  t.app.inject({
    method: "POST",
    url: `/api/v1/events/${eventId}/registrations`,
    headers: bearer(token),
    payload: body,
  });

const details = (eventId: number, token: string) =>
  t.app.inject({ url: `/api/v1/events/${eventId}`, headers: bearer(token) });

/** Pays the invoice at the PayPal stand-in, as the payment dialog does. */
async function pay(orderId: string) {
  const paypalOrderId = await openOrder(t, orderId);
  paypal.approve(paypalOrderId);
  const approved = await approveOrder(t, orderId, paypalOrderId);
  expect(approved.statusCode, approved.body).toBe(200);
}

const ownRegistrations = async (token: string) =>
  (await t.app.inject({ url: "/api/v1/registrations", headers: bearer(token) })).json();

describe("registering for a portal event", () => {
  it("needs a token, and a known event", async () => {
    const event = await portalEvent();
    expect((await t.app.inject({ url: `/api/v1/events/${event.id}` })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: "POST", url: `/api/v1/events/${event.id}/registrations`, payload: {} }))
        .statusCode,
    ).toBe(401);
    expect((await t.app.inject({ method: "DELETE", url: "/api/v1/registrations/1" })).statusCode).toBe(401);
    const { token, carId } = await memberWithCar();
    expect((await register(999_999, token, { vehicle_id: carId })).statusCode).toBe(404);
    expect((await details(999_999, token)).statusCode).toBe(404);
  });

  it("prices the member, the associate, guests and items, the early price until its day, with the online fee", async () => {
    const event = await portalEvent({
      prices: [
        { kind: "member", amount: 4000, early_until: daysFrom(t.clock.now, 5), early_amount: 3000 },
        { kind: "associate", amount: 3500 },
        { kind: "guest", amount: 5000 },
      ],
      items: [{ label: "Banquet seat", amount: 6500, limit: 100 }],
    });
    const { token, carId } = await memberWithCar({ associate: true });
    const shown = (await details(event.id, token)).json();
    expect(shown.prices).toEqual([
      { kind: "member", amount: 3000, regularAmount: 4000, earlyUntil: daysFrom(t.clock.now, 5) },
      { kind: "associate", amount: 3500, regularAmount: 3500, earlyUntil: null },
      { kind: "guest", amount: 5000, regularAmount: 5000, earlyUntil: null },
    ]);
    expect(shown).toMatchObject({ canRegister: true, placesLeft: 10, myRegistration: null });

    const response = await register(event.id, token, {
      vehicle_id: carId,
      associate: true,
      guests: [{ first_name: "Walter", last_name: "Brandt" }],
      items: [{ item_id: (await details(event.id, token)).json().items[0].id, quantity: 3 }],
    });
    expect(response.statusCode, response.body).toBe(201);
    const reply = response.json();
    expect(reply).toMatchObject({ status: "created", params: { orderId: expect.any(String) } });
    const invoice = (await t.app.inject({ url: `/api/v1/invoices/${reply.params.orderId}` })).json();
    // 30 + 35 + 50 + 3 × 65 = 310 dollars, and the 3% online fee.
    expect(invoice).toMatchObject({ kind: "event", subtotal: 31_000, fee: 930, total: 31_930 });
    expect(invoice.items.map((item: { description: string }) => item.description)).toEqual([
      event.title,
      `${event.title}, associate`,
      `${event.title}, guest: Walter Brandt`,
      "Banquet seat × 3",
    ]);
    const [own] = await ownRegistrations(token);
    expect(own).toMatchObject({ status: "pending", orderId: reply.params.orderId, total: 31_930 });
  });

  it("confirms a paid registration with a gate code, mailed with the receipt", async () => {
    const event = await portalEvent();
    const { token, carId, member } = await memberWithCar();
    const { params } = (await register(event.id, token, { vehicle_id: carId })).json();
    const mailBefore = t.sentMail.length;
    await pay(params.orderId);
    const [own] = await ownRegistrations(token);
    expect(own).toMatchObject({ status: "confirmed", orderId: null, holdUntil: null });
    expect(own.checkInCode).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
    expect(own.vehicle).toMatchObject({ id: carId, year: 1931, make: "Packard" });
    await expect.poll(() => t.sentMail.length).toBeGreaterThanOrEqual(mailBefore + 2);
    const mails = t.sentMail.slice(mailBefore).filter((mail) => mail.to === member.email);
    expect(mails.map((mail) => mail.subject)).toEqual(
      expect.arrayContaining([`You are registered: ${event.title}`, expect.stringMatching(/receipt/)]),
    );
    expect(mails.find((mail) => mail.subject.startsWith("You are registered"))?.text).toContain(
      own.checkInCode,
    );
    expect((await register(event.id, token, { vehicle_id: carId })).json().errors.base).toEqual([
      "You are already registered for this event",
    ]);
  });

  it("confirms at once what costs nothing", async () => {
    const event = await portalEvent({ prices: [], car_required: false });
    const { token } = await memberWithCar();
    const reply = (await register(event.id, token, {})).json();
    expect(reply).toMatchObject({ status: "confirmed", params: null });
    expect((await ownRegistrations(token))[0]).toMatchObject({ status: "confirmed", total: 0 });
  });

  it("is for members in good standing, with their own car the event admits", async () => {
    const event = await portalEvent();
    const lapsed = await memberWithCar({ duesExpire: daysFrom(t.clock.now, -40) });
    const refused = await register(event.id, lapsed.token, { vehicle_id: lapsed.carId });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors.membership).toEqual([
      "Only members in good standing may register: renew your membership first",
    ]);
    expect((await details(event.id, lapsed.token)).json()).toMatchObject({ canRegister: false });

    const { token, carId } = await memberWithCar();
    const other = await memberWithCar();
    const cases: [Record<string, unknown>, string, string][] = [
      [{}, "vehicleId", "This event requires a car: choose one of yours"],
      [{ vehicle_id: other.carId }, "vehicleId", "Choose one of your own cars"],
      [{ vehicle_id: carId, associate: true }, "associate", "You have no associate on your membership"],
      [
        { vehicle_id: carId, items: [{ item_id: 999_999, quantity: 1 }] },
        "items.0.itemId",
        "Choose an item of this event",
      ],
    ];
    for (const [body, field, message] of cases) {
      const response = await register(event.id, token, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(response.json().errors[field]).toEqual([message]);
    }
    const bad = await register(event.id, token, { vehicle_id: "one", guests: [{ first_name: "" }] });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(
      expect.arrayContaining(["vehicleId", "guests.0.firstName"]),
    );

    const unapproved = await memberWithCar({ approved: false });
    expect(
      (await register(event.id, unapproved.token, { vehicle_id: unapproved.carId })).json().errors,
    ).toEqual({
      vehicleId: ["This car is not approved by the club yet: only approved cars may be entered"],
    });
    const classicsOnly = await portalEvent({ car_eligibility: "full_classic" });
    expect((await register(classicsOnly.id, token, { vehicle_id: carId })).json().errors).toEqual({
      vehicleId: ["This event admits Full Classic cars only, and this car is not on the list"],
    });
    expect(await ownRegistrations(token)).toEqual([]);
  });

  it("refuses outside the registration window and for a form event", async () => {
    const { token, carId } = await memberWithCar();
    const later = await portalEvent({ registration_opens: daysFrom(t.clock.now, 3) });
    expect((await register(later.id, token, { vehicle_id: carId })).json().errors.base).toEqual([
      `Registration opens on ${daysFrom(t.clock.now, 3)}`,
    ]);
    const closed = await portalEvent({ registration_closes: daysFrom(t.clock.now, -1) });
    expect((await register(closed.id, token, { vehicle_id: carId })).json().errors.base).toEqual([
      "Registration for this event is closed",
    ]);
    const form = await portalEvent({ registration: "form", form_id: `form-${sequence}` });
    expect((await register(form.id, token, { vehicle_id: carId })).json().errors.base).toEqual([
      "This event takes registrations through its form, not here",
    ]);
  });

  it("gives the last place to exactly one of two members asking at once; the other waits", async () => {
    const event = await portalEvent({ capacity: 1, prices: [] });
    const first = await memberWithCar();
    const second = await memberWithCar();
    const replies = await Promise.all([
      register(event.id, first.token, { vehicle_id: first.carId }),
      register(event.id, second.token, { vehicle_id: second.carId }),
    ]);
    expect(replies.map((reply) => reply.json().status).sort()).toEqual(["confirmed", "waitlisted"]);
    const held = await t.database.db.select().from(registrations).where(eq(registrations.eventId, event.id));
    expect(held.map((row) => row.status).sort()).toEqual(["confirmed", "waitlisted"]);
  });
});

describe("an event's item limits", () => {
  /** The event's items as a member reads them: id, label, price and how many are left. */
  const itemsOf = async (eventId: number, token: string) =>
    (await details(eventId, token)).json().items as { id: number; label: string; left: number | null }[];

  it("holds when the same item is sent twice: 2 + 2 banquet seats where 3 are left", async () => {
    const event = await portalEvent({ prices: [], items: [{ label: "Banquet seat", amount: 0, limit: 3 }] });
    const { token, carId } = await memberWithCar();
    const [seat] = await itemsOf(event.id, token);
    const response = await register(event.id, token, {
      vehicle_id: carId,
      items: [
        { item_id: seat?.id, quantity: 2 },
        { item_id: seat?.id, quantity: 2 },
      ],
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().errors).toEqual({
      "items.1.itemId": ["Each item once: say how many in its quantity"],
    });
    expect(await ownRegistrations(token)).toEqual([]);
    expect(await itemsOf(event.id, token)).toMatchObject([{ left: 3 }]);
  });

  it("counts every registration's items against the limit, told at the item's quantity", async () => {
    const event = await portalEvent({
      prices: [],
      items: [
        { label: "Tour packet", amount: 0 },
        { label: "Banquet seat", amount: 0, limit: 3 },
      ],
    });
    const first = await memberWithCar();
    const [packet, seat] = await itemsOf(event.id, first.token);
    expect(packet).toMatchObject({ label: "Tour packet", left: null });
    const taken = await register(event.id, first.token, {
      vehicle_id: first.carId,
      items: [{ item_id: seat?.id, quantity: 2 }],
    });
    expect(taken.json()).toMatchObject({ status: "confirmed" });
    const second = await memberWithCar();
    const refused = await register(event.id, second.token, {
      vehicle_id: second.carId,
      items: [
        { item_id: packet?.id, quantity: 5 },
        { item_id: seat?.id, quantity: 2 },
      ],
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ "items.1.quantity": ["Only 1 of Banquet seat is left"] });
    const unknown = await register(event.id, second.token, {
      vehicle_id: second.carId,
      items: [{ item_id: 999_999, quantity: 1 }],
    });
    expect(unknown.json().errors).toEqual({ "items.0.itemId": ["Choose an item of this event"] });
    expect(
      (
        await register(event.id, second.token, {
          vehicle_id: second.carId,
          items: [{ item_id: seat?.id, quantity: 1 }],
        })
      ).json(),
    ).toMatchObject({ status: "confirmed" });
    expect(await itemsOf(event.id, second.token)).toMatchObject([{ left: null }, { left: 0 }]);
  });

  it("keeps an item's id, and what was sold of it, when the office saves the event again", async () => {
    const event = await portalEvent({ prices: [], items: [{ label: "Banquet seat", amount: 0, limit: 2 }] });
    const first = await memberWithCar();
    const [seat] = await itemsOf(event.id, first.token);
    await register(event.id, first.token, {
      vehicle_id: first.carId,
      items: [{ item_id: seat?.id, quantity: 2 }],
    });
    // The office's form sends the whole event back; an item without its id is known by its label.
    await changeEvent(event.id, {
      items: [
        { label: "Dinner", amount: 0, limit: 5 },
        { label: "BANQUET SEAT", amount: 0, limit: 2 },
      ],
    });
    const [dinner, keptSeat] = await itemsOf(event.id, first.token);
    expect(keptSeat).toMatchObject({ id: seat?.id, label: "BANQUET SEAT", left: 0 });
    expect(dinner?.id).not.toBe(seat?.id);
    const second = await memberWithCar();
    const refused = await register(event.id, second.token, {
      vehicle_id: second.carId,
      items: [{ item_id: seat?.id, quantity: 1 }],
    });
    expect(refused.json().errors).toEqual({ "items.0.quantity": ["BANQUET SEAT is sold out"] });
  });

  /** The office saves the event again with the changes given (the whole event, as its form sends it). */
  async function changeEvent(eventId: number, changes: Record<string, unknown>) {
    const saved = (
      await t.app.inject({
        url: `/api/v1/office/events/${eventId}/registrations`,
        headers: bearer(officeToken),
      })
    ).json().event;
    const response = await t.app.inject({
      method: "PUT",
      url: `/api/v1/office/events/${eventId}`,
      headers: bearer(officeToken),
      payload: {
        title: saved.title,
        date_start: saved.dateStart,
        date_end: saved.dateEnd,
        registration: "portal",
        capacity: saved.capacity,
        car_required: saved.carRequired,
        items: saved.items,
        ...changes,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
  }

  it("counts a waiting member's items when they take the place offered, and the office's registrations too", async () => {
    const event = await portalEvent({
      prices: [],
      capacity: 1,
      items: [{ label: "Banquet seat", amount: 0, limit: 2 }],
    });
    const first = await memberWithCar();
    const waiting = await memberWithCar();
    const [seat] = await itemsOf(event.id, first.token);
    await register(event.id, first.token, {
      vehicle_id: first.carId,
      items: [{ item_id: seat?.id, quantity: 1 }],
    });
    const waitReply = await register(event.id, waiting.token, {
      vehicle_id: waiting.carId,
      items: [{ item_id: seat?.id, quantity: 2 }],
    });
    expect(waitReply.json()).toMatchObject({ status: "waitlisted" });
    await changeEvent(event.id, { capacity: 3 });
    expect((await ownRegistrations(waiting.token))[0]).toMatchObject({ status: "offered" });
    const accepted = await t.app.inject({
      method: "POST",
      url: `/api/v1/registrations/${waitReply.json().registrationId}/accept`,
      headers: bearer(waiting.token),
    });
    expect(accepted.statusCode).toBe(422);
    expect(accepted.json().errors).toEqual({ "items.0.quantity": ["Only 1 of Banquet seat is left"] });

    const third = await memberWithCar();
    const byOffice = (quantity: number) =>
      t.app.inject({
        method: "POST",
        url: `/api/v1/office/events/${event.id}/registrations`,
        headers: bearer(officeToken),
        payload: {
          member_no: third.member.memberNo,
          vehicle_id: third.carId,
          items: [
            { item_id: seat?.id, quantity },
            ...(quantity === 1 ? [] : [{ item_id: seat?.id, quantity: 1 }]),
          ],
        },
      });
    const repeated = await byOffice(2);
    expect(repeated.statusCode).toBe(400);
    expect(repeated.json().errors).toEqual({
      "items.1.itemId": ["Each item once: say how many in its quantity"],
    });
    expect((await byOffice(1)).json()).toMatchObject({ status: "confirmed" });
    expect(await itemsOf(event.id, third.token)).toMatchObject([{ left: 0 }]);
  });

  it("refuses a late payment for a released registration whose items went to another member meanwhile", async () => {
    const event = await portalEvent({ items: [{ label: "Banquet seat", amount: 0, limit: 1 }] });
    const late = await memberWithCar();
    const other = await memberWithCar();
    const [seat] = await itemsOf(event.id, late.token);
    const held = (
      await register(event.id, late.token, {
        vehicle_id: late.carId,
        items: [{ item_id: seat?.id, quantity: 1 }],
      })
    ).json();
    const job = jobContextOn(t.database.db, t.clock);
    const started = t.clock.now;
    try {
      t.clock.now = new Date(started.getTime() + 61 * 60_000);
      await releaseExpiredHolds(job);
      const taken = await register(event.id, other.token, {
        vehicle_id: other.carId,
        items: [{ item_id: seat?.id, quantity: 1 }],
      });
      expect(taken.json()).toMatchObject({ status: "created" });
      const [invoice] = await t.database.db
        .select()
        .from(invoices)
        .where(eq(invoices.publicId, held.params.orderId));
      // The money for the released place arrives now (a capture that was under way): checkout asks the event.
      const settling = t.database.db.transaction((tx) =>
        eventPurchase.fulfil(
          { ...job, db: tx },
          {
            id: invoice?.id as number,
            publicId: held.params.orderId,
            kind: "event",
            memberId: invoice?.memberId as number,
            selections: { registrationId: held.registrationId },
            total: invoice?.total as number,
          },
        ),
      );
      await expect(settling).rejects.toBeInstanceOf(PurchaseRefusedError);
      expect((await ownRegistrations(late.token))[0]).toMatchObject({ status: "cancelled" });
    } finally {
      t.clock.now = started;
    }
  });
});

describe("the waiting list", () => {
  it("offers a freed place by e-mail, refunds the one who cancelled through PayPal, and the next confirms", async () => {
    const event = await portalEvent({ capacity: 1 });
    const first = await memberWithCar();
    const second = await memberWithCar();
    const third = await memberWithCar();
    const { params } = (await register(event.id, first.token, { vehicle_id: first.carId })).json();
    await pay(params.orderId);
    expect((await register(event.id, second.token, { vehicle_id: second.carId })).json()).toMatchObject({
      status: "waitlisted",
      params: null,
    });
    await register(event.id, third.token, { vehicle_id: third.carId });
    expect((await ownRegistrations(third.token))[0]).toMatchObject({
      status: "waitlisted",
      waitlistPosition: 2,
    });
    expect((await details(event.id, second.token)).json()).toMatchObject({
      placesLeft: 0,
      full: true,
      waitlisted: 2,
    });

    const [confirmed] = await ownRegistrations(first.token);
    const mailBefore = t.sentMail.length;
    const cancelled = await t.app.inject({
      method: "DELETE",
      url: `/api/v1/registrations/${confirmed.id}`,
      headers: bearer(first.token),
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    // No cancellation rule: everything paid goes back, through the provider that took it.
    expect(cancelled.json()).toMatchObject({ refunded: 4120, registration: { status: "cancelled" } });
    expect(await invoiceState(t, params.orderId)).toMatchObject({ status: "refunded" });
    const again = await t.app.inject({
      method: "DELETE",
      url: `/api/v1/registrations/${confirmed.id}`,
      headers: bearer(first.token),
    });
    expect(again.json().errors.base).toEqual(["This registration is already cancelled"]);

    const [offered] = await ownRegistrations(second.token);
    expect(offered).toMatchObject({ status: "offered" });
    expect(new Date(offered.holdUntil).getTime() - t.clock.now.getTime()).toBe(48 * 3_600_000);
    await expect
      .poll(() => t.sentMail.slice(mailBefore).map((mail) => [mail.to, mail.subject]))
      .toContainEqual([second.member.email, `A place is yours at ${event.title}`]);
    expect((await ownRegistrations(third.token))[0]).toMatchObject({
      status: "waitlisted",
      waitlistPosition: 1,
    });

    const accepted = await t.app.inject({
      method: "POST",
      url: `/api/v1/registrations/${offered.id}/accept`,
      headers: bearer(second.token),
    });
    expect(accepted.json()).toMatchObject({ status: "created" });
    await pay(accepted.json().params.orderId);
    expect((await ownRegistrations(second.token))[0]).toMatchObject({ status: "confirmed" });
  });

  it("passes an offer not taken in time to the next member, and releases a place never paid for", async () => {
    const event = await portalEvent({ capacity: 1 });
    const first = await memberWithCar();
    const second = await memberWithCar();
    const third = await memberWithCar();
    const { params } = (await register(event.id, first.token, { vehicle_id: first.carId })).json();
    await register(event.id, second.token, { vehicle_id: second.carId });
    await register(event.id, third.token, { vehicle_id: third.carId });
    const job = jobContextOn(t.database.db, t.clock);
    const started = t.clock.now;
    try {
      t.clock.now = new Date(started.getTime() + 61 * 60_000);
      expect(await releaseExpiredHolds(job)).toBeGreaterThanOrEqual(1);
      expect((await ownRegistrations(first.token))[0]).toMatchObject({ status: "cancelled" });
      expect(await invoiceState(t, params.orderId)).toMatchObject({ status: "void" });
      expect((await ownRegistrations(second.token))[0]).toMatchObject({ status: "offered" });

      // Two days on, the sessions of the morning have ended: the members sign in again.
      t.clock.now = new Date(started.getTime() + 61 * 60_000 + 49 * 3_600_000);
      await releaseExpiredHolds(job);
      const secondToken = await signIn(t.app, second.member.email);
      const [lapsedOffer] = await ownRegistrations(secondToken);
      expect(lapsedOffer).toMatchObject({ status: "cancelled" });
      expect((await ownRegistrations(await signIn(t.app, third.member.email)))[0]).toMatchObject({
        status: "offered",
      });
      const mailed = await t.database.db.select().from(outbox).where(eq(outbox.to, third.member.email));
      expect(mailed.map((mail) => mail.subject)).toContain(`A place is yours at ${event.title}`);
      const late = await t.app.inject({
        method: "POST",
        url: `/api/v1/registrations/${lapsedOffer.id}/accept`,
        headers: bearer(secondToken),
      });
      expect(late.json().errors.base).toEqual(["This registration has no place offered to accept"]);
    } finally {
      t.clock.now = started;
    }
  });

  it("keeps the fee the event's rule names after the full refund ends", async () => {
    const event = await portalEvent({
      capacity: 5,
      cancellation: { full_refund_until: daysFrom(t.clock.now, -1), fee: 1500, no_refund_after: null },
    });
    const { token, carId } = await memberWithCar();
    const { params } = (await register(event.id, token, { vehicle_id: carId })).json();
    await pay(params.orderId);
    const [own] = await ownRegistrations(token);
    const response = await t.app.inject({
      method: "DELETE",
      url: `/api/v1/registrations/${own.id}`,
      headers: bearer(token),
    });
    expect(response.json()).toMatchObject({ refunded: 4120 - 1500 });
    const given = await t.database.db.select().from(refunds);
    expect(given.map((refund) => refund.amount)).toContain(2620);
    expect(await invoiceState(t, params.orderId)).toMatchObject({ status: "paid" });
  });

  it("refunds once when the same registration is cancelled twice at once, and once more after", async () => {
    // The rule keeps a $30 fee: what goes back (4120 - 3000) is less than half the payment, so the payment alone
    // would allow a second refund; only the registration's own guard stops it.
    const event = await portalEvent({
      capacity: 5,
      cancellation: { full_refund_until: daysFrom(t.clock.now, -1), fee: 3000, no_refund_after: null },
    });
    const { token, carId, member } = await memberWithCar();
    const { params, registrationId } = (await register(event.id, token, { vehicle_id: carId })).json();
    await pay(params.orderId);
    const providerRefunds = () => [...paypal.refunds.values()].flat().length;
    const refundRows = async () => (await t.database.db.select().from(refunds)).length;
    const refundMails = async () =>
      (await t.database.db.select().from(outbox).where(eq(outbox.to, member.email))).filter((mail) =>
        mail.subject.includes(`refund for order ${params.orderId}`),
      ).length;
    const [providerBefore, rowsBefore] = [providerRefunds(), await refundRows()];
    const cancel = () =>
      t.app.inject({
        method: "DELETE",
        url: `/api/v1/registrations/${registrationId}`,
        headers: bearer(token),
      });
    const replies = await Promise.all([cancel(), cancel()]);
    const statuses = replies.map((reply) => reply.statusCode).sort();
    expect(statuses[0], replies.map((reply) => reply.body).join()).toBe(200);
    // The other waits for the first (409 while its refund is under way) or finds it cancelled (422): never a refund.
    expect([409, 422]).toContain(statuses[1]);
    const after = await cancel();
    expect(after.statusCode).toBe(422);
    expect(after.json().errors.base).toEqual(["This registration is already cancelled"]);
    expect(await refundRows()).toBe(rowsBefore + 1);
    expect(providerRefunds()).toBe(providerBefore + 1);
    expect(await refundMails()).toBe(1);
    expect(replies.find((reply) => reply.statusCode === 200)?.json()).toMatchObject({
      refunded: 4120 - 3000,
      registration: { status: "cancelled" },
    });
  });

  it("lets no one cancel another member's registration", async () => {
    const event = await portalEvent({ prices: [], car_required: false });
    const owner = await memberWithCar();
    const other = await memberWithCar();
    const { registrationId } = (await register(event.id, owner.token, {})).json();
    for (const request of [
      { method: "DELETE" as const, url: `/api/v1/registrations/${registrationId}` },
      { method: "POST" as const, url: `/api/v1/registrations/${registrationId}/accept` },
    ])
      expect((await t.app.inject({ ...request, headers: bearer(other.token) })).statusCode).toBe(404);
    expect((await ownRegistrations(owner.token))[0]).toMatchObject({ status: "confirmed" });
  });

  it("shows one card an event: a cancelled registration until the member registers again", async () => {
    const event = await portalEvent({ prices: [], car_required: false });
    const { token } = await memberWithCar();
    const { registrationId } = (await register(event.id, token, {})).json();
    await t.app.inject({
      method: "DELETE",
      url: `/api/v1/registrations/${registrationId}`,
      headers: bearer(token),
    });
    expect((await ownRegistrations(token)).map((row: { status: string }) => row.status)).toEqual([
      "cancelled",
    ]);
    const again = (await register(event.id, token, {})).json();
    expect(await ownRegistrations(token)).toMatchObject([{ id: again.registrationId, status: "confirmed" }]);
  });
});

describe("what a registration's card says of money (issue 40)", () => {
  it("prices a waiting place and an offered one as paid today, and tells a cancelled one's refund", async () => {
    const event = await portalEvent({ capacity: 1, prices: [{ kind: "member", amount: 4500 }] });
    const first = await memberWithCar();
    const second = await memberWithCar();
    const { params } = (await register(event.id, first.token, { vehicle_id: first.carId })).json();
    expect((await ownRegistrations(first.token))[0]).toMatchObject({
      status: "pending",
      placePrice: null,
      paid: 0,
      refunded: 0,
      refundedAt: null,
    });
    await pay(params.orderId);
    await register(event.id, second.token, { vehicle_id: second.carId });
    // Not "Free": $45 and the 3% online fee, as the member would pay it once a place is offered.
    expect((await ownRegistrations(second.token))[0]).toMatchObject({
      status: "waitlisted",
      total: 0,
      placePrice: 4635,
      paid: 0,
    });
    expect((await ownRegistrations(first.token))[0]).toMatchObject({ status: "confirmed", paid: 4635 });

    const [confirmed] = await ownRegistrations(first.token);
    await t.app.inject({
      method: "DELETE",
      url: `/api/v1/registrations/${confirmed.id}`,
      headers: bearer(first.token),
    });
    expect((await ownRegistrations(first.token))[0]).toMatchObject({
      status: "cancelled",
      placePrice: null,
      paid: 4635,
      refunded: 4635,
      refundedAt: t.clock.now.toISOString(),
    });
    expect((await ownRegistrations(second.token))[0]).toMatchObject({ status: "offered", placePrice: 4635 });
    // The mail says who cancelled: the member, not the office.
    const [mail] = await t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, first.member.email), like(outbox.subject, "%refund for order%")));
    expect(mail?.text).toContain(
      `You cancelled your registration for ${event.title}, and we refunded $46.35 of your payment`,
    );
    expect(mail?.text).not.toContain("The club office");
  });

  it("says nothing was paid for a free place that was cancelled", async () => {
    const event = await portalEvent({ prices: [], car_required: false });
    const { token } = await memberWithCar();
    const { registrationId } = (await register(event.id, token, {})).json();
    await t.app.inject({
      method: "DELETE",
      url: `/api/v1/registrations/${registrationId}`,
      headers: bearer(token),
    });
    expect((await ownRegistrations(token))[0]).toMatchObject({
      status: "cancelled",
      paid: 0,
      refunded: 0,
      refundedAt: null,
    });
  });
});
