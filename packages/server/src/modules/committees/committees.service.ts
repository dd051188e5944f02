import {
  type ClubCommittees,
  type CommitteeInput,
  type CommitteeTerm,
  type CommitteeTermInput,
  type CommitteeTermState,
  type CommitteeTermUpdate,
  type CommitteeUpdate,
  committeeMessages,
  type MyCommitteeTerm,
  type OfficeCommittee,
  type OfficeCommittees,
  type PublicCommittee,
  type RegionCommittees,
} from "@club/domain/committee.schema";
import { addDays } from "@club/domain/days";
import { officerAsSeen, type ViewingAccount } from "@club/domain/member-visibility.rules";
import { daysOverlap, isCurrentTerm, termState } from "@club/domain/officer-terms.rules";
import type { AppContext } from "../../lib/app-context.ts";
import { AppError, invalidField, notFound } from "../../lib/app-error.ts";
import { recordAudit } from "../audit/audit.service.ts";
import type { SessionContext } from "../auth/auth.service.ts";
import { membersAsSeenByIds } from "../members/members.service.ts";
import { getClubToday } from "../settings/settings.service.ts";
import {
  type CommitteeWithRegion,
  committeeHasTerms,
  deleteCommittee,
  deleteTerm,
  deleteTermsOf,
  findCommittee,
  findCommitteeByName,
  findCommittees,
  findMemberByNumber,
  findMembersByIds,
  findRegionByCode,
  findTermsOfCommittees,
  findTermsOfMember,
  findTermsOfSeats,
  insertCommittee,
  insertTerms,
  lockCommittee,
  lockTerm,
  type TermWithMember,
  updateCommittee,
  updateTerm,
} from "./committees.repository.ts";

// Issue 46: the club's committees (the board of directors among them) and the regions' own, and the members who
// serve on them for a term. The office keeps them (audited); an election seats its winners through seatMembers; who
// serves today is decided on the club's day by the officers' rule (officer-terms.rules.ts), on every read.

type CommitteesContext = Pick<AppContext, "db" | "config" | "log" | "now">;

/** A committee term read by the officers' rule: the office's terms are never proposals. */
const asTermDays = (row: { startsOn: string; endsOn: string | null }) => ({
  ...row,
  status: "confirmed" as const,
});

/** Where a committee term stands on the club's `today` (a confirmed term is never "proposed"). */
const termStateOf = (row: { startsOn: string; endsOn: string | null }, today: string) =>
  termState(asTermDays(row), today) as CommitteeTermState;

function termView(row: TermWithMember, today: string): CommitteeTerm {
  return {
    id: row.id,
    member: { memberId: row.memberId, memberNo: row.memberNo, name: `${row.firstName} ${row.lastName}` },
    role: row.role,
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    state: termStateOf(row, today),
    electionId: row.electionId,
  };
}

const stateOrder = { current: 0, upcoming: 1, ended: 2 } as const;

function committeeView(row: CommitteeWithRegion, terms: TermWithMember[], today: string): OfficeCommittee {
  return {
    id: row.id,
    key: row.key,
    name: row.name,
    description: row.description,
    region: row.regionCode === null ? null : { code: row.regionCode, name: row.regionName ?? "" },
    retired: row.retiredAt !== null,
    terms: terms
      .filter((term) => term.committeeId === row.id)
      .map((term) => termView(term, today))
      // Stable: within each state the latest first, as read.
      .sort((a, b) => stateOrder[a.state] - stateOrder[b.state]),
  };
}

async function officeCommittee(context: CommitteesContext, id: number) {
  const row = await findCommittee(context.db, id);
  if (!row) throw notFound();
  const [terms, today] = await Promise.all([findTermsOfCommittees(context.db, [id]), getClubToday(context)]);
  return committeeView(row, terms, today);
}

const committeeLabel = (committee: Pick<OfficeCommittee, "name" | "region">) =>
  committee.region === null ? committee.name : `${committee.name} (${committee.region.code})`;

const termLabel = (committee: Pick<OfficeCommittee, "name" | "region">, term: CommitteeTerm) =>
  `${term.member.name} (no. ${term.member.memberNo}), ${term.role} of ${committeeLabel(committee)}, ${term.startsOn} to ${term.endsOn ?? "no last day"}`;

// ---- The committees ----

/** GET /office/committees: every committee, the club's first, with every term. */
export async function listOfficeCommittees(context: CommitteesContext): Promise<OfficeCommittees> {
  const rows = await findCommittees(context.db);
  const [terms, today] = await Promise.all([
    findTermsOfCommittees(
      context.db,
      rows.map((row) => row.id),
    ),
    getClubToday(context),
  ]);
  return { committees: rows.map((row) => committeeView(row, terms, today)) };
}

