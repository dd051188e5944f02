import { and, count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createDirectoryMember, signIn, signInEachRole } from "../../test/factories.ts";
import { previewedImport } from "../../test/previewed-import.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { waitFor } from "../../test/wait-for.ts";
import { auditLog } from "../audit/audit.schema.ts";
import { members } from "../members/members.schema.ts";
import { vehicleOwnerships, vehicles } from "../vehicles/vehicles.schema.ts";
import { importRows, imports } from "./imports.schema.ts";
import { importMessages } from "./imports.service.ts";

// Issue 27: a registry file through the roster import. Its cars come with their earlier owners, may belong to
// someone outside the club, and a row whose serial number the registry has adds to that car instead of making a
// second one; undo takes off exactly what was added.

let t: TestApp;
let token: string;
let harold: Awaited<ReturnType<typeof createDirectoryMember>>;
let haroldsToken: string;
let deluxeId: number;

beforeAll(async () => {
  t = await createTestApp();
  token = (await signInEachRole(t.app, t.database.db)).tokens.admin;
  harold = await createDirectoryMember(t.database.db, {
    member: { memberNo: 7700, firstName: "Harold", lastName: "Ashby" },
    cars: [
      { year: 1932, make: "Packard", model: "Deluxe Eight" },
      { year: 1934, make: "Packard", model: "Twelve" },
    ],
  });
  haroldsToken = await signIn(t.app, harold.email);
  const [car] = await t.database.db
    .update(vehicles)
    .set({ serialNumber: "ZX 90125" })
    .where(and(eq(vehicles.memberId, harold.id), eq(vehicles.model, "Deluxe Eight")))
    .returning({ id: vehicles.id });
  deluxeId = car?.id as number;
  await t.database.db.insert(vehicleOwnerships).values({
    vehicleId: deluxeId,
    memberId: harold.id,
    startedOn: "1990-05-01",
    source: "registered",
    createdAt: new Date(),
  });
});
afterAll(() => t.close());

const call = (method: "GET" | "POST", url: string) =>
  t.app.inject({ method, url: `/api/v1/office${url}`, headers: bearer(token) });

const csv = (rows: (string | number)[][]) =>
  `${rows.map((row) => row.map((cell) => (/[",;]/.test(String(cell)) ? `"${cell}"` : cell)).join(",")).join("\r\n")}\r\n`;

const roster = csv([
  ["Member #", "First Name", "Last Name"],
  [7700, "Harold", "Ashby"],
]);
const registry = csv([
  [
    "Owner member #",
    "Owner name",
    "Owner city",
    "Owned since",
    "Prior owners",
    "Year",
    "Make",
    "Model",
    "Serial",
    "Engine #",
  ],
  // 2: a car new to the registry, its owner outside the club
  [
    "",
    "Elise Marchand",
    "Lyon",
    "1998-06-01",
    "Walter Brandt, Detroit, 1932-1950; Ruth Olsen, 1950-1971",
    1931,
    "Packard",
    "Model 840",
    "RB-4410",
    "E-77",
  ],
  // 3: Harold's car, its serial written otherwise: earlier owners and the engine number it lacks; another owner named
  [
    "",
    "Someone Else",
    "",
    "",
    "Walter Brandt, Detroit, 1932-1950; Ruth Olsen, Boston, 1950-1962",
    1932,
    "Packard",
    "Deluxe Eight",
    "zx-90125",
    "E-1234",
  ],
  // 4: an owner who gave the car up before having it
  ["", "Ann Lee", "", "", "Walter Brandt, 1962-1950", 1930, "Cord", "L-29", "", ""],
  // 5: the car of row 2 again
  ["", "Elise Marchand", "", "", "", 1931, "Packard", "Model 840", "rb 4410", ""],
]);

interface Preview {
  summary: Record<string, number>;
  rejected: { sheet: string; row: number; reasons: string[] }[];
  matchedCars: {
    row: number;
    vehicleId: number;
    car: string;
    pastOwners: string[];
    numbers: string[];
    notes: string[];
  }[];
}

async function previewed(): Promise<{ id: number; preview: Preview }> {
  const body = new FormData();
  body.append("file", new Blob([roster]), "roster.csv");
  body.append("cars", new Blob([registry]), "registry.csv");
  const upload = await t.app.inject({
    method: "POST",
    url: "/api/v1/office/imports",
    headers: bearer(token),
    payload: body,
  });
  expect(upload.statusCode, upload.body).toBe(201);
  const id = (upload.json() as { id: number }).id;
  const reply = await previewedImport(t.app, token, id);
  expect(reply.statusCode, reply.body).toBe(200);
  return { id, preview: reply.json() };
}

