import { and, desc, eq, gt, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { walletDevices, walletPasses } from "./wallet.schema.ts";

// Issue 43: the passes issued and the devices that asked for their changes.

export type WalletPassRow = typeof walletPasses.$inferSelect;

export async function findPassOfMember(db: Db, memberId: number) {
  const [row] = await db.select().from(walletPasses).where(eq(walletPasses.memberId, memberId));
  return row;
}

export async function findPassBySerial(db: Db, serialNumber: string) {
  const [row] = await db.select().from(walletPasses).where(eq(walletPasses.serialNumber, serialNumber));
  return row;
}

/** The member's pass, made now unless they have one (two first downloads at once: the first row written wins). */
export async function insertPass(db: Db, values: typeof walletPasses.$inferInsert) {
  await db.insert(walletPasses).values(values).onConflictDoNothing({ target: walletPasses.memberId });
  return findPassOfMember(db, values.memberId);
}

/** Marks the pass changed: what its card says now, and when that was seen. Only when it really is new. */
export async function markPassChanged(
  db: Db,
  passId: number,
  change: { factsHash: string; updatedAt: Date },
) {
  const [row] = await db.update(walletPasses).set(change).where(eq(walletPasses.id, passId)).returning();
  return row;
}

/** Whether the device was registered for the pass before; registers it (or takes its new push token). */
export async function upsertDevice(
  db: Db,
  values: { deviceLibraryIdentifier: string; passId: number; pushToken: string; createdAt: Date },
): Promise<"created" | "updated"> {
  const [existing] = await db
    .select({ passId: walletDevices.passId })
    .from(walletDevices)
    .where(
      and(
        eq(walletDevices.deviceLibraryIdentifier, values.deviceLibraryIdentifier),
        eq(walletDevices.passId, values.passId),
      ),
    );
  await db
    .insert(walletDevices)
    .values(values)
    .onConflictDoUpdate({
      target: [walletDevices.deviceLibraryIdentifier, walletDevices.passId],
      set: { pushToken: values.pushToken },
    });
  return existing ? "updated" : "created";
}

export async function deleteDevice(db: Db, deviceLibraryIdentifier: string, passId: number) {
  await db
    .delete(walletDevices)
    .where(
      and(
        eq(walletDevices.deviceLibraryIdentifier, deviceLibraryIdentifier),
        eq(walletDevices.passId, passId),
      ),
    );
}

/** The passes a device registered for. */
export function findPassesOfDevice(db: Db, deviceLibraryIdentifier: string) {
  return db
    .select({ pass: walletPasses })
    .from(walletDevices)
    .innerJoin(walletPasses, eq(walletPasses.id, walletDevices.passId))
    .where(eq(walletDevices.deviceLibraryIdentifier, deviceLibraryIdentifier))
    .then((rows) => rows.map((row) => row.pass));
}

/** The push tokens of the devices holding these passes. */
export function findPushTokens(db: Db, passIds: number[]) {
  if (passIds.length === 0) return Promise.resolve([]);
  return db
    .select({ pushToken: walletDevices.pushToken })
    .from(walletDevices)
    .where(inArray(walletDevices.passId, passIds));
}

/** The passes some device holds, changed or not: those the refresh looks at. */
export function findRegisteredPasses(db: Db, after: number, limit: number) {
  return db
    .selectDistinct({ pass: walletPasses })
    .from(walletPasses)
    .innerJoin(walletDevices, eq(walletDevices.passId, walletPasses.id))
    .where(gt(walletPasses.id, after))
    .orderBy(walletPasses.id)
    .limit(limit)
    .then((rows) => rows.map((row) => row.pass));
}

/** Issue 43 in Download my data: the member's pass and the devices holding it. */
export async function findMemberWalletData(db: Db, memberId: number) {
  const pass = await findPassOfMember(db, memberId);
  if (!pass) return null;
  const devices = await db
    .select({ registeredAt: walletDevices.createdAt })
    .from(walletDevices)
    .where(eq(walletDevices.passId, pass.id))
    .orderBy(desc(walletDevices.createdAt));
  return { pass, devices };
}

/** Erasure: the member's pass and its devices' registrations go. */
export async function deletePassOfMember(db: Db, memberId: number) {
  await db.delete(walletPasses).where(eq(walletPasses.memberId, memberId));
}
