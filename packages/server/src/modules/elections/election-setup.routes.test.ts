import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  bearer,
  createDirectoryMember,
  createMember,
  createStaff,
  createTerm,
  signIn,
} from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { daysFrom, yearEnd } from "../../test/test-clock.ts";
import { auditLog } from "../audit/audit.schema.ts";
import { committees } from "../committees/committees.schema.ts";
import { members } from "../members/members.schema.ts";
import { nominations } from "./elections.schema.ts";

// Issue 46: an election's setup by the office and a region's officers, and the members' nominations, through the API.
// The days are counted from the test clock with a margin of two days on each side of the club's day.

let t: TestApp;
const tokens: Record<string, string> = {};
const numbers: Record<string, number> = {};
const ids: Record<string, number> = {};
const emails: Record<string, string> = {};
/** A session begun on the clock as it is now (one begun days before has expired). */
const signedIn = (who: string) => signIn(t.app, emails[who] as string);
let boardId: number;
let directorOfficeId: number;

type Method = "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
const call = (method: Method, url: string, token: string | null, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: token ? bearer(token) : {}, payload });
const day = (days: number) => daysFrom(t.clock.now, days);

/** A national election with its nominations open now, a board race of two seats and a bylaw question. */
const boardElection = (changes: Record<string, unknown> = {}) => ({
  title: "Board election",
  description: "Two seats on the board.\nVote for up to two.",
  region_code: null,
  record_on: day(-10),
  nominations_from: day(-3),
  nominations_to: day(3),
  voting_from: day(6),
  voting_to: day(12),
  allow_change: false,
  races: [{ title: "Board of Directors", seats: 2, committee_id: boardId }],
  questions: [{ title: "Bylaw change: dues", body: "Article 4 shall read: ..." }],
  ...changes,
});

const regionalElection = (changes: Record<string, unknown> = {}) => ({
  title: "Regional officers",
  record_on: day(-10),
  nominations_from: day(-3),
  nominations_to: day(3),
  voting_from: day(6),
  voting_to: day(12),
  races: [{ title: "Director", seats: 1, regional_office_id: directorOfficeId }],
  ...changes,
});

async function createElection(payload: object = boardElection()) {
  const response = await call("POST", "/office/elections", tokens.staff as string, payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as {
    id: number;
    races: { id: number; nominations: { nominationId: number; status: string; name: string }[] }[];
    questions: { id: number }[];
  };
}

const raceOf = async (id: number) => (await createElectionRead(id)).races[0]?.id as number;
const createElectionRead = async (id: number) =>
  (await call("GET", `/office/elections/${id}`, tokens.staff as string)).json() as {
    phase: string;
    status: string;
    races: {
      id: number;
      title: string;
      nominations: { nominationId: number; status: string; name: string }[];
    }[];
    questions: { id: number }[];
  };

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const inGI = [{ code: "GI", duesExpire: yearEnd(t.clock.now, 1) }];
  const inUM = [{ code: "UM", duesExpire: yearEnd(t.clock.now, 1) }];
  const people: Record<string, Parameters<typeof createDirectoryMember>[1]> = {
    nominator: { member: { firstName: "Nora", lastName: "Nominator" }, regions: inGI },
    nominee: { member: { firstName: "Ned", lastName: "Nominee" }, regions: inGI },
    reader: { member: { firstName: "Rita", lastName: "Reader" }, regions: inUM },
    lapsed: { member: { firstName: "Lou", lastName: "Lapsed" }, duesExpire: "2001-12-31" },
    resigned: { member: { firstName: "Rex", lastName: "Resigned", resignedOn: "2020-01-01" } },
    officerGI: { member: { firstName: "Gina", lastName: "Officer" }, regions: inGI },
    officerUM: { member: { firstName: "Uma", lastName: "Officer" }, regions: inUM },
  };
  for (const [key, options] of Object.entries(people)) {
    const created = await createDirectoryMember(db, options);
    ids[key] = created.id;
    numbers[key] = created.memberNo;
    emails[key] = created.email;
    if (key !== "resigned") tokens[key] = await signIn(t.app, created.email);
  }
  await createTerm(db, { memberId: ids.officerGI as number, regionCode: "GI", officeKey: "director" });
  await createTerm(db, { memberId: ids.officerUM as number, regionCode: "UM", officeKey: "director" });
  emails.staff = (await createStaff(db, "office_staff")).email;
  tokens.staff = await signIn(t.app, emails.staff);
  tokens.admin = await signIn(t.app, (await createStaff(db, "office_admin")).email);
  const [board] = await db.select().from(committees).where(eq(committees.key, "board"));
  boardId = board?.id as number;
  const offices = (await call("GET", "/office/regional-offices", tokens.staff)).json() as {
    id: number;
    key: string;
  }[];
  directorOfficeId = offices.find((office) => office.key === "director")?.id as number;
});
afterAll(() => t.close());

