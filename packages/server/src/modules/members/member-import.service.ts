import type { ImportedProfileField } from "@club/domain/import.schema";
import type { AppContext } from "../../lib/app-context.ts";
import { brokenForeignKey } from "../../lib/database-errors.ts";
import { lockMembers } from "./member-deletes.repository.ts";
import { membersKept } from "./member-deletes.service.ts";
import {
  deleteAssociates,
  deleteMembers,
  insertMembers,
  moveMemberNoSequencePast,
  nextMemberNumbers,
  updateMembersFields,
  upsertAssociates,
} from "./member-import.repository.ts";
import { updateMember } from "./members.repository.ts";
import type { members } from "./members.schema.ts";

// Issue 16: what a roster import writes to members and associates, a batch at a time, in the import's transaction
// (`context.db`). The imports module decides what to write; this module owns the rows.

/**
 * An imported member's password hash: not an argon2 hash, so no password matches it (verifyPassword answers false)
 * and sign-in answers as for a wrong password. The member chooses a password when claiming the account.
 */
export const importedPasswordHash = "!imported";

/** The profile fields a roster row can carry. */
export type ImportedMemberFields = Partial<Pick<typeof members.$inferInsert, ImportedProfileField>>;

export type ImportedMember = ImportedMemberFields & { memberNo: number; firstName: string; lastName: string };

/** Numbers for new members whose row has none, from the joiners' sequence. */
export function reserveMemberNumbers(context: Pick<AppContext, "db">, count: number) {
  return nextMemberNumbers(context.db, count);
}

/** After an import that kept its roster's numbers: the next joiner's number follows the highest. */
export function moveMemberNumbersPast(context: Pick<AppContext, "db">, highest: number) {
  return moveMemberNoSequencePast(context.db, highest);
}

/** The members in one statement, with the given numbers; their ids by number. */
export async function createImportedMembers(context: Pick<AppContext, "db" | "now">, rows: ImportedMember[]) {
  const now = context.now();
  const created = await insertMembers(
    context.db,
    rows.map((row) => ({
      ...row,
      email: row.email ?? "",
      passwordHash: importedPasswordHash,
      createdAt: now,
      updatedAt: now,
    })),
  );
  return new Map(created.map((member) => [member.memberNo, member.id]));
}

/** A matched member's fields as the roster has them (or, on undo, as they were). */
export async function updateImportedMember(
  context: Pick<AppContext, "db" | "now">,
  memberId: number,
  fields: ImportedMemberFields,
) {
  if (Object.keys(fields).length === 0) return;
  await updateMember(context.db, memberId, { ...fields, updatedAt: context.now() });
}

/** Undo: each matched member's fields as they were, the whole batch in one statement (issue 41). */
export async function restoreImportedMembers(
  context: Pick<AppContext, "db" | "now">,
  rows: { memberId: number; fields: ImportedMemberFields }[],
) {
  await updateMembersFields(
    context.db,
    rows.filter((row) => Object.keys(row.fields).length > 0),
    context.now(),
  );
}

export type KeptMember = Awaited<ReturnType<typeof membersKept>>[number];

/** Members a delete must not reach (issue 23): they hold money, the trail names them, or a duplicate was merged in. */
export class MembersKeptError extends Error {
  readonly kept: KeptMember[];

  constructor(kept: KeptMember[]) {
    super(`${kept.length} of the members to delete hold money or history`);
    this.kept = kept;
  }
}

/** Of the members an import created, those its undo must not delete, and what keeps each. */
export function findImportedMembersKept(context: Pick<AppContext, "db">, ids: number[]) {
  return membersKept(context, ids);
}

/**
 * Undo: the members an import created go, with what hangs on them (sessions, memberships, cars: their foreign keys
 * cascade). Money, the trail and merged duplicates restrict the delete in the database (issue 23), so the batch is
 * deleted at once, in a savepoint of the caller's transaction, and only when a key refuses it are its rows locked and
 * asked why: nothing is deleted and MembersKeptError names them. Issue 41: asking first, every batch, took a tenth of
 * a 20,000-member undo to learn what the keys enforce anyway.
 */
export async function deleteImportedMembers(context: Pick<AppContext, "db">, ids: number[]) {
  if (ids.length === 0) return;
  try {
    await context.db.transaction((savepoint) => deleteMembers(savepoint, ids));
  } catch (error) {
    if (!brokenForeignKey(error)) throw error;
    await lockMembers(context.db, ids);
    const kept = await membersKept(context, ids);
    if (kept.length > 0) throw new MembersKeptError(kept);
    throw error;
  }
}

export function saveImportedAssociates(
  context: Pick<AppContext, "db" | "now">,
  rows: { memberId: number; firstName: string; lastName: string }[],
) {
  const createdAt = context.now();
  return upsertAssociates(
    context.db,
    rows.map((row) => ({ ...row, createdAt })),
  );
}

export function removeAssociates(context: Pick<AppContext, "db">, memberIds: number[]) {
  return deleteAssociates(context.db, memberIds);
}
