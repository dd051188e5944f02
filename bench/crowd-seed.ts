import { sql } from "drizzle-orm";
import type { Database } from "../packages/server/src/db/client.ts";
import { newToken } from "../packages/server/src/lib/tokens.ts";

// Issue 41, the crowd of the club-scale bench: a free portal event of `places` places a month after `today`, and
// `count` members in good standing each with a session of their own (inserted as a sign-in stores it: signing 500
// members in through the password check would measure the password hash instead). bench/crowd.ts sends them.
export async function seedCrowd(options: {
  database: Database;
  /** The app's day (YYYY-MM-DD): the event is a month later, its sessions valid a year from it. */
  today: string;
  count: number;
  places: number;
}): Promise<{ eventId: number; tokens: string[] }> {
  const { database, today, count, places } = options;
  const rows = (query: ReturnType<typeof sql>) =>
    database.db
      .execute(query)
      .then((result) => (result as unknown as { rows: Record<string, unknown>[] }).rows);
  const [event] = await rows(sql`
    insert into events (registration, title, date_start, date_end, capacity)
    values ('portal', 'Bench crowd ' || gen_random_uuid(), ${today}::date + 30, ${today}::date + 30, ${places})
    returning id`);
  // Members in good standing (dues to 2027-12-31 in the bench's club) not used by the bench's other phases.
  const members = await rows(sql`
    select id from members where id % 10 between 2 and 9 order by id desc limit ${count}`);
  if (members.length < count) throw new Error(`the crowd needs ${count} members in good standing`);
  const tokens = members.map(() => newToken());
  await rows(sql`
    insert into sessions (member_id, token_hash, remember_me, scope, expires_at, last_used_at, created_at)
    select m, h, true, 'full', ${today}::date + 365, ${today}::date, ${today}::date
    from unnest(${`{${members.map((member) => member.id).join(",")}}`}::int[],
      ${`{${tokens.map((token) => token.tokenHash).join(",")}}`}::text[]) as t(m, h)`);
  return { eventId: Number(event?.id), tokens: tokens.map(({ token }) => token) };
}
