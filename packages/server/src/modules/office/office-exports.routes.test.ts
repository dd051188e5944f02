import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { clubDateTime, defaultClubTimeZone } from "@club/domain/club-clock";
import { officePageSize } from "@club/domain/office.schema";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cursorFetchSize } from "../../db/cursor-rows.ts";
import { bearer, createMember, signInEachRole } from "../../test/factories.ts";
import { jobContextOn } from "../../test/job-context.ts";
import { openExports } from "../../test/open-exports.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { waitFor } from "../../test/wait-for.ts";
import { auditPageSize } from "../audit/audit.service.ts";
import { ledgerCsv } from "../checkout/ledger.service.ts";

// The office's CSV exports (payments.csv, audit.csv) read one query through a cursor (issue 24), more rows than one
// fetch here: the file lists every line of the pages once, in their order, and a client that leaves the download
// halfway closes the cursor.

let t: TestApp;
let staffToken: string;
let memberId: number;
const payments = cursorFetchSize + 100;
// More rows than one fetch, read as a file and page by page (44 pages of payments): their own time limit, as they
// neared the suite's on a busy machine (issue 41).
const heavy = 120_000;
const auditEntries = cursorFetchSize + 50;

beforeAll(async () => {
  t = await createTestApp();
  staffToken = (await signInEachRole(t.app, t.database.db)).tokens.staff;
  memberId = (await createMember(t.database.db)).id;
  const now = t.clock.now;
  // Two payments a minute, and a refund at the same moment as every 30th payment: lines that tie on their time.
  await t.database.db.execute(sql`
    insert into invoices (public_id, member_id, kind, status, selections, subtotal, fee, total, priced_at, created_at)
    select 'EXPORT-' || n, ${memberId}, 'renewal', 'paid', '{}'::jsonb, 5000, 0, 5000, ${now}, ${now}
    from generate_series(1, ${payments}) n`);
  await t.database.db.execute(sql`
    insert into payments (invoice_id, provider, reference, amount, currency, created_at)
    select id, 'cheque', 'cheque ' || id, 5000, 'USD', ${now}::timestamptz - (id / 2) * interval '1 minute'
    from invoices where public_id like 'EXPORT-%'`);
  await t.database.db.execute(sql`
    insert into refunds (payment_id, amount, reason, status, created_at)
    select id, 1000, 'Partly back', 'completed', created_at from payments where id % 30 = 0`);
  await t.database.db.execute(sql`
    insert into audit_log (at, member_id, action, reason, after)
    select ${now}::timestamptz - (n / 2) * interval '1 second', ${memberId}, 'member_updated', 'change ' || n,
      jsonb_build_object('city', 'Springfield ' || n)
    from generate_series(1, ${auditEntries}) n`);
}, heavy);
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ url: `/api/v1/office${url}`, headers: bearer(staffToken) });

/** Every page of a listing, one after another. */
async function allPages<Line>(url: (page: number) => string, pageSize: number) {
  const lines: Line[] = [];
  for (let page = 1; ; page++) {
    const results: Line[] = (await get(url(page))).json().results;
    lines.push(...results);
    if (results.length < pageSize) return lines;
  }
}

const csvLines = (body: string) => body.trim().split("\n").slice(1);

describe("CSV exports of more rows than one fetch", () => {
  it("payments.csv lists every line of the pages once, in their order", { timeout: heavy }, async () => {
    const reply = await get("/payments.csv");
    expect(reply.statusCode).toBe(200);
    const fromFile = csvLines(reply.body).map((line) => {
      const [date, kind, , , order] = line.split(",");
      return `${date} ${kind} ${order}`;
    });
    const pages = await allPages<{ at: string; kind: string; orderId: string }>(
      (page) => `/payments?page=${page}`,
      officePageSize,
    );
    expect(pages.length).toBe(payments + Math.floor(payments / 30));
    // Issue 40: the file writes each moment in the club's time zone, as the office reads it.
    expect(fromFile).toEqual(
      pages.map(
        (line) => `${clubDateTime(new Date(line.at), defaultClubTimeZone)} ${line.kind} ${line.orderId}`,
      ),
    );
    expect(new Set(fromFile).size).toBe(fromFile.length);
  });

  it("audit.csv lists every entry of the pages once, in their order", { timeout: heavy }, async () => {
    const reply = await get(`/audit.csv?member_id=${memberId}`);
    expect(reply.statusCode).toBe(200);
    const fromFile = csvLines(reply.body).map((line) => {
      const [at, , , , , reason] = line.split(",");
      return `${at} ${reason}`;
    });
    const pages = await allPages<{ at: string; reason: string }>(
      (page) => `/audit?member_id=${memberId}&page=${page}`,
      auditPageSize,
    );
    expect(pages.length).toBe(auditEntries);
    expect(fromFile).toEqual(pages.map((entry) => `${entry.at} ${entry.reason}`));
    expect(new Set(fromFile).size).toBe(fromFile.length);
  });
});

// Issue 41: a streamed export is compressed at the quick levels (gzip's fastest, brotli's quality 1): gzip's default
// took audit.csv's 50,000 lines three times as long for 1 % fewer bytes, brotli's quality 4 five times.
describe("a streamed export's compression", () => {
  it.each(["/audit.csv", "/payments.csv"])(
    "%s is gzip's fastest level of the same bytes",
    { timeout: heavy },
    async (url) => {
      const reply = await t.app.inject({
        url: `/api/v1/office${url}`,
        headers: { ...bearer(staffToken), "accept-encoding": "gzip" },
      });
      expect(reply.headers["content-encoding"]).toBe("gzip");
      // The gzip header's ninth byte (XFL) is 4 when zlib compressed at its fastest level, 0 at its default.
      expect(reply.rawPayload[8]).toBe(4);
      expect(gunzipSync(reply.rawPayload).toString()).toBe((await get(url)).body);
    },
  );

  it("audit.csv is brotli of the same bytes", async () => {
    const reply = await t.app.inject({
      url: "/api/v1/office/audit.csv",
      headers: { ...bearer(staffToken), "accept-encoding": "br" },
    });
    expect(reply.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(reply.rawPayload).toString()).toBe((await get("/audit.csv")).body);
  });
});

describe("a client that leaves a download halfway", () => {
  it("closes the export's cursor and gives the connection back", async () => {
    const csv = await ledgerCsv(jobContextOn(t.database.db, t.clock), {});
    const first = await csv[Symbol.asyncIterator]().next();
    expect(String(first.value)).toMatch(/^date,kind,/);
    // Nobody reads on: the file waits halfway, its cursor open, while other requests are answered.
    expect(await openExports(t.database)).toBe(1);
    expect((await get("/payments?page=2")).statusCode).toBe(200);
    // What the reply does when the client's connection closes.
    csv.destroy();
    await waitFor(async () => (await openExports(t.database)) === 0);
    expect((await get("/payments.csv?method=paypal")).statusCode).toBe(200);
  });
});
