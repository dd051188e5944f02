import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { seedDatabase } from "../../db/seed/seed.ts";
import type { AppContext } from "../../lib/app-context.ts";
import { nationalPlanId, stamped } from "../../test/factories.ts";
import { jobContextOn } from "../../test/job-context.ts";
import { lateTimer } from "../../test/late-timer.ts";
import { readPdf } from "../../test/pdf-text.ts";
import { createTestDatabase } from "../../test/test-database.ts";
import { members } from "../members/members.schema.ts";
import { nationalMemberships } from "../memberships/memberships.schema.ts";
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
  // Members on paper whose dues end on 31 December: each is due a letter on the 26th of November. Written in two
  // statements, as no rule here needs a member made one at a time.
  const onPaper = await database.db
    .insert(members)
    .values(
      Array.from({ length: letterCount }, (_, index) => ({
        email: `paper${index}@example.net`,
        passwordHash: "no sign-in",
        firstName: "Ada",
        lastName: `Paper${index}`,
        publicationPreferences: 0,
        addressLine1: `${index + 1} Main Street`,
        city: "Dayton",
        ...stamped,
      })),
    )
    .returning({ id: members.id });
  const planId = await nationalPlanId(database.db);
  await database.db.insert(nationalMemberships).values(
    onPaper.map(({ id }) => ({
      memberId: id,
      nationalPlanId: planId,
      yearJoined: 2010,
      duesExpire: "2026-12-31",
      ...stamped,
    })),
  );
});
afterAll(() => database.close());

describe("a letters task's PDF", () => {
  it("is drawn off the thread that answers members: a 10 ms timer is never 200 ms late meanwhile", async () => {
    const timer = lateTimer();
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
