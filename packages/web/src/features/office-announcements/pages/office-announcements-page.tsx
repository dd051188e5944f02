import type { AnnouncementSummary } from "@club/domain/announcement.schema";
import { Button, Group, Stack, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { errorsOf } from "../../../api/api-error.ts";
import { ErrorLines } from "../../../components/error-lines.tsx";
import { PageTitle } from "../../../components/page-title.tsx";
import { ConfirmDialog } from "../../../office-kit/confirm-dialog.tsx";
import { pageFromParams } from "../../../office-kit/list-params.ts";
import { Pager } from "../../../office-kit/pager.tsx";
import { QueryState } from "../../../office-kit/query-state.tsx";
import { useAnnouncement, useAnnouncements, useDeleteAnnouncement } from "../api/use-office-announcements.ts";
import { AnnouncementComposer } from "../components/announcement-composer.tsx";
import { AnnouncementsTable } from "../components/announcements-table.tsx";
import { RecipientsDrawer } from "../components/recipients-drawer.tsx";

/**
 * `?compose=new` or `?compose={id}`: the composer; otherwise the list. `?event={id}` with a new one: written to that
 * event's registrants (the link in the event's registrations).
 */
function composing(params: URLSearchParams): { id: number | null } | null {
  const value = params.get("compose");
  if (value === null) return null;
  const id = Number(value);
  return { id: Number.isInteger(id) && id > 0 ? id : null };
}

/** Back to the list: the composer and the event it was opened for are left. */
function withoutComposer(current: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(current);
  next.delete("compose");
  next.delete("event");
  return next;
}

/**
 * Issue 15: e-mails from the office to a group of members. The list (newest first) shows each one's status and,
 * while it is being sent, its progress, refreshed every few seconds; a draft opens in the composer. What is open
 * (the composer, a recipient log) is in the address, so Back returns to it.
 */
export function OfficeAnnouncementsPage() {
  const [params, setParams] = useSearchParams();
  const compose = composing(params);
  const recipientsOf = Number(params.get("recipients")) || null;
  const eventId = Number(params.get("event")) || null;
  const announcements = useAnnouncements(pageFromParams(params));
  const draft = useAnnouncement(compose?.id ?? null);
  const remove = useDeleteAnnouncement();
  const [deleting, setDeleting] = useState<AnnouncementSummary | null>(null);

  const setParam = (name: string, value: string | null, replace = false) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === null) next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace },
    );

  if (compose) {
    const title = compose.id === null ? "Write an announcement" : "Edit the announcement";
    return (
      <>
        <PageTitle>{title}</PageTitle>
        {compose.id !== null && !draft.data ? (
          <QueryState query={draft} loading="Loading the announcement…" />
        ) : (
          <AnnouncementComposer
            // One composer for the whole writing: saving a new draft moves the address to its id, not the form.
            key="composer"
            announcement={draft.data ?? null}
            eventId={eventId}
            onCreated={(id) => setParam("compose", String(id), true)}
            onClose={() => setParams(withoutComposer)}
          />
        )}
      </>
    );
  }

  return (
    <>
      <PageTitle>Announcements</PageTitle>
      <Stack gap="md">
        <Text>
          E-mails from the office to a group of members. Members who unsubscribed from announcements, or whose
          e-mail address bounces, are skipped; renewal reminders and receipts still reach them.
        </Text>
        <Group>
          <Button onClick={() => setParam("compose", "new")}>Write an announcement</Button>
        </Group>
        <Stack component="section" gap="sm" aria-labelledby="announcements-list">
          <Title order={2} size="h3" id="announcements-list">
            All announcements
          </Title>
          <QueryState query={announcements} loading="Loading the announcements…" />
          {announcements.data && !announcements.isError ? (
            <AnnouncementsTable
              announcements={announcements.data.results}
              onEdit={(announcement) => setParam("compose", String(announcement.id))}
              onDelete={setDeleting}
              onRecipients={(announcement) => setParam("recipients", String(announcement.id))}
              empty={<Text role="status">No announcements yet. Write one with the button above.</Text>}
              total={announcements.data.total}
              busy={announcements.isFetching}
              pager={
                <Pager
                  page={announcements.data.page}
                  pageSize={announcements.data.pageSize}
                  total={announcements.data.total}
                  shown={announcements.data.results.length}
                  onPage={(next) => setParam("page", next > 1 ? String(next) : null)}
                />
              }
            />
          ) : null}
        </Stack>
      </Stack>
      <RecipientsDrawer announcementId={recipientsOf} onClose={() => setParam("recipients", null)} />
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete this draft?"
        confirmLabel="Delete the draft"
        danger
        pending={remove.isPending}
        onCancel={() => {
          remove.reset();
          setDeleting(null);
        }}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => {
              notifications.show({ color: "green", message: "The draft was deleted." });
              remove.reset();
              setDeleting(null);
            },
          });
        }}
      >
        {deleting ? <Text>{`Delete the draft "${deleting.subject}"? This cannot be undone.`}</Text> : null}
        <ErrorLines errors={errorsOf(remove.error)} />
      </ConfirmDialog>
    </>
  );
}
