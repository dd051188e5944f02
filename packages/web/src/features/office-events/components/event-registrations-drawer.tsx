import { formatCents } from "@club/domain/money";
import type { EventRegistrant } from "@club/domain/office-events.schema";
import { vehicleName } from "@club/domain/vehicle-name.rules";
import { Anchor, Button, Drawer, Group, List, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { Link } from "react-router";
import { DataTable } from "../../../components/data-table.tsx";
import {
  guestsLine,
  registrationStatusLabels,
  registrationsSummary,
} from "../../../event-admin/format/event-format.ts";
import { CsvButton } from "../../../office-kit/csv-button.tsx";
import { formatMoment, noValue } from "../../../office-kit/office-format.ts";
import { Pager } from "../../../office-kit/pager.tsx";
import { QueryState } from "../../../office-kit/query-state.tsx";
import {
  eventBadgesPdfPath,
  eventRegistrationsCsvPath,
  useEventRegistrations,
} from "../api/use-office-events.ts";
import {
  type RegistrationAction,
  RegistrationActionDialogs,
  RegistrationRowActions,
} from "./registration-actions.tsx";

const carOf = (registrant: EventRegistrant) =>
  registrant.vehicle ? vehicleName(registrant.vehicle) : noValue;

function ItemsCell({ items }: { items: EventRegistrant["items"] }) {
  if (items.length === 0) return noValue;
  return (
    <List listStyleType="none" spacing={2}>
      {items.map((item) => (
        <List.Item key={item.label}>
          {item.quantity === 1 ? item.label : `${item.label} × ${item.quantity}`}
        </List.Item>
      ))}
    </List>
  );
}

/** A form event's registrations come from the form service: only a portal event's have a status, guests and a price. */
function RegistrationsTable({
  registrations,
  portal,
  onAction,
}: {
  registrations: EventRegistrant[];
  portal: boolean;
  onAction: (action: RegistrationAction) => void;
}) {
  return (
    <DataTable
      label="Registrations"
      rows={registrations}
      rowKey={(registrant) => registrant.id}
      minWidth={portal ? 1280 : 760}
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
        portal && { heading: "Status", cell: (registrant) => registrationStatusLabels[registrant.status] },
        { heading: "Car", cell: carOf },
        portal && { heading: "Guests", cell: (registrant) => guestsLine(registrant.guests) },
        portal && { heading: "Items", cell: (registrant) => <ItemsCell items={registrant.items} /> },
        portal && {
          heading: "Total",
          align: "right",
          nowrap: true,
          cell: (registrant) => (registrant.total === 0 ? "Free" : formatCents(registrant.total)),
        },
        { heading: "Registered", nowrap: true, cell: (registrant) => formatMoment(registrant.registeredAt) },
        portal && {
          heading: "Checked in",
          nowrap: true,
          cell: (registrant) => formatMoment(registrant.checkedInAt),
        },
        { heading: "Email", nowrap: true, cell: (registrant) => registrant.email },
        portal && {
          heading: "Actions",
          cell: (registrant) => <RegistrationRowActions registrant={registrant} onAction={onAction} />,
        },
      ]}
    />
  );
}

/**
 * Who registered for one event (issue 14), first come first, 50 a page, with their cars, the CSV export and the
 * name badges to print; for a portal event (issue 28) also where each registration stands, its guests, items, total
 * and when it checked in, with the office's registering, cancelling and moving, and a link to write to them all.
 */
export function EventRegistrationsDrawer({
  eventId,
  onClose,
}: {
  eventId: number | null;
  onClose: () => void;
}) {
  const [page, setPage] = useState(1);
  const [action, setAction] = useState<RegistrationAction | null>(null);
  const query = useEventRegistrations(eventId, page);
  const data = query.data && !query.isError ? query.data : undefined;
  return (
    <Drawer
      opened={eventId !== null}
      onClose={() => {
        setPage(1);
        setAction(null);
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
            {data.event.registration === "portal" ? (
              <Group>
                <Button onClick={() => setAction({ kind: "register" })}>Register a member</Button>
                {data.total > 0 ? (
                  <Anchor component={Link} to={`/office/announcements?compose=new&event=${data.event.id}`}>
                    Write to the registrants
                  </Anchor>
                ) : null}
              </Group>
            ) : null}
            {data.total === 0 ? (
              <Text>No one has registered for this event yet.</Text>
            ) : (
              <>
                <Group>
                  <CsvButton
                    label="Export CSV"
                    path={eventRegistrationsCsvPath(data.event.id)}
                    fileName={`registrations-${data.event.formId ?? `event-${data.event.id}`}.csv`}
                  />
                  <CsvButton
                    label="Name badges (PDF)"
                    path={eventBadgesPdfPath(data.event.id)}
                    fileName={`badges-${data.event.id}.pdf`}
                  />
                </Group>
                <RegistrationsTable
                  registrations={data.registrations}
                  portal={data.event.registration === "portal"}
                  onAction={setAction}
                />
                <Pager
                  page={data.page}
                  pageSize={data.pageSize}
                  total={data.total}
                  shown={data.registrations.length}
                  onPage={setPage}
                />
              </>
            )}
            <RegistrationActionDialogs event={data.event} action={action} onClose={() => setAction(null)} />
          </>
        ) : null}
      </Stack>
    </Drawer>
  );
}
