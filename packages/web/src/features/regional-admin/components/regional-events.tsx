import { type OfficeEvent, type OfficeEventWhen, officeEventWhens } from "@club/domain/office-events.schema";
import { Button, Group, SegmentedControl, Stack, Text, Title } from "@mantine/core";
import { useId, useMemo, useState } from "react";
import type { EventsPath } from "../../../event-admin/api/use-event-writes.ts";
import { DeleteEventDialog } from "../../../event-admin/components/delete-event-dialog.tsx";
import { EventFormDialog } from "../../../event-admin/components/event-form-dialog.tsx";
import { EventsTable } from "../../../event-admin/components/events-table.tsx";
import { eventWhenLabels } from "../../../event-admin/format/event-format.ts";
import { Pager } from "../../../office-kit/pager.tsx";
import { QueryState } from "../../../office-kit/query-state.tsx";
import { useRegionalEvents } from "../api/use-regional-events.ts";
import { RegionalEventRegistrations } from "./regional-event-registrations.tsx";
import { RegionalEventVolunteers } from "./regional-event-volunteers.tsx";

const path: EventsPath = "/regional_administrators/events";

const emptyLines: Record<OfficeEventWhen, string> = {
  upcoming: "Your regions have no upcoming events. Add one with the button above.",
  past: "Your regions have no past events.",
  all: "Your regions have no events yet. Add one with the button above.",
};

/**
 * Issue 28: the events of the administrator's regions, run as the office runs every event: upcoming ones first (a
 * switch shows past ones), add, edit, delete (asked first) and who registered; issue 46: a meet's volunteers. Club-wide events and other regions'
 * stay the office's.
 */
export function RegionalEvents({ regions }: { regions: Record<string, string> }) {
  const headingId = useId();
  const [when, setWhen] = useState<OfficeEventWhen>("upcoming");
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<OfficeEvent | "new" | null>(null);
  const [deleting, setDeleting] = useState<OfficeEvent | null>(null);
  const [registrationsOf, setRegistrationsOf] = useState<number | null>(null);
  const [volunteersOf, setVolunteersOf] = useState<OfficeEvent | null>(null);
  const events = useRegionalEvents(when, page);
  const choices = useMemo(
    () => Object.entries(regions).map(([label, value]) => ({ label, value })),
    [regions],
  );
  if (choices.length === 0) return null;

  return (
    <Stack component="section" gap="md" mt="xl" aria-labelledby={headingId} aria-busy={events.isFetching}>
      <Title order={2} id={headingId}>
        Your regions' events
      </Title>
      <Text>
        The events of your regions that members see on My Events. Club-wide events, and other regions' events,
        are run by the club office.
      </Text>
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <SegmentedControl
          aria-label="Which events to show"
          size="md"
          value={when}
          onChange={(value) => {
            // Another range starts at its first page.
            setWhen(officeEventWhens.find((candidate) => candidate === value) ?? "upcoming");
            setPage(1);
          }}
          data={officeEventWhens.map((value) => ({ value, label: eventWhenLabels[value] }))}
        />
        <Button onClick={() => setEditing("new")}>Add an event</Button>
      </Group>
      <QueryState query={events} loading="Loading your regions' events…" />
      {events.data && !events.isError ? (
        <EventsTable
          events={events.data.results}
          onRegistrations={(event) => setRegistrationsOf(event.id)}
          onVolunteers={setVolunteersOf}
          onEdit={setEditing}
          onDelete={setDeleting}
          empty={<Text role="status">{emptyLines[when]}</Text>}
          total={events.data.total}
          pager={
            <Pager
              page={events.data.page}
              pageSize={events.data.pageSize}
              total={events.data.total}
              shown={events.data.results.length}
              onPage={setPage}
            />
          }
        />
      ) : null}
      <EventFormDialog
        editing={editing}
        onClose={() => setEditing(null)}
        path={path}
        regions={choices}
        allowClubWide={false}
      />
      <DeleteEventDialog
        deleting={deleting}
        onClose={() => setDeleting(null)}
        onEdit={setEditing}
        path={path}
      />
      <RegionalEventRegistrations eventId={registrationsOf} onClose={() => setRegistrationsOf(null)} />
      <RegionalEventVolunteers event={volunteersOf} onClose={() => setVolunteersOf(null)} />
    </Stack>
  );
}
