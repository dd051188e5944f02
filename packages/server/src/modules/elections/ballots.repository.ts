import { randomInt } from "node:crypto";
import { and, asc, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { ballots, elections, electionVoters, nominations, questions, races } from "./elections.schema.ts";

// Issue 46: the ballots and the voters' marks. A ballot row holds no voter, time or channel; its physical order
// would tell the order of voting (as the roll's updated rows do), so every write of an election's ballots lays them
// all out again in a random order (`layOutBallots`): a copy of the table taken mid-vote says nothing by row order.

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

/** Deletes the election's ballots and writes them again, with `added`, in a random order (Fisher-Yates). */
async function layOutBallots(db: Db, electionId: number, kept: BallotRow[], added: BallotRow) {
  const all = [...kept, added];
  for (let index = all.length - 1; index > 0; index -= 1) {
    const other = randomInt(index + 1);
    [all[index], all[other]] = [all[other] as BallotRow, all[index] as BallotRow];
  }
  await db.delete(ballots).where(eq(ballots.electionId, electionId));
  for (let start = 0; start < all.length; start += 500)
    await db.insert(ballots).values(all.slice(start, start + 500).map((row) => ({ ...row, electionId })));
}

/** Stores a new ballot among the election's others (in the caller's transaction). */
export async function insertBallot(db: Db, electionId: number, ballot: BallotRow) {
  await lockElectionBallots(db, electionId);
  const kept = await db
    .select({ id: ballots.id, choices: ballots.choices, receiptHash: ballots.receiptHash })
    .from(ballots)
    .where(eq(ballots.electionId, electionId));
  await layOutBallots(db, electionId, kept, ballot);
}

/**
 * Replaces the ballot whose receipt this is with new choices (the same id and receipt), among the others laid out
 * again. False when no ballot of the election has that receipt.
 */
export async function replaceBallot(db: Db, electionId: number, receiptHash: string, choices: unknown) {
  await lockElectionBallots(db, electionId);
  const all = await db
    .select({ id: ballots.id, choices: ballots.choices, receiptHash: ballots.receiptHash })
    .from(ballots)
    .where(eq(ballots.electionId, electionId));
  const replaced = all.find((row) => row.receiptHash === receiptHash);
  if (!replaced) return false;
  await layOutBallots(
    db,
    electionId,
    all.filter((row) => row !== replaced),
    { ...replaced, choices },
  );
  return true;
}
