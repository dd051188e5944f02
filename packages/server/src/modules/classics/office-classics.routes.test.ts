import { classicMessages } from "@club/domain/classics.schema";
import { officeMessages } from "@club/domain/office.schema";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createDirectoryMember, signIn, signInEachRole } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { makes } from "../makes/makes.schema.ts";
import { vehicles } from "../vehicles/vehicles.schema.ts";

// Issue 27: the office keeps the Full Classic list and decides the members' petitions; the car approvals queue
// names the entry each car is on.

let t: TestApp;
let ids: Awaited<ReturnType<typeof signInEachRole>>["ids"];
let tokens: Awaited<ReturnType<typeof signInEachRole>>["tokens"];
let makeIds: Record<"packard" | "lincoln" | "auburn" | "cadillac" | "cord", number>;
let sequence = 0;

beforeAll(async () => {
  t = await createTestApp();
  ({ ids, tokens } = await signInEachRole(t.app, t.database.db));
  const makeId = async (name: string) =>
    (await t.database.db.select().from(makes).where(eq(makes.name, name)))[0]?.id as number;
  makeIds = {
    packard: await makeId("Packard"),
    lincoln: await makeId("Lincoln"),
    auburn: await makeId("Auburn"),
    cadillac: await makeId("Cadillac"),
    cord: await makeId("Cord"),
  };
});
afterAll(() => t.close());

type Method = "GET" | "POST" | "PUT" | "DELETE";
const call = (method: Method, url: string, payload?: object, token = tokens.admin) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: token ? bearer(token) : {}, payload });

/** An entry as the office's form sends it (snake_case): a series of its own unless told. */
function entryBody(changes: Record<string, unknown> = {}) {
  sequence += 1;
  return {
    make_id: makeIds.packard,
    series: `Series ${sequence}`,
    first_year: 1930,
    last_year: 1934,
    notes: null,
    ...changes,
  };
}

async function addEntry(changes: Record<string, unknown> = {}) {
  const reply = await call("POST", "/office/classics", entryBody(changes));
  expect(reply.statusCode, reply.body).toBe(201);
  return reply.json() as { id: number; series: string | null; make: string };
}

/** A petition sent by a member of its own; its id and the member. */
async function petitionFrom(changes: Record<string, unknown> = {}) {
  sequence += 1;
  const member = await createDirectoryMember(t.database.db, {
    member: { firstName: "Ruth", lastName: `Petitioner${sequence}` },
  });
  const token = await signIn(t.app, member.email);
  const reply = await call(
    "POST",
    "/classics/petitions",
    {
      make_id: makeIds.auburn,
      model: "852 Speedster",
      first_year: 1935,
      last_year: 1936,
      evidence: "A plaque certifying 100 mph.",
      ...changes,
    },
    token,
  );
  expect(reply.statusCode, reply.body).toBe(201);
  return { petition: reply.json() as { id: number }, member, token };
}

const trail = async () =>
  (await call("GET", `/office/audit?actor_id=${ids.admin}`)).json().results as {
    action: string;
    memberId: number | null;
    reason: string | null;
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
  }[];

const publicList = async () =>
  (await t.app.inject({ url: "/api/v1/classics" })).json() as { id: number; series: string | null }[];

