import { clubDate } from "@club/domain/club-clock";
import { addDays } from "@club/domain/days";
import type { ViewingAccount } from "@club/domain/member-visibility.rules";
import { officerAsSeen } from "@club/domain/member-visibility.rules";
import { daysOverlap, isCurrentTerm, termState } from "@club/domain/officer-terms.rules";
import {
  type OfficerTerm,
  type OfficerTermInput,
  type OfficerTermUpdate,
  officerTermMessages,
  type RegionalOffice,
  type RegionalOfficeUpdate,
  type RegionOfficers,
} from "@club/domain/officer-terms.schema";
import type { AppContext } from "../../lib/app-context.ts";
import { AppError, invalidField, notFound } from "../../lib/app-error.ts";
import { recordAudit } from "../audit/audit.service.ts";
import type { SessionContext } from "../auth/auth.service.ts";
import { membersAsSeenByIds } from "../members/members.service.ts";
import { authorizeOfficerProposal } from "../policy/policy.ts";
import { clubTimeZoneOf, getClubToday } from "../settings/settings.service.ts";
import {
  deleteOffice,
  deleteTerm,
  findConfirmedTermsOfMember,
  findHolderByNumber,
  findOffice,
  findOfficeByTitle,
  findOffices,
  findTermsOfHolder,
  findTermsOfMember,
  findTermsOfRegion,
  findZoneTermsOfMember,
  insertOffice,
  insertTerm,
  lockTerm,
  officeHasTerms,
  type TermWithNames,
  updateOffice,
  updateTerm,
} from "./officer-terms.repository.ts";
import { findRegionByCode, lockRegion } from "./regional-admin.repository.ts";

// Issue 42: a region's officers and their terms. The office appoints, changes, confirms and ends them (audited); a
// region's director proposes. What a term gives is decided on the club's day by the domain's rule, on every read:
// nothing runs at midnight, and a term's last day ends its access whether or not a worker is up.

type TermsContext = Pick<AppContext, "db" | "config" | "log" | "now">;

/** The member's confirmed terms current on the club's today, as region codes and office keys. */
export async function currentTermsOf(context: TermsContext, memberId: number) {
  const terms = await findConfirmedTermsOfMember(context.db, memberId);
  const [first] = terms;
  if (!first) return [];
  const today = clubDate(context.now(), clubTimeZoneOf(context, first.clubTimeZoneSetting));
  return terms.filter((term) => isCurrentTerm(term, today));
}

function termView(row: TermWithNames, today: string): OfficerTerm {
  return {
    id: row.id,
    regionCode: row.regionCode,
    office: { id: row.officeId, key: row.officeKey, title: row.officeTitle },
    member: { memberId: row.memberId, memberNo: row.memberNo, name: `${row.firstName} ${row.lastName}` },
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    state: termState(row, today),
    proposedBy:
      row.proposedById === null ? null : { memberId: row.proposedById, name: row.proposedByName ?? "" },
  };
}

async function regionOrNotFound(context: Pick<AppContext, "db">, code: string) {
  const region = await lockRegion(context.db, code);
  if (!region) throw notFound();
  return region;
}

/** Issue 42 (my data): the member's own terms in every region, with their state on the club's day. */
export async function ownOfficerTerms(context: TermsContext, memberId: number) {
  const today = await getClubToday(context);
  const [ofRegions, ofZones] = await Promise.all([
    findTermsOfMember(context.db, memberId),
    findZoneTermsOfMember(context.db, memberId),
  ]);
  return [
    ...ofRegions.map((row) => ({
      regionCode: row.regionCode,
      zone: null,
      office: row.officeTitle,
      startsOn: row.startsOn,
      endsOn: row.endsOn,
      state: termState(row, today),
    })),
    ...ofZones.map((row) => ({
      regionCode: "",
      zone: row.zoneName,
      office: row.officeTitle,
      startsOn: row.startsOn,
      endsOn: row.endsOn,
      state: termState({ ...row, status: "confirmed" }, today),
    })),
  ];
}

