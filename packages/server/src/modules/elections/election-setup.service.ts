import { type ElectionPhase, electionPhase, electionPhaseWords } from "@club/domain/election.rules";
import {
  type AcceptanceInput,
  type CandidateInput,
  type ElectionInput,
  type ElectionList,
  type ElectionSummary,
  type ElectionUpdate,
  electionDayRefusals,
  electionMessages,
  type MemberElection,
  type MyNominationsData,
  type NominationInput,
  type OfficeElection,
  type OfficeElectionList,
  type QuestionInput,
  type RaceInput,
  type RegionalElectionInput,
  type RegionElectionList,
} from "@club/domain/election.schema";
import { candidateAsSeen } from "@club/domain/member-visibility.rules";
import { inGoodStanding } from "@club/domain/standing.rules";
import type { AppContext } from "../../lib/app-context.ts";
import { AppError, invalidField, notFound } from "../../lib/app-error.ts";
import { recordAudit } from "../audit/audit.service.ts";
import type { SessionContext } from "../auth/auth.service.ts";
import { regionByCode } from "../geo/geo.service.ts";
import { nominationMail } from "../mail/mail-templates.ts";
import {
  getMemberContact,
  memberNamesByIds,
  memberStandingByNumber,
  membersAsSeenByIds,
} from "../members/members.service.ts";
import { can, refusal } from "../policy/policy.ts";
import { requireRegionAdministrator } from "../regional-admin/administered-regions.ts";
import { listOffices } from "../regional-admin/officer-terms.service.ts";
import { getClubToday } from "../settings/settings.service.ts";
import {
  electionPhotoPath,
  type PhotoContext,
  photoKeyOf,
  removeElectionPhotoFiles,
  signedPhotoUrl,
  storeElectionPhoto,
} from "./election-photos.ts";
import {
  deleteQuestionsExcept,
  deleteRacesExcept,
  type ElectionRow,
  type ElectionWithRegion,
  findCommittees,
  findElection,
  findElections,
  findMemberRegionIds,
  findNationalCommittees,
  findNominationByPhoto,
  findNominationOf,
  findNominationsOfElection,
  findNominationsOfMember,
  findQuestions,
  findRaces,
  forgetNominator,
  insertElection,
  insertNomination,
  insertQuestions,
  insertRaces,
  lockElection,
  lockNomination,
  type NominationRow,
  updateElection,
  updateNomination,
  updateQuestion,
  updateRace,
} from "./election-setup.repository.ts";

// Issue 46: an election's setup and its nominations. The office sets up national elections (scheduled at once) and
// regions' (a region's officers propose theirs, the office confirms); members nominate during the nominations, the
// nominee accepts with a statement and a photo or declines; the office names candidates until voting opens. Where an
// election stands is the domain's electionPhase on the club's day, read on every request.

export type ElectionsContext = AppContext & PhotoContext;
type Actor = Pick<SessionContext, "memberId" | "standing" | "officeRole" | "twoFactor">;

const before = (phase: ElectionPhase) =>
  ["proposed", "upcoming", "nominations", "before_voting"].includes(phase);
const finished = (phase: ElectionPhase) => ["counted", "published", "cancelled"].includes(phase);
const stateError = (message: string) => new AppError("election_state", { base: [message] });

function phaseOf(election: ElectionRow, today: string) {
  return electionPhase(election, today);
}

const regionOf = (row: Pick<ElectionWithRegion, "regionCode" | "regionName">) =>
  row.regionCode && row.regionName ? { code: row.regionCode, name: row.regionName } : null;

function summaryOf(
  row: ElectionWithRegion & { races: number; questions: number },
  today: string,
): ElectionSummary {
  const { election } = row;
  const phase = phaseOf(election, today);
  return {
    id: election.id,
    title: election.title,
    region: regionOf(row),
    status: election.status,
    phase,
    phaseWords: electionPhaseWords[phase],
    recordOn: election.recordOn,
    nominationsFrom: election.nominationsFrom,
    nominationsTo: election.nominationsTo,
    votingFrom: election.votingFrom,
    votingTo: election.votingTo,
    races: row.races,
    questions: row.questions,
  };
}

async function electionOrNotFound(context: Pick<AppContext, "db">, id: number) {
  const row = await findElection(context.db, id);
  if (!row) throw notFound();
  return row;
}

// ---- Checking what a setup names ----

