import { type ListingSearchQuery, listingPageSize, soldListingShownDays } from "@club/domain/listing.schema";
import type { Query } from "../packages/server/src/test/round-trips.ts";

// Issue 44: the marketplace search's statement as the listings module is to send it (one round trip: the page, its
// cars, each first photo and the count of matches), written out for the floor while the route is not in the build.
// Once GET /api/v1/listings answers, the bench replays the statements the app really sent instead of this one.

const filtersOf = (query: ListingSearchQuery, value: (v: unknown) => string) => {
  const filters: string[] = [];
  if (query.kind) filters.push(`l.kind = ${value(query.kind)}`);
  if (query.makeId !== undefined) filters.push(`v.make_id = ${value(query.makeId)}`);
  if (query.model) filters.push(`v.model ilike ${value(`%${query.model}%`)}`);
  if (query.yearFrom !== undefined) filters.push(`v.year >= ${value(query.yearFrom)}`);
  if (query.yearTo !== undefined) filters.push(`v.year <= ${value(query.yearTo)}`);
  if (query.priceFrom !== undefined) filters.push(`l.price >= ${value(query.priceFrom)}`);
  if (query.priceTo !== undefined) filters.push(`l.price <= ${value(query.priceTo)}`);
  if (query.state) filters.push(`lower(l.state) = lower(${value(query.state)})`);
  if (query.country) filters.push(`lower(l.country) = lower(${value(query.country)})`);
  // A region: its members' listings (the seller's regional membership), as the directory's region filter reads it.
  if (query.region)
    filters.push(`exists (select 1 from regional_memberships rm
      join regional_plans rp on rp.id = rm.regional_plan_id join regions r on r.id = rp.region_id
      where rm.member_id = m.id and r.code = ${value(query.region)})`);
  if (query.q)
    filters.push(
      `to_tsvector('simple', l.title || ' ' || l.description) @@ plainto_tsquery('simple', ${value(query.q)})`,
    );
  return filters;
};

function orderOf(query: ListingSearchQuery) {
  const direction = (fallback: "asc" | "desc") => query.order ?? fallback;
  switch (query.sort) {
    case "price":
      return `l.price ${query.order === "desc" ? "desc" : "asc"} nulls last, l.id desc`;
    case "year":
      return `v.year ${direction("asc")}, l.id desc`;
    case "ending":
      return `l.expires_at ${direction("asc")}, l.id desc`;
    default:
      return `l.published_at ${direction("desc")}, l.id ${direction("desc")}`;
  }
}

/**
 * How the statement reads its page: `whole`, every matching row with all its columns sorted and counted, then the
 * first 24 (as a single select with `count(*) over ()` does); `idsFirst`, the matching ids and sort keys sorted and
 * counted, then the 24 rows' columns joined (what the directory's search does, docs/performance.md "search").
 */
export type StatementShape = "whole" | "idsFirst";

/** The search's statement at `now`: listed listings and those sold within the last 30 days, a car while its seller keeps it. */
export function listingSearchStatement(
  query: ListingSearchQuery,
  now: Date,
  shape: StatementShape = "whole",
): Query {
  const values: unknown[] = [];
  const value = (v: unknown) => {
    values.push(v);
    return `$${values.length}`;
  };
  const soldSince = value(new Date(now.getTime() - soldListingShownDays * 86_400_000).toISOString());
  const where = [
    `(l.status = 'active' or (l.status = 'sold' and l.sold_at > ${soldSince}))`,
    `(l.kind <> 'car' or l.status = 'sold' or v.member_id = l.member_id)`,
    ...filtersOf(query, value),
  ].join("\n      and ");
  const page = `limit ${value(listingPageSize)} offset ${value((query.page - 1) * listingPageSize)}`;
  const columns = `l.*, v.year, mk.name as make, v.model,
      (select i.id from listing_images i where i.listing_id = l.id order by i.position, i.id limit 1) as first_image_id`;
  const text =
    shape === "whole"
      ? `select ${columns}, count(*) over () as total
    from listings l
    join members m on m.id = l.member_id
    left join vehicles v on v.id = l.vehicle_id
    left join makes mk on mk.id = v.make_id
    where ${where}
    order by ${orderOf(query)}
    ${page}`
      : `with page as (
      select l.id, count(*) over () as total
      from listings l
      join members m on m.id = l.member_id
      left join vehicles v on v.id = l.vehicle_id
      where ${where}
      order by ${orderOf(query)}
      ${page})
    select ${columns}, page.total
    from page
    join listings l on l.id = page.id
    left join vehicles v on v.id = l.vehicle_id
    left join makes mk on mk.id = v.make_id
    order by ${orderOf(query)}`;
  return { text, values };
}
