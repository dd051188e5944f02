import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createDirectoryMember, createStaff, createTerm, signIn } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { daysFrom, yearEnd } from "../../test/test-clock.ts";

// Issue 42: every regional operation against every kind of caller, in one table: the national office, a region's
// officer during their term, before it and after it, another region's officer, and a member. A term's days decide,
// not an appointment that outlives them. Each officer holds the region's director's and treasurer's offices for the
// same days: the treasurer's reads the region's money, which no other office does; the director's writes its news.
// Zones are the office's; a zone's director (of a zone holding GI) reads the region as its officers do, and its
// money, but proposes no officer and writes no news.

const callers = ["office", "zoneOfficer", "current", "before", "after", "otherRegion", "member"] as const;
type Caller = (typeof callers)[number];

let t: TestApp;
const tokens = {} as Record<Caller, string>;
let treasurerOfficeId: number;
let membershipChairId: number;
let candidateNo: number;
let zoneId: number;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const inGI = [{ code: "GI", duesExpire: yearEnd(t.clock.now) }];
  const member = async (lastName: string) => {
    const created = await createDirectoryMember(db, {
      member: { firstName: "Matrix", lastName },
      regions: inGI,
    });
    return { ...created, token: await signIn(t.app, created.email) };
  };
  const current = await member("Current");
  const before = await member("Before");
  const after = await member("After");
  const otherRegion = await member("Upper");
  const plain = await member("Plain");
  candidateNo = plain.memberNo;
  await createTerm(db, { memberId: current.id, regionCode: "GI", officeKey: "director" });
  await createTerm(db, {
    memberId: before.id,
    regionCode: "GI",
    officeKey: "director",
    startsOn: daysFrom(t.clock.now, 1),
  });
  await createTerm(db, {
    memberId: after.id,
    regionCode: "GI",
    officeKey: "director",
    startsOn: daysFrom(t.clock.now, -400),
    endsOn: daysFrom(t.clock.now, -1),
  });
  await createTerm(db, { memberId: otherRegion.id, regionCode: "UM", officeKey: "director" });
  await createTerm(db, { memberId: current.id, regionCode: "GI", officeKey: "treasurer" });
  await createTerm(db, {
    memberId: before.id,
    regionCode: "GI",
    officeKey: "treasurer",
    startsOn: daysFrom(t.clock.now, 1),
  });
  await createTerm(db, {
    memberId: after.id,
    regionCode: "GI",
    officeKey: "treasurer",
    startsOn: daysFrom(t.clock.now, -400),
    endsOn: daysFrom(t.clock.now, -1),
  });
  await createTerm(db, { memberId: otherRegion.id, regionCode: "UM", officeKey: "treasurer" });
  const office = await createStaff(db, "office_admin");
  Object.assign(tokens, {
    office: await signIn(t.app, office.email),
    current: current.token,
    before: before.token,
    after: after.token,
    otherRegion: otherRegion.token,
    member: plain.token,
  });
  const offices = (
    await t.app.inject({ url: "/api/v1/office/regional-offices", headers: bearer(tokens.office) })
  ).json() as { id: number; key: string }[];
  treasurerOfficeId = offices.find((office) => office.key === "treasurer")?.id as number;
  membershipChairId = offices.find((office) => office.key === "membership_chair")?.id as number;
  const asOffice = (url: string, payload: object) =>
    t.app.inject({ method: "POST", url: `/api/v1/office${url}`, headers: bearer(tokens.office), payload });
  zoneId = (await asOffice("/zones", { name: "Matrix Lakes", regions: ["GI"] })).json().id;
  const zoneOfficer = await member("Zonal");
  const appointed = await asOffice(`/zones/${zoneId}/terms`, {
    member_no: zoneOfficer.memberNo,
    office_id: offices.find((office) => office.key === "director")?.id,
    ends_on: null,
    reason: "Elected by the zone",
  });
  expect(appointed.statusCode, appointed.body).toBe(201);
  tokens.zoneOfficer = zoneOfficer.token;
});
afterAll(() => t.close());

interface Operation {
  method: "GET" | "POST";
  url: string;
  body?: () => object;
  /** The callers who may; every other caller is refused (403). */
  allowed: Caller[];
}

