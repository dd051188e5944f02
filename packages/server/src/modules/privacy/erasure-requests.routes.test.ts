import { eq, or } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { approveOrder, decideSandboxOrder, joinClub, openOrder } from "../../test/checkout-requests.ts";
import {
  bearer,
  createDirectoryMember,
  createStaff,
  signIn,
  signInEachRole,
  stamped,
} from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { daysFrom, pinClock } from "../../test/test-clock.ts";
import { waitFor } from "../../test/wait-for.ts";
import { announcementRecipients, announcements } from "../announcements/announcements.schema.ts";
import { auditLog } from "../audit/audit.schema.ts";
import { classicPetitions } from "../classics/classics.schema.ts";
import { committees, committeeTerms } from "../committees/committees.schema.ts";
import { calendarKeys } from "../events/events.schema.ts";
import { importPreviews, importRows, imports } from "../imports/imports.schema.ts";
import { judges } from "../judging/judging.schema.ts";
import { mailBounces, outbox } from "../mail/mail.schema.ts";
import { makes } from "../makes/makes.schema.ts";
import { associates } from "../members/members.schema.ts";
import { officeNotes } from "../office/office.schema.ts";
import { officerTerms } from "../regional-admin/regional-admin.schema.ts";
import { reminderLog } from "../reminders/reminders.schema.ts";
import { vehicleClaimDocuments, vehicleClaims, vehicleImages } from "../vehicles/vehicles.schema.ts";
import { walletDevices, walletPasses } from "../wallet/wallet.schema.ts";
import { erasureRequests, privacyChoices } from "./privacy.schema.ts";

// Issue 30: the right to erasure. A member asks to leave the club; the office completes the request (the member is
// anonymised, their payments and cars stay) or refuses it with a reason.

let t: TestApp;
let tokens: Awaited<ReturnType<typeof signInEachRole>>["tokens"];
let reader: string;
let packard: number;
let photo: Buffer;

beforeAll(async () => {
  t = await createTestApp({ ERASURE_ANSWER_DAYS: "20" });
  tokens = (await signInEachRole(t.app, t.database.db)).tokens;
  reader = tokens.member;
  const [make] = await t.database.db.select().from(makes).where(eq(makes.name, "Packard"));
  packard = make?.id as number;
  photo = await sharp({ create: { width: 300, height: 200, channels: 3, background: "#884422" } })
    .jpeg()
    .toBuffer();
});
afterAll(() => t.close());

const ask = (token: string | null, payload: object = {}) =>
  t.app.inject({
    method: "POST",
    url: "/api/v1/members/erasure_request",
    headers: token ? bearer(token) : {},
    payload,
  });
const latest = (token: string | null) =>
  t.app.inject({ url: "/api/v1/members/erasure_request", headers: token ? bearer(token) : {} });
const withdraw = (token: string | null) =>
  t.app.inject({
    method: "DELETE",
    url: "/api/v1/members/erasure_request",
    headers: token ? bearer(token) : {},
  });
const office = (method: "GET" | "POST", url: string, token: string | null, payload?: object) =>
  t.app.inject({ method, url: `/api/v1/office${url}`, headers: token ? bearer(token) : {}, payload });
const queue = async (token = tokens.staff) => (await office("GET", "/erasure_requests", token)).json();

/** A member who joined and paid through the portal (the ledger has their payment), signed in. */
async function paidMember() {
  const joined = await joinClub(t);
  const providerOrderId = await openOrder(t, joined.orderId);
  await decideSandboxOrder(t, providerOrderId, "approve");
  expect((await approveOrder(t, joined.orderId, providerOrderId)).statusCode).toBe(200);
  const token = await signIn(t.app, joined.email, joined.password);
  const profile = (await t.app.inject({ url: "/api/v1/members/profile", headers: bearer(token) })).json();
  return { ...joined, token, id: profile.id as number, memberNo: profile.memberNo as number };
}

async function member() {
  const created = await createDirectoryMember(t.database.db);
  return { ...created, token: await signIn(t.app, created.email) };
}

