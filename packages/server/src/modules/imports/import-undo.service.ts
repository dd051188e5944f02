import { setImmediate } from "node:timers/promises";
import type { ImportView } from "@club/domain/import.schema";
import { serverMessages } from "@club/domain/messages";
import type { AppContext } from "../../lib/app-context.ts";
import { AppError, invalidField } from "../../lib/app-error.ts";
import { recordAudit } from "../audit/audit.service.ts";
import { signOutMembersEverywhere } from "../auth/auth.service.ts";
import {
  deleteImportedMembers,
  findImportedMembersKept,
  type ImportedMemberFields,
  MembersKeptError,
  removeAssociates,
  restoreImportedMembers,
  saveImportedAssociates,
} from "../members/member-import.service.ts";
import { forgetPasswordSetSince } from "../members/members.service.ts";
import {
  addImportedRegionalMemberships,
  removeNationalMemberships,
  removeRegionalMemberships,
  saveImportedNationalMemberships,
} from "../memberships/membership-import.service.ts";
import { revokeRenewalLinks } from "../reminders/renewal-links.service.ts";
import { deleteImportedVehicles } from "../vehicles/vehicle-import.service.ts";
import { batchSizes, importBatches, timed } from "./import-batches.ts";
import { type MemberBefore, memberBeforeSchema } from "./import-changes.ts";
import { removeFromRegistryCars } from "./import-registry.ts";
import {
  addRowsDone,
  countMembersActiveSince,
  countRowsToUndo,
  findChangedMembersMergedSince,
  findCreatedMemberIds,
  findImportInStatus,
  findRequest,
  findRowsToUndo,
  type ImportRow,
  lockImport,
  updateImport,
} from "./imports.repository.ts";
import { getImport, importUndoJob } from "./imports.service.ts";

// Issue 16: the whole import is one batch the office can take back: the cars and members it created are deleted
// (what hangs on a member goes with them), the members it changed get their values back. Not once the import's
// members have started to use the portal: a member it created who has signed in or paid, or a member it changed
// who has paid, since the commit. Issue 23: nor once no delete may reach a member it created (money, the trail and
// merged duplicates restrict it), or a duplicate was merged into a member it changed. Issue 27: the earlier owners
// and numbers a registry file added to cars already in the registry are taken off them. Issue 39: a car it created
// that has a history since (an offer, a claim, an event entry) stays in the registry, and the import says how many.

type NamedMember = { memberNo: number; firstName: string; lastName: string };

/** How many members, and who: the first few by name and number. */
function membersNamed(members: NamedMember[]) {
  const shown = 5;
  const names = members.slice(0, shown).map((m) => `${m.firstName} ${m.lastName}, no. ${m.memberNo}`);
  const more = members.length > shown ? ` and ${members.length - shown} more` : "";
  const count = members.length === 1 ? "1 member" : `${members.length} members`;
  return `${count} of this import (${names.join("; ")}${more})`;
}

export const undoMessages = {
  notCommitted: (status: string) => `The import is ${status}: only a committed import can be undone`,
  membersActive: (count: number) =>
    count === 1
      ? "1 member of this import has signed in or paid since it was committed, so it can no longer be undone"
      : `${count} members of this import have signed in or paid since it was committed, so it can no longer be undone`,
  mergedInto: (members: NamedMember[]) =>
    `The office merged other accounts into ${membersNamed(members)}, so it can no longer be undone: their history is kept there`,
  holdMoney: (members: NamedMember[]) =>
    `${membersNamed(members)} ${members.length === 1 ? "holds" : "hold"} invoices or payments the import did not create, so it can no longer be undone`,
  inTrail: (members: NamedMember[]) =>
    `${membersNamed(members)} ${members.length === 1 ? "is" : "are"} named in the office's history, so it can no longer be undone`,
};

/**
 * Why members of the import may not be deleted or put back, in words, one sentence per reason: a member is named
 * under the first reason that keeps it (a merge, then money, then the trail).
 */
function keptMessages(
  kept: (NamedMember & { mergedInto: boolean; money: boolean; trail: boolean })[],
  changedMergedInto: NamedMember[] = [],
) {
  const mergedInto = [...kept.filter((m) => m.mergedInto), ...changedMergedInto].sort(
    (a, b) => a.memberNo - b.memberNo,
  );
  const money = kept.filter((m) => !m.mergedInto && m.money);
  const trail = kept.filter((m) => !m.mergedInto && !m.money && m.trail);
  return [
    ...(mergedInto.length > 0 ? [undoMessages.mergedInto(mergedInto)] : []),
    ...(money.length > 0 ? [undoMessages.holdMoney(money)] : []),
    ...(trail.length > 0 ? [undoMessages.inTrail(trail)] : []),
  ];
}

