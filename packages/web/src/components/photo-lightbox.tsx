import Lightbox from "yet-another-react-lightbox";
import Counter from "yet-another-react-lightbox/plugins/counter";
import "yet-another-react-lightbox/styles.css";
import "yet-another-react-lightbox/plugins/counter.css";
import { type GalleryPhoto, photoLabel } from "./photo-label.ts";

interface PhotoLightboxProps {
  photos: readonly GalleryPhoto[];
  subject: string;
  /** The photo shown first. */
  index: number;
  onClose: () => void;
}

/**
 * The photos full screen, one at a time: arrow keys, swipes or the Previous and Next buttons move, Escape or Close
 * leaves, and focus goes back to the photo that opened it. Loaded, with its styles, only when a member opens a
 * photo (photo-gallery.tsx).
 */
export function PhotoLightbox({ photos, subject, index, onClose }: PhotoLightboxProps) {
  const single = photos.length === 1;
  return (
    <Lightbox
      open
      close={onClose}
      index={index}
      slides={photos.map((photo, at) => ({ src: photo.url, alt: photoLabel(at, photos.length, subject) }))}
      plugins={single ? [] : [Counter]}
      counter={{ separator: " of ", container: { style: { top: 0, fontSize: "1rem" } } }}
      carousel={{ finite: single }}
      render={single ? { buttonPrev: () => null, buttonNext: () => null } : undefined}
      controller={{ closeOnBackdropClick: true }}
      labels={{
        Lightbox: `Photos of the ${subject}`,
        "Photo gallery": `Photos of the ${subject}`,
        Carousel: "photos",
        Slide: "photo",
        Previous: "Previous photo",
        Next: "Next photo",
        Close: "Close photos",
      }}
    />
  );
}
