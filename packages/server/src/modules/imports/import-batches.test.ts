import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asOfficeWork, memberRequestBegun } from "../../db/office-work.ts";
import { bearer, signInEachRole } from "../../test/factories.ts";
import { jobContextOn } from "../../test/job-context.ts";
import { previewedImport } from "../../test/previewed-import.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { uploadedRoster } from "../../test/uploaded-roster.ts";
import { batchSizes, importBatches, nextBatch, rowUnits, timed } from "./import-batches.ts";
import { runImportCommits } from "./import-commit.service.ts";
import { requestUndo, runImportUndos } from "./import-undo.service.ts";
import { requestCommit } from "./imports.service.ts";

// Issue 41: on PGlite (the test database) a query runs on the thread that answers members. A commit or an undo
// gives that thread back between its batches: a member's request made while it runs is answered before it ends,
// and the office's page reads its progress part-way.

let t: TestApp;
let tokens: Awaited<ReturnType<typeof signInEachRole>>["tokens"];
let adminId: number;

beforeAll(async () => {
  t = await createTestApp();
  const signedIn = await signInEachRole(t.app, t.database.db);
  tokens = signedIn.tokens;
  adminId = signedIn.ids.admin;
});
afterAll(() => t.close());

const rowCount = 300;

async function previewedRoster(first: number) {
  const lines = ["Member ID,First name,Last name,e-Mail"];
  for (let i = 0; i < rowCount; i++) lines.push(`${first + i},Pat,Yielding${i},pat.${first + i}@example.com`);
  const id = await uploadedRoster(t.app, tokens.admin, lines, { name: `yield-${first}.csv` });
  const previewed = await previewedImport(t.app, tokens.admin, id);
  expect(previewed.statusCode, previewed.body).toBe(200);
  return id;
}

/**
 * Starts the job, then asks as a member and as the office while it runs: each reply must come before the job's
 * end, the office's with the progress so far.
 */
async function answeredWhileRunning(id: number, job: () => Promise<void>) {
  let ended = false;
  const running = job().then(() => {
    ended = true;
  });
  const member = await t.app.inject({
    method: "GET",
    url: "/api/v1/members/profile",
    headers: bearer(tokens.member),
  });
  const memberAnsweredFirst = !ended;
  const office = await t.app.inject({
    method: "GET",
    url: `/api/v1/office/imports/${id}`,
    headers: bearer(tokens.admin),
  });
  const officeAnsweredFirst = !ended;
  await running;
  expect(member.statusCode).toBe(200);
  expect(office.statusCode).toBe(200);
  expect({ memberAnsweredFirst, officeAnsweredFirst }).toEqual({
    memberAnsweredFirst: true,
    officeAnsweredFirst: true,
  });
  return office.json() as { progress: { done: number; total: number } };
}

describe("an import's jobs on the thread that answers members", () => {
  it("the commit lets a member's request in between its batches", async () => {
    const id = await previewedRoster(71_001);
    await requestCommit(jobContextOn(t.database.db, t.clock), adminId, id);
    const seen = await answeredWhileRunning(id, () => runImportCommits(jobContextOn(t.database.db, t.clock)));
    expect(seen.progress.total).toBe(rowCount);
    expect(seen.progress.done).toBeLessThan(rowCount);
    const done = await t.app.inject({
      method: "GET",
      url: `/api/v1/office/imports/${id}`,
      headers: bearer(tokens.admin),
    });
    expect(done.json()).toMatchObject({ status: "committed", progress: { done: rowCount, total: rowCount } });
  }, 60_000);

  it("the undo lets a member's request in between its batches", async () => {
    const id = await previewedRoster(72_001);
    const context = jobContextOn(t.database.db, t.clock);
    await requestCommit(context, adminId, id);
    await runImportCommits(context);
    await requestUndo(context, adminId, id);
    const seen = await answeredWhileRunning(id, () => runImportUndos(jobContextOn(t.database.db, t.clock)));
    expect(seen.progress.done).toBeLessThan(rowCount);
    const done = await t.app.inject({
      method: "GET",
      url: `/api/v1/office/imports/${id}`,
      headers: bearer(tokens.admin),
    });
    expect(done.json()).toMatchObject({ status: "undone", progress: { done: rowCount, total: rowCount } });
  }, 60_000);
});

describe("batchSizes", () => {
  it("sizes the next batch to the time the last one took, between its limits, at most doubling", async () => {
    const sizes = batchSizes();
    expect(sizes.size).toBe(importBatches.first);
    // 25 rows in 10 ms: 375 would fit in 150 ms, but one quick batch only doubles the next.
    await sizes.done(25, 10);
    expect(sizes.size).toBe(50);
    // 50 rows in 600 ms: 12 fit.
    await sizes.done(50, 600);
    expect(sizes.size).toBe(12);
    await sizes.done(12, 10_000);
    expect(sizes.size).toBe(importBatches.min);
    for (let i = 0; i < 10; i++) await sizes.done(sizes.size, 1);
    expect(sizes.size).toBe(importBatches.max);
  });
});

describe("nextBatch", () => {
  const rows = [1, 1, 1, rowUnits.changedMember, rowUnits.changedMember, 1].map((units, id) => ({
    id,
    units,
  }));

  it("takes the rows from `at` whose units fit the size, a changed member weighing as a dozen new ones", () => {
    expect(nextBatch(rows, 0, 14)).toEqual({ rows: rows.slice(0, 3), units: 3 });
    expect(nextBatch(rows, 1, 14)).toEqual({ rows: rows.slice(1, 4), units: 2 + rowUnits.changedMember });
    expect(nextBatch(rows, 5, 14)).toEqual({ rows: rows.slice(5), units: 1 });
  });

  it("takes one row at least, however heavy, and none past the end", () => {
    expect(nextBatch(rows, 3, 5)).toEqual({ rows: rows.slice(3, 4), units: rowUnits.changedMember });
    expect(nextBatch(rows, 6, 5)).toEqual({ rows: [], units: 0 });
  });
});

describe("timed", () => {
  it("counts a batch's own work, not the time its statements gave way to members' requests", async () => {
    // A member's request in flight for 300 ms: the batch's statement waits for it (db/members-first.ts).
    const over = memberRequestBegun();
    const requestEnds = new Promise((resolve) => setTimeout(resolve, 300)).then(over);
    const { ms } = await asOfficeWork(() => timed(() => t.database.db.execute(sql`select 1`)));
    await requestEnds;
    // Counted with the wait, the batch would seem slow and the next ones would shrink to a few rows each.
    expect(ms).toBeLessThan(150);
  });
});
