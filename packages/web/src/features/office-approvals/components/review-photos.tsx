import type { VehicleImage } from "@club/domain/vehicle.schema";
import { Group, Image, Stack, Text, UnstyledButton } from "@mantine/core";
import { lazy, Suspense, useState } from "react";
import { photoLabel } from "../../../components/photo-label.ts";

// The lightbox and its styles are fetched when a photo is first opened, not with the page.
const PhotoLightbox = lazy(async () => ({
  default: (await import("../../../components/photo-lightbox.tsx")).PhotoLightbox,
}));

/** Every photo of a car under review as a thumbnail; each opens them all, large, at that photo. */
export function ReviewPhotos({ photos, subject }: { photos: VehicleImage[]; subject: string }) {
  const [open, setOpen] = useState<number | null>(null);
  if (photos.length === 0) return <Text>The owner has added no photos.</Text>;
  return (
    <Stack gap="xs">
      <Group
        gap="xs"
        component="ul"
        m={0}
        p={0}
        style={{ listStyle: "none" }}
        aria-label={`Photos of the ${subject}`}
      >
        {photos.map((photo, at) => (
          <li key={photo.id}>
            <UnstyledButton onClick={() => setOpen(at)} style={{ cursor: "zoom-in", borderRadius: 4 }}>
              <Image
                src={photo.thumbnailUrl}
                alt={photoLabel(at, photos.length, subject)}
                w={144}
                h={108}
                fit="cover"
                radius="sm"
              />
            </UnstyledButton>
          </li>
        ))}
      </Group>
      <Text size="sm">Select a photo to see it large.</Text>
      {open === null ? null : (
        <Suspense fallback={null}>
          <PhotoLightbox photos={photos} subject={subject} index={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </Stack>
  );
}
