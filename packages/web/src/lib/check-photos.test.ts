import { imageMaxBytes, vehicleMessages } from "@club/domain/vehicle.schema";
import { describe, expect, it } from "vitest";
import { checkPhotos, photoProblem } from "./check-photos.ts";

const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });

describe("photo checks (spec §5, §9)", () => {
  it("accepts PNG and JPEG photos, also by extension when the type is unknown", () => {
    expect(photoProblem(file("front.png", "image/png"))).toBeNull();
    expect(photoProblem(file("side.jpeg", "image/jpeg"))).toBeNull();
    expect(photoProblem(file("rear.JPG", ""))).toBeNull();
  });

  it("refuses other types, naming the file", () => {
    expect(photoProblem(file("sketch.gif", "image/gif"))).toBe(`sketch.gif: ${vehicleMessages.imageType}`);
    expect(photoProblem(file("notes.pdf", ""))).toBe(`notes.pdf: ${vehicleMessages.imageType}`);
    expect(photoProblem(file("fake.png", "text/plain"))).toBe(`fake.png: ${vehicleMessages.imageType}`);
  });

  it("refuses photos over 5 MB, naming the file; 5 MB exactly is fine", () => {
    expect(photoProblem(file("exact.png", "image/png", imageMaxBytes))).toBeNull();
    expect(photoProblem(file("huge.jpg", "image/jpeg", imageMaxBytes + 1))).toBe(
      `huge.jpg: ${vehicleMessages.imageTooLarge}`,
    );
  });

  it("keeps the good photos and lists one message per refused photo", () => {
    const good = file("front.png", "image/png");
    const result = checkPhotos([
      good,
      file("a.gif", "image/gif"),
      file("b.png", "image/png", imageMaxBytes + 1),
    ]);
    expect(result.accepted).toEqual([good]);
    expect(result.problems).toEqual([
      "a.gif: Images must be PNG or JPEG files",
      "b.png: Each image must be 5 MB or smaller",
    ]);
  });
});
