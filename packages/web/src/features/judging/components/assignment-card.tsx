import type { JudgingAssignment } from "@club/domain/judging.schema";
import { Badge, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { assignedCar, assignedClass } from "../format/judging-format.ts";
import { type SheetStatus, sheetStatusColors, sheetStatusWords } from "../format/sheet-status.ts";

interface AssignmentCardProps {
  assignment: JudgingAssignment;
  status: SheetStatus;
}

/** Issue 29: one car to score: its name and class, where its sheet stands, and the way to the sheet. */
export function AssignmentCard({ assignment, status }: AssignmentCardProps) {
  const car = assignedCar(assignment);
  const action = status === "not-started" ? "Score this car" : "Open the sheet";
  return (
    <Card withBorder padding="md">
      <Stack gap="xs">
        <Title order={4}>{car}</Title>
        <Text>{assignedClass(assignment)}</Text>
        <Group gap="xs">
          <Badge color={sheetStatusColors[status]} variant="light" c="dark" size="lg">
            {sheetStatusWords[status]}
          </Badge>
          {assignment.leader && (
            <Badge variant="outline" size="lg">
              Team leader
            </Badge>
          )}
        </Group>
        <Button
          component={Link}
          to={`?entry=${assignment.entryId}`}
          size="lg"
          aria-label={`${action}: ${car}`}
        >
          {action}
        </Button>
      </Stack>
    </Card>
  );
}
