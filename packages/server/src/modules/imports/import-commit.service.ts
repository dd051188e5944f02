import { setImmediate } from "node:timers/promises";
import { isoDay } from "@club/domain/days";
import type { CarMapping, MemberMapping } from "@club/domain/import.schema";
import {
  type CarRowValues,
  carRowValues,
  type MemberRowValues,
  memberRowValues,
} from "@club/domain/import-row.rules";
import type { Db } from "../../db/client.ts";
import type { AppContext } from "../../lib/app-context.ts";
import { recordAudit } from "../audit/audit.service.ts";
import {
  createImportedMembers,
  type ImportedMember,
  moveMemberNumbersPast,
  removeAssociates,
  reserveMemberNumbers,
  saveImportedAssociates,
  updateImportedMember,
} from "../members/member-import.service.ts";
import {
  addImportedRegionalMemberships,
  keepRegionalMemberships,
  type RegionalMembershipRow,
  saveImportedNationalMemberships,
} from "../memberships/membership-import.service.ts";
import { createImportedVehicles, type ImportedVehicle } from "../vehicles/vehicle-import.service.ts";
import { summariseOutcomes } from "./import-analysis.ts";
import { batchSizes, nextBatch, rowUnits, timed } from "./import-batches.ts";
import { changedParts, endOfYear, type MemberState, memberTarget } from "./import-changes.ts";
import { loadImportReference } from "./import-lookups.ts";
import type { ImportReference } from "./import-reference.ts";
import { addToRegistryCars } from "./import-registry.ts";
import { rowResultPages } from "./import-row-results.ts";
import {
  addRowsDone,
  countCommitted,
  countOutcomes,
  countOwnersAdded,
  findHighestFileNumber,
  findImportInStatus,
  findMemberIdsByNo,
  findMemberStates,
  findMembersCreatedBy,
  findOfficeAccountIds,
  findRequest,
  findRowsById,
  findRowsToCommit,
  findTakenKeys,
  type ImportRow,
  lockImport,
  type RowResult,
  saveRowResultPages,
  updateImport,
  updateImportIf,
} from "./imports.repository.ts";

// Issue 16: the commit, run by the job `import-commit`. The rows go in batches, each one transaction: members
// created with their memberships, associate and regions (no mail, no invoice), matched members changed in what the
// import maps (the values before kept on the row for undo), then the cars. Every member's row comes before any
// car's, so that a car's owner is written first. An account given an office role since the preview is neither
// changed nor given cars (issue 23). A batch that fails is rolled back and the import is marked failed; what
// earlier batches wrote stays, and undo takes it back.
//
// Issue 24: progress is counted in each batch's transaction, so a run that stopped (its process killed) is taken up
// at the next batch. Each batch first locks the import and checks its progress is still the batch's start: two runs
// of one import (a process thought dead that was only paused, and the run that took over) never write a batch
// twice; the one that finds the other ahead of it stops. At the end the import's counts are recounted from what
// the rows did, so the office reads what was written.
//
// Issue 27: a registry file's car may belong to someone outside the club (it goes in no garage) and brings its
// earlier owners; a row matched on serial number adds to the registry's car (import-registry.ts).

type Row = Awaited<ReturnType<typeof findRowsById>>[number];

export const commitMessages = {
  numberTaken: (no: number) => `Member number ${no} was given to another member after the preview`,
  emailTaken: (email: string) => `The e-mail ${email} was given to another member after the preview`,
  ownerMissing: (no: number) => `No member has number ${no}: the owner's row was not imported`,
  carIncomplete: "The row has no year, make or model: change the mapping and preview the import again",
  officeAccount: (no: number) =>
    `Member ${no} was given an office role after the preview; the import does not change office accounts`,
};

/** The job: every import waiting to be committed, oldest first; one that another run is ahead on is left to it. */
export async function runImportCommits(context: AppContext) {
  const leftToOthers: number[] = [];
  for (;;) {
    const row = await findImportInStatus(context.db, "committing", leftToOthers);
    if (!row) return;
    if ((await commitImport(context, row)) === "left") leftToOthers.push(row.id);
  }
}

