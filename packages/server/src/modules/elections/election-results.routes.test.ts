import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/column-arrays.ts";
import { bearer, createDirectoryMember, createStaff, signIn } from "../../test/factories.ts";
import { jobContextOn } from "../../test/job-context.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { daysFrom, yearEnd } from "../../test/test-clock.ts";
import { committees, committeeTerms } from "../committees/committees.schema.ts";
import { regions } from "../geo/geo.schema.ts";
import { officerTerms, regionalOffices } from "../regional-admin/regional-admin.schema.ts";
import { countClosedElections } from "./election-count.service.ts";
import { ballots, elections, electionVoters, nominations, questions, races } from "./elections.schema.ts";

// Issue 46: the count at the close, its publication with the winners' terms, and its exports.

let t: TestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
type Method = "GET" | "POST";
const call = (method: Method, url: string, token: string | null) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: token ? bearer(token) : {} });
const day = (days: number) => daysFrom(t.clock.now, days);

interface Cast {
  races?: { race: number; chosen: number[] }[];
  answers?: { question: number; answer: "yes" | "no" | "abstain" }[];
  by?: "online" | "paper";
}

/**
 * An election whose voting closed yesterday, as the setup and voting slices leave it: a race of `seats` with its
 * candidates, a question, a roll of one voter per ballot, and the ballots.
 */
async function closedElection(
  db: Db,
  options: {
    seats: number;
    candidates: number[];
    race?: { committeeId?: number; regionalOfficeId?: number };
    regionId?: number;
    ballots: (nominationIds: number[], questionId: number) => Cast[];
    termsStartOn?: string;
  },
) {
  const now = t.clock.now;
  const [election] = await db
    .insert(elections)
    .values({
      title: "Board of Directors 2027",
      description: "",
      regionId: options.regionId ?? null,
      status: "scheduled",
      recordOn: day(-20),
      associatesVote: false,
      votingFrom: day(-10),
      votingTo: day(-1),
      allowChange: true,
      termsStartOn: options.termsStartOn ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  const electionId = election?.id as number;
  const [race] = await db
    .insert(races)
    .values({
      electionId,
      title: "Director",
      seats: options.seats,
      position: 1,
      committeeId: options.race?.committeeId ?? null,
      regionalOfficeId: options.race?.regionalOfficeId ?? null,
    })
    .returning();
  const nominationRows = await db
    .insert(nominations)
    .values(
      options.candidates.map((nomineeId) => ({
        raceId: race?.id as number,
        nomineeId,
        status: "accepted" as const,
        createdAt: now,
      })),
    )
    .returning();
  const [question] = await db
    .insert(questions)
    .values({ electionId, title: "Amend article 4", body: "The dues are set by the board.", position: 1 })
    .returning();
  const cast = options.ballots(
    nominationRows.map((row) => row.id),
    question?.id as number,
  );
  for (const [index, ballot] of cast.entries()) {
    const voter = await createDirectoryMember(db);
    await db.insert(electionVoters).values({
      electionId,
      memberId: voter.id,
      linkTokenHash: randomUUID(),
      votedOn: day(-5 + (index % 3)),
      votedBy: ballot.by ?? "online",
    });
    await db.insert(ballots).values({
      id: randomUUID(),
      electionId,
      receiptHash: randomUUID(),
      choices: {
        races: (ballot.races ?? []).map(({ race: _race, chosen }) => ({
          raceId: race?.id as number,
          nominationIds: chosen,
        })),
        questions: (ballot.answers ?? []).map(({ answer }) => ({
          questionId: question?.id as number,
          answer,
        })),
      },
    });
  }
  const notVoting = await createDirectoryMember(db);
  await db.insert(electionVoters).values({ electionId, memberId: notVoting.id, linkTokenHash: randomUUID() });
  return { electionId, raceId: race?.id as number, nominationIds: nominationRows.map((row) => row.id) };
}

let board: Awaited<ReturnType<typeof closedElection>>;
let boardId: number;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  for (const [key, names] of Object.entries({
    ada: { firstName: "Ada", lastName: "Able" },
    ben: { firstName: "Ben", lastName: "Baker" },
    cy: { firstName: "Cy", lastName: "Cole" },
  })) {
    const member = await createDirectoryMember(db, {
      member: names,
      regions: [{ code: "GI", duesExpire: yearEnd(t.clock.now) }],
    });
    ids[key] = member.id;
  }
  const member = await createDirectoryMember(db);
  tokens.member = await signIn(t.app, member.email);
  tokens.staff = await signIn(t.app, (await createStaff(db, "office_staff")).email);
  tokens.admin = await signIn(t.app, (await createStaff(db, "office_admin")).email);
  const [boardRow] = await db.select().from(committees).where(eq(committees.key, "board"));
  boardId = boardRow?.id as number;
  board = await closedElection(db, {
    seats: 2,
    candidates: [ids.ada as number, ids.ben as number, ids.cy as number],
    race: { committeeId: boardId },
    termsStartOn: day(30),
    ballots: ([ada, ben, cy], question) => [
      {
        races: [{ race: 0, chosen: [ada as number, ben as number] }],
        answers: [{ question, answer: "yes" }],
      },
      { races: [{ race: 0, chosen: [ada as number, cy as number] }], answers: [{ question, answer: "yes" }] },
      { races: [{ race: 0, chosen: [ben as number] }], answers: [{ question, answer: "no" }] },
      {
        races: [{ race: 0, chosen: [ada as number, ben as number] }],
        answers: [{ question, answer: "yes" }],
        by: "paper",
      },
    ],
  });
});
afterAll(() => t.close());