async function until(id: number, action: "commit" | "undo", status: string) {
  const reply = await call("POST", `/imports/${id}/${action}`);
  expect(reply.statusCode, reply.body).toBe(202);
  await waitFor(async () => (await call("GET", `/imports/${id}`)).json().status === status, 10_000);
  return (await call("GET", `/imports/${id}`)).json();
}

/** The car's chain as its history shows it (to Harold, a member in good standing): owner, place, from, to. */
async function chainOf(vehicleId: number) {
  const reply = await t.app.inject({
    method: "GET",
    url: `/api/v1/vehicles/${vehicleId}/history`,
    headers: bearer(haroldsToken),
  });
  expect(reply.statusCode, reply.body).toBe(200);
  const { ownerships } = reply.json() as {
    ownerships: { ownerName: string; place: string | null; from: string | null; to: string | null }[];
  };
  return ownerships.map((link) => [link.ownerName, link.place, link.from, link.to]);
}

const carBySerial = async (serialNumber: string) =>
  (await t.database.db.select().from(vehicles).where(eq(vehicles.serialNumber, serialNumber)))[0];

describe("a registry file in the roster import", () => {
  let firstId: number;

  it("previews the matched car with what it adds, the new car, and the rows it cannot take, naming the column", async () => {
    const { id, preview } = await previewed();
    firstId = id;
    expect(preview.summary).toMatchObject({ carsNew: 1, carsMatched: 1, ownersAdded: 2, carsRejected: 2 });
    expect(preview.matchedCars).toEqual([
      {
        row: 3,
        vehicleId: deluxeId,
        car: "1932 Packard Deluxe Eight",
        pastOwners: ["Walter Brandt", "Ruth Olsen"],
        numbers: ["engineNumber"],
        notes: [
          "The file names Someone Else as the owner; the registry has Harold Ashby (member 7700): the import leaves the owner as it is",
        ],
      },
    ]);
    const rejected = Object.fromEntries(preview.rejected.map((r) => [`${r.sheet} ${r.row}`, r.reasons]));
    expect(rejected["cars 4"]).toEqual([
      'Column "Prior owners": owner 1 ("Walter Brandt, 1962-1950") ends before it starts',
    ]);
    expect(rejected["cars 5"]).toEqual(["The same serial number as row 2"]);
  });

  it("commits: a car in no garage with its chain, and the matched car's earlier owners before its own, its owner kept", async () => {
    const view = await until(firstId, "commit", "committed");
    expect(view.summary).toMatchObject({ carsNew: 1, carsMatched: 1, ownersAdded: 2, carsRejected: 2 });

    const marchand = await carBySerial("RB-4410");
    expect(marchand).toMatchObject({ memberId: null, engineNumber: "E-77", year: 1931 });
    expect(await chainOf(marchand?.id as number)).toEqual([
      ["Walter Brandt", "Detroit", "1932-01-01", "1950-01-01"],
      ["Ruth Olsen", null, "1950-01-01", "1971-01-01"],
      ["Elise Marchand", "Lyon", "1998-06-01", null],
    ]);

    const deluxe = await carBySerial("ZX 90125");
    expect(deluxe).toMatchObject({ id: deluxeId, memberId: harold.id, engineNumber: "E-1234" });
    expect(await chainOf(deluxeId)).toEqual([
      ["Walter Brandt", "Detroit", "1932-01-01", "1950-01-01"],
      ["Ruth Olsen", "Boston", "1950-01-01", "1962-01-01"],
      ["Harold Ashby", null, "1990-05-01", null],
    ]);
    expect(await carBySerial("rb 4410")).toBeUndefined();
  });

  it("adds nothing when the same file is imported again", async () => {
    const { id, preview } = await previewed();
    expect(preview.summary).toMatchObject({ carsNew: 0, carsMatched: 2, ownersAdded: 0 });
    expect(preview.matchedCars.map((car) => [car.row, car.pastOwners, car.numbers])).toEqual([
      [2, [], []],
      [3, [], []],
    ]);
    const before = await t.database.db.select().from(vehicleOwnerships);
    const cars = await t.database.db.select().from(vehicles);
    await until(id, "commit", "committed");
    expect(await t.database.db.select().from(vehicleOwnerships)).toHaveLength(before.length);
    expect(await t.database.db.select().from(vehicles)).toHaveLength(cars.length);
  });

  it("undoes exactly what it added: the new car goes, the matched car loses its earlier owners and the number", async () => {
    await until(firstId, "undo", "undone");
    expect(await carBySerial("RB-4410")).toBeUndefined();
    expect(await carBySerial("ZX 90125")).toMatchObject({ memberId: harold.id, engineNumber: null });
    expect(await chainOf(deluxeId)).toEqual([["Harold Ashby", null, "1990-05-01", null]]);
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, "import_undone"));
    expect(entry?.after).toMatchObject({ importId: firstId, counts: { carsDeleted: 1, carsRestored: 1 } });
  });
});