/** Each race names a committee in use (national) or a regional office in use (a region's), or nothing. */
async function checkRaceTargets(context: AppContext, races: RaceInput[]) {
  const committeeIds = races.flatMap((race) => (race.committeeId === null ? [] : [race.committeeId]));
  const [found, offices] = await Promise.all([
    findCommittees(context.db, committeeIds),
    listOffices(context),
  ]);
  races.forEach((race, index) => {
    if (race.committeeId !== null) {
      const committee = found.find((row) => row.id === race.committeeId);
      if (!committee || committee.retiredAt !== null)
        throw invalidField(`races.${index}.committeeId`, electionMessages.unknownCommittee, "invalid_input");
    }
    if (race.regionalOfficeId !== null) {
      const office = offices.find((row) => row.id === race.regionalOfficeId);
      if (!office)
        throw invalidField(
          `races.${index}.regionalOfficeId`,
          electionMessages.unknownOffice,
          "invalid_input",
        );
      if (office.retired)
        throw invalidField(
          `races.${index}.regionalOfficeId`,
          electionMessages.retiredOffice,
          "invalid_input",
        );
    }
  });
}

/** The returning officer by number: an open account (null: none named). */
async function returningOfficerId(context: AppContext, memberNo: number | null, today: string) {
  if (memberNo === null) return null;
  const member = await memberStandingByNumber(context, memberNo, today);
  if (!member) throw invalidField("returningOfficerNo", electionMessages.unknownMember, "invalid_input");
  if (["deceased", "resigned", "merged"].includes(member.standing))
    throw invalidField("returningOfficerNo", electionMessages.closedAccount, "invalid_input");
  return member.id;
}

const raceRow = (electionId: number, race: RaceInput, position: number) => ({
  electionId,
  title: race.title,
  seats: race.seats,
  position,
  committeeId: race.committeeId,
  regionalOfficeId: race.regionalOfficeId,
});
const questionRow = (electionId: number, question: QuestionInput, position: number) => ({
  electionId,
  title: question.title,
  body: question.body,
  position,
});

/** Puts the given races and questions in place of the election's: those with an id of its own kept and changed. */
/**
 * Replaces an election's races or questions with those wanted: one with an id is kept and changed (an id the election
 * does not have is refused naming it), one without is added, one not named is deleted.
 */
async function replaceItems<Item extends { id?: number }, Row>(
  field: "races" | "questions",
  wanted: Item[],
  existing: number[],
  unknown: string,
  write: {
    deleteExcept: (keptIds: number[]) => Promise<unknown>;
    update: (id: number, row: Row) => Promise<unknown>;
    insert: (rows: Row[]) => Promise<unknown>;
    row: (item: Item, index: number) => Row;
  },
) {
  wanted.forEach((item, index) => {
    if (item.id !== undefined && !existing.includes(item.id))
      throw invalidField(`${field}.${index}.id`, unknown, "invalid_input");
  });
  await write.deleteExcept(wanted.flatMap((item) => (item.id === undefined ? [] : [item.id])));
  for (const [index, item] of wanted.entries())
    if (item.id !== undefined) await write.update(item.id, write.row(item, index));
  await write.insert(
    wanted.flatMap((item, index) => (item.id === undefined ? [write.row(item, index)] : [])),
  );
}

async function replaceRacesAndQuestions(
  context: AppContext,
  electionId: number,
  wanted: { races?: RaceInput[]; questions?: QuestionInput[] },
) {
  const { db } = context;
  if (wanted.races)
    await replaceItems<RaceInput, ReturnType<typeof raceRow>>(
      "races",
      wanted.races,
      (await findRaces(db, electionId)).map((row) => row.race.id),
      electionMessages.unknownRace,
      {
        deleteExcept: (kept) => deleteRacesExcept(db, electionId, kept),
        update: (id, row) => updateRace(db, id, row),
        insert: (rows) => insertRaces(db, rows),
        row: (race, index) => raceRow(electionId, race, index),
      },
    );
  if (wanted.questions)
    await replaceItems<QuestionInput, ReturnType<typeof questionRow>>(
      "questions",
      wanted.questions,
      (await findQuestions(db, electionId)).map((row) => row.id),
      electionMessages.unknownQuestion,
      {
        deleteExcept: (kept) => deleteQuestionsExcept(db, electionId, kept),
        update: (id, row) => updateQuestion(db, id, row),
        insert: (rows) => insertQuestions(db, rows),
        row: (question, index) => questionRow(electionId, question, index),
      },
    );
}

/** What the trail keeps of a setup: its days and what it puts to the vote, not its long texts. */
function auditedSetup(election: Partial<ElectionInput>) {
  const { description: _description, questions, races, ...rest } = election;
  return {
    ...rest,
    races: races?.map((race) => `${race.title} (${race.seats})`),
    questions: questions?.map((question) => question.title),
  };
}

// ---- The office ----

/** The regional offices a race may fill: those in use. */
async function officesInUse(context: AppContext) {
  return (await listOffices(context))
    .filter((office) => !office.retired)
    .map((office) => ({ id: office.id, title: office.title }));
}