describe("the office's elections: who may call them", () => {
  it.each([
    ["GET", "/office/elections"],
    ["POST", "/office/elections"],
    ["GET", "/office/elections/1"],
    ["PATCH", "/office/elections/1"],
    ["POST", "/office/elections/1/confirm"],
    ["POST", "/office/elections/1/cancel"],
    ["POST", "/office/elections/1/candidates"],
    ["DELETE", "/office/elections/1/candidates/1"],
  ] as const)(
    "%s %s: 401 without a token, 403 for a member and for a region's officer",
    async (method, url) => {
      expect((await call(method, url, null, {})).statusCode).toBe(401);
      expect((await call(method, url, tokens.nominator as string, {})).statusCode).toBe(403);
      expect((await call(method, url, tokens.officerGI as string, {})).statusCode).toBe(403);
    },
  );

  it("leaves confirming and cancelling to an office administrator", async () => {
    const election = await createElection();
    for (const action of ["confirm", "cancel"])
      expect(
        (await call("POST", `/office/elections/${election.id}/${action}`, tokens.staff as string)).statusCode,
      ).toBe(403);
  });

  it("answers 404 for an election that does not exist", async () => {
    expect((await call("GET", "/office/elections/999999", tokens.staff as string)).statusCode).toBe(404);
    expect(
      (await call("PATCH", "/office/elections/999999", tokens.staff as string, { title: "X" })).statusCode,
    ).toBe(404);
  });
});

