import type { AnnouncementPreview as Preview } from "@club/domain/announcement.schema";
import { List, Paper, Stack, Text, Title } from "@mantine/core";

const members = (count: number) => `${count} ${count === 1 ? "member" : "members"}`;

/** Who the announcement goes to today, who does not get it and why, and the e-mail as a member reads it. */
export function AnnouncementPreview({ preview }: { preview: Preview }) {
  const { noEmail, unsubscribed, bouncing } = preview.skipped;
  const shown = preview.sample.length;
  return (
    <Stack component="section" gap="sm" aria-labelledby="announcement-preview">
      <Title order={2} size="h3" id="announcement-preview">
        Preview
      </Title>
      <Text fw={700}>{`${members(preview.recipients)} will get this e-mail (${preview.audience}).`}</Text>
      {noEmail + unsubscribed + bouncing > 0 ? (
        <Stack gap={4}>
          <Text>Skipped:</Text>
          <List spacing={4} aria-label="Skipped">
            {noEmail > 0 ? (
              <List.Item>{`${members(noEmail)} with no e-mail address (the club writes to them by post)`}</List.Item>
            ) : null}
            {unsubscribed > 0 ? (
              <List.Item>{`${members(unsubscribed)} unsubscribed from announcements`}</List.Item>
            ) : null}
            {bouncing > 0 ? (
              <List.Item>{`${members(bouncing)} whose e-mail address bounces`}</List.Item>
            ) : null}
          </List>
        </Stack>
      ) : null}
      {shown > 0 ? (
        <Text>
          {`Among them: ${preview.sample.join(", ")}${preview.recipients > shown ? `, and ${preview.recipients - shown} more` : ""}.`}
        </Text>
      ) : null}
      <Paper component="section" withBorder p="md" aria-label="The e-mail as members get it">
        <Text
          fw={700}
          mb="sm"
          style={{ overflowWrap: "anywhere" }}
        >{`Subject: ${preview.message.subject}`}</Text>
        <Text component="div" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
          {preview.message.text}
        </Text>
      </Paper>
    </Stack>
  );
}
