import type { OfficeEvent } from "@club/domain/office-events.schema";
import { Badge, Button, Group, Paper, Stack, Table, Text, Title, VisuallyHidden } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { eventDays, eventRegion, placesLine } from "./event-format.ts";

/** Under 768px the events are cards: a table's buttons would be off the screen of a phone. */
const cardsQuery = "(max-width: 47.99em)";

interface EventsTableProps {
  events: OfficeEvent[];
  onRegistrations: (event: OfficeEvent) => void;
  onEdit: (event: OfficeEvent) => void;
  onDelete: (event: OfficeEvent) => void;
}

function EventActions({
  event,
  onRegistrations,
  onEdit,
  onDelete,
}: Omit<EventsTableProps, "events"> & { event: OfficeEvent }) {
  return (
    <>
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

function EventCards({ events, ...actions }: EventsTableProps) {
  return (
    <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: "none" }} aria-label="Events">
      {events.map((event) => (
        <Paper component="li" key={event.id} withBorder p="sm">
          <Stack gap={4}>
            <Title order={3} size="h4">
              {`${event.title}${event.past ? " (over)" : ""}`}
            </Title>
            <Text>{eventDays(event)}</Text>
            <Text>{`Region: ${eventRegion(event)}`}</Text>
            <Text style={{ overflowWrap: "anywhere" }}>{`Form id: ${event.formId}`}</Text>
            <Group gap="xs">
              <Text>{`Registered: ${placesLine(event)}`}</Text>
              <FullBadge event={event} />
            </Group>
            <Group gap="xs" mt="xs">
              <EventActions event={event} {...actions} />
            </Group>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

/**
 * The events, a row each (a card each on a phone), with how many registered of the places; each row's buttons
 * name their event.
 */
export function EventsTable(props: EventsTableProps) {
  const cards = useMediaQuery(cardsQuery, undefined, { getInitialValueInEffect: false });
  if (cards) return <EventCards {...props} />;
  const { events, ...actions } = props;
  return (
    <Table.ScrollContainer minWidth={980}>
      <Table striped highlightOnHover verticalSpacing={6} horizontalSpacing="xs" aria-label="Events">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Event</Table.Th>
            <Table.Th scope="col">Dates</Table.Th>
            <Table.Th scope="col">Region</Table.Th>
            <Table.Th scope="col">Form id</Table.Th>
            <Table.Th scope="col">Registered</Table.Th>
            <Table.Th scope="col">
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {events.map((event) => (
            <Table.Tr key={event.id}>
              <Table.Th scope="row" fw={700}>
                {event.title}
                {event.past ? (
                  <Text component="span" fw={400}>
                    {" (over)"}
                  </Text>
                ) : null}
              </Table.Th>
              <Table.Td style={{ whiteSpace: "nowrap" }}>{eventDays(event)}</Table.Td>
              <Table.Td>{eventRegion(event)}</Table.Td>
              <Table.Td style={{ overflowWrap: "anywhere", minWidth: "9ch" }}>{event.formId}</Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <Text component="span" style={{ whiteSpace: "nowrap" }}>
                    {placesLine(event)}
                  </Text>
                  <FullBadge event={event} />
                </Group>
              </Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap" justify="flex-end">
                  <EventActions event={event} {...actions} />
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