describe("setting up an election", () => {
  it.each([
    ["recordOn", () => ({ record_on: "2027-13-01" })],
    ["recordOn", () => ({ record_on: day(7) })],
    ["nominationsTo", () => ({ nominations_to: null })],
    ["nominationsTo", () => ({ nominations_to: day(6) })],
    ["votingTo", () => ({ voting_to: day(5) })],
    ["title", () => ({ title: "Two\nlines" })],
    ["title", () => ({ title: "x".repeat(121) })],
    ["description", () => ({ description: "x".repeat(20_001) })],
    ["races.0.seats", () => ({ races: [{ title: "Board", seats: 0, committee_id: null }] })],
    ["races.0.seats", () => ({ races: [{ title: "Board", seats: 51, committee_id: null }] })],
    ["races", () => ({ races: [], questions: [] })],
    ["races.0.regionalOfficeId", () => ({ races: [{ title: "Board", seats: 2, regional_office_id: 1 }] })],
    ["races.0.committeeId", () => ({ races: [{ title: "Board", seats: 2, committee_id: 999_999 }] })],
    ["questions.0.body", () => ({ questions: [{ title: "Bylaw", body: "" }] })],
    ["regionCode", () => ({ region_code: "ZZ", races: [] })],
    ["returningOfficerNo", () => ({ returning_officer_no: 999_999_9 })],
  ] as [string, () => Record<string, unknown>][])("refuses %s with 400 naming it", async (field, changes) => {
    const response = await call(
      "POST",
      "/office/elections",
      tokens.staff as string,
      boardElection(changes()),
    );
    expect(response.statusCode, response.body).toBe(400);
    // The reply's keys are camelCase, as every reply's (the field as the web's forms name it).
    expect(Object.keys(response.json().errors)).toContain(field);
  });

  it("sets up a national election, scheduled at once, in the trail, listed newest first with its phase", async () => {
    const election = await createElection(boardElection({ title: "Board election 2027" }));
    const read = await createElectionRead(election.id);
    expect(read).toMatchObject({
      status: "scheduled",
      phase: "nominations",
      races: [
        { title: "Board of Directors", seats: 2, committee: { id: boardId, name: "Board of Directors" } },
      ],
      questions: [{ title: "Bylaw change: dues", body: "Article 4 shall read: ..." }],
      may: { edit: true, changeRaces: true, confirm: false, cancel: false, addCandidates: true },
    });
    const list = (await call("GET", "/office/elections", tokens.staff as string)).json();
    expect(list.elections[0]).toMatchObject({
      id: election.id,
      phase: "nominations",
      phaseWords: "Nominations open",
    });
    const trail = await t.database.db.select().from(auditLog).where(eq(auditLog.action, "election_created"));
    expect(trail.map((entry) => (entry.after as { electionId: number }).electionId)).toContain(election.id);
  });

  it("changes an election: kept races by id, new ones added, left-out ones removed; days checked with what is kept", async () => {
    const election = await createElection();
    const raceId = election.races[0]?.id as number;
    const changed = await call("PATCH", `/office/elections/${election.id}`, tokens.staff as string, {
      title: "Board election (corrected)",
      races: [
        { id: raceId, title: "Directors", seats: 3, committee_id: boardId },
        { title: "Treasurer", seats: 1 },
      ],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      title: "Board election (corrected)",
      races: [
        { id: raceId, title: "Directors", seats: 3 },
        { title: "Treasurer", seats: 1 },
      ],
    });
    const badDays = await call("PATCH", `/office/elections/${election.id}`, tokens.staff as string, {
      voting_from: day(2),
    });
    expect(badDays.statusCode).toBe(400);
    expect(badDays.json().errors).toHaveProperty("nominationsTo");
    const unknownRace = await call("PATCH", `/office/elections/${election.id}`, tokens.staff as string, {
      races: [{ id: 999_999, title: "X", seats: 1 }],
    });
    expect(unknownRace.statusCode).toBe(400);
    expect(unknownRace.json().errors).toHaveProperty(["races.0.id"]);
  });

  it("keeps races, questions and who votes once voting has opened (409), and the title may still change", async () => {
    const election = await createElection(
      boardElection({
        nominations_from: null,
        nominations_to: null,
        voting_from: day(-2),
        voting_to: day(5),
      }),
    );
    const fixed = await call("PATCH", `/office/elections/${election.id}`, tokens.staff as string, {
      races: [{ title: "Board", seats: 1, committee_id: boardId }],
    });
    expect(fixed.statusCode).toBe(409);
    const record = await call("PATCH", `/office/elections/${election.id}`, tokens.staff as string, {
      record_on: day(-5),
    });
    expect(record.statusCode).toBe(409);
    const title = await call("PATCH", `/office/elections/${election.id}`, tokens.staff as string, {
      title: "Renamed",
    });
    expect(title.statusCode, title.body).toBe(200);
  });

  it("cancels an election (an administrator), not twice, and members read it no more", async () => {
    const election = await createElection();
    expect((await call("GET", `/elections/${election.id}`, tokens.nominator as string)).statusCode).toBe(200);
    const cancelled = await call("POST", `/office/elections/${election.id}/cancel`, tokens.admin as string);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: "cancelled", phase: "cancelled" });
    expect(
      (await call("POST", `/office/elections/${election.id}/cancel`, tokens.admin as string)).statusCode,
    ).toBe(409);
    expect((await call("GET", `/elections/${election.id}`, tokens.nominator as string)).statusCode).toBe(404);
    expect(
      (await call("PATCH", `/office/elections/${election.id}`, tokens.staff as string, { title: "X" }))
        .statusCode,
    ).toBe(409);
  });
});

