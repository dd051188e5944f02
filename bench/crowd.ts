import { sql } from "drizzle-orm";
import type { Database } from "../packages/server/src/db/client.ts";
import { newToken } from "../packages/server/src/lib/tokens.ts";

// Issue 41, the crowd: `count` members in good standing register at once for a free portal event of `places`
// places, each with a session of their own (inserted as a sign-in stores it: signing 500 members in through the
// password check would measure the password hash instead). Every answer is counted by its status (the reply's
// `status` beside a 201); the slowest answer is timed from when all were sent. A minimal version written by slice
// "bench" for the club-scale bench; slice "crowd" owns the real one under the same name.

export interface CrowdResult {
  /** "201 confirmed", "201 waitlisted", "429", "503", "network error"… and how many answers each. */
  statuses: Record<string, number>;
  unavailable: number;
  slowestMs: number;
  seconds: number;
}

export async function runCrowd(options: {
  database: Database;
  base: string;
  /** The app's day (YYYY-MM-DD): the event is a month later, its sessions valid a year from it. */
  today: string;
  count?: number;
  places?: number;
}): Promise<CrowdResult> {
  const { database, base, today, count = 500, places = 100 } = options;
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

  const statuses: Record<string, number> = {};
  let slowestMs = 0;
  const start = performance.now();
  await Promise.all(
    tokens.map(async ({ token }) => {
      let status: string;
      try {
        const response = await fetch(`${base}/api/v1/events/${event?.id}/registrations`, {
          method: "POST",
          headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
          body: "{}",
        });
        const body = (await response.json().catch(() => ({}))) as { status?: string };
        status = response.status === 201 ? `201 ${body.status}` : String(response.status);
      } catch {
        status = "network error";
      }
      slowestMs = Math.max(slowestMs, performance.now() - start);
      statuses[status] = (statuses[status] ?? 0) + 1;
    }),
  );
  return {
    statuses,
    unavailable: statuses["503"] ?? 0,
    slowestMs,
    seconds: (performance.now() - start) / 1000,
  };
}