/** GET /office/elections: every election, newest first, with what a new one's races may fill. */
export async function listOfficeElections(context: AppContext): Promise<OfficeElectionList> {
  const today = await getClubToday(context);
  const [rows, committees, offices] = await Promise.all([
    findElections(context.db, { all: true }),
    findNationalCommittees(context.db),
    officesInUse(context),
  ]);
  return { elections: rows.map((row) => summaryOf(row, today)), committees, offices };
}

/**
 * POST /office/elections and a region's officers' POST /regions/{code}/elections: the office's is scheduled at once;
 * a region's officers' waits, proposed, for the office.
 */
async function createElection(
  context: ElectionsContext,
  session: Actor,
  input: RegionalElectionInput & { regionCode: string | null },
  status: "proposed" | "scheduled",
) {
  const today = await getClubToday(context);
  const region = input.regionCode === null ? null : await regionByCode(context, input.regionCode);
  if (input.regionCode !== null && !region)
    throw invalidField("regionCode", electionMessages.unknownRegion, "invalid_input");
  await checkRaceTargets(context, input.races);
  const officerId = await returningOfficerId(context, input.returningOfficerNo, today);
  return context.db.transaction(async (tx) => {
    const inTransaction = { ...context, db: tx };
    const election = await insertElection(tx, {
      title: input.title,
      description: input.description,
      regionId: region?.id ?? null,
      status,
      recordOn: input.recordOn,
      associatesVote: input.associatesVote,
      nominationsFrom: input.nominationsFrom,
      nominationsTo: input.nominationsTo,
      votingFrom: input.votingFrom,
      votingTo: input.votingTo,
      allowChange: input.allowChange,
      termsStartOn: input.termsStartOn,
      termsEndOn: input.termsEndOn,
      returningOfficerId: officerId,
      createdById: session.memberId,
      confirmedById: status === "scheduled" ? session.memberId : null,
      createdAt: context.now(),
      updatedAt: context.now(),
    });
    await replaceRacesAndQuestions(inTransaction, election.id, input);
    await recordAudit(inTransaction, {
      actorId: session.memberId,
      memberId: null,
      action: status === "proposed" ? "election_proposed" : "election_created",
      after: { electionId: election.id, ...auditedSetup(input) },
    });
    return election.id;
  });
}

export async function createOfficeElection(context: ElectionsContext, session: Actor, input: ElectionInput) {
  const id = await createElection(context, session, input, "scheduled");
  return getOfficeElection(context, session, id);
}

/** GET /office/elections/{id}: everything, with every nomination and what the actor may do now. */
export async function getOfficeElection(
  context: ElectionsContext,
  session: Actor,
  id: number,
): Promise<OfficeElection> {
  const row = await electionOrNotFound(context, id);
  const { election } = row;
  const today = await getClubToday(context);
  const phase = phaseOf(election, today);
  const [races, questions, nominations, offices] = await Promise.all([
    findRaces(context.db, id),
    findQuestions(context.db, id),
    findNominationsOfElection(context.db, id),
    listOffices(context),
  ]);
  const named = [
    ...nominations.flatMap((nomination) => [nomination.nomineeId, nomination.nominatedById]),
    election.returningOfficerId,
    election.createdById,
  ];
  const names = await memberNamesByIds(
    context,
    named.filter((memberId) => memberId !== null),
  );
  const nameOf = (memberId: number | null) => {
    const member = memberId === null ? undefined : names.get(memberId);
    return member ? `${member.firstName} ${member.lastName}` : null;
  };
  const officer = election.returningOfficerId === null ? undefined : names.get(election.returningOfficerId);
  const manages = can(session, "manageElections");
  const publishes = can(session, "publishElections");
  const open = !finished(phase) && phase !== "closed";
  return {
    id: election.id,
    title: election.title,
    description: election.description,
    region: regionOf(row),
    status: election.status,
    phase,
    phaseWords: electionPhaseWords[phase],
    recordOn: election.recordOn,
    associatesVote: election.associatesVote,
    nominationsFrom: election.nominationsFrom,
    nominationsTo: election.nominationsTo,
    votingFrom: election.votingFrom,
    votingTo: election.votingTo,
    allowChange: election.allowChange,
    termsStartOn: election.termsStartOn,
    termsEndOn: election.termsEndOn,
    returningOfficer: officer ? { memberNo: officer.memberNo, name: nameOf(officer.id) ?? "" } : null,
    proposedBy: election.confirmedById === election.createdById ? null : nameOf(election.createdById),
    races: await Promise.all(
      races.map(async ({ race, committeeName }) => {
        const office = offices.find((candidate) => candidate.id === race.regionalOfficeId);
        return {
          id: race.id,
          title: race.title,
          seats: race.seats,
          committee: race.committeeId === null ? null : { id: race.committeeId, name: committeeName ?? "" },
          regionalOffice: office ? { id: office.id, title: office.title } : null,
          nominations: await Promise.all(
            nominations
              .filter((nomination) => nomination.raceId === race.id)
              .map(async (nomination) => ({
                nominationId: nomination.id,
                memberId: nomination.nomineeId,
                memberNo: names.get(nomination.nomineeId)?.memberNo ?? 0,
                name: nameOf(nomination.nomineeId) ?? "",
                status: nomination.status,
                statement: nomination.statement,
                photoUrl: await signedPhotoUrl(context, nomination),
                nominatedBy: nameOf(nomination.nominatedById),
                createdAt: nomination.createdAt.toISOString(),
              })),
          ),
        };
      }),
    ),
    questions: questions.map((question) => ({ id: question.id, title: question.title, body: question.body })),
    may: {
      edit: manages && open,
      changeRaces: manages && before(phase),
      confirm: publishes && election.status === "proposed",
      cancel: publishes && election.status !== "cancelled" && election.countedAt === null,
      addCandidates: manages && before(phase),
    },
  };
}