/** GET /office/regions/{code}/terms: every term of the region, proposals first, then by office and latest. */
export async function listRegionTerms(context: TermsContext, code: string): Promise<OfficerTerm[]> {
  const region = await regionToRead(context, code);
  const today = await getClubToday(context);
  const terms = (await findTermsOfRegion(context.db, region.id)).map((row) => termView(row, today));
  return [
    ...terms.filter((term) => term.state === "proposed"),
    ...terms.filter((term) => term.state !== "proposed"),
  ];
}

async function regionTerm(context: TermsContext, regionId: number, id: number) {
  const rows = await findTermsOfRegion(context.db, regionId);
  const row = rows.find((term) => term.id === id);
  if (!row) throw notFound();
  return termView(row, await getClubToday(context));
}

const termLabel = (term: OfficerTerm) =>
  `${term.member.name} (no. ${term.member.memberNo}), ${term.office.title} of ${term.regionCode}, ${term.startsOn} to ${term.endsOn ?? "no last day"}`;

/**
 * Who and which office a new term names (a region's or, issue 42, a zone's), checked: an office in use, a member whose
 * account is open, a last day not passed.
 */
export async function checkedOfficeAndMember(
  context: TermsContext,
  input: Pick<OfficerTermInput, "memberNo" | "officeId" | "endsOn">,
) {
  const office = await findOffice(context.db, input.officeId);
  if (!office) throw invalidField("officeId", officerTermMessages.unknownOffice);
  if (office.retiredAt) throw invalidField("officeId", officerTermMessages.retiredOffice);
  const member = await findHolderByNumber(context.db, input.memberNo);
  if (!member) throw invalidField("memberNo", officerTermMessages.unknownMember);
  if (member.deceasedOn || member.resignedOn)
    throw invalidField("memberNo", officerTermMessages.closedAccount);
  const today = await getClubToday(context);
  if (input.endsOn !== null && input.endsOn < today)
    throw invalidField("endsOn", officerTermMessages.endsInThePast);
  return { office, member };
}

/** Checks who and which office a new term names, and that the member does not already hold it on those days. */
async function checkedHolder(
  context: TermsContext,
  regionId: number,
  input: Pick<OfficerTermInput, "memberNo" | "officeId" | "endsOn"> & { startsOn: string },
) {
  const { office, member } = await checkedOfficeAndMember(context, input);
  await refuseOverlap(context, { regionId, officeId: office.id, memberId: member.id }, input);
  return { office, member };
}

async function refuseOverlap(
  context: TermsContext,
  holder: { regionId: number; officeId: number; memberId: number },
  days: { startsOn: string; endsOn: string | null },
  except?: number,
) {
  const others = await findTermsOfHolder(context.db, holder, except);
  if (others.some((other) => daysOverlap(other, days)))
    throw invalidField("startsOn", officerTermMessages.overlaps);
}

/**
 * A new term of the region, checked (who, which office, which days) and written with its line in the trail: the
 * office's appointment (confirmed) or a director's proposal. Run it in the caller's transaction.
 */
async function addTerm(
  context: TermsContext,
  session: SessionContext,
  region: { id: number },
  input: OfficerTermInput,
  proposal: boolean,
): Promise<OfficerTerm> {
  const startsOn = input.startsOn ?? (await getClubToday(context));
  const { office, member } = await checkedHolder(context, region.id, { ...input, startsOn });
  const id = await insertTerm(context.db, {
    regionId: region.id,
    officeId: office.id,
    memberId: member.id,
    startsOn,
    endsOn: input.endsOn,
    status: proposal ? "proposed" : "confirmed",
    proposedById: proposal ? session.memberId : null,
    createdAt: context.now(),
  });
  const term = await regionTerm(context, region.id, id);
  await recordAudit(context, {
    actorId: session.memberId,
    memberId: member.id,
    action: proposal ? "officer_term_proposed" : "officer_term_appointed",
    reason: input.reason ?? null,
    before: null,
    after: { term: termLabel(term) },
  });
  return term;
}