async function registerCar(token: string) {
  const body = new FormData();
  const values = {
    owned_by_associate: "false",
    year: "1934",
    make_id: String(packard),
    model: "Twelve",
    number_of_cylinders: "12",
    senior_category: "None",
    authentic: "true",
    location: "The barn behind 12 Elm Street",
  };
  for (const [key, value] of Object.entries(values)) body.append(key, value);
  body.append("photos", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), "front.jpg");
  const reply = await t.app.inject({
    method: "POST",
    url: "/api/v1/vehicles",
    headers: bearer(token),
    payload: body,
  });
  expect(reply.statusCode, reply.body).toBe(201);
  return reply.json().id as number;
}

const requestIdOf = async (token: string) => {
  const reply = await ask(token, { reason: "Moving abroad" });
  expect(reply.statusCode, reply.body).toBe(201);
  return reply.json().id as number;
};

describe("POST and GET /api/v1/members/erasure_request", () => {
  it("records the request, due in the configured days, mails a receipt and refuses a second while it is open", async () => {
    const me = await member();
    expect((await ask(null)).statusCode).toBe(401);
    expect((await latest(null)).statusCode).toBe(401);
    expect((await latest(me.token)).statusCode).toBe(404);

    const asked = await ask(me.token, { reason: "  Moving abroad  " });
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json()).toEqual({
      id: expect.any(Number),
      status: "open",
      reason: "Moving abroad",
      requestedAt: t.clock.now.toISOString(),
      dueOn: daysFrom(t.clock.now, 20),
      decidedAt: null,
      refusal: null,
    });
    expect((await latest(me.token)).json()).toEqual(asked.json());
    await waitFor(() =>
      t.sentMail.some((mail) => mail.to === me.email && mail.subject.startsWith("Your request to leave")),
    );

    const again = await ask(me.token, {});
    expect(again.statusCode).toBe(409);
    expect(Object.keys(again.json().errors)).toEqual(["base"]);
  });

  it("gives one 201 and one 409 to two requests made at once", async () => {
    const me = await member();
    const replies = await Promise.all([ask(me.token), ask(me.token)]);
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([201, 409]);
  });

  it("refuses a reason over 2000 characters naming it, and an office account", async () => {
    const me = await member();
    const tooLong = await ask(me.token, { reason: "x".repeat(2001) });
    expect(tooLong.statusCode).toBe(400);
    expect(Object.keys(tooLong.json().errors)).toEqual(["reason"]);
    expect((await ask(tokens.staff)).statusCode).toBe(403);
  });
});

describe("the office's queue", () => {
  it("is for office staff, open requests first by due day, and counts the late ones", async () => {
    expect((await office("GET", "/erasure_requests", null)).statusCode).toBe(401);
    expect((await office("GET", "/erasure_requests", tokens.member)).statusCode).toBe(403);
    const first = await member();
    const firstId = await requestIdOf(first.token);
    const listed = await queue();
    expect(listed.requests.find((request: { id: number }) => request.id === firstId)).toMatchObject({
      memberNo: first.memberNo,
      name: `Ada ${first.lastName}`,
      reason: "Moving abroad",
      status: "open",
      late: false,
      decidedBy: null,
    });
    const lateBefore = listed.late as number;

    // The day after the first is due: it is late, and a request made that day comes after it, due 20 days later.
    pinClock(t.clock, `${daysFrom(t.clock.now, 21)}T12:00:00Z`);
    const second = await member();
    const secondId = await requestIdOf(second.token);
    // Three weeks on, the sessions of the test's start have expired.
    const staff = await createStaff(t.database.db);
    const later = await queue(await signIn(t.app, staff.email));
    const ids = later.requests.map((request: { id: number }) => request.id);
    expect(ids.indexOf(firstId)).toBeLessThan(ids.indexOf(secondId));
    expect(later.requests.find((request: { id: number }) => request.id === firstId).late).toBe(true);
    expect(later.requests.find((request: { id: number }) => request.id === secondId).late).toBe(false);
    expect(later.late).toBeGreaterThan(lateBefore);
  });
});

