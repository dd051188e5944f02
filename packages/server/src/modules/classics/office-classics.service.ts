import {
  type Classic,
  type ClassicApproval,
  type ClassicInput,
  type ClassicPetitionQuery,
  type ClassicRejection,
  classicMessages,
  type OfficeClassicPetition,
  type OfficeClassicPetitionList,
} from "@club/domain/classics.schema";
import { officePageOffset, officePageSize } from "@club/domain/office.schema";
import type { AppContext } from "../../lib/app-context.ts";
import { AppError, notFound } from "../../lib/app-error.ts";
import { changedFields, recordAudit } from "../audit/audit.service.ts";
import type { SessionContext } from "../auth/auth.service.ts";
import { getMemberContact } from "../members/members.service.ts";
import {
  countPetitionsByStatus,
  deleteClassicRow,
  findPetitionPage,
  insertClassic,
  lockClassic,
  lockPetition,
  type PetitionRow,
  updateClassicRow,
  updatePetitionRow,
} from "./classics.repository.ts";
import { checkListedCar, type MakeIndex, makeIndex, toClassic, toPetition } from "./classics.service.ts";

// The office keeps the Full Classic list and decides the members' petitions (issue 27). Each write is one
// transaction with its audit entry: a change to the list is about no member (memberId null), a decision is about
// the member who petitioned.

/** What the trail keeps of an entry: the make by its name, as the office reads it. */
function auditedValues(entry: Classic) {
  return {
    make: entry.make,
    series: entry.series,
    firstYear: entry.firstYear,
    lastYear: entry.lastYear,
    notes: entry.notes,
  };
}

async function officeActor(context: AppContext, session: SessionContext) {
  return { actorId: session.memberId, makes: await makeIndex(context) };
}

/** POST /office/classics: the new entry, in the trail as `classic_added`. */
export function addClassicByOffice(context: AppContext, session: SessionContext, input: ClassicInput) {
  return context.db.transaction(async (tx) => {
    const inTransaction = { ...context, db: tx };
    const { actorId, makes } = await officeActor(inTransaction, session);
    checkListedCar(makes, input);
    const entry = toClassic(await insertClassic(tx, input, context.now()), makes);
    await recordAudit(inTransaction, {
      actorId,
      memberId: null,
      action: "classic_added",
      after: { classicId: entry.id, ...auditedValues(entry) },
    });
    return entry;
  });
}

/** PUT /office/classics/{id}: the whole entry replaced; `classic_changed` with the fields that changed. */
export function changeClassicByOffice(
  context: AppContext,
  session: SessionContext,
  id: number,
  input: ClassicInput,
) {
  return context.db.transaction(async (tx) => {
    const inTransaction = { ...context, db: tx };
    const row = await lockClassic(tx, id);
    if (!row) throw notFound();
    const { actorId, makes } = await officeActor(inTransaction, session);
    checkListedCar(makes, input);
    const before = toClassic(row, makes);
    const after = toClassic(await updateClassicRow(tx, id, input, context.now()), makes);
    const change = changedFields(auditedValues(before), auditedValues(after));
    if (Object.keys(change.after).length > 0)
      await recordAudit(inTransaction, {
        actorId,
        memberId: null,
        action: "classic_changed",
        before: { classicId: id, ...change.before },
        after: { classicId: id, ...change.after },
      });
    return after;
  });
}

/**
 * DELETE /office/classics/{id}: the entry leaves the list; `classic_removed` keeps what it was. A petition that
 * added it keeps its decision (its classicId becomes null).
 */
export function removeClassicByOffice(context: AppContext, session: SessionContext, id: number) {
  return context.db.transaction(async (tx) => {
    const inTransaction = { ...context, db: tx };
    const row = await lockClassic(tx, id);
    if (!row) throw notFound();
    const { actorId, makes } = await officeActor(inTransaction, session);
    await deleteClassicRow(tx, id);
    await recordAudit(inTransaction, {
      actorId,
      memberId: null,
      action: "classic_removed",
      before: { classicId: id, ...auditedValues(toClassic(row, makes)) },
    });
  });
}

