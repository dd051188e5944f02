import { cardCheckInMessages } from "@club/domain/office-events.schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createDirectoryMember, createStaff, signIn } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { daysFrom } from "../../test/test-clock.ts";
import { cardTokenOf } from "../memberships/card-tokens.ts";
import { events, registrations } from "./events.schema.ts";

// Issue 43: the gate reads the membership card's QR code (from the phone's wallet or the card page) and lists that
// member's places at the event, to check one in with a tap.

const secret = "the-gate-suite-own-card-signing-secret";
let t: TestApp;
let staffToken: string;
let sequence = 0;
beforeAll(async () => {
  t = await createTestApp({ CARD_SIGNING_SECRET: secret });
  const staff = await createStaff(t.database.db);
  staffToken = await signIn(t.app, staff.email);
});
afterAll(() => t.close());

async function addEvent(title: string) {
  const [event] = await t.database.db
    .insert(events)
    .values({
      registration: "portal",
      title,
      dateStart: daysFrom(t.clock.now, 0),
      dateEnd: daysFrom(t.clock.now, 1),
    })
    .returning({ id: events.id });
  return event?.id as number;
}

async function register(eventId: number, memberId: number, status: "confirmed" | "cancelled" = "confirmed") {
  sequence += 1;
  const [row] = await t.database.db
    .insert(registrations)
    .values({
      eventId,
      memberId,
      status,
      checkInCode: `W4LL3T${String(sequence).padStart(2, "0")}`,
      createdAt: t.clock.now,
    })
    .returning({ id: registrations.id });
  return row?.id as number;
}

/** The text the member's card's QR code carries, as the card page gives it. */
async function cardText(member: { email: string }) {
  const token = await signIn(t.app, member.email);
  const card = await t.app.inject({ url: "/api/v1/members/card", headers: bearer(token) });
  return { text: card.json().checkUrl as string, memberToken: token };
}

const readCard = (eventId: number, payload: object, token: string | null = staffToken) =>
  t.app.inject({
    method: "POST",
    url: `/api/v1/office/events/${eventId}/check_in/card`,
    headers: token ? bearer(token) : {},
    payload,
  });

describe("POST /api/v1/office/events/{id}/check_in/card", () => {
  it("finds the card holder's places at this event from the QR text, and checks one in with a tap", async () => {
    const eventId = await addEvent("Grand Classic at the Lake");
    const otherEventId = await addEvent("Spring Tour");
    const member = await createDirectoryMember(t.database.db, {
      member: { firstName: "Ruth", lastName: "Ashby" },
    });
    const neighbour = await createDirectoryMember(t.database.db);
    const place = await register(eventId, member.id);
    await register(eventId, member.id, "cancelled");
    await register(otherEventId, member.id);
    await register(eventId, neighbour.id);
    const { text } = await cardText(member);
    expect(text).toBe(`http://portal.test/card/${cardTokenOf(secret, member.id)}`);

    const found = await readCard(eventId, { card: text });

    expect(found.statusCode, found.body).toBe(200);
    expect(found.json()).toEqual({
      registrations: [
        expect.objectContaining({
          registrationId: place,
          memberNo: member.memberNo,
          firstName: "Ruth",
          lastName: "Ashby",
          checkedInAt: null,
        }),
      ],
    });
    // The token alone (a scanner that kept only the end of the address) reads the same.
    const byToken = await readCard(eventId, { card: ` ${cardTokenOf(secret, member.id)} ` });
    expect(byToken.json().registrations.map((row: { registrationId: number }) => row.registrationId)).toEqual(
      [place],
    );

    const tapped = await t.app.inject({
      method: "POST",
      url: `/api/v1/office/events/${eventId}/check_in/${place}`,
      headers: bearer(staffToken),
    });
    expect(tapped.statusCode).toBe(200);
    const after = await readCard(eventId, { card: text });
    expect(after.json().registrations[0].checkedInAt).toBe(t.clock.now.toISOString());
  });

  it("refuses a card the club did not sign, and a member with no place at the event, at `card`", async () => {
    const eventId = await addEvent("Concours");
    const member = await createDirectoryMember(t.database.db);
    const cancelled = await createDirectoryMember(t.database.db);
    await register(eventId, cancelled.id, "cancelled");

    const forged = await readCard(eventId, {
      card: `http://portal.test/card/${cardTokenOf("another-secret", member.id)}`,
    });
    expect(forged.statusCode).toBe(422);
    expect(forged.json().errors).toEqual({ card: [cardCheckInMessages.notACard] });
    expect((await readCard(eventId, { card: "K7Q2M001" })).json().errors).toEqual({
      card: [cardCheckInMessages.notACard],
    });

    for (const someone of [member, cancelled]) {
      const reply = await readCard(eventId, { card: (await cardText(someone)).text });
      expect(reply.statusCode).toBe(422);
      expect(reply.json().errors).toEqual({ card: [cardCheckInMessages.noRegistration] });
    }
  });

  it("names the missing card (400), is not found for an unknown event, and is the office's alone", async () => {
    const eventId = await addEvent("Annual Meeting");
    const member = await createDirectoryMember(t.database.db);
    await register(eventId, member.id);
    const { text, memberToken } = await cardText(member);

    const missing = await readCard(eventId, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ card: [cardCheckInMessages.required] });
    expect((await readCard(999_999, { card: text })).statusCode).toBe(404);
    expect((await readCard(eventId, { card: text }, null)).statusCode).toBe(401);
    // The card holder themself is no volunteer at the gate.
    expect((await readCard(eventId, { card: text }, memberToken)).statusCode).toBe(403);
  });
});
