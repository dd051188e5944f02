import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createDirectoryMember, createMember, signIn } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { makes } from "../makes/makes.schema.ts";
import { vehicleImages } from "./vehicles.schema.ts";

// Issue 27: a car's history and its sale from one member's garage to another's.

let t: TestApp;
let packard: number;
let serialSequence = 0;
beforeAll(async () => {
  t = await createTestApp();
  const [make] = await t.database.db.select().from(makes).where(eq(makes.name, "Packard"));
  packard = make?.id as number;
});
afterAll(() => t.close());

async function member(names: { firstName: string; lastName: string }) {
  const created = await createDirectoryMember(t.database.db, { member: names });
  return { ...created, token: await signIn(t.app, created.email) };
}

function carForm(numbers: { serial?: string; engine?: string } = {}) {
  serialSequence += 1;
  const body = new FormData();
  const values = {
    owned_by_associate: "false",
    year: "1934",
    make_id: String(packard),
    model: "Twelve",
    number_of_cylinders: "12",
    serial_number: numbers.serial ?? `REG-${serialSequence}-${Date.now()}`,
    engine_number: numbers.engine ?? "",
    senior_category: "None",
    authentic: "true",
  };
  for (const [key, value] of Object.entries(values)) body.append(key, value);
  return body;
}

async function registerCar(token: string, numbers: { serial?: string; engine?: string } = {}) {
  const reply = await t.app.inject({
    method: "POST",
    url: "/api/v1/vehicles",
    headers: bearer(token),
    payload: carForm(numbers),
  });
  expect(reply.statusCode, reply.body).toBe(201);
  return reply.json().id as number;
}

const offer = (token: string | null, id: number, payload: unknown) =>
  t.app.inject({
    method: "POST",
    url: `/api/v1/vehicles/${id}/transfer`,
    headers: token ? bearer(token) : {},
    payload: payload as object,
  });
const transfers = (token: string) =>
  t.app.inject({ url: "/api/v1/vehicle_transfers", headers: bearer(token) });
const answer = (token: string | null, id: number, decision: "accept" | "decline") =>
  t.app.inject({
    method: "POST",
    url: `/api/v1/vehicle_transfers/${id}/${decision}`,
    headers: token ? bearer(token) : {},
  });
const history = (token: string | null, id: number) =>
  t.app.inject({ url: `/api/v1/vehicles/${id}/history`, headers: token ? bearer(token) : {} });
const garage = async (token: string) =>
  ((await t.app.inject({ url: "/api/v1/vehicles", headers: bearer(token) })).json() as { id: number }[]).map(
    (car) => car.id,
  );