/** Fields that decide who votes and on what: fixed once voting opens (the roll, the ballots depend on them). */
const fixedOnceVoting = [
  "recordOn",
  "associatesVote",
  "nominationsFrom",
  "nominationsTo",
  "votingFrom",
  "allowChange",
] as const;

/**
 * PATCH /office/elections/{id}: the fields given change (the days checked again with what is kept); races and
 * questions, and who votes, only before voting opens (409 after); nothing once counted or cancelled.
 */
export async function changeElection(
  context: ElectionsContext,
  session: Actor,
  id: number,
  update: ElectionUpdate,
) {
  const today = await getClubToday(context);
  if (update.races) await checkRaceTargets(context, update.races);
  const officerId =
    update.returningOfficerNo === undefined
      ? undefined
      : await returningOfficerId(context, update.returningOfficerNo, today);
  await context.db.transaction(async (tx) => {
    const inTransaction = { ...context, db: tx };
    const election = await lockElection(tx, id);
    if (!election) throw notFound();
    const phase = phaseOf(election, today);
    if (finished(phase) || phase === "closed") throw stateError(electionMessages.notBeforeVoting);
    const { races, questions, returningOfficerNo: _number, ...fields } = update;
    const changing = fixedOnceVoting.filter(
      (field) => fields[field] !== undefined && fields[field] !== election[field],
    );
    if (!before(phase) && (races || questions || changing.length > 0))
      throw stateError(electionMessages.racesFixed);
    if (
      election.rollMadeAt !== null &&
      changing.some((field) => field === "recordOn" || field === "associatesVote")
    )
      throw stateError(electionMessages.racesFixed);
    const merged = { ...election, ...fields };
    const refusals = electionDayRefusals(merged);
    const [field, message] = Object.entries(refusals)[0] ?? [];
    if (field && message) throw invalidField(field, message, "invalid_input");
    if (races) {
      const regional = election.regionId !== null;
      races.forEach((race, index) => {
        if (regional && race.committeeId !== null)
          throw invalidField(
            `races.${index}.committeeId`,
            electionMessages.committeeInRegion,
            "invalid_input",
          );
        if (!regional && race.regionalOfficeId !== null)
          throw invalidField(
            `races.${index}.regionalOfficeId`,
            electionMessages.officeInNational,
            "invalid_input",
          );
      });
    }
    const raceCount = races?.length ?? (await findRaces(tx, id)).length;
    const questionCount = questions?.length ?? (await findQuestions(tx, id)).length;
    if (raceCount === 0 && questionCount === 0)
      throw invalidField("races", electionMessages.nothingToVoteOn, "invalid_input");
    await updateElection(tx, id, {
      ...fields,
      ...(officerId === undefined ? {} : { returningOfficerId: officerId }),
      updatedAt: context.now(),
    });
    await replaceRacesAndQuestions(inTransaction, id, { races, questions });
    await recordAudit(inTransaction, {
      actorId: session.memberId,
      memberId: null,
      action: "election_changed",
      after: { electionId: id, ...auditedSetup(update) },
    });
  });
  return getOfficeElection(context, session, id);
}

