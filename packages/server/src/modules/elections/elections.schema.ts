import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "../../db/columns.ts";
import { committees } from "../committees/committees.schema.ts";
import { regions } from "../geo/geo.schema.ts";
import { associates, members } from "../members/members.schema.ts";
import { regionalOffices } from "../regional-admin/regional-admin.schema.ts";

// Issue 46: elections and votes with a secret ballot. Who may vote is `election_voters` (the roll, made on the record
// date); what they chose is `ballots`. No column, key, timestamp or order joins the two: a ballot has a random id, no
// time at all, no channel and no voter; the roll keeps only the day a voter voted and how (online or paper).

/**
 * An election (offices to fill) or a vote (yes/no questions), or both: the office's (national, `regionId` null) or a
 * region's, proposed by its officers until the office confirms it. Its phases follow its days in the club's time
 * zone (the domain's `electionPhase`): nominations, then voting to the end of `votingTo`, then the count.
 */
export const elections = pgTable(
  "elections",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    title: text().notNull(),
    description: text().notNull(),
    regionId: integer().references(() => regions.id),
    /** proposed: a region's officers asked, the office has not confirmed; scheduled: runs by its days; cancelled. */
    status: text({ enum: ["proposed", "scheduled", "cancelled"] }).notNull(),
    /** Who may vote: members in good standing on this day (and their associates when `associatesVote`). */
    recordOn: date().notNull(),
    associatesVote: boolean().notNull(),
    /** Nominations open on the first day and close at the end of the last (none: the office names the candidates). */
    nominationsFrom: date(),
    nominationsTo: date(),
    votingFrom: date().notNull(),
    votingTo: date().notNull(),
    /** A voter may replace their ballot until the close with the receipt code only they were shown. */
    allowChange: boolean().notNull(),
    /** The winners' terms begin on this day (none: the day after the close). */
    termsStartOn: date(),
    termsEndOn: date(),
    /** Who counts and keys the paper ballots (a member named on the election; the office does the work). */
    returningOfficerId: integer().references(() => members.id, { onDelete: "set null" }),
    createdById: integer().references(() => members.id, { onDelete: "set null" }),
    confirmedById: integer().references(() => members.id, { onDelete: "set null" }),
    /** The roll was made (on or after the record day) and the ballots mailed (on the first day of voting). */
    rollMadeAt: timestamp({ withTimezone: true }),
    ballotsMailedAt: timestamp({ withTimezone: true }),
    /** The count at the close (`election-results.schema`'s `electionCountSchema`), then published by the office. */
    counts: jsonb(),
    countedAt: timestamp({ withTimezone: true }),
    publishedAt: timestamp({ withTimezone: true }),
    /** The winners' terms were made (once, at publication). */
    termsMadeAt: timestamp({ withTimezone: true }),
    createdAt,
    updatedAt,
  },
  (t) => [
    index().on(t.regionId),
    // Deleting a member checks the elections that name them (set null): without these, each deletion reads every election.
    index().on(t.returningOfficerId),
    index().on(t.createdById),
    index().on(t.confirmedById),
    check(
      "elections_voting_days",
      sql`${t.votingTo} >= ${t.votingFrom} and ${t.recordOn} <= ${t.votingFrom}`,
    ),
    check(
      "elections_nomination_days",
      sql`(${t.nominationsFrom} is null and ${t.nominationsTo} is null) or (${t.nominationsTo} >= ${t.nominationsFrom} and ${t.nominationsTo} < ${t.votingFrom})`,
    ),
  ],
);

/**
 * An office to fill with its number of seats. Its winners become terms: seats on a committee (the national board), or
 * a region's office (a region's election).
 */
export const races = pgTable(
  "election_races",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    electionId: integer()
      .notNull()
      .references(() => elections.id, { onDelete: "cascade" }),
    title: text().notNull(),
    seats: integer().notNull(),
    position: integer().notNull(),
    committeeId: integer().references(() => committees.id, { onDelete: "restrict" }),
    regionalOfficeId: integer().references(() => regionalOffices.id, { onDelete: "restrict" }),
  },
  (t) => [
    index().on(t.electionId),
    index().on(t.committeeId),
    index().on(t.regionalOfficeId),
    check("election_races_seats", sql`${t.seats} between 1 and 50`),
  ],
);

/** A yes/no question (a bylaw change with its text). */
export const questions = pgTable(
  "election_questions",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    electionId: integer()
      .notNull()
      .references(() => elections.id, { onDelete: "cascade" }),
    title: text().notNull(),
    body: text().notNull(),
    position: integer().notNull(),
  },
  (t) => [index().on(t.electionId)],
);

/**
 * A member nominated for a race: by a member (waiting for the nominee's answer) or by the office (accepted). An
 * accepted nominee is a candidate, with their statement and photo.
 */
export const nominations = pgTable(
  "election_nominations",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    raceId: integer()
      .notNull()
      .references(() => races.id, { onDelete: "cascade" }),
    nomineeId: integer()
      .notNull()
      .references(() => members.id, { onDelete: "restrict" }),
    nominatedById: integer().references(() => members.id, { onDelete: "set null" }),
    status: text({ enum: ["nominated", "accepted", "declined", "withdrawn"] }).notNull(),
    statement: text().notNull().default(""),
    /** The photo's key in the files' storage. */
    photoKey: text(),
    createdAt,
    answeredAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex().on(t.raceId, t.nomineeId), index().on(t.nomineeId), index().on(t.nominatedById)],
);

/**
 * The voter roll: one row per member (and associate, when they vote) in good standing on the record day. A voter's
 * e-mailed link and printed paper each carry a secret kept hashed here; `votedOn` is the day only, and how they
 * voted (online or paper) is all the roll says of it. Nothing here names a ballot.
 */
export const electionVoters = pgTable(
  "election_voters",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    electionId: integer()
      .notNull()
      .references(() => elections.id, { onDelete: "cascade" }),
    memberId: integer()
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    associateId: integer().references(() => associates.id, { onDelete: "set null" }),
    /** The associate's name as it was on the record day (the associate may be removed later). */
    associateName: text(),
    linkTokenHash: text().notNull().unique(),
    paperCodeHash: text().unique(),
    paperPrintedAt: timestamp({ withTimezone: true }),
    /** The ballot link was mailed (a voter with no e-mail never is); a mailing stopped halfway goes on from here. */
    linkMailedAt: timestamp({ withTimezone: true }),
    votedOn: date(),
    votedBy: text({ enum: ["online", "paper"] }),
  },
  (t) => [
    uniqueIndex("election_voters_one_each").on(t.electionId, t.memberId, sql`coalesce(${t.associateId}, 0)`),
    index().on(t.memberId),
    index().on(t.associateId),
    check("election_voters_voted", sql`(${t.votedOn} is null) = (${t.votedBy} is null)`),
  ],
);

/**
 * A ballot: what one voter chose (`election-ballot.schema`'s `ballotChoicesSchema`), with a random id, no voter, no
 * time and no channel. `receiptHash` is set when the election lets a voter change their vote: only the voter holds
 * the code. The count rewrites an election's ballots in a new random order.
 */
export const ballots = pgTable(
  "ballots",
  {
    id: uuid().primaryKey(),
    electionId: integer()
      .notNull()
      .references(() => elections.id, { onDelete: "restrict" }),
    choices: jsonb().notNull(),
    receiptHash: text().unique(),
  },
  (t) => [index().on(t.electionId)],
);