describe("selling a car to another member", () => {
  it("moves the accepted car to the buyer's garage with its photos, and its history lists both owners", async () => {
    const seller = await member({ firstName: "Sybil", lastName: "Seller" });
    const buyer = await member({ firstName: "Bertram", lastName: "Buyer" });
    const car = await registerCar(seller.token);
    await t.database.db.insert(vehicleImages).values({
      vehicleId: car,
      storageKey: `vehicles/registry-${car}.jpg`,
      thumbnailKey: `vehicles/registry-${car}.thumb.jpg`,
      contentType: "image/jpeg",
      size: 10,
      createdAt: t.clock.now,
    });

    const offered = await offer(seller.token, car, { member_no: buyer.memberNo, date: "2026-11-02" });
    expect(offered.statusCode, offered.body).toBe(201);
    const transfer = offered.json();
    expect(transfer).toMatchObject({
      vehicleId: car,
      car: "1934 Packard Twelve",
      sellerName: "Sybil Seller",
      buyerName: "Bertram Buyer",
      soldOn: "2026-11-02",
      status: "pending",
    });
    expect((await transfers(buyer.token)).json()).toMatchObject({
      incoming: [{ id: transfer.id }],
      outgoing: [],
    });
    expect((await transfers(seller.token)).json()).toMatchObject({
      incoming: [],
      outgoing: [{ id: transfer.id }],
    });
    // Offered, not sold: the car stays in the seller's garage until the buyer accepts.
    expect(await garage(seller.token)).toContain(car);

    const accepted = await answer(buyer.token, transfer.id, "accept");
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await garage(seller.token)).not.toContain(car);
    expect(await garage(buyer.token)).toContain(car);
    const moved = (await t.app.inject({ url: "/api/v1/vehicles", headers: bearer(buyer.token) })).json() as {
      id: number;
      images: unknown[];
    }[];
    expect(moved.find((row) => row.id === car)?.images).toHaveLength(1);
    expect((await transfers(buyer.token)).json()).toEqual({ incoming: [], outgoing: [] });

    const read = await history(buyer.token, car);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({
      vehicleId: car,
      car: "1934 Packard Twelve",
      status: "pending",
      ownerships: [
        { ownerName: "Sybil Seller", memberNo: seller.memberNo, to: "2026-11-02", source: "registered" },
        {
          ownerName: "Bertram Buyer",
          memberNo: buyer.memberNo,
          from: "2026-11-02",
          to: null,
          source: "transfer",
        },
      ],
    });
    // The seller's answer to the same offer again: it is no longer waiting.
    expect((await answer(buyer.token, transfer.id, "accept")).statusCode).toBe(404);
  });

  it("leaves a declined car with the seller, who may offer it again", async () => {
    const seller = await member({ firstName: "Dora", lastName: "Decline" });
    const buyer = await member({ firstName: "Nat", lastName: "Nope" });
    const car = await registerCar(seller.token);
    const first = (await offer(seller.token, car, { member_no: buyer.memberNo })).json();
    expect(first.soldOn).toBe(t.clock.now.toISOString().slice(0, 10));
    // One offer at a time.
    expect((await offer(seller.token, car, { member_no: buyer.memberNo })).statusCode).toBe(409);

    expect((await answer(buyer.token, first.id, "decline")).statusCode).toBe(200);
    expect(await garage(seller.token)).toContain(car);
    expect(await garage(buyer.token)).not.toContain(car);
    expect((await history(seller.token, car)).json().ownerships).toHaveLength(1);
    expect((await offer(seller.token, car, { member_no: buyer.memberNo })).statusCode).toBe(201);
  });

  it("refuses without a sign-in, for another's car, and for a buyer who is no member", async () => {
    const seller = await member({ firstName: "Rita", lastName: "Refused" });
    const other = await member({ firstName: "Otto", lastName: "Other" });
    // An office account (numbered from 900001) is staff, not a member: no car is sold to it.
    const officeAccount = await createMember(t.database.db, { memberNo: 990_001 });
    const car = await registerCar(seller.token);

    expect((await offer(null, car, { member_no: other.memberNo })).statusCode).toBe(401);
    expect((await offer(other.token, car, { member_no: seller.memberNo })).statusCode).toBe(404);
    expect((await offer(seller.token, 999_999, { member_no: other.memberNo })).statusCode).toBe(404);

    const unknown = await offer(seller.token, car, { member_no: 8_888_888 });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.memberNo).toEqual(["No member has this member number"]);
    expect(
      (await offer(seller.token, car, { member_no: officeAccount.memberNo })).json().errors.memberNo,
    ).toEqual(["No member has this member number"]);
    expect((await offer(seller.token, car, { member_no: seller.memberNo })).json().errors.memberNo).toEqual([
      "You already own this car",
    ]);
    const bad = await offer(seller.token, car, { member_no: "twelve", date: "next week" });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(["date", "memberNo"]);
    expect(await garage(seller.token)).toContain(car);
  });

  it("lets only the buyer answer, and cancels the offer of a car the seller no longer has", async () => {
    const seller = await member({ firstName: "Gus", lastName: "Gone" });
    const buyer = await member({ firstName: "Bea", lastName: "Late" });
    const bystander = await member({ firstName: "Bo", lastName: "Bystander" });
    const car = await registerCar(seller.token);
    const transfer = (await offer(seller.token, car, { member_no: buyer.memberNo })).json();

    expect((await answer(null, transfer.id, "accept")).statusCode).toBe(401);
    expect((await answer(bystander.token, transfer.id, "accept")).statusCode).toBe(404);
    expect((await answer(seller.token, transfer.id, "accept")).statusCode).toBe(404);
    expect((await answer(bystander.token, transfer.id, "decline")).statusCode).toBe(404);

    const deleted = await t.app.inject({
      method: "DELETE",
      url: `/api/v1/vehicles/${car}`,
      headers: bearer(seller.token),
    });
    expect(deleted.statusCode).toBe(200);
    // The car is gone with its offer (the offer belongs to the car).
    expect((await answer(buyer.token, transfer.id, "accept")).statusCode).toBe(404);
    expect(await garage(buyer.token)).not.toContain(car);
  });

  it("accepts once when the buyer answers twice at the same moment", async () => {
    const seller = await member({ firstName: "Tess", lastName: "Twice" });
    const buyer = await member({ firstName: "Tom", lastName: "Twice" });
    const car = await registerCar(seller.token);
    const transfer = (await offer(seller.token, car, { member_no: buyer.memberNo })).json();
    const replies = await Promise.all([
      answer(buyer.token, transfer.id, "accept"),
      answer(buyer.token, transfer.id, "accept"),
    ]);
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 404]);
    expect((await history(buyer.token, car)).json().ownerships).toHaveLength(2);
  });
});