describe("POST /api/v1/office/erasure_requests/{id}/complete", () => {
  it("is an office administrator's: 401, 403 for a member and for staff, 404 for no request", async () => {
    const me = await member();
    const id = await requestIdOf(me.token);
    expect((await office("POST", `/erasure_requests/${id}/complete`, null)).statusCode).toBe(401);
    expect((await office("POST", `/erasure_requests/${id}/complete`, tokens.member)).statusCode).toBe(403);
    expect((await office("POST", `/erasure_requests/${id}/complete`, tokens.staff)).statusCode).toBe(403);
    expect((await office("POST", "/erasure_requests/999999/complete", tokens.admin)).statusCode).toBe(404);
    expect((await latest(me.token)).json().status).toBe("open");
  });

  it("forgets the member and keeps the club's money and the registry's cars", async () => {
    const me = await paidMember();
    const car = await registerCar(me.token);
    await t.database.db
      .insert(associates)
      .values({ memberId: me.id, firstName: "Bea", lastName: "Benton", createdAt: stamped.createdAt });
    await office("POST", `/members/${me.id}/notes`, tokens.staff, { text: "Prefers calls after six" });
    await t.database.db
      .insert(privacyChoices)
      .values({
        memberId: me.id,
        showInDirectory: true,
        showAddress: false,
        showPhones: false,
        showEmail: false,
        allowClubMail: true,
        ...stamped,
      })
      .onConflictDoNothing();
    const netBefore = (await office("GET", "/payments", tokens.admin)).json().net as number;
    const id = await requestIdOf(me.token);

    const completed = await office("POST", `/erasure_requests/${id}/complete`, tokens.admin);
    expect(completed.statusCode, completed.body).toBe(200);
    expect(completed.json()).toMatchObject({
      id,
      status: "completed",
      name: `Former member ${me.memberNo}`,
      memberNo: me.memberNo,
      reason: null,
      late: false,
      decidedBy: expect.stringMatching(/^Otto Office/),
    });
    // The last mail went to the address before it was erased.
    await waitFor(() =>
      t.sentMail.some((mail) => mail.to === me.email && mail.subject.startsWith("You have left")),
    );

    // Signed out, and cannot sign in again; the address is free to join with.
    expect(
      (await t.app.inject({ url: "/api/v1/members/profile", headers: bearer(me.token) })).statusCode,
    ).toBe(401);
    const signInAgain = await t.app.inject({
      method: "POST",
      url: "/api/v1/members/login",
      payload: { member: { email: me.email, password: me.password, remember_me: false } },
    });
    expect(signInAgain.statusCode).toBe(401);
    const free = await t.app.inject({
      method: "POST",
      url: "/api/v1/members/validate_unique_email",
      payload: { email: me.email },
    });
    expect(free.json()).toEqual({ available: true });

    // The record reads "Former member N", with nothing that reaches the person.
    const record = (await office("GET", `/members/${me.id}`, tokens.admin)).json();
    expect(record.profile).toMatchObject({
      memberNo: me.memberNo,
      firstName: "Former member",
      lastName: String(me.memberNo),
      email: "",
      addressLine1: null,
      city: null,
      zipCode: null,
      cellPhone: null,
    });
    expect(record.associate).toBeNull();
    expect(record.resignedOn).toBe(daysFrom(t.clock.now, 0));
    expect(record.invoices.length).toBeGreaterThan(0);
    const db = t.database.db;
    expect(await db.select().from(officeNotes).where(eq(officeNotes.memberId, me.id))).toEqual([]);
    expect(await db.select().from(privacyChoices).where(eq(privacyChoices.memberId, me.id))).toEqual([]);

    // The ledger's total is what it was.
    expect((await office("GET", "/payments", tokens.admin)).json().net).toBe(netBefore);

    // The car stays in the registry with its history, in no garage, its photos gone.
    expect(await db.select().from(vehicleImages).where(eq(vehicleImages.vehicleId, car))).toEqual([]);
    const history = await t.app.inject({ url: `/api/v1/vehicles/${car}/history`, headers: bearer(reader) });
    expect(history.statusCode, history.body).toBe(200);
    expect(history.json()).toMatchObject({
      car: "1934 Packard Twelve",
      inGarage: false,
      ownerships: [{ ownerName: "A former member", memberNo: null, source: "registered" }],
    });

    // The trail says who completed which request, and nothing of the person.
    const trail = (await office("GET", `/audit?member_id=${me.id}`, tokens.admin)).json();
    const entry = trail.results.find((row: { action: string }) => row.action === "erasure_completed");
    expect(entry).toMatchObject({ after: { requestId: id } });
    expect(JSON.stringify(entry)).not.toContain(me.email);

    // Answered once only.
    const twice = await office("POST", `/erasure_requests/${id}/complete`, tokens.admin);
    expect(twice.statusCode).toBe(409);
    expect(
      (await office("POST", `/erasure_requests/${id}/refuse`, tokens.admin, { reason: "No" })).statusCode,
    ).toBe(409);
    const [row] = await db.select().from(erasureRequests).where(eq(erasureRequests.id, id));
    expect(row?.status).toBe("completed");
  });
});

