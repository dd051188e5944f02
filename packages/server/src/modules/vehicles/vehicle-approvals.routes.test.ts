import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createDirectoryMember, createStaff, signIn } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { waitFor } from "../../test/wait-for.ts";
import { makes } from "../makes/makes.schema.ts";
import { vehicles } from "./vehicles.schema.ts";

// Issue 14: the car approvals queue, GET /office/vehicles and the two decisions.

let t: TestApp;
let tokens: { member: string; regionalAdmin: string; staff: string; admin: string };
let staffId: number;
let makeIds: { packard: number; cadillac: number };
let png: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  const makeId = async (name: string) =>
    (await t.database.db.select().from(makes).where(eq(makes.name, name)))[0]?.id as number;
  makeIds = { packard: await makeId("Packard"), cadillac: await makeId("Cadillac") };
  png = await sharp({ create: { width: 300, height: 200, channels: 3, background: "#2244aa" } })
    .png()
    .toBuffer();
  const member = await createDirectoryMember(t.database.db);
  const regionalAdmin = await createDirectoryMember(t.database.db, { administers: ["GI"] });
  const staff = await createStaff(t.database.db);
  staffId = staff.id;
  const admin = await createStaff(t.database.db, "office_admin");
  tokens = {
    member: await signIn(t.app, member.email),
    regionalAdmin: await signIn(t.app, regionalAdmin.email),
    staff: await signIn(t.app, staff.email),
    admin: await signIn(t.app, admin.email),
  };
});
afterAll(() => t.close());

const carFields = {
  owned_by_associate: "false",
  year: "1931",
  model: "Deluxe Eight",
  number_of_cylinders: "8",
  body_style: "Coupe Roadster",
  senior_category: "None",
  authentic: "true",
};

function carForm(values: Record<string, string>, photos = 0, keep: number[] = []) {
  const body = new FormData();
  for (const [key, value] of Object.entries({ ...carFields, make_id: String(makeIds.packard), ...values }))
    body.append(key, value);
  for (const id of keep) body.append("images", String(id));
  for (let i = 0; i < photos; i += 1)
    body.append("photos", new Blob([new Uint8Array(png)], { type: "image/png" }), `${i}.png`);
  return body;
}

/** A member of their own with a car registered through the member's API (pending). */
async function ownerWithCar(values: Record<string, string> = {}, photos = 1) {
  const owner = await createDirectoryMember(t.database.db, {
    member: { firstName: "Ruth", lastName: `Owner${Date.now()}` },
  });
  const token = await signIn(t.app, owner.email);
  const created = await t.app.inject({
    method: "POST",
    url: "/api/v1/vehicles",
    headers: bearer(token),
    payload: carForm(values, photos),
  });
  expect(created.statusCode).toBe(201);
  return { owner, token, car: created.json() as { id: number; images: { id: number }[] } };
}