describe("two offers of one car at the same moment", () => {
  it("makes one offer and refuses the other with 409", async () => {
    const seller = await member({ firstName: "Cleo", lastName: "Concurrent" });
    const first = await member({ firstName: "Fay", lastName: "First" });
    const second = await member({ firstName: "Sid", lastName: "Second" });
    const car = await registerCar(seller.token);
    const replies = await Promise.all([
      offer(seller.token, car, { member_no: first.memberNo }),
      offer(seller.token, car, { member_no: second.memberNo }),
    ]);
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([201, 409]);
    expect((await transfers(seller.token)).json().outgoing).toHaveLength(1);
  });
});

describe("GET /api/v1/vehicles/{id}/history", () => {
  it("is for the owner and members in good standing, not a joiner who has not paid", async () => {
    const owner = await member({ firstName: "Hal", lastName: "History" });
    const reader = await member({ firstName: "Rae", lastName: "Reader" });
    const car = await registerCar(owner.token);
    const joiner = await createMember(t.database.db);
    const joinerToken = await signIn(t.app, joiner.email);

    expect((await history(null, car)).statusCode).toBe(401);
    expect((await history(reader.token, car)).json().ownerships).toEqual([
      {
        ownerName: "Hal History",
        clubMember: true,
        memberNo: owner.memberNo,
        place: null,
        from: null,
        to: null,
        source: "registered",
      },
    ]);
    expect((await history(joinerToken, car)).statusCode).toBe(403);
    expect((await history(owner.token, 999_999)).statusCode).toBe(404);
    expect((await history(owner.token, "car" as unknown as number)).statusCode).toBe(400);
  });
});

describe("one identity per car", () => {
  it("refuses a second car with a serial or engine number already in the registry, naming the car", async () => {
    const first = await member({ firstName: "Iris", lastName: "Identity" });
    const second = await member({ firstName: "Ian", lastName: "Again" });
    const car = await registerCar(first.token, { serial: "ZX-90125", engine: "E 4471" });

    const sameSerial = await t.app.inject({
      method: "POST",
      url: "/api/v1/vehicles",
      headers: bearer(second.token),
      payload: carForm({ serial: "zx 90125" }),
    });
    expect(sameSerial.statusCode).toBe(409);
    expect(sameSerial.json().errors.serialNumber[0]).toContain(`1934 Packard Twelve (car ${car})`);
    expect(sameSerial.json().existing).toEqual({ id: car, name: "1934 Packard Twelve" });

    const sameEngine = await t.app.inject({
      method: "POST",
      url: "/api/v1/vehicles",
      headers: bearer(second.token),
      payload: carForm({ engine: "e-4471" }),
    });
    expect(sameEngine.statusCode).toBe(409);
    expect(Object.keys(sameEngine.json().errors)).toEqual(["engineNumber"]);
    expect(await garage(second.token)).toEqual([]);

    // The owner keeps editing their car with its own numbers.
    const edited = await t.app.inject({
      method: "PUT",
      url: `/api/v1/vehicles/${car}`,
      headers: bearer(first.token),
      payload: carForm({ serial: "ZX-90125", engine: "E 4471" }),
    });
    expect(edited.statusCode, edited.body).toBe(200);
  });
});