describe("the office's Full Classic routes are for office roles, changes for administrators", () => {
  const changes = [
    ["POST", "/office/classics"],
    ["PUT", "/office/classics/1"],
    ["DELETE", "/office/classics/1"],
    ["POST", "/office/classics/petitions/1/approve"],
    ["POST", "/office/classics/petitions/1/reject"],
  ] as const;
  const reads = [
    ["GET", "/office/classics"],
    ["GET", "/office/classics/petitions"],
  ] as const;

  it.each([...changes, ...reads])(
    "%s %s: 401 without a token, 403 for a member and a regional administrator",
    async (method, url) => {
      const body = method === "GET" || method === "DELETE" ? undefined : { ...entryBody(), reason: "Why" };
      expect((await call(method, url, body, "")).statusCode).toBe(401);
      expect((await call(method, url, body, tokens.member)).statusCode).toBe(403);
      expect((await call(method, url, body, tokens.regionalAdmin)).statusCode).toBe(403);
    },
  );

  it.each(changes)("%s %s: 403 for office staff", async (method, url) => {
    const body = method === "DELETE" ? undefined : { ...entryBody(), reason: "Why" };
    const reply = await call(method, url, body, tokens.staff);
    expect(reply.statusCode).toBe(403);
  });

  it.each(reads)("%s %s: office staff read it", async (method, url) => {
    expect((await call(method, url, undefined, tokens.staff)).statusCode).toBe(200);
  });

  it("tells the office session who may change the list", async () => {
    expect((await call("GET", "/office/session", undefined, tokens.staff)).json().policies).toMatchObject({
      manageClassics: false,
      reviewVehicles: true,
    });
    expect((await call("GET", "/office/session")).json().policies.manageClassics).toBe(true);
  });
});

describe("POST /api/v1/office/classics", () => {
  it("adds an entry members then see, in the audit trail", async () => {
    const reply = await call(
      "POST",
      "/office/classics",
      entryBody({
        make_id: makeIds.cord,
        series: "  ",
        first_year: 1929,
        last_year: 1937,
        notes: " L-29, 810, 812 ",
      }),
    );
    expect(reply.statusCode).toBe(201);
    const entry = reply.json();
    expect(entry).toEqual({
      id: expect.any(Number),
      makeId: makeIds.cord,
      make: "Cord",
      series: null,
      firstYear: 1929,
      lastYear: 1937,
      notes: "L-29, 810, 812",
    });
    expect(await publicList()).toContainEqual(entry);
    expect((await trail())[0]).toEqual(
      expect.objectContaining({
        action: "classic_added",
        memberId: null,
        before: null,
        after: {
          classicId: entry.id,
          make: "Cord",
          series: null,
          firstYear: 1929,
          lastYear: 1937,
          notes: "L-29, 810, 812",
        },
      }),
    );
  });

  it.each([
    ["a make by name", { make_id: "packard" }, "makeId", classicMessages.makeRequired],
    ["a year before the club's", { first_year: 1900 }, "firstYear", classicMessages.yearRange],
    ["no last year", { last_year: null }, "lastYear", classicMessages.lastYearRequired],
    ["a series of 101 characters", { series: "s".repeat(101) }, "series", classicMessages.seriesTooLong],
    ["notes of 1001 characters", { notes: "n".repeat(1001) }, "notes", classicMessages.notesTooLong],
  ])("refuses %s with 400 naming the field", async (_case, changes, field, message) => {
    const reply = await call("POST", "/office/classics", entryBody(changes));
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({ errors: { [field]: [message] } });
  });

  it("refuses an unknown make and years out of order with 422 naming the field, and adds nothing", async () => {
    const before = await trail();
    const unknown = await call("POST", "/office/classics", entryBody({ make_id: 999_999 }));
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toEqual({ errors: { makeId: [classicMessages.makeUnknown] } });
    const backwards = await call(
      "POST",
      "/office/classics",
      entryBody({ first_year: 1940, last_year: 1930 }),
    );
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json()).toEqual({ errors: { lastYear: [classicMessages.lastYearBeforeFirst] } });
    expect(await trail()).toEqual(before);
  });
});

