import { officePageSize } from "@club/domain/office.schema";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { events } from "./modules/events/events.schema.ts";
import { bearer, signInEachRole } from "./test/factories.ts";
import { createTestApp, type TestApp } from "./test/test-app.ts";
import { daysFrom } from "./test/test-clock.ts";

// Issue 25, "the office at a desk": every office list pages on the server, 50 rows a page, in a stable order
// (rows that tie on the order's columns keep their id order, so no row shows on two pages or on none).

// More than a page; the rows of each list tie on their order's columns, all but the id.
const rowCount = officePageSize + 5;
let t: TestApp;
let tokens: Awaited<ReturnType<typeof signInEachRole>>["tokens"];
let eventId: number;

beforeAll(async () => {
  t = await createTestApp();
  ({ tokens } = await signInEachRole(t.app, t.database.db));
  const db = t.database.db;
  const now = t.clock.now;
  const day = daysFrom(now, 40);
  await db.execute(sql`
    insert into announcements (subject, body, segment, created_at, updated_at)
    select 'Notice ' || n, 'Hello', '{"kind":"active"}'::jsonb, ${now}, ${now}
    from generate_series(1, ${rowCount}) n`);
  await db.execute(sql`
    insert into events (form_id, title, date_start, date_end)
    select 'paged-' || n, 'Tour ' || n, ${day}, ${day} from generate_series(1, ${rowCount}) n`);
  const [event] = await db.select({ id: events.id }).from(events).where(eq(events.formId, "paged-1"));
  eventId = event?.id as number;
  await db.execute(sql`
    insert into members (email, password_hash, first_name, last_name, created_at, updated_at)
    select 'paged' || n || '@example.net', 'not-a-hash', 'Pat', 'Paged', ${now}, ${now}
    from generate_series(1, ${rowCount}) n`);
  await db.execute(sql`
    insert into registrations (submission_id, member_id, event_id, created_at)
    select 'PAGED-' || m.id, m.id, ${eventId}, ${now} from members m where m.email like 'paged%@example.net'`);
  await db.execute(sql`
    insert into staff (member_id, role, created_at)
    select m.id, 'office_staff', ${now} from members m where m.email like 'paged%@example.net'`);
  // Issue 44: listings published at one moment by one of those members.
  await db.execute(sql`
    insert into listings (member_id, kind, status, title, description, city, country, contact_choice, fact_choice,
      created_at, updated_at)
    select (select min(m.id) from members m where m.email like 'paged%@example.net'), 'part', 'active',
      'Part ' || n, 'A part', 'Hartford', 'US', '{"email":false,"phone":false,"address":false}'::jsonb,
      '{"ownerCount":true,"awards":true,"fullClassic":true,"senior":true}'::jsonb, ${now}, ${now}
    from generate_series(1, ${rowCount}) n`);
  await db.execute(sql`
    insert into imports (file_name, columns, mapping, created_at, updated_at)
    select 'roster-' || n || '.csv', '[]'::jsonb, '{}'::jsonb, ${now}, ${now}
    from generate_series(1, ${rowCount}) n`);
});
afterAll(() => t.close());

const get = (url: string, token?: string) =>
  t.app.inject({ url: `/api/v1/office${url}`, headers: token ? bearer(token) : {} });

interface Page {
  results: Record<string, unknown>[];
  page: number;
  pageSize: number;
  total: number;
}

// Each list, who may read it, who may not, the rows of a page and what identifies a row.
const lists = [
  {
    name: "/announcements",
    path: () => "/announcements",
    reader: "staff",
    refused: "member",
    rows: "results",
    key: "id",
  },
  {
    name: "/events",
    path: () => "/events?when=upcoming",
    reader: "staff",
    refused: "member",
    rows: "results",
    key: "id",
  },
  {
    name: "/events/{id}/registrations",
    path: () => `/events/${eventId}/registrations`,
    reader: "staff",
    refused: "regionalAdmin",
    rows: "registrations",
    key: "id",
  },
  { name: "/imports", path: () => "/imports", reader: "admin", refused: "staff", rows: "results", key: "id" },
  {
    name: "/staff",
    path: () => "/staff",
    reader: "admin",
    refused: "staff",
    rows: "results",
    key: "memberId",
  },
  {
    name: "/listings",
    path: () => "/listings?show=all",
    reader: "staff",
    refused: "regionalAdmin",
    rows: "results",
    key: "id",
  },
] as const;

