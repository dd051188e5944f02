import type { EventRegistrant } from "@club/domain/office-events.schema";
import { vehicleName } from "@club/domain/vehicle-name.rules";
import { Drawer, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { DataTable } from "../../../components/data-table.tsx";
import {
  guestsLine,
  registrationStatusLabels,
  registrationsSummary,
} from "../../../event-admin/format/event-format.ts";
import { listCardsQuery } from "../../../lib/media-queries.ts";
import { Pager } from "../../../office-kit/pager.tsx";
import { QueryState } from "../../../office-kit/query-state.tsx";
import { useRegionalEventRegistrations } from "../api/use-regional-events.ts";

const nameOf = (registrant: EventRegistrant) => `${registrant.lastName}, ${registrant.firstName}`;
const carOf = (registrant: EventRegistrant) =>
  registrant.vehicle ? vehicleName(registrant.vehicle) : "No car";

/** A registration on a phone: its labels with its values, a table's columns being too many for the screen. */
function RegistrantCard({ registrant, portal }: { registrant: EventRegistrant; portal: boolean }) {
  return (
    <Stack gap={4}>
      <Title order={3} size="h4">
        {nameOf(registrant)}
      </Title>
      <Text>{`Member no. ${registrant.memberNo}`}</Text>
      {portal ? <Text>{`Status: ${registrationStatusLabels[registrant.status]}`}</Text> : null}
      <Text>{`Car: ${carOf(registrant)}`}</Text>
      {portal ? <Text>{guestsLine(registrant.guests)}</Text> : null}
    </Stack>
  );
}

/**
 * Who registered for one of the administrator's events (issue 28), first come first, 50 a page, to read: changing a
 * registration stays the office's. A form event's registrations come from the form service, so only a portal
 * event's have a status and guests.
 */
export function RegionalEventRegistrations({
  eventId,
  onClose,
}: {
  eventId: number | null;
  onClose: () => void;
}) {
  const [page, setPage] = useState(1);
  const query = useRegionalEventRegistrations(eventId, page);
  const data = query.data && !query.isError ? query.data : undefined;
  const portal = data?.event.registration === "portal";
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
            <Text>{registrationsSummary(data.event)}</Text>
            <DataTable
              label="Registrations"
              rows={data.registrations}
              rowKey={(registrant) => registrant.id}
              total={data.total}
              empty="No one has registered for this event yet."
              cards={{
                when: listCardsQuery,
                label: "Registrations",
                render: (registrant) => <RegistrantCard registrant={registrant} portal={portal} />,
              }}
              columns={[
                { heading: "Member", rowHeader: true, fw: 700, cell: nameOf },
                { heading: "Member no.", cell: (registrant) => registrant.memberNo },
                portal && {
                  heading: "Status",
                  cell: (registrant) => registrationStatusLabels[registrant.status],
                },
                { heading: "Car", cell: carOf },
                portal && { heading: "Guests", cell: (registrant) => guestsLine(registrant.guests) },
              ]}
              pager={
                <Pager
                  page={data.page}
                  pageSize={data.pageSize}
                  total={data.total}
                  shown={data.registrations.length}
                  onPage={setPage}
                />
              }
            />
          </>
        ) : null}
      </Stack>
    </Drawer>
  );
}
