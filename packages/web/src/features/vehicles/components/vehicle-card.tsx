import type { Vehicle } from "@club/domain/vehicle.schema";
import { vehicleName } from "@club/domain/vehicle-name.rules";
import type { VehicleTransfer } from "@club/domain/vehicle-registry.schema";
import { Badge, Box, Button, Group, Paper, Stack, Text, Title, VisuallyHidden } from "@mantine/core";
import { Link } from "react-router";
import { errorsOf } from "../../../api/api-error.ts";
import { ErrorLines } from "../../../components/error-lines.tsx";
import { PhotoGallery } from "../../../components/photo-gallery.tsx";
import { useSiteConfig } from "../../../lib/site-config-context.tsx";
import { vehicleStatusBadges } from "../../../lib/vehicle-status.ts";
import { useCancelTransfer } from "../api/use-cancel-transfer.ts";

export interface VehicleActions {
  onModify: (vehicle: Vehicle) => void;
  onDelete: (vehicle: Vehicle) => void;
  onTransfer: (vehicle: Vehicle) => void;
  onHistory: (vehicle: Vehicle) => void;
  /** Issue 39: the car leaves the garage and stays in the registry. */
  onRemove: (vehicle: Vehicle) => void;
}

interface VehicleCardProps extends VehicleActions {
  vehicle: Vehicle;
  /** The member's offer of this car to another member, waiting for their answer (issue 27). */
  offer: VehicleTransfer | undefined;
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

/**
 * The offer of the car waiting for the buyer's answer, which the seller may take back until then. The buyer is named
 * by the number and last name the seller gave (issue 39), as the offer's reply named them.
 */
function WaitingOffer({ offer, name }: { offer: VehicleTransfer; name: string }) {
  const takeBack = useCancelTransfer();
  const buyer =
    offer.buyerMemberNo === null ? offer.buyerName : `member ${offer.buyerMemberNo}, ${offer.buyerName}`;
  return (
    <Stack gap={4}>
      <Text fw={700}>{`Offered to ${buyer} — waiting for their answer`}</Text>
      <Group>
        <Button
          type="button"
          variant="subtle"
          size="compact-md"
          loading={takeBack.isPending}
          onClick={() => takeBack.mutate(offer)}
        >
          Take the offer back<VisuallyHidden>{` of the ${name}`}</VisuallyHidden>
        </Button>
      </Group>
      <ErrorLines errors={errorsOf(takeBack.error)} />
    </Stack>
  );
}

// spec §2, §3: one of the member's cars, with its approval status and its main photo, which opens them all; issue 27:
// its history, its sale, and the offer of it waiting for a member's answer.
export function VehicleCard({
  vehicle,
  offer,
  onModify,
  onDelete,
  onTransfer,
  onHistory,
  onRemove,
}: VehicleCardProps) {
  const name = vehicleName(vehicle);
  const badge = vehicleStatusBadges[vehicle.status];
  // Issue 44: an approved car may be listed in the club's marketplace, when the club has it open.
  const config = useSiteConfig();
  const sellable = vehicle.status === "approved" && config.marketplace.enabled;
  return (
    <Paper component="li" withBorder p="md" aria-label={name}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Title order={3} size="h4">
            {name}
          </Title>
          <Badge color={badge.color} variant="light" c="dark">
            {badge.label}
          </Badge>
        </Group>
        {vehicle.status === "rejected" ? (
          <Box
            p="sm"
            style={{
              background: "#fdf0ef",
              color: "#5c1410",
              borderLeft: "4px solid #b42318",
              borderRadius: 4,
            }}
          >
            <Text fw={700}>{"The club office's reason:"}</Text>
            <Text style={{ whiteSpace: "pre-wrap" }}>{vehicle.rejectionReason}</Text>
            <Text mt={4}>
              Correct the car or add photos with Modify Vehicle: once saved, the office looks at it again.
            </Text>
          </Box>
        ) : null}
        {offer ? <WaitingOffer offer={offer} name={name} /> : null}
        <PhotoGallery photos={vehicle.images} subject={name} layout="main" />
        <Stack component="dl" gap={2} m={0}>
          <Detail label="Body Style" value={vehicle.bodyStyle ?? "—"} />
          <Detail label="Coachbuilder" value={vehicle.bodyMaker ?? "—"} />
          <Detail label="Owned By" value={vehicle.ownedByAssociate ? "Associate" : "Member"} />
        </Stack>
        <Group gap="sm">
          <Button type="button" variant="outline" size="compact-md" onClick={() => onHistory(vehicle)}>
            History<VisuallyHidden>{` of the ${name}`}</VisuallyHidden>
          </Button>
          <Button type="button" variant="outline" size="compact-md" onClick={() => onModify(vehicle)}>
            Modify Vehicle<VisuallyHidden>{` ${name}`}</VisuallyHidden>
          </Button>
          {sellable ? (
            <Button
              component={Link}
              to={`/marketplace/new?vehicleId=${vehicle.id}`}
              variant="outline"
              size="compact-md"
            >
              Sell this car<VisuallyHidden>{` in the marketplace: the ${name}`}</VisuallyHidden>
            </Button>
          ) : null}
          <Button type="button" variant="outline" size="compact-md" onClick={() => onTransfer(vehicle)}>
            Sell or transfer<VisuallyHidden>{` the ${name}`}</VisuallyHidden>
          </Button>
          <Button type="button" variant="outline" size="compact-md" onClick={() => onRemove(vehicle)}>
            Remove from my garage<VisuallyHidden>{`: the ${name}`}</VisuallyHidden>
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
