import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStaff, signIn } from "../../test/factories.ts";
import { judgedMeetSteps } from "../../test/judged-meet.ts";
import { pdfPageTexts } from "../../test/pdf-text.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

// Issue 29: a meet's results per class, as a page and a PDF for the club's magazine, once they are published.

let t: TestApp;
let staff: string;

beforeAll(async () => {
  t = await createTestApp();
  staff = await signIn(t.app, (await createStaff(t.database.db)).email);
});
afterAll(() => t.close());

const { call, portalEvent, memberWithCar, register, newJudge, setupOf, setUp, saveSheet } = judgedMeetSteps(
  () => ({ t, staff }),
);

/**
 * A meet tabulated, not yet published: in Open Classic (A) one car at 95 (First), one at 85 (Second) and one no
 * judge scored; in Touring (T) one car a judge disqualified. The setup lists Touring first.
 */
async function tabulatedMeet() {
  const event = await portalEvent();
  const [first, second, unscored, touring] = [
    await memberWithCar(),
    await memberWithCar(),
    await memberWithCar(),
    await memberWithCar(),
  ];
  const [classicJudge, touringJudge] = [await newJudge(), await newJudge()];
  const setup = await setUp(event.id, {
    ...setupOf(
      [
        { class_code: "A", leader_id: classicJudge.id, judge_ids: [classicJudge.id] },
        { class_code: "T", leader_id: touringJudge.id, judge_ids: [touringJudge.id] },
      ],
      [
        // The unscored car is entered first, so the results' order is the score's, not the entries'.
        { registration_id: await register(event.id, unscored), class_code: "A" },
        { registration_id: await register(event.id, second), class_code: "A" },
        { registration_id: await register(event.id, first), class_code: "A" },
        { registration_id: await register(event.id, touring), class_code: "T" },
      ],
    ),
    classes: [
      { code: "T", name: "Touring", division: "Touring" },
      { code: "A", name: "Open Classic", division: "Classic" },
    ],
  });
  const [, secondEntry, firstEntry, touringEntry] = setup.entries.map((entry) => entry.id);
  for (const [entryId, token, body] of [
    [firstEntry, classicJudge.token, { deductions: { Paint: 5 } }],
    [secondEntry, classicJudge.token, { deductions: { Paint: 15 } }],
    [touringEntry, touringJudge.token, { deductions: { Paint: 2 }, disqualified_by: "No fire extinguisher" }],
  ] as const) {
    const saved = await saveSheet(entryId as number, token, body);
    expect(saved.statusCode, saved.body).toBe(200);
  }
  const tabulated = await call("POST", `/office/events/${event.id}/judging/tabulate`);
  expect(tabulated.statusCode, tabulated.body).toBe(200);
  return { event, first, second, unscored, touring };
}

const publish = async (eventId: number) => {
  const published = await call("POST", `/office/events/${eventId}/judging/publish`);
  expect(published.statusCode, published.body).toBe(200);
};

const results = (eventId: number, token: string | null) =>
  call("GET", `/events/${eventId}/results`, undefined, token);
const resultsPdf = (eventId: number, token: string | null) =>
  call("GET", `/events/${eventId}/results.pdf`, undefined, token);

describe("GET /api/v1/events/{id}/results", () => {
  it("shows nobody the results before they are published: 404 for the entrant, another member and the office", async () => {
    const { event, first } = await tabulatedMeet();
    const other = await memberWithCar();
    for (const token of [first.token, other.token, staff]) {
      expect((await results(event.id, token)).statusCode).toBe(404);
      expect((await resultsPdf(event.id, token)).statusCode).toBe(404);
    }
  });

  it("gives any member the published results: classes in the setup's order, cars by score, no judge and no reason", async () => {
    const { event, first, second, unscored, touring } = await tabulatedMeet();
    await publish(event.id);
    const other = await memberWithCar();

    const reply = await results(event.id, other.token);
    expect(reply.statusCode, reply.body).toBe(200);
    const car = (owner: typeof first) => ({
      id: owner.carId,
      year: 1931,
      make: "Packard",
      model: expect.stringMatching(/^Deluxe Eight \d+$/),
    });
    const owner = (entrant: typeof first) => ({
      ownerName: `Owen ${entrant.member.lastName}`,
      ownerFirstName: "Owen",
      ownerLastName: entrant.member.lastName,
    });
    expect(reply.json()).toEqual({
      event: {
        id: event.id,
        title: event.title,
        dateStart: event.dateStart,
        dateEnd: event.dateStart,
        place: null,
      },
      classes: [
        {
          code: "T",
          name: "Touring",
          division: "Touring",
          entries: [{ vehicle: car(touring), ...owner(touring), score: 98, award: null, disqualified: true }],
        },
        {
          code: "A",
          name: "Open Classic",
          division: "Classic",
          entries: [
            { vehicle: car(first), ...owner(first), score: 95, award: "First", disqualified: false },
            { vehicle: car(second), ...owner(second), score: 85, award: "Second", disqualified: false },
            { vehicle: car(unscored), ...owner(unscored), score: null, award: null, disqualified: false },
          ],
        },
      ],
    });
    expect(reply.body).not.toContain("Judith");
    expect(reply.body).not.toContain("fire extinguisher");
  });

  it("401 without a token; 404 for an unknown event or one not judged; 400 naming the id", async () => {
    const { event } = await tabulatedMeet();
    await publish(event.id);
    const { token } = await memberWithCar();
    expect((await results(event.id, null)).statusCode).toBe(401);
    expect((await resultsPdf(event.id, null)).statusCode).toBe(401);
    expect((await results(999_999, token)).statusCode).toBe(404);
    expect((await results((await portalEvent()).id, token)).statusCode).toBe(404);
    for (const path of ["/events/abc/results", "/events/abc/results.pdf"]) {
      const bad = await call("GET", path, undefined, token);
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json().errors)).toEqual(["id"]);
    }
  });
});

describe("GET /api/v1/events/{id}/results.pdf", () => {
  it("prints the published results for the magazine: the event, each class, its cars, scores and awards", async () => {
    const { event, first } = await tabulatedMeet();
    await publish(event.id);
    // The office prints it for the magazine; any member may too.
    for (const token of [staff, first.token]) {
      const reply = await resultsPdf(event.id, token);
      expect(reply.statusCode, reply.body).toBe(200);
      expect(reply.headers["content-type"]).toBe("application/pdf");
      expect(reply.headers["content-disposition"]).toBe(`attachment; filename="results-${event.id}.pdf"`);
      expect(reply.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    }
    const text = (await pdfPageTexts((await resultsPdf(event.id, staff)).rawPayload)).join("\n");
    expect(text).toContain(`Results: ${event.title}`);
    expect(text).toContain("Class T: Touring");
    expect(text).toContain("Class A: Open Classic");
    expect(text).toContain("Division: Classic");
    expect(text).toContain(`Owen ${first.member.lastName}`);
    expect(text).toContain("First");
    expect(text).toContain("Disqualified");
    expect(text).toContain("No score");
    expect(text.indexOf("Class T: Touring")).toBeLessThan(text.indexOf("Class A: Open Classic"));
    expect(text).not.toContain("Judith");
  });
});
