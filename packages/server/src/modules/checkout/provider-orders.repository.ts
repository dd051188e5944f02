import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { providerOrders } from "./checkout.schema.ts";

type Status = (typeof providerOrders.$inferSelect)["status"];

export async function insertProviderOrder(
  db: Db,
  values: {
    invoiceId: number;
    provider: "sandbox" | "paypal";
    providerOrderId: string;
    amount: number;
    now: Date;
  },
) {
  const { now, ...order } = values;
  await db.insert(providerOrders).values({ ...order, createdAt: now, updatedAt: now });
}

/** The order only if it was opened for this invoice with this provider: an order pays nothing else. */
export async function findInvoiceOrder(db: Db, invoiceId: number, provider: string, providerOrderId: string) {
  const [order] = await db
    .select()
    .from(providerOrders)
    .where(
      and(
        eq(providerOrders.invoiceId, invoiceId),
        eq(providerOrders.provider, provider as "sandbox" | "paypal"),
        eq(providerOrders.providerOrderId, providerOrderId),
      ),
    );
  return order;
}

export async function findProviderOrder(db: Db, providerOrderId: string) {
  const [order] = await db
    .select()
    .from(providerOrders)
    .where(eq(providerOrders.providerOrderId, providerOrderId));
  return order;
}

export async function setProviderOrderStatus(
  db: Db,
  id: number,
  change: { status: Status; now: Date; lastError?: string },
) {
  await db
    .update(providerOrders)
    .set({ status: change.status, lastError: change.lastError ?? null, updatedAt: change.now })
    .where(eq(providerOrders.id, id));
}
