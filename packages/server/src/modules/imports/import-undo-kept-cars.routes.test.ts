import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createDirectoryMember, signIn, signInEachRole } from "../../test/factories.ts";
import { previewedImport } from "../../test/previewed-import.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { waitFor } from "../../test/wait-for.ts";
import { auditLog } from "../audit/audit.schema.ts";
import { vehicleClaims, vehicleOwnerships, vehicles, vehicleTransfers } from "../vehicles/vehicles.schema.ts";

// Issue 39: the registry keeps every car with a history (its offers, claims and event entries hold the car with
// RESTRICT). An import's undo used to delete every car the import added, and failed on such a car; it now leaves
// those in the registry with their history, says how many, and takes back everything else.

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signInEachRole(t.app, t.database.db)).tokens.admin;
});
afterAll(() => t.close());

const office = (method: "GET" | "POST", url: string) =>
  t.app.inject({ method, url: `/api/v1/office${url}`, headers: bearer(admin) });

async function until(id: number, action: "commit" | "undo", status: string) {
  const reply = await office("POST", `/imports/${id}/${action}`);
  expect(reply.statusCode, reply.body).toBe(202);
  await waitFor(async () =>
    ["failed", status].includes((await office("GET", `/imports/${id}`)).json().status),
  );
  return (await office("GET", `/imports/${id}`)).json();
}

const carBySerial = async (serialNumber: string) =>
  (await t.database.db.select().from(vehicles).where(eq(vehicles.serialNumber, serialNumber)))[0];

describe("undoing an import whose cars have a history since", () => {
  it("keeps a car offered or claimed since, with its history, says so, and takes back the rest", async () => {
    const owner = await createDirectoryMember(t.database.db, {
      member: { memberNo: 7730, firstName: "Ida", lastName: "Keeper" },
    });
    const buyer = await createDirectoryMember(t.database.db, {
      member: { memberNo: 7731, firstName: "Bruno", lastName: "Buyer" },
    });
    const claimant = await createDirectoryMember(t.database.db, {
      member: { memberNo: 7732, firstName: "Clara", lastName: "Claimant" },
    });
    const file = [
      "Owner member #,Owner name,Year,Make,Model,Serial",
      "7730,,1936,Packard,Twelve,KEEP-OFFERED",
      ",Paul Girard,1931,Packard,Model 840,KEEP-CLAIMED",
      "7730,,1937,Cord,812,GO-PLAIN",
      ",Anna Weiss,1930,Packard,Standard Eight,GO-OUTSIDE",
    ].join("\r\n");
    const body = new FormData();
    body.append("file", new Blob([`${file}\r\n`]), "registry.csv");
    const upload = await t.app.inject({
      method: "POST",
      url: "/api/v1/office/imports",
      headers: bearer(admin),
      payload: body,
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const id = upload.json().id as number;
    expect((await previewedImport(t.app, admin, id)).statusCode).toBe(200);
    expect((await until(id, "commit", "committed")).status).toBe("committed");

    const offered = (await carBySerial("KEEP-OFFERED"))?.id as number;
    const claimed = (await carBySerial("KEEP-CLAIMED"))?.id as number;
    const offer = await t.app.inject({
      method: "POST",
      url: `/api/v1/vehicles/${offered}/transfer`,
      headers: bearer(await signIn(t.app, owner.email)),
      payload: { member_no: buyer.memberNo, buyer_last_name: "Buyer" },
    });
    expect(offer.statusCode, offer.body).toBe(201);
    const papers = new FormData();
    papers.append("note", "My grandfather's car: I have its papers.");
    const claim = await t.app.inject({
      method: "POST",
      url: `/api/v1/vehicles/${claimed}/claims`,
      headers: bearer(await signIn(t.app, claimant.email)),
      payload: papers,
    });
    expect(claim.statusCode, claim.body).toBe(201);

    const undone = await until(id, "undo", "undone");
    expect(undone).toMatchObject({ status: "undone", error: null, carsKept: 2 });
    expect(await carBySerial("GO-PLAIN")).toBeUndefined();
    expect(await carBySerial("GO-OUTSIDE")).toBeUndefined();
    // The kept cars stay whole: the link of the chain the import made, the offer, the claim.
    expect(await carBySerial("KEEP-OFFERED")).toMatchObject({ id: offered, memberId: owner.id });
    expect(await carBySerial("KEEP-CLAIMED")).toMatchObject({ id: claimed });
    const chains = await t.database.db
      .select({ vehicleId: vehicleOwnerships.vehicleId, source: vehicleOwnerships.source })
      .from(vehicleOwnerships)
      .where(sql`${vehicleOwnerships.vehicleId} in (${offered}, ${claimed})`);
    expect(chains).toHaveLength(2);
    expect(chains.every((link) => link.source === "import")).toBe(true);
    expect(
      await t.database.db.select().from(vehicleTransfers).where(eq(vehicleTransfers.vehicleId, offered)),
    ).toHaveLength(1);
    expect(
      await t.database.db.select().from(vehicleClaims).where(eq(vehicleClaims.vehicleId, claimed)),
    ).toHaveLength(1);

    const [trail] = await t.database.db
      .select({ after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.action, "import_undone"), sql`(${auditLog.after} ->> 'importId')::int = ${id}`));
    expect(trail?.after).toMatchObject({
      counts: { carsDeleted: 2, carsKept: 2, membersDeleted: 0, membersRestored: 0, carsRestored: 0 },
    });
  });
});
