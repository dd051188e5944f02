/** A photo as the API gives it: signed URLs of the photo and its thumbnail. */
export interface GalleryPhoto {
  id: number;
  url: string;
  thumbnailUrl: string;
}

/**
 * A photo's name for assistive technology: "Photo 2 of 5 of the 1931 Packard Deluxe Eight" (`at` counts from 0),
 * or "Photo of the 1931 Packard Deluxe Eight" when it is the only one.
 */
export function photoLabel(at: number, total: number, subject: string): string {
  return total === 1 ? `Photo of the ${subject}` : `Photo ${at + 1} of ${total} of the ${subject}`;
}
