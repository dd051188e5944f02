import type { EventRegistrant } from "@club/domain/office-events.schema";
import { Anchor, Drawer, Group, Stack, Table, Text } from "@mantine/core";
import { useState } from "react";
import { Link } from "react-router";
import { eventRegistrationsCsvPath, useEventRegistrations } from "../../api/use-office-events.ts";
import { formatMoment, noValue } from "../../format/office-format.ts";
import { CsvButton } from "../csv-button.tsx";
import { Pager } from "../pager.tsx";
import { QueryState } from "../query-state.tsx";
import { eventDays, eventRegion, placesLine } from "./event-format.ts";

const carOf = (registrant: EventRegistrant) =>
  registrant.vehicle
    ? [registrant.vehicle.year, registrant.vehicle.make, registrant.vehicle.model].filter(Boolean).join(" ")
    : noValue;

function RegistrationsTable({ registrations }: { registrations: EventRegistrant[] }) {
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped verticalSpacing={6} horizontalSpacing="xs" aria-label="Registrations">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Member</Table.Th>
            <Table.Th scope="col">Member no.</Table.Th>
            <Table.Th scope="col">Car</Table.Th>
            <Table.Th scope="col">Registered</Table.Th>
            <Table.Th scope="col">Email</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {registrations.map((registrant) => (
            <Table.Tr key={registrant.id}>
              <Table.Td>
                <Anchor component={Link} to={`/office/members/${registrant.memberId}`} fw={700}>
                  {`${registrant.lastName}, ${registrant.firstName}`}
                </Anchor>
              </Table.Td>
              <Table.Td>{registrant.memberNo}</Table.Td>
              <Table.Td>{carOf(registrant)}</Table.Td>
              <Table.Td style={{ whiteSpace: "nowrap" }}>{formatMoment(registrant.registeredAt)}</Table.Td>
              <Table.Td style={{ whiteSpace: "nowrap" }}>{registrant.email}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Who registered for one event (issue 14), first come first, 50 a page, with their cars, and the CSV export. */
export function EventRegistrationsDrawer({
  eventId,
  onClose,
}: {
  eventId: number | null;
  onClose: () => void;
}) {
  const [page, setPage] = useState(1);
  const query = useEventRegistrations(eventId, page);
  const data = query.data && !query.isError ? query.data : undefined;
  return (
    <Drawer
      opened={eventId !== null}
      onClose={() => {
        setPage(1);
        onClose();
      }}
      position="right"
      size="xl"
      title={data ? `Registrations: ${data.event.title}` : "Registrations"}
      closeButtonProps={{ "aria-label": "Close the registrations" }}
    >
      <Stack gap="md">
        <QueryState query={query} loading="Loading the registrations…" />
        {data ? (
          <>
            <Text>
              {`${eventDays(data.event)}, ${eventRegion(data.event)}. Registered: ${placesLine(data.event)}${data.event.full ? " (full)" : ""}.`}
            </Text>
            {data.total === 0 ? (
              <Text>No one has registered for this event yet.</Text>
            ) : (
              <>
                <Group>
                  <CsvButton
                    label="Export CSV"
                    path={eventRegistrationsCsvPath(data.event.id)}
                    fileName={`registrations-${data.event.formId}.csv`}
                  />
                </Group>
                <RegistrationsTable registrations={data.registrations} />
                <Pager
                  page={data.page}
                  pageSize={data.pageSize}
                  total={data.total}
                  shown={data.registrations.length}
                  onPage={setPage}
                />
              </>
            )}
          </>
        ) : null}
      </Stack>
    </Drawer>
  );
}
