import { type ArchiveMention, archiveMentionSourceLabels } from "@club/domain/archive.schema";
import { Anchor, Badge, Button, Group, Image, Modal, Paper, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { Link } from "react-router";
import { errorsOf } from "../../api/api-error.ts";
import { useDecideArchiveMention } from "../../api/use-decide-archive-mention.ts";
import { archivePagePath, issueFacts, issueName, pageOfIssue } from "../../lib/archive-words.ts";
import { ErrorLines } from "../error-lines.tsx";

interface MentionProps {
  mention: ArchiveMention;
  onDismiss: (mention: ArchiveMention) => void;
}

function Mention({ mention, onDismiss }: MentionProps) {
  const decide = useDecideArchiveMention(mention.vehicleId);
  const pending = mention.status === "pending";
  return (
    <Paper component="li" withBorder p="sm">
      <Group align="flex-start" gap="md" wrap="nowrap">
        {mention.thumbnailUrl ? (
          <Image
            src={mention.thumbnailUrl}
            alt={pageOfIssue(mention.page, mention.issue)}
            w={96}
            radius="sm"
            style={{ flexShrink: 0 }}
          />
        ) : null}
        <Stack gap={4}>
          <Text fw={700}>{issueName(mention.issue)}</Text>
          <Text size="sm">{issueFacts(mention.issue)}</Text>
          <Anchor component={Link} to={archivePagePath(mention.issue.id, mention.page)}>
            {`Page ${mention.page}`}
          </Anchor>
          <Text size="sm">{`How it was found: ${archiveMentionSourceLabels[mention.foundBy]}`}</Text>
          {pending ? (
            <Badge color="yellow" variant="light" c="dark">
              Waiting for confirmation
            </Badge>
          ) : null}
          {pending && mention.canDecide ? (
            <>
              <Group gap="sm" mt={4}>
                <Button
                  size="compact-md"
                  loading={decide.isPending}
                  onClick={() => decide.mutate({ mentionId: mention.id, decision: "confirm" })}
                >
                  Yes, it is this car
                </Button>
                <Button
                  size="compact-md"
                  variant="outline"
                  disabled={decide.isPending}
                  onClick={() => onDismiss(mention)}
                >
                  Not this car
                </Button>
              </Group>
              <ErrorLines errors={errorsOf(decide.error)} />
            </>
          ) : null}
        </Stack>
      </Group>
    </Paper>
  );
}

/** Asks before a page is taken off the car: a dismissed mention is not offered again. */
function DismissDialog({ mention, onClose }: { mention: ArchiveMention | null; onClose: () => void }) {
  const decide = useDecideArchiveMention(mention?.vehicleId ?? 0);
  function close() {
    decide.reset();
    onClose();
  }
  return (
    <Modal opened={mention !== null} onClose={close} title="Not this car?">
      <Stack gap="md">
        <Text>
          {mention
            ? `${pageOfIssue(mention.page, mention.issue)} will not be linked to the ${mention.car}. This cannot be undone.`
            : ""}
        </Text>
        <ErrorLines errors={errorsOf(decide.error)} />
        <Group justify="flex-end" gap="sm">
          <Button variant="outline" onClick={close} disabled={decide.isPending} data-autofocus>
            Cancel
          </Button>
          <Button
            color="red.9"
            loading={decide.isPending}
            onClick={() => {
              if (mention)
                decide.mutate({ mentionId: mention.id, decision: "dismiss" }, { onSuccess: close });
            }}
          >
            Not this car
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * Issue 45: the pages of the club's publications that are about the car: confirmed ones for every reader, and for
 * its owner (and the office) the ones waiting for their word, with the buttons to give it.
 */
export function ArchivePagesSection({ mentions }: { mentions: ArchiveMention[] }) {
  const [dismissing, setDismissing] = useState<ArchiveMention | null>(null);
  return (
    <>
      <Stack
        component="ul"
        gap="sm"
        p={0}
        m={0}
        style={{ listStyle: "none" }}
        aria-label="Pages about this car"
      >
        {mentions.map((mention) => (
          <Mention key={mention.id} mention={mention} onDismiss={setDismissing} />
        ))}
      </Stack>
      <DismissDialog mention={dismissing} onClose={() => setDismissing(null)} />
    </>
  );
}