describe("an earlier owner whose end nobody knew", () => {
  it("keeps no end when the car is sold: only the current owner's link ends", async () => {
    const [twelve] = await t.database.db
      .update(vehicles)
      .set({ serialNumber: "TW-1" })
      .where(and(eq(vehicles.memberId, harold.id), eq(vehicles.model, "Twelve")))
      .returning({ id: vehicles.id });
    await t.database.db.insert(vehicleOwnerships).values({
      vehicleId: twelve?.id as number,
      memberId: harold.id,
      source: "registered",
      createdAt: new Date(),
    });
    const body = new FormData();
    body.append("file", new Blob([roster]), "roster.csv");
    body.append(
      "cars",
      new Blob([
        csv([
          ["Owner member #", "Prior owners", "Year", "Make", "Model", "Serial"],
          [7700, "Ruth Olsen", 1934, "Packard", "Twelve", "TW-1"],
        ]),
      ]),
      "registry.csv",
    );
    const upload = await t.app.inject({
      method: "POST",
      url: "/api/v1/office/imports",
      headers: bearer(token),
      payload: body,
    });
    const id = (upload.json() as { id: number }).id;
    expect((await previewedImport(t.app, token, id)).json().summary).toMatchObject({
      carsMatched: 1,
      ownersAdded: 1,
    });
    await until(id, "commit", "committed");

    const sale = await t.app.inject({
      method: "POST",
      url: `/api/v1/vehicles/${twelve?.id}/transfer`,
      headers: bearer(haroldsToken),
      payload: { buyer_name: "Jean Dupont", date: "2025-03-01" },
    });
    expect(sale.statusCode, sale.body).toBe(201);
    expect(await chainOf(twelve?.id as number)).toEqual([
      ["Ruth Olsen", null, null, null],
      ["Harold Ashby", null, null, "2025-03-01"],
      ["Jean Dupont", null, "2025-03-01", null],
    ]);
  });
});