/**
 * What keeps the import from being undone now, in words; none when it may be. The created members are checked a
 * chunk at a time, the thread given back between two (issue 41: 20,000 members at once held it on PGlite).
 */
async function undoRefusals(context: AppContext, importId: number, since: Date) {
  const created = await findCreatedMemberIds(context.db, importId);
  const kept: Awaited<ReturnType<typeof findImportedMembersKept>> = [];
  for (let start = 0; start < created.length; start += importBatches.max) {
    kept.push(...(await findImportedMembersKept(context, created.slice(start, start + importBatches.max))));
    await setImmediate();
  }
  return keptMessages(kept, await findChangedMembersMergedSince(context.db, importId, since));
}

/** From the moment the commit was asked for: a member created in its first batch may sign in before it ends. */
async function committedSince(context: AppContext, row: ImportRow) {
  return (
    (await findRequest(context.db, "import_commit_requested", row.id))?.at ?? row.committedAt ?? row.createdAt
  );
}

/** POST /office/imports/{id}/undo: refused with the reason, or marked undoing for the job `import-undo`. */
export async function requestUndo(context: AppContext, actorId: number, id: number): Promise<ImportView> {
  await context.db.transaction(async (tx) => {
    const row = await lockImport(tx, id);
    if (!row) throw invalidField("import", serverMessages.notFound, "not_found");
    if (row.status !== "committed" && row.status !== "failed")
      throw new AppError("invalid", { base: [undoMessages.notCommitted(row.status)] });
    const since = await committedSince({ ...context, db: tx }, row);
    const active = await countMembersActiveSince(tx, id, since);
    if (active > 0) throw new AppError("invalid", { base: [undoMessages.membersActive(active)] });
    const refusals = await undoRefusals({ ...context, db: tx }, id, since);
    if (refusals.length > 0) throw new AppError("invalid", { base: refusals });
    const now = context.now();
    await updateImport(tx, id, { status: "undoing", rowsDone: 0, rowsTotal: 0, error: null, updatedAt: now });
    await recordAudit(
      { ...context, db: tx },
      {
        actorId,
        memberId: null,
        action: "import_undo_requested",
        after: { importId: id, fileName: row.fileName },
      },
    );
  });
  await context.jobs.send(importUndoJob);
  return getImport(context, id);
}

/** Rows of the import the undo reads at once (issue 41): a page holds far more than a batch (at most 500). */
const undoPageRows = 1000;

/** The job: every import waiting to be undone, oldest first. */
export async function runImportUndos(context: AppContext, { rowsPerPage = undoPageRows } = {}) {
  for (;;) {
    const row = await findImportInStatus(context.db, "undoing");
    if (!row) return;
    await undoImport(context, row, rowsPerPage);
  }
}

type RowToUndo = Awaited<ReturnType<typeof findRowsToUndo>>[number];

/**
 * Cars first, then members, a batch a transaction. A run that stopped starts over: the deleted are gone, and
 * putting values back twice puts back the same values. What was refused at the request is checked again before
 * anything changes (the job may run later), and each batch's members again under their row locks. The rows are
 * read a page at a time, the last uploaded first (issue 41).
 */
async function undoImport(context: AppContext, row: ImportRow, rowsPerPage: number) {
  try {
    const since = await committedSince(context, row);
    const refusals = await undoRefusals(context, row.id, since);
    if (refusals.length > 0) throw new Error(refusals.join(". "));
    const total = await countRowsToUndo(context.db, row.id);
    await updateImport(context.db, row.id, { rowsDone: 0, rowsTotal: total, updatedAt: context.now() });
    const counts = { membersDeleted: 0, membersRestored: 0, carsDeleted: 0, carsKept: 0, carsRestored: 0 };
    // Issue 41: batches of about 150 ms, the thread given back between two (import-batches.ts).
    // A batch holds one sheet's rows, and each sheet is sized afresh: deleting a car is far cheaper than deleting a
    // member (whose every reference is checked), so a size grown on the cars would make the first members' batch
    // hold the thread for seconds. A batch also ends with its page.
    let sizes = batchSizes();
    let sheet: RowToUndo["sheet"] | undefined;
    let before: number | null = null;
    for (;;) {
      const rows = await findRowsToUndo(context.db, row.id, { before, limit: rowsPerPage });
      for (let start = 0; start < rows.length; ) {
        if (sheet !== undefined && rows[start]?.sheet !== sheet) sizes = batchSizes();
        sheet = rows[start]?.sheet;
        let end = start;
        while (end < rows.length && end - start < sizes.size && rows[end]?.sheet === sheet) end += 1;
        const batch = rows.slice(start, end);
        const { ms } = await timed(() =>
          context.db.transaction(async (tx) => {
            const done = await undoBatch({ ...context, db: tx }, batch, since);
            await addRowsDone(tx, row.id, batch.length, context.now());
            for (const [key, value] of Object.entries(done) as [keyof typeof counts, number][])
              counts[key] += value;
          }),
        );
        start += batch.length;
        await sizes.done(batch.length, ms);
      }
      const last = rows.at(-1);
      if (!last || rows.length < rowsPerPage) break;
      before = last.id;
    }
    await context.db.transaction(async (tx) => {
      const now = context.now();
      await updateImport(tx, row.id, { status: "undone", undoneAt: now, updatedAt: now });
      const request = await findRequest(tx, "import_undo_requested", row.id);
      await recordAudit(
        { ...context, db: tx },
        {
          actorId: request?.actorId ?? null,
          memberId: null,
          action: "import_undone",
          after: { importId: row.id, fileName: row.fileName, counts },
        },
      );
    });
  } catch (error) {
    context.log.error({ err: error, importId: row.id }, "import undo failed");
    const reason =
      error instanceof MembersKeptError ? keptMessages(error.kept).join(". ") : (error as Error).message;
    await updateImport(context.db, row.id, {
      status: "failed",
      error: `The undo stopped: ${reason}. Undo it again to finish.`,
      updatedAt: context.now(),
    });
  }
}

