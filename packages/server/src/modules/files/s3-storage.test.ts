import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { buffer } from "node:stream/consumers";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseConfig } from "../../config.ts";
import { ResizableArrayBuffer } from "../../lib/multipart.ts";
import { bearer, createDirectoryMember, signIn } from "../../test/factories.ts";
import { startS3 } from "../../test/s3-server.ts";
import { createTestApp, createTestInstance, type TestApp } from "../../test/test-app.ts";
import { listingPhotoFiles } from "../listings/listing-photo-files.ts";
import { makes } from "../makes/makes.schema.ts";
import { carPhotoFiles } from "../vehicles/vehicles.service.ts";
import { copyStoredPhotos } from "./copy-files.ts";
import { s3Storage } from "./s3-storage.ts";
import { localStorage } from "./storage.ts";

// Photos in a bucket of a real S3-protocol server (s3rver, started here on a temp directory).
let s3: Awaited<ReturnType<typeof startS3>>;
let bucket: ReturnType<typeof s3Storage>;
beforeAll(async () => {
  s3 = await startS3("club-photos");
  const config = parseConfig({ ...s3.env, DATA_DIR: mkdtempSync(path.join(tmpdir(), "club-s3-test-")) });
  if (!config.s3) throw new Error("S3_BUCKET not read");
  bucket = s3Storage(config.s3);
});
afterAll(() => s3.close());

const jpeg = () =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: "#1f3a5f" } })
    .jpeg()
    .toBuffer();

function carForm(photo: Buffer, makeId: number) {
  const form = new FormData();
  for (const [key, value] of Object.entries({
    owned_by_associate: "false",
    year: "1931",
    make_id: String(makeId),
    model: "Bucket Eight",
    number_of_cylinders: "8",
    body_style: "Sedan",
    body_maker: "Fisher",
    engine_number: "B-1",
    senior_category: "None",
    authentic: "true",
  })) {
    form.append(key, value);
  }
  form.append("photos", new Blob([photo], { type: "image/jpeg" }), "car.jpg");
  return form;
}

async function packardId(t: TestApp) {
  const [make] = await t.database.db.select().from(makes).where(eq(makes.name, "Packard"));
  return make?.id as number;
}

async function registerCar(t: TestApp) {
  const member = await createDirectoryMember(t.database.db);
  const token = await signIn(t.app, member.email);
  const reply = await t.app.inject({
    method: "POST",
    url: "/api/v1/vehicles",
    headers: bearer(token),
    payload: carForm(await jpeg(), await packardId(t)),
  });
  expect(reply.statusCode).toBe(201);
  return {
    token,
    car: reply.json() as { id: number; images: { id: number; url: string; thumbnailUrl: string }[] },
  };
}

describe("S3 storage", () => {
  it("puts, reads and removes an object; a missing one reads as null", async () => {
    const data = Buffer.from("a photo's bytes");
    await bucket.put("vehicles/test-object.jpg", data, "image/jpeg");
    expect(await bucket.has("vehicles/test-object.jpg")).toBe(true);
    const body = await bucket.read("vehicles/test-object.jpg");
    expect(body && (await buffer(body))).toEqual(data);
    await bucket.remove("vehicles/test-object.jpg");
    expect(await bucket.read("vehicles/test-object.jpg")).toBeNull();
    expect(await bucket.has("vehicles/test-object.jpg")).toBe(false);
  });

  it("puts an upload's bytes held in memory that grew as they arrived (lib/multipart.ts)", async () => {
    const grown = new ResizableArrayBuffer(0, { maxByteLength: 1024 });
    const text = Buffer.from("%PDF-1.7 an issue's bytes");
    grown.resize(text.length);
    new Uint8Array(grown).set(text);
    await bucket.put("archive/test-issue.pdf", Buffer.from(grown), "application/pdf");
    const body = await bucket.read("archive/test-issue.pdf");
    expect(body && (await buffer(body))).toEqual(text);
    await bucket.remove("archive/test-issue.pdf");
  });

  it("keeps a car's photos in the bucket, serves them by signed URL, and deletes them with the car", async () => {
    const t = await createTestApp(s3.env);
    try {
      const { token, car } = await registerCar(t);
      const [image] = car.images;
      const photo = await t.app.inject({ url: image?.url as string });
      expect(photo.statusCode).toBe(200);
      expect(photo.headers["content-type"]).toBe("image/jpeg");
      expect((await sharp(photo.rawPayload).metadata()).width).toBe(640);
      const keys = await t.database.db.query.vehicleImages.findMany();
      const stored = keys.find((row) => row.id === image?.id);
      expect(stored && (await bucket.has(stored.storageKey))).toBe(true);
      expect(stored && (await bucket.has(stored.thumbnailKey))).toBe(true);

      const deleted = await t.app.inject({
        method: "DELETE",
        url: `/api/v1/vehicles/${car.id}`,
        headers: bearer(token),
      });
      expect(deleted.statusCode).toBe(200);
      expect(stored && (await bucket.has(stored.storageKey))).toBe(false);
      expect(stored && (await bucket.has(stored.thumbnailKey))).toBe(false);
    } finally {
      await t.close();
    }
  });

  it("moves photos from the local disk to the bucket, and an instance on the bucket serves them", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "club-local-photos-"));
    const local = await createTestApp({ DATA_DIR: dataDir });
    try {
      const { car, token } = await registerCar(local);
      const from = localStorage(path.join(dataDir, "uploads"));
      const progress: number[] = [];
      const result = await copyStoredPhotos(from, bucket, await carPhotoFiles(local.database), ({ done }) =>
        progress.push(done),
      );
      expect(result).toMatchObject({ total: 1, copied: 2, missing: [] });
      expect(progress).toEqual([1]);
      // Run again (after a stop, say): nothing is copied twice.
      expect(
        (await copyStoredPhotos(from, bucket, await carPhotoFiles(local.database), () => undefined)).copied,
      ).toBe(0);

      // Issue 44: a marketplace listing's own photo goes with them.
      const listing = await local.app.inject({
        method: "POST",
        url: "/api/v1/listings",
        headers: bearer(token),
        payload: { kind: "part", title: "Lamps", description: "A pair", city: "Hartford", country: "US" },
      });
      const form = new FormData();
      form.append("photo", new Blob([await jpeg()], { type: "image/jpeg" }), "lamps.jpg");
      const request = new Request("http://x", { method: "POST", body: form });
      const withPhoto = await local.app.inject({
        method: "POST",
        url: `/api/v1/listings/${listing.json().id}/photos`,
        headers: { ...bearer(token), "content-type": request.headers.get("content-type") as string },
        payload: Buffer.from(await request.arrayBuffer()),
      });
      expect(withPhoto.statusCode, withPhoto.body).toBe(201);
      expect(
        await copyStoredPhotos(from, bucket, await listingPhotoFiles(local.database), () => undefined),
      ).toMatchObject({ total: 1, copied: 2, missing: [] });

      const onBucket = await createTestInstance(local.database, local.clock, s3.env);
      try {
        const photo = await onBucket.app.inject({ url: car.images[0]?.thumbnailUrl as string });
        expect(photo.statusCode).toBe(200);
        expect((await sharp(photo.rawPayload).metadata()).format).toBe("jpeg");
        const listingPhoto = await onBucket.app.inject({ url: withPhoto.json().photos[0].thumbnailUrl });
        expect(listingPhoto.statusCode).toBe(200);
      } finally {
        await onBucket.close();
      }
    } finally {
      await local.close();
    }
  });
});
