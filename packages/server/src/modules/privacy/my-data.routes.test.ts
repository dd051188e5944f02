import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import yauzl from "yauzl";
import { approveOrder, decideSandboxOrder, joinClub, openOrder } from "../../test/checkout-requests.ts";
import { bearer, createStaff, signIn, stamped } from "../../test/factories.ts";
import { judgedMeetSteps } from "../../test/judged-meet.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { daysFrom } from "../../test/test-clock.ts";
import { auditLog } from "../audit/audit.schema.ts";
import { classicPetitions } from "../classics/classics.schema.ts";
import { events, registrations } from "../events/events.schema.ts";
import { judges } from "../judging/judging.schema.ts";
import { outbox } from "../mail/mail.schema.ts";
import { makes } from "../makes/makes.schema.ts";
import { members } from "../members/members.schema.ts";
import {
  vehicleClaimDocuments,
  vehicleClaims,
  vehicleOwnerships,
  vehicles,
} from "../vehicles/vehicles.schema.ts";
import { consentEvents, relayedMessages } from "./privacy.schema.ts";

// Issue 30: a member downloads everything the portal holds about them, and nothing about anyone else.

let t: TestApp;
let staff: string;
let eventId: number;
beforeAll(async () => {
  t = await createTestApp();
  staff = await signIn(t.app, (await createStaff(t.database.db)).email);
  const [event] = await t.database.db
    .insert(events)
    .values({
      registration: "portal",
      title: "Grand Classic at Springfield",
      dateStart: daysFrom(t.clock.now, -30),
      dateEnd: daysFrom(t.clock.now, -29),
      place: "Fairgrounds, Springfield",
    })
    .returning();
  eventId = event?.id as number;
});
afterAll(() => t.close());

/**
 * A member who joined and paid (a profile, a membership, a paid invoice and its payment, the portal's mail), with a
 * car and its first owner, a registration with a guest and an item, checked in, and a consent in the log.
 */
async function memberWithRecords(label: string) {
  const joiner = await joinClub(t);
  const providerOrderId = await openOrder(t, joiner.orderId);
  await decideSandboxOrder(t, providerOrderId, "approve");
  expect((await approveOrder(t, joiner.orderId, providerOrderId)).statusCode).toBe(200);
  const db = t.database.db;
  const [member] = await db.select().from(members).where(eq(members.email, joiner.email));
  const memberId = member?.id as number;
  const [make] = await db.select().from(makes).where(eq(makes.name, "Packard"));
  const [car] = await db
    .insert(vehicles)
    .values({
      memberId,
      year: 1931,
      makeId: make?.id as number,
      model: `${label} Phaeton`,
      numberOfCylinders: 8,
      authentic: true,
      approvedByCommittee: true,
      ...stamped,
    })
    .returning();
  const carId = car?.id as number;
  await db.insert(vehicleOwnerships).values({
    vehicleId: carId,
    memberId,
    startedOn: "2019-05-01",
    source: "registered",
    createdAt: stamped.createdAt,
  });
  // Issue 40: a car they owned from 2001 and sold to another member in 2015 (now in someone else's garage).
  const [sold] = await db
    .insert(vehicles)
    .values({
      memberId: null,
      year: 1929,
      makeId: make?.id as number,
      model: `${label} Sold Roadster`,
      numberOfCylinders: 8,
      authentic: true,
      approvedByCommittee: true,
      ...stamped,
    })
    .returning();
  await db.insert(vehicleOwnerships).values({
    vehicleId: sold?.id as number,
    memberId,
    startedOn: "2001-06-01",
    endedOn: "2015-09-30",
    endedHow: "sold_outside",
    source: "registered",
    createdAt: stamped.createdAt,
  });
  await db.insert(registrations).values({
    memberId,
    eventId,
    vehicleId: carId,
    guests: [{ firstName: "Walter", lastName: `${label}guest` }],
    items: [{ itemId: 1, label: "Banquet seat", quantity: 2, amount: 6500 }],
    total: 13_000,
    checkInCode: `${label}-gate`,
    checkedInAt: t.clock.now,
    createdAt: stamped.createdAt,
  });
  await db.insert(consentEvents).values({
    memberId,
    kind: "club_mail",
    choice: { allow: false },
    how: "member",
    actorId: memberId,
    at: t.clock.now,
  });
  await db.insert(classicPetitions).values({
    memberId,
    makeId: make?.id as number,
    model: `${label} One-Twenty`,
    firstYear: 1935,
    lastYear: 1937,
    evidence: `${label}'s factory letter`,
    createdAt: stamped.createdAt,
  });
  return { ...joiner, memberId, carId, token: await signIn(t.app, joiner.email, joiner.password) };
}