/** POST /office/elections/{id}/confirm: a region's proposal is scheduled. */
export async function confirmElection(context: ElectionsContext, session: Actor, id: number) {
  await context.db.transaction(async (tx) => {
    const election = await lockElection(tx, id);
    if (!election) throw notFound();
    if (election.status !== "proposed") throw stateError(electionMessages.notProposed);
    await updateElection(tx, id, {
      status: "scheduled",
      confirmedById: session.memberId,
      updatedAt: context.now(),
    });
    await recordAudit(
      { ...context, db: tx },
      { actorId: session.memberId, memberId: null, action: "election_confirmed", after: { electionId: id } },
    );
  });
  return getOfficeElection(context, session, id);
}

/** POST /office/elections/{id}/cancel: at any time before the count. */
export async function cancelElection(context: ElectionsContext, session: Actor, id: number) {
  await context.db.transaction(async (tx) => {
    const election = await lockElection(tx, id);
    if (!election) throw notFound();
    if (election.status === "cancelled") throw stateError(electionMessages.cancelled);
    if (election.countedAt !== null) throw stateError(electionMessages.notCancellable);
    await updateElection(tx, id, { status: "cancelled", updatedAt: context.now() });
    await recordAudit(
      { ...context, db: tx },
      { actorId: session.memberId, memberId: null, action: "election_cancelled", after: { electionId: id } },
    );
  });
  return getOfficeElection(context, session, id);
}

/** The nominee by number: a member in good standing on the club's day (and of the region, in a region's election). */
async function checkedNominee(context: AppContext, election: ElectionRow, memberNo: number, today: string) {
  const member = await memberStandingByNumber(context, memberNo, today);
  if (!member) throw invalidField("memberNo", electionMessages.unknownMember, "invalid_input");
  if (["deceased", "resigned", "merged"].includes(member.standing))
    throw invalidField("memberNo", electionMessages.closedAccount, "invalid_input");
  if (!inGoodStanding(member.standing))
    throw invalidField("memberNo", electionMessages.notInGoodStanding, "invalid_input");
  if (
    election.regionId !== null &&
    !(await findMemberRegionIds(context.db, member.id, today)).includes(election.regionId)
  )
    throw invalidField("memberNo", electionMessages.nomineeNotInRegion, "invalid_input");
  return member;
}

async function raceOfElection(context: Pick<AppContext, "db">, electionId: number, raceId: number) {
  const race = (await findRaces(context.db, electionId)).find((row) => row.race.id === raceId)?.race;
  if (!race) throw invalidField("raceId", electionMessages.unknownRace, "invalid_input");
  return race;
}

/**
 * POST /office/elections/{id}/candidates: the office names a candidate (accepted at once), until voting opens. A
 * member nominated before, who has not accepted, becomes a candidate with the office's word.
 */
export async function addCandidate(
  context: ElectionsContext,
  session: Actor,
  id: number,
  input: CandidateInput,
) {
  const today = await getClubToday(context);
  await context.db.transaction(async (tx) => {
    const inTransaction = { ...context, db: tx };
    const election = await lockElection(tx, id);
    if (!election) throw notFound();
    const phase = phaseOf(election, today);
    if (!before(phase)) throw stateError(electionMessages.notBeforeVoting);
    const race = await raceOfElection(inTransaction, id, input.raceId);
    const nominee = await checkedNominee(inTransaction, election, input.memberNo, today);
    const existing = await findNominationOf(tx, race.id, nominee.id);
    if (existing?.status === "accepted")
      throw new AppError("already_nominated", { memberNo: [electionMessages.alreadyNominated] });
    const answer = { status: "accepted" as const, statement: input.statement, answeredAt: context.now() };
    let nominationId = existing?.id;
    if (existing) await updateNomination(tx, existing.id, answer);
    else
      nominationId = (
        await insertNomination(tx, {
          raceId: race.id,
          nomineeId: nominee.id,
          nominatedById: null,
          createdAt: context.now(),
          ...answer,
        })
      ).id;
    await recordAudit(inTransaction, {
      actorId: session.memberId,
      memberId: nominee.id,
      action: "election_candidate_added",
      after: { electionId: id, raceId: race.id, nominationId },
    });
  });
  return getOfficeElection(context, session, id);
}

/** DELETE /office/elections/{id}/candidates/{nominationId}: a candidate or nomination withdrawn, before voting opens. */
export async function withdrawCandidate(
  context: ElectionsContext,
  session: Actor,
  id: number,
  nominationId: number,
) {
  const today = await getClubToday(context);
  await context.db.transaction(async (tx) => {
    const election = await lockElection(tx, id);
    if (!election) throw notFound();
    const found = await lockNomination(tx, nominationId);
    if (!found || found.electionId !== id) throw notFound();
    if (!before(phaseOf(election, today))) throw stateError(electionMessages.notBeforeVoting);
    if (found.nomination.status === "withdrawn" || found.nomination.status === "declined")
      throw stateError(electionMessages.notPending);
    await updateNomination(tx, nominationId, { status: "withdrawn", answeredAt: context.now() });
    await recordAudit(
      { ...context, db: tx },
      {
        actorId: session.memberId,
        memberId: found.nomination.nomineeId,
        action: "election_candidate_withdrawn",
        after: { electionId: id, nominationId },
      },
    );
  });
  return getOfficeElection(context, session, id);
}

