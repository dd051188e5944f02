import { directoryMessages } from "@club/domain/messages";
import type { Standing } from "@club/domain/standing.rules";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { AppError } from "../../lib/app-error.ts";
import { bearer, createDirectoryMember, joinPayload, signIn } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import type { SessionContext } from "../auth/auth.service.ts";
import { members } from "../members/members.schema.ts";
import { nationalMemberships } from "../memberships/memberships.schema.ts";
import { nationalPlans } from "../plans/plans.schema.ts";
import { authorize } from "../policy/policy.ts";

// The directory is for members in good standing (docs/decisions.md); today is 2026-11-21 on the test clock.

let t: TestApp;
let listedMemberNo: number;
let listedCarId: number;
const startOfTest = new Date("2026-11-21T12:00:00Z");

beforeAll(async () => {
  t = await createTestApp();
  const listed = await createDirectoryMember(t.database.db, {
    member: { firstName: "Walter", lastName: "Listed" },
    cars: [{ year: 1934, make: "Packard", model: "Twelve" }],
  });
  listedMemberNo = listed.memberNo;
  const token = await signIn(t.app, listed.email);
  const cars = await t.app.inject({ url: "/api/v1/vehicles/search?model=twelve", headers: bearer(token) });
  listedCarId = cars.json().results[0].id;
});
afterEach(() => {
  t.clock.now = startOfTest;
});
afterAll(() => t.close());

/** Every directory endpoint, as a signed-in member calls it. */
function directoryCalls(token: string) {
  const get = (url: string) => t.app.inject({ url: `/api/v1${url}`, headers: bearer(token) });
  return {
    "member search": () => get("/members/search?last_name=listed"),
    "member detail": () => get(`/members/${listedMemberNo}/search_profile`),
    "car search": () => get("/vehicles/search?model=twelve"),
    "car detail": () => get(`/vehicles/${listedCarId}/search_profile`),
  };
}

async function statuses(token: string) {
  const calls = Object.entries(directoryCalls(token));
  return Object.fromEntries(
    await Promise.all(calls.map(async ([name, call]) => [name, (await call()).statusCode] as const)),
  );
}

async function expectRefused(token: string, message: string) {
  for (const [name, call] of Object.entries(directoryCalls(token))) {
    const response = await call();
    expect(response.statusCode, name).toBe(403);
    expect(response.json(), name).toEqual({ errors: { membership: [message] } });
  }
}

const allOk = { "member search": 200, "member detail": 200, "car search": 200, "car detail": 200 };

async function standingOf(token: string) {
  const response = await t.app.inject({ url: "/api/v1/members/membership_details", headers: bearer(token) });
  return response.json().standing;
}

async function planId(title: string) {
  const [plan] = await t.database.db.select().from(nationalPlans).where(eq(nationalPlans.title, title));
  return plan?.id as number;
}

describe("the directory refuses a member not in good standing", () => {
  it("refuses a joiner whose invoice is still open, saying the dues are unpaid", async () => {
    const payload = joinPayload({ national_plan: await planId("Active Member (USA)") });
    const joined = await t.app.inject({ method: "POST", url: "/api/v1/members", payload });
    expect(joined.statusCode).toBe(201);
    const token = await signIn(t.app, payload.member.email, payload.member.password);

    await expectRefused(token, directoryMessages.unpaid);
    expect(await standingOf(token)).toBe("unpaid");
  });

  it("refuses a member whose dues expired, saying the membership lapsed", async () => {
    const lapsed = await createDirectoryMember(t.database.db, { duesExpire: "2025-12-31" });
    const token = await signIn(t.app, lapsed.email);

    await expectRefused(token, directoryMessages.lapsed);
    expect(await standingOf(token)).toBe("lapsed");
  });

  it("lets a member in through the last day of their dues, and refuses them the day after", async () => {
    const member = await createDirectoryMember(t.database.db, { duesExpire: "2026-12-31" });
    t.clock.now = new Date("2026-12-31T23:59:00Z");
    const token = await signIn(t.app, member.email);

    expect(await statuses(token)).toEqual(allOk);
    expect(await standingOf(token)).toBe("active");

    t.clock.now = new Date("2027-01-01T00:01:00Z");
    await expectRefused(token, directoryMessages.lapsed);
    expect(await standingOf(token)).toBe("lapsed");
  });
});