/** The import committed to its end ("done"), or left to another run that is ahead of this one ("left"). */
async function commitImport(context: AppContext, row: ImportRow): Promise<"done" | "left"> {
  let at = row.rowsDone;
  try {
    // Issue 41: on PGlite each of these reads holds the thread; it is given back between them, as between batches.
    const reference = await loadImportReference(context);
    await setImmediate();
    const toCommit = (await findRowsToCommit(context.db, row.id)).map(({ id, changesMember }) => ({
      id,
      units: changesMember ? rowUnits.changedMember : rowUnits.other,
    }));
    await setImmediate();
    // The file's own numbers are kept: the sequence of new numbers moves past the highest first.
    if (row.rowsDone === 0) {
      const highest = await highestFileNumber(context, row.id, row.mapping as MemberMapping);
      await setImmediate();
      await moveMemberNumbersPast(context, highest);
      await setImmediate();
    }
    // Issue 41: batches of about 150 ms, the thread given back between two (import-batches.ts).
    const sizes = batchSizes();
    while (at < toCommit.length) {
      const { rows: next, units } = nextBatch(toCommit, at, sizes.size);
      const batch = next.map((row) => row.id);
      const { value: written, ms } = await timed(() => writeBatch(context, row, at, batch, reference));
      if (!written) return "left";
      at += batch.length;
      await sizes.done(units, ms);
    }
    return await finishCommit(context, row, toCommit.length);
  } catch (error) {
    context.log.error({ err: error, importId: row.id }, "import commit failed");
    // Unless another run has moved on meanwhile: then the error was this run's alone.
    await updateImportIf(
      context.db,
      row.id,
      { status: "committing", rowsDone: at },
      {
        status: "failed",
        error: `The commit stopped: ${(error as Error).message}. What was imported before can be undone.`,
        updatedAt: context.now(),
      },
    );
    return "done";
  }
}

/** The batch of rows from `start`, in one transaction; false, writing nothing, when another run is ahead. */
async function writeBatch(
  context: AppContext,
  row: ImportRow,
  start: number,
  batch: number[],
  reference: ImportReference,
): Promise<boolean> {
  const mapping = row.mapping as MemberMapping;
  const carMapping = (row.carMapping ?? {}) as CarMapping;
  return context.db.transaction(async (tx) => {
    if (!(await claimBatch(tx, row.id, start))) return false;
    const inTransaction = { ...context, db: tx };
    const rows = await findRowsById(tx, batch);
    const today = isoDay(context.now());
    // The members' rows are saved first: a car finds its new owner by the row that created them.
    await saveRowResultPages(
      tx,
      rowResultPages([
        ...(await createMembers(inTransaction, rows, mapping, reference, today)),
        ...(await changeMembers(inTransaction, rows, mapping, reference, today)),
      ]),
    );
    await saveRowResultPages(
      tx,
      rowResultPages([
        ...(await createCars(inTransaction, row.id, rows, carMapping, reference)),
        ...(await addToRegistryCars(inTransaction, rows, carMapping, reference)),
      ]),
    );
    await addRowsDone(tx, row.id, batch.length, context.now());
    // This run took up a commit that another had begun and left mid-way: the office's page says so.
    if (start === row.rowsDone && start > 0) await updateImport(tx, row.id, { resumedAt: context.now() });
    return true;
  });
}

/**
 * The batch from `start` is this run's to write: the import is still committing and no other run has written
 * past `start`. The import stays locked until the batch's transaction ends, so no other run writes it meanwhile.
 */
async function claimBatch(tx: Db, importId: number, start: number) {
  const current = await lockImport(tx, importId);
  return current?.status === "committing" && current.rowsDone === start;
}

/** Once, by the run that finds every row written: committed, with the counts of what the rows did. */
async function finishCommit(context: AppContext, row: ImportRow, total: number): Promise<"done" | "left"> {
  return context.db.transaction(async (tx) => {
    const current = await lockImport(tx, row.id);
    if (current?.status !== "committing" || current.rowsDone < total) return "left";
    const inTransaction = { ...context, db: tx };
    await moveMemberNumbersPast(inTransaction, 0);
    const now = context.now();
    await updateImport(tx, row.id, {
      status: "committed",
      summary: summariseOutcomes(await countOutcomes(tx, row.id), await countOwnersAdded(tx, row.id)),
      committedAt: now,
      updatedAt: now,
    });
    const request = await findRequest(tx, "import_commit_requested", row.id);
    await recordAudit(inTransaction, {
      actorId: request?.actorId ?? null,
      memberId: null,
      action: "import_committed",
      after: { importId: row.id, fileName: row.fileName, counts: await countCommitted(tx, row.id) },
    });
    return "done";
  });
}

/** The highest member number of the rows to create: new numbers are given after it. */
function highestFileNumber(context: AppContext, importId: number, mapping: MemberMapping) {
  const columns = Object.entries(mapping).flatMap(([column, field]) =>
    field === "memberNo" ? [column] : [],
  );
  return findHighestFileNumber(context.db, importId, columns);
}