/** POST /office/regions/{code}/terms: the office appoints a member to an office of the region for a term. */
export async function appointTerm(
  context: TermsContext,
  session: SessionContext,
  code: string,
  input: OfficerTermInput,
): Promise<OfficerTerm> {
  return context.db.transaction(async (tx) => {
    const inTransaction = { ...context, db: tx };
    const region = await regionOrNotFound(inTransaction, code);
    return addTerm(inTransaction, session, region, input, false);
  });
}

/**
 * POST /regions/{code}/officer-proposals: a current director of the region proposes an officer; the term gives
 * nothing until the office confirms it.
 */
export async function proposeOfficer(
  context: TermsContext,
  session: SessionContext,
  code: string,
  input: OfficerTermInput,
): Promise<OfficerTerm> {
  return context.db.transaction(async (tx) => {
    const inTransaction = { ...context, db: tx };
    const region = await regionOrNotFound(inTransaction, code);
    // The region's own director: a zone's director reads the region, but does not propose its officers.
    const held = (await currentTermsOf(inTransaction, session.memberId)).filter(
      (term) => term.regionCode === region.code && !term.viaZone,
    );
    authorizeOfficerProposal(
      session,
      held.map((term) => term.officeKey),
    );
    return addTerm(inTransaction, session, region, input, true);
  });
}

/**
 * Issue 46: the winners of a region's election hold its office from the day the election says, as terms the office
 * appointed (confirmed), each with its line in the trail. In the caller's transaction (the results' publication); a
 * winner already holding the office on those days refuses the publication (409), for the office to end that term first.
 */
export async function seatElectedOfficers(
  context: TermsContext,
  session: SessionContext,
  seats: { regionId: number; officeId: number; memberIds: number[]; startsOn: string; endsOn: string | null },
) {
  for (const memberId of seats.memberIds) {
    const holder = { regionId: seats.regionId, officeId: seats.officeId, memberId };
    const others = await findTermsOfHolder(context.db, holder);
    if (others.some((other) => daysOverlap(other, seats)))
      throw new AppError("term_overlaps", { base: [officerTermMessages.electedOverlaps] });
    const id = await insertTerm(context.db, {
      ...holder,
      startsOn: seats.startsOn,
      endsOn: seats.endsOn,
      status: "confirmed",
      proposedById: null,
      createdAt: context.now(),
    });
    const term = await regionTerm(context, seats.regionId, id);
    await recordAudit(context, {
      actorId: session.memberId,
      memberId,
      action: "officer_term_elected",
      reason: null,
      before: null,
      after: { term: termLabel(term) },
    });
  }
}

/** PATCH /office/regions/{code}/terms/{id}: new days; a term ends early when it is given a nearer last day. */
export async function changeTerm(
  context: TermsContext,
  session: SessionContext,
  code: string,
  id: number,
  update: OfficerTermUpdate,
): Promise<OfficerTerm> {
  return context.db.transaction(async (tx) => {
    const inTransaction = { ...context, db: tx };
    const region = await regionOrNotFound(inTransaction, code);
    const row = await lockTerm(tx, region.id, id);
    if (!row) throw notFound();
    const before = await regionTerm(inTransaction, region.id, id);
    const days = {
      startsOn: update.startsOn ?? row.startsOn,
      endsOn: update.endsOn === undefined ? row.endsOn : update.endsOn,
    };
    if (days.endsOn !== null && days.endsOn < days.startsOn)
      throw invalidField("endsOn", officerTermMessages.endsBeforeStart);
    const today = await getClubToday(inTransaction);
    // The office may end a term today (its last day yesterday), not rewrite the days it was served before that.
    if (update.endsOn !== undefined && days.endsOn !== null && days.endsOn < addDays(today, -1))
      throw invalidField("endsOn", officerTermMessages.endsInThePast);
    await refuseOverlap(inTransaction, row, days, row.id);
    await updateTerm(tx, id, days);
    const after = await regionTerm(inTransaction, region.id, id);
    await recordAudit(inTransaction, {
      actorId: session.memberId,
      memberId: row.memberId,
      action: "officer_term_changed",
      reason: update.reason ?? null,
      before: { term: termLabel(before) },
      after: { term: termLabel(after) },
    });
    return after;
  });
}

