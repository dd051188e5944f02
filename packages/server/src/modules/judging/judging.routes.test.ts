import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStaff, signIn } from "../../test/factories.ts";
import { judgedMeetSteps } from "../../test/judged-meet.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { scoreSheets } from "./judging.schema.ts";

// Issue 29: a judge's assignments and sheets on a phone, and the entrant's sheets and award after the meet.

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

describe("issue 29, Done means", () => {
  it("scores a car on four sheets, drops the highest and lowest, awards Second, and shows the owner after publishing", async () => {
    const event = await portalEvent();
    const owner = await memberWithCar();
    const registrationId = await register(event.id, owner);
    const team = [await newJudge(), await newJudge(), await newJudge(), await newJudge()];
    const ids = team.map((judge) => judge.id);
    const setup = await setUp(
      event.id,
      setupOf(
        [{ class_code: "A", leader_id: ids[0] as number, judge_ids: ids }],
        [{ registration_id: registrationId, class_code: "A" }],
      ),
    );
    const entryId = setup.entries[0]?.id as number;

    const deductions = [
      { Paint: 5 },
      { Paint: 10 },
      { Paint: 7, "Chrome and plating": 5 },
      { Paint: 15, "Body and fit": 15, Interior: 10 },
    ];
    for (const [index, judge] of team.entries()) {
      const saved = await saveSheet(entryId, judge.token, { deductions: deductions[index] });
      expect(saved.statusCode, saved.body).toBe(200);
    }
    // The phone's offline queue sends the first judge's sheet a second time: still one sheet, the latest values.
    const again = await saveSheet(entryId, team[0]?.token ?? null, {
      deductions: { Paint: 5 },
      notes: "Small chip on the left door",
    });
    expect(again.json()).toMatchObject({ entryId, totalDeducted: 5, notes: "Small chip on the left door" });
    const sheets = await t.database.db.select().from(scoreSheets).where(eq(scoreSheets.entryId, entryId));
    expect(sheets).toHaveLength(4);

    const outsider = await newJudge();
    const refused = await saveSheet(entryId, outsider.token, { deductions: { Paint: 1 } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors).toEqual({ base: ["You are not on the team judging this car"] });

    const tabulated = await call("POST", `/office/events/${event.id}/judging/tabulate`);
    expect(tabulated.statusCode, tabulated.body).toBe(200);
    expect(tabulated.json()).toEqual([
      {
        entryId,
        registrationId,
        vehicleId: owner.carId,
        classCode: "A",
        division: "Classic",
        score: 89,
        award: "Second",
        method: "drop_high_low",
        sheets: 4,
        spread: 35,
        flagged: true,
        disqualifiedBy: null,
      },
    ]);
    expect(
      (await call("GET", `/registrations/${registrationId}/score_sheets`, undefined, owner.token)).statusCode,
    ).toBe(422);
    expect((await call("POST", `/office/events/${event.id}/judging/publish`)).statusCode).toBe(200);

    const own = await call("GET", `/registrations/${registrationId}/score_sheets`, undefined, owner.token);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toMatchObject({ score: 89, award: "Second", method: "drop_high_low" });
    const totals = own.json().sheets.map((sheet: { totalDeducted: number }) => sheet.totalDeducted);
    expect(totals.sort((a: number, b: number) => a - b)).toEqual([5, 10, 12, 40]);
    expect(own.json().sheets.every((sheet: { judge: unknown }) => sheet.judge === null)).toBe(true);

    const history = await call("GET", `/vehicles/${owner.carId}/history`, undefined, owner.token);
    expect(history.statusCode, history.body).toBe(200);
    expect(history.json().awards).toEqual([
      { eventTitle: event.title, date: event.dateStart, award: "Second", score: 89 },
    ]);
    const judged = await call("GET", "/judging/me", undefined, team[1]?.token ?? null);
    expect(judged.json().meetsJudged).toEqual([
      { eventId: event.id, title: event.title, date: event.dateStart },
    ]);
  });
});

describe("GET /api/v1/judging/assignments", () => {
  it("lists the entries of the judge's classes with the form, whether they lead, and their sheet so far", async () => {
    const event = await portalEvent();
    const [first, second] = [await memberWithCar(), await memberWithCar()];
    const [lead, other] = [await newJudge(), await newJudge()];
    await setUp(
      event.id,
      setupOf(
        [
          { class_code: "A", leader_id: lead.id, judge_ids: [lead.id] },
          { class_code: "T", leader_id: other.id, judge_ids: [other.id] },
        ],
        [
          { registration_id: await register(event.id, first), class_code: "A" },
          { registration_id: await register(event.id, second), class_code: "T" },
        ],
      ),
    );
    const before = await call("GET", "/judging/assignments", undefined, lead.token);
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json()).toHaveLength(1);
    expect(before.json()[0]).toMatchObject({
      eventId: event.id,
      eventTitle: event.title,
      classCode: "A",
      className: "Open Classic",
      vehicle: { id: first.carId, year: 1931, make: "Packard" },
      leader: true,
      sheet: null,
    });
    expect(before.json()[0].form).toHaveLength(9);

    await saveSheet(before.json()[0].entryId, lead.token, {
      deductions: { Paint: 3 },
      disqualified_by: "No fire extinguisher",
    });
    const after = await call("GET", "/judging/assignments", undefined, lead.token);
    expect(after.json()[0].sheet).toMatchObject({
      deductions: { Paint: 3 },
      totalDeducted: 3,
      disqualifiedBy: "No fire extinguisher",
    });
  });

  it("is for judges: 401 without a token, 403 for a member who is not a judge", async () => {
    const { token } = await memberWithCar();
    expect((await call("GET", "/judging/assignments", undefined, null)).statusCode).toBe(401);
    expect((await call("GET", "/judging/assignments", undefined, token)).statusCode).toBe(403);
  });
});

