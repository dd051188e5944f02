import { mkdtempSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { archiveMessages } from "@club/domain/archive.schema";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { seedDatabase } from "../../db/seed/seed.ts";
import type { AppContext } from "../../lib/app-context.ts";
import { archivePdf, scannedWords } from "../../test/archive-pdf.ts";
import { jobContextOn } from "../../test/job-context.ts";
import { testClockStart } from "../../test/test-app.ts";
import { createTestDatabase } from "../../test/test-database.ts";
import { localStorage } from "../files/storage.ts";
import { archiveIssues, archivePages } from "./archive.schema.ts";
import { issueFileKey } from "./archive-files.ts";
import { runArchiveIssues } from "./archive-processing.service.ts";
import { closeReadingThread, readPdfPages } from "./archive-threads.ts";
import { pageClues } from "./page-clues.ts";

// Issue 45: the job `archive-issues`, run by hand with no queue (nothing else takes the issue up meanwhile), and the
// reading thread it calls.

const clock = { now: testClockStart() };
let database: Database;
let context: AppContext;
const folder = mkdtempSync(path.join(tmpdir(), "club-archive-test-"));
const storage = localStorage(path.join(folder, "uploads"));

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDatabase(database.db, { demo: false, now: clock.now });
  context = jobContextOn(database.db, clock);
}, 60_000);
afterAll(async () => {
  await database.close();
  await closeReadingThread();
});

async function storedIssue(pdf: Buffer, values: Partial<typeof archiveIssues.$inferInsert> = {}) {
  const fileKey = issueFileKey();
  await storage.put(fileKey, pdf, "application/pdf");
  const [row] = await database.db
    .insert(archiveIssues)
    .values({
      publication: "The Bulletin",
      title: "June 1971",
      issueDate: "1971-06-01",
      fileKey,
      fileName: "bulletin.pdf",
      fileBytes: pdf.length,
      pageCount: 3,
      createdAt: clock.now,
      updatedAt: clock.now,
      ...values,
    })
    .returning();
  return row as typeof archiveIssues.$inferSelect;
}

const pagesOf = (issueId: number) =>
  database.db
    .select()
    .from(archivePages)
    .where(eq(archivePages.issueId, issueId))
    .orderBy(archivePages.pageNo);

describe("the reading thread", () => {
  it("reads a text page's words from its text layer, and a scanned page's by OCR", async () => {
    const file = path.join(folder, "read.pdf");
    await writeFile(
      file,
      await archivePdf([{ text: "Radiator mascots of the Lincoln Model K, 1934." }, { image: scannedWords }]),
    );
    const [text, scan] = await readPdfPages(file, 1, 2);
    expect(text).toMatchObject({
      pageNo: 1,
      ocr: false,
      text: "Radiator mascots of the Lincoln Model K, 1934.",
    });
    expect(scan).toMatchObject({ pageNo: 2, ocr: true });
    expect(scan?.text).toMatch(
      /Pierce-Arrow touring car won\s+its class at Hershey in October\.\s+Chassis number 2071485/,
    );
    // Pictures of the page: WebP ("RIFF....WEBP"), the thumbnail smaller.
    expect(
      Buffer.from(scan?.image ?? [])
        .subarray(8, 12)
        .toString(),
    ).toBe("WEBP");
    expect(scan?.thumbnail.length).toBeLessThan(scan?.image.length ?? 0);
    expect(text?.clues.years).toEqual([1934]);
  }, 60_000);
});

describe("the job", () => {
  it("takes up an issue a stopped run left half read at the next page, keeping the pages stored", async () => {
    const pdf = await archivePdf([
      { text: "Page one as first read." },
      { text: "Page two." },
      { text: "Page three." },
    ]);
    const issue = await storedIssue(pdf, { status: "processing", pagesDone: 1, attempts: 1 });
    // What the stopped run stored of page 1: the job does not read it again.
    await database.db
      .insert(archivePages)
      .values({ issueId: issue.id, pageNo: 1, text: "kept as stored", ocr: false });
    await runArchiveIssues(context, storage);
    const [row] = await database.db.select().from(archiveIssues).where(eq(archiveIssues.id, issue.id));
    expect(row).toMatchObject({ status: "ready", pagesDone: 3 });
    expect((await pagesOf(issue.id)).map((page) => page.text)).toEqual([
      "kept as stored",
      "Page two.",
      "Page three.",
    ]);
  }, 60_000);

  it("fails an issue whose runs stopped three times without a page read, in words", async () => {
    const issue = await storedIssue(await archivePdf([{ text: "Never read." }]), {
      status: "processing",
      attempts: 3,
      pageCount: 1,
    });
    await runArchiveIssues(context, storage);
    const [row] = await database.db.select().from(archiveIssues).where(eq(archiveIssues.id, issue.id));
    expect(row).toMatchObject({ status: "failed", error: archiveMessages.interrupted });
  });

  it("fails an issue whose file cannot be read, saying what to do", async () => {
    const issue = await storedIssue(Buffer.from("%PDF-1.4 broken"), { pageCount: 1 });
    await runArchiveIssues(context, storage);
    const [row] = await database.db.select().from(archiveIssues).where(eq(archiveIssues.id, issue.id));
    expect(row).toMatchObject({ status: "failed", error: archiveMessages.readFailed });
  });
});

describe("a page's clues", () => {
  it("finds serial numbers as printed (with dashes or a space), years, whole words and the vocabulary", () => {
    const clues = pageClues("Car no. J-405 (engine 2405 B), a 1929 Duesenberg; the Judges' choice in 1931.");
    expect(clues.serials).toEqual(expect.arrayContaining(["J405", "2405", "2405B"]));
    expect(clues.serials).not.toContain("NO");
    expect(clues.years).toEqual([1929, 1931]);
    expect(clues.words).toBe(" car no j 405 engine 2405 b a 1929 duesenberg the judges choice in 1931 ");
    expect(clues.vocabulary).toEqual(
      expect.arrayContaining(["car", "engine", "duesenberg", "the", "judges", "choice"]),
    );
    expect(clues.vocabulary).not.toContain("j");
  });
});
