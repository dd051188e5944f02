import { Box, Group, Image, Stack, Text, UnstyledButton } from "@mantine/core";
import { useState } from "react";
import { type GalleryPhoto, photoLabel } from "../../../components/photo-label.ts";
import { NoPhoto } from "./listing-card.tsx";

interface ListingGalleryProps {
  /** The listing's own photos, then the car's from the registry. */
  photos: readonly GalleryPhoto[];
  /** What the photos show: the listing's title. */
  subject: string;
}

/**
 * Issue 44: a large photo and, under it, every photo as a button that shows it in the large one's place. The
 * buttons wrap on a phone's width, and the one shown is marked (for a screen reader too).
 */
export function ListingGallery({ photos, subject }: ListingGalleryProps) {
  const [shown, setShown] = useState(0);
  const total = photos.length;
  const current = photos[Math.min(shown, total - 1)];
  if (!current)
    return (
      <Box maw={480}>
        <NoPhoto />
      </Box>
    );
  return (
    <Stack gap="xs" maw={720}>
      <Image
        src={current.url}
        alt={photoLabel(photos.indexOf(current), total, subject)}
        w="100%"
        fit="contain"
        radius="sm"
        bg="gray.1"
        style={{ aspectRatio: "4 / 3" }}
      />
      {total > 1 ? (
        <>
          <Text aria-live="polite">{`Photo ${photos.indexOf(current) + 1} of ${total}`}</Text>
          <Group component="ul" gap="xs" m={0} p={0} style={{ listStyle: "none" }} aria-label="All photos">
            {photos.map((photo, at) => (
              <li key={`${photo.id}-${photo.thumbnailUrl}`}>
                <UnstyledButton
                  onClick={() => setShown(at)}
                  aria-pressed={photo === current}
                  aria-label={`Show photo ${at + 1} of ${total}`}
                  style={{
                    borderRadius: 4,
                    outline: photo === current ? "3px solid var(--mantine-primary-color-filled)" : undefined,
                    outlineOffset: 2,
                  }}
                >
                  <Image src={photo.thumbnailUrl} alt="" w={88} h={66} fit="cover" radius="sm" />
                </UnstyledButton>
              </li>
            ))}
          </Group>
        </>
      ) : null}
    </Stack>
  );
}
