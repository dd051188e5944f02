import { readFileSync } from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createTestAppSignedIn, type RoleTokens } from "../../test/factories.ts";
import { heldThread } from "../../test/held-thread.ts";
import { jobContextOn } from "../../test/job-context.ts";
import { previewedImport } from "../../test/previewed-import.ts";
import { captureQueries } from "../../test/round-trips.ts";
import type { TestApp } from "../../test/test-app.ts";
import { uploadedRoster } from "../../test/uploaded-roster.ts";
import { findImport, insertImport, insertImportRowChunk } from "./imports.repository.ts";
import { importRows, imports } from "./imports.schema.ts";
import {
  importMessages,
  importStoringPurgeMs,
  importStoringStaleMs,
  purgeStoppedImports,
} from "./imports.service.ts";

// Issue 41: an uploaded roster is stored a chunk of rows at a time, each its own short statement, the thread given
// back between two: no member waits behind the storing (on PGlite the database runs on that thread). An import whose
// rows are not all stored is never usable: it is `storing` until its last chunk, and one a crash left so is shown
// as failed once its storing has stopped for a while.

let t: TestApp;
let tokens: RoleTokens;

beforeAll(async () => {
  ({ t, tokens } = await createTestAppSignedIn());
});
afterAll(() => t.close());

const roster = (rows: number, from = 20_000) =>
  Buffer.from(
    `Member ID,First name,Last name,Email,Street,City,Zip,Phone\n${Array.from(
      { length: rows },
      (_, i) =>
        `${from + i},Ada,Lovelace,ada${from + i}@example.net,${i} Elm Street,Chicago,60601,555-01${i % 100}`,
    ).join("\n")}\n`,
  );

function upload(name: string, data: Buffer) {
  const body = new FormData();
  body.append("file", new Blob([data]), name);
  return t.app.inject({
    method: "POST",
    url: "/api/v1/office/imports",
    headers: bearer(tokens.admin),
    payload: body,
  });
}

/** A chunk as the reading thread makes it (import-row-chunks.ts): JSON in UTF-8. */
const utf8 = (rows: unknown[]) => new TextEncoder().encode(JSON.stringify(rows));

const storedRows = (importId: number) => t.database.db.$count(importRows, eq(importRows.importId, importId));

