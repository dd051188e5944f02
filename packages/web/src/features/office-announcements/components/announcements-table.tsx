import type { AnnouncementSummary } from "@club/domain/announcement.schema";
import { Button, Group, Stack, Text, Title, VisuallyHidden } from "@mantine/core";
import { type DataListProps, DataTable } from "../../../components/data-table.tsx";
import { listCardsQuery } from "../../../lib/media-queries.ts";
import { formatMoment } from "../../../office-kit/office-format.ts";
import { AnnouncementProgress, AnnouncementStatusBadge } from "./announcement-status.tsx";

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

/** An announcement on a phone: a table's buttons would be off its screen. */
function AnnouncementCard({
  announcement,
  ...actions
}: Omit<AnnouncementsTableProps, "announcements"> & { announcement: AnnouncementSummary }) {
  return (
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
  );
}

/** The announcements, the newest first, a row each (a card each on a phone), with how far each is sent. */
export function AnnouncementsTable({
  announcements,
  empty,
  total,
  pager,
  busy,
  ...actions
}: AnnouncementsTableProps & DataListProps) {
  return (
    <DataTable
      empty={empty}
      total={total}
      pager={pager}
      busy={busy}
      label="Announcements"
      rows={announcements}
      rowKey={(announcement) => announcement.id}
      minWidth={900}
      tableProps={{ verticalSpacing: 8 }}
      cards={{
        when: listCardsQuery,
        label: "Announcements",
        render: (announcement) => <AnnouncementCard announcement={announcement} {...actions} />,
      }}
      columns={[
        {
          heading: "Subject",
          rowHeader: true,
          fw: 700,
          wrap: "anywhere",
          cell: (announcement) => announcement.subject,
        },
        { heading: "To", cell: (announcement) => announcement.audience },
        {
          heading: "Status",
          cell: (announcement) => <AnnouncementStatusBadge status={announcement.status} />,
        },
        { heading: "Progress", cell: (announcement) => <ProgressCell announcement={announcement} /> },
        { heading: "When", cell: whenLine },
        {
          heading: "Actions",
          headingHidden: true,
          cell: (announcement) => (
            <Group gap="xs" wrap="nowrap" justify="flex-end">
              <Actions announcement={announcement} {...actions} />
            </Group>
          ),
        },
      ]}
    />
  );
}
