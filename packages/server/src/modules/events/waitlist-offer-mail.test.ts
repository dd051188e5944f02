import { clubMoment } from "@club/domain/club-clock";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setClubTimeZone } from "../../test/club-time-zone.ts";
import { bearer, createDirectoryMember, createStaff, signIn } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { daysFrom } from "../../test/test-clock.ts";
import { outbox } from "../mail/mail.schema.ts";
import { vehicles } from "../vehicles/vehicles.schema.ts";

// Issue 40: the offer of a freed place says until when it is held in the club's time zone, as the office set it.

let t: TestApp;
let officeToken: string;
let sequence = 0;

beforeAll(async () => {
  t = await createTestApp();
  officeToken = await signIn(t.app, (await createStaff(t.database.db)).email);
});
afterAll(() => t.close());

async function memberWithCar() {
  sequence += 1;
  const member = await createDirectoryMember(t.database.db, {
    member: { firstName: "Entrant", lastName: `Clock${sequence}` },
    cars: [{ year: 1931, make: "Packard", model: `Eight ${sequence}` }],
  });
  const [car] = await t.database.db.select().from(vehicles).where(eq(vehicles.memberId, member.id));
  await t.database.db
    .update(vehicles)
    .set({ approvedByCommittee: true })
    .where(eq(vehicles.id, car?.id as number));
  return { member, token: await signIn(t.app, member.email), carId: car?.id as number };
}

/** A free portal event with one place, a month ahead: the first registration confirms, the second waits. */
async function oneFreePlace() {
  sequence += 1;
  const reply = await t.app.inject({
    method: "POST",
    url: "/api/v1/office/events",
    headers: bearer(officeToken),
    payload: {
      title: `Concours ${sequence}`,
      date_start: daysFrom(t.clock.now, 30),
      date_end: daysFrom(t.clock.now, 30),
      registration: "portal",
      capacity: 1,
      prices: [],
      car_required: true,
    },
  });
  expect(reply.statusCode, reply.body).toBe(201);
  return reply.json() as { id: number; title: string };
}

/** The offer mail the waiting member gets when the one confirmed cancels. */
async function offerMailText() {
  const event = await oneFreePlace();
  const first = await memberWithCar();
  const second = await memberWithCar();
  const register = (entrant: typeof first) =>
    t.app.inject({
      method: "POST",
      url: `/api/v1/events/${event.id}/registrations`,
      headers: bearer(entrant.token),
      payload: { vehicle_id: entrant.carId },
    });
  expect((await register(first)).json().status).toBe("confirmed");
  expect((await register(second)).json().status).toBe("waitlisted");
  const [confirmed] = (
    await t.app.inject({ url: "/api/v1/registrations", headers: bearer(first.token) })
  ).json() as { id: number }[];
  const cancelled = await t.app.inject({
    method: "DELETE",
    url: `/api/v1/registrations/${confirmed?.id}`,
    headers: bearer(first.token),
  });
  expect(cancelled.statusCode, cancelled.body).toBe(200);
  const [offer] = await t.database.db.select().from(outbox).where(eq(outbox.to, second.member.email));
  expect(offer?.subject).toBe(`A place is yours at ${event.title}`);
  return offer?.text ?? "";
}

const holdUntil = () => new Date(t.clock.now.getTime() + 48 * 3_600_000);

describe("the offer of a freed place (issue 40)", () => {
  it("holds it until a time in Central Time by default, never UTC", async () => {
    const text = await offerMailText();
    expect(text).toContain(`It is held for you until ${clubMoment(holdUntil(), "America/Chicago")}.`);
    expect(text).toMatch(/Central Time on \d{4}-\d{2}-\d{2}/);
    expect(text).not.toContain("UTC");
  });

  it("writes the time in Pacific Time once the office sets the club's zone to America/Los_Angeles", async () => {
    await setClubTimeZone(t, "America/Los_Angeles");
    const text = await offerMailText();
    expect(text).toContain(`It is held for you until ${clubMoment(holdUntil(), "America/Los_Angeles")}.`);
    expect(text).toContain("Pacific Time");
    expect(text).not.toContain("UTC");
  });
});
