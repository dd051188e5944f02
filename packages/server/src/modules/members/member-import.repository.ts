import { importedProfileFields } from "@club/domain/import.schema";
import { firstOfficeMemberNo } from "@club/domain/member-number.rules";
import { inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { insertRows, insertRowsReturningIds } from "../../db/json-rows.ts";
import { associates, members } from "./members.schema.ts";

// The roster import's writes to the members module's tables (issue 16): many rows a statement, as a 20,000-member
// roster must go in within a minute.

export type NewMemberValues = typeof members.$inferInsert & { memberNo: number };

/** `count` member numbers from the sequence, as a joiner's would be given. */
export async function nextMemberNumbers(db: Db, count: number): Promise<number[]> {
  if (count === 0) return [];
  const result = await db.execute(
    sql`select nextval('member_no_seq')::int as no from generate_series(1, ${count}::int)`,
  );
  return (result as unknown as { rows: { no: number }[] }).rows.map((row) => row.no);
}

/**
 * The sequence moves past `highest` and past every member's number, so the next joiner's number follows the
 * highest imported one; it never moves back. The office accounts' range (issue 23) is not the members': its
 * numbers are left out, or the next joiner would be numbered among the office accounts.
 */
export async function moveMemberNoSequencePast(db: Db, highest: number) {
  await db.execute(sql`select setval('member_no_seq', next.value)
    from (select greatest(coalesce(max(${members.memberNo}), 0), ${highest}::int) as value from ${members}
      where ${members.memberNo} < ${firstOfficeMemberNo}) next
    where next.value >= (select case when is_called then last_value + 1 else last_value end from member_no_seq)`);
}

export async function insertMembers(db: Db, rows: NewMemberValues[]) {
  const ids = await insertRowsReturningIds(db, members, rows);
  return rows.map((row, i) => ({ id: ids[i] as number, memberNo: row.memberNo }));
}

export async function deleteMembers(db: Db, ids: number[]) {
  if (ids.length > 0) await db.delete(members).where(inArray(members.id, ids));
}

export async function upsertAssociates(
  db: Db,
  rows: { memberId: number; firstName: string; lastName: string; createdAt: Date }[],
) {
  await insertRows(
    db,
    associates,
    rows,
    sql`on conflict (member_id) do update set first_name = excluded.first_name, last_name = excluded.last_name`,
  );
}

export async function deleteAssociates(db: Db, memberIds: number[]) {
  if (memberIds.length > 0) await db.delete(associates).where(inArray(associates.memberId, memberIds));
}

/**
 * Issue 41: each member's fields as given (an object by the import's field names; the fields it has not got stay as
 * they are), in one statement for the whole list.
 */
export async function updateMembersFields(
  db: Db,
  rows: { memberId: number; fields: Record<string, unknown> }[],
  now: Date,
) {
  if (rows.length === 0) return;
  const json = JSON.stringify(rows.map((row) => ({ member_id: row.memberId, fields: row.fields })));
  const set = Object.fromEntries(
    importedProfileFields.map((field) => [
      field,
      sql`case when x.fields ? ${field}
        then (x.fields ->> ${field})::${sql.raw(members[field].getSQLType())} else ${members[field]} end`,
    ]),
  );
  await db
    .update(members)
    .set({ ...set, updatedAt: now })
    .from(sql`jsonb_to_recordset(${json}::jsonb) as x(member_id int, fields jsonb)`)
    .where(sql`${members.id} = x.member_id`);
}