describe("an erased member in the sent mail and the trail (issue 39)", () => {
  it("keeps no address, greeting or name of theirs, in the transaction of the erasure; the facts stay", async () => {
    const me = await member();
    // A change of their own, in the trail with the values before and after: their old name and address.
    const changed = await t.app.inject({
      method: "PUT",
      url: `/api/v1/members/${me.id}`,
      headers: bearer(me.token),
      payload: {
        member: {
          first_name: "Adelaide",
          last_name: "Quenby",
          address_line1: "7 Old Mill Lane",
          city: "Galena",
          state: "US-IL",
          zip_code: "61036",
          country: "US",
          cell_phone: "815-555-0199",
        },
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    // An announcement still being sent holds their address, waiting to go out.
    const [announcement] = await t.database.db
      .insert(announcements)
      .values({
        subject: "Spring tour",
        body: "Join us",
        segment: { kind: "active" },
        status: "sending",
        ...stamped,
      })
      .returning();
    await t.database.db.insert(announcementRecipients).values({
      announcementId: announcement?.id as number,
      memberId: me.id,
      email: me.email,
      unsubscribeTokenHash: `erasure-test-${me.id}`,
      createdAt: stamped.createdAt,
    });
    const id = await requestIdOf(me.token);
    // The receipt of the request has gone out: a sent record with their address and "Dear Adelaide".
    await waitFor(() => t.sentMail.some((mail) => mail.to === me.email && mail.text.includes("Adelaide")));
    const db = t.database.db;
    const theirs = () =>
      db
        .select()
        .from(outbox)
        .where(or(eq(outbox.memberId, me.id), eq(outbox.to, me.email)));
    await waitFor(async () => (await theirs()).some((row) => row.status === "sent"));

    const completed = await office("POST", `/erasure_requests/${id}/complete`, tokens.admin);
    expect(completed.statusCode, completed.body).toBe(200);
    // The last mail still reaches them; once it is sent, its record forgets them too.
    await waitFor(() =>
      t.sentMail.some((mail) => mail.to === me.email && mail.subject.startsWith("You have left")),
    );
    await waitFor(async () => (await theirs()).every((row) => row.status === "sent"));

    const rows = await theirs();
    expect(rows.length).toBeGreaterThanOrEqual(2);
    const personal = [me.email, "Adelaide", "Quenby", "Ada", me.lastName, "Old Mill", "815-555-0199"];
    for (const row of rows) {
      expect(row.to).toBe("");
      const kept = JSON.stringify({ ...row, to: undefined });
      for (const word of personal) expect(kept, word).not.toContain(word);
    }
    // The subjects stay: what the club sent, and when.
    expect(rows.map((row) => row.subject)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Your request to leave/),
        expect.stringMatching(/^You have left/),
      ]),
    );

    // The announcement will not go to them, and its list of recipients keeps no address of theirs.
    const [recipient] = await db
      .select()
      .from(announcementRecipients)
      .where(eq(announcementRecipients.memberId, me.id));
    expect(recipient).toMatchObject({ email: "", status: "skipped", reason: "no_email" });

    // The trail keeps what happened (a profile change, its fields, the request) and nothing that names them.
    const trail = await db
      .select()
      .from(auditLog)
      .where(or(eq(auditLog.memberId, me.id), eq(auditLog.actorId, me.id)));
    const actions = trail.map((row) => row.action);
    expect(actions).toEqual(
      expect.arrayContaining(["profile_changed", "erasure_requested", "erasure_completed"]),
    );
    const profileChange = trail.find((row) => row.action === "profile_changed");
    expect(Object.keys(profileChange?.after ?? {})).toEqual(
      expect.arrayContaining(["firstName", "lastName", "addressLine1", "cellPhone"]),
    );
    for (const word of personal) expect(JSON.stringify(trail), word).not.toContain(word);
    const page = (await office("GET", `/audit?member_id=${me.id}`, tokens.admin)).json();
    for (const word of personal) expect(JSON.stringify(page), word).not.toContain(word);
  });
});