/**
 * Issue 39: `claimant` claims `owner`'s car with a paper, and the owner answers the claim: the claim is the
 * claimant's data, the answer the owner's.
 */
async function claimWithAnswer(claimant: { memberId: number; label: string }, owner: { memberId: number }) {
  const db = t.database.db;
  const [make] = await db.select().from(makes).where(eq(makes.name, "Packard"));
  const [car] = await db
    .insert(vehicles)
    .values({
      // Sold outside the club since the claim and the answer: in no garage, so in no one's list of cars.
      memberId: null,
      year: 1933,
      makeId: make?.id as number,
      model: `Roadster claimed by ${claimant.label}`,
      numberOfCylinders: 8,
      authentic: true,
      approvedByCommittee: true,
      ...stamped,
    })
    .returning();
  const [claim] = await db
    .insert(vehicleClaims)
    .values({
      vehicleId: car?.id as number,
      memberId: claimant.memberId,
      note: `${claimant.label} bought it in 1970`,
      claimedFromId: owner.memberId,
      ownerAnswer: `Answer to ${claimant.label}: mine since 1990`,
      ownerAnsweredAt: stamped.createdAt,
      createdAt: stamped.createdAt,
    })
    .returning();
  await db.insert(vehicleClaimDocuments).values({
    claimId: claim?.id as number,
    storageKey: `claims/my-data-${claim?.id}`,
    fileName: `${claimant.label} title.pdf`,
    contentType: "application/pdf",
    size: 10,
    createdAt: stamped.createdAt,
  });
}

const myData = (token: string) => t.app.inject({ url: "/api/v1/members/my_data", headers: bearer(token) });
const myDataZip = (token: string) =>
  t.app.inject({ url: "/api/v1/members/my_data.zip", headers: bearer(token) });

/** Each file of the ZIP by name, as text. */
async function unzip(data: Buffer): Promise<Map<string, string>> {
  const zip = await yauzl.fromBufferPromise(data);
  const files = new Map<string, string>();
  try {
    for await (const entry of zip.eachEntry()) {
      const chunks: Buffer[] = [];
      for await (const chunk of await zip.openReadStreamPromise(entry)) chunks.push(chunk as Buffer);
      files.set(entry.fileName, Buffer.concat(chunks).toString("utf8"));
    }
  } finally {
    zip.close();
  }
  return files;
}

