import { clubDate } from "@club/domain/club-clock";
import { defaultCommitteeRole } from "@club/domain/committee.schema";
import { electionPhase, electionPhaseWords, termsStartOf } from "@club/domain/election.rules";
import { ballotChoicesSchema } from "@club/domain/election-ballot.schema";
import { questionOutcome, seatOutcomes } from "@club/domain/election-count.rules";
import {
  type ElectionCount,
  type ElectionResults,
  electionCountSchema,
  electionResultsMessages,
} from "@club/domain/election-results.schema";
import { candidateAsSeen, type ViewingAccount } from "@club/domain/member-visibility.rules";
import type { AppContext } from "../../lib/app-context.ts";
import { AppError, type ErrorCode, notFound } from "../../lib/app-error.ts";
import { streamCsv } from "../../lib/csv.ts";
import { recordAudit } from "../audit/audit.service.ts";
import type { SessionContext } from "../auth/auth.service.ts";
import { seatMembers } from "../committees/committees.service.ts";
import { membersAsSeenByIds } from "../members/members.service.ts";
import { seatElectedOfficers } from "../regional-admin/officer-terms.service.ts";
import { getClubTimeZone, getClubToday } from "../settings/settings.service.ts";
import {
  countAnswers,
  countBallots,
  countPapersOut,
  countRaceChoices,
  countRoll,
  type ElectionRow,
  findElection,
  findElectionsToCount,
  findQuestions,
  findRacesWithCandidates,
  lockElection,
  markPublished,
  saveCount,
  shuffleBallots,
  streamBallotChoices,
} from "./election-count.repository.ts";
import { checkReadableElection } from "./election-setup.service.ts";

// Issue 46: the count at the close, the results, their publication and the winners' terms. The count reads the ballots
// only in aggregate; it first writes them again in a random order without their receipts, so that nothing stored
// after the close says which was cast when, or answers a receipt a voter kept.

type CountContext = Pick<AppContext, "db" | "config" | "log" | "now">;

const conflict = (code: ErrorCode, message: string) => new AppError(code, { base: [message] });

/**
 * Counts the election's ballots and the roll's totals into the count kept on the election. One read after another:
 * the count's transaction has one connection, which runs one query at a time (pg queues those sent at once, and its
 * next major refuses them).
 */
async function tally(context: CountContext, electionId: number): Promise<ElectionCount> {
  const raceRows = await findRacesWithCandidates(context.db, electionId);
  const questionRows = await findQuestions(context.db, electionId);
  const ballots = await countBallots(context.db, electionId);
  const raceChoices = await countRaceChoices(context.db, electionId);
  const answers = await countAnswers(context.db, electionId);
  const roll = await countRoll(context.db, electionId);
  const races = raceRows.map((race) => {
    const votes = new Map(
      raceChoices.chosen
        .filter((row) => row.race_id === race.id)
        .map((row) => [row.nomination_id, row.votes]),
    );
    const candidates = race.candidates.map((candidate) => ({
      ...candidate,
      votes: votes.get(candidate.nominationId) ?? 0,
    }));
    const outcomes = new Map(
      seatOutcomes(candidates, race.seats).map((outcome) => [outcome.nominationId, outcome]),
    );
    const marked = raceChoices.marked.find((row) => row.race_id === race.id)?.ballots ?? 0;
    return {
      raceId: race.id,
      title: race.title,
      seats: race.seats,
      candidates: candidates
        .map((candidate) => ({
          nominationId: candidate.nominationId,
          memberId: candidate.memberId,
          name: `${candidate.firstName} ${candidate.lastName}`,
          votes: candidate.votes,
          elected: outcomes.get(candidate.nominationId)?.elected ?? false,
          tied: outcomes.get(candidate.nominationId)?.tied ?? false,
        }))
        .sort((a, b) => b.votes - a.votes),
      blank: ballots - marked,
      tie: [...outcomes.values()].some((outcome) => outcome.tied),
    };
  });
  const questions = questionRows.map((question) => {
    const answered = (answer: string) =>
      answers.find((row) => row.question_id === question.id && row.answer === answer)?.votes ?? 0;
    const yes = answered("yes");
    const no = answered("no");
    return {
      questionId: question.id,
      title: question.title,
      yes,
      no,
      abstain: ballots - yes - no,
      ...questionOutcome(yes, no),
    };
  });
  return { ballots, ...roll, races, questions };
}

/**
 * Counts one election whose voting has closed, once: its ballots shuffled, the count kept, a line in the trail
 * (`actorId` null: the job). Refused (409) before the close or when counted.
 */
