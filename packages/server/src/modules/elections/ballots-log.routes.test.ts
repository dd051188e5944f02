import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDirectoryMember } from "../../test/factories.ts";
import { jobContextOn } from "../../test/job-context.ts";
import { createTestApp, type TestApp, testClockStart } from "../../test/test-app.ts";
import { daysFrom, yearEnd } from "../../test/test-clock.ts";
import { createElection } from "../../test/voting-fixtures.ts";
import { outbox } from "../mail/mail.schema.ts";
import { runElections } from "./voter-roll.service.ts";

// Issue 46: the app's log, every line at the level that shows each request, while a ballot is cast from its link:
// the link's token is redacted from the URL, and no line carries the choices (nor so the voter beside them).

const lines: string[] = [];
let t: TestApp;
const start = testClockStart();
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: "debug" }, { logStream: { write: (line) => lines.push(line) } });
});
afterAll(() => t.close());

describe("the log of a ballot cast", () => {
  it("holds neither the link's token nor the choices", async () => {
    const voter = await createDirectoryMember(t.database.db, { duesExpire: yearEnd(start, 1) });
    const candidate = await createDirectoryMember(t.database.db, { duesExpire: yearEnd(start, 1) });
    const election = await createElection(t.database.db, {
      recordOn: daysFrom(start, 0),
      votingFrom: daysFrom(start, 0),
      votingTo: daysFrom(start, 1),
      races: [{ title: "Board", seats: 1, candidateIds: [candidate.id] }],
      questions: [{ title: "Bylaw", body: "" }],
    });
    await runElections(jobContextOn(t.database.db, t.clock));
    const [mail] = await t.database.db.select().from(outbox).where(eq(outbox.memberId, voter.id));
    const token = /\/vote\/(\S+)/.exec(mail?.text ?? "")?.[1] ?? "";
    expect(token).not.toBe("");
    const nominationId = election.races[0]?.nominationIds[0];
    lines.length = 0;
    const cast = await t.app.inject({
      method: "POST",
      url: `/api/v1/ballots/${token}`,
      payload: {
        races: [{ race_id: election.races[0]?.id, nomination_ids: [nominationId] }],
        questions: [{ question_id: election.questionIds[0], answer: "abstain" }],
      },
    });
    expect(cast.statusCode, cast.body).toBe(201);
    expect(lines.length).toBeGreaterThan(0);
    const log = lines.join("\n");
    expect(log).toContain("/api/v1/ballots/[redacted]");
    expect(log).not.toContain(token);
    expect(log).not.toMatch(/nomination|abstain|choices/i);
  });
});
