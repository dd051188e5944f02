import {
  type AnnouncementRecipient,
  type RecipientStatus,
  recipientStatuses,
} from "@club/domain/announcement.schema";
import { Anchor, Drawer, SegmentedControl, Stack, Table, Text } from "@mantine/core";
import { useState } from "react";
import { Link } from "react-router";
import { useAnnouncement, useAnnouncementRecipients } from "../../api/use-office-announcements.ts";
import { formatMoment, noValue } from "../../format/office-format.ts";
import { Pager } from "../pager.tsx";
import { QueryState } from "../query-state.tsx";
import { AnnouncementProgress, AnnouncementStatusBadge } from "./announcement-status.tsx";

const statusLabels: Record<RecipientStatus, string> = {
  pending: "Waiting",
  sent: "Sent",
  skipped: "Skipped",
};
const reasonLabels: Record<string, string> = {
  unsubscribed: "Unsubscribed from announcements",
  bouncing: "E-mail address bounces",
};
const filters = [
  { value: "all", label: "All" },
  ...recipientStatuses.map((status) => ({ value: status, label: statusLabels[status] })),
];

function statusLine(recipient: AnnouncementRecipient): string {
  if (recipient.status !== "skipped" || !recipient.reason) return statusLabels[recipient.status];
  return `Skipped: ${reasonLabels[recipient.reason] ?? recipient.reason}`;
}

function RecipientsTable({ recipients }: { recipients: AnnouncementRecipient[] }) {
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped verticalSpacing={6} horizontalSpacing="xs" aria-label="Recipients">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Member</Table.Th>
            <Table.Th scope="col">Member no.</Table.Th>
            <Table.Th scope="col">Email</Table.Th>
            <Table.Th scope="col">Status</Table.Th>
            <Table.Th scope="col">Sent</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {recipients.map((recipient) => (
            <Table.Tr key={recipient.memberId}>
              <Table.Td>
                <Anchor component={Link} to={`/office/members/${recipient.memberId}`} fw={700}>
                  {`${recipient.lastName}, ${recipient.firstName}`}
                </Anchor>
              </Table.Td>
              <Table.Td>{recipient.memberNo}</Table.Td>
              <Table.Td style={{ whiteSpace: "nowrap" }}>{recipient.email}</Table.Td>
              <Table.Td>{statusLine(recipient)}</Table.Td>
              <Table.Td style={{ whiteSpace: "nowrap" }}>
                {recipient.sentAt ? formatMoment(recipient.sentAt) : noValue}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * Who an announcement went to (issue 15), by name, 50 a page: sent, waiting, or skipped with the reason. While it
 * is being sent, the progress and the page refresh by themselves.
 */
export function RecipientsDrawer({
  announcementId,
  onClose,
}: {
  announcementId: number | null;
  onClose: () => void;
}) {
  const [filter, setFilter] = useState<RecipientStatus | "all">("all");
  const [page, setPage] = useState(1);
  const announcement = useAnnouncement(announcementId);
  const recipients = useAnnouncementRecipients(announcementId, filter === "all" ? null : filter, page);
  const data = recipients.data && !recipients.isError ? recipients.data : undefined;
  const title = announcement.data ? `Recipients: ${announcement.data.subject}` : "Recipients";

  return (
    <Drawer
      opened={announcementId !== null}
      onClose={() => {
        setFilter("all");
        setPage(1);
        onClose();
      }}
      position="right"
      size="xl"
      title={title}
      closeButtonProps={{ "aria-label": "Close the recipients" }}
    >
      <Stack gap="md">
        {announcement.data ? (
          <Stack gap="xs">
            <Text>{`To: ${announcement.data.audience}`}</Text>
            <AnnouncementStatusBadge status={announcement.data.status} />
            <AnnouncementProgress progress={announcement.data.progress} />
          </Stack>
        ) : null}
        <SegmentedControl
          aria-label="Which recipients to show"
          value={filter}
          onChange={(value) => {
            setFilter(value as RecipientStatus | "all");
            setPage(1);
          }}
          data={filters}
        />
        <QueryState query={recipients} loading="Loading the recipients…" />
        {data ? (
          data.total === 0 ? (
            <Text role="status">Nobody in this list.</Text>
          ) : (
            <>
              <RecipientsTable recipients={data.results} />
              <Pager
                page={data.page}
                pageSize={data.pageSize}
                total={data.total}
                shown={data.results.length}
                onPage={setPage}
              />
            </>
          )
        ) : null}
      </Stack>
    </Drawer>
  );
}
