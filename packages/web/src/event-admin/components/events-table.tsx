import type { OfficeEvent } from "@club/domain/office-events.schema";
import { Badge, Button, Group, Stack, Text, Title, VisuallyHidden } from "@mantine/core";
import { Link } from "react-router";
import { type DataListProps, DataTable } from "../../components/data-table.tsx";
import { listCardsQuery } from "../../lib/media-queries.ts";
import {
  eventDays,
  eventRegion,
  placesLine,
  registrationLine,
  waitlistLine,
} from "../format/event-format.ts";

interface EventsTableProps {
  events: OfficeEvent[];
  onRegistrations: (event: OfficeEvent) => void;
  onEdit: (event: OfficeEvent) => void;
  onDelete: (event: OfficeEvent) => void;
  /** The address of a portal event's check-in at the gate (the office's); none, no Check-in button. */
  checkInPath?: (event: OfficeEvent) => string;
  /** The address of a portal event's judging (the office's); none, no Judging button. */
  judgingPath?: (event: OfficeEvent) => string;
  /** Issue 46: opens a portal event's volunteers (a region's administrators'); none, no Volunteers button. */
  onVolunteers?: (event: OfficeEvent) => void;
}

function EventActions({
  event,
  onRegistrations,
  onEdit,
  onDelete,
  checkInPath,
  judgingPath,
  onVolunteers,
}: Omit<EventsTableProps, "events"> & { event: OfficeEvent }) {
  return (
    <>
      {checkInPath && event.registration === "portal" ? (
        <Button size="compact-md" component={Link} to={checkInPath(event)}>
          Check-in<VisuallyHidden>{` at ${event.title}`}</VisuallyHidden>
        </Button>
      ) : null}
      {judgingPath && event.registration === "portal" ? (
        <Button size="compact-md" variant="outline" component={Link} to={judgingPath(event)}>
          Judging<VisuallyHidden>{` at ${event.title}`}</VisuallyHidden>
        </Button>
      ) : null}
      {onVolunteers && event.registration === "portal" ? (
        <Button size="compact-md" variant="outline" onClick={() => onVolunteers(event)}>
          Volunteers<VisuallyHidden>{` at ${event.title}`}</VisuallyHidden>
        </Button>
      ) : null}
      <Button size="compact-md" variant="outline" onClick={() => onRegistrations(event)}>
        Registrations<VisuallyHidden>{` for ${event.title}`}</VisuallyHidden>
      </Button>
      <Button size="compact-md" variant="outline" onClick={() => onEdit(event)}>
        Edit<VisuallyHidden>{` ${event.title}`}</VisuallyHidden>
      </Button>
      <Button size="compact-md" variant="outline" color="red.9" onClick={() => onDelete(event)}>
        Delete<VisuallyHidden>{` ${event.title}`}</VisuallyHidden>
      </Button>
    </>
  );
}

function FullBadge({ event }: { event: OfficeEvent }) {
  return event.full ? (
    <Badge color="red.9" variant="filled">
      Full
    </Badge>
  ) : null;
}

/** How many hold a place of how many, and (a portal event) how many wait for one. */
function Places({ event }: { event: OfficeEvent }) {
  const waiting = waitlistLine(event);
  return (
    <Group gap="xs">
      <Text component="span" style={{ whiteSpace: "nowrap" }}>
        {placesLine(event)}
      </Text>
      <FullBadge event={event} />
      {waiting ? (
        <Text component="span" style={{ whiteSpace: "nowrap" }}>
          {waiting}
        </Text>
      ) : null}
    </Group>
  );
}

/** An event on a phone: a table's buttons would be off its screen. */
function EventCard({ event, ...actions }: Omit<EventsTableProps, "events"> & { event: OfficeEvent }) {
  return (
    <Stack gap={4}>
      <Title order={3} size="h4">
        {`${event.title}${event.past ? " (over)" : ""}`}
      </Title>
      <Text>{eventDays(event)}</Text>
      <Text>{`Region: ${eventRegion(event)}`}</Text>
      <Text style={{ overflowWrap: "anywhere" }}>{`Registration: ${registrationLine(event)}`}</Text>
      <Group gap="xs">
        <Text>{"Registered: "}</Text>
        <Places event={event} />
      </Group>
      <Group gap="xs" mt="xs">
        <EventActions event={event} {...actions} />
      </Group>
    </Stack>
  );
}

/**
 * The events, a row each (a card each on a phone), with how members register, how many registered of the places
 * and how many wait; each row's buttons name their event (at the office, a portal event's include its check-in at
 * the gate and its judging).
 */
export function EventsTable({
  events,
  empty,
  total,
  pager,
  ...actions
}: EventsTableProps & Omit<DataListProps, "busy">) {
  return (
    <DataTable
      empty={empty}
      total={total}
      pager={pager}
      label="Events"
      rows={events}
      rowKey={(event) => event.id}
      minWidth={980}
      tableProps={{ highlightOnHover: true }}
      cards={{
        when: listCardsQuery,
        label: "Events",
        render: (event) => <EventCard event={event} {...actions} />,
      }}
      columns={[
        {
          heading: "Event",
          rowHeader: true,
          fw: 700,
          cell: (event) => (
            <>
              {event.title}
              {event.past ? (
                <Text component="span" fw={400}>
                  {" (over)"}
                </Text>
              ) : null}
            </>
          ),
        },
        { heading: "Dates", nowrap: true, cell: eventDays },
        { heading: "Region", cell: eventRegion },
        {
          heading: "Registration",
          wrap: "anywhere",
          cellStyle: { minWidth: "12ch" },
          cell: registrationLine,
        },
        { heading: "Registered", cell: (event) => <Places event={event} /> },
        {
          heading: "Actions",
          headingHidden: true,
          cell: (event) => (
            // A portal event has five buttons: they wrap rather than push Edit and Delete out of a desk's view.
            <Group gap="xs" justify="flex-end">
              <EventActions event={event} {...actions} />
            </Group>
          ),
        },
      ]}
    />
  );
}
