import { memberAsSeen, type Viewer, visibilityMessages } from "@club/domain/member-visibility.rules";
import { choicesBeforeAsking, type PrivacyChoices } from "@club/domain/privacy.rules";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDirectoryMember, createMember, createStaff, signIn } from "../../test/factories.ts";
import { judgedMeetSteps } from "../../test/judged-meet.ts";
import { pdfPageTexts } from "../../test/pdf-text.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { daysFrom } from "../../test/test-clock.ts";
import { members } from "../members/members.schema.ts";
import { vehicleOwnerships } from "../vehicles/vehicles.schema.ts";

// Issue 39 (DESIGN.md §10): one rule says what a viewer may see of a member, and every read model that names a member
// asks it. A member in each privacy state owns a car with a history, has it judged at a published meet, and is read
// through every endpoint that names them by each kind of viewer; what each reads is checked against the domain's rule.

let t: TestApp;
let staff: string;

const hidden: PrivacyChoices = {
  showInDirectory: true,
  showAddress: false,
  showPhones: false,
  showEmail: false,
  allowClubMail: false,
};
const unlisted: PrivacyChoices = { ...choicesBeforeAsking, showInDirectory: false };

/** The member seen, in each state their choices and the club's record can put them in. */
const states = ["shows everything", "hides contact", "unlisted", "resigned", "erased"] as const;
type State = (typeof states)[number];

/** The viewers, each with the rule's name for them (`self` is the seen member's own session). */
const viewerKinds = ["office", "self", "member", "lapsed", "unpaid joiner"] as const;
type ViewerKind = (typeof viewerKinds)[number];
const ruleViewer: Record<ViewerKind, Viewer> = {
  office: "office",
  self: "self",
  member: "member",
  lapsed: "not_in_good_standing",
  "unpaid joiner": "not_in_good_standing",
};

interface Seen {
  state: State;
  id: number;
  carId: number;
  /** Null once they can no longer sign in (resigned, erased). */
  token: string | null;
  lastName: string;
  choices: PrivacyChoices;
}

const { call, portalEvent, memberWithCar, register, newJudge, setupOf, setUp, saveSheet } = judgedMeetSteps(
  () => ({ t, staff }),
);

let eventId: number;
const seen = new Map<State, Seen>();
const tokens = new Map<Exclude<ViewerKind, "self">, string>();

beforeAll(async () => {
  t = await createTestApp();
  staff = await signIn(t.app, (await createStaff(t.database.db, "office_admin")).email);
  const { db } = t.database;
  tokens.set("office", staff);
  tokens.set("member", await signIn(t.app, (await createDirectoryMember(db)).email));
  const lapsed = await createDirectoryMember(db, { duesExpire: daysFrom(t.clock.now, -30) });
  tokens.set("lapsed", await signIn(t.app, lapsed.email));
  tokens.set("unpaid joiner", await signIn(t.app, (await createMember(db)).email));

  const event = await portalEvent();
  eventId = event.id;
  const entrants = [];
  for (const state of states) {
    const entrant = await memberWithCar();
    await db.insert(vehicleOwnerships).values({
      vehicleId: entrant.carId,
      memberId: entrant.member.id,
      startedOn: "1990-05-01",
      source: "registered",
      createdAt: t.clock.now,
    });
    entrants.push({ state, entrant });
  }
  const judge = await newJudge();
  const setup = await setUp(
    eventId,
    setupOf(
      [{ class_code: "A", leader_id: judge.id, judge_ids: [judge.id] }],
      await Promise.all(
        entrants.map(async ({ entrant }) => ({
          registration_id: await register(eventId, entrant),
          class_code: "A",
        })),
      ),
    ),
  );
  for (const [index, entry] of setup.entries.entries()) {
    const saved = await saveSheet(entry.id, judge.token, { deductions: { Paint: index + 1 } });
    expect(saved.statusCode, saved.body).toBe(200);
  }
  expect((await call("POST", `/office/events/${eventId}/judging/tabulate`)).statusCode).toBe(200);
  expect((await call("POST", `/office/events/${eventId}/judging/publish`)).statusCode).toBe(200);

  for (const { state, entrant } of entrants) {
    const choices =
      state === "hides contact" ? hidden : state === "unlisted" ? unlisted : choicesBeforeAsking;
    if (choices !== choicesBeforeAsking) {
      const chosen = await call("PUT", "/members/privacy", choices, entrant.token);
      expect(chosen.statusCode, chosen.body).toBe(200);
    }
    if (state === "resigned")
      await db
        .update(members)
        .set({ resignedOn: daysFrom(t.clock.now, -1) })
        .where(eq(members.id, entrant.member.id));
    if (state === "erased") {
      const asked = await call("POST", "/members/erasure_request", {}, entrant.token);
      expect(asked.statusCode, asked.body).toBe(201);
      const done = await call("POST", `/office/erasure_requests/${asked.json().id}/complete`);
      expect(done.statusCode, done.body).toBe(200);
    }
    seen.set(state, {
      state,
      id: entrant.member.id,
      carId: entrant.carId,
      token: state === "resigned" || state === "erased" ? null : entrant.token,
      lastName: entrant.member.lastName,
      choices,
    });
  }
});
afterAll(() => t.close());

