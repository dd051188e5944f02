import { setImmediate } from "node:timers/promises";
import { rollIsDue } from "@club/domain/election.rules";
import type { MyVoterRoll, Roll, RollVoter } from "@club/domain/election-roll.schema";
import { rollCsvColumns, rollMessages } from "@club/domain/election-roll.schema";
import { fullName } from "@club/domain/member-name.rules";
import type { ViewingAccount } from "@club/domain/member-visibility.rules";
import type { AppContext } from "../../lib/app-context.ts";
import { AppError, notFound } from "../../lib/app-error.ts";
import { spreadsheetCsv } from "../../lib/csv.ts";
import { newToken } from "../../lib/tokens.ts";
import { recordAudit } from "../audit/audit.service.ts";
import { ballotMail } from "../mail/mail-templates.ts";
import { configWithClubSettings, getClubToday } from "../settings/settings.service.ts";
import { findElection } from "./ballots.repository.ts";
import { ballotContents } from "./ballots.service.ts";
import { countClosedElections } from "./election-count.service.ts";
import {
  findElectionsToRun,
  findRollsOfMember,
  findVotersToMail,
  insertRoll,
  listRoll,
  lockElectionForRoll,
  setElectionRun,
  setVoterLink,
} from "./voter-roll.repository.ts";

// Issue 46: the voter roll. On the record day (the club's day) the job `elections` writes who may vote, once: members
// in good standing that day (a region's election: with the region's dues paid through it), and associates as voters
// of their own when the election says so. A member who renews after the roll was made is not added. On the first
// day of voting it mails each voter with an e-mail their own ballot link, a batch at a time (the embedded database
// serves requests between batches); a stopped run goes on where it stopped.

export const electionsJob = "elections";
const mailBatch = 50;

/** The job: each scheduled election's roll on its record day, its ballots mailed on its first voting day, its count after the close. */
export async function runElections(context: AppContext) {
  const today = await getClubToday(context);
  let rolls = 0;
  let mailed = 0;
  for (const { id } of await findElectionsToRun(context.db, today)) {
    if (await makeRoll(context, id, today)) rolls += 1;
    mailed += await mailBallots(context, id, today);
  }
  const counted = await countClosedElections(context);
  if (rolls + mailed + counted > 0) context.log.info({ rolls, mailed, counted }, "elections run");
  return { rolls, mailed, counted };
}

/** Makes the election's roll if it is due and not made yet (the election's row locked: one run makes it). */
async function makeRoll(context: AppContext, electionId: number, today: string) {
  return context.db.transaction(async (tx) => {
    const election = await lockElectionForRoll(tx, electionId);
    if (!election || election.rollMadeAt !== null) return false;
    if (
      !rollIsDue(
        { ...election, nominationsFrom: null, nominationsTo: null, countedAt: null, publishedAt: null },
        today,
      )
    )
      return false;
    const voters = await insertRoll(tx, election);
    await setElectionRun(tx, electionId, { rollMadeAt: context.now() });
    await recordAudit(
      { ...context, db: tx },
      { actorId: null, memberId: null, action: "election_roll_made", after: { electionId, voters } },
    );
    return true;
  });
}

