import { type APIRequestContext, expect } from "@playwright/test";
import { demoPassword } from "./support.ts";

// Issue 42's journeys: the office's API signed in as the demo office account, and officers appointed through it.

/** The demo office account's Authorization header. */
export async function officeHeaders(request: APIRequestContext) {
  const login = await request.post("/api/v1/members/login", {
    data: { member: { email: "office@example.org", password: demoPassword, remember_me: false } },
  });
  return { Authorization: login.headers().authorization as string };
}

/**
 * The office makes the member the holder of the office `officeKey` of a region (by code) or a zone (by id), from
 * today (the server's day: the portal's clock starts on its own day in these journeys) with no last day.
 */
export async function appointOfficer(
  request: APIRequestContext,
  place: { region: string } | { zone: number },
  memberNo: number,
  officeKey: string,
) {
  const office = await officeHeaders(request);
  const offices = (await (
    await request.get("/api/v1/office/regional-offices", { headers: office })
  ).json()) as { id: number; key: string | null }[];
  const terms =
    "region" in place
      ? `/api/v1/office/regions/${place.region}/terms`
      : `/api/v1/office/zones/${place.zone}/terms`;
  const appointed = await request.post(terms, {
    headers: office,
    data: {
      member_no: memberNo,
      office_id: offices.find((candidate) => candidate.key === officeKey)?.id,
      ends_on: null,
    },
  });
  expect(appointed.status(), await appointed.text()).toBe(201);
}