const done = (row: Row, values: Partial<RowResult>): RowResult => ({
  id: row.id,
  outcome: row.outcome,
  reasons: row.reasons,
  memberId: row.memberId,
  vehicleId: null,
  created: false,
  before: null,
  ...values,
});

const refusedRow = (row: Row, reason: string) =>
  done(row, { outcome: "rejected", reasons: [reason], memberId: null });

/** The batch's new members, in one statement each for members, memberships, associates and regions. */
async function createMembers(
  context: AppContext,
  rows: Row[],
  mapping: MemberMapping,
  reference: ImportReference,
  today: string,
): Promise<RowResult[]> {
  const fresh = rows.flatMap((row) => {
    if (row.sheet !== "members" || row.outcome !== "new") return [];
    const { values } = memberRowValues(row.cells, mapping, reference.lookups, today);
    const { target } = memberTarget(values, null, reference, today);
    return [{ row, values, target }];
  });
  if (fresh.length === 0) return [];
  const numbers = await reserveMemberNumbers(context, fresh.filter((f) => !f.values.memberNo).length);
  const numbered = fresh.map((f) => ({ ...f, memberNo: f.values.memberNo || (numbers.shift() as number) }));
  const taken = await findTakenKeys(
    context.db,
    numbered.flatMap((f) => (f.values.memberNo ? [f.memberNo] : [])),
    numbered.flatMap((f) => (f.target.profile.email ? [f.target.profile.email] : [])),
  );
  const results: RowResult[] = [];
  const creating = numbered.filter((f) => {
    if (taken.memberNos.has(f.memberNo))
      results.push(refusedRow(f.row, commitMessages.numberTaken(f.memberNo)));
    else if (f.target.profile.email && taken.emails.has(f.target.profile.email))
      results.push(refusedRow(f.row, commitMessages.emailTaken(f.target.profile.email)));
    else return true;
    return false;
  });
  const ids = await createImportedMembers(
    context,
    creating.map((f) => ({ ...f.target.profile, memberNo: f.memberNo }) as ImportedMember),
  );
  const idOf = (memberNo: number) => ids.get(memberNo) as number;
  await saveImportedNationalMemberships(
    context,
    creating.flatMap((f) =>
      f.target.national ? [{ memberId: idOf(f.memberNo), ...f.target.national }] : [],
    ),
  );
  await saveImportedAssociates(
    context,
    creating.flatMap((f) =>
      f.target.associate ? [{ memberId: idOf(f.memberNo), ...f.target.associate }] : [],
    ),
  );
  await addImportedRegionalMemberships(
    context,
    creating.flatMap((f) =>
      (f.target.regionalPlanIds ?? []).map((regionalPlanId) => ({
        memberId: idOf(f.memberNo),
        regionalPlanId,
        duesExpire: f.target.national?.duesExpire ?? endOfYear(today),
        associate: false,
      })),
    ),
  );
  for (const f of creating) results.push(done(f.row, { memberId: idOf(f.memberNo), created: true }));
  return results;
}

/** The batch's matched members: only the parts the import maps and that differ; the values before kept. */
async function changeMembers(
  context: AppContext,
  rows: Row[],
  mapping: MemberMapping,
  reference: ImportReference,
  today: string,
): Promise<RowResult[]> {
  const changing = rows.filter((row) => row.sheet === "members" && row.outcome === "changed" && row.memberId);
  if (changing.length === 0) return [];
  const states = new Map<number, MemberState>();
  for (const state of await findMemberStates(
    context.db,
    changing.map((row) => row.memberId as number),
  ))
    states.set(state.member.id, state);
  const planned = changing.map((row) => {
    const values: Partial<MemberRowValues> = memberRowValues(
      row.cells,
      mapping,
      reference.lookups,
      today,
    ).values;
    const existing = states.get(row.memberId as number) ?? null;
    const parts = existing
      ? changedParts(existing, memberTarget(values, existing, reference, today).target)
      : null;
    return { row, existing, parts };
  });
  const emails = planned.flatMap((p) => (p.parts?.profile.email ? [p.parts.profile.email] : []));
  const taken = await findTakenKeys(context.db, [], emails);
  const office = await findOfficeAccountIds(context.db, [...states.keys()]);
  const results: RowResult[] = [];
  for (const { row, existing, parts } of planned) {
    if (!existing || !parts) {
      results.push(refusedRow(row, "The member was deleted after the preview"));
      continue;
    }
    if (office.has(existing.member.id)) {
      results.push(refusedRow(row, commitMessages.officeAccount(existing.member.memberNo)));
      continue;
    }
    if (!parts.changed) {
      results.push(done(row, { outcome: "matched" }));
      continue;
    }
    if (parts.profile.email && taken.emails.has(parts.profile.email)) {
      results.push(refusedRow(row, commitMessages.emailTaken(parts.profile.email)));
      continue;
    }
    const memberId = existing.member.id;
    await updateImportedMember(context, memberId, parts.profile);
    if (parts.national) await saveImportedNationalMemberships(context, [{ memberId, ...parts.national }]);
    if (parts.associate) {
      const associate = parts.associate.value;
      if (associate) await saveImportedAssociates(context, [{ memberId, ...associate }]);
      else await removeAssociates(context, [memberId]);
    }
    if (parts.regionalPlanIds) {
      await keepRegionalMemberships(context, memberId, parts.regionalPlanIds);
      const duesExpire = parts.national?.duesExpire ?? existing.national?.duesExpire ?? endOfYear(today);
      await addImportedRegionalMemberships(
        context,
        parts.regionalPlanIds.map(
          (regionalPlanId): RegionalMembershipRow => ({
            memberId,
            regionalPlanId,
            duesExpire,
            associate: false,
          }),
        ),
      );
    }
    results.push(done(row, { before: parts.before }));
  }
  return results;
}