describe("selling a car outside the club", () => {
  it("takes the car out of the seller's garage at once; it stays in the registry with its buyer by name", async () => {
    const seller = await member({ firstName: "Otto", lastName: "Outside" });
    const reader = await member({ firstName: "Rita", lastName: "Registry" });
    const car = await registerCar(seller.token);

    expect((await offer(null, car, { buyer_name: "Jean Dupont" })).statusCode).toBe(401);
    expect((await offer(reader.token, car, { buyer_name: "Jean Dupont" })).statusCode).toBe(404);
    const both = await offer(seller.token, car, { member_no: reader.memberNo, buyer_name: "Jean Dupont" });
    expect(both.statusCode).toBe(400);
    expect(Object.keys(both.json().errors)).toEqual(["memberNo"]);
    expect((await offer(seller.token, car, {})).json().errors.memberNo).toBeDefined();

    const sold = await offer(seller.token, car, {
      buyer_name: "Jean Dupont",
      buyer_place: "Lyon",
      date: "2026-03-02",
    });
    expect(sold.statusCode, sold.body).toBe(201);
    expect(sold.json()).toMatchObject({ buyerName: "Jean Dupont", buyerMemberNo: null, status: "accepted" });
    expect(await garage(seller.token)).toEqual([]);

    const record = (await history(reader.token, car)).json();
    expect(record.inGarage).toBe(false);
    expect(record.ownerships).toEqual([
      expect.objectContaining({ ownerName: "Otto Outside", memberNo: seller.memberNo, to: "2026-03-02" }),
      {
        ownerName: "Jean Dupont",
        clubMember: false,
        memberNo: null,
        place: "Lyon",
        from: "2026-03-02",
        to: null,
        source: "transfer",
      },
    ]);
    // Sold is sold: the former owner cannot sell it again.
    expect((await offer(seller.token, car, { buyer_name: "Someone Else" })).statusCode).toBe(404);
  });
});

describe("the car's numbers are the owner's to show", () => {
  it("hides serial, engine and body numbers from other members unless the owner shows them", async () => {
    const owner = await member({ firstName: "Nora", lastName: "Numbers" });
    const reader = await member({ firstName: "Rex", lastName: "Reader" });
    const serial = `HID-${Date.now()}`;
    const car = await registerCar(owner.token, { serial });

    expect((await history(owner.token, car)).json().numbers.serialNumber).toBe(serial);
    expect((await history(reader.token, car)).json().numbers).toBeNull();
    const profile = async () =>
      (
        await t.app.inject({ url: `/api/v1/vehicles/${car}/search_profile`, headers: bearer(reader.token) })
      ).json();
    expect((await profile()).serialNumber).toBeNull();
    const found = async () =>
      (
        await t.app.inject({
          url: `/api/v1/vehicles/search?serial_number=${serial}`,
          headers: bearer(reader.token),
        })
      ).json().results as unknown[];
    expect(await found()).toEqual([]);

    const form = carForm({ serial });
    form.append("show_numbers", "true");
    const shown = await t.app.inject({
      method: "PUT",
      url: `/api/v1/vehicles/${car}`,
      headers: bearer(owner.token),
      payload: form,
    });
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json().showNumbers).toBe(true);
    expect((await history(reader.token, car)).json().numbers.serialNumber).toBe(serial);
    expect((await profile()).serialNumber).toBe(serial);
    expect(await found()).toHaveLength(1);
  });
});

describe("the day of the sale, and an offer taken back", () => {
  it("refuses a day after today or before the seller had the car, and lets the seller take an offer back", async () => {
    const seller = await member({ firstName: "Dora", lastName: "Dates" });
    const buyer = await member({ firstName: "Ben", lastName: "Back" });
    const car = await registerCar(seller.token);
    const future = await offer(seller.token, car, { member_no: buyer.memberNo, date: "2999-01-01" });
    expect(future.statusCode).toBe(422);
    expect(Object.keys(future.json().errors)).toEqual(["date"]);

    // The buyer had it from the day of this sale: selling it on before that day is refused.
    const first = await offer(seller.token, car, { member_no: buyer.memberNo, date: "2026-04-10" });
    expect((await answer(buyer.token, first.json().id, "accept")).statusCode).toBe(200);
    const early = await offer(buyer.token, car, { member_no: seller.memberNo, date: "2026-04-09" });
    expect(early.statusCode).toBe(422);
    expect(early.json().errors.date[0]).toContain("2026-04-10");

    const again = await offer(buyer.token, car, { member_no: seller.memberNo, date: "2026-04-10" });
    expect(again.statusCode).toBe(201);
    const takeBack = (token: string | null) =>
      t.app.inject({
        method: "POST",
        url: `/api/v1/vehicle_transfers/${again.json().id}/cancel`,
        headers: token ? bearer(token) : {},
      });
    expect((await takeBack(null)).statusCode).toBe(401);
    expect((await takeBack(seller.token)).statusCode).toBe(404);
    expect((await takeBack(buyer.token)).statusCode).toBe(200);
    expect((await transfers(seller.token)).json().incoming).toEqual([]);
    expect((await answer(seller.token, again.json().id, "accept")).statusCode).toBe(404);
    expect(await garage(buyer.token)).toEqual([car]);
  });
});