describe("PUT /api/v1/office/classics/:id", () => {
  it("replaces the entry; the trail keeps the fields that changed, before and after", async () => {
    const entry = await addEntry({ series: "Super Eight" });
    const body = entryBody({ series: "Custom Super Eight", last_year: 1942 });
    const reply = await call("PUT", `/office/classics/${entry.id}`, body);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({ id: entry.id, series: "Custom Super Eight", lastYear: 1942 });
    const [change] = await trail();
    expect(change).toMatchObject({
      action: "classic_changed",
      memberId: null,
      before: { classicId: entry.id, series: "Super Eight", lastYear: 1934 },
      after: { classicId: entry.id, series: "Custom Super Eight", lastYear: 1942 },
    });
    expect(change?.after).not.toHaveProperty("make");

    // The same again changes nothing, and writes nothing to the trail.
    expect((await call("PUT", `/office/classics/${entry.id}`, body)).statusCode).toBe(200);
    expect((await trail())[0]).toEqual(change);
  });

  it("answers 404 for no such entry, 400 for a bad id or body, 422 for years out of order", async () => {
    const entry = await addEntry();
    expect((await call("PUT", "/office/classics/999999", entryBody())).statusCode).toBe(404);
    const badId = await call("PUT", "/office/classics/abc", entryBody());
    expect(badId.statusCode).toBe(400);
    expect(Object.keys(badId.json().errors)).toEqual(["id"]);
    const badBody = await call("PUT", `/office/classics/${entry.id}`, entryBody({ first_year: "soon" }));
    expect(badBody.statusCode).toBe(400);
    expect(Object.keys(badBody.json().errors)).toEqual(["firstYear"]);
    const backwards = await call("PUT", `/office/classics/${entry.id}`, entryBody({ last_year: 1925 }));
    expect(backwards.statusCode).toBe(422);
    expect(Object.keys(backwards.json().errors)).toEqual(["lastYear"]);
  });
});

describe("DELETE /api/v1/office/classics/:id", () => {
  it("removes the entry from the list, in the trail; a second time is 404", async () => {
    const entry = await addEntry({ series: "Light Eight" });
    const reply = await call("DELETE", `/office/classics/${entry.id}`);
    expect(reply.statusCode).toBe(204);
    expect((await publicList()).map((row) => row.id)).not.toContain(entry.id);
    expect((await trail())[0]).toMatchObject({
      action: "classic_removed",
      memberId: null,
      before: { classicId: entry.id, make: "Packard", series: "Light Eight" },
      after: null,
    });
    expect((await call("DELETE", `/office/classics/${entry.id}`)).statusCode).toBe(404);
  });
});

describe("the petitions queue", () => {
  it("lists pending petitions, the longest waiting first, with the member's name and number and the counts", async () => {
    const first = await petitionFrom({ model: "Twelve Speedster" });
    t.clock.now = new Date(t.clock.now.getTime() + 60_000);
    const second = await petitionFrom({ model: "851 Phaeton" });
    const reply = await call("GET", "/office/classics/petitions", undefined, tokens.staff);
    expect(reply.statusCode).toBe(200);
    const queue = reply.json();
    expect(queue).toMatchObject({ page: 1, pageSize: 50 });
    expect(queue.total).toBe(queue.counts.pending);
    const ours = (queue.results as { id: number }[]).filter((row) =>
      [first.petition.id, second.petition.id].includes(row.id),
    );
    expect(ours.map((row) => row.id)).toEqual([first.petition.id, second.petition.id]);
    expect(ours[0]).toEqual({
      id: first.petition.id,
      makeId: makeIds.auburn,
      make: "Auburn",
      model: "Twelve Speedster",
      firstYear: 1935,
      lastYear: 1936,
      evidence: "A plaque certifying 100 mph.",
      status: "pending",
      reason: null,
      createdAt: expect.any(String),
      decidedAt: null,
      classicId: null,
      member: {
        id: first.member.id,
        memberNo: first.member.memberNo,
        firstName: "Ruth",
        lastName: first.member.lastName,
      },
    });
  });

  it("names a wrong status", async () => {
    const reply = await call("GET", "/office/classics/petitions?status=maybe");
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({ errors: { status: [classicMessages.status] } });
  });
});