/** POST /office/committees: a committee of the club or of one region; its name unique where it belongs. */
export async function addCommittee(
  context: CommitteesContext,
  session: SessionContext,
  input: CommitteeInput,
): Promise<OfficeCommittee> {
  return context.db.transaction(async (tx) => {
    const inTransaction = { ...context, db: tx };
    const region = input.regionCode === null ? null : await findRegionByCode(tx, input.regionCode);
    if (region === undefined) throw invalidField("regionCode", committeeMessages.unknownRegion);
    const regionId = region?.id ?? null;
    if (await findCommitteeByName(tx, input.name, regionId))
      throw invalidField("name", committeeMessages.nameTaken);
    const id = await insertCommittee(tx, {
      name: input.name,
      description: input.description,
      regionId,
      createdAt: context.now(),
    });
    const committee = await officeCommittee(inTransaction, id);
    await recordAudit(inTransaction, {
      actorId: session.memberId,
      memberId: null,
      action: "committee_added",
      after: { committee: committeeLabel(committee) },
    });
    return committee;
  });
}

/** PATCH /office/committees/{id}: renamed, described again, retired (no new terms, not shown) or used again. */
export async function changeCommittee(
  context: CommitteesContext,
  session: SessionContext,
  id: number,
  update: CommitteeUpdate,
): Promise<OfficeCommittee> {
  return context.db.transaction(async (tx) => {
    const inTransaction = { ...context, db: tx };
    const row = await lockCommittee(tx, id);
    if (!row) throw notFound();
    if (update.name !== undefined && (await findCommitteeByName(tx, update.name, row.regionId, id)))
      throw invalidField("name", committeeMessages.nameTaken);
    const before = await officeCommittee(inTransaction, id);
    const retiredAt =
      update.retired === undefined ? row.retiredAt : update.retired ? (row.retiredAt ?? context.now()) : null;
    await updateCommittee(tx, id, {
      name: update.name ?? row.name,
      description: update.description ?? row.description,
      retiredAt,
    });
    const after = await officeCommittee(inTransaction, id);
    await recordAudit(inTransaction, {
      actorId: session.memberId,
      memberId: null,
      action: "committee_changed",
      before: { committee: committeeLabel(before), description: before.description, retired: before.retired },
      after: { committee: committeeLabel(after), description: after.description, retired: after.retired },
    });
    return after;
  });
}

/** DELETE /office/committees/{id}: only one nobody served on and the club added (409 otherwise: retire it). */
export async function removeCommittee(context: CommitteesContext, session: SessionContext, id: number) {
  await context.db.transaction(async (tx) => {
    const inTransaction = { ...context, db: tx };
    const row = await lockCommittee(tx, id);
    if (!row) throw notFound();
    if (row.key !== null || (await committeeHasTerms(tx, id)))
      throw new AppError("committee_in_use", { base: [committeeMessages.committeeInUse] });
    const committee = await officeCommittee(inTransaction, id);
    await deleteCommittee(tx, id);
    await recordAudit(inTransaction, {
      actorId: session.memberId,
      memberId: null,
      action: "committee_removed",
      before: { committee: committeeLabel(committee) },
    });
  });
}

// ---- The terms ----

/** The committee, locked so that its terms are added one at a time; one retired takes no new member. */
async function committeeToSeat(context: Pick<AppContext, "db">, id: number) {
  const row = await lockCommittee(context.db, id);
  if (!row) throw notFound();
  if (row.retiredAt !== null)
    throw new AppError("committee_retired", { base: [committeeMessages.committeeRetired] });
  return row;
}

/** Refuses days on which one of the members already serves on the committee (but the term `except`). */
async function refuseOverlap(
  context: Pick<AppContext, "db">,
  committeeId: number,
  seats: { memberId: number; startsOn: string; endsOn: string | null }[],
  except?: number,
) {
  const others = await findTermsOfSeats(
    context.db,
    committeeId,
    seats.map((seat) => seat.memberId),
    except,
  );
  const overlapping = seats.some((seat) =>
    others.some((other) => other.memberId === seat.memberId && daysOverlap(other, seat)),
  );
  if (overlapping) throw invalidField("startsOn", committeeMessages.overlaps);
}

async function committeeTerm(context: CommitteesContext, committeeId: number, id: number) {
  const committee = await officeCommittee(context, committeeId);
  const term = committee.terms.find((candidate) => candidate.id === id);
  if (!term) throw notFound();
  return { committee, term };
}

/** The committee and one of its terms, both locked for the caller's transaction, with the term as the office reads it. */
async function lockedTerm(context: CommitteesContext, committeeId: number, id: number) {
  if (!(await lockCommittee(context.db, committeeId))) throw notFound();
  const row = await lockTerm(context.db, committeeId, id);
  if (!row) throw notFound();
  return { row, ...(await committeeTerm(context, committeeId, id)) };
}

