import { randomInt, randomUUID } from "node:crypto";
import { electionPhase } from "@club/domain/election.rules";
import {
  type Ballot,
  type BallotChoices,
  type BallotContents,
  ballotMessages,
  type MyBallot,
} from "@club/domain/election-ballot.schema";
import { fullName } from "@club/domain/member-name.rules";
import { candidateAsSeen, type ViewingAccount } from "@club/domain/member-visibility.rules";
import type { AppContext } from "../../lib/app-context.ts";
import { AppError, invalidField, notFound } from "../../lib/app-error.ts";
import { hashToken } from "../../lib/tokens.ts";
import { recordAudit } from "../audit/audit.service.ts";
import type { SessionContext } from "../auth/auth.service.ts";
import { takeHits } from "../limits/limits.service.ts";
import { memberNamesByIds, membersAsSeenByIds } from "../members/members.service.ts";
import { getClubToday } from "../settings/settings.service.ts";
import {
  type ElectionRow,
  findBallotContents,
  findElection,
  findMemberVoter,
  findVoterByLink,
  findVoterByPaperCode,
  insertBallot,
  lockVoter,
  lockVoterByPaperCode,
  markVoted,
  replaceBallot,
  type VoterRow,
} from "./ballots.repository.ts";
import { type PhotoContext, signedPhotoUrl } from "./election-photos.ts";

// Issue 46: casting a ballot, the heart of the secret ballot. The voter's roll row is locked, checked and marked
// (the club's day and the channel only) and a ballot with a random id, the choices and (when the election allows a
// change) the hash of a receipt only the voter is shown is stored among the others in a new random order, in ONE
// transaction: a second ballot waits for the first and is refused. The trail says a ballot was cast, by nobody; no
// log line carries the choices, and none names the voter beside them.

/** No 0/O, 1/I/L: a code read from paper or a screen is typed without doubt. */
const codeAlphabet = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
const receiptLength = 12;
export const paperCodeLength = 10;

/** A receipt or paper code: random, from the unambiguous alphabet. */
export function newCode(length: number): string {
  return Array.from({ length }, () => codeAlphabet[randomInt(codeAlphabet.length)]).join("");
}

/** A code as typed ("abcd-efgh 2345") to its stored form. */
export function normalisedCode(code: string): string {
  return code.toUpperCase().replace(/[\s-]/g, "");
}

/** "ABCDEFGH2345" as "ABCD-EFGH-2345": groups are easier to copy down. */
export function groupedCode(code: string): string {
  return code.match(/.{1,4}/g)?.join("-") ?? code;
}

/** A ballot page's context: the app's, with the signer of the candidates' photos. */
export type BallotContext = AppContext & Pick<PhotoContext, "signer">;

const alreadyVoted = (voter: VoterRow) =>
  new AppError("already_voted", {
    base: [voter.votedBy === "paper" ? ballotMessages.votedOnPaper : ballotMessages.alreadyVoted],
  });

/** An election members may see: scheduled (not proposed nor cancelled). */
async function scheduledElection(context: AppContext, electionId: number): Promise<ElectionRow> {
  const election = await findElection(context.db, electionId);
  if (election?.status !== "scheduled") throw notFound();
  return election;
}

function isOpen(election: ElectionRow, today: string) {
  return electionPhase(election, today) === "voting";
}

/**
 * The choices checked against the election: its races with their accepted candidates, at most each race's seats and
 * none twice; its questions, each once. 422 naming the field.
 */
