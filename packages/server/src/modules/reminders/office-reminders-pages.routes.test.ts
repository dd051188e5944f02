import { officePageSize } from "@club/domain/office.schema";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createDirectoryMember, signInEachRole } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { nationalMemberships } from "../memberships/memberships.schema.ts";

// Issue 25: after an import, hundreds of members are due a reminder on the same day; the office's preview shows
// them 50 a page, with the whole day's counts on every page.

const day = "2026-11-27";
// More than two pages; one in four on paper.
const dueCount = 2 * officePageSize + 7;
let t: TestApp;
let tokens: Awaited<ReturnType<typeof signInEachRole>>["tokens"];

beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = new Date("2026-11-26T15:00:00Z");
  ({ tokens } = await signInEachRole(t.app, t.database.db));
  const now = t.clock.now;
  await t.database.db.execute(sql`
    insert into members (email, password_hash, first_name, last_name, publication_preferences, address_line1, city,
      created_at, updated_at)
    select 'due' || n || '@example.net', 'not-a-hash', 'Ada', 'Due' || lpad(n::text, 3, '0'),
      case when n % 4 = 0 then 0 else 1 end, '1 Main Street', 'Dayton', ${now}, ${now}
    from generate_series(1, ${dueCount}) n`);
  await t.database.db.execute(sql`
    insert into national_memberships (member_id, national_plan_id, year_joined, dues_expire, created_at, updated_at)
    select m.id, (select id from national_plans where title = 'Active Member (USA)'), 2010, '2026-12-31',
      ${now}, ${now}
    from members m where m.email like 'due%@example.net'`);
  // Left out by the rules: a member already renewed for next year.
  const renewed = await createDirectoryMember(t.database.db, {
    member: { lastName: "Renewed" },
    duesExpire: "2027-12-31",
    now,
  });
  await t.database.db
    .update(nationalMemberships)
    .set({ renewalDate: "2026-10-20" })
    .where(eq(nationalMemberships.memberId, renewed.id));
});
afterAll(() => t.close());

const get = (url: string, token?: string) => t.app.inject({ url, headers: token ? bearer(token) : {} });

interface PreviewPage {
  reminders: { memberId: number; name: string; channel: string }[];
  page: number;
  pageSize: number;
  total: number;
  channels: { email: number; letter: number };
  skipped: Record<string, number>;
}

async function previewPage(page?: number) {
  const reply = await get(
    `/api/v1/office/reminders/preview?date=${day}${page ? `&page=${page}` : ""}`,
    tokens.staff,
  );
  expect(reply.statusCode).toBe(200);
  return reply.json() as PreviewPage;
}

describe("the reminders preview, page by page", () => {
  it("answers 401 without a token and 403 to a member", async () => {
    const url = `/api/v1/office/reminders/preview?date=${day}&page=2`;
    expect((await get(url)).statusCode).toBe(401);
    expect((await get(url, tokens.member)).statusCode).toBe(403);
    expect((await get(url, tokens.regionalAdmin)).statusCode).toBe(403);
  });

  it("shows 50 a page by name, every page with the whole day's counts, each member once", async () => {
    const first = await previewPage();
    expect(first).toMatchObject({ page: 1, pageSize: officePageSize });
    expect(first.total).toBeGreaterThanOrEqual(dueCount);
    expect(first.reminders).toHaveLength(officePageSize);
    expect(first.channels.email + first.channels.letter).toBe(first.total);
    expect(first.channels.letter).toBeGreaterThanOrEqual(dueCount / 4 - 1);
    expect(first.skipped.renewed).toBe(1);

    const pages = [first];
    for (let page = 2; page <= Math.ceil(first.total / officePageSize); page++) {
      const next = await previewPage(page);
      expect(next).toMatchObject({
        page,
        total: first.total,
        channels: first.channels,
        skipped: first.skipped,
      });
      pages.push(next);
    }
    expect(pages.at(-1)?.reminders).toHaveLength(first.total - (pages.length - 1) * officePageSize);
    const rows = pages.flatMap((page) => page.reminders);
    expect(new Set(rows.map((row) => row.memberId)).size).toBe(first.total);
    const dueNames = rows.map((row) => row.name).filter((name) => name.startsWith("Ada Due"));
    expect(dueNames).toEqual([...dueNames].sort());
    expect(dueNames).toHaveLength(dueCount);
  });

  it("answers a page past the last with no rows and the counts", async () => {
    const past = await previewPage(99);
    expect(past.reminders).toEqual([]);
    expect(past.total).toBeGreaterThanOrEqual(dueCount);
  });

  it("refuses a page that is not a whole number from 1, naming the page", async () => {
    for (const page of ["0", "-1", "two", "1.5"]) {
      const reply = await get(`/api/v1/office/reminders/preview?date=${day}&page=${page}`, tokens.staff);
      expect(reply.statusCode).toBe(400);
      expect(Object.keys(reply.json().errors)).toEqual(["page"]);
    }
  });
});
