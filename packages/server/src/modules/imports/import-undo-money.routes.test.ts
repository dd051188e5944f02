import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../../lib/passwords.ts";
import { approveOrder, decideSandboxOrder, joinClub, openOrder } from "../../test/checkout-requests.ts";
import {
  bearer,
  createMember,
  createTestAppSignedIn,
  type RoleTokens,
  signIn,
  testPassword,
} from "../../test/factories.ts";
import { previewedImport } from "../../test/previewed-import.ts";
import type { TestApp } from "../../test/test-app.ts";
import { uploadedRoster } from "../../test/uploaded-roster.ts";
import { waitFor } from "../../test/wait-for.ts";
import { auditLog } from "../audit/audit.schema.ts";
import { invoices, payments } from "../checkout/checkout.schema.ts";
import { deleteImportedMembers, MembersKeptError } from "../members/member-import.service.ts";
import { members } from "../members/members.schema.ts";
import { nationalMemberships } from "../memberships/memberships.schema.ts";
import { imports } from "./imports.schema.ts";

// Issue 23, "money that no delete can reach": an import's undo deletes the members it created, and once one of them
// holds money or history (a paying member merged into it, an entry in the trail) the undo is refused in words.

let t: TestApp;
let tokens: RoleTokens;

beforeAll(async () => {
  ({ t, tokens } = await createTestAppSignedIn());
});
afterAll(() => t.close());

const call = (method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1/office${url}`, headers: bearer(tokens.admin), payload });

/** Uploads a roster of (number, first name, last name) rows, previews and commits it; returns the import's id. */
async function importRoster(rows: [number, string, string][]) {
  const id = await uploadedRoster(t.app, tokens.admin, [
    "Member #,First Name,Last Name",
    ...rows.map((row) => row.join(",")),
  ]);
  expect((await previewedImport(t.app, tokens.admin, id)).json().summary).toMatchObject({ new: rows.length });
  expect((await call("POST", `/imports/${id}/commit`)).statusCode).toBe(202);
  await waitFor(async () => (await importStatus(id)) === "committed");
  return id;
}

async function importStatus(id: number) {
  const [row] = await t.database.db
    .select({ status: imports.status })
    .from(imports)
    .where(eq(imports.id, id));
  return row?.status;
}

async function memberByNo(memberNo: number) {
  const [member] = await t.database.db.select().from(members).where(eq(members.memberNo, memberNo));
  if (!member) throw new Error(`no member ${memberNo}`);
  return member;
}

/** A joiner who paid online (the sandbox provider); returns their id, e-mail and invoice. */
async function paidOnline() {
  const joiner = await joinClub(t, { first_name: "Clara", last_name: "Benton" });
  const order = await openOrder(t, joiner.orderId);
  await decideSandboxOrder(t, order, "approve");
  expect((await approveOrder(t, joiner.orderId, order)).statusCode).toBe(200);
  const [invoice] = await t.database.db.select().from(invoices).where(eq(invoices.publicId, joiner.orderId));
  if (!invoice) throw new Error("no invoice");
  // What follows happens later: the payment was made before the import was committed.
  t.clock.now = new Date(t.clock.now.getTime() + 60_000);
  return { id: invoice.memberId, email: joiner.email, invoice };
}

describe("undoing an import once a paying member was merged into one it created", () => {
  it("is refused, naming the member, and the payment, membership, trail and sign-in are intact", async () => {
    const payer = await paidOnline();
    // The roster carries the member's old number, so the import creates a second record of them.
    const importId = await importRoster([[4711, "Clara", "Benton"]]);
    const imported = await memberByNo(4711);
    const merged = await call("POST", `/members/${imported.id}/merge`, {
      duplicate_id: payer.id,
      reason: "The same person: she joined online before the roster came in",
    });
    expect(merged.statusCode, merged.body).toBe(200);
    // The office gave the kept record the member's address and a password (she has not signed in since).
    await t.database.db
      .update(members)
      .set({ email: payer.email, passwordHash: await hashPassword(testPassword) })
      .where(eq(members.id, imported.id));

    const refused = await call("POST", `/imports/${importId}/undo`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.base).toEqual([
      "The office merged other accounts into 1 member of this import (Clara Benton, no. 4711), so it can no longer be undone: their history is kept there",
    ]);

    expect(await importStatus(importId)).toBe("committed");
    const [invoice] = await t.database.db.select().from(invoices).where(eq(invoices.id, payer.invoice.id));
    expect(invoice).toMatchObject({ status: "paid", memberId: imported.id });
    expect(
      await t.database.db.select().from(payments).where(eq(payments.invoiceId, payer.invoice.id)),
    ).toHaveLength(1);
    expect(
      await t.database.db
        .select()
        .from(nationalMemberships)
        .where(eq(nationalMemberships.memberId, imported.id)),
    ).toHaveLength(1);
    const trail = await t.database.db.select().from(auditLog).where(eq(auditLog.memberId, payer.id));
    expect(trail.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(["payment_settled", "merged_into"]),
    );
    expect(await memberByNo(4711)).toMatchObject({ id: imported.id });
    await signIn(t.app, payer.email);
  });

  it("is refused at the members' delete too, and the database refuses a delete that would reach the money", async () => {
    const payer = await paidOnline();
    const other = await createMember(t.database.db, { email: "kept.company@example.com" });
    // The batch is deleted at once or not at all: the key's refusal names the payer, and the other member stays.
    const refusal = await t.database.db
      .transaction((tx) => deleteImportedMembers({ db: tx }, [other.id, payer.id]))
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(MembersKeptError);
    expect((refusal as MembersKeptError).kept).toEqual([
      expect.objectContaining({ id: payer.id, money: true }),
    ]);
    expect(await t.database.db.select().from(members).where(eq(members.id, other.id))).toHaveLength(1);
    await expect(t.database.db.delete(members).where(eq(members.id, payer.id))).rejects.toThrow();
    expect(
      await t.database.db.select().from(payments).where(eq(payments.invoiceId, payer.invoice.id)),
    ).toHaveLength(1);
  });
});

describe("undoing an import once the trail names a member it created", () => {
  it("is refused, naming the member; the others are not deleted either", async () => {
    const importId = await importRoster([
      [4801, "Hugo", "Handled"],
      [4802, "Ida", "Idle"],
    ]);
    const hugo = await memberByNo(4801);
    const changed = await call("PUT", `/members/${hugo.id}`, {
      member: { city: "Peoria" },
      reason: "Wrote in with his address",
    });
    expect(changed.statusCode, changed.body).toBe(200);

    const refused = await call("POST", `/imports/${importId}/undo`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.base).toEqual([
      "1 member of this import (Hugo Handled, no. 4801) is named in the office's history, so it can no longer be undone",
    ]);
    expect(await importStatus(importId)).toBe("committed");
    expect(await memberByNo(4802)).toMatchObject({ firstName: "Ida" });
  });
});
