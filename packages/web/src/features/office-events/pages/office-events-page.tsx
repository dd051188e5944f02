import { type OfficeEvent, type OfficeEventWhen, officeEventWhens } from "@club/domain/office-events.schema";
import { Button, Group, SegmentedControl, Stack, Text, Title } from "@mantine/core";
import { useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import { useRegionalPlans } from "../../../api/use-regional-plans.ts";
import { PageTitle } from "../../../components/page-title.tsx";
import { DeleteEventDialog } from "../../../event-admin/components/delete-event-dialog.tsx";
import { EventFormDialog } from "../../../event-admin/components/event-form-dialog.tsx";
import { EventsTable } from "../../../event-admin/components/events-table.tsx";
import { eventWhenLabels } from "../../../event-admin/format/event-format.ts";
import { pageFromParams } from "../../../office-kit/list-params.ts";
import { Pager } from "../../../office-kit/pager.tsx";
import { QueryState } from "../../../office-kit/query-state.tsx";
import { useOfficeEvents } from "../api/use-office-events.ts";
import { EventRegistrationsDrawer } from "../components/event-registrations-drawer.tsx";

const listTitles: Record<OfficeEventWhen, string> = {
  upcoming: "Upcoming events",
  past: "Past events",
  all: "All events",
};

const emptyLines: Record<OfficeEventWhen, string> = {
  upcoming: "No upcoming events. Add one with the button above.",
  past: "No past events.",
  all: "No events yet. Add one with the button above.",
};

function whenOf(params: URLSearchParams): OfficeEventWhen {
  const when = params.get("show");
  return officeEventWhens.find((value) => value === when) ?? "upcoming";
}

/**
 * Issue 14: the events members see on My Events, run from the office. Upcoming ones first (a switch shows past
 * ones), each with how many registered; add, edit, delete (asked first), and who registered, with a CSV export.
 * The list shown and the event whose registrations are open are in the address, so Back returns to them.
 */
export function OfficeEventsPage() {
  const [params, setParams] = useSearchParams();
  const when = whenOf(params);
  const registrationsOf = Number(params.get("registrations")) || null;
  const events = useOfficeEvents(when, pageFromParams(params));
  const [editing, setEditing] = useState<OfficeEvent | "new" | null>(null);
  const [deleting, setDeleting] = useState<OfficeEvent | null>(null);
  const plans = useRegionalPlans();
  // The office's event may be in any region a plan offers, or in none (club-wide).
  const regions = useMemo(
    () => (plans.data ?? []).map((plan) => ({ label: plan.regionName, value: plan.regionCode })),
    [plans.data],
  );

  const setParam = (name: string, value: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value === null) next.delete(name);
      else next.set(name, value);
      return next;
    });

  return (
    <>
      <PageTitle>Events</PageTitle>
      <Stack gap="md">
        <Text>
          The events members see on My Events. Members register either through the event's form on the form
          service, which sends the registrations back here, or here in the portal, where they pay and, when
          the event is full, wait for a place. At a portal event, Check-in takes the codes members show at the
          gate.
        </Text>
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
          <SegmentedControl
            aria-label="Which events to show"
            value={when}
            onChange={(value) =>
              setParams((current) => {
                // Another range starts at its first page.
                const next = new URLSearchParams(current);
                next.delete("page");
                if (value === "upcoming") next.delete("show");
                else next.set("show", value);
                return next;
              })
            }
            data={officeEventWhens.map((value) => ({ value, label: eventWhenLabels[value] }))}
          />
          <Button onClick={() => setEditing("new")}>Add an event</Button>
        </Group>
        <Stack component="section" gap="sm" aria-labelledby="events-list" aria-busy={events.isFetching}>
          <Title order={2} size="h3" id="events-list">
            {listTitles[when]}
          </Title>
          <QueryState query={events} loading="Loading events…" />
          {events.data && !events.isError ? (
            <EventsTable
              events={events.data.results}
              onRegistrations={(event) => setParam("registrations", String(event.id))}
              onEdit={setEditing}
              onDelete={setDeleting}
              checkInPath={(event) => `/office/events/${event.id}/check-in`}
              judgingPath={(event) => `/office/events/${event.id}/judging`}
              empty={<Text role="status">{emptyLines[when]}</Text>}
              total={events.data.total}
              pager={
                <Pager
                  page={events.data.page}
                  pageSize={events.data.pageSize}
                  total={events.data.total}
                  shown={events.data.results.length}
                  onPage={(next) => setParam("page", next > 1 ? String(next) : null)}
                />
              }
            />
          ) : null}
        </Stack>
      </Stack>
      <EventFormDialog
        editing={editing}
        onClose={() => setEditing(null)}
        path="/office/events"
        regions={regions}
        allowClubWide
      />
      <DeleteEventDialog
        deleting={deleting}
        onClose={() => setDeleting(null)}
        onEdit={setEditing}
        path="/office/events"
      />
      <EventRegistrationsDrawer eventId={registrationsOf} onClose={() => setParam("registrations", null)} />
    </>
  );
}
