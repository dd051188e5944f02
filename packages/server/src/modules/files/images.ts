import { imageContentTypes, imageMaxBytes, vehicleMessages } from "@club/domain/vehicle.schema";
import { AppError } from "../../lib/app-error.ts";

export interface ProcessedImage {
  contentType: "image/png" | "image/jpeg";
  original: Buffer;
  thumbnail: Buffer;
}

const thumbnailWidth = 400;

export interface ImageLimits {
  /** Larger images are refused from their header, before a pixel is decoded. */
  maxMegapixels: number;
  /** How many images are decoded and encoded at once, whoever sent them. */
  concurrency: number;
}

export interface ImageProcessor {
  process(data: Buffer): Promise<ProcessedImage>;
  /** The most images that were ever being processed at once (the gate's high-water mark). */
  readonly peakInFlight: number;
}

/** Runs at most `limit` tasks at once; the others wait in turn. A finished task hands its slot to the next. */
export function createGate(limit: number) {
  let active = 0;
  let peak = 0;
  const waiting: (() => void)[] = [];
  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (active < limit) active += 1;
      else await new Promise<void>((resolve) => waiting.push(resolve));
      peak = Math.max(peak, active);
      try {
        return await task();
      } finally {
        const next = waiting.shift();
        if (next) next();
        else active -= 1;
      }
    },
    get peak() {
      return peak;
    },
  };
}

let loadedSharp: Promise<typeof import("sharp")> | undefined;

/**
 * sharp (libvips) and file-type load at the first photo, not at start (issue 41: a fast start, a small idle
 * process). Threads per image, process-wide, as many as cores by default: one each keeps N images on N threads.
 * libvips' operation cache keeps decoded images for reuse: no photo is processed twice, so it only holds memory.
 */
export function loadSharp() {
  loadedSharp ??= import("sharp").then((module) => {
    module.default.concurrency(1);
    module.default.cache(false);
    return module;
  });
  return loadedSharp.then((module) => module.default);
}

/**
 * Checks and re-encodes uploaded photos. Decoding is what costs: a 40-megapixel image is 160 MB of pixels and
 * seconds of CPU, so images over the limit are refused from their header, and only `concurrency` images are
 * worked on at once, each on one libvips thread: a burst of big photos queues here (first come, first served)
 * while the rest of the site keeps its CPU and memory.
 */
export function createImageProcessor(limits: ImageLimits): ImageProcessor {
  const maxPixels = Math.floor(limits.maxMegapixels * 1_000_000);
  const gate = createGate(limits.concurrency);
  return {
    async process(data) {
      const contentType = await checkImage(data, maxPixels, limits.maxMegapixels);
      return gate.run(() => encodeImage(data, contentType, maxPixels));
    },
    get peakInFlight() {
      return gate.peak;
    },
  };
}

/**
 * Accepts a PNG or JPEG by its bytes (never its name) and its size from its header, without decoding it.
 */
async function checkImage(data: Buffer, maxPixels: number, maxMegapixels: number) {
  if (data.length > imageMaxBytes)
    throw new AppError("image_too_large", { images: [vehicleMessages.imageTooLarge] });
  const { fileTypeFromBuffer } = await import("file-type");
  const type = await fileTypeFromBuffer(data);
  const contentType = imageContentTypes.find((allowed) => allowed === type?.mime);
  if (!contentType) throw new AppError("image_type", { images: [vehicleMessages.imageType] });
  const sharp = await loadSharp();
  const { width = 0, height = 0 } = await sharp(data)
    .metadata()
    .catch(() => {
      throw new AppError("image_unreadable", { images: [vehicleMessages.imageType] });
    });
  if (width * height > maxPixels) {
    throw new AppError("image_too_many_pixels", {
      images: [vehicleMessages.imageTooManyPixels(maxMegapixels)],
    });
  }
  return contentType;
}

/** Re-encodes the image upright without metadata (EXIF and GPS are dropped: sharp keeps none unless asked). */
async function encodeImage(
  data: Buffer,
  contentType: ProcessedImage["contentType"],
  maxPixels: number,
): Promise<ProcessedImage> {
  // The header was checked; the limit also holds if the decoder finds more pixels than the header said.
  const options = { limitInputPixels: maxPixels };
  const sharp = await loadSharp();
  try {
    const upright = sharp(data, options).rotate();
    const original =
      contentType === "image/png"
        ? await upright.png().toBuffer()
        : await upright.jpeg({ quality: 90 }).toBuffer();
    const thumbnail = await sharp(data, options)
      .rotate()
      .resize({ width: thumbnailWidth, withoutEnlargement: true })
      .jpeg({ quality: 80 })
      .toBuffer();
    return { contentType, original, thumbnail };
  } catch {
    throw new AppError("image_unreadable", { images: [vehicleMessages.imageType] });
  }
}