describe("the count of an election (issue 46)", () => {
  it("asks for a session, an office account, and an election that exists", async () => {
    expect((await call("GET", `/office/elections/${board.electionId}/results`, null)).statusCode).toBe(401);
    expect(
      (await call("GET", `/office/elections/${board.electionId}/results`, tokens.member as string))
        .statusCode,
    ).toBe(403);
    expect(
      (await call("POST", `/office/elections/${board.electionId}/count`, tokens.member as string)).statusCode,
    ).toBe(403);
    expect((await call("GET", "/office/elections/99999/results", tokens.staff as string)).statusCode).toBe(
      404,
    );
    const bad = await call("GET", "/office/elections/abc/results", tokens.staff as string);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toContain("id");
  });

  it("says the election waits for its count before the job or the office counts it", async () => {
    const results = await call(
      "GET",
      `/office/elections/${board.electionId}/results`,
      tokens.staff as string,
    );
    expect(results.statusCode).toBe(200);
    expect(results.json()).toMatchObject({
      phase: "closed",
      count: null,
      countedOn: null,
      termsStartOn: day(30),
    });
    const csv = await call(
      "GET",
      `/office/elections/${board.electionId}/results.csv`,
      tokens.staff as string,
    );
    expect(csv.statusCode).toBe(409);
    expect(
      (await call("POST", `/office/elections/${board.electionId}/publish`, tokens.admin as string))
        .statusCode,
    ).toBe(409);
  });

  it("counts the ballots: turnout, votes, the two elected, the question carried", async () => {
    const before = await t.database.db
      .select({ id: ballots.id })
      .from(ballots)
      .where(eq(ballots.electionId, board.electionId));
    const counted = await call("POST", `/office/elections/${board.electionId}/count`, tokens.staff as string);
    expect(counted.statusCode).toBe(200);
    const { count } = counted.json();
    expect(count).toMatchObject({ ballots: 4, roll: 5, votedOnline: 3, votedOnPaper: 1 });
    expect(
      count.races[0].candidates.map((c: { name: string; votes: number; elected: boolean }) => [
        c.name,
        c.votes,
        c.elected,
      ]),
    ).toEqual([
      ["Ada Able", 3, true],
      ["Ben Baker", 3, true],
      ["Cy Cole", 1, false],
    ]);
    expect(count.races[0]).toMatchObject({ tie: false, blank: 0 });
    expect(count.questions[0]).toMatchObject({ yes: 3, no: 1, abstain: 0, carried: true, tie: false });
    expect(counted.json().countedOn).toBe(day(0));
    expect(
      (await call("POST", `/office/elections/${board.electionId}/count`, tokens.staff as string)).statusCode,
    ).toBe(409);

    // The ballots were written again: new random ids, no receipt a voter kept finds one.
    const after = await t.database.db
      .select({ id: ballots.id, receiptHash: ballots.receiptHash })
      .from(ballots)
      .where(eq(ballots.electionId, board.electionId));
    expect(after).toHaveLength(4);
    expect(after.every((row) => row.receiptHash === null)).toBe(true);
    expect(after.some((row) => before.some((old) => old.id === row.id))).toBe(false);
  });

  it("keeps nothing on a ballot that could name its voter: no member, no time, no channel", async () => {
    const columns = rowsOf<{ column_name: string; data_type: string }>(
      await t.database.db.execute(
        sql`select column_name, data_type from information_schema.columns where table_name = 'ballots' order by 1`,
      ),
    );
    expect(columns.map((row) => row.column_name)).toEqual(["choices", "election_id", "id", "receipt_hash"]);
    expect(columns.find((row) => row.column_name === "id")?.data_type).toBe("uuid");
  });

  it("exports the results and the ballots' choices, nothing else of them", async () => {
    const results = await call(
      "GET",
      `/office/elections/${board.electionId}/results.csv`,
      tokens.staff as string,
    );
    expect(results.statusCode).toBe(200);
    expect(results.headers["content-type"]).toContain("text/csv");
    expect(results.body).toContain("Ada Able,3,Elected");
    expect(results.body).toContain("Ballots,,,4");
    expect(results.body).toContain("Amend article 4,,Yes,3,Carried");
    const cast = await call(
      "GET",
      `/office/elections/${board.electionId}/ballots.csv`,
      tokens.staff as string,
    );
    expect(cast.statusCode).toBe(200);
    const lines = cast.body.trim().split("\n");
    expect(lines[0]).toBe("Director,Amend article 4");
    expect(lines.slice(1).sort()).toEqual(
      ["Ada Able; Ben Baker,yes", "Ada Able; Ben Baker,yes", "Ada Able; Cy Cole,yes", "Ben Baker,no"].sort(),
    );
  });

  it("publishes (an office administrator only) and seats the two winners on the board from the election's day", async () => {
    expect(
      (await call("POST", `/office/elections/${board.electionId}/publish`, tokens.staff as string))
        .statusCode,
    ).toBe(403);
    const published = await call(
      "POST",
      `/office/elections/${board.electionId}/publish`,
      tokens.admin as string,
    );
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({ phase: "published", publishedOn: day(0) });
    const seated = await t.database.db
      .select()
      .from(committeeTerms)
      .where(and(eq(committeeTerms.committeeId, boardId), eq(committeeTerms.electionId, board.electionId)));
    expect(seated.map((term) => term.memberId).sort()).toEqual([ids.ada, ids.ben].sort());
    expect(seated.every((term) => term.startsOn === day(30) && term.endsOn === null)).toBe(true);
    expect(
      (await call("POST", `/office/elections/${board.electionId}/publish`, tokens.admin as string))
        .statusCode,
    ).toBe(409);
  });
});

