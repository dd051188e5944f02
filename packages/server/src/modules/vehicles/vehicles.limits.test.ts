import { vehicleMessages } from "@club/domain/vehicle.schema";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createDirectoryMember, signIn } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { createImageProcessor } from "../files/images.ts";
import { makes } from "../makes/makes.schema.ts";
import { vehicles } from "./vehicles.schema.ts";

// Issue 9: limits that keep one member from filling the disk or the CPU.

/** The defaults, as a deployment without those variables gets them. */
let standard: TestApp;
/** Small limits, so that reaching them is quick; its image processing is watched. */
let small: TestApp;
const smallImages = createImageProcessor({ maxMegapixels: 40, concurrency: 2 });
let packard: number;
let png: Buffer;

beforeAll(async () => {
  [standard, small] = await Promise.all([
    createTestApp(),
    createTestApp({ MAX_VEHICLES_PER_MEMBER: "3", MAX_PHOTOS_PER_VEHICLE: "3" }, { images: smallImages }),
  ]);
  const [make] = await standard.database.db.select().from(makes).where(eq(makes.name, "Packard"));
  packard = make?.id as number;
  png = await sharp({ create: { width: 300, height: 200, channels: 3, background: "#2244aa" } })
    .png()
    .toBuffer();
});
afterAll(() => Promise.all([standard.close(), small.close()]));

const fields = () => ({
  owned_by_associate: "false",
  year: "1931",
  make_id: String(packard),
  model: "Deluxe Eight",
  number_of_cylinders: "8",
  senior_category: "None",
  authentic: "true",
});

function form(photos: Buffer[] = [], keep: number[] = []) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields())) body.append(key, value);
  for (const id of keep) body.append("images", String(id));
  photos.forEach((data, index) => {
    body.append("photos", new Blob([data], { type: "image/png" }), `photo-${index}.png`);
  });
  return body;
}

const photos = (count: number) => Array.from({ length: count }, () => png);

async function member(t: TestApp) {
  const created = await createDirectoryMember(t.database.db);
  return { id: created.id, token: await signIn(t.app, created.email) };
}

const create = (t: TestApp, token: string, body = form()) =>
  t.app.inject({ method: "POST", url: "/api/v1/vehicles", headers: bearer(token), payload: body });
const update = (t: TestApp, token: string, id: number, body: FormData) =>
  t.app.inject({ method: "PUT", url: `/api/v1/vehicles/${id}`, headers: bearer(token), payload: body });
const remove = (t: TestApp, token: string, id: number) =>
  t.app.inject({ method: "DELETE", url: `/api/v1/vehicles/${id}`, headers: bearer(token) });

async function carsOf(t: TestApp, memberId: number) {
  return t.database.db.select().from(vehicles).where(eq(vehicles.memberId, memberId));
}

describe("cars per member", () => {
  it("accepts 20 cars by default and refuses the 21st, naming the vehicles", async () => {
    const me = await member(standard);
    for (let car = 1; car <= 20; car += 1) {
      expect((await create(standard, me.token)).statusCode, `car ${car}`).toBe(201);
    }
    const refused = await create(standard, me.token, form([png]));
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ errors: { vehicles: [vehicleMessages.tooManyVehicles(20)] } });
    expect(await carsOf(standard, me.id)).toHaveLength(20);
    // Another member is not held back by this one.
    const other = await member(standard);
    expect((await create(standard, other.token)).statusCode).toBe(201);
  });

  it("follows MAX_VEHICLES_PER_MEMBER, and a deleted car makes room again", async () => {
    const me = await member(small);
    const ids: number[] = [];
    for (let car = 1; car <= 3; car += 1) ids.push((await create(small, me.token)).json().id);
    const refused = await create(small, me.token);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.vehicles).toEqual([vehicleMessages.tooManyVehicles(3)]);

    expect((await remove(small, me.token, ids[0] as number)).statusCode).toBe(200);
    expect((await create(small, me.token)).statusCode).toBe(201);
    expect(await carsOf(small, me.id)).toHaveLength(3);
  });

  it("holds when creates race: one car short of the limit, four at once add one car", async () => {
    const me = await member(small);
    for (let car = 1; car <= 2; car += 1) await create(small, me.token);
    // Each sends a photo, so each spends a while on image work between its first count and its insert.
    const results = await Promise.all(photos(4).map((photo) => create(small, me.token, form([photo]))));
    expect(results.map((result) => result.statusCode).sort()).toEqual([201, 422, 422, 422]);
    for (const refused of results.filter((result) => result.statusCode === 422)) {
      expect(refused.json().errors.vehicles).toEqual([vehicleMessages.tooManyVehicles(3)]);
    }
    expect(await carsOf(small, me.id)).toHaveLength(3);
  });

  it("tells the web the limits through the site config", async () => {
    expect((await standard.app.inject({ url: "/api/v1/site_config" })).json().vehicleLimits).toEqual({
      vehiclesPerMember: 20,
      photosPerVehicle: 10,
    });
    expect((await small.app.inject({ url: "/api/v1/site_config" })).json().vehicleLimits).toEqual({
      vehiclesPerMember: 3,
      photosPerVehicle: 3,
    });
  });
});