describe("the office's candidates", () => {
  it("names a member in good standing, not twice, not a lapsed or closed account, until voting opens; withdraws one", async () => {
    const election = await createElection();
    const raceId = election.races[0]?.id as number;
    const add = (memberNo: unknown, race = raceId) =>
      call("POST", `/office/elections/${election.id}/candidates`, tokens.staff as string, {
        race_id: race,
        member_no: memberNo,
        statement: "Twenty years in the club.",
      });
    const added = await add(numbers.nominee);
    expect(added.statusCode, added.body).toBe(201);
    const [candidate] = added.json().races[0].nominations;
    expect(candidate).toMatchObject({ status: "accepted", name: "Ned Nominee", nominatedBy: null });
    expect((await add(numbers.nominee)).statusCode).toBe(409);
    for (const who of ["lapsed", "resigned"]) {
      const refused = await add(numbers[who]);
      expect(refused.statusCode, who).toBe(400);
      expect(refused.json().errors).toHaveProperty("memberNo");
    }
    expect((await add(999_999_9)).json().errors).toHaveProperty("memberNo");
    expect((await add(numbers.nominator, 999_999)).json().errors).toHaveProperty("raceId");
    expect((await add("one")).statusCode).toBe(400);

    const withdrawn = await call(
      "DELETE",
      `/office/elections/${election.id}/candidates/${candidate.nominationId}`,
      tokens.staff as string,
    );
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json().races[0].nominations[0]).toMatchObject({ status: "withdrawn" });
    const other = await createElection();
    expect(
      (
        await call(
          "DELETE",
          `/office/elections/${other.id}/candidates/${candidate.nominationId}`,
          tokens.staff as string,
        )
      ).statusCode,
    ).toBe(404);
  });

  it("refuses a candidate once voting has opened", async () => {
    const election = await createElection(
      boardElection({
        nominations_from: null,
        nominations_to: null,
        voting_from: day(-2),
        voting_to: day(5),
      }),
    );
    const refused = await call(
      "POST",
      `/office/elections/${election.id}/candidates`,
      tokens.staff as string,
      {
        race_id: election.races[0]?.id,
        member_no: numbers.nominee,
      },
    );
    expect(refused.statusCode).toBe(409);
  });
});