describe("PUT /api/v1/judging/sheets/{entry_id}", () => {
  async function judgedEntry() {
    const event = await portalEvent();
    const judge = await newJudge();
    const registrationId = await register(event.id, await memberWithCar());
    const setup = await setUp(
      event.id,
      setupOf(
        [{ class_code: "A", leader_id: judge.id, judge_ids: [judge.id] }],
        [{ registration_id: registrationId, class_code: "A" }],
      ),
    );
    return { judge, entryId: setup.entries[0]?.id as number };
  }

  it("names the category a deduction breaks (422) and a malformed sheet's field (400)", async () => {
    const { judge, entryId } = await judgedEntry();
    const over = await saveSheet(entryId, judge.token, { deductions: { Paint: 16 } });
    expect(over.statusCode).toBe(422);
    expect(over.json().errors).toEqual({ "deductions.Paint": ["Paint: at most 15 points may be deducted"] });
    const unknown = await saveSheet(entryId, judge.token, { deductions: { "Wire wheels": 2 } });
    expect(unknown.statusCode).toBe(422);
    expect(Object.keys(unknown.json().errors)).toEqual(["deductions.Wire wheels"]);
    const negative = await saveSheet(entryId, judge.token, { deductions: { Paint: -1 } });
    expect(negative.statusCode).toBe(400);
    expect(Object.keys(negative.json().errors)).toEqual(["deductions.Paint"]);
    expect((await saveSheet(entryId, judge.token, {})).statusCode).toBe(400);
  });

  it("refuses a deduction that is not whole or half points (1e-300 was a 500), naming the category", async () => {
    const { judge, entryId } = await judgedEntry();
    for (const points of [1e-300, 0.3, 1e308, "NaN"]) {
      const refused = await saveSheet(entryId, judge.token, { deductions: { Paint: points } });
      expect(refused.statusCode, String(points)).toBe(400);
      expect(Object.keys(refused.json().errors), String(points)).toEqual(["deductions.Paint"]);
    }
    const half = await saveSheet(entryId, judge.token, {
      deductions: { Paint: 2.5, "Chrome and plating": -0 },
    });
    expect(half.statusCode, half.body).toBe(200);
    expect(half.json()).toMatchObject({
      deductions: { Paint: 2.5, "Chrome and plating": 0 },
      totalDeducted: 2.5,
    });
  });

  it("401 without a token, 404 for an unknown entry, 403 for a member or a judge not on the team", async () => {
    const { entryId } = await judgedEntry();
    const body = { deductions: { Paint: 1 } };
    expect((await saveSheet(entryId, null, body)).statusCode).toBe(401);
    const stranger = await newJudge();
    expect((await saveSheet(999_999, stranger.token, body)).statusCode).toBe(404);
    expect((await saveSheet(entryId, stranger.token, body)).statusCode).toBe(403);
    expect((await saveSheet(entryId, (await memberWithCar()).token, body)).statusCode).toBe(403);
  });
});