describe("a member's own data (GET /api/v1/members/my_data and my_data.zip)", () => {
  let owner: Awaited<ReturnType<typeof memberWithRecords>>;
  let other: Awaited<ReturnType<typeof memberWithRecords>>;
  beforeAll(async () => {
    owner = await memberWithRecords("Owner");
    other = await memberWithRecords("Other");
    await t.database.db
      .insert(relayedMessages)
      .values({ senderId: other.memberId, recipientId: owner.memberId, sentAt: t.clock.now });
    // Owner claims other's car and answers other's claim on their own; both claims are on the other's records too.
    await claimWithAnswer({ ...owner, label: "Ownerclaim" }, other);
    await claimWithAnswer({ ...other, label: "Otherclaim" }, owner);
    await t.database.db.insert(judges).values({
      memberId: owner.memberId,
      level: "accredited",
      seminars: [{ name: "Owner seminar", date: "2019-03-02" }],
      ...stamped,
    });
  });

  it("needs a token", async () => {
    expect((await t.app.inject({ url: "/api/v1/members/my_data" })).statusCode).toBe(401);
    expect((await t.app.inject({ url: "/api/v1/members/my_data.zip" })).statusCode).toBe(401);
  });

  it("holds each kind of the member's records, and nothing of another member's", async () => {
    const response = await myData(owner.token);
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json();
    expect(data.profile).toMatchObject({ email: owner.email, firstName: "Clara", associate: null });
    expect(data.membership).toMatchObject({
      nationalPlanName: expect.any(String),
      duesExpire: expect.any(String),
    });
    expect(data.payments.invoices).toEqual([
      expect.objectContaining({
        orderId: owner.orderId,
        kind: "join",
        status: "paid",
        payments: [expect.objectContaining({ method: "sandbox" })],
      }),
    ]);
    expect(data.cars).toEqual([
      expect.objectContaining({
        model: "Owner Phaeton",
        history: expect.objectContaining({
          ownerships: [expect.objectContaining({ from: "2019-05-01", source: "registered" })],
          events: [expect.objectContaining({ name: "Grand Classic at Springfield" })],
        }),
      }),
    ]);
    expect(data.formerCars).toEqual([
      {
        vehicleId: expect.any(Number),
        car: "1929 Packard Owner Sold Roadster",
        ownerships: [
          { from: "2001-06-01", to: "2015-09-30", endedHow: "sold_outside", source: "registered" },
        ],
      },
    ]);
    expect(data.judgedSheets).toEqual([]);
    expect(data.registrations).toEqual([
      expect.objectContaining({
        status: "confirmed",
        guests: [{ firstName: "Walter", lastName: "Ownerguest" }],
        items: [{ itemId: 1, label: "Banquet seat", quantity: 2, amount: 6500 }],
        checkedInAt: t.clock.now.toISOString(),
        scoreSheets: null,
      }),
    ]);
    const sentToOwner = await t.database.db.select().from(outbox).where(eq(outbox.to, owner.email));
    expect(sentToOwner.length).toBeGreaterThan(0);
    expect(data.mail).toHaveLength(sentToOwner.length);
    expect(data.mail[0]).toEqual({
      subject: expect.any(String),
      status: expect.any(String),
      queuedAt: expect.any(String),
      sentAt: expect.toBeOneOf([null, expect.any(String)]),
    });
    expect(data.consents).toContainEqual(
      expect.objectContaining({ kind: "club_mail", choice: { allow: false }, how: "member" }),
    );
    expect(data.privacyChoices).toMatchObject({ showInDirectory: expect.any(Boolean) });
    expect(data.relayedMessages).toEqual([{ direction: "received", at: t.clock.now.toISOString() }]);
    expect(data.sessions.length).toBeGreaterThan(0);
    // Issue 43: how each session began.
    expect(data.sessions).toContainEqual(expect.objectContaining({ signedInWith: "password" }));
    // Issue 39: their claims with their papers' names, the answers they wrote as owner, petitions, judge's record.
    expect(data.claims.made).toEqual([
      expect.objectContaining({
        note: "Ownerclaim bought it in 1970",
        status: "pending",
        documents: [expect.objectContaining({ fileName: "Ownerclaim title.pdf" })],
      }),
    ]);
    expect(data.claims.answers).toEqual([
      expect.objectContaining({
        answer: "Answer to Otherclaim: mine since 1990",
        car: expect.stringContaining("Roadster claimed by Otherclaim"),
      }),
    ]);
    expect(data.petitions).toEqual([
      expect.objectContaining({
        model: "Owner One-Twenty",
        evidence: "Owner's factory letter",
        status: "pending",
      }),
    ]);
    expect(data.judge).toMatchObject({
      level: "accredited",
      seminars: [{ name: "Owner seminar", date: "2019-03-02" }],
      meetsJudged: [],
    });
    expect((await myData(other.token)).json().judge).toBeNull();

    const text = response.body;
    for (const theirs of [
      other.email,
      other.orderId,
      "Other Phaeton",
      "Other Sold Roadster",
      "Othergues",
      "Other-gate",
      "Other One-Twenty",
      "Otherclaim bought",
      "Otherclaim title",
      "Answer to Ownerclaim",
    ])
      expect(text).not.toContain(theirs);
  });

  it("keeps each download in the trail, without the data", async () => {
    await myData(owner.token);
    await myDataZip(owner.token);
    const trail = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.memberId, owner.memberId), eq(auditLog.action, "my_data_download")));
    expect(trail.map((entry) => entry.after)).toEqual(
      expect.arrayContaining([{ format: "json" }, { format: "zip" }]),
    );
    expect(trail.every((entry) => entry.actorId === owner.memberId && entry.before === null)).toBe(true);
  });

  it("gives an office account its own data", async () => {
    const staff = await createStaff(t.database.db);
    const response = await myData(await signIn(t.app, staff.email));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ profile: { email: staff.email }, cars: [], registrations: [] });
  });

  it("sends a ZIP of spreadsheet-safe CSVs and my-data.json", async () => {
    await t.database.db
      .update(members)
      .set({ company: '=HYPERLINK("http://evil.test")' })
      .where(eq(members.id, owner.memberId));
    const response = await myDataZip(owner.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toBe("application/zip");
    expect(response.headers["content-disposition"]).toMatch(
      /^attachment; filename="my-data-\d+-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    const files = await unzip(response.rawPayload);
    expect([...files.keys()]).toEqual(
      expect.arrayContaining([
        "profile.csv",
        "memberships.csv",
        "payments.csv",
        "cars.csv",
        "car-history.csv",
        "registrations.csv",
        "mail.csv",
        "consents.csv",
        "sessions.csv",
        "claims.csv",
        "petitions.csv",
        "my-data.json",
      ]),
    );
    expect(files.get("profile.csv")).toContain(`"'=HYPERLINK(""http://evil.test"")"`);
    expect(files.get("profile.csv")).toContain(owner.email);
    expect(files.get("cars.csv")).toContain("Owner Phaeton");
    expect(files.get("car-history.csv")).toContain("Grand Classic at Springfield");
    expect(files.get("registrations.csv")).toContain("2 × Banquet seat");
    expect(files.get("payments.csv")).toContain(owner.orderId);
    expect(files.get("claims.csv")).toContain("Ownerclaim title.pdf");
    expect(files.get("claims.csv")).toContain("Answer to Otherclaim");
    expect(files.get("petitions.csv")).toContain("Owner One-Twenty");
    expect(files.get("sessions.csv")).toContain("Password");
    expect(JSON.parse(files.get("my-data.json") as string).profile.email).toBe(owner.email);
    for (const file of files.values()) expect(file).not.toContain(other.email);
  });

  it("is written for people: a read-me of every file, a BOM, headings and values in words, the club's clock", async () => {
    const files = await unzip((await myDataZip(owner.token)).rawPayload);
    const readMe = files.get("README.txt") as string;
    for (const name of files.keys()) if (name !== "README.txt") expect(readMe).toContain(`${name}: `);
    const csvs = [...files.keys()].filter((name) => name.endsWith(".csv"));
    expect(csvs).toEqual(expect.arrayContaining(["former-cars.csv", "judged-sheets.csv"]));
    for (const name of csvs) {
      const text = files.get(name) as string;
      // Excel reads a CSV without a BOM in the PC's code page and garbles accents.
      expect(text.startsWith("\uFEFF"), name).toBe(true);
      const headings = (text.slice(1).split("\n")[0] as string).split(",");
      for (const heading of headings) expect(heading, `${name}: ${heading}`).not.toMatch(/[a-z][A-Z]|_/);
    }
    const profile = files.get("profile.csv") as string;
    expect(profile).toMatch(/^\uFEFFMember number,Title,First name,Last name,/);
    expect(profile).toContain("Illinois");
    expect(profile).not.toContain("US-IL");
    expect(files.get("former-cars.csv")).toContain(
      "1929 Packard Owner Sold Roadster,2001-06-01,2015-09-30,You registered it,Sold outside the club",
    );
    // The check-in moment on the club's clock (Central by default), never in UTC.
    const registrationsCsv = files.get("registrations.csv") as string;
    expect(registrationsCsv).toContain("Central Time on ");
    expect(registrationsCsv).toContain(",Confirmed,1931 Packard Owner Phaeton,no,"); // yes or no, not true/false
    expect(csvs.map((name) => files.get(name)).join("\n")).not.toMatch(/\bUTC\b|\btrue\b|\bfalse\b/);
  });
});