describe("a region's elections", () => {
  it("answers 401 signed out, 403 for a member and for another region's officer, 404 for no such region", async () => {
    for (const method of ["GET", "POST"] as const) {
      expect((await call(method, "/regions/GI/elections", null, regionalElection())).statusCode).toBe(401);
      expect(
        (await call(method, "/regions/GI/elections", tokens.nominator as string, regionalElection()))
          .statusCode,
      ).toBe(403);
      expect(
        (await call(method, "/regions/GI/elections", tokens.officerUM as string, regionalElection()))
          .statusCode,
      ).toBe(403);
      expect(
        (await call(method, "/regions/ZZ/elections", tokens.officerGI as string, regionalElection()))
          .statusCode,
      ).toBe(404);
    }
  });

  it("lets a region's officers propose for their region; the office confirms; each region's officers see only theirs", async () => {
    const refused = await call(
      "POST",
      "/regions/GI/elections",
      tokens.officerGI as string,
      regionalElection({ races: [{ title: "Board", seats: 1, committee_id: boardId }] }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toHaveProperty(["races.0.committeeId"]);

    const proposed = await call(
      "POST",
      "/regions/GI/elections",
      tokens.officerGI as string,
      regionalElection(),
    );
    expect(proposed.statusCode, proposed.body).toBe(201);
    expect(proposed.json()).toMatchObject({ status: "proposed", phase: "proposed", region: { code: "GI" } });
    const theirs = await call(
      "POST",
      "/regions/UM/elections",
      tokens.officerUM as string,
      regionalElection(),
    );
    expect(theirs.statusCode).toBe(201);

    const giList = (await call("GET", "/regions/GI/elections", tokens.officerGI as string)).json();
    expect(giList.elections.map((row: { id: number }) => row.id)).toContain(proposed.json().id);
    expect(giList.elections.every((row: { region: { code: string } }) => row.region.code === "GI")).toBe(
      true,
    );
    const umList = (await call("GET", "/regions/UM/elections", tokens.officerUM as string)).json();
    expect(umList.elections.map((row: { id: number }) => row.id)).not.toContain(proposed.json().id);

    // Not to members until the office confirms it; then to the region's members only.
    const id = proposed.json().id as number;
    expect((await call("GET", `/elections/${id}`, tokens.nominee as string)).statusCode).toBe(404);
    const office = await createElectionRead(id);
    expect(office).toMatchObject({ status: "proposed" });
    const confirmed = await call("POST", `/office/elections/${id}/confirm`, tokens.admin as string);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({
      status: "scheduled",
      phase: "nominations",
      proposedBy: "Gina Officer",
    });
    expect((await call("POST", `/office/elections/${id}/confirm`, tokens.admin as string)).statusCode).toBe(
      409,
    );
    expect((await call("GET", `/elections/${id}`, tokens.nominee as string)).statusCode).toBe(200);
    expect((await call("GET", `/elections/${id}`, tokens.reader as string)).statusCode).toBe(404);
    const readersList = (await call("GET", "/elections", tokens.reader as string)).json();
    expect(readersList.elections.map((row: { id: number }) => row.id)).not.toContain(id);
  });
});

describe("members' nominations", () => {
  it("asks for a sign-in on every member route but the signed photo", async () => {
    for (const [method, url] of [
      ["GET", "/elections"],
      ["GET", "/elections/1"],
      ["POST", "/elections/1/nominations"],
      ["POST", "/elections/1/nominations/1/accept"],
      ["POST", "/elections/1/nominations/1/decline"],
      ["PUT", "/elections/1/nominations/1/photo"],
    ] as const)
      expect((await call(method, url, null, {})).statusCode, url).toBe(401);
  });

  it("nominates a member, mails them, shows the pending nomination to them only, and makes a candidate of their acceptance", async () => {
    const election = await createElection();
    const raceId = election.races[0]?.id as number;
    const nominate = (token: string, memberNo: unknown, race: unknown = raceId) =>
      call("POST", `/elections/${election.id}/nominations`, token, { race_id: race, member_no: memberNo });

    const lapsed = await nominate(tokens.lapsed as string, numbers.nominee);
    expect(lapsed.statusCode).toBe(403);
    expect((await nominate(tokens.nominator as string, numbers.resigned)).json().errors).toHaveProperty(
      "memberNo",
    );
    expect((await nominate(tokens.nominator as string, numbers.lapsed)).json().errors).toHaveProperty(
      "memberNo",
    );
    expect(
      (await nominate(tokens.nominator as string, numbers.nominee, 999_999)).json().errors,
    ).toHaveProperty("raceId");
    expect((await nominate(tokens.nominator as string, null)).statusCode).toBe(400);

    const sent = t.sentMail.length;
    const made = await nominate(tokens.nominator as string, numbers.nominee);
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().races[0].candidates).toEqual([]);
    expect(made.json().myNominations).toEqual([]);
    expect((await nominate(tokens.nominator as string, numbers.nominee)).statusCode).toBe(409);
    await expect.poll(() => t.sentMail.length).toBeGreaterThan(sent);
    const mail = t.sentMail.at(-1);
    expect(mail?.subject).toBe("You are nominated for Board of Directors: please answer");
    expect(mail?.text).toContain(`/elections/${election.id}`);

    const asNominee = (await call("GET", `/elections/${election.id}`, tokens.nominee as string)).json();
    expect(asNominee.myNominations).toEqual([
      expect.objectContaining({
        raceId,
        raceTitle: "Board of Directors",
        status: "nominated",
        photoUrl: null,
      }),
    ]);
    const { nominationId } = asNominee.myNominations[0];
    const path = `/elections/${election.id}/nominations/${nominationId}`;
    expect(
      (await call("POST", `${path}/accept`, tokens.nominator as string, { statement: "Mine" })).statusCode,
    ).toBe(404);
    const long = await call("POST", `${path}/accept`, tokens.nominee as string, {
      statement: "x".repeat(2001),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toHaveProperty("statement");
    const accepted = await call("POST", `${path}/accept`, tokens.nominee as string, {
      statement: "I restored a 1931 Cord.",
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await call("POST", `${path}/decline`, tokens.nominee as string)).statusCode).toBe(409);

    const asReader = (await call("GET", `/elections/${election.id}`, tokens.reader as string)).json();
    expect(asReader.races[0].candidates).toEqual([
      expect.objectContaining({ nominationId, name: "Ned Nominee", statement: "I restored a 1931 Cord." }),
    ]);
    const office = await createElectionRead(election.id);
    expect(office.races[0]?.nominations[0]).toMatchObject({ status: "accepted", name: "Ned Nominee" });
  });

  it("lets a nominee decline, and takes nominations only while they are open", async () => {
    const election = await createElection();
    const raceId = election.races[0]?.id as number;
    const self = await call("POST", `/elections/${election.id}/nominations`, tokens.nominator as string, {
      race_id: raceId,
      member_no: numbers.nominator,
    });
    expect(self.statusCode).toBe(201);
    const [mine] = self.json().myNominations;
    const declined = await call(
      "POST",
      `/elections/${election.id}/nominations/${mine.nominationId}/decline`,
      tokens.nominator as string,
    );
    expect(declined.json().myNominations[0]).toMatchObject({ status: "declined" });

    const later = await createElection(
      boardElection({ nominations_from: day(4), nominations_to: day(5), voting_from: day(6) }),
    );
    const early = await call("POST", `/elections/${later.id}/nominations`, tokens.nominator as string, {
      race_id: later.races[0]?.id,
      member_no: numbers.nominee,
    });
    expect(early.statusCode).toBe(409);
    const read = (await call("GET", `/elections/${later.id}`, tokens.nominator as string)).json();
    expect(read).toMatchObject({
      phase: "upcoming",
      mayNominate: false,
      refusals: { nominate: expect.any(String) },
    });
  });

  it("closes nominations by the clock: an answer is still taken before voting opens, none after", async () => {
    const election = await createElection();
    const raceId = election.races[0]?.id as number;
    const made = await call("POST", `/elections/${election.id}/nominations`, tokens.nominator as string, {
      race_id: raceId,
      member_no: numbers.officerGI,
    });
    const nominationId =
      made.json().races[0] && (await createElectionRead(election.id)).races[0]?.nominations[0]?.nominationId;
    const start = t.clock.now;
    try {
      // Four days on, past the nominations' last day (day 3) and before voting (day 6).
      t.clock.now = new Date(start.getTime() + 4 * 86_400_000);
      const nominator = await signedIn("nominator");
      const officer = await signedIn("officerGI");
      const late = await call("POST", `/elections/${election.id}/nominations`, nominator, {
        race_id: raceId,
        member_no: numbers.nominee,
      });
      expect(late.statusCode).toBe(409);
      const read = (await call("GET", `/elections/${election.id}`, officer)).json();
      expect(read).toMatchObject({ phase: "before_voting", mayNominate: false });
      const path = `/elections/${election.id}/nominations/${nominationId}`;
      expect((await call("POST", `${path}/accept`, officer, { statement: "Yes" })).statusCode).toBe(200);
      // Voting has opened (day 6): the answer and the office's candidates are fixed.
      t.clock.now = new Date(start.getTime() + 7 * 86_400_000);
      const officerLater = await signedIn("officerGI");
      const staffLater = await signedIn("staff");
      expect((await call("POST", `${path}/accept`, officerLater, { statement: "Changed" })).statusCode).toBe(
        409,
      );
      const withdraw = `/office/elections/${election.id}/candidates/${nominationId}`;
      expect((await call("DELETE", withdraw, staffLater)).statusCode).toBe(409);
    } finally {
      t.clock.now = start;
    }
  });

  it("takes one of two nominations of the same member sent at once", async () => {
    const election = await createElection();
    const send = () =>
      call("POST", `/elections/${election.id}/nominations`, tokens.nominator as string, {
        race_id: election.races[0]?.id,
        member_no: numbers.officerGI,
      });
    const codes = (await Promise.all([send(), send()])).map((response) => response.statusCode).sort();
    expect(codes).toEqual([201, 409]);
    const rows = await t.database.db
      .select()
      .from(nominations)
      .where(eq(nominations.nomineeId, ids.officerGI as number));
    expect(rows.filter((row) => row.raceId === election.races[0]?.id)).toHaveLength(1);
  });
});

describe("a nominee's photo", () => {
  const upload = (url: string, token: string, body: Buffer, type: string) => {
    const form = new FormData();
    form.append("photo", new Blob([new Uint8Array(body)], { type }), "face.png");
    const request = new Request("http://x", { method: "PUT", body: form });
    return request.arrayBuffer().then((payload) =>
      t.app.inject({
        method: "PUT",
        url: `/api/v1${url}`,
        headers: { ...bearer(token), "content-type": request.headers.get("content-type") as string },
        payload: Buffer.from(payload),
      }),
    );
  };

  it("stores the nominee's photo, served by a signed URL, and refuses others, non-images and plain bodies", async () => {
    const election = await createElection();
    const made = await call("POST", `/elections/${election.id}/nominations`, tokens.nominee as string, {
      race_id: election.races[0]?.id,
      member_no: numbers.nominee,
    });
    const [mine] = made.json().myNominations;
    const url = `/elections/${election.id}/nominations/${mine.nominationId}/photo`;
    const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: "#884422" } })
      .png()
      .toBuffer();

    expect((await call("PUT", url, tokens.nominee as string, { photo: "x" })).statusCode).toBe(415);
    expect((await upload(url, tokens.nominator as string, png, "image/png")).statusCode).toBe(404);
    const notImage = await upload(url, tokens.nominee as string, Buffer.from("not a picture"), "image/png");
    expect(notImage.statusCode).toBe(422);
    const tooLarge = await upload(
      url,
      tokens.nominee as string,
      Buffer.alloc(5 * 1024 * 1024 + 1),
      "image/png",
    );
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().errors).toHaveProperty("photo");

    const stored = await upload(url, tokens.nominee as string, png, "image/png");
    expect(stored.statusCode, stored.body).toBe(200);
    const photoUrl = stored.json().myNominations[0].photoUrl as string;
    expect(photoUrl).toMatch(/^\/api\/v1\/election_photos\//);
    const photo = await t.app.inject({ url: photoUrl });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers["content-type"]).toBe("image/jpeg");
    expect(
      (await t.app.inject({ url: photoUrl.replace(/signature=[^&]+/, "signature=forged") })).statusCode,
    ).toBe(403);
  });
});

