import { and, asc, eq, gt, inArray, isNotNull, isNull, lt, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/column-arrays.ts";
import { members } from "../members/members.schema.ts";
import { ballots, elections, electionVoters, nominations, questions, races } from "./elections.schema.ts";

// Issue 46: the count. It reads the ballots only in aggregate (how many chose each candidate, answered each question),
// and the roll only for its totals; no statement here reads a ballot beside a voter.

export type ElectionRow = typeof elections.$inferSelect;

/** The election's row, locked for the caller's transaction (a count, a publication). */
export async function lockElection(db: Db, id: number) {
  const [row] = await db.select().from(elections).where(eq(elections.id, id)).for("update");
  return row;
}

export async function findElection(db: Db, id: number) {
  const [row] = await db.select().from(elections).where(eq(elections.id, id));
  return row;
}

/** Paper ballots of the election printed and not keyed: papers the returning officer may still key. */
const papersOut = (electionId: SQL | number) => sql<number>`(select count(*)::int from ${electionVoters}
  where ${electionVoters.electionId} = ${electionId} and ${electionVoters.paperPrintedAt} is not null
    and ${electionVoters.votedBy} is null)`;

/**
 * Scheduled elections whose voting closed before `today`, not counted yet, with no paper ballot printed and not keyed
 * (the job's list: an election with papers out waits for the office to key those that came back and count it).
 */
export function findElectionsToCount(db: Db, today: string) {
  return db
    .select({ id: elections.id })
    .from(elections)
    .where(
      and(
        eq(elections.status, "scheduled"),
        isNull(elections.countedAt),
        lt(elections.votingTo, today),
        eq(papersOut(sql`${elections.id}`), 0),
      ),
    )
    .orderBy(asc(elections.votingTo), asc(elections.id));
}

/** How many of the election's printed paper ballots are not keyed. */
export async function countPapersOut(db: Db, electionId: number) {
  const [row] = await db
    .select({ count: papersOut(electionId) })
    .from(elections)
    .where(eq(elections.id, electionId));
  return row?.count ?? 0;
}

/** The election's races in order, each with its candidates (accepted nominations) and their names. */
export async function findRacesWithCandidates(db: Db, electionId: number) {
  const raceRows = await db
    .select()
    .from(races)
    .where(eq(races.electionId, electionId))
    .orderBy(asc(races.position), asc(races.id));
  const candidates = raceRows.length
    ? await db
        .select({
          raceId: nominations.raceId,
          nominationId: nominations.id,
          memberId: nominations.nomineeId,
          firstName: members.firstName,
          lastName: members.lastName,
        })
        .from(nominations)
        .innerJoin(members, eq(members.id, nominations.nomineeId))
        .where(
          and(
            inArray(
              nominations.raceId,
              raceRows.map((race) => race.id),
            ),
            eq(nominations.status, "accepted"),
          ),
        )
        .orderBy(asc(members.lastName), asc(members.firstName), asc(nominations.id))
    : [];
  return raceRows.map((race) => ({
    ...race,
    candidates: candidates.filter((candidate) => candidate.raceId === race.id),
  }));
}

export function findQuestions(db: Db, electionId: number) {
  return db
    .select()
    .from(questions)
    .where(eq(questions.electionId, electionId))
    .orderBy(asc(questions.position), asc(questions.id));
}

/** How many ballots the election has. */
export async function countBallots(db: Db, electionId: number) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(ballots)
    .where(eq(ballots.electionId, electionId));
  return row?.count ?? 0;
}

/**
 * For each race and candidate, the ballots choosing them; and for each race the ballots choosing anyone (its blanks are
 * the rest). The choices are `ballotChoicesSchema`'s shape: `{ races: [{ raceId, nominationIds }], … }`.
 */
export async function countRaceChoices(db: Db, electionId: number) {
  const chosen = await db.execute(sql`
    select (race ->> 'raceId')::int as race_id, chosen.nomination_id::int as nomination_id, count(*)::int as votes
    from ${ballots},
      jsonb_array_elements(${ballots.choices} -> 'races') as race,
      jsonb_array_elements_text(race -> 'nominationIds') as chosen(nomination_id)
    where ${ballots.electionId} = ${electionId}
    group by 1, 2`);
  const marked = await db.execute(sql`
    select (race ->> 'raceId')::int as race_id, count(*)::int as ballots
    from ${ballots}, jsonb_array_elements(${ballots.choices} -> 'races') as race
    where ${ballots.electionId} = ${electionId} and jsonb_array_length(race -> 'nominationIds') > 0
    group by 1`);
  return {
    chosen: rowsOf<{ race_id: number; nomination_id: number; votes: number }>(chosen),
    marked: rowsOf<{ race_id: number; ballots: number }>(marked),
  };
}

/** For each question, how many ballots answered yes and no (the rest abstained or left it). */
export async function countAnswers(db: Db, electionId: number) {
  const result = await db.execute(sql`
    select (question ->> 'questionId')::int as question_id, question ->> 'answer' as answer, count(*)::int as votes
    from ${ballots}, jsonb_array_elements(${ballots.choices} -> 'questions') as question
    where ${ballots.electionId} = ${electionId}
    group by 1, 2`);
  return rowsOf<{ question_id: number; answer: string; votes: number }>(result);
}

/** The roll's totals: voters, and how many voted online and on paper. */
export async function countRoll(db: Db, electionId: number) {
  const [row] = await db
    .select({
      roll: sql<number>`count(*)::int`,
      votedOnline: sql<number>`(count(*) filter (where ${electionVoters.votedBy} = 'online'))::int`,
      votedOnPaper: sql<number>`(count(*) filter (where ${electionVoters.votedBy} = 'paper'))::int`,
    })
    .from(electionVoters)
    .where(eq(electionVoters.electionId, electionId));
  return row ?? { roll: 0, votedOnline: 0, votedOnPaper: 0 };
}

/**
 * Writes the election's ballots again in a random order, with new random ids and without receipts (after the close no
 * ballot changes): what was cast first is no longer stored first, and a receipt a voter kept finds nothing.
 */
export async function shuffleBallots(db: Db, electionId: number) {
  await db.execute(sql`
    with cast_ballots as (
      delete from ${ballots} where ${ballots.electionId} = ${electionId} returning choices
    )
    insert into ballots (id, election_id, choices)
    select gen_random_uuid(), ${electionId}, choices from cast_ballots order by random()`);
}

export async function saveCount(db: Db, id: number, counts: unknown, countedAt: Date) {
  await db.update(elections).set({ counts, countedAt, updatedAt: countedAt }).where(eq(elections.id, id));
}

export async function markPublished(db: Db, id: number, at: Date) {
  await db
    .update(elections)
    .set({ publishedAt: at, termsMadeAt: at, updatedAt: at })
    .where(and(eq(elections.id, id), isNotNull(elections.countedAt)));
}

/** The ballots' choices, a page at a time in their ids' order (random): the export reads nothing else of them. */
export async function* streamBallotChoices(db: Db, electionId: number) {
  const pageSize = 1000;
  let after: string | undefined;
  for (;;) {
    const page = await db
      .select({ id: ballots.id, choices: ballots.choices })
      .from(ballots)
      .where(and(eq(ballots.electionId, electionId), after === undefined ? undefined : gt(ballots.id, after)))
      .orderBy(asc(ballots.id))
      .limit(pageSize);
    for (const row of page) yield row.choices;
    after = page.at(-1)?.id;
    if (page.length < pageSize) return;
  }
}
