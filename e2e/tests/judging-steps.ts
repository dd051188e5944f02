import type { APIRequestContext } from "@playwright/test";
import { expect } from "./fixtures.ts";
import { officeAuthorization } from "./portal-event-steps.ts";

// Issue 29: what the judging journey sets up through the API: the office's roster, a meet's setup, its tabulation
// and publishing (the office's judging screens have journeys of their own), and the sheets of the judges who do not
// score in the browser.

/** A member's id as the office's member search finds it by e-mail. */
async function memberIdOf(request: APIRequestContext, email: string): Promise<number> {
  const response = await request.get(`/api/v1/office/members?q=${encodeURIComponent(email)}`, {
    headers: await officeAuthorization(request),
  });
  expect(response.status(), await response.text()).toBe(200);
  const { results } = (await response.json()) as { results: { id: number; email: string }[] };
  const found = results.find((member) => member.email === email);
  expect(found, `a member with the e-mail ${email}`).toBeDefined();
  return (found as NonNullable<typeof found>).id;
}

/** The member put on the judges' roster by the office; their id on it. */
export async function putOnRoster(request: APIRequestContext, email: string): Promise<number> {
  const response = await request.post("/api/v1/office/judges", {
    headers: await officeAuthorization(request),
    data: { member_id: await memberIdOf(request, email), level: "judge" },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

/**
 * The meet's judging on the club's 100-point form: one class (A, Open Classic, in the Classic division) with First
 * at 90 and Second at 80, the judges as its team (the first leads it), and the registrations' cars as its entries.
 * The entries' ids, as the judges' sheets name them.
 */
export async function setUpJudging(
  request: APIRequestContext,
  eventId: number,
  { registrationIds, judgeIds }: { registrationIds: number[]; judgeIds: number[] },
): Promise<number[]> {
  const response = await request.put(`/api/v1/office/events/${eventId}/judging`, {
    headers: await officeAuthorization(request),
    data: {
      classes: [{ code: "A", name: "Open Classic", division: "Classic" }],
      thresholds: [
        { division: "Classic", award: "First", min_score: 90 },
        { division: "Classic", award: "Second", min_score: 80 },
      ],
      teams: [{ class_code: "A", leader_id: judgeIds[0], judge_ids: judgeIds }],
      entries: registrationIds.map((id) => ({ registration_id: id, class_code: "A" })),
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  const { entries } = (await response.json()) as { entries: { id: number }[] };
  return entries.map((entry) => entry.id);
}

/** A judge's sheet for the entry, sent as the judging page sends it; the reply, for its status. */
export function sendSheet(
  request: APIRequestContext,
  judge: { authorization: string },
  entryId: number,
  deductions: Record<string, number>,
) {
  return request.put(`/api/v1/judging/sheets/${entryId}`, {
    headers: { Authorization: judge.authorization },
    data: { deductions, notes: null, disqualified_by: null },
  });
}

/** The office tabulates the meet's sheets and publishes the results; the one entry's result. */
export async function tabulateAndPublish(request: APIRequestContext, eventId: number) {
  const headers = await officeAuthorization(request);
  const tabulated = await request.post(`/api/v1/office/events/${eventId}/judging/tabulate`, { headers });
  expect(tabulated.status(), await tabulated.text()).toBe(200);
  const [result] = (await tabulated.json()) as {
    score: number | null;
    award: string | null;
    method: string;
  }[];
  const published = await request.post(`/api/v1/office/events/${eventId}/judging/publish`, { headers });
  expect(published.status(), await published.text()).toBe(200);
  return result;
}