describe("photos per car", () => {
  it("accepts 10 photos by default and refuses an 11th, on create and on update", async () => {
    const me = await member(standard);
    const tooMany = await create(standard, me.token, form(photos(11)));
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json()).toEqual({ errors: { images: [vehicleMessages.tooManyPhotos(10)] } });
    expect(await carsOf(standard, me.id)).toHaveLength(0);

    const car = await create(standard, me.token, form(photos(10)));
    expect(car.statusCode).toBe(201);
    const kept = (car.json().images as { id: number }[]).map((image) => image.id);
    expect(kept).toHaveLength(10);
    const eleventh = await update(standard, me.token, car.json().id, form([png], kept));
    expect(eleventh.statusCode).toBe(422);
    expect(eleventh.json()).toEqual({ errors: { images: [vehicleMessages.tooManyPhotos(10)] } });
  });

  it("counts the photos kept plus the new ones, so a removal makes room in the same update", async () => {
    const me = await member(small);
    expect((await create(small, me.token, form(photos(4)))).json()).toEqual({
      errors: { images: [vehicleMessages.tooManyPhotos(3)] },
    });
    const car = (await create(small, me.token, form(photos(3)))).json();
    const kept = (car.images as { id: number }[]).map((image) => image.id);

    const over = await update(small, me.token, car.id, form([png], kept));
    expect(over.statusCode).toBe(422);
    expect(over.json().errors.images).toEqual([vehicleMessages.tooManyPhotos(3)]);
    expect(await small.app.inject({ url: "/api/v1/vehicles", headers: bearer(me.token) })).toSatisfy(
      (list: { json(): { images: unknown[] }[] }) => list.json()[0]?.images.length === 3,
    );

    const swapped = await update(small, me.token, car.id, form([png], kept.slice(1)));
    expect(swapped.statusCode).toBe(200);
    expect(swapped.json().images).toHaveLength(3);
    expect(swapped.json().images.map((image: { id: number }) => image.id)).not.toContain(kept[0]);

    // Keeping them all and adding none is still an edit, not an addition.
    const same = await update(
      small,
      me.token,
      car.id,
      form(
        [],
        swapped.json().images.map((image: { id: number }) => image.id),
      ),
    );
    expect(same.statusCode).toBe(200);
  });
});

describe("image work", () => {
  it("refuses a photo over 40 megapixels with a message naming the photos", async () => {
    const me = await member(standard);
    const huge = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: "#336699" } })
      .png()
      .toBuffer();
    const response = await create(standard, me.token, form([huge]));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ errors: { images: [vehicleMessages.imageTooManyPixels(40)] } });
    expect(await carsOf(standard, me.id)).toHaveLength(0);
  });

  it("processes no more than two photos at once, whoever sends them", async () => {
    const members = await Promise.all([member(small), member(small), member(small)]);
    const big = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: "#553311" } })
      .png()
      .toBuffer();
    const results = await Promise.all(
      members.map((someone) => create(small, someone.token, form([big, big, big]))),
    );
    expect(results.map((result) => result.statusCode)).toEqual([201, 201, 201]);
    expect(smallImages.peakInFlight).toBe(2);
  });
});