describe("GET /api/v1/registrations/{id}/score_sheets", () => {
  it("is the registration's own member's, after publishing: 404 for anyone else's or a car not entered", async () => {
    const event = await portalEvent();
    const [owner, other] = [await memberWithCar(), await memberWithCar()];
    const [entered, notEntered] = [await register(event.id, owner), await register(event.id, other)];
    const judge = await newJudge();
    await setUp(
      event.id,
      setupOf(
        [{ class_code: "A", leader_id: judge.id, judge_ids: [judge.id] }],
        [{ registration_id: entered, class_code: "A" }],
      ),
    );
    const read = (id: number, token: string | null) =>
      call("GET", `/registrations/${id}/score_sheets`, undefined, token);
    expect((await read(entered, null)).statusCode).toBe(401);
    expect((await read(entered, other.token)).statusCode).toBe(404);
    expect((await read(notEntered, other.token)).statusCode).toBe(404);
    const early = await read(entered, owner.token);
    expect(early.statusCode).toBe(422);
    expect(early.json().errors).toEqual({ base: ["The results are not published yet"] });
  });
});

describe("the judges' names on an entrant's sheets", () => {
  it("are shown only once an office administrator chooses so in the club's settings", async () => {
    const admin = await signIn(t.app, (await createStaff(t.database.db, "office_admin")).email);
    const setting = (value: unknown, token: string) =>
      call("PUT", "/office/settings", { judges_named_on_sheets: value }, token);
    const event = await portalEvent();
    const owner = await memberWithCar();
    const registrationId = await register(event.id, owner);
    const judge = await newJudge();
    const setup = await setUp(
      event.id,
      setupOf(
        [{ class_code: "A", leader_id: judge.id, judge_ids: [judge.id] }],
        [{ registration_id: registrationId, class_code: "A" }],
      ),
    );
    await saveSheet(setup.entries[0]?.id as number, judge.token, { deductions: { Paint: 3 } });
    expect((await call("POST", `/office/events/${event.id}/judging/tabulate`)).statusCode).toBe(200);
    expect((await call("POST", `/office/events/${event.id}/judging/publish`)).statusCode).toBe(200);
    const judgesRead = async () =>
      (await call("GET", `/registrations/${registrationId}/score_sheets`, undefined, owner.token))
        .json()
        .sheets.map((sheet: { judge: string | null }) => sheet.judge);

    expect(await judgesRead()).toEqual([null]);
    expect((await setting(true, staff)).statusCode).toBe(403);
    const refused = await setting("yes", admin);
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().errors)).toEqual(["judgesNamedOnSheets"]);
    expect(await judgesRead()).toEqual([null]);

    const chosen = await setting(true, admin);
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json().judgesNamedOnSheets).toBe(true);
    expect(await judgesRead()).toEqual([`Judith ${judge.member.lastName}`]);
    await setting(false, admin);
  });
});
