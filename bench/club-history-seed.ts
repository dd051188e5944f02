import { sql } from "drizzle-orm";
import type { Database } from "../packages/server/src/db/client.ts";
import { type ClubSize, defaultClubSize, directoryFigures, seedDirectory } from "./directory-seed.ts";

export const paymentCount = 50_000;
export const auditCount = 50_000;
/** The day the club-scale bench runs on (the app's clock): ten days after the dues of the members due end. */
export const benchDay = "2027-01-10";
/** Members whose dues ended on 31 December 2026: each is due the reminder "lapsed 7 days" on benchDay. */
export const dueMembers = 5_000;
/** Of those, the ones who read the club on paper get a printed letter instead of an e-mail. */
export const dueOnPaper = 1_000;
/** The audit trail's first entry; one every 20 minutes after it. */
export const auditStart = "2025-01-01";

/** The club's history for a club of `size`: payments, audit entries and reminders due in proportion to 50,000 members. */
export function historyFigures(size: ClubSize = defaultClubSize) {
  const scale = (count: number) => Math.round((count * size.members) / defaultClubSize.members);
  return {
    ...directoryFigures(size),
    payments: scale(paymentCount),
    audit: scale(auditCount),
    due: scale(dueMembers),
    onPaper: scale(dueOnPaper),
  };
}

/**
 * The club as it will be after years (issue 24): the benchmarks' directory (50,000 members, 30,000 cars) with a
 * paid invoice and its payment for each member (one in five a cheque recorded by the office), 50,000 audit
 * entries, and 5,000 members due a reminder on `benchDay` (1,000 of them on paper). The first member is an office
 * administrator. Returns that member's e-mail (the password is benchPassword). Given a `size` (issue 41), every
 * figure in proportion and the members spread over its regions.
 */
export async function seedClubHistory(database: Database, size?: ClubSize) {
  const figures = historyFigures(size);
  const email = await seedDirectory(database, size);
  const run = (query: ReturnType<typeof sql>) => database.db.execute(query);
  const [admin] = (
    (await run(sql`select id from members order by id limit 1`)) as unknown as { rows: { id: number }[] }
  ).rows;
  const adminId = admin?.id as number;
  await run(sql`insert into staff (member_id, role, created_at)
    values (${adminId}, 'office_admin', now())`);
  await run(sql`
    update national_memberships set dues_expire = '2026-12-31'
    where member_id in (select id from members where id % 10 = 1 order by id limit ${figures.due})`);
  await run(sql`
    update members set publication_preferences = 0
    where id in (select id from members where id % 10 = 1 order by id limit ${figures.onPaper})`);
  await run(sql`
    insert into invoices (public_id, member_id, kind, status, selections, subtotal, fee, total, priced_at, paid_at,
      created_at)
    select 'bench-' || m.id, m.id, 'renewal', 'paid', '{}'::jsonb, 11500, 345, 11845,
      timestamptz '2025-01-01' + (m.id % 700) * interval '1 day',
      timestamptz '2025-01-01' + (m.id % 700) * interval '1 day',
      timestamptz '2025-01-01' + (m.id % 700) * interval '1 day'
    from members m order by m.id limit ${figures.payments}`);
  await run(sql`
    insert into payments (invoice_id, provider, reference, recorded_by, amount, currency, created_at)
    select i.id, case when i.id % 5 = 0 then 'cheque' else 'paypal' end,
      case when i.id % 5 = 0 then 'Cheque ' || i.id end,
      case when i.id % 5 = 0 then ${adminId}::int end, i.total, 'USD', i.paid_at
    from invoices i where i.public_id like 'bench-%'`);
  await run(sql`
    insert into audit_log (at, actor_id, member_id, action, reason, before, after)
    select ${auditStart}::timestamptz + n * interval '20 minutes', ${adminId}, 1 + (n * 13) % ${figures.members},
      'member_changed', 'Phone corrected', jsonb_build_object('phone', '555-0100'),
      jsonb_build_object('phone', '555-' || lpad((n % 10000)::text, 4, '0'))
    from generate_series(1, ${figures.audit}) n`);
  await run(sql`analyze`);
  return email;
}