const office = (method: "GET" | "POST", url: string, token?: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/v1/office${url}`,
    headers: token ? bearer(token) : {},
    ...(payload ? { payload } : {}),
  });
const queue = async (status?: string, token = tokens.staff) => {
  const reply = await office("GET", `/vehicles${status ? `?status=${status}` : ""}`, token);
  expect(reply.statusCode).toBe(200);
  return reply.json();
};
const inQueue = async (id: number, status?: string) =>
  (await queue(status)).results.find((car: { id: number }) => car.id === id);
const ownCars = async (token: string) =>
  (await t.app.inject({ url: "/api/v1/vehicles", headers: bearer(token) })).json();
const mailTo = (email: string, subject: RegExp) =>
  t.sentMail.filter((mail) => mail.to === email && subject.test(mail.subject));
const auditOf = async (memberId: number) =>
  (await office("GET", `/audit?member_id=${memberId}`, tokens.staff)).json().results;
const update = (token: string, id: number, body: FormData) =>
  t.app.inject({ method: "PUT", url: `/api/v1/vehicles/${id}`, headers: bearer(token), payload: body });

describe("the car approvals queue is for office roles only", () => {
  it.each([
    ["GET", "/vehicles"],
    ["POST", "/vehicles/1/approve"],
    ["POST", "/vehicles/1/reject"],
  ] as const)(
    "%s %s: 401 without a token, 403 for a member and a regional administrator",
    async (method, url) => {
      const payload = method === "POST" ? { reason: "Photos missing" } : undefined;
      expect((await office(method, url, undefined, payload)).statusCode).toBe(401);
      expect((await office(method, url, tokens.member, payload)).statusCode).toBe(403);
      expect((await office(method, url, tokens.regionalAdmin, payload)).statusCode).toBe(403);
    },
  );
});

describe("GET /api/v1/office/vehicles", () => {
  it("lists a new car as pending, with its owner, fields and signed photos", async () => {
    const { owner, car } = await ownerWithCar({ model: "Light Eight" }, 2);
    const list = await queue();
    expect(list).toMatchObject({ page: 1, pageSize: 20 });
    expect(list.counts.pending).toBeGreaterThanOrEqual(1);
    expect(list.total).toBe(list.counts.pending);
    const listed = list.results.find((row: { id: number }) => row.id === car.id);
    expect(listed).toMatchObject({
      status: "pending",
      rejectionReason: null,
      reviewedAt: null,
      approvedBefore: false,
      changes: [],
      year: 1931,
      make: "Packard",
      model: "Light Eight",
      numberOfCylinders: 8,
      bodyStyle: "Coupe Roadster",
      owner: { id: owner.id, memberNo: owner.memberNo, firstName: "Ruth", lastName: owner.lastName },
    });
    expect(listed.images).toHaveLength(2);
    const thumbnail = await t.app.inject({ url: listed.images[0].thumbnailUrl });
    expect(thumbnail.statusCode).toBe(200);
    expect(thumbnail.headers["content-type"]).toBe("image/jpeg");
    expect((await t.app.inject({ url: listed.images[1].url })).statusCode).toBe(200);
    // The same list for an office administrator; pending is the default.
    expect((await queue("pending", tokens.admin)).results.map((row: { id: number }) => row.id)).toContain(
      car.id,
    );
  });

  it("refuses an unknown status or page with a 400 naming the field", async () => {
    const status = await office("GET", "/vehicles?status=waiting", tokens.staff);
    expect(status.statusCode).toBe(400);
    expect(Object.keys(status.json().errors)).toEqual(["status"]);
    const page = await office("GET", "/vehicles?page=0", tokens.staff);
    expect(page.statusCode).toBe(400);
    expect(Object.keys(page.json().errors)).toEqual(["page"]);
  });
});

describe("POST /api/v1/office/vehicles/{id}/approve", () => {
  it("approves the car: the owner is mailed, sees it approved, and the trail says who did it", async () => {
    const { owner, token, car } = await ownerWithCar({ model: "Twin Six" });
    const reply = await office("POST", `/vehicles/${car.id}/approve`, tokens.staff, {});
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({
      id: car.id,
      status: "approved",
      approvedByCommittee: true,
      rejectionReason: null,
      approvedBefore: true,
      changes: [],
    });
    expect(reply.json().reviewedAt).toBe(t.clock.now.toISOString());

    await waitFor(() => mailTo(owner.email, /1931 Packard Twin Six was approved/).length === 1);
    expect(mailTo(owner.email, /approved/)[0]?.text).toContain("/my-profile/my-events");
    expect((await ownCars(token))[0]).toMatchObject({
      id: car.id,
      status: "approved",
      approvedByCommittee: true,
      rejectionReason: null,
    });
    expect(await inQueue(car.id)).toBeUndefined();
    expect(await inQueue(car.id, "approved")).toMatchObject({ status: "approved" });
    const [entry] = await auditOf(owner.id);
    expect(entry).toMatchObject({
      action: "vehicle_approved",
      actorId: staffId,
      memberId: owner.id,
      before: { status: "pending" },
      after: { status: "approved", vehicleId: car.id, vehicle: "1931 Packard Twin Six" },
    });

    // Approving it again changes nothing: no second mail, no second entry. No body is needed.
    const again = await office("POST", `/vehicles/${car.id}/approve`, tokens.admin);
    expect(again.statusCode).toBe(200);
    expect(await auditOf(owner.id)).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(mailTo(owner.email, /approved/)).toHaveLength(1);
  });

  it("answers 404 for a car that does not exist, and 400 for an id that is not one", async () => {
    expect((await office("POST", "/vehicles/999999/approve", tokens.staff, {})).statusCode).toBe(404);
    expect((await office("POST", "/vehicles/abc/approve", tokens.staff, {})).statusCode).toBe(400);
  });

  it("refuses a decision on a car its owner changed after the list was loaded (422 on updatedAt)", async () => {
    const { token, car } = await ownerWithCar({ model: "Super Eight" });
    const seen = (await inQueue(car.id)).updatedAt;
    t.clock.now = new Date(t.clock.now.getTime() + 60_000);
    expect((await update(token, car.id, carForm({ model: "Super Eight Phaeton" }))).statusCode).toBe(200);
    const stale = await office("POST", `/vehicles/${car.id}/approve`, tokens.staff, { updated_at: seen });
    expect(stale.statusCode).toBe(422);
    expect(Object.keys(stale.json().errors)).toEqual(["updatedAt"]);
    expect((await ownCars(token))[0]).toMatchObject({ status: "pending" });
    const fresh = (await inQueue(car.id)).updatedAt;
    const approved = await office("POST", `/vehicles/${car.id}/approve`, tokens.staff, { updated_at: fresh });
    expect(approved.json()).toMatchObject({ status: "approved", model: "Super Eight Phaeton" });
    const bad = await office("POST", `/vehicles/${car.id}/approve`, tokens.staff, {
      updated_at: "yesterday",
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(["updatedAt"]);
  });
});

describe("POST /api/v1/office/vehicles/{id}/reject", () => {
  it("needs a reason (400 naming it), and answers 404 for a car that does not exist", async () => {
    const { car } = await ownerWithCar();
    for (const payload of [{}, { reason: "   " }, { reason: "x".repeat(501) }]) {
      const reply = await office("POST", `/vehicles/${car.id}/reject`, tokens.staff, payload);
      expect(reply.statusCode).toBe(400);
      expect(Object.keys(reply.json().errors)).toEqual(["reason"]);
    }
    const missing = await office("POST", "/vehicles/999999/reject", tokens.staff, { reason: "No such car" });
    expect(missing.statusCode).toBe(404);
  });

  it("rejects the car with a reason: mailed to the owner, shown on their list, in the trail", async () => {
    const { owner, token, car } = await ownerWithCar({ model: "Eight" });
    const reason = "Please add a photo of the engine number plate.";
    const reply = await office("POST", `/vehicles/${car.id}/reject`, tokens.admin, { reason });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({
      status: "rejected",
      rejectionReason: reason,
      approvedByCommittee: false,
    });

    await waitFor(() => mailTo(owner.email, /1931 Packard Eight was not approved/).length === 1);
    expect(mailTo(owner.email, /not approved/)[0]?.text).toContain(reason);
    expect((await ownCars(token))[0]).toMatchObject({ status: "rejected", rejectionReason: reason });
    expect(await inQueue(car.id)).toBeUndefined();
    expect(await inQueue(car.id, "rejected")).toMatchObject({ rejectionReason: reason });
    expect((await auditOf(owner.id))[0]).toMatchObject({
      action: "vehicle_rejected",
      reason,
      before: { status: "pending" },
      after: { status: "rejected", vehicleId: car.id },
    });

    // Any change by the owner (a new photo) sends a rejected car back to the queue, without the reason.
    const kept = car.images.map((image) => image.id);
    expect((await update(token, car.id, carForm({ model: "Eight" }, 1, kept))).statusCode).toBe(200);
    expect((await ownCars(token))[0]).toMatchObject({ status: "pending", rejectionReason: null });
    expect(await inQueue(car.id)).toMatchObject({ status: "pending", approvedBefore: false, changes: [] });
  });

  it("takes an approval back: the car can no longer be brought to events", async () => {
    const { token, car } = await ownerWithCar({ model: "Standard Eight" });
    await office("POST", `/vehicles/${car.id}/approve`, tokens.staff, {});
    const reply = await office("POST", `/vehicles/${car.id}/reject`, tokens.staff, {
      reason: "Approved by mistake: the body is not original.",
    });
    expect(reply.json()).toMatchObject({ status: "rejected", approvedByCommittee: false });
    expect((await ownCars(token))[0]).toMatchObject({ approvedByCommittee: false, status: "rejected" });
  });
});

describe("a material change after the approval", () => {
  it("puts the car back in the queue with what changed since; a new location does not", async () => {
    const { token, car } = await ownerWithCar({ model: "Custom Eight", location: "Garage 1" });
    await office("POST", `/vehicles/${car.id}/approve`, tokens.staff, {});
    const kept = car.images.map((image) => image.id);

    await update(token, car.id, carForm({ model: "Custom Eight", location: "Garage 2" }, 0, kept));
    expect((await ownCars(token))[0]).toMatchObject({ status: "approved", location: "Garage 2" });

    await update(
      token,
      car.id,
      carForm(
        { model: "Custom Super Eight", make_id: String(makeIds.cadillac), number_of_cylinders: "12" },
        0,
        kept,
      ),
    );
    expect((await ownCars(token))[0]).toMatchObject({ status: "pending", approvedByCommittee: false });
    const listed = await inQueue(car.id);
    expect(listed).toMatchObject({ status: "pending", approvedBefore: true });
    expect(listed.changes).toEqual([
      { field: "make", before: "Packard", after: "Cadillac" },
      { field: "model", before: "Custom Eight", after: "Custom Super Eight" },
      { field: "numberOfCylinders", before: 8, after: 12 },
    ]);

    // Approved again, the queue compares with these values from now on.
    await office("POST", `/vehicles/${car.id}/approve`, tokens.staff, {});
    expect(await inQueue(car.id, "approved")).toMatchObject({ changes: [] });
  });

  it("also for a car approved before the office kept the approved values (the seed's, the old command's)", async () => {
    const { token, car } = await ownerWithCar({ model: "Big Six" });
    await t.database.db.update(vehicles).set({ approvedByCommittee: true }).where(eq(vehicles.id, car.id));
    await update(token, car.id, carForm({ model: "Big Six Touring" }, 0, [car.images[0]?.id as number]));
    expect((await inQueue(car.id)).changes).toEqual([
      { field: "model", before: "Big Six", after: "Big Six Touring" },
    ]);
  });
});

describe("the API reference", () => {
  it("documents the queue and the decisions, with the wire's snake_case names", async () => {
    const document = (await t.app.inject({ url: "/api/docs/json" })).json();
    const paths = document.paths;
    expect(paths["/api/v1/office/vehicles"].get.parameters.map((p: { name: string }) => p.name)).toEqual([
      "status",
      "page",
    ]);
    const reject = paths["/api/v1/office/vehicles/{id}/reject"].post;
    expect(Object.keys(reject.requestBody.content["application/json"].schema.properties)).toEqual([
      "reason",
      "updated_at",
    ]);
    expect(paths["/api/v1/office/vehicles/{id}/approve"].post.responses["200"]).toBeDefined();
  });
});

describe("POST /api/v1/office/vehicles/{id}/registry_status", () => {
  it("records a destroyed car and one back on the road, audited; a disputed car waits for its claim", async () => {
    const { owner, token, car } = await ownerWithCar({ serial_number: `DST-${Date.now()}` });
    const mark = (status: string, who?: string) =>
      office("POST", `/vehicles/${car.id}/registry_status`, who, { status });
    expect((await mark("destroyed")).statusCode).toBe(401);
    expect((await mark("destroyed", token)).statusCode).toBe(403);
    const bad = await mark("scrapped", tokens.staff);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(["status"]);
    expect(
      (await office("POST", "/vehicles/999999/registry_status", tokens.staff, { status: "destroyed" }))
        .statusCode,
    ).toBe(404);

    const destroyed = await mark("destroyed", tokens.staff);
    expect(destroyed.statusCode, destroyed.body).toBe(200);
    expect(destroyed.json().registryStatus).toBe("destroyed");
    const history = await t.app.inject({ url: `/api/v1/vehicles/${car.id}/history`, headers: bearer(token) });
    expect(history.json().registryStatus).toBe("destroyed");
    expect((await mark("active", tokens.staff)).json().registryStatus).toBe("active");
    expect((await auditOf(owner.id)).map((entry: { action: string }) => entry.action)).toEqual(
      expect.arrayContaining(["vehicle_marked_destroyed", "vehicle_back_on_the_road"]),
    );

    // Another member (in good standing: claiming is theirs alone, issue 39) claims the car: while the claim waits, its
    // standing is the claim's to decide.
    const claimant = await createDirectoryMember(t.database.db, {
      member: { firstName: "Cyril", lastName: `Claimant${Date.now()}` },
    });
    const claim = new FormData();
    claim.append("note", "It is mine");
    const filed = await t.app.inject({
      method: "POST",
      url: `/api/v1/vehicles/${car.id}/claims`,
      headers: bearer(await signIn(t.app, claimant.email)),
      payload: claim,
    });
    expect(filed.statusCode, filed.body).toBe(201);
    const disputed = await mark("destroyed", tokens.staff);
    expect(disputed.statusCode).toBe(409);
    expect(Object.keys(disputed.json().errors)).toEqual(["status"]);
  });
});
