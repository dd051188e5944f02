import { readFileSync } from "node:fs";
import { and, between, count, countDistinct, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client.ts";
import { bearer, createDirectoryMember, signInEachRole } from "../../test/factories.ts";
import { jobContextOn } from "../../test/job-context.ts";
import { previewedImport } from "../../test/previewed-import.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { type PickedFile, uploadedFiles } from "../../test/uploaded-roster.ts";
import { waitFor } from "../../test/wait-for.ts";
import { auditLog } from "../audit/audit.schema.ts";
import { members } from "../members/members.schema.ts";
import { vehicles } from "../vehicles/vehicles.schema.ts";
import { importBatches } from "./import-batches.ts";
import { commitMessages, runImportCommits } from "./import-commit.service.ts";
import { importRows, imports } from "./imports.schema.ts";
import { requestCommit } from "./imports.service.ts";

// Issue 24: an import does what it says. The counts the office reads (the preview; the confirmation and the done
// page, which read the import's summary; the audit entry) are the rows the commit wrote, and no run of the commit,
// resumed or running twice at once, writes a row twice.

let t: TestApp;
let token: string;
let adminId: number;

beforeAll(async () => {
  t = await createTestApp();
  const signedIn = await signInEachRole(t.app, t.database.db);
  token = signedIn.tokens.admin;
  adminId = signedIn.ids.admin;
});
afterAll(() => t.close());

type Upload = PickedFile;

const sample = (name: string): Upload => ({
  name,
  data: readFileSync(new URL(`../../../../../docs/samples/${name}`, import.meta.url)),
});

const call = (method: "GET" | "POST", url: string) =>
  t.app.inject({ method, url: `/api/v1/office${url}`, headers: bearer(token) });

const upload = (roster: Upload, cars?: Upload) => uploadedFiles(t.app, token, roster, cars);

async function preview(id: number) {
  const reply = await previewedImport(t.app, token, id);
  expect(reply.statusCode, reply.body).toBe(200);
  return (reply.json() as { summary: Record<string, number> }).summary;
}

const viewOf = async (id: number) => (await call("GET", `/imports/${id}`)).json();

async function committedByTheApp(id: number) {
  const reply = await call("POST", `/imports/${id}/commit`);
  expect(reply.statusCode, reply.body).toBe(202);
  await waitFor(async () => (await viewOf(id)).status !== "committing", 60_000);
  return viewOf(id);
}

/** The commit asked for without sending the job: the test runs the commit itself. */
async function commitRequested(id: number) {
  await requestCommit(jobContextOn(t.database.db, t.clock), adminId, id);
}

const countRows = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;

async function auditEntriesOf(action: string, importId: number) {
  return t.database.db
    .select({ after: auditLog.after })
    .from(auditLog)
    .where(and(eq(auditLog.action, action), sql`(${auditLog.after} ->> 'importId')::int = ${importId}`));
}

/** A roster of `size` new members numbered from `first`, and `cars` cars spread over them (later rows' too). */
function roster(first: number, size: number, cars: number) {
  const memberLines = ["Member ID,First name,Last name,e-Mail"];
  for (let i = 0; i < size; i++)
    memberLines.push(`${first + i},Pat,Rowonce${i},pat.${first + i}@example.com`);
  const carLines = ["Member ID,Year,Make,Model"];
  for (let i = 0; i < cars; i++)
    carLines.push(`${first + ((i * 7) % size)},${1920 + (i % 20)},Packard,Model ${i}`);
  return {
    members: { name: `roster-${first}.csv`, data: `${memberLines.join("\r\n")}\r\n` },
    cars: { name: `cars-${first}.csv`, data: `${carLines.join("\r\n")}\r\n` },
  };
}

/** Every member and car of the roster once, the import committed once, its counts what was written. */
async function expectEveryRowOnce(id: number, first: number, size: number, cars: number) {
  const db = t.database.db;
  const numbers = between(members.memberNo, first, first + size - 1);
  const [written] = await db
    .select({ members: count(), numbers: countDistinct(members.memberNo) })
    .from(members)
    .where(numbers);
  expect(written).toEqual({ members: size, numbers: size });
  const carsWritten = await countRows(
    db
      .select({ n: count() })
      .from(vehicles)
      .innerJoin(members, eq(members.id, vehicles.memberId))
      .where(numbers),
  );
  expect(carsWritten).toBe(cars);
  const rows = await db
    .select({ sheet: importRows.sheet, outcome: importRows.outcome, created: importRows.created })
    .from(importRows)
    .where(eq(importRows.importId, id));
  expect(rows.filter((row) => !row.created || row.outcome !== "new")).toEqual([]);
  const view = await viewOf(id);
  expect(view).toMatchObject({
    status: "committed",
    error: null,
    progress: { done: size + cars, total: size + cars },
    summary: { new: size, rejected: 0, duplicates: 0, carsNew: cars, carsRejected: 0 },
  });
  const entries = await auditEntriesOf("import_committed", id);
  expect(entries).toHaveLength(1);
  expect(entries[0]?.after).toMatchObject({
    counts: { membersCreated: size, carsCreated: cars, rejected: 0 },
  });
  return view;
}

/**
 * The database as a run sees it, that stops before its `nth` transaction until `resume` is called: a process
 * paused (or thought dead) between two batches.
 */
function pausedBefore(db: Db, nth: number) {
  let resume = () => {};
  const paused = new Promise<void>((resolve) => {
    resume = resolve;
  });
  let transactions = 0;
  const view = Object.create(db) as Db;
  view.transaction = (async (...args: Parameters<Db["transaction"]>) => {
    transactions += 1;
    if (transactions === nth) await paused;
    return db.transaction(...args);
  }) as Db["transaction"];
  return { db: view, resume: () => resume() };
}

/**
 * The import's commit is asked for; one run pauses before its second batch, another takes over from where it
 * stopped, then the paused one goes on.
 */
async function commitPausedAndTakenOver(id: number) {
  await commitRequested(id);
  const paused = pausedBefore(t.database.db, 2);
  const pausedRun = runImportCommits(jobContextOn(paused.db, t.clock));
  const rowsDone = async () =>
    (await t.database.db.select({ rowsDone: imports.rowsDone }).from(imports).where(eq(imports.id, id)))[0]
      ?.rowsDone;
  await waitFor(async () => (await rowsDone()) === importBatches.first, 20_000);

  await runImportCommits(jobContextOn(t.database.db, t.clock));
  paused.resume();
  await pausedRun;
}

describe("the sample roster with its cars file", () => {
  it("imports every member and car the preview announced, and every count the office reads is what was written", async () => {
    const countAll = async (table: typeof members | typeof vehicles) =>
      countRows(t.database.db.select({ n: count() }).from(table));
    const membersBefore = await countAll(members);
    const vehiclesBefore = await countAll(vehicles);
    const id = await upload(sample("roster-1000.csv"), sample("roster-cars.csv"));
    const announced = await preview(id);
    expect(announced).toMatchObject({ new: 988, carsNew: 593 });
    // The confirmation reads the import's summary.
    expect((await viewOf(id)).summary).toEqual(announced);

    const done = await committedByTheApp(id);
    expect(done).toMatchObject({ status: "committed", error: null, progress: { done: 1600, total: 1600 } });
    const rows = await t.database.db
      .select({ sheet: importRows.sheet, outcome: importRows.outcome, reasons: importRows.reasons })
      .from(importRows)
      .where(eq(importRows.importId, id));
    const reasons = rows.flatMap((row) => row.reasons ?? []);
    expect(reasons.filter((reason) => reason.startsWith("No member has number"))).toEqual([]);
    const outcomes = (sheet: string, ...of: string[]) =>
      rows.filter((row) => row.sheet === sheet && of.includes(row.outcome ?? "")).length;
    const written = {
      new: (await countAll(members)) - membersBefore,
      carsNew: (await countAll(vehicles)) - vehiclesBefore,
      rejected: outcomes("members", "rejected"),
      duplicates: outcomes("members", "duplicate"),
      carsRejected: outcomes("cars", "rejected", "duplicate"),
    };
    expect(written).toEqual({
      new: announced.new,
      carsNew: announced.carsNew,
      rejected: announced.rejected,
      duplicates: announced.duplicates,
      carsRejected: announced.carsRejected,
    });
    // The done page's counts, and the audit entry's.
    expect(done.summary).toEqual(announced);
    const [entry] = await auditEntriesOf("import_committed", id);
    expect(entry?.after).toMatchObject({
      counts: {
        membersCreated: written.new,
        membersChanged: 0,
        carsCreated: written.carsNew,
        rejected: written.rejected + written.duplicates + written.carsRejected,
      },
    });
  }, 120_000);
});

describe("a car's owner at the commit", () => {
  it("is the member the preview meant: a car is not given to a member who took its owner's number since", async () => {
    const id = await upload(
      { name: "late.csv", data: "Member ID,First name,Last name\r\n7900,Olive,Owner\r\n" },
      { name: "late-cars.csv", data: "Member ID,Year,Make,Model\r\n7900,1931,Packard,Deluxe Eight\r\n" },
    );
    expect(await preview(id)).toMatchObject({ new: 1, carsNew: 1 });
    const other = await createDirectoryMember(t.database.db, {
      member: { memberNo: 7900, firstName: "Quentin", lastName: "Quicker" },
    });
    const done = await committedByTheApp(id);
    expect(await t.database.db.select().from(vehicles).where(eq(vehicles.memberId, other.id))).toEqual([]);
    const rows = await t.database.db
      .select({ sheet: importRows.sheet, outcome: importRows.outcome, reasons: importRows.reasons })
      .from(importRows)
      .where(eq(importRows.importId, id));
    expect(rows).toEqual(
      expect.arrayContaining([
        { sheet: "members", outcome: "rejected", reasons: [commitMessages.numberTaken(7900)] },
        { sheet: "cars", outcome: "rejected", reasons: [commitMessages.ownerMissing(7900)] },
      ]),
    );
    // The done page counts what was written, not what the preview announced.
    expect(done.summary).toMatchObject({ new: 0, rejected: 1, carsNew: 0, carsRejected: 1 });
  });
});

describe("two runs of one commit", () => {
  it("at once write every row once", async () => {
    const [first, size, cars] = [60_001, 1200, 300];
    const files = roster(first, size, cars);
    const id = await upload(files.members, files.cars);
    expect(await preview(id)).toMatchObject({ new: size, carsNew: cars });
    expect(size + cars).toBeGreaterThan(2 * importBatches.max);
    await commitRequested(id);
    await Promise.all([
      runImportCommits(jobContextOn(t.database.db, t.clock)),
      runImportCommits(jobContextOn(t.database.db, t.clock)),
    ]);
    const view = await expectEveryRowOnce(id, first, size, cars);
    // Neither stopped: nothing to say on the page.
    expect(view.resumedAt).toBeNull();
  }, 60_000);

  it("one paused between batches while another takes over: each batch once, and the page says the commit went on", async () => {
    const [first, size, cars] = [62_001, 900, 300];
    const files = roster(first, size, cars);
    const id = await upload(files.members, files.cars);
    await preview(id);
    await commitPausedAndTakenOver(id);
    const view = await expectEveryRowOnce(id, first, size, cars);
    expect(view.resumedAt).toBe(t.clock.now.toISOString());
  }, 60_000);

  it("of a registry file of cars alone, one paused while another takes over: every car once", async () => {
    // Issue 27: no members' rows, the cars' owners outside the club; three batches.
    const size = 2 * importBatches.max + 100;
    const lines = ["Owner name,Year,Make,Model"];
    for (let i = 0; i < size; i++) lines.push(`Owner ${i},${1920 + (i % 20)},Packard,Resumed ${i}`);
    const id = await upload({ name: "registry.csv", data: `${lines.join("\r\n")}\r\n` });
    expect(await preview(id)).toMatchObject({ new: 0, carsNew: size, carsRejected: 0 });
    await commitPausedAndTakenOver(id);
    const [written] = await t.database.db
      .select({ cars: count(), models: countDistinct(vehicles.model), inGarages: count(vehicles.memberId) })
      .from(vehicles)
      .where(sql`${vehicles.model} like 'Resumed %'`);
    expect(written).toEqual({ cars: size, models: size, inGarages: 0 });
    expect(await viewOf(id)).toMatchObject({
      status: "committed",
      error: null,
      resumedAt: t.clock.now.toISOString(),
      progress: { done: size, total: size },
      summary: { new: 0, carsNew: size, carsRejected: 0 },
    });
    expect((await auditEntriesOf("import_committed", id))[0]?.after).toMatchObject({
      counts: { membersCreated: 0, carsCreated: size, rejected: 0 },
    });
  }, 60_000);
});
