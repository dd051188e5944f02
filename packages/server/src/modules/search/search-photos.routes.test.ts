import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createDirectoryMember, signIn } from "../../test/factories.ts";
import { countRoundTrips } from "../../test/round-trips.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { makes } from "../makes/makes.schema.ts";
import { vehicleImages } from "../vehicles/vehicles.schema.ts";
import { approveVehicles } from "../vehicles/vehicles.service.ts";

// Issue 11: the directory shows an approved car's photos, through signed URLs: its main photo's thumbnail in the
// car search, all its photos on its page; a car awaiting the club's approval shows none.

let t: TestApp;
let token: string;
/** An approved car with two photos: a wide one first, then a tall one. */
let approved: { id: number; images: { id: number }[] };
/** A car with a photo that the club has not approved yet. */
let pending: { id: number; images: { id: number }[] };
/** An approved car without photos. */
let bare: { id: number };

const photo = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer();

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const [packard] = await db.select().from(makes).where(eq(makes.name, "Packard"));
  const owner = await createDirectoryMember(db, { member: { firstName: "Olive", lastName: "Owner" } });
  const ownerToken = await signIn(t.app, owner.email);
  const register = async (model: string, photos: Buffer[]) => {
    const body = new FormData();
    const fields = {
      owned_by_associate: "false",
      year: "1931",
      make_id: String(packard?.id),
      model,
      number_of_cylinders: "8",
      senior_category: "None",
      authentic: "true",
    };
    for (const [key, value] of Object.entries(fields)) body.append(key, value);
    for (const [index, data] of photos.entries())
      body.append("photos", new Blob([new Uint8Array(data)], { type: "image/jpeg" }), `${index}.jpg`);
    const response = await t.app.inject({
      method: "POST",
      url: "/api/v1/vehicles",
      headers: bearer(ownerToken),
      payload: body,
    });
    expect(response.statusCode).toBe(201);
    return response.json();
  };
  approved = await register("Light Eight", [
    await photo(800, 600, "#884422"),
    await photo(600, 800, "#224488"),
  ]);
  pending = await register("Twin Six", [await photo(800, 600, "#448822")]);
  bare = await register("Super Eight", []);
  await approveVehicles({ db, now: () => t.clock.now }, [approved.id, bare.id]);
  const searcher = await createDirectoryMember(db, { member: { firstName: "Sam", lastName: "Searcher" } });
  token = await signIn(t.app, searcher.email);
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ url, headers: bearer(token) });
const search = async () =>
  new Map(
    (await get("/api/v1/vehicles/search?sort=model"))
      .json()
      .results.map((result: { id: number; thumbnailUrl: string | null }) => [result.id, result.thumbnailUrl]),
  );
const signed = (id: number, variant: "original" | "thumbnail") =>
  new RegExp(`^/api/v1/vehicle_images/${id}/${variant}\\?expires=\\d+&signature=[\\w-]+$`);

/** The image a URL serves (no token: an <img> sends none), as sharp reads it. */
async function load(url: string) {
  const response = await t.app.inject({ url });
  expect(response.statusCode).toBe(200);
  expect(response.headers["content-type"]).toBe("image/jpeg");
  return sharp(response.rawPayload).metadata();
}

describe("photos in the car search", () => {
  it("gives each approved car its main photo's signed thumbnail, which loads", async () => {
    const thumbnails = await search();
    const [first] = approved.images;
    expect(thumbnails.get(approved.id)).toMatch(signed(first?.id as number, "thumbnail"));
    const image = await load(thumbnails.get(approved.id) as string);
    expect([image.width, image.height]).toEqual([400, 300]);
  });

  it("gives none for a car awaiting approval or a car without photos", async () => {
    const thumbnails = await search();
    expect(thumbnails.has(pending.id)).toBe(true);
    expect(thumbnails.get(pending.id)).toBeNull();
    expect(thumbnails.get(bare.id)).toBeNull();
  });

  it("takes the main photo by position, not by upload order", async () => {
    const [first, second] = approved.images;
    await t.database.db
      .update(vehicleImages)
      .set({ position: 5 })
      .where(eq(vehicleImages.id, first?.id as number));
    try {
      const thumbnail = (await search()).get(approved.id) as string;
      expect(thumbnail).toMatch(signed(second?.id as number, "thumbnail"));
      expect((await load(thumbnail)).height).toBe(533);
    } finally {
      await t.database.db
        .update(vehicleImages)
        .set({ position: 0 })
        .where(eq(vehicleImages.id, first?.id as number));
    }
  });
});

describe("photos on a car's page", () => {
  it("lists an approved car's photos in order with signed URLs that load", async () => {
    const response = await get(`/api/v1/vehicles/${approved.id}/search_profile`);
    expect(response.statusCode).toBe(200);
    const { photos } = response.json();
    expect(photos.map((p: { id: number }) => p.id)).toEqual(approved.images.map((image) => image.id));
    for (const p of photos) {
      expect(p.url).toMatch(signed(p.id, "original"));
      expect(p.thumbnailUrl).toMatch(signed(p.id, "thumbnail"));
    }
    expect((await load(photos[0].url)).width).toBe(800);
    expect((await load(photos[1].url)).height).toBe(800);
    expect((await load(photos[1].thumbnailUrl)).width).toBe(400);
  });

  it("shows no photos of a car awaiting approval, and none of a car without", async () => {
    const awaiting = await get(`/api/v1/vehicles/${pending.id}/search_profile`);
    expect(awaiting.statusCode).toBe(200);
    expect(awaiting.json().photos).toEqual([]);
    expect((await get(`/api/v1/vehicles/${bare.id}/search_profile`)).json().photos).toEqual([]);
  });

  it("costs no round trip: the car's query carries its photos, the session's is the other one", async () => {
    for (const url of [
      `/api/v1/vehicles/${approved.id}/search_profile`,
      "/api/v1/vehicles/search?sort=model",
    ]) {
      const trips = await countRoundTrips(t.database.db, async () =>
        expect((await get(url)).statusCode).toBe(200),
      );
      expect({ url, trips }).toEqual({ url, trips: 2 });
    }
  });

  it("refuses a photo URL whose signature was tampered with", async () => {
    const { photos } = (await get(`/api/v1/vehicles/${approved.id}/search_profile`)).json();
    const forged = (photos[0].url as string).replace(/signature=.*/, "signature=forged");
    expect((await t.app.inject({ url: forged })).statusCode).toBe(403);
  });
});
