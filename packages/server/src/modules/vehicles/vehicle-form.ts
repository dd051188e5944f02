import { vehicleMessages } from "@club/domain/vehicle.schema";
import { toCodeKeys } from "@club/domain/wire-keys";
import type { MultipartFile, MultipartValue } from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import { AppError, invalidField } from "../../lib/app-error.ts";
import { unreadableForm } from "../../lib/multipart.ts";

export interface VehicleForm {
  /** The text fields, camelCase, with the bundle's `engin_number` read as `engineNumber`. */
  fields: Record<string, unknown>;
  /** Images already stored that the member keeps: sent back as their id or URL, never re-uploaded. */
  keepImageIds: number[];
  uploads: Buffer[];
}

/**
 * Reads a multipart vehicle form: fields, kept images (strings) and new images (files, 5 MB each at most, no
 * more than a car may have: the next file is refused before it is read into memory).
 */
export async function readVehicleForm(
  request: FastifyRequest,
  photosPerVehicle: number,
): Promise<VehicleForm> {
  if (!request.isMultipart()) {
    throw new AppError("multipart_required", { base: ["Send the vehicle as multipart/form-data"] });
  }
  const raw: Record<string, unknown> = {};
  const keepImageIds: number[] = [];
  const uploads: Buffer[] = [];
  try {
    for await (const part of request.parts({ limits: { files: photosPerVehicle } })) {
      if (part.type === "file") {
        uploads.push(await (part as MultipartFile).toBuffer());
      } else {
        const { fieldname, value } = part as MultipartValue<string>;
        if (fieldname === "images" || fieldname === "images[]") {
          const id = /(?:^|\/vehicle_images\/)(\d+)(?:\/|$)/.exec(String(value))?.[1];
          if (id) keepImageIds.push(Number(id));
        } else {
          raw[fieldname] = value;
        }
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") {
      throw new AppError("image_too_large", { images: [vehicleMessages.imageTooLarge] });
    }
    if ((error as { code?: string }).code === "FST_FILES_LIMIT") {
      throw invalidField("images", vehicleMessages.tooManyPhotos(photosPerVehicle), "too_many_photos");
    }
    throw unreadableForm(error);
  }
  const fields = toCodeKeys(raw);
  if ("enginNumber" in fields && !("engineNumber" in fields)) fields.engineNumber = fields.enginNumber;
  delete fields.enginNumber;
  return { fields, keepImageIds, uploads };
}