const proposal = () => ({
  member_no: candidateNo,
  office_id: treasurerOfficeId,
  starts_on: daysFrom(t.clock.now, 30),
});
const operations: Record<string, Operation> = {
  "the region's report": {
    method: "GET",
    url: "/regional_administrators/report?region=GI&filter_option=all_members&export_selection=mailing_list",
    allowed: ["zoneOfficer", "current"],
  },
  "the region's dashboard": {
    method: "GET",
    url: "/regional_administrators/dashboard?region=GI",
    allowed: ["zoneOfficer", "current"],
  },
  // Whoever reads every region of the zone (here one) reads its roll-up: the zone's officer, and GI's own.
  "the zone's dashboard": {
    method: "GET",
    url: "/regional_administrators/dashboard?zone=ZONE",
    allowed: ["zoneOfficer", "current"],
  },
  "the region's members by status": {
    method: "GET",
    url: "/members/search?region=GI&regional_member_status=all_members",
    allowed: ["zoneOfficer", "current"],
  },
  "a proposal of an officer": {
    method: "POST",
    url: "/regions/GI/officer-proposals",
    body: proposal,
    allowed: ["current"],
  },
  // The region's news is its editor's (a director here); the office writes announcements, not a region's news.
  "the region's posts for its editor": {
    method: "GET",
    url: "/regional_administrators/regions/GI/posts",
    allowed: ["current"],
  },
  "a news post": {
    method: "POST",
    url: "/regional_administrators/regions/GI/posts",
    body: () => ({ title: "Matrix news", body: "From the matrix." }),
    allowed: ["current"],
  },
  "the region's newsletters": {
    method: "GET",
    url: "/regional_administrators/regions/GI/newsletters",
    allowed: ["current"],
  },
  "a newsletter's draft": {
    method: "POST",
    url: "/regional_administrators/regions/GI/newsletters",
    body: () => ({ subject: "Matrix newsletter", body: "From the matrix." }),
    allowed: ["current"],
  },
  "the region's terms": { method: "GET", url: "/office/regions/GI/terms", allowed: ["office"] },
  "an appointment": {
    method: "POST",
    url: "/office/regions/GI/terms",
    body: () => ({ ...proposal(), office_id: membershipChairId }),
    allowed: ["office"],
  },
  "the region's statement": {
    method: "GET",
    url: "/office/regions/GI/statement?from=2000-01-01&to=2099-12-31",
    allowed: ["office", "zoneOfficer", "current"],
  },
  "the region's statement as CSV": {
    method: "GET",
    url: "/office/regions/GI/statement.csv?from=2000-01-01&to=2099-12-31",
    allowed: ["office", "zoneOfficer", "current"],
  },
  "the region's statement as PDF": {
    method: "GET",
    url: "/office/regions/GI/statement.pdf?from=2000-01-01&to=2099-12-31",
    allowed: ["office", "zoneOfficer", "current"],
  },
  // The zone holds GI only: GI's treasurer reads every region's money of it, as the zone's director does.
  "the zone's statement": {
    method: "GET",
    url: "/office/zones/ZONE/statement?from=2000-01-01&to=2099-12-31",
    allowed: ["office", "zoneOfficer", "current"],
  },
  "a remittance to the region": {
    method: "POST",
    url: "/office/regions/GI/remittances",
    body: () => ({ amount: 100, sent_on: daysFrom(t.clock.now, -1), reference: "Matrix 1" }),
    allowed: ["office"],
  },
  "the reconciliation": { method: "GET", url: "/office/reconciliation", allowed: ["office"] },
  "the zones": { method: "GET", url: "/office/zones", allowed: ["office"] },
  "a zone's officers": { method: "GET", url: "/office/zones/ZONE/terms", allowed: ["office"] },
  "a new zone": {
    method: "POST",
    url: "/office/zones",
    body: () => ({ name: "Matrix Zone", regions: ["AZ"] }),
    allowed: ["office"],
  },
};

describe("who may do what in a region (the access matrix)", () => {
  for (const [name, operation] of Object.entries(operations)) {
    it(`${name}: ${operation.allowed.join(", ")} and no one else`, async () => {
      const answers = {} as Record<Caller, number>;
      // The refused first: an allowed proposal or appointment is made once, last (a second would overlap its days).
      const inTurn = [...callers].sort(
        (a, b) => Number(operation.allowed.includes(a)) - Number(operation.allowed.includes(b)),
      );
      for (const caller of inTurn) {
        const response = await t.app.inject({
          method: operation.method,
          url: `/api/v1${operation.url.replace("ZONE", String(zoneId))}`,
          headers: bearer(tokens[caller]),
          payload: operation.body?.(),
        });
        answers[caller] = response.statusCode;
      }
      const expected = Object.fromEntries(
        callers.map((caller) => [
          caller,
          operation.allowed.includes(caller) ? (operation.method === "POST" ? 201 : 200) : 403,
        ]),
      );
      expect(answers).toEqual(expected);
    });
  }

  it("lets anyone read the region's officers, the signed-out too, and only the current ones", async () => {
    const response = await t.app.inject({ url: "/api/v1/regions/GI/officers" });
    expect(response.statusCode).toBe(200);
    const names = (response.json() as { officers: { name: string }[] }).officers.map(
      (officer) => officer.name,
    );
    expect(names).toContain("Matrix Current");
    expect(names).not.toContain("Matrix Before");
    expect(names).not.toContain("Matrix After");
  });
});
