import { transferMessages } from "@club/domain/vehicle-transfer.rules";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createDirectoryMember, createMember, signIn } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { daysFrom } from "../../test/test-clock.ts";
import { makes } from "../makes/makes.schema.ts";
import { vehicles } from "./vehicles.schema.ts";
import { approveVehicles } from "./vehicles.service.ts";

let t: TestApp;
let packard: number;
let jpegWithGps: Buffer;
let png: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  const [make] = await t.database.db.select().from(makes).where(eq(makes.name, "Packard"));
  packard = make?.id as number;
  jpegWithGps = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#884422" } })
    .jpeg()
    .withExif({
      IFD0: { Make: "CameraCo", Model: "Shooter" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "41/1 52/1 0/1" },
    })
    .toBuffer();
  png = await sharp({ create: { width: 300, height: 200, channels: 4, background: "#2244aa" } })
    .png()
    .toBuffer();
});
afterAll(() => t.close());

const fields = {
  owned_by_associate: "false",
  year: "1931",
  make_id: "",
  model: "Deluxe Eight",
  number_of_cylinders: "8",
  body_style: "Coupe Roadster",
  body_maker: "Dietrich",
  senior_category: "None",
  authentic: "true",
};

function form(
  values: Record<string, string>,
  files: { name: string; data: Buffer; type: string }[] = [],
  keep: string[] = [],
) {
  const body = new FormData();
  for (const [key, value] of Object.entries(values)) body.append(key, value);
  for (const id of keep) body.append("images", id);
  for (const file of files) body.append("photos", new Blob([file.data], { type: file.type }), file.name);
  return body;
}

/** A member in good standing: only they add cars (issue 39). */
async function member() {
  const created = await createDirectoryMember(t.database.db);
  return { ...created, token: await signIn(t.app, created.email) };
}

const create = (token: string, body: FormData) =>
  t.app.inject({ method: "POST", url: "/api/v1/vehicles", headers: bearer(token), payload: body });
const update = (token: string, id: number, body: FormData) =>
  t.app.inject({ method: "PUT", url: `/api/v1/vehicles/${id}`, headers: bearer(token), payload: body });
const list = (token: string) => t.app.inject({ url: "/api/v1/vehicles", headers: bearer(token) });

