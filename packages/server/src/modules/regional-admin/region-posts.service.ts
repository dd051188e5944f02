import { officerAsSeen, type ViewingAccount } from "@club/domain/member-visibility.rules";
import {
  type RegionPost,
  type RegionPostInput,
  type RegionPostPage,
  type RegionPostUpdate,
  regionPagePostCount,
  regionPostPageSize,
} from "@club/domain/region-posts.schema";
import type { AppContext } from "../../lib/app-context.ts";
import { notFound } from "../../lib/app-error.ts";
import { recordAudit } from "../audit/audit.service.ts";
import type { SessionContext } from "../auth/auth.service.ts";
import { regionByCode } from "../geo/geo.service.ts";
import { membersAsSeenByIds } from "../members/members.service.ts";
import { readsMembersOnly } from "../policy/policy.ts";
import { requireRegionEditor } from "./administered-regions.ts";
import {
  clearPostAuthor,
  countRegionPosts,
  deleteRegionPostRow,
  findPostsByAuthor,
  findRegionPosts,
  insertRegionPost,
  lockRegionPost,
  type RegionPostRow,
  updateRegionPost,
} from "./region-posts.repository.ts";

// Issue 42: a region's news posts. Anyone reads its public posts; a member in good standing its members-only ones
// too (the policy's readsMembersOnly). The region's editor writes them (the policy's authorizeRegionEditor, from
// their current terms); each write is one transaction with its audit entry. A post's author is named as the region's
// officers are (officerAsSeen): one rule for both.

type Context = Pick<AppContext, "db" | "config" | "log" | "now">;

/** The viewer as the visibility rule and the policy read them; null: nobody signed in. */
export type NewsReader = ViewingAccount | null;

async function regionOrNotFound(context: Pick<AppContext, "db">, code: string) {
  const region = await regionByCode(context, code);
  if (!region) throw notFound();
  return region;
}

async function asSeen(context: Context, reader: NewsReader, rows: RegionPostRow[]): Promise<RegionPost[]> {
  const authors = await membersAsSeenByIds(
    context,
    reader,
    rows.flatMap((row) => (row.authorMemberId === null ? [] : [row.authorMemberId])),
    officerAsSeen,
  );
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    body: row.body,
    membersOnly: row.membersOnly,
    author: row.authorMemberId === null ? null : (authors.get(row.authorMemberId)?.name ?? null),
    publishedAt: row.publishedAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

async function postsPage(
  context: Context,
  reader: NewsReader,
  regionId: number,
  withMembersOnly: boolean,
  page: number,
  pageSize: number,
): Promise<RegionPostPage> {
  const [rows, total] = await Promise.all([
    findRegionPosts(context.db, {
      regionId,
      withMembersOnly,
      limit: pageSize,
      offset: (page - 1) * pageSize,
    }),
    countRegionPosts(context.db, regionId, withMembersOnly),
  ]);
  return { results: await asSeen(context, reader, rows), page, pageSize, total };
}

/** GET /regions/{code}/posts: a page of the region's posts as the reader may read them, 20 a page. */
export async function listRegionPosts(
  context: Context,
  reader: NewsReader,
  code: string,
  page: number,
): Promise<RegionPostPage> {
  const region = await regionOrNotFound(context, code);
  return postsPage(context, reader, region.id, readsMembersOnly(reader), page, regionPostPageSize);
}

/** The region page's newest posts (five), as the reader may read them. */
export async function newestRegionPosts(
  context: Context,
  reader: NewsReader,
  regionId: number,
): Promise<RegionPost[]> {
  const found = await postsPage(context, reader, regionId, readsMembersOnly(reader), 1, regionPagePostCount);
  return found.results;
}

/** GET /regional_administrators/regions/{code}/posts: every post of the region, for its editor to change. */
export async function listPostsForEditor(
  context: Context,
  session: SessionContext,
  code: string,
  page: number,
): Promise<RegionPostPage> {
  const region = await regionOrNotFound(context, code);
  await requireRegionEditor(context, session, region.code);
  return postsPage(context, session, region.id, true, page, regionPostPageSize);
}

/** What the trail keeps of a post: its region, title and readers, not its text. */
const audited = (row: RegionPostRow, regionCode: string) => ({
  postId: row.id,
  regionCode,
  title: row.title,
  membersOnly: row.membersOnly,
});

/** POST /regional_administrators/regions/{code}/posts: published now, in the trail as `region_post_added`. */
export async function addRegionPost(
  context: Context,
  session: SessionContext,
  code: string,
  input: RegionPostInput,
): Promise<RegionPost> {
  const region = await regionOrNotFound(context, code);
  await requireRegionEditor(context, session, region.code);
  const now = context.now();
  const row = await context.db.transaction(async (tx) => {
    const added = await insertRegionPost(tx, {
      regionId: region.id,
      authorMemberId: session.memberId,
      ...input,
      publishedAt: now,
      createdAt: now,
      updatedAt: now,
    });
    await recordAudit(
      { ...context, db: tx },
      {
        actorId: session.memberId,
        memberId: null,
        action: "region_post_added",
        after: audited(added, region.code),
      },
    );
    return added;
  });
  const [post] = await asSeen(context, session, [row]);
  return post as RegionPost;
}

/** The region's post, locked, once its editor is known; 404 for none or another region's. */
async function editablePost(context: Context, session: SessionContext, code: string, id: number) {
  const region = await regionOrNotFound(context, code);
  await requireRegionEditor(context, session, region.code);
  const row = await lockRegionPost(context.db, region.id, id);
  if (!row) throw notFound();
  return { region, row };
}

/** PATCH …/posts/{id}: the fields sent, in the trail as `region_post_changed` (whether its text changed, not how). */
export async function changeRegionPost(
  context: Context,
  session: SessionContext,
  code: string,
  id: number,
  input: RegionPostUpdate,
): Promise<RegionPost> {
  const after = await context.db.transaction(async (tx) => {
    const inTransaction = { ...context, db: tx };
    const { region, row } = await editablePost(inTransaction, session, code, id);
    const changed = await updateRegionPost(tx, id, { ...input, updatedAt: context.now() });
    await recordAudit(inTransaction, {
      actorId: session.memberId,
      memberId: null,
      action: "region_post_changed",
      before: audited(row, region.code),
      after: { ...audited(changed, region.code), textChanged: row.body !== changed.body },
    });
    return changed;
  });
  const [post] = await asSeen(context, session, [after]);
  return post as RegionPost;
}

/** DELETE …/posts/{id}: gone from the page; `region_post_deleted` keeps its title. */
export async function deleteRegionPost(context: Context, session: SessionContext, code: string, id: number) {
  await context.db.transaction(async (tx) => {
    const inTransaction = { ...context, db: tx };
    const { region, row } = await editablePost(inTransaction, session, code, id);
    await deleteRegionPostRow(tx, id);
    await recordAudit(inTransaction, {
      actorId: session.memberId,
      memberId: null,
      action: "region_post_deleted",
      before: audited(row, region.code),
    });
  });
}

/** Erasure (privacy): the posts a member wrote stay the region's, signed by no one. */
export async function forgetPostAuthor(context: Pick<AppContext, "db">, memberId: number) {
  await clearPostAuthor(context.db, memberId);
}

/** My data (privacy): the posts the member wrote, in any region. */
export async function ownRegionPosts(context: Pick<AppContext, "db">, memberId: number) {
  const rows = await findPostsByAuthor(context.db, memberId);
  return rows.map((row) => ({ ...row, publishedAt: row.publishedAt.toISOString() }));
}
