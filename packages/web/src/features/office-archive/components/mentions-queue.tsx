import {
  type ArchiveMention,
  type ArchiveMentionStatus,
  archiveMentionSourceLabels,
  archiveMentionStatuses,
} from "@club/domain/archive.schema";
import {
  Anchor,
  Button,
  Group,
  Image,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useState } from "react";
import { Link } from "react-router";
import { ApiError, errorsOf } from "../../../api/api-error.ts";
import { ErrorLines } from "../../../components/error-lines.tsx";
import { archivePagePath, issueName, pageOfIssue } from "../../../lib/archive-words.ts";
import { AlreadyDecidedAlert } from "../../../office-kit/already-decided-alert.tsx";
import { formatDay } from "../../../office-kit/office-format.ts";
import { Pager } from "../../../office-kit/pager.tsx";
import { QueryState } from "../../../office-kit/query-state.tsx";
import { type MentionDecision, useArchiveMentions, useDecideMention } from "../api/use-archive-mentions.ts";

const statusLabels: Record<ArchiveMentionStatus, string> = {
  pending: "Waiting",
  confirmed: "Confirmed",
  dismissed: "Dismissed",
};

const emptyLines: Record<ArchiveMentionStatus, string> = {
  pending: "No mention of a car waits for a decision.",
  confirmed: "No mention of a car has been confirmed yet.",
  dismissed: "No mention of a car has been dismissed.",
};

const doneMessages: Record<MentionDecision, string> = {
  confirm: "The page was confirmed: it is on the car's history now.",
  dismiss: "The mention was dismissed: the page is not linked to the car.",
};

/** "The Classic Car, Spring 1968, page 12". */
const pageName = (mention: ArchiveMention) => `${issueName(mention.issue)}, page ${mention.page}`;

interface MentionCardProps {
  mention: ArchiveMention;
  busy: boolean;
  onDecide: (mention: ArchiveMention, decision: MentionDecision) => void;
}

function MentionCard({ mention, busy, onDecide }: MentionCardProps) {
  const page = pageName(mention);
  return (
    <Paper component="li" withBorder p={{ base: "sm", sm: "md" }} aria-label={`${mention.car} on ${page}`}>
      <Group align="flex-start" gap="md" wrap="nowrap">
        {mention.thumbnailUrl ? (
          <Image
            src={mention.thumbnailUrl}
            alt={pageOfIssue(mention.page, mention.issue)}
            w={90}
            h={120}
            radius="sm"
            fit="contain"
          />
        ) : (
          <Text w={90} size="sm">
            No picture yet
          </Text>
        )}
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          {/* No office page shows a car of itself: its name is enough to find it. */}
          <Title order={3} size="h4" style={{ overflowWrap: "break-word" }}>
            {mention.car}
          </Title>
          <Text style={{ overflowWrap: "break-word" }}>
            <Anchor component={Link} to={archivePagePath(mention.issue.id, mention.page)}>
              {page}
            </Anchor>
            {` (${formatDay(mention.issue.issueDate)})`}
          </Text>
          <Text>{`How it was found: ${archiveMentionSourceLabels[mention.foundBy]}`}</Text>
          {mention.status === "pending" && mention.canDecide ? (
            <Group gap="sm" mt="xs">
              <Button disabled={busy} onClick={() => onDecide(mention, "confirm")}>
                Confirm<VisuallyHidden>{` ${mention.car} on ${page}`}</VisuallyHidden>
              </Button>
              <Button
                variant="outline"
                color="red.9"
                disabled={busy}
                onClick={() => onDecide(mention, "dismiss")}
              >
                Dismiss<VisuallyHidden>{` ${mention.car} on ${page}`}</VisuallyHidden>
              </Button>
            </Group>
          ) : null}
        </Stack>
      </Group>
    </Paper>
  );
}

interface MentionsQueueProps {
  status: ArchiveMentionStatus;
  page: number;
  onShow: (status: ArchiveMentionStatus, page: number) => void;
}

/**
 * Issue 45: the pages the archive found naming a car of the registry (its serial number, or its year, make and
 * model with its owner's name) and those members suggested, waiting for the office or the car's owner. A confirmed
 * page joins the car's history; a dismissed one is not offered again.
 */
export function MentionsQueue({ status, page, onShow }: MentionsQueueProps) {
  const mentions = useArchiveMentions(status, page);
  const decide = useDecideMention();
  const [conflict, setConflict] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);

  function onDecide(mention: ArchiveMention, decision: MentionDecision) {
    setConflict(null);
    setFailure(null);
    decide.mutate(
      { id: mention.id, decision },
      {
        onSuccess: () => notifications.show({ color: "green", message: doneMessages[decision] }),
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409) setConflict(error.message);
          else setFailure(error);
        },
      },
    );
  }

  return (
    <Stack gap="sm">
      <SegmentedControl
        aria-label="Mentions by decision"
        value={status}
        onChange={(value) => {
          setConflict(null);
          setFailure(null);
          onShow(archiveMentionStatuses.find((option) => option === value) ?? "pending", 1);
        }}
        data={archiveMentionStatuses.map((value) => ({ value, label: statusLabels[value] }))}
        // As wide as the screen on a phone (the three words side by side overflowed 320 px), no wider on a desk.
        fullWidth
        maw={420}
      />
      {conflict ? (
        <AlreadyDecidedAlert
          title="Already decided"
          message={conflict}
          reloaded="The list"
          onClose={() => setConflict(null)}
        />
      ) : null}
      {failure ? <ErrorLines errors={errorsOf(failure)} /> : null}
      <Stack gap="sm" aria-busy={mentions.isFetching}>
        <QueryState query={mentions} loading="Loading mentions…" />
        {mentions.data && !mentions.isError ? (
          mentions.data.results.length === 0 ? (
            <Text role="status">{emptyLines[status]}</Text>
          ) : (
            <>
              <Stack
                component="ul"
                gap="md"
                m={0}
                p={0}
                style={{ listStyle: "none" }}
                aria-label="Mentions of cars"
              >
                {mentions.data.results.map((mention) => (
                  <MentionCard
                    key={mention.id}
                    mention={mention}
                    busy={decide.isPending}
                    onDecide={onDecide}
                  />
                ))}
              </Stack>
              <Pager
                page={mentions.data.page}
                pageSize={mentions.data.pageSize}
                total={mentions.data.total}
                shown={mentions.data.results.length}
                onPage={(next) => onShow(status, next)}
              />
            </>
          )
        ) : null}
      </Stack>
    </Stack>
  );
}
