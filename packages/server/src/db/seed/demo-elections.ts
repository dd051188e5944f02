import { randomUUID } from "node:crypto";
import { clubDate, defaultClubTimeZone } from "@club/domain/club-clock";
import { addDays } from "@club/domain/days";
import { eq, inArray } from "drizzle-orm";
import { hashToken, newToken } from "../../lib/tokens.ts";
import { committees } from "../../modules/committees/committees.schema.ts";
import {
  ballots,
  elections,
  electionVoters,
  nominations,
  questions,
  races,
} from "../../modules/elections/elections.schema.ts";
import { members } from "../../modules/members/members.schema.ts";
import type { Db } from "../client.ts";

// Issue 46: what the office's demo account finds in Elections: last month's board election, its voting closed
// yesterday with four ballots cast (three online, James Okafor's on paper), waiting for its count and its
// publication. Added once, to a demo database that does not have it yet. The ballots are written as casting writes
// them: random ids, the choices only.

const title = "Board of Directors 2026";

const candidateEmails = [
  "eleanor.hayes@example.org",
  "walter.brandt@example.org",
  "henry.caldwell@example.org",
];
const rollEmails = ["member@example.org", "james.okafor@example.org", ...candidateEmails];

export async function seedDemoElections(db: Db, now: Date) {
  const [done] = await db.select({ id: elections.id }).from(elections).where(eq(elections.title, title));
  if (done) return;
  const [board] = await db.select({ id: committees.id }).from(committees).where(eq(committees.key, "board"));
  const people = await db
    .select({ id: members.id, email: members.email })
    .from(members)
    .where(inArray(members.email, rollEmails));
  const idOf = (email: string) => people.find((person) => person.email === email)?.id;
  const [eleanor, walter, henry] = candidateEmails.map(idOf);
  if (!board || eleanor === undefined || walter === undefined || henry === undefined) return;
  // The club's day (its time zone as a new database has it), as the election's phases count it.
  const today = clubDate(now, defaultClubTimeZone);
  const day = (days: number) => addDays(today, days);
  await db.transaction(async (tx) => {
    const [election] = await tx
      .insert(elections)
      .values({
        title,
        description:
          "Two seats on the Board of Directors for the next three years, and a change to the bylaws' article 4.",
        regionId: null,
        status: "scheduled",
        recordOn: day(-30),
        associatesVote: false,
        nominationsFrom: day(-45),
        nominationsTo: day(-31),
        votingFrom: day(-14),
        votingTo: day(-1),
        allowChange: false,
        termsStartOn: day(14),
        termsEndOn: null,
        rollMadeAt: now,
        ballotsMailedAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: elections.id });
    const electionId = election?.id as number;
    const [race] = await tx
      .insert(races)
      .values({ electionId, title: "Board of Directors", seats: 2, position: 1, committeeId: board.id })
      .returning({ id: races.id });
    const [question] = await tx
      .insert(questions)
      .values({
        electionId,
        title: "Bylaws, article 4: the board meets four times a year",
        body: "Article 4 now reads: “The board meets at least twice a year.” The change: “four times a year”.",
        position: 1,
      })
      .returning({ id: questions.id });
    const statements = [
      [eleanor, "Twenty years with the club, ten of them running the Grand Classic's registration desk."],
      [walter, "I restore Packards and would like the board to publish its minutes to every member."],
      [henry, "Treasurer of Greater Illinois for six years: I would bring the regions' view to the board."],
    ] as const;
    const nominated = await tx
      .insert(nominations)
      .values(
        statements.map(([nomineeId, statement]) => ({
          raceId: race?.id as number,
          nomineeId,
          nominatedById: null,
          status: "accepted" as const,
          statement,
          createdAt: now,
          answeredAt: now,
        })),
      )
      .returning({ id: nominations.id, nomineeId: nominations.nomineeId });
    const nominationOf = (memberId: number) =>
      nominated.find((row) => row.nomineeId === memberId)?.id as number;
    const voted: Record<string, { on: string; by: "online" | "paper" }> = {
      "eleanor.hayes@example.org": { on: day(-12), by: "online" },
      "walter.brandt@example.org": { on: day(-9), by: "online" },
      "henry.caldwell@example.org": { on: day(-9), by: "online" },
      "james.okafor@example.org": { on: day(-4), by: "paper" },
    };
    await tx.insert(electionVoters).values(
      people.map((person) => ({
        electionId,
        memberId: person.id,
        linkTokenHash: newToken().tokenHash,
        paperCodeHash: person.email === "james.okafor@example.org" ? hashToken(randomUUID()) : null,
        paperPrintedAt: person.email === "james.okafor@example.org" ? now : null,
        votedOn: voted[person.email]?.on ?? null,
        votedBy: voted[person.email]?.by ?? null,
      })),
    );
    const chosen: [number[], "yes" | "no"][] = [
      [[eleanor, walter], "yes"],
      [[eleanor, henry], "yes"],
      [[walter, eleanor], "no"],
      [[eleanor, walter], "yes"],
    ];
    await tx.insert(ballots).values(
      chosen.map(([memberIds, answer]) => ({
        id: randomUUID(),
        electionId,
        receiptHash: null,
        choices: {
          races: [{ raceId: race?.id as number, nominationIds: memberIds.map(nominationOf) }],
          questions: [{ questionId: question?.id as number, answer }],
        },
      })),
    );
  });
}