/** One batch of the undo, in its transaction: what it deleted, kept and put back. */
async function undoBatch(context: AppContext, batch: RowToUndo[], since: Date) {
  const cars = batch.flatMap((r) => (r.sheet === "cars" && r.created && r.vehicleId ? [r.vehicleId] : []));
  const kept = await deleteImportedVehicles(context, cars);
  // Issue 27: what a registry file's rows added to cars already in the registry.
  const registryCars = batch.flatMap((r) =>
    r.sheet === "cars" && !r.created && r.before && r.vehicleId
      ? [{ vehicleId: r.vehicleId, before: r.before }]
      : [],
  );
  if (registryCars.length > 0) await removeFromRegistryCars(context, registryCars);
  const changed = batch.flatMap((r) =>
    r.sheet === "members" && !r.created && r.before && r.memberId
      ? [{ memberId: r.memberId, before: memberBeforeSchema.parse(r.before) }]
      : [],
  );
  // A batch of created members (most of an import) puts no one back: its statements, each with nothing to do, are
  // not sent (issue 41: they cost a 20,000-member undo some 2 s).
  if (changed.length > 0) await restoreMembers(context, changed, since);
  const members = batch.flatMap((r) =>
    r.sheet === "members" && r.created && r.memberId ? [r.memberId] : [],
  );
  await deleteImportedMembers(context, members);
  return {
    carsDeleted: cars.length - kept.length,
    carsKept: kept.length,
    carsRestored: registryCars.length,
    membersRestored: changed.length,
    membersDeleted: members.length,
  };
}

/**
 * Changed members as they were before the commit, in the parts it changed: each part for the whole batch in one
 * statement (issue 41: a statement per member held PGlite's thread). When it changed a member's e-mail, what was made
 * through the address it gave stops working (issue 39): their sessions and unused reset links end, the renewal links
 * mailed there too, and a password set since the commit no longer signs in (they reset it at their own address). A
 * password from before the import stays. A member is on one row of an import (a second row of theirs is a
 * duplicate), so no two of these name the same member.
 */
async function restoreMembers(
  context: AppContext,
  changed: { memberId: number; before: MemberBefore }[],
  since: Date,
) {
  const fields = changed.flatMap(({ memberId, before }) =>
    before.member ? [{ memberId, fields: before.member as ImportedMemberFields }] : [],
  );
  await restoreImportedMembers(context, fields);
  const emailPutBack = fields.filter((row) => "email" in row.fields).map((row) => row.memberId);
  await signOutMembersEverywhere(context, emailPutBack);
  await revokeRenewalLinks(context, emailPutBack);
  await forgetPasswordSetSince(context, emailPutBack, since);
  await removeNationalMemberships(
    context,
    changed.flatMap(({ memberId, before }) => (before.national === null ? [memberId] : [])),
  );
  await saveImportedNationalMemberships(
    context,
    changed.flatMap(({ memberId, before }) => (before.national ? [{ memberId, ...before.national }] : [])),
  );
  await removeAssociates(
    context,
    changed.flatMap(({ memberId, before }) => (before.associate === null ? [memberId] : [])),
  );
  await saveImportedAssociates(
    context,
    changed.flatMap(({ memberId, before }) => (before.associate ? [{ memberId, ...before.associate }] : [])),
  );
  const regions = changed.flatMap(({ memberId, before }) =>
    before.regions ? [{ memberId, regions: before.regions }] : [],
  );
  await removeRegionalMemberships(
    context,
    regions.map((member) => member.memberId),
  );
  await addImportedRegionalMemberships(
    context,
    regions.flatMap(({ memberId, regions: had }) => had.map((region) => ({ memberId, ...region }))),
  );
}