/** The cases: every viewer of every member seen, but a member who can no longer sign in reading themselves. */
const cases = viewerKinds.flatMap((viewer) =>
  states.flatMap((state) =>
    viewer === "self" && (state === "resigned" || state === "erased") ? [] : [{ viewer, state }],
  ),
);

const tokenOf = (viewer: ViewerKind, member: Seen) =>
  viewer === "self" ? (member.token as string) : (tokens.get(viewer) as string);

/** What the rule says this viewer reads of the member, from the member's row as it is now. */
async function expected(viewer: ViewerKind, member: Seen) {
  const [row] = await t.database.db.select().from(members).where(eq(members.id, member.id));
  if (!row) throw new Error("no member");
  return memberAsSeen(ruleViewer[viewer], {
    ...row,
    choices: member.choices,
    erased: member.state === "erased",
  });
}

describe("what each viewer reads of a member, against the visibility rule", () => {
  it.each(cases)("the car's history, as $viewer reads a member who $state", async ({ viewer, state }) => {
    const member = seen.get(state) as Seen;
    const reply = await call("GET", `/vehicles/${member.carId}/history`, undefined, tokenOf(viewer, member));
    if (ruleViewer[viewer] === "not_in_good_standing") {
      // The registry's pages are the directory's: refused, saying why, to an account not in good standing.
      expect(reply.statusCode).toBe(403);
      expect(reply.body).not.toContain(member.lastName);
      return;
    }
    expect(reply.statusCode, reply.body).toBe(200);
    const [ownership] = reply.json().ownerships;
    // Erasure took the member's link out of the chain (issue 30): nobody, the office included, reads a name there.
    const want =
      state === "erased"
        ? { name: visibilityMessages.formerMember, memberNo: null }
        : await expected(viewer, member);
    expect({ ownerName: ownership.ownerName, memberNo: ownership.memberNo }).toEqual({
      ownerName: want.name,
      memberNo: want.memberNo,
    });
    if (want.memberNo === null) expect(reply.body).not.toContain(member.lastName);
  });

  it.each(cases)("the published results, as $viewer reads a member who $state", async ({ viewer, state }) => {
    const member = seen.get(state) as Seen;
    const reply = await call("GET", `/events/${eventId}/results`, undefined, tokenOf(viewer, member));
    expect(reply.statusCode, reply.body).toBe(200);
    const entry = reply
      .json()
      .classes.flatMap((c: { entries: { vehicle: { id: number } | null }[] }) => c.entries)
      .find((e: { vehicle: { id: number } | null }) => e.vehicle?.id === member.carId);
    const want = await expected(viewer, member);
    expect({
      ownerName: entry.ownerName,
      ownerFirstName: entry.ownerFirstName,
      ownerLastName: entry.ownerLastName,
    }).toEqual({ ownerName: want.name, ownerFirstName: want.firstName, ownerLastName: want.lastName });
    if (!want.named) expect(JSON.stringify(entry)).not.toContain(member.lastName);
  });

  it.each(cases)("the results' PDF, as $viewer reads a member who $state", async ({ viewer, state }) => {
    const member = seen.get(state) as Seen;
    const reply = await call("GET", `/events/${eventId}/results.pdf`, undefined, tokenOf(viewer, member));
    expect(reply.statusCode, reply.body).toBe(200);
    const text = (await pdfPageTexts(reply.rawPayload)).join("\n");
    const want = await expected(viewer, member);
    expect(text).toContain(want.name);
    if (!want.named) expect(text).not.toContain(member.lastName);
  });

  it.each(cases.filter(({ viewer }) => viewer === "member" || viewer === "self"))(
    "the car's page in the directory, as $viewer reads a member who $state",
    async ({ viewer, state }) => {
      const member = seen.get(state) as Seen;
      const reply = await call(
        "GET",
        `/vehicles/${member.carId}/search_profile`,
        undefined,
        tokenOf(viewer, member),
      );
      if (state === "resigned" || state === "erased") {
        // The car search holds the cars of members in good standing only; an erased member's car left their garage.
        expect(reply.statusCode).toBe(404);
        return;
      }
      expect(reply.statusCode, reply.body).toBe(200);
      const want = await expected(viewer, member);
      const owner = reply.json().member;
      expect(owner === null ? null : { memberNo: owner.memberNo, lastName: owner.lastName }).toEqual(
        want.named ? { memberNo: want.memberNo, lastName: want.lastName } : null,
      );
    },
  );
});