const withPage = (path: string, page: string) => `${path}${path.includes("?") ? "&" : "?"}page=${page}`;

async function pageOf(list: (typeof lists)[number], page: string) {
  const reply = await get(withPage(list.path(), page), tokens[list.reader]);
  expect(reply.statusCode, reply.body).toBe(200);
  const body = reply.json() as Page & Record<string, Record<string, unknown>[]>;
  return { ...body, rows: body[list.rows] ?? [] };
}

describe.each(lists)("GET /api/v1/office$name", (list) => {
  it("answers 401 without a token and 403 to a role without access", async () => {
    expect((await get(list.path())).statusCode).toBe(401);
    expect((await get(list.path(), tokens[list.refused])).statusCode).toBe(403);
  });

  it.each(["0", "two"])("refuses page=%s, naming page", async (page) => {
    const reply = await get(withPage(list.path(), page), tokens[list.reader]);
    expect(reply.statusCode).toBe(400);
    expect(Object.keys(reply.json().errors)).toEqual(["page"]);
  });

  it("pages 50 rows at a time, each row on one page, and a page past the end is empty", async () => {
    const first = await pageOf(list, "1");
    const second = await pageOf(list, "2");
    expect(first).toMatchObject({ page: 1, pageSize: officePageSize });
    expect(first.total).toBeGreaterThanOrEqual(rowCount);
    expect(first.rows).toHaveLength(officePageSize);
    expect(second).toMatchObject({ page: 2, pageSize: officePageSize, total: first.total });
    expect(second.rows).toHaveLength(Math.min(first.total - officePageSize, officePageSize));
    const keys = [...first.rows, ...second.rows].map((row) => row[list.key]);
    expect(new Set(keys).size).toBe(keys.length);

    const beyond = await pageOf(list, String(Math.ceil(first.total / officePageSize) + 1));
    expect(beyond.rows).toEqual([]);
    expect(beyond.total).toBe(first.total);
  });
});

describe("the order of a page's rows", () => {
  const bothPages = async (list: (typeof lists)[number]) => [
    ...(await pageOf(list, "1")).rows,
    ...(await pageOf(list, "2")).rows,
  ];
  const idsOf = (rows: Record<string, unknown>[]) => rows.map((row) => row.id as number);
  const ascending = (ids: number[]) => [...ids].sort((a, b) => a - b);

  it("puts the newest announcement first; those written at once, the latest id first", async () => {
    const ids = idsOf(await bothPages(lists[0]));
    expect(ids).toEqual(ascending(ids).reverse());
  });

  it("lists events on the same days by id", async () => {
    const rows = await bothPages(lists[1]);
    const ids = idsOf(rows.filter((row) => String(row.formId).startsWith("paged-")));
    expect(ids).toHaveLength(rowCount);
    expect(ids).toEqual(ascending(ids));
  });

  it("lists registrations of the same moment by id", async () => {
    const ids = idsOf(await bothPages(lists[2]));
    expect(ids).toEqual(ascending(ids));
  });

  it("shows the latest import first and the oldest last", async () => {
    const first = await pageOf(lists[3], "1");
    expect(first.total).toBe(rowCount);
    expect(first.rows[0]).toMatchObject({ fileName: `roster-${rowCount}.csv` });
    expect((await pageOf(lists[3], "2")).rows.at(-1)).toMatchObject({ fileName: "roster-1.csv" });
  });

  it("puts the newest listing first; those written at once, the latest id first", async () => {
    const ids = idsOf(await bothPages(lists[5]));
    expect(ids).toEqual(ascending(ids).reverse());
  });
});
