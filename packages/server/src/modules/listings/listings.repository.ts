import { countedStatuses } from "@club/domain/listing.rules";
import {
  type ListingSearchQuery,
  listingPageSize,
  type OfficeListingShow,
} from "@club/domain/listing.schema";
import { and, asc, count, desc, eq, gt, inArray, isNull, lt, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { contains, inRegion } from "../../db/member-filters.ts";
import { makes } from "../makes/makes.schema.ts";
import { members } from "../members/members.schema.ts";
import { vehicles } from "../vehicles/vehicles.schema.ts";
import {
  listingEnquiries,
  listingImages,
  listingInquiries,
  listingReports,
  listings,
} from "./listings.schema.ts";

// Issue 44: the marketplace's rows. The search is a read model: it filters and sorts by the listed car's year, make
// and model, and a region by the seller's regional memberships (db/member-filters' inRegion), in its own SQL.

export type ListingRow = typeof listings.$inferSelect;

export async function insertListing(db: Db, row: typeof listings.$inferInsert) {
  const [inserted] = await db.insert(listings).values(row).returning();
  if (!inserted) throw new Error("listing not inserted");
  return inserted;
}

export async function findListing(db: Db, id: number): Promise<ListingRow | undefined> {
  const [row] = await db.select().from(listings).where(eq(listings.id, id));
  return row;
}

/** The listing, row-locked until the transaction ends: two changes of one listing go one after the other. */
export async function lockListing(db: Db, id: number): Promise<ListingRow | undefined> {
  const [row] = await db.select().from(listings).where(eq(listings.id, id)).for("update");
  return row;
}

export async function updateListing(db: Db, id: number, changes: Partial<typeof listings.$inferInsert>) {
  const [row] = await db.update(listings).set(changes).where(eq(listings.id, id)).returning();
  if (!row) throw new Error(`listing ${id} not updated`);
  return row;
}

export async function deleteListingRow(db: Db, id: number) {
  await db.delete(listings).where(eq(listings.id, id));
}

/** How many of the member's listings count against the club's cap (listed, or on their way there). */
export async function countOpenListings(db: Db, memberId: number, exceptId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(listings)
    .where(
      and(
        eq(listings.memberId, memberId),
        inArray(listings.status, [...countedStatuses]),
        sql`${listings.id} <> ${exceptId}`,
      ),
    );
  return row?.n ?? 0;
}

/** An open listing of the car (a draft, waiting or listed), other than `exceptId`. */
export async function findOpenListingOfCar(db: Db, vehicleId: number) {
  const [row] = await db
    .select({ id: listings.id })
    .from(listings)
    .where(
      and(
        eq(listings.vehicleId, vehicleId),
        inArray(listings.status, ["draft", "awaiting_payment", "awaiting_approval", "active"]),
      ),
    );
  return row;
}

/** Every listing of the member's, newest first. */
export function findMemberListings(db: Db, memberId: number) {
  return db
    .select()
    .from(listings)
    .where(eq(listings.memberId, memberId))
    .orderBy(desc(listings.createdAt), desc(listings.id));
}

export function findListingsByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select().from(listings).where(inArray(listings.id, ids));
}