async function checkedChoices(context: AppContext, election: ElectionRow, choices: BallotChoices) {
  const contents = await findBallotContents(context.db, election.id);
  const seats = new Map(contents.races.map((race) => [race.id, race.seats]));
  const candidatesOf = new Map<number, Set<number>>();
  for (const candidate of contents.candidates) {
    const set = candidatesOf.get(candidate.raceId) ?? new Set<number>();
    set.add(candidate.nominationId);
    candidatesOf.set(candidate.raceId, set);
  }
  const racesSeen = new Set<number>();
  choices.races.forEach((race, index) => {
    const limit = seats.get(race.raceId);
    if (limit === undefined) throw invalidField(`races.${index}.raceId`, ballotMessages.unknownRace);
    if (racesSeen.has(race.raceId)) throw invalidField(`races.${index}.raceId`, ballotMessages.raceTwice);
    racesSeen.add(race.raceId);
    const field = `races.${index}.nominationIds`;
    if (new Set(race.nominationIds).size !== race.nominationIds.length)
      throw invalidField(field, ballotMessages.sameChoiceTwice);
    if (race.nominationIds.length > limit) throw invalidField(field, ballotMessages.tooManyChoices);
    if (race.nominationIds.some((id) => !candidatesOf.get(race.raceId)?.has(id)))
      throw invalidField(field, ballotMessages.unknownCandidate);
  });
  const questionIds = new Set(contents.questions.map((question) => question.id));
  const questionsSeen = new Set<number>();
  choices.questions.forEach((question, index) => {
    const field = `questions.${index}.questionId`;
    if (!questionIds.has(question.questionId)) throw invalidField(field, ballotMessages.unknownQuestion);
    if (questionsSeen.has(question.questionId)) throw invalidField(field, ballotMessages.questionTwice);
    questionsSeen.add(question.questionId);
  });
  return { races: choices.races, questions: choices.questions };
}

/** The election's races with their candidates named, and its questions: what every ballot lists. */
export async function ballotContents(
  context: AppContext,
  reader: ViewingAccount,
  electionId: number,
  /** The ballot page shows the candidates' photos (signed URLs); the office's key form and the paper print none. */
  photos?: Pick<PhotoContext, "signer">,
): Promise<BallotContents> {
  const contents = await findBallotContents(context.db, electionId);
  // Standing for an office is asking the members for their votes: the visibility rule names candidates to them.
  const names = await membersAsSeenByIds(
    context,
    reader,
    contents.candidates.map((candidate) => candidate.nomineeId),
    candidateAsSeen,
  );
  const photoUrls = new Map(
    await Promise.all(
      contents.candidates.map(
        async ({ nominationId, photoKey }) =>
          [
            nominationId,
            photos ? await signedPhotoUrl(photos, { id: nominationId, photoKey }) : null,
          ] as const,
      ),
    ),
  );
  return {
    races: contents.races.map((race) => ({
      ...race,
      candidates: contents.candidates
        .filter((candidate) => candidate.raceId === race.id)
        .map((candidate) => ({
          nominationId: candidate.nominationId,
          name: names.get(candidate.nomineeId)?.name ?? "",
          statement: candidate.statement,
          photoUrl: photoUrls.get(candidate.nominationId) ?? null,
        })),
    })),
    questions: contents.questions,
  };
}

/** What a ballot page shows of the election, for the voter (or a member not on the roll: `voter` undefined). */
async function ballotView(
  context: BallotContext,
  reader: ViewingAccount,
  election: ElectionRow,
  voter: VoterRow | undefined,
  voterName: string | null,
  today: string,
): Promise<Ballot> {
  const open = isOpen(election, today);
  return {
    electionId: election.id,
    title: election.title,
    description: election.description,
    voterName,
    votingFrom: election.votingFrom,
    votingTo: election.votingTo,
    open,
    ...(await ballotContents(context, reader, election.id, context)),
    voted: voter?.votedOn != null,
    mayChange: open && election.allowChange && voter?.votedBy === "online",
  };
}

/** Casts the locked voter's ballot: marks them and stores it, in the caller's transaction. The receipt, if any. */
async function castFor(
  context: AppContext,
  election: ElectionRow,
  voter: VoterRow,
  choices: BallotChoices,
  channel: "online" | "paper",
  today: string,
): Promise<string | null> {
  if (voter.votedBy !== null) throw alreadyVoted(voter);
  const receipt = election.allowChange && channel === "online" ? newCode(receiptLength) : null;
  await markVoted(context.db, voter.id, today, channel);
  await insertBallot(context.db, election.id, {
    id: randomUUID(),
    choices,
    receiptHash: receipt === null ? null : hashToken(receipt),
  });
  await recordAudit(context, {
    actorId: null,
    memberId: null,
    action: "ballot_cast",
    after: { electionId: election.id },
  });
  return receipt === null ? null : groupedCode(receipt);
}

