import { visibilityMessages } from "@club/domain/member-visibility.rules";
import { registryMessages } from "@club/domain/vehicle-registry.schema";
import { transferMessages } from "@club/domain/vehicle-transfer.rules";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createDirectoryMember, createMember, signIn, stamped } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { daysFrom } from "../../test/test-clock.ts";
import { makes } from "../makes/makes.schema.ts";
import { anonymiseMember } from "../members/member-erasure.service.ts";
import { members } from "../members/members.schema.ts";
import { nationalMemberships } from "../memberships/memberships.schema.ts";
import { staff } from "../office/office.schema.ts";
import { privacyChoices } from "../privacy/privacy.schema.ts";
import { releaseErasedOwnersCars } from "./owner-erasure.service.ts";
import { vehicleImages, vehicleOwnerships, vehicles, vehicleTransfers } from "./vehicles.schema.ts";

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
/** The offer a seller makes to a member, by the number and last name the buyer gave them (issue 39). */
const offerTo = (
  token: string | null,
  id: number,
  buyer: { memberNo: number; lastName: string },
  extra: Record<string, unknown> = {},
) => offer(token, id, { member_no: buyer.memberNo, buyer_last_name: buyer.lastName, ...extra });
const transfers = (token: string) =>
  t.app.inject({ url: "/api/v1/vehicle_transfers", headers: bearer(token) });
const answer = (token: string | null, id: number, decision: "accept" | "decline") =>
  t.app.inject({
    method: "POST",
    url: `/api/v1/vehicle_transfers/${id}/${decision}`,
    headers: token ? bearer(token) : {},
  });
const removeFromGarage = (token: string | null, id: number, payload: object) =>
  t.app.inject({
    method: "POST",
    url: `/api/v1/vehicles/${id}/remove_from_garage`,
    headers: token ? bearer(token) : {},
    payload,
  });
const deleteCar = (token: string, id: number) =>
  t.app.inject({ method: "DELETE", url: `/api/v1/vehicles/${id}`, headers: bearer(token) });
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

    const offered = await offerTo(seller.token, car, buyer, { date: "2026-11-02" });
    expect(offered.statusCode, offered.body).toBe(201);
    const transfer = offered.json();
    expect(transfer).toMatchObject({
      vehicleId: car,
      car: "1934 Packard Twelve",
      sellerName: "Sybil Seller",
      // Issue 39: the buyer as the seller typed them, not as the club keeps them.
      buyerName: "Buyer",
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
    const first = (await offerTo(seller.token, car, buyer)).json();
    expect(first.soldOn).toBe(t.clock.now.toISOString().slice(0, 10));
    // One offer at a time.
    expect((await offerTo(seller.token, car, buyer)).statusCode).toBe(409);

    expect((await answer(buyer.token, first.id, "decline")).statusCode).toBe(200);
    expect(await garage(seller.token)).toContain(car);
    expect(await garage(buyer.token)).not.toContain(car);
    expect((await history(seller.token, car)).json().ownerships).toHaveLength(1);
    expect((await offerTo(seller.token, car, buyer)).statusCode).toBe(201);
  });

  it("refuses without a sign-in, for another's car, a last name left out, and an offer to oneself", async () => {
    const seller = await member({ firstName: "Rita", lastName: "Refused" });
    const other = await member({ firstName: "Otto", lastName: "Other" });
    const car = await registerCar(seller.token);

    expect((await offerTo(null, car, other)).statusCode).toBe(401);
    expect((await offerTo(other.token, car, seller)).statusCode).toBe(404);
    expect((await offerTo(seller.token, 999_999, other)).statusCode).toBe(404);

    const noName = await offer(seller.token, car, { member_no: other.memberNo });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().errors).toEqual({ buyerLastName: [registryMessages.buyerLastNameRequired] });
    expect((await offerTo(seller.token, car, seller)).json().errors.memberNo).toEqual([
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
    const transfer = (await offerTo(seller.token, car, buyer)).json();

    expect((await answer(null, transfer.id, "accept")).statusCode).toBe(401);
    expect((await answer(bystander.token, transfer.id, "accept")).statusCode).toBe(404);
    expect((await answer(seller.token, transfer.id, "accept")).statusCode).toBe(404);
    expect((await answer(bystander.token, transfer.id, "decline")).statusCode).toBe(404);

    // Issue 39: the offer is the car's history, so the car is not deleted; it leaves the garage, and the offer ends.
    const removed = await removeFromGarage(seller.token, car, { reason: "sold_outside" });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await answer(buyer.token, transfer.id, "accept")).statusCode).toBe(404);
    expect(await garage(buyer.token)).not.toContain(car);
  });

  it("accepts once when the buyer answers twice at the same moment", async () => {
    const seller = await member({ firstName: "Tess", lastName: "Twice" });
    const buyer = await member({ firstName: "Tom", lastName: "Twice" });
    const car = await registerCar(seller.token);
    const transfer = (await offerTo(seller.token, car, buyer)).json();
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
      offerTo(seller.token, car, first),
      offerTo(seller.token, car, second),
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
        endedHow: null,
        source: "registered",
      },
    ]);
    expect((await history(joinerToken, car)).statusCode).toBe(403);
    expect((await history(owner.token, 999_999)).statusCode).toBe(404);
    expect((await history(owner.token, "car" as unknown as number)).statusCode).toBe(400);
  });
});

