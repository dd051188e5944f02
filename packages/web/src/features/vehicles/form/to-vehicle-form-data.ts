import type { VehicleFields, vehicleImageSchema } from "@club/domain/vehicle.schema";
import { wireName } from "@club/domain/wire-keys";
import type { z } from "zod";

type VehicleImage = z.infer<typeof vehicleImageSchema>;

/**
 * The POST/PUT /api/v1/vehicles multipart body: every field as text ("true"/"false" for booleans, "" for a
 * blank), new photos as file parts, and the stored photos to keep as `images` fields holding their id
 * (spec §5: an existing image is not resent; the server deletes the photos not named).
 */
export function toVehicleFormData(
  fields: VehicleFields,
  newPhotos: readonly File[],
  keptImages: readonly VehicleImage[] = [],
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    form.append(wireName(name), value === null || value === undefined ? "" : String(value));
  }
  for (const image of keptImages) form.append("images", String(image.id));
  for (const photo of newPhotos) form.append("photos", photo, photo.name);
  return form;
}