describe("a registry file on its own, with no sheet of members", () => {
  let ines: Awaited<ReturnType<typeof createDirectoryMember>>;
  let phaetonId: number;

  beforeAll(async () => {
    ines = await createDirectoryMember(t.database.db, {
      member: { memberNo: 7710, firstName: "Ines", lastName: "Varga" },
      cars: [{ year: 1935, make: "Packard", model: "Phaeton" }],
    });
    const [car] = await t.database.db
      .update(vehicles)
      .set({ serialNumber: "CF-2001" })
      .where(eq(vehicles.memberId, ines.id))
      .returning({ id: vehicles.id });
    phaetonId = car?.id as number;
    await t.database.db.insert(vehicleOwnerships).values({
      vehicleId: phaetonId,
      memberId: ines.id,
      startedOn: "1995-03-01",
      source: "registered",
      createdAt: new Date(),
    });
  });

  const header = [
    "Owner member #",
    "Owner name",
    "Owner city",
    "Prior owners",
    "Year",
    "Make",
    "Model",
    "Serial",
  ];
  const registryOnly = csv([
    header,
    // 2: new to the registry, its owner outside the club
    ["", "Paul Girard", "Reims", "Anna Weiss, Vienna, 1936-1960", 1936, "Packard", "Super Eight", "PG-3601"],
    // 3: new, the car of a member already in the portal
    [7710, "", "", "", 1937, "Cord", "812", "CD-812"],
    // 4: Ines's car, its serial written otherwise: an earlier owner
    [7710, "", "", "Otto Lang, 1935-1958", 1935, "Packard", "Phaeton", "cf 2001"],
    // 5: an owner's number that no member has
    [99999, "", "", "", 1930, "Packard", "Standard Eight", ""],
  ]);

  const uploadFiles = (file: string, cars?: string) => {
    const body = new FormData();
    body.append("file", new Blob([file]), "registry.csv");
    if (cars) body.append("cars", new Blob([cars]), "more-cars.csv");
    return t.app.inject({
      method: "POST",
      url: "/api/v1/office/imports",
      headers: bearer(token),
      payload: body,
    });
  };

  const stored = async () => ({
    imports: (await t.database.db.select({ n: count() }).from(imports))[0]?.n,
    rows: (await t.database.db.select({ n: count() }).from(importRows))[0]?.n,
  });
  const memberCount = async () => (await t.database.db.select({ n: count() }).from(members))[0]?.n;
  const auditOf = async (action: string, importId: number) =>
    (
      await t.database.db
        .select({ after: auditLog.after })
        .from(auditLog)
        .where(and(eq(auditLog.action, action), sql`(${auditLog.after} ->> 'importId')::int = ${importId}`))
    ).map((entry) => entry.after);

  const summary = {
    new: 0,
    matched: 0,
    changed: 0,
    rejected: 0,
    duplicates: 0,
    carsNew: 2,
    carsMatched: 1,
    carsRejected: 1,
    ownersAdded: 1,
  };

  it("is uploaded, mapped, previewed, committed and undone as an import of cars alone", async () => {
    const membersBefore = await memberCount();
    const upload = await uploadFiles(registryOnly);
    expect(upload.statusCode, upload.body).toBe(201);
    const view = upload.json();
    expect(view).toMatchObject({ columns: [], mapping: {}, sample: [], rows: 0, cars: { rows: 4 } });
    expect(view.cars.mapping).toMatchObject({
      "Owner member #": "ownerMemberNo",
      "Owner name": "ownerName",
      Serial: "serialNumber",
    });
    const id = view.id as number;

    // The web saves the mapping with the members' empty.
    const mapped = await t.app.inject({
      method: "PUT",
      url: `/api/v1/office/imports/${id}/mapping`,
      headers: bearer(token),
      payload: { mapping: {}, car_mapping: view.cars.mapping },
    });
    expect(mapped.statusCode, mapped.body).toBe(200);

    const reply = await previewedImport(t.app, token, id);
    expect(reply.statusCode, reply.body).toBe(200);
    const preview = reply.json() as Preview;
    expect(preview.summary).toEqual(summary);
    expect(preview.rejected).toEqual([
      { sheet: "cars", row: 5, reasons: ["No member has number 99999, in the file or in the portal"] },
    ]);
    expect(preview.matchedCars).toEqual([
      {
        row: 4,
        vehicleId: phaetonId,
        car: "1935 Packard Phaeton",
        pastOwners: ["Otto Lang"],
        numbers: [],
        notes: [],
      },
    ]);

    const committed = await until(id, "commit", "committed");
    expect(committed).toMatchObject({ summary, progress: { done: 4, total: 4 }, error: null });
    const girard = await carBySerial("PG-3601");
    expect(girard).toMatchObject({ memberId: null, year: 1936, model: "Super Eight" });
    expect(await chainOf(girard?.id as number)).toEqual([
      ["Anna Weiss", "Vienna", "1936-01-01", "1960-01-01"],
      ["Paul Girard", "Reims", null, null],
    ]);
    expect(await carBySerial("CD-812")).toMatchObject({ memberId: ines.id, year: 1937, model: "812" });
    expect(await chainOf(phaetonId)).toEqual([
      ["Otto Lang", null, "1935-01-01", "1958-01-01"],
      ["Ines Varga", null, "1995-03-01", null],
    ]);
    expect(await memberCount()).toBe(membersBefore);
    expect(await auditOf("import_committed", id)).toEqual([
      expect.objectContaining({
        counts: { membersCreated: 0, membersChanged: 0, carsCreated: 2, rejected: 1 },
      }),
    ]);

    await until(id, "undo", "undone");
    expect(await carBySerial("PG-3601")).toBeUndefined();
    expect(await carBySerial("CD-812")).toBeUndefined();
    expect(await chainOf(phaetonId)).toEqual([["Ines Varga", null, "1995-03-01", null]]);
    expect(await memberCount()).toBe(membersBefore);
    expect(await auditOf("import_undone", id)).toEqual([
      expect.objectContaining({
        counts: { membersDeleted: 0, membersRestored: 0, carsDeleted: 2, carsKept: 0, carsRestored: 1 },
      }),
    ]);
  });

  it("is refused, naming cars, with a second file of cars: an import takes one list of cars", async () => {
    const before = await stored();
    const reply = await uploadFiles(registryOnly, csv([header, [7710, "", "", "", 1938, "Cord", "810", ""]]));
    expect(reply.statusCode).toBe(422);
    expect(reply.json().errors).toEqual({ cars: [importMessages.secondCarsFile] });
    expect(await stored()).toEqual(before);
  });

  it("is refused when it has no rows under its header", async () => {
    const before = await stored();
    const reply = await uploadFiles(csv([header]));
    expect(reply.statusCode).toBe(422);
    expect(reply.json().errors).toEqual({ file: [importMessages.noRows] });
    expect(await stored()).toEqual(before);
  });
});
