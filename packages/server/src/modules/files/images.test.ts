import { vehicleMessages } from "@club/domain/vehicle.schema";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { AppError } from "../../lib/app-error.ts";
import { createGate, createImageProcessor } from "./images.ts";

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#884422" } })
    .jpeg()
    .toBuffer();

let huge: Buffer;
beforeAll(async () => {
  // 48 megapixels of one colour: small in bytes, 144 MB once decoded.
  huge = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: "#336699" } })
    .png()
    .toBuffer();
});

describe("image limits (issue 9)", () => {
  it("refuses an image over the megapixel limit from its header, before decoding it", async () => {
    expect(huge.length).toBeLessThan(1024 * 1024);
    const images = createImageProcessor({ maxMegapixels: 40, concurrency: 2 });
    const error = await images.process(huge).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      statusCode: 422,
      code: "image_too_many_pixels",
      errors: { images: [vehicleMessages.imageTooManyPixels(40)] },
    });
    // It never reached the decoder.
    expect(images.peakInFlight).toBe(0);
  });

  it("accepts an image of exactly the limit", async () => {
    const images = createImageProcessor({ maxMegapixels: 0.06, concurrency: 2 });
    await expect(images.process(await photo(300, 200))).resolves.toMatchObject({ contentType: "image/jpeg" });
    await expect(images.process(await photo(301, 200))).rejects.toMatchObject({
      code: "image_too_many_pixels",
    });
  });

  it("works on no more images at once than its concurrency, however many arrive", async () => {
    const uploads = await Promise.all(Array.from({ length: 6 }, () => photo(1600, 1200)));
    const gated = createImageProcessor({ maxMegapixels: 40, concurrency: 2 });
    const results = await Promise.all(uploads.map((upload) => gated.process(upload)));
    expect(results).toHaveLength(6);
    expect(gated.peakInFlight).toBe(2);

    // The same burst through a wide gate overlaps: the count sees parallel work when there is some.
    const wide = createImageProcessor({ maxMegapixels: 40, concurrency: 6 });
    await Promise.all(uploads.map((upload) => wide.process(upload)));
    expect(wide.peakInFlight).toBeGreaterThan(2);
  });
});

describe("createGate", () => {
  it("runs waiting tasks in turn, and a failed task gives its place to the next", async () => {
    const gate = createGate(1);
    const order: string[] = [];
    const failing = gate.run(async () => {
      order.push("first");
      throw new Error("broken image");
    });
    const second = gate.run(async () => {
      order.push("second");
      return 2;
    });
    const third = gate.run(async () => {
      order.push("third");
      return 3;
    });
    await expect(failing).rejects.toThrow("broken image");
    expect(await Promise.all([second, third])).toEqual([2, 3]);
    expect(order).toEqual(["first", "second", "third"]);
    expect(gate.peak).toBe(1);
  });
});
