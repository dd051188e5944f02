import {
  type AnnouncementRecipient,
  type RecipientStatus,
  recipientStatuses,
} from "@club/domain/announcement.schema";
import { Anchor, Drawer, SegmentedControl, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { Link } from "react-router";
import { DataTable } from "../../../components/data-table.tsx";
import { formatMoment, noValue } from "../../../office-kit/office-format.ts";
import { Pager } from "../../../office-kit/pager.tsx";
import { QueryState } from "../../../office-kit/query-state.tsx";
import { useAnnouncement, useAnnouncementRecipients } from "../api/use-office-announcements.ts";
import { AnnouncementProgress, AnnouncementStatusBadge } from "./announcement-status.tsx";

const statusLabels: Record<RecipientStatus, string> = {
  pending: "Waiting",
  sent: "Sent",
  skipped: "Skipped",
};
const reasonLabels: Record<string, string> = {
  no_email: "No e-mail address",
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
    <DataTable
      label="Recipients"
      rows={recipients}
      rowKey={(recipient) => recipient.memberId}
      minWidth={760}
      columns={[
        {
          heading: "Member",
          cell: (recipient) => (
            <Anchor component={Link} to={`/office/members/${recipient.memberId}`} fw={700}>
              {`${recipient.lastName}, ${recipient.firstName}`}
            </Anchor>
          ),
        },
        { heading: "Member no.", cell: (recipient) => recipient.memberNo },
        { heading: "Email", nowrap: true, cell: (recipient) => recipient.email },
        { heading: "Status", cell: statusLine },
        {
          heading: "Sent",
          nowrap: true,
          cell: (recipient) => (recipient.sentAt ? formatMoment(recipient.sentAt) : noValue),
        },
      ]}
    />
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
