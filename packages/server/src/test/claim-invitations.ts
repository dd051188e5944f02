import { expect } from "vitest";
import { importRows, imports } from "../modules/imports/imports.schema.ts";
import { bearer, createMember, stamped } from "./factories.ts";
import type { TestApp } from "./test-app.ts";

/**
 * A member a committed import created (no usable password), invited by the office to claim the account through the
 * API as `adminToken`'s office administrator; `email: ""` for a letter.
 */
export async function invitedMember(t: TestApp, adminToken: string, lastName: string, email?: string) {
  const db = t.database.db;
  const [created] = await db
    .insert(imports)
    .values({
      fileName: "roster.csv",
      status: "committed",
      columns: ["Name"],
      mapping: { Name: "fullName" },
      ...stamped,
    })
    .returning({ id: imports.id });
  const importId = created?.id as number;
  const member = await createMember(db, {
    lastName,
    ...(email === undefined ? {} : { email }),
    passwordHash: "!imported",
  });
  await db.insert(importRows).values({
    importId,
    sheet: "members",
    rowNo: 2,
    cells: { Name: `Ada ${lastName}` },
    outcome: "new",
    memberId: member.id,
    created: true,
  });
  const invited = await t.app.inject({
    method: "POST",
    url: `/api/v1/office/imports/${importId}/invitations`,
    payload: { per_hour: 100 },
    headers: bearer(adminToken),
  });
  expect(invited.statusCode, invited.body).toBe(200);
  return { member, importId };
}