/**
 * POST /office/regions/{code}/terms/{id}/end: a term being served ends today, on the club's day: its last day becomes
 * yesterday, so its access is gone at the officer's next request. One that began today served no day before it and
 * is deleted. Either way the trail says it was ended.
 */
export async function endTermToday(context: TermsContext, session: SessionContext, code: string, id: number) {
  return context.db.transaction(async (tx) => {
    const inTransaction = { ...context, db: tx };
    const region = await regionOrNotFound(inTransaction, code);
    const row = await lockTerm(tx, region.id, id);
    if (!row) throw notFound();
    const before = await regionTerm(inTransaction, region.id, id);
    if (before.state !== "current")
      throw new AppError("term_not_serving", { base: [officerTermMessages.notServing] });
    const yesterday = addDays(await getClubToday(inTransaction), -1);
    if (row.startsOn > yesterday) await deleteTerm(tx, id);
    else await updateTerm(tx, id, { endsOn: yesterday });
    await recordAudit(inTransaction, {
      actorId: session.memberId,
      memberId: row.memberId,
      action: "officer_term_ended",
      reason: null,
      before: { term: termLabel(before) },
      after: row.startsOn > yesterday ? null : { term: termLabel({ ...before, endsOn: yesterday }) },
    });
  });
}

/** POST /office/regions/{code}/terms/{id}/confirm: a director's proposal becomes a term. */
export async function confirmTerm(
  context: TermsContext,
  session: SessionContext,
  code: string,
  id: number,
): Promise<OfficerTerm> {
  return context.db.transaction(async (tx) => {
    const inTransaction = { ...context, db: tx };
    const region = await regionOrNotFound(inTransaction, code);
    const row = await lockTerm(tx, region.id, id);
    if (!row) throw notFound();
    if (row.status !== "proposed")
      throw new AppError("term_not_proposed", { base: [officerTermMessages.notProposed] });
    await updateTerm(tx, id, { status: "confirmed" });
    const term = await regionTerm(inTransaction, region.id, id);
    await recordAudit(inTransaction, {
      actorId: session.memberId,
      memberId: row.memberId,
      action: "officer_term_confirmed",
      reason: null,
      before: null,
      after: { term: termLabel(term) },
    });
    return term;
  });
}

/**
 * DELETE /office/regions/{code}/terms/{id}: a proposal (declined) or a term that has not begun. One that has begun is
 * the region's history, and a later answer says who held the office then: it is ended, not deleted (409).
 */
export async function removeTerm(context: TermsContext, session: SessionContext, code: string, id: number) {
  await context.db.transaction(async (tx) => {
    const inTransaction = { ...context, db: tx };
    const region = await regionOrNotFound(inTransaction, code);
    const row = await lockTerm(tx, region.id, id);
    if (!row) throw notFound();
    const term = await regionTerm(inTransaction, region.id, id);
    if (term.state !== "proposed" && term.state !== "upcoming")
      throw new AppError("term_begun", { base: [officerTermMessages.termBegun] });
    await deleteTerm(tx, id);
    await recordAudit(inTransaction, {
      actorId: session.memberId,
      memberId: row.memberId,
      action: term.state === "proposed" ? "officer_proposal_declined" : "officer_term_deleted",
      reason: null,
      before: { term: termLabel(term) },
      after: null,
    });
  });
}

