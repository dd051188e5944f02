import type { Standing } from "@club/domain/standing.rules";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AppError } from "../../lib/app-error.ts";
import { bearer, createDirectoryMember, createStaff, signIn } from "../../test/factories.ts";
import { jobContextOn } from "../../test/job-context.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import type { SessionContext } from "../auth/auth.service.ts";
import { administeredRegions, requireRegionAdministrator } from "./administered-regions.ts";

// Issue 23: a regional administrator keeps their pages whatever their own dues (docs/decisions.md; a lapsed one is
// tested in search/directory-access.routes.test.ts), but not once the office closed their account.

let t: TestApp;
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp();
  adminToken = await signIn(t.app, (await createStaff(t.database.db, "office_admin")).email);
});
afterAll(() => t.close());

const get = (url: string, token: string) => t.app.inject({ url: `/api/v1${url}`, headers: bearer(token) });
const exportPath =
  "/regional_administrators/report?region=GI&filter_option=all_members&export_selection=mailing_list";

describe("a regional administrator the office marked resigned", () => {
  it("is refused the export, the dashboard and the region's search from the session they had open", async () => {
    const admin = await createDirectoryMember(t.database.db, {
      member: { lastName: "Outgoing" },
      regions: [{ code: "GI", duesExpire: "2099-12-31" }],
      administers: ["GI"],
    });
    const token = await signIn(t.app, admin.email);
    expect((await get(exportPath, token)).statusCode).toBe(200);

    const resigned = await t.app.inject({
      method: "POST",
      url: `/api/v1/office/members/${admin.id}/membership`,
      payload: { action: "mark_resigned", reason: "Stepped down and left the club" },
      headers: bearer(adminToken),
    });
    expect(resigned.statusCode, resigned.body).toBe(200);

    expect((await get(exportPath, token)).statusCode).toBe(401);
    expect((await get("/regional_administrators/dashboard?region=GI", token)).statusCode).toBe(401);
    expect(
      (await get("/members/search?region=GI&regional_member_status=all_members", token)).statusCode,
    ).toBe(401);
  });
});

describe("the regional administrator's policy", () => {
  let adminId: number;
  beforeAll(async () => {
    adminId = (await createDirectoryMember(t.database.db, { administers: ["GI"] })).id;
  });

  const sessionOf = (standing: Standing): SessionContext => ({
    sessionId: 1,
    memberId: adminId,
    tokenHash: "",
    scope: "full",
    standing,
    officeRole: null,
    twoFactor: { enrolled: false, verified: false },
  });
  const context = () => jobContextOn(t.database.db, t.clock);

  it("keeps the regions of an administrator whose dues lapsed, and gives none to a closed account", async () => {
    expect(await administeredRegions(context(), sessionOf("lapsed"))).toEqual(["GI"]);
    for (const standing of ["deceased", "resigned", "merged"] as const)
      expect(await administeredRegions(context(), sessionOf(standing))).toEqual([]);
  });

  it("refuses a resigned administrator's export of the region they still hold (403)", async () => {
    await expect(requireRegionAdministrator(context(), sessionOf("active"), "GI")).resolves.toBeUndefined();
    const refusal = await requireRegionAdministrator(context(), sessionOf("resigned"), "GI").catch(
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({ code: "forbidden", statusCode: 403 });
  });
});