describe("a nominee's data and their leaving the club", () => {
  it("shows their nominations in their data, and withdraws the pending ones when they leave", async () => {
    const db = t.database.db;
    const leaving = await createDirectoryMember(db, { member: { firstName: "Lee", lastName: "Leaving" } });
    const token = await signIn(t.app, leaving.email);
    const election = await createElection();
    const made = await call("POST", `/elections/${election.id}/nominations`, token, {
      race_id: election.races[0]?.id,
      member_no: leaving.memberNo,
    });
    const [mine] = made.json().myNominations;
    await call("POST", `/elections/${election.id}/nominations/${mine.nominationId}/accept`, token, {
      statement: "My statement",
    });
    const data = (await call("GET", "/members/my_data", token)).json();
    expect(data.nominations).toEqual([
      expect.objectContaining({ election: "Board election", status: "accepted", statement: "My statement" }),
    ]);

    const asked = await call("POST", "/members/erasure_request", token, { reason: "Moving" });
    expect(asked.statusCode, asked.body).toBe(201);
    const done = await call(
      "POST",
      `/office/erasure_requests/${asked.json().id}/complete`,
      tokens.admin as string,
    );
    expect(done.statusCode, done.body).toBe(200);
    const [row] = await db.select().from(nominations).where(eq(nominations.id, mine.nominationId));
    expect(row).toMatchObject({ status: "withdrawn", statement: "", photoKey: null });
    const [member] = await db.select().from(members).where(eq(members.id, leaving.id));
    expect(member?.lastName).not.toBe("Leaving");
  });

  it("refuses to nominate a member whose account was closed since", async () => {
    const db = t.database.db;
    const closing = await createMember(db, {
      firstName: "Cal",
      lastName: "Closed",
      resignedOn: "2020-01-01",
    });
    const election = await createElection();
    const refused = await call("POST", `/elections/${election.id}/nominations`, tokens.nominator as string, {
      race_id: election.races[0]?.id,
      member_no: closing.memberNo,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.memberNo).toEqual(["That member's account is closed: they cannot stand"]);
  });
});

describe("the member's list", () => {
  it("lists national elections and the member's regions', not proposed or cancelled ones", async () => {
    const national = await createElection(boardElection({ title: "Listed national" }));
    const list = (await call("GET", "/elections", tokens.reader as string)).json();
    expect(list.elections.map((row: { id: number }) => row.id)).toContain(national.id);
    expect(
      list.elections.every((row: { phase: string }) => row.phase !== "proposed" && row.phase !== "cancelled"),
    ).toBe(true);
    expect(await raceOf(national.id)).toBeGreaterThan(0);
  });
});
