import { Group, Image, Stack, Text, UnstyledButton } from "@mantine/core";
import { lazy, Suspense, useState } from "react";
import { type GalleryPhoto, photoLabel } from "./photo-label.ts";

// The lightbox and its styles are fetched when a member first opens a photo, not with the page.
const PhotoLightbox = lazy(async () => ({ default: (await import("./photo-lightbox.tsx")).PhotoLightbox }));

interface PhotoGalleryProps {
  photos: readonly GalleryPhoto[];
  /** What the photos show, as their names say it: "1932 Packard Deluxe Eight". */
  subject: string;
  /**
   * "full" (a car's page): the main photo large, the others as thumbnails below it. "main" (a car's card): the main
   * photo alone. Either way a photo opens them all in a lightbox.
   */
  layout?: "full" | "main";
}

/** The photos, the first (by the owner's order) the main one; nothing when there are none. */
export function PhotoGallery({ photos, subject, layout = "full" }: PhotoGalleryProps) {
  const [open, setOpen] = useState<number | null>(null);
  const [main, ...others] = photos;
  if (!main) return null;
  const total = photos.length;
  const thumbnails = layout === "full" ? others : [];
  const hint =
    total === 1
      ? "Select the photo to enlarge it."
      : layout === "full"
        ? `${total} photos: select one to enlarge it.`
        : `${total} photos: select the photo to see them all.`;
  return (
    <Stack gap="xs" maw={layout === "full" ? 640 : 360}>
      <UnstyledButton onClick={() => setOpen(0)} style={{ cursor: "zoom-in", borderRadius: 4 }}>
        <Image
          src={layout === "full" ? main.url : main.thumbnailUrl}
          alt={photoLabel(0, total, subject)}
          w="100%"
          fit="cover"
          radius="sm"
          style={{ aspectRatio: "4 / 3" }}
        />
      </UnstyledButton>
      {thumbnails.length > 0 ? (
        <Group gap="xs" component="ul" m={0} p={0} style={{ listStyle: "none" }} aria-label="More photos">
          {thumbnails.map((photo, at) => (
            <li key={photo.id}>
              <UnstyledButton onClick={() => setOpen(at + 1)} style={{ cursor: "zoom-in", borderRadius: 4 }}>
                <Image
                  src={photo.thumbnailUrl}
                  alt={photoLabel(at + 1, total, subject)}
                  w={96}
                  h={72}
                  fit="cover"
                  radius="sm"
                />
              </UnstyledButton>
            </li>
          ))}
        </Group>
      ) : null}
      <Text>{hint}</Text>
      {open === null ? null : (
        <Suspense fallback={null}>
          <PhotoLightbox photos={photos} subject={subject} index={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </Stack>
  );
}