/**
 * Issue 46: the members an election seated (or the office, one at a time) become the committee's for the days given,
 * in the caller's transaction (`context.db` as given: the election's publication). Refused: a retired committee, an
 * unknown, merged or closed account, days on which one of them already serves on it.
 */
export async function seatMembers(
  context: CommitteesContext,
  seats: {
    committeeId: number;
    memberIds: number[];
    role: string;
    startsOn: string;
    endsOn: string | null;
    electionId: number | null;
  },
  actorId: number | null = null,
): Promise<number[]> {
  const committee = await committeeToSeat(context, seats.committeeId);
  const memberIds = [...new Set(seats.memberIds)];
  if (memberIds.length === 0) return [];
  if (seats.endsOn !== null && seats.endsOn < seats.startsOn)
    throw invalidField("endsOn", committeeMessages.endsBeforeStart);
  const found = await findMembersByIds(context.db, memberIds);
  if (found.length !== memberIds.length) throw invalidField("memberNo", committeeMessages.unknownMember);
  if (found.some((member) => member.deceasedOn || member.resignedOn))
    throw invalidField("memberNo", committeeMessages.closedAccount);
  const days = { startsOn: seats.startsOn, endsOn: seats.endsOn };
  await refuseOverlap(
    context,
    committee.id,
    memberIds.map((memberId) => ({ memberId, ...days })),
  );
  const ids = await insertTerms(
    context.db,
    memberIds.map((memberId) => ({
      committeeId: committee.id,
      memberId,
      role: seats.role,
      ...days,
      electionId: seats.electionId,
      createdAt: context.now(),
    })),
  );
  const view = await officeCommittee(context, committee.id);
  for (const term of view.terms.filter((candidate) => ids.includes(candidate.id)))
    await recordAudit(context, {
      actorId,
      memberId: term.member.memberId,
      action: "committee_term_added",
      reason: seats.electionId === null ? null : `Election ${seats.electionId}`,
      after: { term: termLabel(view, term) },
    });
  return ids;
}

/** POST /office/committees/{id}/terms: the office seats a member (by number) on the committee for a term. */
export async function addCommitteeTerm(
  context: CommitteesContext,
  session: SessionContext,
  committeeId: number,
  input: CommitteeTermInput,
): Promise<CommitteeTerm> {
  return context.db.transaction(async (tx) => {
    const inTransaction = { ...context, db: tx };
    await committeeToSeat(inTransaction, committeeId);
    const member = await findMemberByNumber(tx, input.memberNo);
    if (!member) throw invalidField("memberNo", committeeMessages.unknownMember);
    const today = await getClubToday(inTransaction);
    if (input.endsOn !== null && input.endsOn < today)
      throw invalidField("endsOn", committeeMessages.endsInThePast);
    const startsOn = input.startsOn ?? today;
    const [id] = await seatMembers(
      inTransaction,
      {
        committeeId,
        memberIds: [member.id],
        role: input.role,
        startsOn,
        endsOn: input.endsOn,
        electionId: null,
      },
      session.memberId,
    );
    return (await committeeTerm(inTransaction, committeeId, id as number)).term;
  });
}

/** PATCH /office/committees/{id}/terms/{termId}: another role or other days (ending early: a nearer last day). */
export async function changeCommitteeTerm(
  context: CommitteesContext,
  session: SessionContext,
  committeeId: number,
  id: number,
  update: CommitteeTermUpdate,
): Promise<CommitteeTerm> {
  return context.db.transaction(async (tx) => {
    const inTransaction = { ...context, db: tx };
    const { row, ...before } = await lockedTerm(inTransaction, committeeId, id);
    const days = {
      startsOn: update.startsOn ?? row.startsOn,
      endsOn: update.endsOn === undefined ? row.endsOn : update.endsOn,
    };
    if (days.endsOn !== null && days.endsOn < days.startsOn)
      throw invalidField("endsOn", committeeMessages.endsBeforeStart);
    const today = await getClubToday(inTransaction);
    // The office may end a term today (its last day yesterday), not rewrite the days served before that.
    if (update.endsOn !== undefined && days.endsOn !== null && days.endsOn < addDays(today, -1))
      throw invalidField("endsOn", committeeMessages.endsInThePast);
    await refuseOverlap(inTransaction, committeeId, [{ memberId: row.memberId, ...days }], row.id);
    await updateTerm(tx, id, { ...days, role: update.role ?? row.role });
    const after = await committeeTerm(inTransaction, committeeId, id);
    await recordAudit(inTransaction, {
      actorId: session.memberId,
      memberId: row.memberId,
      action: "committee_term_changed",
      before: { term: termLabel(before.committee, before.term) },
      after: { term: termLabel(after.committee, after.term) },
    });
    return after.term;
  });
}