/** The petitions with who sent them: each member's name and number asked of the members module once. */
function toOfficePetitions(
  context: AppContext,
  rows: PetitionRow[],
  makes: MakeIndex,
): Promise<OfficeClassicPetition[]> {
  const contacts = new Map<number, ReturnType<typeof getMemberContact>>();
  const contactOf = (memberId: number) => {
    const known = contacts.get(memberId);
    if (known) return known;
    const asked = getMemberContact(context, memberId);
    contacts.set(memberId, asked);
    return asked;
  };
  return Promise.all(
    rows.map(async (row) => {
      const { memberNo, firstName, lastName } = await contactOf(row.memberId);
      return { ...toPetition(row, makes), member: { id: row.memberId, memberNo, firstName, lastName } };
    }),
  );
}

/** GET /office/classics/petitions?status=&page=: a page of one status's petitions with who sent them, and the counts. */
export async function listPetitionsForOffice(
  context: AppContext,
  query: ClassicPetitionQuery,
): Promise<OfficeClassicPetitionList> {
  const [makes, rows, counts] = await Promise.all([
    makeIndex(context),
    findPetitionPage(context.db, query.status, {
      limit: officePageSize,
      offset: officePageOffset(query.page),
    }),
    countPetitionsByStatus(context.db),
  ]);
  return {
    results: await toOfficePetitions(context, rows, makes),
    page: query.page,
    pageSize: officePageSize,
    total: counts[query.status],
    counts,
  };
}

/** The petition, held for the decision; one already decided is not decided again (409). */
async function lockedPending(context: AppContext, id: number) {
  const petition = await lockPetition(context.db, id);
  if (!petition) throw notFound();
  if (petition.status !== "pending")
    throw new AppError("petition_decided", { base: [classicMessages.alreadyDecided(petition.status)] });
  return petition;
}

/** What the trail keeps of a petition: what the member asked for. */
const askedFor = (petition: PetitionRow, makes: MakeIndex) => {
  const { make, model, firstYear, lastYear } = toPetition(petition, makes);
  return { petitionId: petition.id, make, model, firstYear, lastYear };
};

/**
 * POST /office/classics/petitions/{id}/approve: the car joins the list (the petition's model as the series unless
 * the office says otherwise), the petition names the entry; `classic_petition_approved`.
 */
export function approvePetitionByOffice(
  context: AppContext,
  session: SessionContext,
  id: number,
  input: ClassicApproval,
) {
  return context.db.transaction(async (tx) => {
    const inTransaction = { ...context, db: tx };
    const petition = await lockedPending(inTransaction, id);
    const { actorId, makes } = await officeActor(inTransaction, session);
    const now = context.now();
    const entry = toClassic(
      await insertClassic(
        tx,
        {
          makeId: petition.makeId,
          series: input.series === undefined ? petition.model : input.series,
          firstYear: petition.firstYear,
          lastYear: petition.lastYear,
          notes: input.notes,
        },
        now,
      ),
      makes,
    );
    const decided = await updatePetitionRow(tx, id, {
      status: "approved",
      reason: input.reason,
      decidedById: actorId,
      decidedAt: now,
      classicId: entry.id,
    });
    await recordAudit(inTransaction, {
      actorId,
      memberId: petition.memberId,
      action: "classic_petition_approved",
      reason: input.reason,
      before: { ...askedFor(petition, makes), status: "pending" },
      after: { status: "approved", classicId: entry.id, ...auditedValues(entry) },
    });
    const [reply] = await toOfficePetitions(inTransaction, [decided], makes);
    return reply as OfficeClassicPetition;
  });
}

/** POST /office/classics/petitions/{id}/reject: the list stays as it is; the member reads the reason. */
export function rejectPetitionByOffice(
  context: AppContext,
  session: SessionContext,
  id: number,
  input: ClassicRejection,
) {
  return context.db.transaction(async (tx) => {
    const inTransaction = { ...context, db: tx };
    const petition = await lockedPending(inTransaction, id);
    const { actorId, makes } = await officeActor(inTransaction, session);
    const decided = await updatePetitionRow(tx, id, {
      status: "rejected",
      reason: input.reason,
      decidedById: actorId,
      decidedAt: context.now(),
      classicId: null,
    });
    await recordAudit(inTransaction, {
      actorId,
      memberId: petition.memberId,
      action: "classic_petition_rejected",
      reason: input.reason,
      before: { ...askedFor(petition, makes), status: "pending" },
      after: { status: "rejected" },
    });
    const [reply] = await toOfficePetitions(inTransaction, [decided], makes);
    return reply as OfficeClassicPetition;
  });
}
