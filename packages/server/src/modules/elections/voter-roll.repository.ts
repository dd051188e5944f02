import { randomUUID } from "node:crypto";
import { and, asc, eq, gte, inArray, isNotNull, isNull, lte, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { contains, inGoodStanding, inRegion } from "../../db/member-filters.ts";
import { regions } from "../geo/geo.schema.ts";
import { associates, members } from "../members/members.schema.ts";
import { regionalMemberships } from "../memberships/memberships.schema.ts";
import { elections, electionVoters } from "./elections.schema.ts";

// Issue 46: the voter roll's rows. Making it is a read model over the members (db/member-filters' standing and
// region conditions on the record day), in one statement per election; the office's list and the paper ballots read
// the voters' names and addresses beside their rows.

/** A member reads the club on paper: "all publications in print by mail" (publication preference 0). */
const readsOnPaperSql = sql<boolean>`(${members.publicationPreferences} = 0)`;
const hasEmailSql = sql<boolean>`(trim(${members.email}) <> '')`;

/** Scheduled elections whose roll is due (record day come, not closed) or whose ballots are to be mailed. */
export function findElectionsToRun(db: Db, today: string) {
  return db
    .select({ id: elections.id, rollMadeAt: elections.rollMadeAt, votingFrom: elections.votingFrom })
    .from(elections)
    .where(
      and(
        eq(elections.status, "scheduled"),
        gte(elections.votingTo, today),
        or(
          and(isNull(elections.rollMadeAt), lte(elections.recordOn, today)),
          and(
            isNotNull(elections.rollMadeAt),
            isNull(elections.ballotsMailedAt),
            lte(elections.votingFrom, today),
          ),
        ),
      ),
    )
    .orderBy(asc(elections.id));
}

/** The election's row locked for the roll's making or its mailing (one run at a time), with its region's code. */
export async function lockElectionForRoll(db: Db, electionId: number) {
  const [row] = await db
    .select({
      id: elections.id,
      title: elections.title,
      status: elections.status,
      recordOn: elections.recordOn,
      votingFrom: elections.votingFrom,
      votingTo: elections.votingTo,
      associatesVote: elections.associatesVote,
      rollMadeAt: elections.rollMadeAt,
      ballotsMailedAt: elections.ballotsMailedAt,
      regionCode: regions.code,
    })
    .from(elections)
    .leftJoin(regions, eq(regions.id, elections.regionId))
    .where(eq(elections.id, electionId))
    .for("update", { of: elections });
  return row;
}

/**
 * Writes the roll: every member in good standing on `recordOn` (in a region's election, with that region's dues
 * paid through it), and their associate as a voter of their own when `associatesVote`. Each voter's link is a
 * random placeholder no token hashes to (a uuid, not a sha-256 in hex) until the ballot is mailed. How many voters.
 */
export async function insertRoll(
  db: Db,
  election: { id: number; recordOn: string; regionCode: string | null; associatesVote: boolean },
) {
  const eligible = and(
    sql`${inGoodStanding(election.recordOn)}`,
    election.regionCode === null
      ? undefined
      : sql`${inRegion(election.regionCode, sql`${regionalMemberships.duesExpire} >= ${election.recordOn}`)}`,
  );
  const eligibleVoters = await db
    .select({
      memberId: members.id,
      associateId: associates.id,
      associateFirstName: associates.firstName,
      associateLastName: associates.lastName,
    })
    .from(members)
    .leftJoin(associates, eq(associates.memberId, members.id))
    .where(eligible)
    .orderBy(asc(members.id));
  const rows = eligibleVoters.flatMap((voter) => {
    const own = { electionId: election.id, memberId: voter.memberId, linkTokenHash: randomUUID() };
    if (!election.associatesVote || voter.associateId === null) return [own];
    return [
      own,
      {
        ...own,
        associateId: voter.associateId,
        associateName: `${voter.associateFirstName} ${voter.associateLastName}`,
        linkTokenHash: randomUUID(),
      },
    ];
  });
  let added = 0;
  for (let start = 0; start < rows.length; start += 1000) {
    const inserted = await db
      .insert(electionVoters)
      .values(rows.slice(start, start + 1000))
      .onConflictDoNothing()
      .returning({ id: electionVoters.id });
    added += inserted.length;
  }
  return added;
}

export async function setElectionRun(
  db: Db,
  electionId: number,
  changes: { rollMadeAt?: Date; ballotsMailedAt?: Date },
) {
  await db.update(elections).set(changes).where(eq(elections.id, electionId));
}

/** Voters with an e-mail whose ballot is not mailed yet, a batch at a time. */
export function findVotersToMail(db: Db, electionId: number, limit: number) {
  return db
    .select({
      id: electionVoters.id,
      memberId: electionVoters.memberId,
      associateName: electionVoters.associateName,
      email: members.email,
      firstName: members.firstName,
      lastName: members.lastName,
    })
    .from(electionVoters)
    .innerJoin(members, eq(members.id, electionVoters.memberId))
    .where(
      and(
        eq(electionVoters.electionId, electionId),
        isNull(electionVoters.linkMailedAt),
        sql`${hasEmailSql}`,
      ),
    )
    .orderBy(asc(electionVoters.id))
    .limit(limit);
}

export async function setVoterLink(db: Db, voterId: number, linkTokenHash: string, mailedAt: Date) {
  await db
    .update(electionVoters)
    .set({ linkTokenHash, linkMailedAt: mailedAt })
    .where(eq(electionVoters.id, voterId));
}

/** The office's roll, by name (a member before their associate), filtered by a name or number. */
export function listRoll(db: Db, electionId: number, search?: string) {
  const found = search
    ? /^\d+$/.test(search)
      ? eq(members.memberNo, Number(search))
      : or(
          contains(sql`${members.firstName} || ' ' || ${members.lastName}`, search),
          contains(electionVoters.associateName, search),
        )
    : undefined;
  return db
    .select({
      memberNo: members.memberNo,
      prefix: members.prefix,
      firstName: members.firstName,
      lastName: members.lastName,
      suffix: members.suffix,
      associateName: electionVoters.associateName,
      associate: sql<boolean>`${electionVoters.associateName} is not null`,
      email: hasEmailSql,
      readsOnPaper: readsOnPaperSql,
      paperPrinted: sql<boolean>`${electionVoters.paperPrintedAt} is not null`,
      votedOn: electionVoters.votedOn,
      votedBy: electionVoters.votedBy,
    })
    .from(electionVoters)
    .innerJoin(members, eq(members.id, electionVoters.memberId))
    .where(and(eq(electionVoters.electionId, electionId), found))
    .orderBy(
      asc(members.lastName),
      asc(members.firstName),
      asc(members.memberNo),
      sql`${electionVoters.associateName} nulls first`,
    );
}

/**
 * The voters to print paper ballots for, locked (a second print waits, then replaces the codes): those of the given
 * members, or every voter whose member reads on paper. Voters who have voted get no paper.
 */
export function lockPaperVoters(
  db: Db,
  electionId: number,
  wanted: { memberNos?: number[]; onPaper: boolean },
) {
  const who = wanted.onPaper ? sql`${readsOnPaperSql}` : inArray(members.memberNo, wanted.memberNos ?? []);
  return db
    .select({
      id: electionVoters.id,
      memberNo: members.memberNo,
      associateName: electionVoters.associateName,
      votedBy: electionVoters.votedBy,
      prefix: members.prefix,
      firstName: members.firstName,
      lastName: members.lastName,
      suffix: members.suffix,
      company: members.company,
      addressLine1: members.addressLine1,
      addressLine2: members.addressLine2,
      city: members.city,
      state: members.state,
      zipCode: members.zipCode,
      country: members.country,
    })
    .from(electionVoters)
    .innerJoin(members, eq(members.id, electionVoters.memberId))
    .where(and(eq(electionVoters.electionId, electionId), who))
    .orderBy(
      asc(members.lastName),
      asc(members.firstName),
      asc(members.memberNo),
      sql`${electionVoters.associateName} nulls first`,
    )
    .for("update", { of: electionVoters });
}

export async function setPaperCode(db: Db, voterId: number, paperCodeHash: string, printedAt: Date) {
  await db
    .update(electionVoters)
    .set({ paperCodeHash, paperPrintedAt: printedAt })
    .where(eq(electionVoters.id, voterId));
}

/** Issue 46: the rolls a member (or their associate) is on, newest election first (Download my data). */
export function findRollsOfMember(db: Db, memberId: number) {
  return db
    .select({
      election: elections.title,
      recordOn: elections.recordOn,
      associateName: electionVoters.associateName,
      votedOn: electionVoters.votedOn,
      votedBy: electionVoters.votedBy,
    })
    .from(electionVoters)
    .innerJoin(elections, eq(elections.id, electionVoters.electionId))
    .where(eq(electionVoters.memberId, memberId))
    .orderBy(
      sql`${elections.recordOn} desc`,
      asc(elections.id),
      sql`${electionVoters.associateName} nulls first`,
    );
}