/** Mails the ballots not mailed yet on or after the first day of voting, a batch per transaction. How many. */
async function mailBallots(context: AppContext, electionId: number, today: string) {
  const election = await findElection(context.db, electionId);
  if (!election || election.rollMadeAt === null || election.ballotsMailedAt !== null) return 0;
  if (today < election.votingFrom || today > election.votingTo) return 0;
  const config = await configWithClubSettings(context);
  let mailed = 0;
  for (;;) {
    const sent = await context.db.transaction(async (tx) => {
      const batch = await findVotersToMail(tx, electionId, mailBatch);
      for (const voter of batch) {
        const { token, tokenHash } = newToken();
        await setVoterLink(tx, voter.id, tokenHash, context.now());
        const [firstName, ...rest] = (voter.associateName ?? "").split(" ");
        const to =
          voter.associateName === null
            ? voter
            : { email: voter.email, firstName: firstName ?? "", lastName: rest.join(" ") };
        await context.mailer.enqueue(
          {
            ...ballotMail(config, to, {
              title: election.title,
              votingTo: election.votingTo,
              link: `${config.publicUrl}/vote/${token}`,
            }),
            memberId: voter.memberId,
            bulk: true,
          },
          tx,
        );
      }
      return batch.length;
    });
    if (sent === 0) break;
    mailed += sent;
    context.mailer.deliverSoon();
    // The requests that came in meanwhile go first (on the embedded database, the one connection).
    await setImmediate();
  }
  await setElectionRun(context.db, electionId, { ballotsMailedAt: context.now() });
  return mailed;
}

/**
 * POST /office/elections/{id}/roll: the job's work for one election, asked for by the office rather than waited for:
 * the roll made if its record day has come, and its ballots' mailing sent to the job if voting is open. The roll.
 */
export async function runElectionNow(
  context: AppContext,
  viewer: ViewingAccount,
  electionId: number,
): Promise<Roll> {
  const election = await findElection(context.db, electionId);
  if (!election) throw notFound();
  const today = await getClubToday(context);
  if (today < election.recordOn) throw new AppError("roll_not_made", { base: [rollMessages.notYet] });
  await makeRoll(context, electionId, today);
  if (today >= election.votingFrom && today <= election.votingTo) await context.jobs.send(electionsJob);
  return getRoll(context, viewer, electionId);
}

/** GET /office/elections/{id}/roll: the voters, whether and how each voted, and the counts. */
export async function getRoll(
  context: AppContext,
  viewer: ViewingAccount,
  electionId: number,
  search?: string,
): Promise<Roll> {
  const election = await findElection(context.db, electionId);
  if (!election) throw notFound();
  const rows = await listRoll(context.db, electionId, search);
  const voters: RollVoter[] = rows.map((row) => ({
    memberNo: row.memberNo,
    name: row.associateName ?? fullName(row),
    associate: row.associate,
    email: row.email,
    readsOnPaper: row.readsOnPaper,
    paperPrinted: row.paperPrinted,
    votedOn: row.votedOn,
    votedBy: row.votedBy,
  }));
  const all = search ? await listRoll(context.db, electionId) : rows;
  return {
    rollMadeAt: election.rollMadeAt?.toISOString() ?? null,
    ballotsMailedAt: election.ballotsMailedAt?.toISOString() ?? null,
    counts: {
      voters: all.length,
      voted: all.filter((row) => row.votedBy !== null).length,
      online: all.filter((row) => row.votedBy === "online").length,
      paper: all.filter((row) => row.votedBy === "paper").length,
    },
    voters,
    ballot: await ballotContents(context, viewer, electionId),
  };
}

/** GET /office/elections/{id}/roll?format=csv: the roll as a spreadsheet. */
export async function rollCsv(context: AppContext, viewer: ViewingAccount, electionId: number) {
  const roll = await getRoll(context, viewer, electionId);
  const csv = spreadsheetCsv([...rollCsvColumns], { bom: true });
  for (const voter of roll.voters)
    csv.write([
      voter.memberNo,
      voter.name,
      voter.associate ? "yes" : "",
      voter.votedOn ?? "",
      voter.votedBy ?? "",
    ]);
  csv.end();
  return { fileName: `election-${electionId}-roll.csv`, csv };
}

/** Issue 46: Download my data: the rolls the member was on (an associate's row under their name), kept when they leave. */
export async function ownVoterRolls(
  context: Pick<AppContext, "db">,
  memberId: number,
): Promise<MyVoterRoll[]> {
  const rows = await findRollsOfMember(context.db, memberId);
  return rows.map(({ associateName, ...row }) => ({ ...row, voter: associateName ?? "You" }));
}
