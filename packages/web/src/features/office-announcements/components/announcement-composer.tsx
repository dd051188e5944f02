import { type Announcement, announcementInputSchema } from "@club/domain/announcement.schema";
import { Anchor, Button, Group, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { errorsOf, type FieldErrors } from "../../../api/api-error.ts";
import { ErrorLines } from "../../../components/error-lines.tsx";
import { bodyResolver } from "../../../office-kit/body-resolver.ts";
import { ConfirmDialog } from "../../../office-kit/confirm-dialog.tsx";
import { showServerErrors } from "../../../office-kit/server-errors.ts";
import {
  useAddAnnouncement,
  useChangeAnnouncement,
  usePreviewAnnouncement,
  useSendAnnouncement,
  useTestAnnouncement,
} from "../api/use-office-announcements.ts";
import {
  type AnnouncementValues,
  announcementFormFields,
  announcementValuesOf,
  newAnnouncementValues,
  toAnnouncementBody,
} from "../form/announcement-values.ts";
import { AnnouncementPreview } from "./announcement-preview.tsx";
import { SegmentFields } from "./segment-fields.tsx";

const resolver = bodyResolver(announcementInputSchema, toAnnouncementBody);
const members = (count: number) => `${count} ${count === 1 ? "member" : "members"}`;

interface AnnouncementComposerProps {
  /** The draft being written; null for a new one (saved on its first Save, test or send). */
  announcement: Announcement | null;
  /** A new one's event, whose registrants it goes to; null for the usual choice of group. */
  eventId: number | null;
  /** A new draft was saved: the page now addresses it by its id. */
  onCreated: (id: number) => void;
  onClose: () => void;
}

/**
 * Issue 15: the office writes an announcement (subject, plain-text message, who it goes to), previews who gets it
 * and the e-mail they read, sends a test to itself, then sends it after a question that names how many get it. The
 * Send button appears once a preview of what is typed now has been shown.
 */
export function AnnouncementComposer({
  announcement,
  eventId,
  onCreated,
  onClose,
}: AnnouncementComposerProps) {
  const form = useForm<AnnouncementValues>({
    defaultValues: announcement ? announcementValuesOf(announcement) : newAnnouncementValues(eventId),
    resolver,
  });
  const { errors } = form.formState;
  const add = useAddAnnouncement();
  const change = useChangeAnnouncement();
  const preview = usePreviewAnnouncement();
  const test = useTestAnnouncement();
  const send = useSendAnnouncement();
  const [previewedBody, setPreviewedBody] = useState<string | null>(null);
  const [otherErrors, setOtherErrors] = useState<FieldErrors | undefined>();
  const [testSentTo, setTestSentTo] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<number | null>(null);
  const busy = add.isPending || change.isPending || preview.isPending || test.isPending;

  const currentBody = JSON.stringify(toAnnouncementBody(form.watch()));
  const shown = preview.data && previewedBody === currentBody ? preview.data : null;

  function refused(error: unknown) {
    setOtherErrors(showServerErrors(form, error, announcementFormFields));
  }

  /** The draft saved as typed (created the first time); its id. */
  async function save(values: AnnouncementValues): Promise<number> {
    const body = toAnnouncementBody(values);
    if (!announcement) {
      const created = await add.mutateAsync(body);
      form.reset(values);
      onCreated(created.id);
      return created.id;
    }
    if (form.formState.isDirty) {
      await change.mutateAsync({ id: announcement.id, body });
      form.reset(values);
    }
    return announcement.id;
  }

  const onSave = form.handleSubmit(async (values) => {
    setOtherErrors(undefined);
    try {
      await save(values);
      notifications.show({ color: "green", message: "The draft was saved." });
    } catch (error) {
      refused(error);
    }
  });

  const onPreview = form.handleSubmit((values) => {
    setOtherErrors(undefined);
    const body = toAnnouncementBody(values);
    preview.mutate(body, { onSuccess: () => setPreviewedBody(JSON.stringify(body)), onError: refused });
  });

  const onTest = form.handleSubmit(async (values) => {
    setOtherErrors(undefined);
    setTestSentTo(null);
    try {
      const sent = await test.mutateAsync(await save(values));
      setTestSentTo(sent.to);
    } catch (error) {
      refused(error);
    }
  });

  const onSend = form.handleSubmit(async (values) => {
    setOtherErrors(undefined);
    try {
      setConfirming(await save(values));
    } catch (error) {
      refused(error);
    }
  });

  function confirmSend() {
    if (confirming === null) return;
    send.mutate(confirming, {
      onSuccess: () => {
        setConfirming(null);
        notifications.show({
          color: "green",
          message: "The announcement is being sent. The list shows how far it is.",
        });
        onClose();
      },
    });
  }

  if (announcement && announcement.status !== "draft") {
    return (
      <Stack gap="sm" align="flex-start">
        <Text>This announcement has been sent and can no longer be changed.</Text>
        <Button variant="outline" onClick={onClose}>
          Back to the announcements
        </Button>
      </Stack>
    );
  }

  return (
    <Stack gap="lg" maw={900}>
      <Anchor component="button" type="button" onClick={onClose} style={{ alignSelf: "flex-start" }}>
        Back to the announcements
      </Anchor>
      <form onSubmit={onSave} noValidate aria-label="Announcement">
        <Stack gap="md">
          <TextInput
            label="Subject"
            required
            error={errors.subject?.message}
            data-autofocus
            {...form.register("subject")}
          />
          <SegmentFields form={form} />
          <Textarea
            label="Message"
            description="Plain text, as members will read it. A greeting with the member's name comes before it; a line on why they get it and how to unsubscribe comes after it."
            required
            autosize
            minRows={10}
            error={errors.body?.message}
            {...form.register("body")}
          />
          <ErrorLines errors={otherErrors} />
          <Group gap="sm">
            <Button type="submit" variant="outline" loading={add.isPending || change.isPending}>
              Save draft
            </Button>
            <Button variant="outline" onClick={() => void onPreview()} loading={preview.isPending}>
              Preview
            </Button>
            <Button variant="outline" onClick={() => void onTest()} loading={test.isPending}>
              Send a test to me
            </Button>
            {shown && shown.recipients > 0 ? (
              <Button onClick={() => void onSend()} disabled={busy}>
                {`Send to ${members(shown.recipients)}`}
              </Button>
            ) : null}
          </Group>
          {testSentTo ? (
            <Text role="status" fw={700}>
              {`A test e-mail was sent to ${testSentTo}. It may take a minute to arrive.`}
            </Text>
          ) : null}
          {!shown ? <Text>Preview the announcement to see who gets it; then it can be sent.</Text> : null}
          {shown?.recipients === 0 ? (
            <Text>Nobody in this group can get it now, so it cannot be sent. Choose another group.</Text>
          ) : null}
        </Stack>
      </form>
      {shown ? <AnnouncementPreview preview={shown} /> : null}
      <ConfirmDialog
        opened={confirming !== null && shown !== null}
        title="Send this announcement?"
        confirmLabel={shown ? `Send to ${members(shown.recipients)}` : "Send"}
        pending={send.isPending}
        onCancel={() => {
          send.reset();
          setConfirming(null);
        }}
        onConfirm={confirmSend}
      >
        {shown ? (
          <Text>
            {`"${shown.message.subject}" will be e-mailed to ${members(shown.recipients)} (${shown.audience}). The e-mails go out a few at a time; once sending starts it cannot be stopped or changed.`}
          </Text>
        ) : null}
        <ErrorLines errors={errorsOf(send.error)} />
      </ConfirmDialog>
    </Stack>
  );
}