async function countOne(context: CountContext, electionId: number, actorId: number | null) {
  return context.db.transaction(async (tx) => {
    const inTransaction = { ...context, db: tx };
    const election = await lockElection(tx, electionId);
    if (!election) throw notFound();
    const today = await getClubToday(inTransaction);
    const phase = electionPhase(election, today);
    if (phase === "counted" || phase === "published")
      throw conflict("election_counted", electionResultsMessages.alreadyCounted);
    if (phase !== "closed") throw conflict("election_not_closed", electionResultsMessages.notClosed);
    await shuffleBallots(tx, electionId);
    const count = await tally(inTransaction, electionId);
    await saveCount(tx, electionId, count, context.now());
    await recordAudit(inTransaction, {
      actorId,
      memberId: null,
      action: "election_counted",
      reason: null,
      before: null,
      after: { election: election.title, ballots: count.ballots },
    });
    return count;
  });
}

/** The job's part: every election whose voting closed before the club's today and is not counted, each on its own. */
export async function countClosedElections(context: CountContext) {
  const today = await getClubToday(context);
  let counted = 0;
  for (const { id } of await findElectionsToCount(context.db, today)) {
    await countOne(context, id, null);
    counted += 1;
  }
  return counted;
}

/** POST /office/elections/{id}/count: the office counts now rather than wait for the job (after the close only). */
export async function countNow(context: CountContext, session: SessionContext, electionId: number) {
  await countOne(context, electionId, session.memberId);
  return officeResults(context, session, electionId);
}

/** The count with each candidate named as the reader may read them (candidateAsSeen), today's names. */
async function namedCount(context: CountContext, viewer: ViewingAccount, stored: unknown) {
  const count = electionCountSchema.parse(stored);
  const ids = count.races.flatMap((race) => race.candidates.map((candidate) => candidate.memberId));
  const names = await membersAsSeenByIds(context, viewer, ids, candidateAsSeen);
  return {
    ...count,
    races: count.races.map((race) => ({
      ...race,
      candidates: race.candidates.map((candidate) => ({
        ...candidate,
        name: names.get(candidate.memberId)?.name ?? candidate.name,
      })),
    })),
  };
}

async function resultsView(
  context: CountContext,
  viewer: ViewingAccount,
  election: ElectionRow,
): Promise<ElectionResults> {
  const timeZone = await getClubTimeZone(context);
  const phase = electionPhase(election, clubDate(context.now(), timeZone));
  return {
    electionId: election.id,
    title: election.title,
    phase,
    phaseWords: electionPhaseWords[phase],
    votingTo: election.votingTo,
    termsStartOn: termsStartOf(election),
    countedOn: election.countedAt ? clubDate(election.countedAt, timeZone) : null,
    publishedOn: election.publishedAt ? clubDate(election.publishedAt, timeZone) : null,
    papersOut: await countPapersOut(context.db, election.id),
    count: election.counts === null ? null : await namedCount(context, viewer, election.counts),
  };
}

/** GET /office/elections/{id}/results: where the count stands, and the count once made. */
export async function officeResults(context: CountContext, session: SessionContext, electionId: number) {
  const election = await findElection(context.db, electionId);
  if (!election) throw notFound();
  return resultsView(context, session, election);
}

/**
 * GET /elections/{id}/results: the published results, for a member who may read the election (as GET /elections/{id}
 * says). Not published yet: 404, saying so.
 */
export async function publishedResults(context: AppContext, session: SessionContext, electionId: number) {
  await checkReadableElection(context, session, electionId);
  const election = await findElection(context.db, electionId);
  if (!election) throw notFound();
  if (election.publishedAt === null)
    throw new AppError("not_found", { base: [electionResultsMessages.notPublished] });
  return resultsView(context, session, election);
}

/**
 * The winners' seats on the race's committee. The committees refuse a seat as the office's form would (a field: the
 * days overlap a term they serve, a closed account); to the publication, which has no such field, that is the state of
 * the club (409), said in the committees' words.
 */
async function seatOnCommittee(
  context: CountContext,
  session: SessionContext,
  seats: Parameters<typeof seatMembers>[1],
) {
  try {
    await seatMembers(context, seats, session.memberId);
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== "invalid") throw error;
    const why = Object.values(error.errors).flat().join(" ");
    throw conflict("term_overlaps", `${electionResultsMessages.cannotSeat} ${why}`);
  }
}

/**
 * POST /office/elections/{id}/publish: members read the results, and each office's winners hold it from the day the
 * election says: a seat on the committee its race fills (the board), or the region's office. A tied seat is left for
 * the club's rules (the office appoints whom they decide). Once.
 */
