import { fullName } from "@club/domain/member-name.rules";
import type { OfficeVehicle } from "@club/domain/office-vehicles.schema";
import { vehicleName } from "@club/domain/vehicle-name.rules";
import {
  Anchor,
  Badge,
  Box,
  Button,
  Group,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { DetailList } from "../../../components/detail-list.tsx";
import { formatMoment } from "../../../office-kit/office-format.ts";
import {
  changeLine,
  historyRows,
  vehicleRows,
  vehicleStatusColors,
  vehicleStatusLabels,
} from "../format/vehicle-review.ts";
import { RegistryStatusButton } from "./registry-status-button.tsx";
import { ReviewPhotos } from "./review-photos.tsx";

interface ReviewCardProps {
  car: OfficeVehicle;
  onApprove: (car: OfficeVehicle) => void;
  onReject: (car: OfficeVehicle) => void;
}

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Text>
      <Text span fw={700}>{`${label}: `}</Text>
      {children}
    </Text>
  );
}

/** Issue 27: the entry of the Full Classic list the car is on, or the way to the list and its petitions. */
function ClassicLine({ car }: { car: OfficeVehicle }) {
  if (car.classic)
    return (
      <Text>
        {"On the Full Classic list: "}
        <Text span fw={700}>
          {car.classic.label}
        </Text>
      </Text>
    );
  return (
    <Text>
      {"Not on the Full Classic list ("}
      <Anchor component={Link} to="/office/classics?tab=petitions">
        the list and its petitions
      </Anchor>
      )
    </Text>
  );
}

/**
 * One car under review (issue 14): owner, photos, what changed since the club approved it (marked, and listed
 * first), every field, and the decisions open to it.
 */
export function ReviewCard({ car, onApprove, onReject }: ReviewCardProps) {
  const name = vehicleName(car);
  const changed = car.changes.length > 0;
  const history = historyRows(car);
  return (
    <Paper component="li" withBorder p={{ base: "sm", sm: "md" }} aria-label={name}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Title order={3} size="h4">
            {name}
          </Title>
          <Group gap="xs">
            <Badge color={vehicleStatusColors[car.status]} variant="filled" tt="none" autoContrast>
              {vehicleStatusLabels[car.status]}
            </Badge>
            {car.status === "pending" ? (
              <Badge color="#343a40" variant="outline" tt="none">
                {car.approvedBefore ? "Changed since approval" : "New car"}
              </Badge>
            ) : null}
            {car.registryStatus !== "active" ? (
              <Badge color="#343a40" variant="outline" tt="none">
                {car.registryStatus === "destroyed" ? "Destroyed" : "Claimed by another member"}
              </Badge>
            ) : null}
          </Group>
        </Group>

        <Stack gap={4}>
          <Line label="Owner">
            <Anchor component={Link} to={`/office/members/${car.owner.id}`}>
              {`${fullName(car.owner)} (no. ${car.owner.memberNo})`}
            </Anchor>
          </Line>
          <Line label="Registered or last changed">{formatMoment(car.updatedAt)}</Line>
          <ClassicLine car={car} />
          {car.reviewedAt ? (
            <Line label={car.status === "approved" ? "Approved" : "Rejected"}>
              {formatMoment(car.reviewedAt)}
            </Line>
          ) : null}
          {car.status === "rejected" ? <Line label="Reason given">{car.rejectionReason}</Line> : null}
        </Stack>

        {changed ? (
          <Box
            p="sm"
            style={{
              background: "#fff8e1",
              borderLeft: "4px solid #8a5a00",
              borderRadius: 4,
              color: "#212529",
            }}
          >
            <Text fw={700}>Changed since the club approved it:</Text>
            <List spacing={2} aria-label={`Changes to the ${name} since its approval`}>
              {car.changes.map((change) => (
                <List.Item key={change.field}>{changeLine(change)}</List.Item>
              ))}
            </List>
          </Box>
        ) : null}

        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" verticalSpacing="sm">
          <DetailList rows={vehicleRows(car)} />
          <Stack gap="sm">
            <ReviewPhotos photos={car.images} subject={name} />
            {history.length > 0 ? <DetailList rows={history} /> : null}
          </Stack>
        </SimpleGrid>

        <Group gap="sm">
          {car.status !== "approved" ? (
            <Button onClick={() => onApprove(car)}>
              Approve<VisuallyHidden>{` the ${name}`}</VisuallyHidden>
            </Button>
          ) : null}
          {car.status !== "rejected" ? (
            <Button variant="outline" color="red.9" onClick={() => onReject(car)}>
              Reject<VisuallyHidden>{` the ${name}`}</VisuallyHidden>
            </Button>
          ) : null}
          <RegistryStatusButton car={car} />
        </Group>
      </Stack>
    </Paper>
  );
}
