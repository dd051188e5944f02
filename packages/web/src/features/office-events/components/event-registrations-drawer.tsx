import type { EventRegistrant } from "@club/domain/office-events.schema";
import { Anchor, Drawer, Group, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { Link } from "react-router";
import { DataTable } from "../../../components/data-table.tsx";
import { CsvButton } from "../../../office-kit/csv-button.tsx";
import { formatMoment, noValue } from "../../../office-kit/office-format.ts";
import { Pager } from "../../../office-kit/pager.tsx";
import { QueryState } from "../../../office-kit/query-state.tsx";
import { eventRegistrationsCsvPath, useEventRegistrations } from "../api/use-office-events.ts";
import { eventDays, eventRegion, placesLine } from "./event-format.ts";

const carOf = (registrant: EventRegistrant) =>
  registrant.vehicle
    ? [registrant.vehicle.year, registrant.vehicle.make, registrant.vehicle.model].filter(Boolean).join(" ")
    : noValue;

function RegistrationsTable({ registrations }: { registrations: EventRegistrant[] }) {
  return (
    <DataTable
      label="Registrations"
      rows={registrations}
      rowKey={(registrant) => registrant.id}
      minWidth={760}
      columns={[
        {
          heading: "Member",
          cell: (registrant) => (
            <Anchor component={Link} to={`/office/members/${registrant.memberId}`} fw={700}>
              {`${registrant.lastName}, ${registrant.firstName}`}
            </Anchor>
          ),
        },
        { heading: "Member no.", cell: (registrant) => registrant.memberNo },
        { heading: "Car", cell: carOf },
        { heading: "Registered", nowrap: true, cell: (registrant) => formatMoment(registrant.registeredAt) },
        { heading: "Email", nowrap: true, cell: (registrant) => registrant.email },
      ]}
    />
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