export async function publishResults(context: CountContext, session: SessionContext, electionId: number) {
  await context.db.transaction(async (tx) => {
    const inTransaction = { ...context, db: tx };
    const election = await lockElection(tx, electionId);
    if (!election) throw notFound();
    if (election.publishedAt !== null)
      throw conflict("results_published", electionResultsMessages.alreadyPublished);
    if (election.counts === null) throw conflict("election_not_counted", electionResultsMessages.notCounted);
    const count = electionCountSchema.parse(election.counts);
    const races = await findRacesWithCandidates(tx, electionId);
    const startsOn = termsStartOf(election);
    for (const race of races) {
      const winners =
        count.races
          .find((counted) => counted.raceId === race.id)
          ?.candidates.filter((candidate) => candidate.elected)
          .map((candidate) => candidate.memberId) ?? [];
      if (winners.length === 0) continue;
      const days = { startsOn, endsOn: election.termsEndOn };
      if (race.committeeId !== null)
        await seatOnCommittee(inTransaction, session, {
          committeeId: race.committeeId,
          memberIds: winners,
          role: defaultCommitteeRole,
          ...days,
          electionId,
        });
      else if (race.regionalOfficeId !== null && election.regionId !== null)
        await seatElectedOfficers(inTransaction, session, {
          regionId: election.regionId,
          officeId: race.regionalOfficeId,
          memberIds: winners,
          ...days,
        });
    }
    await markPublished(tx, electionId, context.now());
    await recordAudit(inTransaction, {
      actorId: session.memberId,
      memberId: null,
      action: "election_results_published",
      reason: null,
      before: null,
      after: { election: election.title, termsStartOn: startsOn },
    });
  });
  return officeResults(context, session, electionId);
}

async function countedElection(context: CountContext, session: SessionContext, electionId: number) {
  const election = await findElection(context.db, electionId);
  if (!election) throw notFound();
  if (election.counts === null) throw conflict("election_not_counted", electionResultsMessages.notCounted);
  return { election, count: await namedCount(context, session, election.counts) };
}

const resultsColumns = [
  "Office or question",
  "Seats",
  "Candidate or answer",
  "Votes",
  "Elected or carried",
  "Tie",
];

/** GET /office/elections/{id}/results.csv: turnout, each office's candidates and each question's answers. */
export async function resultsCsv(context: CountContext, session: SessionContext, electionId: number) {
  const { count } = await countedElection(context, session, electionId);
  const rows: unknown[][] = [
    ["Voters on the roll", "", "", count.roll, "", ""],
    ["Ballots", "", "", count.ballots, "", ""],
    ["Voted online", "", "", count.votedOnline, "", ""],
    ["Voted on paper", "", "", count.votedOnPaper, "", ""],
    ...count.races.flatMap((race) => [
      ...race.candidates.map((candidate) => [
        race.title,
        race.seats,
        candidate.name,
        candidate.votes,
        candidate.elected ? "Elected" : "",
        candidate.tied ? "Tied" : "",
      ]),
      [race.title, race.seats, "(no choice)", race.blank, "", ""],
    ]),
    ...count.questions.flatMap((question) => [
      [
        question.title,
        "",
        "Yes",
        question.yes,
        question.carried ? "Carried" : "",
        question.tie ? "Tied" : "",
      ],
      [question.title, "", "No", question.no, "", ""],
      [question.title, "", "Abstained or left blank", question.abstain, "", ""],
    ]),
  ];
  return streamCsv(resultsColumns, toAsync(rows), (row) => row);
}

async function* toAsync<T>(rows: T[]) {
  yield* rows;
}

/**
 * GET /office/elections/{id}/ballots.csv: every ballot's choices, one line each, in their stored order (random since
 * the count) and nothing else: no id, no time, no voter. Only after the count, before which the rows' order was the
 * order they were cast in.
 */
export async function ballotsCsv(context: CountContext, session: SessionContext, electionId: number) {
  const { count } = await countedElection(context, session, electionId);
  const names = new Map(
    count.races.flatMap((race) =>
      race.candidates.map((candidate) => [candidate.nominationId, candidate.name]),
    ),
  );
  const columns = [
    ...count.races.map((race) => race.title),
    ...count.questions.map((question) => question.title),
  ];
  return streamCsv(columns, streamBallotChoices(context.db, electionId), (stored) => {
    const choices = ballotChoicesSchema.parse(stored);
    return [
      ...count.races.map((race) =>
        (choices.races.find((chosen) => chosen.raceId === race.raceId)?.nominationIds ?? [])
          .map((id) => names.get(id) ?? "")
          .join("; "),
      ),
      ...count.questions.map(
        (question) =>
          choices.questions.find((answered) => answered.questionId === question.questionId)?.answer ?? "",
      ),
    ];
  });
}