const call = (method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1/office${url}`, headers: bearer(tokens.admin), payload });

describe("storing an uploaded roster", () => {
  it("never holds the thread: it never works 200 ms at a stretch while 5,000 rows are stored", async () => {
    // Warm: the reading thread's start (loading the parsers) is not what is measured.
    expect((await upload("warm.csv", roster(1, 90_000))).statusCode).toBe(201);
    const timer = heldThread();
    timer.watch();
    const reply = await upload("roster.csv", roster(5_000));
    const latest = timer.rest();
    expect(reply.statusCode, reply.body).toBe(201);
    expect(reply.json()).toMatchObject({ status: "uploaded", rows: 5_000 });
    expect(latest).toBeLessThan(200);
  });

  it("shows an import being stored as storing, and refuses its preview until every row is stored", async () => {
    const uploading = upload("roster.csv", roster(5_000, 200_000));
    let seen: { id: number; status: string } | undefined;
    let finished = false;
    void uploading.finally(() => {
      finished = true;
    });
    while (!finished && !seen) {
      const list = (await call("GET", "/imports")).json() as { results: { id: number; status: string }[] };
      seen = list.results.find((view) => view.status === "storing");
      if (!seen) await new Promise((resolve) => setTimeout(resolve, 2));
    }
    expect(seen, "the storing was never seen").toBeDefined();
    const id = seen?.id as number;
    const preview = await previewedImport(t.app, tokens.admin, id);
    expect(preview.statusCode).toBe(422);
    expect(preview.json()).toEqual({ errors: { base: [importMessages.stillStoring] } });
    const reply = await uploading;
    expect(reply.json()).toMatchObject({ id, status: "uploaded", rows: 5_000 });
  });

  it("keeps each sheet's count of rows with the import: the page that follows it never counts them again", async () => {
    const id = await uploadedRoster(
      t.app,
      tokens.admin,
      ["Member ID,First name,Last name", "60001,Ann,Whitfield", "60002,Bob,Whitfield", "60003,Cy,Whitfield"],
      { cars: ["Member ID,Make,Model,Year", "60001,Packard,Eight,1931", "60002,Ford,A,1930"] },
    );
    // The office's page asks every second and a half while an import runs, the list for up to 20 imports at once.
    const statements = await captureQueries(t.database.db, async () => {
      expect((await call("GET", `/imports/${id}`)).json()).toMatchObject({
        rows: 3,
        sample: [
          ["60001", "Ann", "Whitfield"],
          ["60002", "Bob", "Whitfield"],
          ["60003", "Cy", "Whitfield"],
        ],
        cars: {
          rows: 2,
          sample: [
            ["60001", "Packard", "Eight", "1931"],
            ["60002", "Ford", "A", "1930"],
          ],
        },
      });
      const listed = (await call("GET", "/imports")).json() as { results: { id: number; rows: number }[] };
      expect(listed.results.find((view) => view.id === id)).toMatchObject({ rows: 3, cars: { rows: 2 } });
    });
    const rowReads = statements.filter(({ text }) => /"import_rows"/.test(text));
    expect(rowReads.filter(({ text }) => /count\(/i.test(text))).toEqual([]);
    // The first rows of every sheet of every import listed in one statement, not one for each.
    expect(rowReads).toHaveLength(2);
  });

  it("gives the imports uploaded before migration 0050 the counts an upload keeps", async () => {
    const id = await uploadedRoster(t.app, tokens.admin, ["Member ID,First name", "61001,Ann", "61002,Bob"], {
      cars: ["Member ID,Make,Model,Year", "61001,Packard,Eight,1931"],
    });
    const file = readFileSync(
      path.resolve(import.meta.dirname, "../../../drizzle/0050_import_row_counts.sql"),
      "utf8",
    );
    const backfill = file.slice(
      file.lastIndexOf("--> statement-breakpoint") + "--> statement-breakpoint".length,
    );
    await t.database.db.update(imports).set({ memberRows: 0, carRows: 0 }).where(eq(imports.id, id));
    await t.database.db.execute(sql.raw(backfill));
    expect(await findImport(t.database.db, id)).toMatchObject({ memberRows: 2, carRows: 1 });
  });

  it("stores a cell holding a NUL without it: PostgreSQL's text cannot hold one, and bad input is never a 500", async () => {
    // One control character among a few hundred is a spreadsheet's slip, not a binary file (import-file.ts).
    const rows = Array.from({ length: 10 }, (_, i) => `${40_001 + i},Ann,Whitfield`);
    rows[0] = "40001,An\u0000n,Whitfield";
    const reply = await upload(
      "nul.csv",
      Buffer.from(`Member ID,First name,Last name\n${rows.join("\n")}\n`),
    );
    expect(reply.statusCode, reply.body).toBe(201);
    expect(reply.json()).toMatchObject({ status: "uploaded", rows: 10 });
    expect(reply.json().sample[0]).toEqual(["40001", "Ann", "Whitfield"]);
  });

  it("stores the rows' bytes as the file's text, in any script (sent as UTF-8 bytes, not decoded first)", async () => {
    const names = ["Zoë Brontë", "Łucja Żółć", "東京 太郎", "Ἀλέξανδρος", "Car 🚗 Club"];
    const reply = await upload(
      "scripts.csv",
      Buffer.from(
        `Member ID,First name,Last name\n${names.map((name, i) => `${41_001 + i},${name},Whitfield`).join("\n")}\n`,
      ),
    );
    expect(reply.statusCode, reply.body).toBe(201);
    const stored = await t.database.db
      .select({ cells: importRows.cells })
      .from(importRows)
      .where(eq(importRows.importId, reply.json().id))
      .orderBy(importRows.rowNo);
    expect(stored.map(({ cells }) => cells["First name"])).toEqual(names);
  });

  it("shows an import a crash left half stored as failed once its storing has stopped, and never lets it be used", async () => {
    // What a process killed between two chunks leaves: the import `storing`, the chunks stored so far.
    const now = t.clock.now;
    const id = await insertImport(t.database.db, {
      fileName: "crashed.csv",
      status: "storing",
      columns: ["Member ID", "First name"],
      mapping: { "Member ID": "memberNo", "First name": "firstName" },
      createdAt: now,
      updatedAt: now,
    });
    const half = utf8([{ row_no: 2, cells: { "Member ID": "30001", "First name": "Ann" } }]);
    await insertImportRowChunk(t.database.db, id, "members", half, now);

    // While the storing may still be going on (another instance's), it is shown as such.
    const fresh = (await call("GET", `/imports/${id}`)).json();
    expect(fresh).toMatchObject({ status: "storing", error: null });

    t.clock.now = new Date(now.getTime() + importStoringStaleMs + 1_000);
    try {
      const stopped = await call("GET", `/imports/${id}`);
      expect(stopped.statusCode).toBe(200);
      expect(stopped.json()).toMatchObject({ status: "failed", error: importMessages.storingStopped });
      const listed = (await call("GET", "/imports")).json() as { results: { id: number; status: string }[] };
      expect(listed.results.find((view) => view.id === id)).toMatchObject({ status: "failed" });

      for (const [method, url, payload] of [
        ["POST", `/imports/${id}/preview`, undefined],
        ["POST", `/imports/${id}/commit`, undefined],
        ["PUT", `/imports/${id}/mapping`, { mapping: { "Member ID": "memberNo" } }],
      ] as const) {
        const reply = await call(method, url, payload);
        expect(reply.statusCode, `${method} ${url}`).toBe(422);
        expect(reply.json()).toEqual({ errors: { base: [importMessages.storingStopped] } });
      }
    } finally {
      t.clock.now = now;
    }
  });

  it("purges an import a crash left storing for over a day, with its rows, a few at a time; keeps the others", async () => {
    const now = t.clock.now;
    const ago = (ms: number) => new Date(now.getTime() - ms);
    const rows = (count: number) =>
      utf8(
        Array.from({ length: count }, (_, i) => ({
          row_no: i + 2,
          cells: { "Member ID": String(50_001 + i) },
        })),
      );
    async function storedAt(status: "storing" | "uploaded", at: Date) {
      const id = await insertImport(t.database.db, {
        fileName: `${status}.csv`,
        status,
        columns: ["Member ID"],
        mapping: { "Member ID": "memberNo" },
        createdAt: at,
        updatedAt: at,
      });
      await insertImportRowChunk(t.database.db, id, "members", rows(7), at);
      return id;
    }
    const stopped = await storedAt("storing", ago(importStoringPurgeMs + 60_000));
    const stoppedLately = await storedAt("storing", ago(importStoringPurgeMs - 60_000));
    const uploaded = await storedAt("uploaded", ago(2 * importStoringPurgeMs));

    // Three rows a statement: the purge goes through the import's seven rows in several, yielding between them.
    expect(await purgeStoppedImports(jobContextOn(t.database.db, t.clock), { rowsPerStatement: 3 })).toBe(1);

    expect(await findImport(t.database.db, stopped)).toBeUndefined();
    expect(await storedRows(stopped)).toBe(0);
    for (const kept of [stoppedLately, uploaded]) {
      expect(await findImport(t.database.db, kept)).toBeDefined();
      expect(await storedRows(kept)).toBe(7);
    }
  });
});
