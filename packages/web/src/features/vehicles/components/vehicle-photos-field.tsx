import type { vehicleImageSchema } from "@club/domain/vehicle.schema";
import { imageContentTypes } from "@club/domain/vehicle.schema";
import { Button, Group, Image, Input, Stack, Text, VisuallyHidden } from "@mantine/core";
import { useId } from "react";
import type { z } from "zod";
import { usePhotoPreviews } from "../form/use-photo-previews.ts";

type VehicleImage = z.infer<typeof vehicleImageSchema>;

interface VehiclePhotosFieldProps {
  /** The car's stored photos still kept (edit mode). */
  kept: readonly VehicleImage[];
  /** Photos chosen to upload, already checked. */
  added: readonly File[];
  /** Messages for chosen files that were refused. */
  problems: readonly string[];
  carName: string;
  /** How many photos a car may have (the site config's limit). */
  maxPhotos: number;
  onChoose: (files: File[]) => void;
  onRemoveKept: (image: VehicleImage) => void;
  onRemoveAdded: (file: File) => void;
}

function PhotoTile({
  src,
  alt,
  onRemove,
  removeName,
}: {
  src: string | undefined;
  alt: string;
  onRemove: () => void;
  removeName: string;
}) {
  return (
    // At least the photo's width, and as wide as its button: a narrower tile let the buttons overlap.
    <Stack gap={4} align="center" miw={120}>
      {src ? (
        <Image src={src} alt={alt} w={120} h={90} fit="cover" radius="sm" />
      ) : (
        <Text size="sm">{alt}</Text>
      )}
      <Button type="button" variant="outline" color="red.9" size="compact-sm" onClick={onRemove}>
        Remove photo<VisuallyHidden>{` ${removeName}`}</VisuallyHidden>
      </Button>
    </Stack>
  );
}

// spec §3, §5, §9: the car's photos: PNG or JPEG of 5 MB at most, stored ones kept unless removed.
export function VehiclePhotosField(props: VehiclePhotosFieldProps) {
  const { kept, added, problems, carName, maxPhotos, onChoose, onRemoveKept, onRemoveAdded } = props;
  const inputId = useId();
  const previews = usePhotoPreviews(added);

  return (
    <Input.Wrapper
      id={inputId}
      label="Photos"
      description={`PNG or JPEG files, 5 MB or smaller each, ${maxPhotos} at most`}
      error={problems.length > 0 ? problems.join(". ") : undefined}
    >
      <Stack gap="sm" mt={4}>
        <input
          id={inputId}
          type="file"
          accept={[...imageContentTypes, ".png", ".jpg", ".jpeg"].join(",")}
          multiple
          aria-invalid={problems.length > 0}
          // The wrapper names its description and error after the input's id; a native input links them here.
          aria-describedby={`${problems.length > 0 ? `${inputId}-error ` : ""}${inputId}-description`}
          onChange={(event) => {
            const files = [...(event.currentTarget.files ?? [])];
            // Cleared so that choosing the same file again (after removing it) is noticed.
            event.currentTarget.value = "";
            onChoose(files);
          }}
        />
        {kept.length + added.length > 0 && (
          <Group gap="md" align="flex-start">
            {kept.map((image, index) => (
              <PhotoTile
                key={image.id}
                src={image.thumbnailUrl}
                alt={`Photo of ${carName}`}
                removeName={String(index + 1)}
                onRemove={() => onRemoveKept(image)}
              />
            ))}
            {added.map((file) => (
              <PhotoTile
                key={`${file.name}-${file.size}-${file.lastModified}`}
                src={previews.get(file)}
                alt={`New photo ${file.name}`}
                removeName={file.name}
                onRemove={() => onRemoveAdded(file)}
              />
            ))}
          </Group>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