describe("the judges named on an entrant's sheets", () => {
  it("names a judge as the visibility rule lets the entrant see them: an unlisted judge is a club member", async () => {
    const admin = staff;
    const event = await portalEvent();
    const owner = await memberWithCar();
    const registrationId = await register(event.id, owner);
    const [listedJudge, unlistedJudge] = [await newJudge(), await newJudge()];
    expect((await call("PUT", "/members/privacy", unlisted, unlistedJudge.token)).statusCode).toBe(200);
    const setup = await setUp(
      event.id,
      setupOf(
        [{ class_code: "A", leader_id: listedJudge.id, judge_ids: [listedJudge.id, unlistedJudge.id] }],
        [{ registration_id: registrationId, class_code: "A" }],
      ),
    );
    const entryId = setup.entries[0]?.id as number;
    for (const judge of [listedJudge, unlistedJudge])
      expect((await saveSheet(entryId, judge.token, { deductions: { Paint: 3 } })).statusCode).toBe(200);
    expect((await call("POST", `/office/events/${event.id}/judging/tabulate`)).statusCode).toBe(200);
    expect((await call("POST", `/office/events/${event.id}/judging/publish`)).statusCode).toBe(200);
    expect((await call("PUT", "/office/settings", { judges_named_on_sheets: true }, admin)).statusCode).toBe(
      200,
    );
    try {
      const reply = await call(
        "GET",
        `/registrations/${registrationId}/score_sheets`,
        undefined,
        owner.token,
      );
      expect(reply.statusCode, reply.body).toBe(200);
      expect(
        reply
          .json()
          .sheets.map((sheet: { judge: string | null }) => sheet.judge)
          .sort(),
      ).toEqual([`Judith ${listedJudge.member.lastName}`, visibilityMessages.clubMember].sort());
      expect(reply.body).not.toContain(unlistedJudge.member.lastName);
      // The office reads every sheet with its judge's name.
      const office = await call("GET", `/office/judging/entries/${entryId}/sheets`);
      expect(office.statusCode, office.body).toBe(200);
      expect(office.body).toContain(unlistedJudge.member.lastName);
    } finally {
      await call("PUT", "/office/settings", { judges_named_on_sheets: false }, admin);
    }
  });
});

describe("an offer of a car to a member hidden from the directory", () => {
  it("names the buyer to the seller only as the seller typed them; the buyer reads the seller who chose them", async () => {
    const seller = await memberWithCar();
    const buyer = await memberWithCar();
    expect((await call("PUT", "/members/privacy", unlisted, buyer.token)).statusCode).toBe(200);

    // Transfers without an oracle (issue 39): the seller gives the number and the last name, and reads back what they
    // typed, never the name the club keeps, so an offer tells them nothing they did not already know.
    const typed = buyer.member.lastName.toLowerCase();
    const offered = await call(
      "POST",
      `/vehicles/${seller.carId}/transfer`,
      { member_no: buyer.member.memberNo, buyer_last_name: typed },
      seller.token,
    );
    expect(offered.statusCode, offered.body).toBe(201);
    expect(offered.json()).toMatchObject({ buyerName: typed, buyerMemberNo: buyer.member.memberNo });
    expect(offered.body).not.toContain(buyer.member.lastName);
    const outgoing = (await call("GET", "/vehicle_transfers", undefined, seller.token)).json().outgoing;
    expect(outgoing).toEqual([
      expect.objectContaining({ buyerName: typed, buyerMemberNo: buyer.member.memberNo }),
    ]);
    expect(JSON.stringify(outgoing)).not.toContain(buyer.member.lastName);

    const incoming = (await call("GET", "/vehicle_transfers", undefined, buyer.token)).json().incoming;
    expect(incoming).toEqual([
      expect.objectContaining({
        sellerName: `Owen ${seller.member.lastName}`,
        buyerName: `Owen ${buyer.member.lastName}`,
        buyerMemberNo: buyer.member.memberNo,
      }),
    ]);
  });
});
