import { randomInt, randomUUID } from "node:crypto";
import { and, asc, desc, eq, gte, inArray, isNull, lt, ne } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { ballots, elections, electionVoters, nominations, questions, races } from "./elections.schema.ts";

// Issue 46: the ballots and the voters' marks. A ballot row holds no voter, time or channel; its physical place and the
// transaction that wrote it would tell the order of voting (as the roll's updated rows do), so each write of a ballot
// lays it out again with a run of the election's others (`layOutBallots`), and the count lays them all out at the
// close: a copy of the table taken mid-vote cannot tell a ballot from the run it was written with.

export type VoterRow = typeof electionVoters.$inferSelect;
export type ElectionRow = typeof elections.$inferSelect;

export async function findElection(db: Db, electionId: number): Promise<ElectionRow | undefined> {
  const [row] = await db.select().from(elections).where(eq(elections.id, electionId));
  return row;
}

/** The election's races in their order, each with its accepted candidates, and its questions. */
export async function findBallotContents(db: Db, electionId: number) {
  const [raceRows, candidateRows, questionRows] = await Promise.all([
    db
      .select({ id: races.id, title: races.title, seats: races.seats })
      .from(races)
      .where(eq(races.electionId, electionId))
      .orderBy(asc(races.position), asc(races.id)),
    db
      .select({
        nominationId: nominations.id,
        raceId: nominations.raceId,
        nomineeId: nominations.nomineeId,
        statement: nominations.statement,
        photoKey: nominations.photoKey,
      })
      .from(nominations)
      .innerJoin(races, eq(races.id, nominations.raceId))
      .where(and(eq(races.electionId, electionId), eq(nominations.status, "accepted")))
      .orderBy(asc(nominations.id)),
    db
      .select({ id: questions.id, title: questions.title, body: questions.body })
      .from(questions)
      .where(eq(questions.electionId, electionId))
      .orderBy(asc(questions.position), asc(questions.id)),
  ]);
  return { races: raceRows, candidates: candidateRows, questions: questionRows };
}

/** The member's own voter row in the election (not their associate's). */
export async function findMemberVoter(db: Db, electionId: number, memberId: number, lock = false) {
  const query = db
    .select()
    .from(electionVoters)
    .where(
      and(
        eq(electionVoters.electionId, electionId),
        eq(electionVoters.memberId, memberId),
        isNull(electionVoters.associateName),
      ),
    );
  const [row] = lock ? await query.for("update") : await query;
  return row;
}

export async function findVoterByLink(db: Db, linkTokenHash: string) {
  const [row] = await db.select().from(electionVoters).where(eq(electionVoters.linkTokenHash, linkTokenHash));
  return row;
}

export async function lockVoter(db: Db, voterId: number) {
  const [row] = await db.select().from(electionVoters).where(eq(electionVoters.id, voterId)).for("update");
  return row;
}

/** A paper's code opens the voter's ballot online too (its QR code carries it). */
export async function findVoterByPaperCode(db: Db, paperCodeHash: string) {
  const [row] = await db.select().from(electionVoters).where(eq(electionVoters.paperCodeHash, paperCodeHash));
  return row;
}

export async function lockVoterByPaperCode(db: Db, electionId: number, paperCodeHash: string) {
  const [row] = await db
    .select()
    .from(electionVoters)
    .where(and(eq(electionVoters.electionId, electionId), eq(electionVoters.paperCodeHash, paperCodeHash)))
    .for("update");
  return row;
}

/** The voter has voted: the club's day only, and how. */
export async function markVoted(db: Db, voterId: number, votedOn: string, votedBy: "online" | "paper") {
  await db.update(electionVoters).set({ votedOn, votedBy }).where(eq(electionVoters.id, voterId));
}

/** Holds the election's ballots for a write: casts and changes of one election take turns. */
async function lockElectionBallots(db: Db, electionId: number) {
  await db
    .select({ id: elections.id })
    .from(elections)
    .where(eq(elections.id, electionId))
    .for("no key update");
}

interface BallotRow {
  id: string;
  choices: unknown;
  receiptHash: string | null;
}

/** How many of the election's other ballots each write lays out again beside the one it writes. */
const mixedWith = 20;

const ballotColumns = { id: ballots.id, choices: ballots.choices, receiptHash: ballots.receiptHash };

/**
 * `mixedWith` of the election's ballots (all, when it has no more), found from a random place in their ids' order:
 * the ids are random, so the run is any ballots at all, unrelated to when they were cast. Two index reads.
 */
async function ballotsToMix(db: Db, electionId: number, except: string | null) {
  const from = randomUUID();
  const others = except === null ? undefined : ne(ballots.id, except);
  const after = await db
    .select(ballotColumns)
    .from(ballots)
    .where(and(eq(ballots.electionId, electionId), gte(ballots.id, from), others))
    .orderBy(asc(ballots.id))
    .limit(mixedWith);
  if (after.length === mixedWith) return after;
  const before = await db
    .select(ballotColumns)
    .from(ballots)
    .where(and(eq(ballots.electionId, electionId), lt(ballots.id, from), others))
    .orderBy(desc(ballots.id))
    .limit(mixedWith - after.length);
  return [...after, ...before];
}

/**
 * Writes `written` among the `mixed` ballots: all of them deleted and inserted again in a random order (Fisher-Yates)
 * with new ids. What the table then shows of this write (the rows' physical place, the transaction that wrote them)
 * is the same for a run of ballots as for the one cast: any of them may be it.
 */
async function layOutBallots(db: Db, electionId: number, mixed: BallotRow[], written: BallotRow) {
  const all = [...mixed, written];
  for (let index = all.length - 1; index > 0; index -= 1) {
    const other = randomInt(index + 1);
    [all[index], all[other]] = [all[other] as BallotRow, all[index] as BallotRow];
  }
  const existing = all.map((row) => row.id);
  await db.delete(ballots).where(and(eq(ballots.electionId, electionId), inArray(ballots.id, existing)));
  await db.insert(ballots).values(all.map((row) => ({ ...row, id: randomUUID(), electionId })));
}

/** Stores a new ballot among some of the election's others (in the caller's transaction). */
export async function insertBallot(db: Db, electionId: number, ballot: BallotRow) {
  await lockElectionBallots(db, electionId);
  await layOutBallots(db, electionId, await ballotsToMix(db, electionId, null), ballot);
}

/**
 * Replaces the ballot whose receipt this is with new choices (the same receipt), laid out again among some of the
 * others. False when no ballot of the election has that receipt.
 */
export async function replaceBallot(db: Db, electionId: number, receiptHash: string, choices: unknown) {
  await lockElectionBallots(db, electionId);
  const [replaced] = await db
    .select(ballotColumns)
    .from(ballots)
    .where(and(eq(ballots.electionId, electionId), eq(ballots.receiptHash, receiptHash)));
  if (!replaced) return false;
  await layOutBallots(db, electionId, await ballotsToMix(db, electionId, replaced.id), {
    ...replaced,
    choices,
  });
  return true;
}