/**
 * POST /office/committees/{id}/terms/{termId}/end: a term being served ends today, on the club's day: its last day
 * becomes yesterday. One that began today served no day before it and is deleted. Either way the trail says so.
 */
export async function endCommitteeTermToday(
  context: CommitteesContext,
  session: SessionContext,
  committeeId: number,
  id: number,
) {
  await context.db.transaction(async (tx) => {
    const inTransaction = { ...context, db: tx };
    const { row, committee, term } = await lockedTerm(inTransaction, committeeId, id);
    if (term.state !== "current")
      throw new AppError("term_not_serving", { base: [committeeMessages.notServing] });
    const yesterday = addDays(await getClubToday(inTransaction), -1);
    const beganToday = row.startsOn > yesterday;
    if (beganToday) await deleteTerm(tx, id);
    else await updateTerm(tx, id, { endsOn: yesterday });
    await recordAudit(inTransaction, {
      actorId: session.memberId,
      memberId: row.memberId,
      action: "committee_term_ended",
      before: { term: termLabel(committee, term) },
      after: beganToday ? null : { term: termLabel(committee, { ...term, endsOn: yesterday }) },
    });
  });
}

/** DELETE /office/committees/{id}/terms/{termId}: a term not begun. One begun is history: ended, not deleted (409). */
export async function removeCommitteeTerm(
  context: CommitteesContext,
  session: SessionContext,
  committeeId: number,
  id: number,
) {
  await context.db.transaction(async (tx) => {
    const inTransaction = { ...context, db: tx };
    const { row, committee, term } = await lockedTerm(inTransaction, committeeId, id);
    if (term.state !== "upcoming") throw new AppError("term_begun", { base: [committeeMessages.termBegun] });
    await deleteTerm(tx, id);
    await recordAudit(inTransaction, {
      actorId: session.memberId,
      memberId: row.memberId,
      action: "committee_term_deleted",
      before: { term: termLabel(committee, term) },
    });
  });
}

// ---- What everyone reads ----

/**
 * The committees in use with who serves on each today, each member named as officerAsSeen says (serving the club is
 * public: a listed member by name to anyone; one not listed, or forgotten, as memberAsSeen names them to the viewer).
 * `viewer` null: nobody signed in.
 */
async function publicCommittees(
  context: CommitteesContext,
  viewer: ViewingAccount | null,
  regionId: number | null,
): Promise<PublicCommittee[]> {
  const rows = (await findCommittees(context.db, { regionId })).filter((row) => row.retiredAt === null);
  const [terms, today] = await Promise.all([
    findTermsOfCommittees(
      context.db,
      rows.map((row) => row.id),
    ),
    getClubToday(context),
  ]);
  const current = terms
    .filter((term) => isCurrentTerm(asTermDays(term), today))
    // Members in the order of their names, not of their first days: a list, not a history.
    .sort((a, b) => a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName));
  const names = await membersAsSeenByIds(
    context,
    viewer,
    current.map((term) => term.memberId),
    officerAsSeen,
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    members: current
      .filter((term) => term.committeeId === row.id)
      .flatMap((term) => {
        const seen = names.get(term.memberId);
        return seen ? [{ termId: term.id, role: term.role, name: seen.name, named: seen.named }] : [];
      }),
  }));
}

/** GET /committees: the club's own committees (the board first) and who serves on them today. */
export async function clubCommittees(
  context: CommitteesContext,
  viewer: ViewingAccount | null,
): Promise<ClubCommittees> {
  return { committees: await publicCommittees(context, viewer, null) };
}

/** GET /regions/{code}/committees: the region's committees and who serves on them today. */
export async function regionCommittees(
  context: CommitteesContext,
  viewer: ViewingAccount | null,
  code: string,
): Promise<RegionCommittees> {
  const region = await findRegionByCode(context.db, code);
  if (!region) throw notFound();
  return {
    region: { code: region.code, name: region.name },
    committees: await publicCommittees(context, viewer, region.id),
  };
}

// ---- The member's own ----

/** My data: the member's terms on every committee, with where each stands on the club's day. */
export async function committeeTermsOfMember(
  context: CommitteesContext,
  memberId: number,
): Promise<MyCommitteeTerm[]> {
  const [rows, today] = await Promise.all([findTermsOfMember(context.db, memberId), getClubToday(context)]);
  return rows.map((row) => ({ ...row, state: termStateOf(row, today) }));
}

/**
 * Erasure (as the officers' terms): a member who left serves on no committee; their terms go, and the trail keeps who
 * was seated and when, naming them no more.
 */
export async function endCommitteeTermsOf(context: Pick<AppContext, "db">, memberId: number) {
  await deleteTermsOf(context.db, memberId);
}
