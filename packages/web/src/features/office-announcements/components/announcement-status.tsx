import type { AnnouncementStatus, AnnouncementSummary } from "@club/domain/announcement.schema";
import { Badge, Progress, Stack, Text } from "@mantine/core";

const statusLabels: Record<AnnouncementStatus, string> = { draft: "Draft", sending: "Sending", sent: "Sent" };
// Dark enough for white text at 4.5:1 or more (WCAG AA), as the member statuses' colours are.
const statusColors: Record<AnnouncementStatus, string> = {
  draft: "#495057",
  sending: "#1864ab",
  sent: "#216e33",
};

/** Where the announcement stands, as a word on a colour (the word says it; the colour helps the eye). */
export function AnnouncementStatusBadge({ status }: { status: AnnouncementStatus }) {
  return (
    <Badge
      color={statusColors[status]}
      variant="filled"
      tt="none"
      autoContrast
      styles={{ root: { minWidth: "max-content" } }}
    >
      {statusLabels[status]}
    </Badge>
  );
}

/** "Sent 40 of 118": of those who get the e-mail; the skipped ones are counted apart. */
export function sentLine(progress: AnnouncementSummary["progress"]): string {
  return `Sent ${progress.sent} of ${progress.sent + progress.pending}`;
}

/** The sending's progress: a bar (read out as "Sent 40 of 118") and the same in words, with the skipped. */
export function AnnouncementProgress({ progress }: { progress: AnnouncementSummary["progress"] }) {
  const toSend = progress.sent + progress.pending;
  const line = sentLine(progress);
  return (
    <Stack gap={4} miw={160}>
      <Progress value={toSend === 0 ? 100 : (progress.sent / toSend) * 100} size="lg" aria-label={line} />
      <Text>{progress.skipped > 0 ? `${line}, ${progress.skipped} skipped` : line}</Text>
    </Stack>
  );
}