// ---- A region's officers ----

/** GET /regions/{code}/elections: the region's elections, for its current officers only. */
export async function listRegionElections(
  context: AppContext,
  session: SessionContext,
  code: string,
): Promise<RegionElectionList> {
  const region = await regionByCode(context, code);
  if (!region) throw notFound();
  await requireRegionAdministrator(context, session, region.code);
  const today = await getClubToday(context);
  const [rows, offices] = await Promise.all([
    findElections(context.db, { regionId: region.id }),
    officesInUse(context),
  ]);
  return { elections: rows.map((row) => summaryOf(row, today)), offices };
}

/** POST /regions/{code}/elections: the region's officers propose; the office confirms (publishElections). */
export async function proposeRegionElection(
  context: ElectionsContext,
  session: SessionContext,
  code: string,
  input: RegionalElectionInput,
): Promise<ElectionSummary> {
  const region = await regionByCode(context, code);
  if (!region) throw notFound();
  await requireRegionAdministrator(context, session, region.code);
  const id = await createElection(context, session, { ...input, regionCode: region.code }, "proposed");
  const today = await getClubToday(context);
  const rows = await findElections(context.db, { regionId: region.id });
  const row = rows.find((candidate) => candidate.election.id === id);
  if (!row) throw notFound();
  return summaryOf(row, today);
}

// ---- Members ----

/** The election as `reader` may read it: a national one, or one of their region, neither proposed nor cancelled. */
async function readableElection(context: AppContext, reader: SessionContext, id: number, today: string) {
  const row = await findElection(context.db, id);
  if (row?.election.status !== "scheduled") throw notFound();
  if (row.election.regionId !== null) {
    const regionIds = await findMemberRegionIds(context.db, reader.memberId, today);
    if (!regionIds.includes(row.election.regionId)) throw notFound();
  }
  return row;
}

/** Refuses (404) an election `reader` may not read, as GET /elections/{id} does: its results are read so. */
export async function checkReadableElection(context: AppContext, reader: SessionContext, id: number) {
  await readableElection(context, reader, id, await getClubToday(context));
}

/** GET /elections: the national elections and those of the reader's regions, newest first. */
export async function listMemberElections(
  context: AppContext,
  reader: SessionContext,
): Promise<ElectionList> {
  const today = await getClubToday(context);
  const readerRegionIds = await findMemberRegionIds(context.db, reader.memberId, today);
  const rows = await findElections(context.db, { readerRegionIds });
  return { elections: rows.map((row) => summaryOf(row, today)) };
}

/**
 * GET /elections/{id}: the election, its races with their candidates (named to members: standing is consent) and its
 * questions; the reader's own nominations, whatever their state (a pending one is the nominee's and the office's).
 */
export async function getMemberElection(
  context: ElectionsContext,
  reader: SessionContext,
  id: number,
): Promise<MemberElection> {
  const today = await getClubToday(context);
  const row = await readableElection(context, reader, id, today);
  const { election } = row;
  const phase = phaseOf(election, today);
  const [races, questions, nominations] = await Promise.all([
    findRaces(context.db, id),
    findQuestions(context.db, id),
    findNominationsOfElection(context.db, id),
  ]);
  const candidates = nominations.filter((nomination) => nomination.status === "accepted");
  const names = await membersAsSeenByIds(
    context,
    reader,
    candidates.map((nomination) => nomination.nomineeId),
    candidateAsSeen,
  );
  const mine = nominations.filter((nomination) => nomination.nomineeId === reader.memberId);
  const why =
    phase !== "nominations" ? electionMessages.notNominations : refusal(reader, "nominateCandidates");
  const whyWords =
    typeof why === "string" ? why : why ? (Object.values(why.errors).flat()[0] ?? "") : undefined;
  return {
    id: election.id,
    title: election.title,
    description: election.description,
    region: regionOf(row),
    phase,
    phaseWords: electionPhaseWords[phase],
    recordOn: election.recordOn,
    nominationsFrom: election.nominationsFrom,
    nominationsTo: election.nominationsTo,
    votingFrom: election.votingFrom,
    votingTo: election.votingTo,
    allowChange: election.allowChange,
    termsStartOn: election.termsStartOn,
    races: await Promise.all(
      races.map(async ({ race }) => ({
        id: race.id,
        title: race.title,
        seats: race.seats,
        candidates: await Promise.all(
          candidates
            .filter((nomination) => nomination.raceId === race.id)
            .map(async (nomination) => ({
              nominationId: nomination.id,
              memberId: nomination.nomineeId,
              name: names.get(nomination.nomineeId)?.name ?? "",
              statement: nomination.statement,
              photoUrl: await signedPhotoUrl(context, nomination),
            })),
        ),
      })),
    ),
    questions: questions.map((question) => ({ id: question.id, title: question.title, body: question.body })),
    myNominations: await Promise.all(
      mine.map(async (nomination) => ({
        nominationId: nomination.id,
        raceId: nomination.raceId,
        raceTitle: races.find((candidate) => candidate.race.id === nomination.raceId)?.race.title ?? "",
        status: nomination.status,
        statement: nomination.statement,
        photoUrl: await signedPhotoUrl(context, nomination),
      })),
    ),
    mayNominate: whyWords === undefined,
    refusals: whyWords === undefined ? {} : { nominate: whyWords },
  };
}