describe("GET /api/v1/makes", () => {
  it("lists the makes with an ETag, and answers 304 when unchanged", async () => {
    const first = await t.app.inject({ url: "/api/v1/makes" });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toContainEqual({ id: packard, name: "Packard" });
    const again = await t.app.inject({
      url: "/api/v1/makes",
      headers: { "if-none-match": first.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });
});

describe("who adds a car (issue 39)", () => {
  it("refuses a joiner who has not paid and a lapsed member, saying why", async () => {
    const joiner = await createMember(t.database.db);
    const joinerToken = await signIn(t.app, joiner.email);
    const refused = await create(joinerToken, form({ ...fields, make_id: String(packard) }));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ errors: { membership: [transferMessages.unpaid] } });

    const lapsed = await createDirectoryMember(t.database.db, { duesExpire: daysFrom(t.clock.now, -10) });
    const lapsedToken = await signIn(t.app, lapsed.email);
    const late = await create(lapsedToken, form({ ...fields, make_id: String(packard) }));
    expect(late.statusCode).toBe(403);
    expect(late.json()).toEqual({ errors: { membership: [transferMessages.lapsed] } });
    expect((await list(joinerToken)).json()).toEqual([]);
    expect((await list(lapsedToken)).json()).toEqual([]);
  });
});

describe("vehicles", () => {
  it("needs a token", async () => {
    expect((await t.app.inject({ url: "/api/v1/vehicles" })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: "POST", url: "/api/v1/vehicles", payload: form(fields) })).statusCode,
    ).toBe(401);
  });

  it("registers a car with photos, pending approval, with metadata stripped and thumbnails made", async () => {
    const me = await member();
    const response = await create(
      me.token,
      // An engine number of its own: the registry holds one car per number (issue 27).
      form({ ...fields, make_id: String(packard), engine_number: "E-1234" }, [
        { name: "front.jpg", data: jpegWithGps, type: "image/jpeg" },
        { name: "side.png", data: png, type: "image/png" },
      ]),
    );
    expect(response.statusCode).toBe(201);
    const car = response.json();
    expect(car).toMatchObject({
      year: 1931,
      make: "Packard",
      model: "Deluxe Eight",
      numberOfCylinders: 8,
      bodyMaker: "Dietrich",
      engineNumber: "E-1234",
      seniorCategory: "None",
      seniorNumber: null,
      authentic: true,
      approvedByCommittee: false,
      status: "pending",
      rejectionReason: null,
    });
    expect(car.images).toHaveLength(2);

    const photo = await t.app.inject({ url: car.images[0].url });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers["content-type"]).toBe("image/jpeg");
    const metadata = await sharp(photo.rawPayload).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.width).toBe(800);
    const thumbnail = await sharp(
      (await t.app.inject({ url: car.images[1].thumbnailUrl })).rawPayload,
    ).metadata();
    expect(thumbnail.width).toBe(300);

    expect((await list(me.token)).json().map((v: { id: number }) => v.id)).toEqual([car.id]);
  });

  it("refuses an image URL whose signature is wrong or expired", async () => {
    const me = await member();
    const car = (
      await create(
        me.token,
        form({ ...fields, make_id: String(packard) }, [{ name: "a.png", data: png, type: "image/png" }]),
      )
    ).json();
    const url = new URL(car.images[0].url, "http://x");
    url.searchParams.set("signature", "forged");
    expect((await t.app.inject({ url: `${url.pathname}${url.search}` })).statusCode).toBe(403);
    const start = t.clock.now;
    try {
      t.clock.now = new Date(start.getTime() + 2 * 3_600_000);
      expect((await t.app.inject({ url: car.images[0].url })).statusCode).toBe(403);
    } finally {
      t.clock.now = start;
    }
  });

  it("refuses a text file named .png, naming the images field", async () => {
    const me = await member();
    const response = await create(
      me.token,
      form({ ...fields, make_id: String(packard) }, [
        { name: "car.png", data: Buffer.from("not a picture at all"), type: "image/png" },
      ]),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ errors: { images: ["Images must be PNG or JPEG files"] } });
    expect((await list(me.token)).json()).toEqual([]);
  });

  it("answers 413 for an image over 5 MB", async () => {
    const me = await member();
    const big = Buffer.concat([png, Buffer.alloc(6 * 1024 * 1024)]);
    const response = await create(
      me.token,
      form({ ...fields, make_id: String(packard) }, [{ name: "big.png", data: big, type: "image/png" }]),
    );
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ errors: { images: ["Each image must be 5 MB or smaller"] } });
  });

  it.each([
    ["Owned By", { owned_by_associate: "" }, "ownedByAssociate", "Owned By is required"],
    ["Year", { year: "" }, "year", "Year is required"],
    ["a year after 1949", { year: "1950" }, "year", "Year must be from 1914 to 1949"],
    ["Make", { make_id: "" }, "makeId", "Make is required"],
    ["Model", { model: " " }, "model", "Model is required"],
    ["Cylinders", { number_of_cylinders: "5" }, "numberOfCylinders", "Cylinders is required"],
    ["Authentic", { authentic: "false" }, "authentic", "Authentic must be checked"],
    [
      "a senior number with a category",
      { senior_category: "Senior" },
      "seniorNumber",
      "Senior Number field is required",
    ],
    [
      "a numeric senior number",
      { senior_category: "Senior", senior_number: "12a" },
      "seniorNumber",
      "Senior Number must be a number",
    ],
    [
      "a short senior number",
      { senior_category: "Senior Premier", senior_number: "123456" },
      "seniorNumber",
      "Senior Number can include not more than 5 digit",
    ],
  ])("names the field for %s", async (_, change, field, message) => {
    const me = await member();
    const response = await create(me.token, form({ ...fields, make_id: String(packard), ...change }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toEqual([message]);
  });

  it("refuses a make that does not exist", async () => {
    const me = await member();
    const response = await create(me.token, form({ ...fields, make_id: "99999" }));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ errors: { makeId: ["Make is required"] } });
  });

  it("drops the senior number when the category is None, and reads engin_number as the engine number", async () => {
    const me = await member();
    const response = await create(
      me.token,
      form({ ...fields, make_id: String(packard), senior_number: "123", engin_number: "ENG-9" }),
    );
    expect(response.json()).toMatchObject({ seniorNumber: null, engineNumber: "ENG-9" });
  });

  it("keeps photos sent back as strings, deletes the others, adds new ones", async () => {
    const me = await member();
    const car = (
      await create(
        me.token,
        form({ ...fields, make_id: String(packard) }, [
          { name: "a.png", data: png, type: "image/png" },
          { name: "b.jpg", data: jpegWithGps, type: "image/jpeg" },
        ]),
      )
    ).json();
    const [kept, dropped] = car.images;
    const response = await update(
      me.token,
      car.id,
      form(
        { ...fields, make_id: String(packard) },
        [{ name: "c.png", data: png, type: "image/png" }],
        [kept.url],
      ),
    );
    expect(response.statusCode).toBe(200);
    const ids = response.json().images.map((image: { id: number }) => image.id);
    expect(ids).toHaveLength(2);
    expect(ids[0]).toBe(kept.id);
    expect(ids).not.toContain(dropped.id);
    expect((await t.app.inject({ url: dropped.url })).statusCode).toBe(404);
  });

  it("needs approval again after a material change, but not after a new location", async () => {
    const me = await member();
    const car = (await create(me.token, form({ ...fields, make_id: String(packard) }))).json();
    await approveVehicles({ db: t.database.db, now: () => t.clock.now }, [car.id]);
    const moved = await update(
      me.token,
      car.id,
      form({ ...fields, make_id: String(packard), location: "Garage 2" }),
    );
    expect(moved.json()).toMatchObject({
      location: "Garage 2",
      approvedByCommittee: true,
      status: "approved",
    });
    const altered = await update(
      me.token,
      car.id,
      form({ ...fields, make_id: String(packard), location: "Garage 2", model: "Super Eight" }),
    );
    expect(altered.json()).toMatchObject({
      model: "Super Eight",
      approvedByCommittee: false,
      status: "pending",
    });
  });

  it("refuses a change of senior category or number in edit mode", async () => {
    const me = await member();
    const car = (
      await create(
        me.token,
        form({ ...fields, make_id: String(packard), senior_category: "Senior", senior_number: "4321" }),
      )
    ).json();
    const response = await update(
      me.token,
      car.id,
      form({ ...fields, make_id: String(packard), senior_category: "Senior", senior_number: "9999" }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      errors: { seniorCategory: ["Senior category and number cannot be changed once the car is registered"] },
    });
    const same = await update(
      me.token,
      car.id,
      form({
        ...fields,
        make_id: String(packard),
        senior_category: "Senior",
        senior_number: "4321",
        model: "Eight",
      }),
    );
    expect(same.statusCode).toBe(200);
  });

  it("hides another member's car: 404 to read through update, to change and to delete", async () => {
    const owner = await member();
    const stranger = await member();
    const car = (
      await create(
        owner.token,
        form({ ...fields, make_id: String(packard) }, [{ name: "a.png", data: png, type: "image/png" }]),
      )
    ).json();
    expect(
      (await update(stranger.token, car.id, form({ ...fields, make_id: String(packard) }))).statusCode,
    ).toBe(404);
    const removal = await t.app.inject({
      method: "DELETE",
      url: `/api/v1/vehicles/${car.id}`,
      headers: bearer(stranger.token),
    });
    expect(removal.statusCode).toBe(404);
    expect((await list(stranger.token)).json()).toEqual([]);
    expect((await list(owner.token)).json()).toHaveLength(1);
  });

  it("deletes a car with its photo files", async () => {
    const me = await member();
    const car = (
      await create(
        me.token,
        form({ ...fields, make_id: String(packard) }, [{ name: "a.png", data: png, type: "image/png" }]),
      )
    ).json();
    const removal = await t.app.inject({
      method: "DELETE",
      url: `/api/v1/vehicles/${car.id}`,
      headers: bearer(me.token),
    });
    expect(removal.json()).toEqual({ message: "Vehicle was successfully deleted" });
    expect(await t.database.db.select().from(vehicles).where(eq(vehicles.id, car.id))).toEqual([]);
    expect((await t.app.inject({ url: car.images[0].url })).statusCode).toBe(404);
  });
});
