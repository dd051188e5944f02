import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { seedDatabase } from "../../db/seed/seed.ts";
import type { AppContext } from "../../lib/app-context.ts";
import { heldThread } from "../../test/held-thread.ts";
import { jobContextOn } from "../../test/job-context.ts";
import { membersDue } from "../../test/members-due.ts";
import { readPdf } from "../../test/pdf-text.ts";
import { createTestDatabase } from "../../test/test-database.ts";
import { renewalLettersPdf } from "./renewal-letters.service.ts";

// Issue 41: a day's renewal letters are drawn in a worker thread, so the thread that answers members keeps answering
// while a PDF of hundreds of letters is drawn. The stand-in for "answering" is a timer due every 10 ms.

const clock = { now: new Date("2026-11-26T15:00:00Z") };
const letterCount = 300;
let database: Database;
let context: AppContext;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDatabase(database.db, { demo: false, now: clock.now });
  context = jobContextOn(database.db, clock);
  // Members on paper whose dues end on 31 December: each is due a letter on the 26th of November.
  await membersDue(database.db, letterCount, { prefix: "Paper", duesExpire: "2026-12-31", onPaper: true });
});
afterAll(() => database.close());

describe("a letters task's PDF", () => {
  it("is drawn off the thread that answers members: that thread never works 200 ms at a stretch meanwhile", async () => {
    const timer = heldThread();
    // The letters' words are gathered from the database first (told as progress), then the PDF is drawn: the timer
    // watches the drawing, from the last letter gathered to the PDF in hand.
    const onProgress = async (done: number, total: number) => {
      if (done === total) timer.watch();
    };

    const pdf = await renewalLettersPdf(context, "2026-11-26", onProgress);
    const worst = timer.rest();

    expect((await readPdf(pdf)).numPages).toBe(letterCount);
    expect(worst).toBeLessThan(200);
    // Gathering 300 letters' prices and links, then drawing 300 pages: tens of seconds on a busy shared machine.
  }, 180_000);
});
