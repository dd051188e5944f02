import { eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import {
  elections,
  electionVoters,
  nominations,
  questions,
  races,
} from "../modules/elections/elections.schema.ts";
import { regions } from "../modules/geo/geo.schema.ts";
import { stamped } from "./factories.ts";

// Issue 46: elections written straight into the database for the voting's tests (the setup's API is another
// slice's): an election with its races, accepted candidates and questions, on days counted from the test clock.

export interface ElectionFixture {
  title?: string;
  regionCode?: string;
  recordOn: string;
  votingFrom: string;
  votingTo: string;
  allowChange?: boolean;
  associatesVote?: boolean;
  status?: "proposed" | "scheduled" | "cancelled";
  races?: { title: string; seats: number; candidateIds: number[] }[];
  questions?: { title: string; body: string }[];
}

export interface CreatedElection {
  id: number;
  races: { id: number; seats: number; nominationIds: number[] }[];
  questionIds: number[];
}

export async function createElection(db: Db, fixture: ElectionFixture): Promise<CreatedElection> {
  let regionId: number | null = null;
  if (fixture.regionCode) {
    const [region] = await db
      .select({ id: regions.id })
      .from(regions)
      .where(eq(regions.code, fixture.regionCode));
    regionId = region?.id ?? null;
  }
  const [election] = await db
    .insert(elections)
    .values({
      title: fixture.title ?? "Board election",
      description: "Two seats on the Board of Directors, and a change to the bylaws.",
      regionId,
      status: fixture.status ?? "scheduled",
      recordOn: fixture.recordOn,
      associatesVote: fixture.associatesVote ?? false,
      votingFrom: fixture.votingFrom,
      votingTo: fixture.votingTo,
      allowChange: fixture.allowChange ?? false,
      ...stamped,
    })
    .returning({ id: elections.id });
  if (!election) throw new Error("election not inserted");
  const created: CreatedElection = { id: election.id, races: [], questionIds: [] };
  for (const [position, race] of (fixture.races ?? []).entries()) {
    const [row] = await db
      .insert(races)
      .values({ electionId: election.id, title: race.title, seats: race.seats, position })
      .returning({ id: races.id });
    if (!row) throw new Error("race not inserted");
    const nominationIds: number[] = [];
    for (const nomineeId of race.candidateIds) {
      const [nomination] = await db
        .insert(nominations)
        .values({
          raceId: row.id,
          nomineeId,
          status: "accepted",
          statement: "I will serve the club.",
          createdAt: stamped.createdAt,
        })
        .returning({ id: nominations.id });
      if (nomination) nominationIds.push(nomination.id);
    }
    created.races.push({ id: row.id, seats: race.seats, nominationIds });
  }
  for (const [position, question] of (fixture.questions ?? []).entries()) {
    const [row] = await db
      .insert(questions)
      .values({ electionId: election.id, ...question, position })
      .returning({ id: questions.id });
    if (row) created.questionIds.push(row.id);
  }
  return created;
}

/** The voters of an election as rows (the tests' look at the roll). */
export function votersOf(db: Db, electionId: number) {
  return db.select().from(electionVoters).where(eq(electionVoters.electionId, electionId));
}
