import { sql } from "drizzle-orm";
import type { Database } from "../packages/server/src/db/client.ts";
import { regionSeed } from "../packages/server/src/db/seed/reference-data.ts";
import { seedDatabase } from "../packages/server/src/db/seed/seed.ts";
import { hashPassword } from "../packages/server/src/lib/passwords.ts";
import { members } from "../packages/server/src/modules/members/members.schema.ts";

export const benchPassword = "Bench-Password-2026";
export const memberCount = 50_000;
export const carCount = 30_000;
export const regionMembers = 10_000;

/** How big a club the benches seed: members, and the regions they belong to (at least the club's own regions). */
export interface ClubSize {
  members: number;
  regions: number;
}
export const defaultClubSize: ClubSize = { members: memberCount, regions: regionSeed.length };

/** What a club of `size` holds, each figure in proportion to today's 50,000 members (30,000 cars, 10,000 in GI). */
export function directoryFigures(size: ClubSize) {
  return {
    members: size.members,
    cars: Math.round((size.members * carCount) / memberCount),
    regionMembers: Math.round((size.members * regionMembers) / memberCount),
    regions: Math.max(size.regions, regionSeed.length),
  };
}

/**
 * The benchmarks' club: 50,000 members (90% in good standing, 20% with an associate), 30,000 cars, 10,000 members
 * in one region (GI) whose administrator is the first member; all with the password "Bench-Password-2026". Returns
 * that member's e-mail. Given a `size`, every figure in proportion, and beyond the first fifth (GI's) each member in
 * one of `size.regions` regions (the club's own and "Bench Region n" up to that count), for the federation's scale.
 * Set-based (generate_series), so 150,000 members take minutes, not an hour.
 */
export async function seedDirectory(database: Database, size?: ClubSize) {
  const figures = directoryFigures(size ?? defaultClubSize);
  await database.migrate();
  await seedDatabase(database.db, { demo: false, now: new Date() });
  const run = (query: ReturnType<typeof sql>) => database.db.execute(query);
  const passwordHash = await hashPassword(benchPassword);
  await run(sql`
    insert into members (email, password_hash, first_name, last_name, city, state, country, created_at, updated_at)
    select 'bench' || n || '@example.net', ${passwordHash},
      (array['James','Mary','Robert','Patricia','John','Jennifer','Michael','Linda','William','Elizabeth'])[1 + n % 10],
      (array['Smith','Johnson','Williams','Brown','Jones','Garcia','Miller','Davis','Wilson','Anderson','Thompson','Whitfield'])[1 + n % 12] || (n % 97)::text,
      (array['Chicago','Springfield','Detroit','Boston','Denver','Phoenix','Portland','Austin'])[1 + n % 8],
      (array['US-IL','US-MI','US-MA','US-CO','US-AZ','US-OR','US-TX'])[1 + n % 7], 'US', now(), now()
    from generate_series(1, ${figures.members}) n`);
  await run(sql`
    insert into national_memberships (member_id, national_plan_id, year_joined, dues_expire, created_at, updated_at)
    select m.id, (select id from national_plans where title = 'Active Member (USA)'), 2000 + m.id % 25,
      case when m.id % 10 = 0 then '2025-12-31'::date else '2027-12-31'::date end, now(), now()
    from members m`);
  const extraRegions = figures.regions - regionSeed.length;
  if (extraRegions > 0) {
    await run(sql`
      insert into regions (code, name, country_code)
      select 'B' || lpad(n::text, 3, '0'), 'Bench Region ' || n, 'US' from generate_series(1, ${extraRegions}) n`);
    await run(sql`
      insert into regional_plans (region_id, title, cost, associate_cost)
      select r.id, r.name || ' membership', 3000, 500 from regions r
      where not exists (select 1 from regional_plans p where p.region_id = r.id)`);
  }
  await run(sql`
    insert into regional_memberships (member_id, regional_plan_id, dues_expire, created_at, updated_at)
    select m.id, (select rp.id from regional_plans rp join regions r on r.id = rp.region_id where r.code = 'GI'),
      case when m.id % 3 = 0 then '2026-12-31'::date else '2027-12-31'::date end, now(), now()
    from members m order by m.id limit ${figures.regionMembers}`);
  if (size) {
    // The rest of the club, spread over every region but GI, one each, by member id.
    await run(sql`
      with plans as (
        select rp.id, row_number() over (order by r.id) - 1 as slot from regional_plans rp
        join regions r on r.id = rp.region_id where r.code <> 'GI'),
      rest as (select m.id, row_number() over (order by m.id) as n from members m
        where m.id > (select id from members order by id offset ${figures.regionMembers - 1} limit 1))
      insert into regional_memberships (member_id, regional_plan_id, dues_expire, created_at, updated_at)
      select rest.id, plans.id,
        case when rest.id % 3 = 0 then '2026-12-31'::date else '2027-12-31'::date end, now(), now()
      from rest join plans on plans.slot = rest.n % (select count(*) from plans)`);
  }
  await run(sql`
    insert into associates (member_id, first_name, last_name, created_at)
    select m.id, 'Pat', m.last_name, now() from members m where m.id % 5 = 0`);
  await run(sql`
    insert into vehicles (member_id, year, make_id, model, number_of_cylinders, body_style, authentic, created_at, updated_at)
    select 1 + (n * 7) % ${figures.members}, 1914 + n % 36, 1 + n % (select count(*) from makes),
      (array['Twelve','Super Eight','Model J','Phaeton','Continental','Speedster','Roadster'])[1 + n % 7] || ' ' || (n % 50),
      (array[8,12,16,6])[1 + n % 4], 'Sedan', true, now(), now()
    from generate_series(1, ${figures.cars}) n`);
  await run(sql`analyze`);
  const [admin] = await database.db
    .select({ id: members.id, email: members.email })
    .from(members)
    .orderBy(members.id)
    .limit(1);
  await appointAdministrator(database.db, admin?.id as number, "GI");
  return admin?.email as string;
}

/** Issue 42: the member administers the region, as a term of that office begun long before the bench's day. */
export async function appointAdministrator(db: Database["db"], memberId: number, regionCode: string) {
  await db.execute(sql`insert into officer_terms (region_id, office_id, member_id, starts_on, status, created_at)
    select r.id, o.id, ${memberId}, date '2000-01-01', 'confirmed', now()
    from regions r, regional_offices o where r.code = ${regionCode} and o.key = 'administrator'`);
}