async function openElection(context: AppContext, electionId: number) {
  const election = await scheduledElection(context, electionId);
  const today = await getClubToday(context);
  if (!isOpen(election, today)) throw new AppError("voting_closed", { base: [ballotMessages.notVoting] });
  return { election, today };
}

async function changeBallot(
  context: AppContext,
  election: ElectionRow,
  receipt: string,
  choices: BallotChoices,
) {
  if (!election.allowChange)
    throw new AppError("change_not_allowed", { base: [ballotMessages.changeNotAllowed] });
  const replaced = await context.db.transaction((tx) =>
    replaceBallot(tx, election.id, hashToken(normalisedCode(receipt)), choices),
  );
  if (!replaced) throw invalidField("receipt", ballotMessages.receiptInvalid, "receipt_invalid");
}

// ---- The signed-in member -------------------------------------------------------------------------------------

/** GET /elections/{id}/ballot: the election's ballot and where the member stands on its roll. */
export async function getMyBallot(context: BallotContext, session: SessionContext, electionId: number) {
  const election = await scheduledElection(context, electionId);
  const voter = await findMemberVoter(context.db, electionId, session.memberId);
  // A region's election is its members' business: a member not on its roll does not find it.
  if (!voter && election.regionId !== null) throw notFound();
  const today = await getClubToday(context);
  const view = await ballotView(context, session, election, voter, null, today);
  return { ...view, onRoll: voter !== undefined, votedBy: voter?.votedBy ?? null } satisfies MyBallot;
}

/** POST /elections/{id}/ballot: the member's own ballot, online. */
export async function castMyBallot(
  context: AppContext,
  session: SessionContext,
  electionId: number,
  choices: BallotChoices,
) {
  const { election, today } = await openElection(context, electionId);
  const checked = await checkedChoices(context, election, choices);
  const receipt = await context.db.transaction(async (tx) => {
    const voter = await findMemberVoter(tx, electionId, session.memberId, true);
    if (!voter && election.regionId !== null) throw notFound();
    if (!voter) throw new AppError("not_on_roll", { base: [ballotMessages.notOnRoll] });
    return castFor({ ...context, db: tx }, election, voter, checked, "online", today);
  });
  return { receipt };
}

/** PUT /elections/{id}/ballot: replaces the ballot the receipt belongs to (the member has voted online). */
export async function changeMyBallot(
  context: AppContext,
  session: SessionContext,
  electionId: number,
  change: BallotChoices & { receipt: string },
) {
  const { election } = await openElection(context, electionId);
  const voter = await findMemberVoter(context.db, electionId, session.memberId);
  if (!voter) throw new AppError("not_on_roll", { base: [ballotMessages.notOnRoll] });
  if (voter.votedBy === "paper") throw alreadyVoted(voter);
  const checked = await checkedChoices(context, election, change);
  // A receipt is a secret to guess: wrong ones are limited per member.
  const { max, windowMs } = context.config.rateLimit;
  const attempt = await takeHits(context, [
    { key: `ballot receipt failure|member|${session.memberId}`, limit: { max, windowMs } },
  ]);
  await changeBallot(context, election, change.receipt, checked);
  await attempt.undo();
}

// ---- The e-mailed link (or the paper's code), without a session --------------------------------------------------

/**
 * The voter a link's token (or a paper's code, which the printed QR code carries) names, locked when casting. Tries
 * are limited per address like a renewal link's; a found one gives its try back. A token is not a session: it opens
 * this voter's ballot in its election and nothing else.
 */
async function voterOfLink(context: AppContext, token: string, address: string) {
  const { max, windowMs } = context.config.rateLimit;
  const attempt = await takeHits(context, [
    { key: `ballot link failure|address|${address}`, limit: { max: max * 3, windowMs } },
  ]);
  const code = normalisedCode(token);
  const voter =
    (await findVoterByLink(context.db, hashToken(token))) ??
    (code.length === paperCodeLength ? await findVoterByPaperCode(context.db, hashToken(code)) : undefined);
  const election = voter && (await findElection(context.db, voter.electionId));
  if (!voter || !election || election.status !== "scheduled")
    throw new AppError("ballot_link_invalid", { token: [ballotMessages.linkInvalid] });
  await attempt.undo();
  return { voter, election };
}