describe("the directory is open to members in good standing", () => {
  it("lets an active member use every directory page", async () => {
    const member = await createDirectoryMember(t.database.db);
    const token = await signIn(t.app, member.email);
    expect(await statuses(token)).toEqual(allOk);
    expect(await standingOf(token)).toBe("active");
  });

  it("lets a lifetime member in whatever their dues date says", async () => {
    const life = await createDirectoryMember(t.database.db, { duesExpire: "2000-12-31" });
    await t.database.db
      .update(nationalMemberships)
      .set({ nationalPlanId: await planId("LIFE Member (USA)") })
      .where(eq(nationalMemberships.memberId, life.id));
    const token = await signIn(t.app, life.email);
    expect(await statuses(token)).toEqual(allOk);
    expect(await standingOf(token)).toBe("active");
  });
});

describe("a regional administrator whose own membership lapsed", () => {
  let token: string;
  beforeAll(async () => {
    const admin = await createDirectoryMember(t.database.db, {
      member: { firstName: "Lapsed", lastName: "Administrator" },
      duesExpire: "2025-12-31",
      regions: [{ code: "GI", duesExpire: "2025-12-31" }],
      administers: ["GI"],
    });
    token = await signIn(t.app, admin.email);
  });
  const get = (url: string) => t.app.inject({ url: `/api/v1${url}`, headers: bearer(token) });

  it("keeps the administrator's member search and reports of their region", async () => {
    const search = await get("/members/search?region=GI&regional_member_status=all_members");
    expect(search.statusCode).toBe(200);
    expect(search.json().results.map((r: { lastName: string }) => r.lastName)).toContain("Administrator");
    const report = await get(
      "/regional_administrators/report?region=GI&filter_option=all_members&export_selection=mailing_list",
    );
    expect(report.statusCode).toBe(200);
    expect(report.headers["content-type"]).toMatch(/^text\/csv/);
    expect((await get("/regional_administrators/available_regions")).statusCode).toBe(200);
  });

  it("is refused the directory itself like any lapsed member", async () => {
    await expectRefused(token, directoryMessages.lapsed);
  });
});

describe("accounts the office closed (issue 23)", () => {
  it("lose the directory with their session as soon as the office marks them resigned or deceased", async () => {
    for (const closing of [{ resignedOn: "2026-11-20" }, { deceasedOn: "2026-11-20" }]) {
      const member = await createDirectoryMember(t.database.db);
      const token = await signIn(t.app, member.email);
      expect(await statuses(token)).toEqual(allOk);
      await t.database.db.update(members).set(closing).where(eq(members.id, member.id));
      expect(await statuses(token)).toEqual({
        "member search": 401,
        "member detail": 401,
        "car search": 401,
        "car detail": 401,
      });
    }
  });

  /** The policy's refusal for a session of this standing: its error code, or null when it lets them in. */
  function refusalFor(standing: Standing) {
    const session: SessionContext = {
      sessionId: 1,
      memberId: 1,
      tokenHash: "",
      scope: "full",
      standing,
      officeRole: null,
      twoFactor: { enrolled: false, verified: false },
    };
    try {
      authorize(session, "useDirectory");
      return null;
    } catch (error) {
      return error instanceof AppError ? error.code : error;
    }
  }

  it("are refused by the policy itself, never told to renew; a complimentary year lets a member in", () => {
    expect(refusalFor("deceased")).toBe("forbidden");
    expect(refusalFor("resigned")).toBe("forbidden");
    expect(refusalFor("merged")).toBe("forbidden");
    expect(refusalFor("lapsed")).toBe("membership_lapsed");
    expect(refusalFor("unpaid_joiner")).toBe("membership_unpaid");
    expect(refusalFor("complimentary")).toBeNull();
    expect(refusalFor("lifetime")).toBeNull();
  });
});
