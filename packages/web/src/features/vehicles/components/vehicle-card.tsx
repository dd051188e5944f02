import type { Vehicle } from "@club/domain/vehicle.schema";
import { Badge, Button, Group, Paper, Stack, Text, Title, VisuallyHidden } from "@mantine/core";
import { PhotoGallery } from "../../../components/photo-gallery.tsx";
import { vehicleName } from "../../../lib/vehicle-name.ts";

interface VehicleCardProps {
  vehicle: Vehicle;
  onModify: (vehicle: Vehicle) => void;
  onDelete: (vehicle: Vehicle) => void;
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Group gap={6} wrap="nowrap" align="baseline">
      <Text component="dt" fw={600} size="sm">
        {`${label}:`}
      </Text>
      <Text component="dd" m={0} size="sm">
        {value}
      </Text>
    </Group>
  );
}

// spec §2, §3: one of the member's cars, with its approval status and its main photo, which opens them all.
export function VehicleCard({ vehicle, onModify, onDelete }: VehicleCardProps) {
  const name = vehicleName(vehicle);
  return (
    <Paper component="li" withBorder p="md" aria-label={name}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Title order={3} size="h4">
            {name}
          </Title>
          <Badge color={vehicle.approvedByCommittee ? "green" : "yellow"} variant="light" c="dark">
            {vehicle.approvedByCommittee ? "Approved" : "Pending club approval"}
          </Badge>
        </Group>
        <PhotoGallery photos={vehicle.images} subject={name} layout="main" />
        <Stack component="dl" gap={2} m={0}>
          <Detail label="Body Style" value={vehicle.bodyStyle ?? "—"} />
          <Detail label="Coachbuilder" value={vehicle.bodyMaker ?? "—"} />
          <Detail label="Owned By" value={vehicle.ownedByAssociate ? "Associate" : "Member"} />
        </Stack>
        <Group gap="sm">
          <Button type="button" variant="outline" size="compact-md" onClick={() => onModify(vehicle)}>
            Modify Vehicle<VisuallyHidden>{` ${name}`}</VisuallyHidden>
          </Button>
          <Button
            type="button"
            variant="outline"
            color="red.9"
            size="compact-md"
            onClick={() => onDelete(vehicle)}
          >
            Delete Vehicle<VisuallyHidden>{` ${name}`}</VisuallyHidden>
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