describe("deciding a petition", () => {
  it("approves: the car joins the list with the model as its series, the member sees the decision, in the trail", async () => {
    const { petition, member, token } = await petitionFrom({ model: "852 Boattail Speedster" });
    const reply = await call("POST", `/office/classics/petitions/${petition.id}/approve`, {
      reason: "Agreed by the classification committee",
      notes: "Supercharged cars only",
    });
    expect(reply.statusCode).toBe(200);
    const decided = reply.json();
    expect(decided).toMatchObject({
      id: petition.id,
      status: "approved",
      reason: "Agreed by the classification committee",
      decidedAt: t.clock.now.toISOString(),
      classicId: expect.any(Number),
      member: { id: member.id },
    });

    const listed = (await publicList()).find((entry) => entry.id === decided.classicId);
    expect(listed).toEqual({
      id: decided.classicId,
      makeId: makeIds.auburn,
      make: "Auburn",
      series: "852 Boattail Speedster",
      firstYear: 1935,
      lastYear: 1936,
      notes: "Supercharged cars only",
    });

    const own = (await call("GET", "/classics/petitions", undefined, token)).json();
    expect(own[0]).toMatchObject({ id: petition.id, status: "approved", classicId: decided.classicId });

    expect((await trail())[0]).toEqual(
      expect.objectContaining({
        action: "classic_petition_approved",
        memberId: member.id,
        reason: "Agreed by the classification committee",
        before: {
          petitionId: petition.id,
          make: "Auburn",
          model: "852 Boattail Speedster",
          firstYear: 1935,
          lastYear: 1936,
          status: "pending",
        },
        after: {
          status: "approved",
          classicId: decided.classicId,
          make: "Auburn",
          series: "852 Boattail Speedster",
          firstYear: 1935,
          lastYear: 1936,
          notes: "Supercharged cars only",
        },
      }),
    );
  });

  it("approves a whole make when the office clears the series, and without a reason", async () => {
    const { petition } = await petitionFrom({
      make_id: makeIds.cadillac,
      model: "Series 355",
      first_year: 1931,
    });
    const reply = await call("POST", `/office/classics/petitions/${petition.id}/approve`, { series: "" });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().reason).toBeNull();
    const listed = (await publicList()).find((entry) => entry.id === reply.json().classicId);
    expect(listed).toMatchObject({ series: null, firstYear: 1931, lastYear: 1936 });
  });

  it("rejects with the reason the member reads; a reason is required", async () => {
    const { petition, member, token } = await petitionFrom();
    const listBefore = await publicList();
    const missing = await call("POST", `/office/classics/petitions/${petition.id}/reject`, { reason: "  " });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ errors: { reason: [officeMessages.reasonRequired] } });

    const reply = await call("POST", `/office/classics/petitions/${petition.id}/reject`, {
      reason: "The 852 is listed by its series already",
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({ status: "rejected", classicId: null });
    expect(await publicList()).toEqual(listBefore);
    const own = (await call("GET", "/classics/petitions", undefined, token)).json();
    expect(own[0]).toMatchObject({ status: "rejected", reason: "The 852 is listed by its series already" });
    expect((await trail())[0]).toMatchObject({
      action: "classic_petition_rejected",
      memberId: member.id,
      reason: "The 852 is listed by its series already",
      before: { petitionId: petition.id, model: "852 Speedster", status: "pending" },
      after: { status: "rejected" },
    });
  });

  it("refuses a second decision with 409 and changes nothing; 404 for no such petition", async () => {
    const { petition } = await petitionFrom();
    await call("POST", `/office/classics/petitions/${petition.id}/reject`, { reason: "No" });
    const entries = (await publicList()).length;
    const again = await call("POST", `/office/classics/petitions/${petition.id}/approve`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ errors: { base: [classicMessages.alreadyDecided("rejected")] } });
    expect(
      (await call("POST", `/office/classics/petitions/${petition.id}/reject`, { reason: "Still no" }))
        .statusCode,
    ).toBe(409);
    expect((await publicList()).length).toBe(entries);

    expect((await call("POST", "/office/classics/petitions/999999/approve", {})).statusCode).toBe(404);
    expect(
      (await call("POST", "/office/classics/petitions/999999/reject", { reason: "No" })).statusCode,
    ).toBe(404);
  });

  it("lists decided petitions under their status, the latest decided first", async () => {
    const { petition: older } = await petitionFrom();
    const { petition: newer } = await petitionFrom();
    await call("POST", `/office/classics/petitions/${older.id}/reject`, { reason: "First" });
    t.clock.now = new Date(t.clock.now.getTime() + 60_000);
    await call("POST", `/office/classics/petitions/${newer.id}/reject`, { reason: "Second" });
    const rejected = (await call("GET", "/office/classics/petitions?status=rejected")).json();
    expect(rejected.results.slice(0, 2).map((row: { id: number }) => row.id)).toEqual([newer.id, older.id]);
    const pending = (await call("GET", "/office/classics/petitions")).json().results as { id: number }[];
    expect(pending.map((row) => row.id)).not.toContain(older.id);
  });
});