/**
 * POST /elections/{id}/nominations: a member in good standing nominates a member in good standing (themselves too)
 * during the nominations; one nomination a member and office (409 after). The nominee is asked by mail.
 */
export async function nominate(
  context: ElectionsContext,
  reader: SessionContext,
  id: number,
  input: NominationInput,
) {
  const today = await getClubToday(context);
  await readableElection(context, reader, id, today);
  const why = refusal(reader, "nominateCandidates");
  if (why) throw why;
  const mail = await context.db.transaction(async (tx) => {
    const inTransaction = { ...context, db: tx };
    const election = await lockElection(tx, id);
    if (!election) throw notFound();
    if (phaseOf(election, today) !== "nominations") throw stateError(electionMessages.notNominations);
    const race = await raceOfElection(inTransaction, id, input.raceId);
    const nominee = await checkedNominee(inTransaction, election, input.memberNo, today);
    if (await findNominationOf(tx, race.id, nominee.id))
      throw new AppError("already_nominated", { memberNo: [electionMessages.alreadyNominated] });
    const nomination = await insertNomination(tx, {
      raceId: race.id,
      nomineeId: nominee.id,
      nominatedById: reader.memberId,
      status: "nominated",
      createdAt: context.now(),
    });
    await recordAudit(inTransaction, {
      actorId: reader.memberId,
      memberId: nominee.id,
      action: "election_nomination",
      after: { electionId: id, raceId: race.id, nominationId: nomination.id },
    });
    const contact = await getMemberContact(inTransaction, nominee.id);
    if (!contact.email) return null;
    const message = nominationMail(
      context.config,
      { ...contact, email: contact.email },
      {
        electionId: id,
        electionTitle: election.title,
        raceTitle: race.title,
        self: nominee.id === reader.memberId,
        answerBy: election.nominationsTo ?? election.votingFrom,
      },
    );
    await context.mailer.enqueue({ ...message, memberId: nominee.id }, tx);
    return message;
  });
  if (mail) context.mailer.deliverSoon();
  return getMemberElection(context, reader, id);
}

/** The reader's own nomination, locked, in a readable election still before voting (someone else's: not found). */
async function lockOwnNomination(
  context: AppContext,
  reader: SessionContext,
  id: number,
  nominationId: number,
  today: string,
) {
  const election = await lockElection(context.db, id);
  const found = await lockNomination(context.db, nominationId);
  if (!election || !found || found.electionId !== id || found.nomination.nomineeId !== reader.memberId)
    throw notFound();
  if (!before(phaseOf(election, today))) throw stateError(electionMessages.notBeforeVoting);
  return found.nomination;
}

async function answerNomination(
  context: ElectionsContext,
  reader: SessionContext,
  id: number,
  nominationId: number,
  answer: { status: "accepted"; statement: string } | { status: "declined" },
) {
  const today = await getClubToday(context);
  await readableElection(context, reader, id, today);
  await context.db.transaction(async (tx) => {
    const nomination = await lockOwnNomination({ ...context, db: tx }, reader, id, nominationId, today);
    const mayAnswer =
      nomination.status === "nominated" || (answer.status === "accepted" && nomination.status === "accepted");
    if (!mayAnswer) throw stateError(electionMessages.notPending);
    await updateNomination(tx, nominationId, { ...answer, answeredAt: context.now() });
    await recordAudit(
      { ...context, db: tx },
      {
        actorId: reader.memberId,
        memberId: reader.memberId,
        action:
          answer.status === "accepted" ? "election_nomination_accepted" : "election_nomination_declined",
        after: { electionId: id, nominationId },
      },
    );
  });
  return getMemberElection(context, reader, id);
}

