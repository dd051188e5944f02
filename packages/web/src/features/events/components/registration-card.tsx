import type { Registration } from "@club/domain/event.schema";
import { formatCents } from "@club/domain/money";
import { vehicleName } from "@club/domain/vehicle-name.rules";
import { Badge, Button, Group, Paper, Stack, Text, VisuallyHidden } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { errorsOf } from "../../../api/api-error.ts";
import { DetailList, type DetailRow } from "../../../components/detail-list.tsx";
import { ErrorLines } from "../../../components/error-lines.tsx";
import { useSiteConfig } from "../../../lib/site-config-context.tsx";
import { useAcceptOffer } from "../api/use-accept-offer.ts";
import { registrationMoneyRow } from "../format/registration-money.ts";
import { registrationStatusBadge } from "../format/registration-status.ts";
import { AddToCalendarMenu } from "./add-to-calendar-menu.tsx";
import { CheckInCode } from "./check-in-code.tsx";
import { EventSummary } from "./event-summary.tsx";

interface RegistrationCardProps {
  registration: Registration;
  onPay: (orderId: string) => void;
  onCancel: (registration: Registration) => void;
  onReadSheets: (registration: Registration) => void;
}

/** Who and what the registration is for, one row each; rows with nothing in them are left out. */
function registrationRows(registration: Registration, timeZone: string): DetailRow[] {
  const rows: DetailRow[] = [
    { label: "Car", value: registration.vehicle ? vehicleName(registration.vehicle) : "No car" },
  ];
  if (registration.associate) rows.push({ label: "Associate", value: "Comes with you" });
  if (registration.guests.length > 0)
    rows.push({
      label: "Guests",
      value: registration.guests.map((guest) => `${guest.firstName} ${guest.lastName}`).join(", "),
    });
  if (registration.items.length > 0)
    rows.push({
      label: "Extras",
      value: registration.items.map((item) => `${item.label} × ${item.quantity}`).join(", "),
    });
  rows.push(registrationMoneyRow(registration, timeZone));
  return rows;
}

// Issue 28: a registration made in the portal: where it stands, what it is for, and what the member can do next.
export function RegistrationCard({ registration, onPay, onCancel, onReadSheets }: RegistrationCardProps) {
  const accept = useAcceptOffer();
  const { clubTimeZone } = useSiteConfig();
  const badge = registrationStatusBadge(registration);
  const { event, status, orderId, checkInCode } = registration;
  const forEvent = <VisuallyHidden>{` for ${event.title}`}</VisuallyHidden>;

  function acceptPlace() {
    accept.mutate(registration.id, {
      onSuccess: (reply) => {
        if (reply.params) onPay(reply.params.orderId);
        else notifications.show({ color: "green", message: `Your place at ${event.title} is confirmed.` });
      },
    });
  }

  return (
    <Paper component="li" withBorder p="md">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <EventSummary event={event} />
          <Badge color={badge.color} variant="light" c="dark" tt="none" size="lg">
            {badge.label}
          </Badge>
        </Group>
        {badge.detail && <Text>{badge.detail}</Text>}
        {status === "confirmed" && checkInCode && (
          <CheckInCode code={checkInCode} checkedInAt={registration.checkedInAt} />
        )}
        <DetailList rows={registrationRows(registration, clubTimeZone)} />
        <ErrorLines errors={errorsOf(accept.error)} />
        {status !== "cancelled" && (
          <Group gap="sm">
            <AddToCalendarMenu event={event} />
            {status === "pending" && orderId && (
              <Button onClick={() => onPay(orderId)}>
                {`Pay ${formatCents(registration.total)}`}
                {forEvent}
              </Button>
            )}
            {status === "offered" && (
              <Button onClick={acceptPlace} loading={accept.isPending}>
                Accept the place{forEvent}
              </Button>
            )}
            {/* Issue 29: a car brought to a judged meet has its sheets to read once the results are published. */}
            {status === "confirmed" && registration.vehicle && (
              <Button variant="outline" onClick={() => onReadSheets(registration)}>
                Score sheets{forEvent}
              </Button>
            )}
            <Button variant="outline" color="red.9" onClick={() => onCancel(registration)}>
              Cancel registration{forEvent}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
