import { imageContentTypes, imageMaxBytes, vehicleMessages } from "@club/domain/vehicle.schema";
import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";
import { AppError } from "../../lib/app-error.ts";

export interface ProcessedImage {
  contentType: "image/png" | "image/jpeg";
  original: Buffer;
  thumbnail: Buffer;
}

const thumbnailWidth = 400;

/**
 * Accepts a PNG or JPEG by its bytes (never its name), re-encodes it upright without metadata (EXIF and GPS
 * are dropped: sharp keeps none unless asked), and makes a thumbnail.
 */
export async function processImage(data: Buffer): Promise<ProcessedImage> {
  if (data.length > imageMaxBytes)
    throw new AppError(413, "image_too_large", { images: [vehicleMessages.imageTooLarge] });
  const type = await fileTypeFromBuffer(data);
  const contentType = imageContentTypes.find((allowed) => allowed === type?.mime);
  if (!contentType) throw new AppError(422, "image_type", { images: [vehicleMessages.imageType] });
  try {
    const upright = sharp(data).rotate();
    const original =
      contentType === "image/png"
        ? await upright.png().toBuffer()
        : await upright.jpeg({ quality: 90 }).toBuffer();
    const thumbnail = await sharp(data)
      .rotate()
      .resize({ width: thumbnailWidth, withoutEnlargement: true })
      .jpeg({ quality: 80 })
      .toBuffer();
    return { contentType, original, thumbnail };
  } catch {
    throw new AppError(422, "image_unreadable", { images: [vehicleMessages.imageType] });
  }
}
