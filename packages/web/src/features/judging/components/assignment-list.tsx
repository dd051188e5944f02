import type { JudgingAssignment } from "@club/domain/judging.schema";
import { SimpleGrid, Stack, Title } from "@mantine/core";
import type { ApiError } from "../../../api/api-error.ts";
import { groupAssignments } from "../format/assignment-groups.ts";
import { assignedClass } from "../format/judging-format.ts";
import { sheetStatus } from "../format/sheet-status.ts";
import type { QueuedSheets } from "../queue/sheet-queue.ts";
import { AssignmentCard } from "./assignment-card.tsx";

interface AssignmentListProps {
  assignments: readonly JudgingAssignment[];
  queued: QueuedSheets;
  refusals: Record<string, ApiError>;
}

/** Issue 29: the judge's cars by event and class, a card each. */
export function AssignmentList({ assignments, queued, refusals }: AssignmentListProps) {
  return (
    <Stack gap="xl">
      {groupAssignments(assignments).map((event) => (
        <Stack key={event.eventId} component="section" gap="md">
          <Title order={2}>{event.eventTitle}</Title>
          {event.classes.map((group) => (
            <Stack key={group.classCode} gap="sm">
              <Title order={3}>{assignedClass(group)}</Title>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                {group.assignments.map((assignment) => (
                  <AssignmentCard
                    key={assignment.entryId}
                    assignment={assignment}
                    status={sheetStatus(
                      assignment,
                      assignment.entryId in queued,
                      assignment.entryId in refusals,
                    )}
                  />
                ))}
              </SimpleGrid>
            </Stack>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