describe("the score sheets in a member's data", () => {
  const meet = judgedMeetSteps(() => ({ t, staff }));

  it("holds their judged car's sheets once the results are published, and none before", async () => {
    const event = await meet.portalEvent();
    const entrant = await meet.memberWithCar();
    const judge = await meet.newJudge();
    const registrationId = await meet.register(event.id, entrant);
    const setup = await meet.setUp(
      event.id,
      meet.setupOf(
        [{ class_code: "A", leader_id: judge.id, judge_ids: [judge.id] }],
        [{ registration_id: registrationId, class_code: "A" }],
      ),
    );
    const entryId = setup.entries[0]?.id as number;
    expect((await meet.saveSheet(entryId, judge.token, { deductions: { Paint: 5 } })).statusCode).toBe(200);
    expect((await meet.call("POST", `/office/events/${event.id}/judging/tabulate`)).statusCode).toBe(200);
    const sheetsOf = async () =>
      (await myData(entrant.token)).json().registrations.find((r: { id: number }) => r.id === registrationId)
        .scoreSheets;
    expect(await sheetsOf()).toBeNull();

    expect((await meet.call("POST", `/office/events/${event.id}/judging/publish`)).statusCode).toBe(200);
    expect(await sheetsOf()).toMatchObject({
      score: 95,
      award: "First",
      sheets: [{ deductions: { Paint: 5 }, totalDeducted: 5, judge: null }],
    });
  });

  it("holds the sheets a judge filled in, as their data, without the entrant's name", async () => {
    const event = await meet.portalEvent();
    const entrant = await meet.memberWithCar();
    const judge = await meet.newJudge();
    const registrationId = await meet.register(event.id, entrant);
    const setup = await meet.setUp(
      event.id,
      meet.setupOf(
        [{ class_code: "A", leader_id: judge.id, judge_ids: [judge.id] }],
        [{ registration_id: registrationId, class_code: "A" }],
      ),
    );
    const entryId = setup.entries[0]?.id as number;
    const saved = await meet.saveSheet(entryId, judge.token, {
      deductions: { Paint: 3 },
      notes: "Chip on the hood",
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const data = (await myData(judge.token)).json();
    expect(data.judgedSheets).toEqual([
      {
        eventTitle: event.title,
        eventDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        classCode: "A",
        car: expect.stringContaining("Packard Deluxe Eight"),
        deductions: { Paint: 3 },
        totalDeducted: 3,
        notes: "Chip on the hood",
        disqualifiedBy: null,
        savedAt: expect.any(String),
      },
    ]);
    expect(JSON.stringify(data.judgedSheets)).not.toContain(entrant.member.lastName);
    const files = await unzip((await myDataZip(judge.token)).rawPayload);
    expect(files.get("judged-sheets.csv")).toContain("Paint: 3 points off");
    expect(files.get("judged-sheets.csv")).toContain("Chip on the hood");
  });
});
