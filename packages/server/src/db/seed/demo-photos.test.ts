import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { asc, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createImageProcessor } from "../../modules/files/images.ts";
import { localStorage } from "../../modules/files/storage.ts";
import { members } from "../../modules/members/members.schema.ts";
import { vehicleImages, vehicles } from "../../modules/vehicles/vehicles.schema.ts";
import { createTestDatabase } from "../../test/test-database.ts";
import type { Database } from "../client.ts";
import { seedDatabase } from "./seed.ts";

let database: Database;
const uploads = mkdtempSync(path.join(tmpdir(), "club-seed-photos-"));
beforeAll(async () => {
  database = await createTestDatabase();
  await seedDatabase(database.db, {
    demo: true,
    now: new Date("2026-11-21T12:00:00Z"),
    demoPhotos: {
      storage: localStorage(uploads),
      images: createImageProcessor({ maxMegapixels: 40, concurrency: 1 }),
    },
  });
});
afterAll(() => database.close());

describe("the demo member's Packard (issue 11)", () => {
  it("has two photos, stored as uploads are, the side view first", async () => {
    const photos = await database.db
      .select({ image: vehicleImages, model: vehicles.model, approved: vehicles.approvedByCommittee })
      .from(vehicleImages)
      .innerJoin(vehicles, eq(vehicles.id, vehicleImages.vehicleId))
      .innerJoin(members, eq(members.id, vehicles.memberId))
      .where(eq(members.email, "member@example.org"))
      .orderBy(asc(vehicleImages.position));
    expect(photos.map((p) => [p.model, p.approved, p.image.position])).toEqual([
      ["Deluxe Eight", true, 0],
      ["Deluxe Eight", true, 1],
    ]);
    for (const { image } of photos) {
      expect(image.contentType).toBe("image/jpeg");
      const original = await sharp(readFileSync(path.join(uploads, image.storageKey))).metadata();
      expect([original.format, original.width, original.height]).toEqual(["jpeg", 1200, 900]);
      const thumbnail = await sharp(readFileSync(path.join(uploads, image.thumbnailKey))).metadata();
      expect(thumbnail.width).toBe(400);
    }
  });
});