describe("one identity per car", () => {
  // Issue 39: the refusal names no car (its make and year would confirm a car the member may not see).
  it("refuses a second car with a serial or engine number already in the registry, with its claim path", async () => {
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
    expect(sameSerial.json().errors.serialNumber[0]).not.toContain("Packard");
    expect(sameSerial.json().existing).toEqual({ id: car, claimPath: `/api/v1/vehicles/${car}/claims` });

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
        endedHow: null,
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

  it("shows them to the office on the car's page and its history, as the visibility rule says", async () => {
    const owner = await member({ firstName: "Olga", lastName: "Hidden" });
    const desk = await member({ firstName: "Dan", lastName: "Desk" });
    await t.database.db
      .insert(staff)
      .values({ memberId: desk.id, role: "office_staff", createdAt: stamped.createdAt });
    const serial = `OFF-${Date.now()}`;
    const car = await registerCar(owner.token, { serial });

    expect((await history(desk.token, car)).json().numbers.serialNumber).toBe(serial);
    const page = await t.app.inject({
      url: `/api/v1/vehicles/${car}/search_profile`,
      headers: bearer(desk.token),
    });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().serialNumber).toBe(serial);
  });
});

describe("the day of the sale, and an offer taken back", () => {
  it("refuses a day after today or before the seller had the car, and lets the seller take an offer back", async () => {
    const seller = await member({ firstName: "Dora", lastName: "Dates" });
    const buyer = await member({ firstName: "Ben", lastName: "Back" });
    const car = await registerCar(seller.token);
    const future = await offerTo(seller.token, car, buyer, { date: "2999-01-01" });
    expect(future.statusCode).toBe(422);
    expect(Object.keys(future.json().errors)).toEqual(["date"]);

    // The buyer had it from the day of this sale: selling it on before that day is refused.
    const first = await offerTo(seller.token, car, buyer, { date: "2026-04-10" });
    expect((await answer(buyer.token, first.json().id, "accept")).statusCode).toBe(200);
    const early = await offerTo(buyer.token, car, seller, { date: "2026-04-09" });
    expect(early.statusCode).toBe(422);
    expect(early.json().errors.date[0]).toContain("2026-04-10");

    const again = await offerTo(buyer.token, car, seller, { date: "2026-04-10" });
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

// Issue 39: an offer named the buyer; anyone with a car could list the club's names by number.
describe("offering a car names no one the seller did not name", () => {
  /** A car in the garage of an account that may not register one any more (a joiner who never paid). */
  async function carOf(memberId: number) {
    const [make] = await t.database.db.select().from(makes).where(eq(makes.name, "Packard"));
    const [car] = await t.database.db
      .insert(vehicles)
      .values({
        memberId,
        year: 1932,
        makeId: make?.id as number,
        model: "Light Eight",
        numberOfCylinders: 8,
        ...stamped,
      })
      .returning({ id: vehicles.id });
    await t.database.db
      .insert(vehicleOwnerships)
      .values({ vehicleId: car?.id as number, memberId, source: "registered", ...stamped });
    return car?.id as number;
  }

  it("refuses an unpaid joiner any offer, saying why, and names no member", async () => {
    const joiner = await createMember(t.database.db);
    const joinerToken = await signIn(t.app, joiner.email);
    const car = await carOf(joiner.id);
    const target = await member({ firstName: "Ulla", lastName: "Unlisted" });
    await t.database.db.insert(privacyChoices).values({
      memberId: target.id,
      showInDirectory: false,
      showAddress: false,
      showPhones: false,
      showEmail: false,
      allowClubMail: false,
      ...stamped,
    });

    for (const memberNo of [target.memberNo, target.memberNo + 1, target.memberNo + 2]) {
      const reply = await offer(joinerToken, car, { member_no: memberNo, buyer_last_name: "x" });
      expect(reply.statusCode).toBe(403);
      expect(reply.json()).toEqual({ errors: { membership: [transferMessages.unpaid] } });
      expect(reply.body).not.toContain("Ulla");
    }
    expect((await transfers(joinerToken)).json()).toEqual({ incoming: [], outgoing: [] });
  });

  it("gives one answer for every buyer the car cannot go to, and the typed name for one it can", async () => {
    const seller = await member({ firstName: "Sam", lastName: "Seller" });
    const car = await registerCar(seller.token);
    const named = (firstName: string, lastName: string, options = {}) =>
      createDirectoryMember(t.database.db, { member: { firstName, lastName }, ...options });

    const listed = await named("Lena", "Listed");
    const unlisted = await named("Una", "Hidden");
    await t.database.db.insert(privacyChoices).values({
      memberId: unlisted.id,
      showInDirectory: false,
      showAddress: false,
      showPhones: false,
      showEmail: false,
      allowClubMail: false,
      ...stamped,
    });
    const resigned = await named("Rex", "Resigned");
    await t.database.db
      .update(members)
      .set({ resignedOn: daysFrom(t.clock.now, -30) })
      .where(eq(members.id, resigned.id));
    const erased = await named("Eve", "Erased");
    await anonymiseMember({ db: t.database.db, now: () => t.clock.now }, erased.id);
    const merged = await named("Max", "Merged");
    await t.database.db.update(members).set({ mergedIntoId: listed.id }).where(eq(members.id, merged.id));
    const office = await named("Olga", "Office", {
      member: { firstName: "Olga", lastName: "Office", memberNo: 990_039 },
    });
    const lapsed = await named("Lars", "Lapsed", { duesExpire: daysFrom(t.clock.now, -60) });
    const joiner = await createMember(t.database.db, { firstName: "Jo", lastName: "Joiner" });

    const tries = [
      { memberNo: 8_888_888, lastName: "Nobody" },
      { memberNo: listed.memberNo, lastName: "Lister" },
      { memberNo: unlisted.memberNo, lastName: "Listed" },
      { memberNo: resigned.memberNo, lastName: "Resigned" },
      { memberNo: erased.memberNo, lastName: String(erased.memberNo) },
      { memberNo: merged.memberNo, lastName: "Merged" },
      { memberNo: office.memberNo, lastName: "Office" },
      { memberNo: lapsed.memberNo, lastName: "Lapsed" },
      { memberNo: joiner.memberNo, lastName: "Joiner" },
    ];
    const replies = [];
    for (const buyer of tries) replies.push(await offerTo(seller.token, car, buyer));
    for (const reply of replies) {
      expect(reply.statusCode).toBe(422);
      expect(reply.json()).toEqual({ errors: { memberNo: [registryMessages.buyerUnknown] } });
    }
    expect((await transfers(seller.token)).json().outgoing).toEqual([]);

    // The name as the seller typed it, never as the club keeps it: a hidden member's first name stays hidden.
    const offered = await offerTo(seller.token, car, { memberNo: unlisted.memberNo, lastName: " hidden " });
    expect(offered.statusCode, offered.body).toBe(201);
    expect(offered.json()).toMatchObject({ buyerName: "hidden", buyerMemberNo: unlisted.memberNo });
    expect(offered.body).not.toContain("Una");
  });

  it("lists an offer to its seller by the name they typed, and to its buyer with the seller as the rule names them", async () => {
    const seller = await member({ firstName: "Hester", lastName: "Hush" });
    await t.database.db.insert(privacyChoices).values({
      memberId: seller.id,
      showInDirectory: false,
      showAddress: false,
      showPhones: false,
      showEmail: false,
      allowClubMail: false,
      ...stamped,
    });
    const listedSeller = await member({ firstName: "Larry", lastName: "Listed" });
    const buyer = await member({ firstName: "Tobias", lastName: "O'Typed" });
    const car = await registerCar(seller.token);
    const other = await registerCar(listedSeller.token);
    // lastNamesMatch reads "otyped" as "O'Typed": the offer stands, and the seller never learns how the club spells it.
    expect(
      (await offerTo(seller.token, car, { memberNo: buyer.memberNo, lastName: "otyped" })).statusCode,
    ).toBe(201);
    expect((await offerTo(listedSeller.token, other, buyer)).statusCode).toBe(201);

    const sellers = await transfers(seller.token);
    expect(sellers.json().outgoing).toMatchObject([
      { vehicleId: car, sellerName: "Hester Hush", buyerName: "otyped", buyerMemberNo: buyer.memberNo },
    ]);
    expect(sellers.body).not.toContain("Tobias");
    expect(sellers.body).not.toContain("O'Typed");

    const buyers = (await transfers(buyer.token)).json();
    expect(buyers.outgoing).toEqual([]);
    const incoming = new Map(buyers.incoming.map((row: { vehicleId: number }) => [row.vehicleId, row]));
    expect(incoming.get(car)).toMatchObject({
      sellerName: visibilityMessages.clubMember,
      buyerName: "Tobias O'Typed",
    });
    expect(incoming.get(other)).toMatchObject({ sellerName: "Larry Listed", buyerName: "Tobias O'Typed" });
  });

  it("forgets the typed name of an offer to a member who is erased", async () => {
    const seller = await member({ firstName: "Fern", lastName: "Forgets" });
    const buyer = await member({ firstName: "Gil", lastName: "Gonefor" });
    const car = await registerCar(seller.token);
    const transfer = (await offerTo(seller.token, car, buyer)).json();
    const stored = async () =>
      (await t.database.db.select().from(vehicleTransfers).where(eq(vehicleTransfers.id, transfer.id)))[0];
    expect((await stored())?.buyerName).toBe("Gonefor");
    await t.database.db.transaction((tx) =>
      releaseErasedOwnersCars({ db: tx, now: () => t.clock.now }, buyer.id),
    );
    expect(await stored()).toMatchObject({ buyerName: null, status: "cancelled" });
  });

  it("counts a member's offers, found or not, and refuses the eleventh in a day", async () => {
    const seller = await member({ firstName: "Gail", lastName: "Guesser" });
    const buyer = await member({ firstName: "Bill", lastName: "Bought" });
    const car = await registerCar(seller.token);
    for (let i = 0; i < 10; i += 1)
      expect(
        (await offerTo(seller.token, car, { memberNo: buyer.memberNo, lastName: `Guess${i}` })).statusCode,
      ).toBe(422);
    const refused = await offerTo(seller.token, car, buyer);
    expect(refused.statusCode).toBe(429);
    expect(refused.body).not.toContain("Bill");
    // A sale outside the club names no member: it is not counted.
    const other = await registerCar(seller.token);
    expect((await offer(seller.token, other, { buyer_name: "Jean Dupont" })).statusCode).toBe(201);
    const start = t.clock.now;
    t.clock.now = new Date(start.getTime() + 86_400_000 + 1000);
    try {
      const token = await signIn(t.app, seller.email);
      expect((await offerTo(token, car, buyer)).statusCode).toBe(201);
    } finally {
      t.clock.now = start;
    }
  });

  it("lets only members in good standing accept a car", async () => {
    const seller = await member({ firstName: "Sue", lastName: "Standing" });
    const buyer = await member({ firstName: "Lou", lastName: "Lapsing" });
    const car = await registerCar(seller.token);
    const transfer = (await offerTo(seller.token, car, buyer)).json();
    await t.database.db
      .update(nationalMemberships)
      .set({ duesExpire: daysFrom(t.clock.now, -1) })
      .where(eq(nationalMemberships.memberId, buyer.id));
    const refused = await answer(buyer.token, transfer.id, "accept");
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ errors: { membership: [transferMessages.lapsed] } });
    expect(await garage(seller.token)).toContain(car);
  });
});

describe("the day of a sale", () => {
  it("is refused before the car's model year", async () => {
    const seller = await member({ firstName: "Vera", lastName: "Vintage" });
    const buyer = await member({ firstName: "Walt", lastName: "Wheels" });
    const car = await registerCar(seller.token);
    const early = await offerTo(seller.token, car, buyer, { date: "1901-06-01" });
    expect(early.statusCode).toBe(422);
    expect(early.json().errors).toEqual({ date: [transferMessages.beforeModelYear(1934)] });
    const outside = await offer(seller.token, car, { buyer_name: "Jean Dupont", date: "1933-12-31" });
    expect(outside.statusCode).toBe(422);
    expect(Object.keys(outside.json().errors)).toEqual(["date"]);
    expect((await offerTo(seller.token, car, buyer, { date: "1934-01-01" })).statusCode).toBe(201);
  });
});

// Issue 39: the registry never loses a car.
describe("a car with a history stays in the registry", () => {
  it("refuses to delete a car that had an earlier owner; its history stays whole", async () => {
    const seller = await member({ firstName: "Hugo", lastName: "Had" });
    const buyer = await member({ firstName: "Nina", lastName: "Now" });
    const car = await registerCar(seller.token);
    const transfer = (await offerTo(seller.token, car, buyer)).json();
    expect((await answer(buyer.token, transfer.id, "accept")).statusCode).toBe(200);

    const refused = await deleteCar(buyer.token, car);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ errors: { base: [transferMessages.hasHistory] } });
    expect(await garage(buyer.token)).toContain(car);
    const record = (await history(buyer.token, car)).json();
    expect(record.ownerships.map((row: { memberNo: number }) => row.memberNo)).toEqual([
      seller.memberNo,
      buyer.memberNo,
    ]);
  });

  it("refuses to delete a car once offered, even if the offer was taken back, and deletes one with no history", async () => {
    const owner = await member({ firstName: "Otis", lastName: "Offered" });
    const other = await member({ firstName: "Ola", lastName: "Other" });
    const offered = await registerCar(owner.token);
    const transfer = (await offerTo(owner.token, offered, other)).json();
    await t.app.inject({
      method: "POST",
      url: `/api/v1/vehicle_transfers/${transfer.id}/cancel`,
      headers: bearer(owner.token),
    });
    expect((await deleteCar(owner.token, offered)).statusCode).toBe(409);

    const mistake = await registerCar(owner.token);
    expect((await deleteCar(other.token, mistake)).statusCode).toBe(404);
    expect((await deleteCar(owner.token, mistake)).statusCode).toBe(200);
    expect(await garage(owner.token)).toEqual([offered]);
  });

  it("removes a car from the garage with what happened; it stays in the registry with its history", async () => {
    const owner = await member({ firstName: "Rhea", lastName: "Removed" });
    const other = await member({ firstName: "Olly", lastName: "Onlooker" });
    const reader = await member({ firstName: "Rolf", lastName: "Reads" });
    const car = await registerCar(owner.token);
    const wrecked = await registerCar(owner.token);
    const today = daysFrom(t.clock.now, 0);

    expect((await removeFromGarage(null, car, { reason: "destroyed" })).statusCode).toBe(401);
    expect((await removeFromGarage(other.token, car, { reason: "destroyed" })).statusCode).toBe(404);
    const bad = await removeFromGarage(owner.token, car, { reason: "stolen", date: "soon" });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(["date", "reason"]);
    const early = await removeFromGarage(owner.token, car, { reason: "unknown", date: "1920-01-01" });
    expect(early.statusCode).toBe(422);
    expect(Object.keys(early.json().errors)).toEqual(["date"]);

    expect((await removeFromGarage(owner.token, car, { reason: "unknown" })).statusCode).toBe(200);
    const destroyed = await removeFromGarage(owner.token, wrecked, { reason: "destroyed", date: today });
    expect(destroyed.statusCode, destroyed.body).toBe(200);
    expect(await garage(owner.token)).toEqual([]);

    const record = (await history(reader.token, wrecked)).json();
    expect(record).toMatchObject({ inGarage: false, registryStatus: "destroyed" });
    expect(record.ownerships).toEqual([
      expect.objectContaining({ memberNo: owner.memberNo, to: today, endedHow: "destroyed" }),
    ]);
    expect((await history(reader.token, car)).json()).toMatchObject({
      inGarage: false,
      registryStatus: "active",
      ownerships: [expect.objectContaining({ endedHow: "unknown" })],
    });
    // Out of the garage, it is no longer the former owner's to remove again.
    expect((await removeFromGarage(owner.token, car, { reason: "unknown" })).statusCode).toBe(404);
  });
});
