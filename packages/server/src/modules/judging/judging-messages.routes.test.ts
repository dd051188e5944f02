import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStaff, signIn } from "../../test/factories.ts";
import { judgedMeetSteps } from "../../test/judged-meet.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

// Issue 40: every message a person can read in a judging reply is written in words. The set-up form showed zod's own
// "Too small: expected array to have >=1 items"; each body schema of the judging routes now names its fault, and this
// walks them with bad bodies (missing, of the wrong type, empty, too long) and fails on any of zod's default texts.

let t: TestApp;
let staff: string;

beforeAll(async () => {
  t = await createTestApp();
  staff = await signIn(t.app, (await createStaff(t.database.db, "office_admin")).email);
});
afterAll(() => t.close());

const { portalEvent, newJudge } = judgedMeetSteps(() => ({ t, staff }));

/** zod's own wording (v4's defaults and v3's), which reads as a programmer's note to a member. */
const zodDefault =
  /^(Too small|Too big|Invalid|Expected|Required|Unrecognized)|expected \w+ to (have|be)|[<>]=|received \w+|Invalid (input|option|type)/;

const classes = [{ code: "A", name: "Open Classic", division: "Classic" }];

const badSetups: unknown[] = [
  {},
  { classes: "A" },
  { classes: [1] },
  { classes: [{}] },
  { classes: [{ code: 5, name: null, division: [] }] },
  { classes, form: "club" },
  { classes, form: { categories: [] } },
  { classes, form: { categories: "Paint" } },
  { classes, form: { categories: [{}] } },
  { classes, form: { categories: [{ name: "Paint", max: "ten" }] } },
  { classes, thresholds: "First" },
  { classes, thresholds: [{}] },
  { classes, thresholds: [{ division: "Classic", award: "First", min_score: "90", makes_senior: "yes" }] },
  { classes, teams: "A" },
  { classes, teams: [1] },
  { classes, teams: [{}] },
  { classes, teams: [{ class_code: "A", leader_id: "one", judge_ids: [] }] },
  { classes, teams: [{ class_code: "A", leader_id: 1, judge_ids: "1" }] },
  { classes, teams: [{ class_code: "A", leader_id: 1, judge_ids: [1, 2, 3, 4, 5, 6, 7, 8, 9] }] },
  { classes, entries: "all" },
  { classes, entries: [{}] },
  { classes, entries: [{ registration_id: -1, class_code: 5 }] },
  { classes, tabulation: "median" },
  { classes, tabulation: { fewer_sheets: "mode", spread_limit: "ten" } },
  [],
];

const badJudges: unknown[] = [
  {},
  { member_id: "one", level: 5, seminars: "Hershey" },
  { member_id: 1, level: "judge", seminars: [1] },
  { member_id: 1, level: "judge", seminars: [{}] },
  { member_id: 1, level: "judge", seminars: [{ name: "Hershey", date: "spring" }] },
  {
    member_id: 1,
    level: "judge",
    seminars: Array.from({ length: 101 }, () => ({ name: "S", date: "2026-01-01" })),
  },
];

const badSheets: unknown[] = [
  {},
  { deductions: "Paint" },
  { deductions: { Paint: "three" } },
  { deductions: { ["x".repeat(61)]: 1 } },
  { deductions: {}, notes: 5, disqualified_by: 5 },
  { deductions: {}, notes: "x".repeat(4001), disqualified_by: "x".repeat(201) },
];

const badWithdrawals: unknown[] = [{}, { reason: 5 }, { reason: "" }, { reason: "x".repeat(501) }];

function messagesOf(body: { errors?: Record<string, string[]> }): string[] {
  return Object.values(body.errors ?? {}).flat();
}

describe("the judging routes' validation messages", () => {
  it("are in words for every bad body, never zod's defaults", async () => {
    const event = await portalEvent();
    const judge = await newJudge();
    const routes: [string, string, unknown[], string][] = [
      ["PUT", `/office/events/${event.id}/judging`, badSetups, staff],
      ["POST", "/office/judges", badJudges, staff],
      ["PUT", `/office/judges/${judge.id}`, badJudges, staff],
      ["PUT", "/judging/sheets/1", badSheets, judge.token],
      ["POST", `/office/events/${event.id}/judging/withdraw`, badWithdrawals, staff],
    ];
    for (const [method, url, bodies, token] of routes)
      for (const body of bodies) {
        const reply = await t.app.inject({
          method: method as "PUT" | "POST",
          url: `/api/v1${url}`,
          headers: { authorization: `Bearer ${token}` },
          payload: body as object,
        });
        const what = `${method} ${url} ${JSON.stringify(body).slice(0, 120)}`;
        expect([400, 422], what).toContain(reply.statusCode);
        const messages = messagesOf(reply.json());
        expect(messages.length, what).toBeGreaterThan(0);
        for (const message of messages) expect(message, what).not.toMatch(zodDefault);
      }
  });
});
