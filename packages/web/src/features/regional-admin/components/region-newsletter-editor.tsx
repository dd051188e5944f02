import {
  type AnnouncementSummary,
  announcementBodyMax,
  announcementSubjectMax,
} from "@club/domain/announcement.schema";
import type { RegionNewsletterAudience, RegionNewsletterInput } from "@club/domain/region-posts.schema";
import { Button, Group, List, Modal, Paper, Stack, Text, Textarea, TextInput, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { errorsOf, type FieldErrors } from "../../../api/api-error.ts";
import { ErrorLines } from "../../../components/error-lines.tsx";
import { LoadFailure } from "../../../components/load-failure.tsx";
import { LoadingState } from "../../../components/loading-state.tsx";
import { momentInWords } from "../../../lib/club-clock.ts";
import { showServerErrors } from "../../../office-kit/server-errors.ts";
import {
  useAddNewsletter,
  useNewsletterAudience,
  usePreviewNewsletter,
  useRegionNewsletters,
  useSendNewsletter,
  useTestNewsletter,
} from "../api/use-region-news.ts";

// Issue 42: the region's newsletter, sent through the club's announcements: always to the region's members whose
// regional dues are paid, less those who stopped bulk e-mail, at the club's mail pace, each with an unsubscribe link.

function reachInWords(preview: RegionNewsletterAudience) {
  const skipped = preview.skipped.unsubscribed + preview.skipped.bouncing + preview.skipped.noEmail;
  const members = preview.recipients === 1 ? "1 member" : `${preview.recipients} members`;
  return skipped === 0
    ? `It will reach ${members} of the region.`
    : `It will reach ${members} of the region; ${skipped} more are skipped (they stopped bulk e-mail, their address bounces or they have none).`;
}

function statusInWords(newsletter: AnnouncementSummary) {
  const { sent, total } = newsletter.progress;
  if (newsletter.status === "draft") return "Draft, not sent";
  if (newsletter.status === "sending") return `Sending: ${sent} of ${total} sent so far`;
  return `Sent to ${sent} members${newsletter.sentAt ? ` (finished ${momentInWords(newsletter.sentAt)})` : ""}`;
}

function NewsletterForm({ code }: { code: string }) {
  const add = useAddNewsletter(code);
  const preview = usePreviewNewsletter(code);
  const [reach, setReach] = useState<string | null>(null);
  const [others, setOthers] = useState<FieldErrors | undefined>();
  const form = useForm<RegionNewsletterInput>({ defaultValues: { subject: "", body: "" } });
  const { errors } = form.formState;
  const fields = ["subject", "body"] as const;

  const onPreview = form.handleSubmit(async (values) => {
    setOthers(undefined);
    try {
      setReach(reachInWords(await preview.mutateAsync(values)));
    } catch (error) {
      setOthers(showServerErrors(form, error, fields));
    }
  });
  const onSave = form.handleSubmit(async (values) => {
    setOthers(undefined);
    try {
      await add.mutateAsync(values);
      form.reset({ subject: "", body: "" });
      setReach(null);
      notifications.show({ message: "The draft is saved: send a test to yourself, then send it." });
    } catch (error) {
      setOthers(showServerErrors(form, error, fields));
    }
  });
  return (
    <form onSubmit={onSave} noValidate aria-label="Write a newsletter">
      <Stack gap="sm" maw={720}>
        <TextInput
          label="Subject"
          required
          maxLength={announcementSubjectMax}
          error={errors.subject?.message}
          {...form.register("subject")}
        />
        <Textarea
          label="Message"
          description="Plain text. Each e-mail starts with the member's name and ends with an unsubscribe link."
          required
          autosize
          minRows={8}
          maxLength={announcementBodyMax}
          error={errors.body?.message}
          {...form.register("body")}
        />
        <ErrorLines errors={others} />
        {reach ? <Text role="status">{reach}</Text> : null}
        <Group gap="sm">
          <Button variant="outline" onClick={() => void onPreview()} loading={preview.isPending}>
            How many will it reach?
          </Button>
          <Button type="submit" loading={add.isPending}>
            Save the draft
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function SendDialog({
  code,
  newsletter,
  onClose,
}: {
  code: string;
  newsletter: AnnouncementSummary;
  onClose: () => void;
}) {
  const send = useSendNewsletter(code);
  const audience = useNewsletterAudience(code);
  async function confirmSend() {
    await send.mutateAsync(newsletter.id);
    notifications.show({ message: `"${newsletter.subject}" is being sent.` });
    onClose();
  }
  return (
    <Modal
      opened
      onClose={() => {
        if (!send.isPending) onClose();
      }}
      title="Send this newsletter?"
      closeOnClickOutside={!send.isPending}
      closeOnEscape={!send.isPending}
    >
      <Stack gap="md">
        <Text fw={700} style={{ overflowWrap: "anywhere" }}>
          {newsletter.subject}
        </Text>
        {audience.isPending ? <LoadingState label="Counting the members it reaches…" /> : null}
        {audience.isError ? (
          <LoadFailure what="members it reaches" onRetry={() => void audience.refetch()} />
        ) : null}
        {audience.data ? <Text>{reachInWords(audience.data)}</Text> : null}
        <Text>Once sent it cannot be changed or called back.</Text>
        <ErrorLines errors={errorsOf(send.error)} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={send.isPending}>
            Not now
          </Button>
          <Button
            loading={send.isPending}
            disabled={!audience.data}
            onClick={() => void confirmSend().catch(() => {})}
          >
            Send the newsletter
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Issue 42: the region's newsletter for its editor: write a draft, see whom it reaches, test it, send it. */
export function RegionNewsletterEditor({ code }: { code: string }) {
  const newsletters = useRegionNewsletters(code);
  const test = useTestNewsletter(code);
  const [sending, setSending] = useState<AnnouncementSummary | null>(null);
  const [refused, setRefused] = useState<FieldErrors | undefined>();

  async function sendTest(newsletter: AnnouncementSummary) {
    setRefused(undefined);
    try {
      const { to } = await test.mutateAsync(newsletter.id);
      notifications.show({ message: `A test of "${newsletter.subject}" is on its way to ${to}.` });
    } catch (error) {
      setRefused(errorsOf(error));
    }
  }

  return (
    <Stack component="section" gap="md" aria-labelledby="region-newsletter">
      <Title order={2} id="region-newsletter">
        Newsletter
      </Title>
      <Text>
        The newsletter goes by e-mail to the region's members whose regional dues are paid, except those who
        stopped the club's bulk e-mail.
      </Text>
      <Title order={3}>Write a newsletter</Title>
      <NewsletterForm code={code} />
      <Title order={3}>The region's newsletters</Title>
      <ErrorLines errors={refused} />
      {newsletters.isPending ? <LoadingState label="Loading the newsletters…" /> : null}
      {newsletters.isError ? (
        <LoadFailure what="newsletters" onRetry={() => void newsletters.refetch()} />
      ) : null}
      {newsletters.data && newsletters.data.results.length === 0 ? (
        <Text>No newsletter has been written yet.</Text>
      ) : null}
      {newsletters.data && newsletters.data.results.length > 0 ? (
        <List listStyleType="none" spacing="sm" aria-label="The region's newsletters">
          {newsletters.data.results.map((newsletter) => (
            <List.Item key={newsletter.id}>
              <Paper withBorder p="md">
                <Stack gap="xs">
                  <Text fw={700} style={{ overflowWrap: "anywhere" }}>
                    {newsletter.subject}
                  </Text>
                  <Text>{statusInWords(newsletter)}</Text>
                  {newsletter.status === "draft" ? (
                    <Group gap="sm">
                      <Button
                        variant="outline"
                        loading={test.isPending && test.variables === newsletter.id}
                        onClick={() => void sendTest(newsletter)}
                        aria-label={`Send a test to yourself: "${newsletter.subject}"`}
                      >
                        Send a test to yourself
                      </Button>
                      <Button
                        onClick={() => setSending(newsletter)}
                        aria-label={`Send to the members: "${newsletter.subject}"`}
                      >
                        Send to the members
                      </Button>
                    </Group>
                  ) : null}
                </Stack>
              </Paper>
            </List.Item>
          ))}
        </List>
      ) : null}
      {sending ? <SendDialog code={code} newsletter={sending} onClose={() => setSending(null)} /> : null}
    </Stack>
  );
}