describe("ties and a region's offices (issue 46)", () => {
  it("flags a tie for the last seat, elects nobody to it, and seats only the untied", async () => {
    const tied = await closedElection(t.database.db, {
      seats: 2,
      candidates: [ids.ada as number, ids.ben as number, ids.cy as number],
      race: { committeeId: boardId },
      ballots: ([ada, ben, cy]) => [
        { races: [{ race: 0, chosen: [ada as number, ben as number] }] },
        { races: [{ race: 0, chosen: [ada as number, cy as number] }] },
        { races: [{ race: 0, chosen: [] }] },
      ],
    });
    const { count } = (
      await call("POST", `/office/elections/${tied.electionId}/count`, tokens.staff as string)
    ).json();
    expect(count.races[0].tie).toBe(true);
    expect(count.races[0].blank).toBe(1);
    expect(
      count.races[0].candidates.map((c: { name: string; elected: boolean; tied: boolean }) => [
        c.name,
        c.elected,
        c.tied,
      ]),
    ).toEqual([
      ["Ada Able", true, false],
      ["Ben Baker", false, true],
      ["Cy Cole", false, true],
    ]);
    expect(count.questions[0]).toMatchObject({ yes: 0, no: 0, abstain: 3, tie: true, carried: false });
    // Ada already holds a board seat from the first election's publication: the office ends it first.
    const refused = await call(
      "POST",
      `/office/elections/${tied.electionId}/publish`,
      tokens.admin as string,
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors.base[0]).toMatch(/^The winners cannot be seated, so nothing is published: /);
  });

  it("makes a region's winner its officer, confirmed, from the day after the close", async () => {
    const db = t.database.db;
    const [gi] = await db.select().from(regions).where(eq(regions.code, "GI"));
    const [treasurer] = await db.select().from(regionalOffices).where(eq(regionalOffices.key, "treasurer"));
    const regional = await closedElection(db, {
      seats: 1,
      candidates: [ids.cy as number],
      regionId: gi?.id as number,
      race: { regionalOfficeId: treasurer?.id as number },
      ballots: ([cy]) => [{ races: [{ race: 0, chosen: [cy as number] }] }],
    });
    await call("POST", `/office/elections/${regional.electionId}/count`, tokens.staff as string);
    expect(
      (await call("POST", `/office/elections/${regional.electionId}/publish`, tokens.admin as string))
        .statusCode,
    ).toBe(200);
    const [term] = await db
      .select()
      .from(officerTerms)
      .where(
        and(eq(officerTerms.memberId, ids.cy as number), eq(officerTerms.officeId, treasurer?.id as number)),
      );
    expect(term).toMatchObject({ status: "confirmed", startsOn: day(0), endsOn: null, regionId: gi?.id });
  });

  it("the job counts every election closed before today, once, but one with paper ballots out", async () => {
    const waiting = await closedElection(t.database.db, {
      seats: 1,
      candidates: [ids.ada as number],
      ballots: ([ada]) => [{ races: [{ race: 0, chosen: [ada as number] }] }],
    });
    const papersOut = await closedElection(t.database.db, {
      seats: 1,
      candidates: [ids.ada as number],
      ballots: ([ada]) => [{ races: [{ race: 0, chosen: [ada as number] }] }],
    });
    const posted = await createDirectoryMember(t.database.db);
    await t.database.db.insert(electionVoters).values({
      electionId: papersOut.electionId,
      memberId: posted.id,
      linkTokenHash: randomUUID(),
      paperCodeHash: randomUUID(),
      paperPrintedAt: t.clock.now,
    });
    const context = jobContextOn(t.database.db, t.clock);
    expect(await countClosedElections(context)).toBeGreaterThanOrEqual(1);
    const [row] = await t.database.db.select().from(elections).where(eq(elections.id, waiting.electionId));
    expect(row?.countedAt).not.toBeNull();
    expect(await countClosedElections(context)).toBe(0);

    // A paper printed and not keyed may still come back: the office keys it and counts.
    const waitingForPaper = await call(
      "GET",
      `/office/elections/${papersOut.electionId}/results`,
      tokens.staff as string,
    );
    expect(waitingForPaper.json()).toMatchObject({ phase: "closed", papersOut: 1, count: null });
    const counted = await call(
      "POST",
      `/office/elections/${papersOut.electionId}/count`,
      tokens.staff as string,
    );
    expect(counted.json()).toMatchObject({ phase: "counted", papersOut: 1, count: { ballots: 1, roll: 3 } });
  });
});