/** The car a row makes, in the garage of `memberId` or, for an owner outside the club, in none. */
function importedVehicle(
  values: Partial<CarRowValues>,
  car: Pick<ImportedVehicle, "year" | "makeId" | "model">,
  memberId: number | null,
): ImportedVehicle {
  return {
    ...car,
    memberId,
    ownerName: values.ownerName ?? null,
    ownerPlace: values.ownerPlace ?? null,
    acquiredOn: values.acquiredOn ?? null,
    pastOwners: values.pastOwners ?? [],
    bodyStyle: values.bodyStyle ?? null,
    bodyMaker: values.bodyMaker ?? null,
    engineNumber: values.engineNumber ?? null,
    bodyNumber: values.bodyNumber ?? null,
    serialNumber: values.serialNumber ?? null,
    seniorCategory: values.seniorCategory ?? "None",
    seniorNumber: values.seniorNumber ?? null,
    approved: values.approved === true,
  };
}

/**
 * The batch's cars, in one statement. An owner is found by number, and must be the member the preview meant: the
 * account it matched, or the member this import created with that number (not one who took the number since).
 */
async function createCars(
  context: AppContext,
  importId: number,
  rows: Row[],
  carMapping: CarMapping,
  reference: ImportReference,
): Promise<RowResult[]> {
  const cars = rows.flatMap((row) => {
    if (row.sheet !== "cars" || row.outcome !== "new") return [];
    return [{ row, values: carRowValues(row.cells, carMapping, reference.lookups).values }];
  });
  if (cars.length === 0) return [];
  const numbers = [
    ...new Set(cars.flatMap((car) => (car.values.ownerMemberNo ? [car.values.ownerMemberNo] : []))),
  ];
  const owners = await findMemberIdsByNo(context.db, numbers);
  const createdHere = await findMembersCreatedBy(
    context.db,
    importId,
    cars.flatMap((car) => {
      const owner =
        car.row.memberId === null && car.values.ownerMemberNo && owners.get(car.values.ownerMemberNo);
      return owner ? [owner.id] : [];
    }),
  );
  const results: RowResult[] = [];
  const adding: { row: Row; car: ImportedVehicle }[] = [];
  for (const { row, values } of cars) {
    const { year, makeId, model } = values;
    if (year === undefined || makeId === undefined || !model) {
      results.push(refusedRow(row, commitMessages.carIncomplete));
      continue;
    }
    const car = { year, makeId, model };
    // Issue 27: an owner outside the club, by name: the car is in no garage.
    if (values.ownerMemberNo === null) {
      adding.push({ row, car: importedVehicle(values, car, null) });
      continue;
    }
    const ownerNo = values.ownerMemberNo ?? 0;
    const owner = owners.get(ownerNo);
    const meant = row.memberId ?? (owner && createdHere.has(owner.id) ? owner.id : undefined);
    if (!owner || owner.id !== meant) {
      results.push(refusedRow(row, commitMessages.ownerMissing(ownerNo)));
      continue;
    }
    if (owner.office) {
      results.push(refusedRow(row, commitMessages.officeAccount(ownerNo)));
      continue;
    }
    adding.push({ row, car: importedVehicle(values, car, owner.id) });
  }
  const ids = await createImportedVehicles(
    context,
    adding.map((a) => a.car),
  );
  adding.forEach(({ row, car }, index) => {
    results.push(done(row, { memberId: car.memberId, vehicleId: ids[index] ?? null, created: true }));
  });
  return results;
}
