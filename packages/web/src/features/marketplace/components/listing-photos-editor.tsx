import { type Listing, listingPhotosMax } from "@club/domain/listing.schema";
import { Button, FileButton, Group, Image, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { errorsOf, type FieldErrors } from "../../../api/api-error.ts";
import { ErrorLines } from "../../../components/error-lines.tsx";
import { photoLabel } from "../../../components/photo-label.ts";
import { checkPhotos } from "../../../lib/check-photos.ts";
import { ConfirmDialog } from "../../../office-kit/confirm-dialog.tsx";
import { useAddListingPhoto, useRemoveListingPhoto } from "../api/use-listing-photos.ts";

/**
 * Issue 44: the seller's own photos of the listing (a car's registry photos show besides, and are changed on My
 * Vehicles). Photos go up one at a time, each checked first as the car's are (PNG or JPEG, 5 MB at most); a photo
 * is removed after asking.
 */
export function ListingPhotosEditor({ listing }: { listing: Listing }) {
  const add = useAddListingPhoto(listing.id);
  const remove = useRemoveListingPhoto(listing.id);
  const [problems, setProblems] = useState<FieldErrors | undefined>();
  const [removing, setRemoving] = useState<number | null>(null);
  const room = listingPhotosMax - listing.photos.length;
  const canAdd = listing.actions.includes("addPhotos") && room > 0;

  const upload = async (files: File[]) => {
    const { accepted, problems: refused } = checkPhotos(files);
    const tooMany =
      accepted.length > room ? [`${listingPhotosMax} photos at most: the others were not added.`] : [];
    const lines = [...refused, ...tooMany];
    for (const photo of accepted.slice(0, room)) {
      try {
        await add.mutateAsync(photo);
      } catch (error) {
        lines.push(...Object.values(errorsOf(error) ?? {}).flat());
        break;
      }
    }
    setProblems(lines.length > 0 ? { base: lines } : undefined);
  };

  return (
    <Stack component="section" gap="sm" aria-labelledby="photos-heading">
      <Title order={2} id="photos-heading">
        Your photos
      </Title>
      <Text>{`Up to ${listingPhotosMax} photos, PNG or JPEG, 5 MB each at most.`}</Text>
      {listing.photos.length === 0 ? <Text>No photos of your own yet.</Text> : null}
      <Group component="ul" gap="sm" m={0} p={0} style={{ listStyle: "none" }} aria-label="Your photos">
        {listing.photos.map((photo, at) => (
          <Stack component="li" key={photo.id} gap={4} align="flex-start">
            <Image
              src={photo.thumbnailUrl}
              alt={photoLabel(at, listing.photos.length, listing.title)}
              w={120}
              h={90}
              fit="cover"
              radius="sm"
            />
            {listing.actions.includes("edit") ? (
              <Button variant="outline" color="red.9" size="compact-md" onClick={() => setRemoving(photo.id)}>
                {`Remove photo ${at + 1}`}
              </Button>
            ) : null}
          </Stack>
        ))}
      </Group>
      {canAdd ? (
        <FileButton onChange={(files) => void upload(files)} accept="image/png,image/jpeg" multiple>
          {(props) => (
            <Button {...props} variant="outline" loading={add.isPending} style={{ alignSelf: "flex-start" }}>
              Add photos
            </Button>
          )}
        </FileButton>
      ) : null}
      <ErrorLines errors={problems ?? errorsOf(remove.error)} />
      <ConfirmDialog
        opened={removing !== null}
        title="Remove this photo?"
        confirmLabel="Remove the photo"
        danger
        pending={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (removing !== null) remove.mutate(removing, { onSettled: () => setRemoving(null) });
        }}
      >
        <Text>The photo is taken off the listing.</Text>
      </ConfirmDialog>
    </Stack>
  );
}
