import { inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { settings } from "./settings.schema.ts";

/** The stored values of these keys (a key never set is absent). */
export async function findSettings(db: Db, keys: string[]) {
  const rows = await db.select().from(settings).where(inArray(settings.key, keys));
  return new Map(rows.map((row) => [row.key, row.value]));
}

export async function upsertSetting(db: Db, key: string, value: unknown, now: Date) {
  await db
    .insert(settings)
    .values({ key, value, updatedAt: now })
    .onConflictDoUpdate({ target: settings.key, set: { value: sql`excluded.value`, updatedAt: now } });
}

/** Stores the value unless the key has one already: the first writer's value stays. */
export async function insertSettingIfAbsent(db: Db, key: string, value: unknown, now: Date) {
  await db.insert(settings).values({ key, value, updatedAt: now }).onConflictDoNothing();
}
