import type { AnnouncementSummary } from "@club/domain/announcement.schema";
import { Button, Group, Paper, Stack, Table, Text, Title, VisuallyHidden } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { formatMoment } from "../../format/office-format.ts";
import { AnnouncementProgress, AnnouncementStatusBadge } from "./announcement-status.tsx";

/** Under 768px the announcements are cards: a table's buttons would be off the screen of a phone. */
const cardsQuery = "(max-width: 47.99em)";

interface AnnouncementsTableProps {
  announcements: AnnouncementSummary[];
  onEdit: (announcement: AnnouncementSummary) => void;
  onDelete: (announcement: AnnouncementSummary) => void;
  onRecipients: (announcement: AnnouncementSummary) => void;
}

/** A draft is edited or deleted; one being sent (or sent) shows who it went to. */
function Actions({
  announcement,
  onEdit,
  onDelete,
  onRecipients,
}: Omit<AnnouncementsTableProps, "announcements"> & { announcement: AnnouncementSummary }) {
  const named = <VisuallyHidden>{` ${announcement.subject}`}</VisuallyHidden>;
  if (announcement.status !== "draft")
    return (
      <Button size="compact-md" variant="outline" onClick={() => onRecipients(announcement)}>
        Recipients<VisuallyHidden>{` of ${announcement.subject}`}</VisuallyHidden>
      </Button>
    );
  return (
    <>
      <Button size="compact-md" variant="outline" onClick={() => onEdit(announcement)}>
        Open{named}
      </Button>
      <Button size="compact-md" variant="outline" color="red.9" onClick={() => onDelete(announcement)}>
        Delete{named}
      </Button>
    </>
  );
}

/** When it was written, or when its sending started. */
function whenLine(announcement: AnnouncementSummary): string {
  if (announcement.sendStartedAt) return `Sent ${formatMoment(announcement.sendStartedAt)}`;
  const by = announcement.createdByName ? ` by ${announcement.createdByName}` : "";
  return `Written ${formatMoment(announcement.createdAt)}${by}`;
}

function ProgressCell({ announcement }: { announcement: AnnouncementSummary }) {
  return announcement.status === "draft" ? (
    <Text>Not sent yet</Text>
  ) : (
    <AnnouncementProgress progress={announcement.progress} />
  );
}

function AnnouncementCards({ announcements, ...actions }: AnnouncementsTableProps) {
  return (
    <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: "none" }} aria-label="Announcements">
      {announcements.map((announcement) => (
        <Paper component="li" key={announcement.id} withBorder p="sm">
          <Stack gap={6}>
            <Group gap="xs" justify="space-between" wrap="nowrap" align="flex-start">
              <Title order={3} size="h4" style={{ overflowWrap: "anywhere" }}>
                {announcement.subject}
              </Title>
              <AnnouncementStatusBadge status={announcement.status} />
            </Group>
            <Text>{`To: ${announcement.audience}`}</Text>
            <Text>{whenLine(announcement)}</Text>
            <ProgressCell announcement={announcement} />
            <Group gap="xs" mt="xs">
              <Actions announcement={announcement} {...actions} />
            </Group>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

/** The announcements, the newest first, a row each (a card each on a phone), with how far each is sent. */
export function AnnouncementsTable(props: AnnouncementsTableProps) {
  const cards = useMediaQuery(cardsQuery, undefined, { getInitialValueInEffect: false });
  if (cards) return <AnnouncementCards {...props} />;
  const { announcements, ...actions } = props;
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped verticalSpacing={8} horizontalSpacing="xs" aria-label="Announcements">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Subject</Table.Th>
            <Table.Th scope="col">To</Table.Th>
            <Table.Th scope="col">Status</Table.Th>
            <Table.Th scope="col">Progress</Table.Th>
            <Table.Th scope="col">When</Table.Th>
            <Table.Th scope="col">
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {announcements.map((announcement) => (
            <Table.Tr key={announcement.id}>
              <Table.Th scope="row" fw={700} style={{ overflowWrap: "anywhere" }}>
                {announcement.subject}
              </Table.Th>
              <Table.Td>{announcement.audience}</Table.Td>
              <Table.Td>
                <AnnouncementStatusBadge status={announcement.status} />
              </Table.Td>
              <Table.Td>
                <ProgressCell announcement={announcement} />
              </Table.Td>
              <Table.Td>{whenLine(announcement)}</Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap" justify="flex-end">
                  <Actions announcement={announcement} {...actions} />
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
