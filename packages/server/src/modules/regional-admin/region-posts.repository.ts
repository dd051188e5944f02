import { and, count, desc, eq, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { regions } from "../geo/geo.schema.ts";
import { regionPosts } from "./regional-admin.schema.ts";

// Issue 42: a region's news posts. Who may read the members-only ones is the policy's; the query only filters.

const newestFirst = [desc(regionPosts.publishedAt), desc(regionPosts.id)];

function ofRegion(regionId: number, withMembersOnly: boolean): SQL | undefined {
  return and(
    eq(regionPosts.regionId, regionId),
    withMembersOnly ? undefined : eq(regionPosts.membersOnly, false),
  );
}

export type RegionPostRow = typeof regionPosts.$inferSelect;

/** A page of the region's posts, the newest first. */
export function findRegionPosts(
  db: Db,
  query: { regionId: number; withMembersOnly: boolean; limit: number; offset: number },
): Promise<RegionPostRow[]> {
  return db
    .select()
    .from(regionPosts)
    .where(ofRegion(query.regionId, query.withMembersOnly))
    .orderBy(...newestFirst)
    .limit(query.limit)
    .offset(query.offset);
}

export async function countRegionPosts(db: Db, regionId: number, withMembersOnly: boolean) {
  const [row] = await db
    .select({ count: count() })
    .from(regionPosts)
    .where(ofRegion(regionId, withMembersOnly));
  return row?.count ?? 0;
}

/** The post of that region, held until the transaction ends; undefined for another region's or none. */
export async function lockRegionPost(db: Db, regionId: number, id: number) {
  const [row] = await db
    .select()
    .from(regionPosts)
    .where(and(eq(regionPosts.id, id), eq(regionPosts.regionId, regionId)))
    .for("update");
  return row;
}

export async function insertRegionPost(db: Db, values: typeof regionPosts.$inferInsert) {
  const [row] = await db.insert(regionPosts).values(values).returning();
  return row as RegionPostRow;
}

export async function updateRegionPost(
  db: Db,
  id: number,
  values: Partial<Pick<RegionPostRow, "title" | "body" | "membersOnly" | "updatedAt">>,
) {
  const [row] = await db.update(regionPosts).set(values).where(eq(regionPosts.id, id)).returning();
  return row as RegionPostRow;
}

export async function deleteRegionPostRow(db: Db, id: number) {
  await db.delete(regionPosts).where(eq(regionPosts.id, id));
}

/** Erasure: the member's posts stay the region's, signed by no one. */
export async function clearPostAuthor(db: Db, memberId: number) {
  await db.update(regionPosts).set({ authorMemberId: null }).where(eq(regionPosts.authorMemberId, memberId));
}

/** My data: the posts the member wrote, in any region, the newest first. */
export function findPostsByAuthor(db: Db, memberId: number) {
  return db
    .select({
      regionCode: regions.code,
      title: regionPosts.title,
      body: regionPosts.body,
      membersOnly: regionPosts.membersOnly,
      publishedAt: regionPosts.publishedAt,
    })
    .from(regionPosts)
    .innerJoin(regions, eq(regions.id, regionPosts.regionId))
    .where(eq(regionPosts.authorMemberId, memberId))
    .orderBy(...newestFirst);
}
