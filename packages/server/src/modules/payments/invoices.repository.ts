import { randomBytes } from "node:crypto";
import type { Checkout } from "@club/domain/checkout.rules";
import type { Selections } from "@club/domain/join.schema";
import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { invoiceItems, invoices } from "../../db/schema.ts";

export async function insertInvoice(
  db: Db,
  values: { memberId: number; kind: "join" | "renewal"; selections: Selections; checkout: Checkout },
) {
  const [invoice] = await db
    .insert(invoices)
    .values({
      publicId: randomBytes(12).toString("base64url"),
      memberId: values.memberId,
      kind: values.kind,
      selections: values.selections,
      subtotal: values.checkout.subtotal,
      fee: values.checkout.fee,
      total: values.checkout.total,
    })
    .returning();
  if (!invoice) throw new Error("invoice not created");
  await db
    .insert(invoiceItems)
    .values(values.checkout.items.map((item, position) => ({ ...item, invoiceId: invoice.id, position })));
  return invoice;
}

export async function findInvoiceByPublicId(db: Db, publicId: string) {
  const [invoice] = await db.select().from(invoices).where(eq(invoices.publicId, publicId));
  return invoice;
}

export function findInvoiceItems(db: Db, invoiceId: number) {
  return db
    .select()
    .from(invoiceItems)
    .where(eq(invoiceItems.invoiceId, invoiceId))
    .orderBy(asc(invoiceItems.position));
}

/** Locks the invoice row for the settlement transaction, so two approvals settle one after the other. */
export async function lockInvoice(db: Db, id: number) {
  const [invoice] = await db.select().from(invoices).where(eq(invoices.id, id)).for("update");
  return invoice;
}

export type InvoiceRow = typeof invoices.$inferSelect;
