import { sql } from "drizzle-orm";
import type { Database } from "../packages/server/src/db/client.ts";
import { seedDatabase } from "../packages/server/src/db/seed/seed.ts";
import { hashPassword } from "../packages/server/src/lib/passwords.ts";
import { members } from "../packages/server/src/modules/members/members.schema.ts";

export const benchPassword = "Bench-Password-2026";
export const memberCount = 50_000;
export const carCount = 30_000;
export const regionMembers = 10_000;
/**
 * The benchmarks' club: 50,000 members (90% in good standing, 20% with an associate), 30,000 cars, 10,000 members
 * in one region whose administrator is the first member; all with the password "Bench-Password-2026". Returns
 * that member's e-mail.
 */
export async function seedDirectory(database: Database) {
  await database.migrate();
  await seedDatabase(database.db, { demo: false, now: new Date() });
  const passwordHash = await hashPassword(benchPassword);
  await database.db.execute(sql`
    insert into members (email, password_hash, first_name, last_name, city, state, country, created_at, updated_at)
    select 'bench' || n || '@example.net', ${passwordHash},
      (array['James','Mary','Robert','Patricia','John','Jennifer','Michael','Linda','William','Elizabeth'])[1 + n % 10],
      (array['Smith','Johnson','Williams','Brown','Jones','Garcia','Miller','Davis','Wilson','Anderson','Thompson','Whitfield'])[1 + n % 12] || (n % 97)::text,
      (array['Chicago','Springfield','Detroit','Boston','Denver','Phoenix','Portland','Austin'])[1 + n % 8],
      (array['US-IL','US-MI','US-MA','US-CO','US-AZ','US-OR','US-TX'])[1 + n % 7], 'US', now(), now()
    from generate_series(1, ${memberCount}) n`);
  await database.db.execute(sql`
    insert into national_memberships (member_id, national_plan_id, year_joined, dues_expire, created_at, updated_at)
    select m.id, (select id from national_plans where title = 'Active Member (USA)'), 2000 + m.id % 25,
      case when m.id % 10 = 0 then '2025-12-31'::date else '2027-12-31'::date end, now(), now()
    from members m`);
  await database.db.execute(sql`
    insert into regional_memberships (member_id, regional_plan_id, dues_expire, created_at, updated_at)
    select m.id, (select rp.id from regional_plans rp join regions r on r.id = rp.region_id where r.code = 'GI'),
      case when m.id % 3 = 0 then '2026-12-31'::date else '2027-12-31'::date end, now(), now()
    from members m order by m.id limit ${regionMembers}`);
  await database.db.execute(sql`
    insert into associates (member_id, first_name, last_name, created_at)
    select m.id, 'Pat', m.last_name, now() from members m where m.id % 5 = 0`);
  await database.db.execute(sql`
    insert into vehicles (member_id, year, make_id, model, number_of_cylinders, body_style, authentic, created_at, updated_at)
    select 1 + (n * 7) % ${memberCount}, 1914 + n % 36, 1 + n % (select count(*) from makes),
      (array['Twelve','Super Eight','Model J','Phaeton','Continental','Speedster','Roadster'])[1 + n % 7] || ' ' || (n % 50),
      (array[8,12,16,6])[1 + n % 4], 'Sedan', true, now(), now()
    from generate_series(1, ${carCount}) n`);
  await database.db.execute(sql`analyze`);
  const [admin] = await database.db
    .select({ id: members.id, email: members.email })
    .from(members)
    .orderBy(members.id)
    .limit(1);
  await database.db.execute(sql`insert into regional_administrators (member_id, region_id)
    select ${admin?.id}, id from regions where code = 'GI'`);
  return admin?.email as string;
}