/** POST /elections/{id}/nominations/{nominationId}/accept: the nominee stands (their statement can be changed again). */
export function acceptNomination(
  context: ElectionsContext,
  reader: SessionContext,
  id: number,
  nominationId: number,
  input: AcceptanceInput,
) {
  return answerNomination(context, reader, id, nominationId, {
    status: "accepted",
    statement: input.statement,
  });
}

/** POST /elections/{id}/nominations/{nominationId}/decline. */
export function declineNomination(
  context: ElectionsContext,
  reader: SessionContext,
  id: number,
  nominationId: number,
) {
  return answerNomination(context, reader, id, nominationId, { status: "declined" });
}

/** PUT /elections/{id}/nominations/{nominationId}/photo: the nominee's photo for the ballot (replacing any). */
export async function setNominationPhoto(
  context: ElectionsContext,
  reader: SessionContext,
  id: number,
  nominationId: number,
  upload: Buffer,
) {
  const today = await getClubToday(context);
  await readableElection(context, reader, id, today);
  // Refused before the photo is processed: someone else's nomination, or one answered no.
  await context.db.transaction(async (tx) => {
    const nomination = await lockOwnNomination({ ...context, db: tx }, reader, id, nominationId, today);
    if (nomination.status !== "nominated" && nomination.status !== "accepted")
      throw stateError(electionMessages.notPending);
  });
  const key = await storeElectionPhoto(context, upload);
  let replaced: string | null = null;
  try {
    await context.db.transaction(async (tx) => {
      const nomination = await lockOwnNomination({ ...context, db: tx }, reader, id, nominationId, today);
      if (nomination.status !== "nominated" && nomination.status !== "accepted")
        throw stateError(electionMessages.notPending);
      replaced = nomination.photoKey;
      await updateNomination(tx, nominationId, { photoKey: key });
    });
  } catch (error) {
    await removeElectionPhotoFiles(context, [key]);
    throw error;
  }
  if (replaced) await removeElectionPhotoFiles(context, [replaced]);
  return getMemberElection(context, reader, id);
}

/** A candidate's photo by its signed URL (an <img> sends no token): the bytes, or why not. */
export async function readElectionPhoto(
  context: ElectionsContext,
  request: { nominationId: number; name: string; expires: number; signature: string },
) {
  await context.signer.requireValid(
    electionPhotoPath(request.nominationId, request.name),
    request.expires,
    request.signature,
  );
  const key = photoKeyOf(request.name);
  const nomination = await findNominationByPhoto(context.db, request.nominationId, key);
  if (!nomination) throw notFound();
  const body = await context.storage.read(key);
  if (!body) throw notFound();
  return body;
}

// ---- A member's data ----

/** Download my data: the nominations of them and those they made, with each election's and office's titles. */
export async function ownNominations(
  context: Pick<AppContext, "db">,
  memberId: number,
): Promise<MyNominationsData> {
  const rows = await findNominationsOfMember(context.db, memberId);
  return rows.map((row) => ({
    election: row.electionTitle,
    race: row.raceTitle,
    status: row.nomination.status,
    statement: row.nomination.nomineeId === memberId ? row.nomination.statement : "",
    nominatedByMe: row.nomination.nominatedById === memberId,
    nominatedMe: row.nomination.nomineeId === memberId,
    at: row.nomination.createdAt.toISOString(),
  }));
}

/**
 * A member leaving the club (privacy's erasure, in its transaction): their nominations not yet decided by a vote are
 * withdrawn with their statement, those of an election whose voting has opened are kept as its history (the ballots
 * name them; they are named as "A former member"); every photo of theirs goes, and the nominations they made name
 * them no more. Returns the photos' keys, to remove once the transaction is committed.
 */
export async function forgetNominee(
  context: Pick<AppContext, "db" | "now" | "config" | "log">,
  memberId: number,
) {
  const today = await getClubToday(context);
  const rows = await findNominationsOfMember(context.db, memberId);
  const photos: string[] = [];
  for (const row of rows) {
    const nomination: NominationRow = row.nomination;
    if (nomination.nomineeId !== memberId) continue;
    if (nomination.photoKey) photos.push(nomination.photoKey);
    const history = !before(phaseOf(row.election, today)) && nomination.status === "accepted";
    await updateNomination(
      context.db,
      nomination.id,
      history
        ? { photoKey: null }
        : {
            photoKey: null,
            statement: "",
            status: nomination.status === "declined" ? "declined" : "withdrawn",
            answeredAt: nomination.answeredAt ?? context.now(),
          },
    );
  }
  await forgetNominator(context.db, memberId);
  return photos;
}