/**
 * Who reads a ballot through its link: the voter, a member of the roll (in good standing on the record day), whatever
 * their dues say today, as the visibility rule counts a regional administrator.
 */
function linkReader(voter: VoterRow): ViewingAccount {
  return { memberId: voter.memberId, standing: "active", officeRole: null };
}

/** The voter's own name (an associate's as it was on the record day). */
async function voterName(context: AppContext, voter: VoterRow) {
  if (voter.associateName !== null) return voter.associateName;
  const names = await memberNamesByIds(context, [voter.memberId]);
  const name = names.get(voter.memberId);
  return name ? fullName(name) : null;
}

/** GET /ballots/{token}: the voter's ballot, as the e-mailed link (or the paper's QR code) opens it. */
export async function getLinkBallot(context: BallotContext, token: string, address: string): Promise<Ballot> {
  const { voter, election } = await voterOfLink(context, token, address);
  const today = await getClubToday(context);
  return ballotView(context, linkReader(voter), election, voter, await voterName(context, voter), today);
}

/** POST /ballots/{token}: the link's voter casts their ballot, online. */
export async function castLinkBallot(
  context: AppContext,
  token: string,
  address: string,
  choices: BallotChoices,
) {
  const found = await voterOfLink(context, token, address);
  const { election, today } = await openElection(context, found.election.id);
  const checked = await checkedChoices(context, election, choices);
  const receipt = await context.db.transaction(async (tx) => {
    const voter = await lockVoter(tx, found.voter.id);
    if (!voter) throw new AppError("ballot_link_invalid", { token: [ballotMessages.linkInvalid] });
    return castFor({ ...context, db: tx }, election, voter, checked, "online", today);
  });
  return { receipt };
}

/** PUT /ballots/{token}: the link's voter replaces their ballot with its receipt. */
export async function changeLinkBallot(
  context: AppContext,
  token: string,
  address: string,
  change: BallotChoices & { receipt: string },
) {
  const { voter, election: found } = await voterOfLink(context, token, address);
  const { election } = await openElection(context, found.id);
  if (voter.votedBy === "paper") throw alreadyVoted(voter);
  const checked = await checkedChoices(context, election, change);
  const { max, windowMs } = context.config.rateLimit;
  const attempt = await takeHits(context, [
    { key: `ballot receipt failure|address|${address}`, limit: { max, windowMs } },
  ]);
  await changeBallot(context, election, change.receipt, checked);
  await attempt.undo();
}

// ---- The office keys a paper ballot -------------------------------------------------------------------------------

/** POST /office/elections/{id}/paper-ballots/key: a returned paper's choices, by its code. */
export async function keyPaperBallot(
  context: AppContext,
  electionId: number,
  keyed: BallotChoices & { code: string },
) {
  const election = await findElection(context.db, electionId);
  if (!election) throw notFound();
  const today = await getClubToday(context);
  // A paper posted in time is keyed after the last day too, until the count.
  const phase = electionPhase(election, today);
  if (phase !== "voting" && phase !== "closed")
    throw new AppError("voting_closed", { base: [ballotMessages.notVoting] });
  const checked = await checkedChoices(context, election, keyed);
  await context.db.transaction(async (tx) => {
    const voter = await lockVoterByPaperCode(tx, electionId, hashToken(normalisedCode(keyed.code)));
    if (!voter) throw invalidField("code", ballotMessages.codeInvalid, "code_invalid");
    if (voter.votedBy === "online")
      throw new AppError("already_voted", { code: [ballotMessages.votedOnline] });
    if (voter.votedBy === "paper") throw new AppError("already_voted", { code: [ballotMessages.paperKeyed] });
    await castFor({ ...context, db: tx }, election, voter, checked, "paper", today);
  });
}