describe("DELETE /api/v1/members/erasure_request", () => {
  it("withdraws the member's own open request: in the trail, the office's queue shows it withdrawn", async () => {
    const me = await member();
    expect((await withdraw(null)).statusCode).toBe(401);
    // Nothing open to withdraw.
    expect((await withdraw(me.token)).statusCode).toBe(404);
    const id = await requestIdOf(me.token);
    // Another member's withdrawal does not reach it.
    const other = await member();
    expect((await withdraw(other.token)).statusCode).toBe(404);
    expect((await latest(me.token)).json().status).toBe("open");

    const withdrawn = await withdraw(me.token);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json()).toMatchObject({
      id,
      status: "withdrawn",
      decidedAt: t.clock.now.toISOString(),
      refusal: null,
    });
    expect((await latest(me.token)).json().status).toBe("withdrawn");
    const listed = (await queue()).requests.find((request: { id: number }) => request.id === id);
    expect(listed).toMatchObject({ status: "withdrawn", late: false });
    const trail = (await office("GET", `/audit?member_id=${me.id}`, tokens.admin)).json();
    expect(trail.results.find((row: { action: string }) => row.action === "erasure_withdrawn")).toMatchObject(
      {
        after: { requestId: id },
      },
    );

    // Withdrawn, the office can no longer complete it; the member may ask again.
    expect((await office("POST", `/erasure_requests/${id}/complete`, tokens.admin)).statusCode).toBe(409);
    expect((await withdraw(me.token)).statusCode).toBe(404);
    expect((await ask(me.token)).statusCode).toBe(201);
  });
});

describe("POST /api/v1/office/erasure_requests/{id}/refuse", () => {
  it("needs a reason and an administrator; the member reads why and keeps their account", async () => {
    const me = await member();
    const id = await requestIdOf(me.token);
    expect((await office("POST", `/erasure_requests/${id}/refuse`, null, { reason: "x" })).statusCode).toBe(
      401,
    );
    expect(
      (await office("POST", `/erasure_requests/${id}/refuse`, tokens.member, { reason: "x" })).statusCode,
    ).toBe(403);
    expect(
      (await office("POST", `/erasure_requests/${id}/refuse`, tokens.staff, { reason: "x" })).statusCode,
    ).toBe(403);
    expect(
      (await office("POST", "/erasure_requests/999999/refuse", tokens.admin, { reason: "x" })).statusCode,
    ).toBe(404);
    const blank = await office("POST", `/erasure_requests/${id}/refuse`, tokens.admin, { reason: "  " });
    expect(blank.statusCode).toBe(400);
    expect(Object.keys(blank.json().errors)).toEqual(["reason"]);

    const reason = "Your cheque for the museum fund is still being cleared: ask again next month.";
    const refused = await office("POST", `/erasure_requests/${id}/refuse`, tokens.admin, { reason });
    expect(refused.statusCode, refused.body).toBe(200);
    expect(refused.json()).toMatchObject({ status: "refused", refusal: reason, reason: "Moving abroad" });
    expect((await latest(me.token)).json()).toMatchObject({ status: "refused", refusal: reason });
    await waitFor(() => t.sentMail.some((mail) => mail.to === me.email && mail.text.includes(reason)));
    expect(
      (await office("POST", `/erasure_requests/${id}/refuse`, tokens.admin, { reason })).statusCode,
    ).toBe(409);

    // Refused, the member may ask again.
    expect((await ask(me.token)).statusCode).toBe(201);
  });
});

