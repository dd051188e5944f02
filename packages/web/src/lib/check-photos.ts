import { imageMaxBytes, vehicleMessages } from "@club/domain/vehicle.schema";

// spec §5, §9: photos are PNG or JPEG (.png, .jpeg, .jpg) of 5 MB at most; the server checks again.
const photoTypes = ["image/png", "image/jpeg", "image/jpg"];
const photoExtensions = /\.(png|jpe?g)$/i;

/** The first rule a chosen photo breaks, naming the file, or null. */
export function photoProblem(file: File): string | null {
  // Some systems give no type for a file; its extension then decides.
  const typeAllowed = file.type ? photoTypes.includes(file.type) : photoExtensions.test(file.name);
  if (!typeAllowed) return `${file.name}: ${vehicleMessages.imageType}`;
  if (file.size > imageMaxBytes) return `${file.name}: ${vehicleMessages.imageTooLarge}`;
  return null;
}

/** The photos to keep and one message per photo refused. */
export function checkPhotos(files: readonly File[]): { accepted: File[]; problems: string[] } {
  const accepted: File[] = [];
  const problems: string[] = [];
  for (const file of files) {
    const problem = photoProblem(file);
    if (problem) problems.push(problem);
    else accepted.push(file);
  }
  return { accepted, problems };
}