describe("which entry a car is on, in the car approvals queue", () => {
  it("matches the make, the years and the series within the model whatever the case; a series beats a whole make", async () => {
    const lincoln = await addEntry({
      make_id: makeIds.lincoln,
      series: null,
      first_year: 1925,
      last_year: 1939,
    });
    const continental = await addEntry({
      make_id: makeIds.lincoln,
      series: "Continental",
      first_year: 1940,
      last_year: 1948,
    });
    const k = await addEntry({
      make_id: makeIds.lincoln,
      series: "Model K",
      first_year: 1931,
      last_year: 1939,
    });
    const owner = await createDirectoryMember(t.database.db, {
      cars: [
        { year: 1941, make: "Lincoln", model: "Continental Cabriolet" },
        { year: 1946, make: "Lincoln", model: "CONTINENTAL coupe" },
        { year: 1936, make: "Lincoln", model: "Model K Sedan" },
        { year: 1934, make: "Lincoln", model: "Sport Phaeton" },
        { year: 1941, make: "Lincoln", model: "Zephyr" },
        { year: 1949, make: "Lincoln", model: "Continental" },
        { year: 1936, make: "Studebaker", model: "Model K" },
      ],
    });
    const cars = await t.database.db.select().from(vehicles).where(eq(vehicles.memberId, owner.id));
    const idOf = (model: string) => cars.find((car) => car.model === model)?.id;

    const queue = (await call("GET", "/office/vehicles?status=pending", undefined, tokens.staff)).json();
    const classicOf = (model: string) =>
      (queue.results as { id: number; classic: unknown }[]).find((car) => car.id === idOf(model))?.classic;
    expect(classicOf("Continental Cabriolet")).toEqual({
      id: continental.id,
      label: "Lincoln Continental, 1940–1948",
    });
    expect(classicOf("CONTINENTAL coupe")).toEqual({
      id: continental.id,
      label: "Lincoln Continental, 1940–1948",
    });
    expect(classicOf("Model K Sedan")).toEqual({ id: k.id, label: "Lincoln Model K, 1931–1939" });
    expect(classicOf("Sport Phaeton")).toEqual({ id: lincoln.id, label: "Lincoln, every model, 1925–1939" });
    // Outside every entry's years, or a series no entry of its make names, or a make without entries.
    expect(classicOf("Zephyr")).toBeNull();
    expect(classicOf("Continental")).toBeNull();
    expect(classicOf("Model K")).toBeNull();

    // The decision's reply carries it too.
    const approved = await call(
      "POST",
      `/office/vehicles/${idOf("Sport Phaeton")}/approve`,
      {},
      tokens.staff,
    );
    expect(approved.json().classic).toEqual({ id: lincoln.id, label: "Lincoln, every model, 1925–1939" });

    // Once the entry is removed, the car is on none.
    await call("DELETE", `/office/classics/${k.id}`);
    const after = (await call("GET", "/office/vehicles?status=pending", undefined, tokens.staff)).json();
    expect(
      (after.results as { id: number; classic: unknown }[]).find((car) => car.id === idOf("Model K Sedan"))
        ?.classic,
    ).toEqual({ id: lincoln.id, label: "Lincoln, every model, 1925–1939" });
  });
});