describe("an erased member in every table that held their data (issue 39)", () => {
  it("leaves no name, address, e-mail or phone of theirs; the club's history of them stays", async () => {
    const db = t.database.db;
    const created = await createDirectoryMember(db, {
      member: {
        firstName: "Ottilie",
        lastName: "Varnholt",
        addressLine1: "9 Quarry Road",
        cellPhone: "608-555-0142",
      },
      administers: ["GI"],
    });
    const me = { ...created, token: await signIn(t.app, created.email) };
    const other = await member();
    const personal = ["Ottilie", "Varnholt", "Quarry Road", "608-555-0142", me.email];
    const signedBy = "Ottilie Varnholt, 9 Quarry Road, 608-555-0142";

    // A roster import's row that matched them, with the row as read and the values it changed.
    const [roster] = await db
      .insert(imports)
      .values({ fileName: "roster.csv", status: "committed", columns: ["Name"], mapping: {}, ...stamped })
      .returning();
    const [importRow] = await db
      .insert(importRows)
      .values({
        importId: roster?.id as number,
        sheet: "members",
        rowNo: 2,
        cells: { Name: "Ottilie Varnholt", Email: me.email, Address: "9 Quarry Road" },
        outcome: "changed",
        memberId: me.id,
        before: { cellPhone: "608-555-0142" },
      })
      .returning();
    // Issue 41: a preview kept for the office, naming her among the changes.
    await db.insert(importPreviews).values({
      importId: roster?.id as number,
      preview: {
        summary: {
          new: 0,
          matched: 1,
          changed: 1,
          rejected: 0,
          duplicates: 0,
          carsNew: 0,
          carsRejected: 0,
          carsMatched: 0,
          ownersAdded: 0,
        },
        rejected: [],
        changes: [{ row: 2, memberNo: 1, name: "Ottilie Varnholt", fields: [] }],
        matchedCars: [],
      },
      createdAt: new Date(),
    });
    await db
      .insert(calendarKeys)
      .values({ memberId: me.id, keyHash: `erasure-calendar-${me.id}`, createdAt: stamped.createdAt });
    // Issue 43: their card in a phone's wallet, and the phone that registered for its changes.
    const [walletPass] = await db
      .insert(walletPasses)
      .values({
        memberId: me.id,
        serialNumber: `erasure-pass-${me.id}`,
        authTokenHash: "hash",
        factsHash: "facts",
        ...stamped,
      })
      .returning();
    await db.insert(walletDevices).values({
      deviceLibraryIdentifier: "erasure-phone",
      passId: walletPass?.id as number,
      pushToken: "erasure-push-token",
      createdAt: stamped.createdAt,
    });
    const [petition] = await db
      .insert(classicPetitions)
      .values({
        memberId: me.id,
        makeId: packard,
        model: "One-Twenty",
        firstYear: 1935,
        lastYear: 1937,
        evidence: `Factory letter to ${signedBy}`,
        createdAt: stamped.createdAt,
      })
      .returning();
    await db.insert(judges).values({ memberId: me.id, level: "accredited", ...stamped });
    const [board] = await db
      .select({ id: committees.id })
      .from(committees)
      .where(eq(committees.key, "board"));
    await db.insert(committeeTerms).values({
      committeeId: board?.id as number,
      memberId: me.id,
      role: "Treasurer",
      startsOn: "2020-01-01",
      createdAt: stamped.createdAt,
    });
    await db.insert(reminderLog).values({
      memberId: me.id,
      cycle: "2020-12-31",
      step: "window_open",
      channel: "email",
      runOn: "2020-11-01",
      createdAt: stamped.createdAt,
    });
    await db
      .insert(mailBounces)
      .values({ address: me.email, reason: `550 no mailbox ${me.email}`, bouncedAt: stamped.createdAt });
    // A claim of theirs, waiting, with a paper; and a claim on their car that they answered as its owner.
    const theirCar = await registerCar(me.token);
    const othersCar = await registerCar(other.token);
    const [myClaim] = await db
      .insert(vehicleClaims)
      .values({
        vehicleId: othersCar,
        memberId: me.id,
        note: `Bought in 1970 by ${signedBy}`,
        claimedFromId: other.id,
        createdAt: stamped.createdAt,
      })
      .returning();
    await db.insert(vehicleClaimDocuments).values({
      claimId: myClaim?.id as number,
      storageKey: `claims/erasure-test-${me.id}`,
      fileName: "Varnholt title.pdf",
      contentType: "application/pdf",
      size: 10,
      createdAt: stamped.createdAt,
    });
    const [onMyCar] = await db
      .insert(vehicleClaims)
      .values({
        vehicleId: theirCar,
        memberId: other.id,
        note: "It was my uncle's",
        claimedFromId: me.id,
        ownerAnswer: `Mine since 1990, ${signedBy}`,
        ownerAnsweredAt: stamped.createdAt,
        createdAt: stamped.createdAt,
      })
      .returning();

    const id = await requestIdOf(me.token);
    const completed = await office("POST", `/erasure_requests/${id}/complete`, tokens.admin);
    expect(completed.statusCode, completed.body).toBe(200);

    const naming = (rows: unknown[]) => {
      for (const word of personal) expect(JSON.stringify(rows), word).not.toContain(word);
    };
    // What only served them is gone.
    expect(await db.select().from(calendarKeys).where(eq(calendarKeys.memberId, me.id))).toEqual([]);
    expect(await db.select().from(walletPasses).where(eq(walletPasses.memberId, me.id))).toEqual([]);
    expect(
      await db.select().from(walletDevices).where(eq(walletDevices.deviceLibraryIdentifier, "erasure-phone")),
    ).toEqual([]);
    expect(await db.select().from(reminderLog).where(eq(reminderLog.memberId, me.id))).toEqual([]);
    expect(await db.select().from(mailBounces).where(eq(mailBounces.address, me.email))).toEqual([]);
    expect(await db.select().from(officerTerms).where(eq(officerTerms.memberId, me.id))).toEqual([]);
    expect(await db.select().from(committeeTerms).where(eq(committeeTerms.memberId, me.id))).toEqual([]);
    // The import keeps its row and what it did, not the row's text.
    const rows = await db
      .select()
      .from(importRows)
      .where(eq(importRows.id, importRow?.id as number));
    expect(rows).toMatchObject([{ rowNo: 2, outcome: "changed", memberId: me.id }]);
    naming(rows);
    // Its preview, which named her, is gone: previewed again, it would not.
    expect(
      await db
        .select()
        .from(importPreviews)
        .where(eq(importPreviews.importId, roster?.id as number)),
    ).toEqual([]);
    // The petition stays, with its car and years, and names no one.
    const petitions = await db
      .select()
      .from(classicPetitions)
      .where(eq(classicPetitions.id, petition?.id as number));
    expect(petitions).toMatchObject([{ model: "One-Twenty", firstYear: 1935, lastYear: 1937 }]);
    naming(petitions);
    // The judge's record of the meets they judged stays (their name is the anonymised member's).
    const judge = await db.select().from(judges).where(eq(judges.memberId, me.id));
    expect(judge).toMatchObject([{ level: "accredited" }]);
    naming(judge);
    // Their waiting claim is closed with a reason, without its papers; their answer as owner is gone.
    const claims = await db
      .select()
      .from(vehicleClaims)
      .where(or(eq(vehicleClaims.id, myClaim?.id as number), eq(vehicleClaims.id, onMyCar?.id as number)));
    expect(claims.find((claim) => claim.id === myClaim?.id)).toMatchObject({
      status: "closed",
      reason: expect.any(String),
    });
    expect(claims.find((claim) => claim.id === onMyCar?.id)).toMatchObject({
      status: "pending",
      ownerAnswer: null,
      claimedFromId: null,
      note: "It was my uncle's",
    });
    naming(claims);
    expect(
      await db
        .select()
        .from(vehicleClaimDocuments)
        .where(eq(vehicleClaimDocuments.claimId, myClaim?.id as number)),
    ).toEqual([]);
  });
});