/** The listings' own photos, in order. */
export function findImagesOf(db: Db, listingIds: number[]) {
  if (listingIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(listingImages)
    .where(inArray(listingImages.listingId, listingIds))
    .orderBy(asc(listingImages.position), asc(listingImages.id));
}

export async function findImage(db: Db, id: number) {
  const [row] = await db.select().from(listingImages).where(eq(listingImages.id, id));
  return row;
}

export async function insertImage(db: Db, row: typeof listingImages.$inferInsert) {
  await db.insert(listingImages).values(row);
}

export async function deleteImage(db: Db, id: number) {
  await db.delete(listingImages).where(eq(listingImages.id, id));
}

export async function insertEnquiry(db: Db, row: typeof listingEnquiries.$inferInsert) {
  await db.insert(listingEnquiries).values(row);
}

/** The members who wrote to the seller about the listing, each once, the latest first. */
export async function findEnquirerIds(db: Db, listingId: number) {
  const rows = await db
    .select({ senderId: listingEnquiries.senderId, last: sql<Date>`max(${listingEnquiries.sentAt})` })
    .from(listingEnquiries)
    .where(eq(listingEnquiries.listingId, listingId))
    .groupBy(listingEnquiries.senderId)
    .orderBy(desc(sql`max(${listingEnquiries.sentAt})`));
  return rows.map((row) => row.senderId);
}

/**
 * What the marketplace shows: listed listings, and those sold since `soldSince`. A car listing shows while its car is
 * still in its seller's garage (a car that left it by another way is no longer theirs to sell).
 */
function shownInMarketplace(soldSince: Date): SQL {
  return and(
    or(eq(listings.status, "active"), and(eq(listings.status, "sold"), gt(listings.soldAt, soldSince))),
    or(sql`${listings.kind} <> 'car'`, eq(listings.status, "sold"), eq(vehicles.memberId, listings.memberId)),
  ) as SQL;
}

function searchFilters(query: ListingSearchQuery, kinds: readonly string[] | undefined): SQL[] {
  const filters: SQL[] = [];
  if (kinds) filters.push(inArray(listings.kind, [...kinds] as ListingRow["kind"][]));
  if (query.kind) filters.push(eq(listings.kind, query.kind));
  if (query.makeId !== undefined) filters.push(eq(vehicles.makeId, query.makeId));
  if (query.model) filters.push(contains(vehicles.model, query.model));
  if (query.yearFrom !== undefined) filters.push(sql`${vehicles.year} >= ${query.yearFrom}`);
  if (query.yearTo !== undefined) filters.push(sql`${vehicles.year} <= ${query.yearTo}`);
  if (query.priceFrom !== undefined) filters.push(sql`${listings.price} >= ${query.priceFrom}`);
  if (query.priceTo !== undefined) filters.push(sql`${listings.price} <= ${query.priceTo}`);
  if (query.state) filters.push(sql`lower(${listings.state}) = lower(${query.state})`);
  if (query.country) filters.push(sql`lower(${listings.country}) = lower(${query.country})`);
  if (query.region) filters.push(inRegion(query.region));
  if (query.q)
    filters.push(
      sql`to_tsvector('simple', ${listings.title} || ' ' || ${listings.description}) @@ plainto_tsquery('simple', ${query.q})`,
    );
  return filters;
}

function sortKeys(query: ListingSearchQuery) {
  const direction = (fallback: "asc" | "desc") => ((query.order ?? fallback) === "desc" ? desc : asc);
  switch (query.sort) {
    case "price":
      return [
        sql`${listings.price} ${sql.raw(query.order === "desc" ? "desc" : "asc")} nulls last`,
        desc(listings.id),
      ];
    case "year":
      return [direction("asc")(vehicles.year), desc(listings.id)];
    case "ending":
      return [direction("asc")(listings.expiresAt), desc(listings.id)];
    default:
      return [direction("desc")(listings.publishedAt), direction("desc")(listings.id)];
  }
}

/**
 * One page of the marketplace (24 listings) and how many match, in one round trip. As the directory's search does,
 * the page's ids are chosen and counted first, sorting only them and their sort keys (whole rows, descriptions and
 * all, sorted on disk: docs/performance.md, the marketplace's search); then only those 24 are joined to their car's
 * year, make and model and their first photo. `kinds`: the public's (cars and parts), or every kind. The seller's
 * row is joined only for a region (member-filters' inRegion reads it).
 */
export async function searchListings(
  db: Db,
  query: ListingSearchQuery,
  options: { soldSince: Date; kinds?: readonly string[] },
) {
  const where = and(shownInMarketplace(options.soldSince), ...searchFilters(query, options.kinds));
  const matching = db
    .select({ id: listings.id, total: sql<number>`count(*) over ()`.as("total") })
    .from(listings)
    .leftJoin(vehicles, eq(vehicles.id, listings.vehicleId));
  const page = db.$with("page").as(
    (query.region ? matching.innerJoin(members, eq(members.id, listings.memberId)) : matching)
      .where(where)
      .orderBy(...sortKeys(query))
      .limit(listingPageSize)
      .offset((query.page - 1) * listingPageSize),
  );
  const rows = await db
    .with(page)
    .select({
      listing: listings,
      year: vehicles.year,
      make: makes.name,
      model: vehicles.model,
      firstImageId: sql<number | null>`(select ${listingImages.id} from ${listingImages}
        where ${listingImages.listingId} = ${listings.id}
        order by ${listingImages.position}, ${listingImages.id} limit 1)`,
      total: sql<number>`${page.total}`.mapWith(Number),
    })
    .from(page)
    .innerJoin(listings, eq(listings.id, page.id))
    .leftJoin(vehicles, eq(vehicles.id, listings.vehicleId))
    .leftJoin(makes, eq(makes.id, vehicles.makeId))
    .orderBy(...sortKeys(query));
  const total =
    rows[0]?.total ?? (query.page === 1 ? 0 : await countShown(db, where, query.region !== undefined));
  return { rows, total };
}

async function countShown(db: Db, where: SQL | undefined, bySeller: boolean) {
  const from = db
    .select({ n: count() })
    .from(listings)
    .leftJoin(vehicles, eq(vehicles.id, listings.vehicleId));
  const [row] = await (bySeller ? from.innerJoin(members, eq(members.id, listings.memberId)) : from).where(
    where,
  );
  return row?.n ?? 0;
}

/** The cars' year, make and model of listings, for the member's own list. */
export function findCarNames(db: Db, vehicleIds: number[]) {
  if (vehicleIds.length === 0) return Promise.resolve([]);
  return db
    .select({ id: vehicles.id, year: vehicles.year, make: makes.name, model: vehicles.model })
    .from(vehicles)
    .innerJoin(makes, eq(makes.id, vehicles.makeId))
    .where(inArray(vehicles.id, vehicleIds));
}

/** Listed listings ending before `before` whose reminder has not gone yet, oldest ending first. */
export function findDueReminders(db: Db, before: Date, limit: number) {
  return db
    .select()
    .from(listings)
    .where(and(eq(listings.status, "active"), lt(listings.expiresAt, before), isNull(listings.remindedAt)))
    .orderBy(asc(listings.expiresAt))
    .limit(limit);
}

/** Listed listings whose time is up at `now`. */
export function findEnded(db: Db, now: Date, limit: number) {
  return db
    .select({ id: listings.id })
    .from(listings)
    .where(and(eq(listings.status, "active"), lt(listings.expiresAt, now)))
    .orderBy(asc(listings.expiresAt))
    .limit(limit);
}

/** Marks the listings expired, if still listed and ended; returns those it changed. */
export function expireListings(db: Db, ids: number[], now: Date) {
  return db
    .update(listings)
    .set({ status: "expired", closedAt: now, updatedAt: now })
    .where(and(inArray(listings.id, ids), eq(listings.status, "active"), lt(listings.expiresAt, now)))
    .returning();
}

/** The reporter's report of the listing the office has not decided yet, if any. */
export async function findOpenReport(db: Db, listingId: number, reporterId: number) {
  const [row] = await db
    .select({ id: listingReports.id })
    .from(listingReports)
    .where(
      and(
        eq(listingReports.listingId, listingId),
        eq(listingReports.reporterId, reporterId),
        isNull(listingReports.resolvedAt),
      ),
    );
  return row;
}

export async function insertReport(db: Db, row: typeof listingReports.$inferInsert) {
  await db.insert(listingReports).values(row);
}

/** Download my data: the member's enquiries and reports. */
export function findEnquiriesBy(db: Db, senderId: number) {
  return db
    .select()
    .from(listingEnquiries)
    .where(eq(listingEnquiries.senderId, senderId))
    .orderBy(asc(listingEnquiries.sentAt));
}

export function findReportsBy(db: Db, reporterId: number) {
  return db
    .select()
    .from(listingReports)
    .where(eq(listingReports.reporterId, reporterId))
    .orderBy(asc(listingReports.id));
}

/**
 * Erasure: the member's listings keep their place in the club's accounts and history (a fee, a sale, a report point
 * to them) with nothing of theirs: open ones withdrawn, every one's words, place, choices and photos gone. Their
 * enquiries and reports go (the office's decisions are in the trail). Returns the photos' files to remove.
 */
export async function eraseSellerListings(db: Db, memberId: number, now: Date) {
  await db
    .update(listings)
    .set({ status: "withdrawn", closedAt: now })
    .where(
      and(
        eq(listings.memberId, memberId),
        inArray(listings.status, ["draft", "awaiting_payment", "awaiting_approval", "active"]),
      ),
    );
  const ids = (
    await db.select({ id: listings.id }).from(listings).where(eq(listings.memberId, memberId))
  ).map((row) => row.id);
  await db
    .update(listings)
    .set({
      title: "A former member's listing",
      description: "",
      price: null,
      city: "",
      state: null,
      country: "",
      contactChoice: { email: false, phone: false, address: false },
      removalReason: null,
      updatedAt: now,
    })
    .where(eq(listings.memberId, memberId));
  const photos =
    ids.length === 0
      ? []
      : await db.delete(listingImages).where(inArray(listingImages.listingId, ids)).returning();
  await db.delete(listingEnquiries).where(eq(listingEnquiries.senderId, memberId));
  await db.delete(listingReports).where(eq(listingReports.reporterId, memberId));
  return photos;
}

const hasOpenReport = sql`exists (select 1 from ${listingReports}
  where ${listingReports.listingId} = ${listings.id} and ${listingReports.resolvedAt} is null)`;

function officeFilter(show: OfficeListingShow): SQL {
  if (show === "awaiting_approval") return eq(listings.status, "awaiting_approval");
  if (show === "reported") return hasOpenReport;
  // A draft is the seller's own work until published: the office has nothing to decide on it.
  return sql`${listings.status} <> 'draft'`;
}

/** One page of the office's listings, newest first (ties by the latest id), and how many match. */
export async function findOfficeListingPage(
  db: Db,
  show: OfficeListingShow,
  page: { limit: number; offset: number },
) {
  const where = officeFilter(show);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(listings)
      .where(where)
      .orderBy(desc(listings.createdAt), desc(listings.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(listings).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

/** The reports of these listings the office has not decided yet, oldest first. */
export function findOpenReportsOf(db: Db, listingIds: number[]) {
  if (listingIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(listingReports)
    .where(and(inArray(listingReports.listingId, listingIds), isNull(listingReports.resolvedAt)))
    .orderBy(asc(listingReports.createdAt), asc(listingReports.id));
}

export async function findReport(db: Db, id: number) {
  const [row] = await db.select().from(listingReports).where(eq(listingReports.id, id));
  return row;
}

/** Decides the listing's open reports (all, or the one `reportId`); returns those it decided. */
export function resolveOpenReports(
  db: Db,
  where: { listingId: number; reportId?: number },
  resolution: "dismissed" | "removed",
  now: Date,
) {
  return db
    .update(listingReports)
    .set({ resolvedAt: now, resolution })
    .where(
      and(
        eq(listingReports.listingId, where.listingId),
        where.reportId === undefined ? undefined : eq(listingReports.id, where.reportId),
        isNull(listingReports.resolvedAt),
      ),
    )
    .returning();
}

export async function insertInquiry(db: Db, row: typeof listingInquiries.$inferInsert) {
  await db.insert(listingInquiries).values(row);
}

/** The inquiry of a confirmation link, row-locked: two clicks at once relay it once. */
export async function lockInquiryByHash(db: Db, tokenHash: string) {
  const [row] = await db
    .select()
    .from(listingInquiries)
    .where(eq(listingInquiries.tokenHash, tokenHash))
    .for("update");
  return row;
}

/** Relayed: its text is erased, and that it was sent is kept. */
export async function markInquirySent(db: Db, id: number, now: Date) {
  await db
    .update(listingInquiries)
    .set({ confirmedAt: now, message: null })
    .where(eq(listingInquiries.id, id));
}

export async function deleteUnconfirmedInquiries(db: Db, before: Date) {
  await db
    .delete(listingInquiries)
    .where(and(isNull(listingInquiries.confirmedAt), lt(listingInquiries.createdAt, before)));
}

/** A relayed inquiry's writer is forgotten: only that a message was sent, and when, stays. */
export async function forgetInquiryWriters(db: Db, confirmedBefore: Date) {
  await db
    .update(listingInquiries)
    .set({ name: "", email: "" })
    .where(and(lt(listingInquiries.confirmedAt, confirmedBefore), sql`${listingInquiries.email} <> ''`));
}

/** The listings' photos after `afterId`, by id: copying them to a bucket (`npm run photos:to-s3`). */
export function findImageKeysAfter(db: Db, afterId: number, limit: number) {
  return db
    .select({
      id: listingImages.id,
      storageKey: listingImages.storageKey,
      thumbnailKey: listingImages.thumbnailKey,
      contentType: listingImages.contentType,
    })
    .from(listingImages)
    .where(gt(listingImages.id, afterId))
    .orderBy(asc(listingImages.id))
    .limit(limit);
}

export async function countImages(db: Db) {
  const [row] = await db.select({ total: count() }).from(listingImages);
  return row?.total ?? 0;
}