/**
 * GET /regions/{code}/officers: the region's current officers by office, each named as officerAsSeen says (a listed
 * officer by name to anyone; one not listed as "A club member"). `viewer` null: nobody signed in.
 */
export async function regionOfficers(
  context: TermsContext,
  viewer: ViewingAccount | null,
  code: string,
): Promise<RegionOfficers> {
  const region = await regionToRead(context, code);
  const today = await getClubToday(context);
  const current = (await findTermsOfRegion(context.db, region.id)).filter((row) => isCurrentTerm(row, today));
  const names = await membersAsSeenByIds(
    context,
    viewer,
    current.map((row) => row.memberId),
    officerAsSeen,
  );
  return {
    region: { code: region.code, name: region.name },
    officers: current.flatMap((row) => {
      const seen = names.get(row.memberId);
      return seen ? [{ office: row.officeTitle, name: seen.name, named: seen.named }] : [];
    }),
  };
}

async function regionToRead(context: Pick<AppContext, "db">, code: string) {
  const region = await findRegionByCode(context.db, code);
  if (!region) throw notFound();
  return region;
}

// ---- The offices ----

const officeView = (row: Awaited<ReturnType<typeof findOffices>>[number]): RegionalOffice => ({
  id: row.id,
  key: row.key,
  title: row.title,
  retired: row.retiredAt !== null,
});

/** GET /office/regional-offices: the offices in the order the club lists them. */
export async function listOffices(context: Pick<AppContext, "db">): Promise<RegionalOffice[]> {
  return (await findOffices(context.db)).map(officeView);
}

/** POST /office/regional-offices: an office of the club's own. */
export async function addOffice(context: TermsContext, session: SessionContext, title: string) {
  return context.db.transaction(async (tx) => {
    if (await findOfficeByTitle(tx, title)) throw invalidField("title", officerTermMessages.titleTaken);
    const row = await insertOffice(tx, title);
    await recordAudit(
      { ...context, db: tx },
      {
        actorId: session.memberId,
        memberId: null,
        action: "regional_office_added",
        reason: null,
        before: null,
        after: { office: title },
      },
    );
    return officeView(row);
  });
}

/** PATCH /office/regional-offices/{id}: renamed, retired (offered for no new term) or used again. */
export async function changeOffice(
  context: TermsContext,
  session: SessionContext,
  id: number,
  update: RegionalOfficeUpdate,
) {
  return context.db.transaction(async (tx) => {
    const row = await findOffice(tx, id);
    if (!row) throw notFound();
    if (update.title !== undefined && (await findOfficeByTitle(tx, update.title, id)))
      throw invalidField("title", officerTermMessages.titleTaken);
    const retiredAt =
      update.retired === undefined ? row.retiredAt : update.retired ? (row.retiredAt ?? context.now()) : null;
    await updateOffice(tx, id, { title: update.title ?? row.title, retiredAt });
    const after = await findOffice(tx, id);
    if (!after) throw notFound();
    await recordAudit(
      { ...context, db: tx },
      {
        actorId: session.memberId,
        memberId: null,
        action: "regional_office_changed",
        reason: null,
        before: { office: row.title, retired: row.retiredAt !== null },
        after: { office: after.title, retired: after.retiredAt !== null },
      },
    );
    return officeView(after);
  });
}

/** DELETE /office/regional-offices/{id}: only an office no one ever held (409 otherwise: retire it). */
export async function removeOffice(context: TermsContext, session: SessionContext, id: number) {
  await context.db.transaction(async (tx) => {
    const row = await findOffice(tx, id);
    if (!row) throw notFound();
    if (row.key !== null || (await officeHasTerms(tx, id)))
      throw new AppError("office_in_use", { base: [officerTermMessages.officeInUse] });
    await deleteOffice(tx, id);
    await recordAudit(
      { ...context, db: tx },
      {
        actorId: session.memberId,
        memberId: null,
        action: "regional_office_removed",
        reason: null,
        before: { office: row.title },
        after: null,
      },
    );
  });
}
