import type { MeetVolunteering, MemberVolunteerRole } from "@club/domain/volunteer.schema";
import { Badge, Button, Group, Modal, Paper, Stack, Text, Title, VisuallyHidden } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useState } from "react";
import { errorsOf } from "../../../api/api-error.ts";
import { ErrorLines } from "../../../components/error-lines.tsx";
import { LoadFailure } from "../../../components/load-failure.tsx";
import { LoadingState } from "../../../components/loading-state.tsx";
import {
  useSignUpToVolunteer,
  useVolunteering,
  useWithdrawFromVolunteering,
} from "../api/use-volunteering.ts";
import { eventDates } from "./event-summary.tsx";

/** "2 places left", "1 place left", "Full". */
export function placesLeftLine(role: Pick<MemberVolunteerRole, "placesLeft">) {
  if (role.placesLeft === 0) return "Full";
  return `${role.placesLeft} ${role.placesLeft === 1 ? "place" : "places"} left`;
}

interface RoleProps {
  meet: MeetVolunteering;
  role: MemberVolunteerRole;
  onWithdraw: (meet: MeetVolunteering, role: MemberVolunteerRole) => void;
}

function VolunteerRole({ meet, role, onWithdraw }: RoleProps) {
  const signUp = useSignUpToVolunteer();
  const open = meet.cannotSignUpReason === null;
  return (
    <Paper component="li" withBorder p="md">
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" gap="xs">
          <Title order={4}>{role.title}</Title>
          {role.signedUp ? (
            <Badge color="green" variant="light" c="dark" size="lg">
              You are volunteering
            </Badge>
          ) : null}
        </Group>
        {role.time ? <Text>{`When: ${role.time}`}</Text> : null}
        {role.description ? <Text style={{ whiteSpace: "pre-line" }}>{role.description}</Text> : null}
        <Text fw={700}>{placesLeftLine(role)}</Text>
        {role.volunteers.length > 0 ? <Text>{`Signed up: ${role.volunteers.join(", ")}`}</Text> : null}
        <ErrorLines errors={errorsOf(signUp.error)} />
        {role.signedUp ? (
          open ? (
            <Button
              variant="outline"
              size="md"
              onClick={() => onWithdraw(meet, role)}
              style={{ alignSelf: "flex-start" }}
            >
              Withdraw<VisuallyHidden>{` as ${role.title} at ${meet.title}`}</VisuallyHidden>
            </Button>
          ) : null
        ) : open && role.placesLeft > 0 ? (
          <Button
            size="md"
            loading={signUp.isPending}
            style={{ alignSelf: "flex-start" }}
            onClick={() =>
              signUp.mutate(
                { eventId: meet.eventId, roleId: role.id },
                {
                  onSuccess: () =>
                    notifications.show({
                      color: "green",
                      message: `You are volunteering as ${role.title} at ${meet.title}. We will remind you the day before.`,
                    }),
                },
              )
            }
          >
            Sign up<VisuallyHidden>{` as ${role.title} at ${meet.title}`}</VisuallyHidden>
          </Button>
        ) : null}
      </Stack>
    </Paper>
  );
}

function WithdrawDialog({
  withdrawing,
  onClose,
}: {
  withdrawing: { meet: MeetVolunteering; role: MemberVolunteerRole } | null;
  onClose: () => void;
}) {
  const withdraw = useWithdrawFromVolunteering();
  function close() {
    if (withdraw.isPending) return;
    withdraw.reset();
    onClose();
  }
  return (
    <Modal opened={withdrawing !== null} onClose={close} title="Withdraw from volunteering?" size="lg">
      {withdrawing ? (
        <Stack gap="md">
          <Text>{`You will no longer volunteer as ${withdrawing.role.title} at ${withdrawing.meet.title}. Your place goes to the next member who signs up.`}</Text>
          <ErrorLines errors={errorsOf(withdraw.error)} />
          <Group justify="flex-end" gap="sm">
            <Button variant="outline" onClick={close} disabled={withdraw.isPending} data-autofocus>
              Keep my place
            </Button>
            <Button
              color="red.9"
              loading={withdraw.isPending}
              onClick={() =>
                withdraw.mutate(
                  { eventId: withdrawing.meet.eventId, roleId: withdrawing.role.id },
                  {
                    onSuccess: () => {
                      notifications.show({
                        color: "green",
                        message: `You withdrew as ${withdrawing.role.title} at ${withdrawing.meet.title}.`,
                      });
                      withdraw.reset();
                      onClose();
                    },
                  },
                )
              }
            >
              Withdraw
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}

/**
 * Issue 46: "Volunteer at a meet" on My Events: each meet that needs marshals, a registration desk or tabulators,
 * its roles with the places left, Sign up, and for a role the member took, "You are volunteering" and Withdraw
 * (asked first). Why the member may not sign up (the meet has begun, their dues) is the server's sentence.
 */
export function VolunteerMeets() {
  const volunteering = useVolunteering();
  const [withdrawing, setWithdrawing] = useState<{
    meet: MeetVolunteering;
    role: MemberVolunteerRole;
  } | null>(null);

  return (
    <Stack component="section" gap="md" aria-labelledby="volunteer-meets-title">
      <Title order={2} id="volunteer-meets-title">
        Volunteer at a meet
      </Title>
      {volunteering.isPending ? (
        <LoadingState label="Loading the meets that need volunteers…" />
      ) : volunteering.isError ? (
        <LoadFailure what="meets that need volunteers" onRetry={() => void volunteering.refetch()} />
      ) : volunteering.data.length === 0 ? (
        <Text>No meet is asking for volunteers just now.</Text>
      ) : (
        volunteering.data.map((meet) => (
          <Stack
            key={meet.eventId}
            component="article"
            gap="sm"
            aria-labelledby={`volunteer-meet-${meet.eventId}`}
          >
            <Stack gap={2}>
              <Title order={3} size="h4" id={`volunteer-meet-${meet.eventId}`}>
                {meet.title}
              </Title>
              <Text>{meet.place ? `${eventDates(meet)}, ${meet.place}` : eventDates(meet)}</Text>
              {meet.cannotSignUpReason ? <Text role="status">{meet.cannotSignUpReason}</Text> : null}
            </Stack>
            <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: "none" }}>
              {meet.roles.map((role) => (
                <VolunteerRole
                  key={role.id}
                  meet={meet}
                  role={role}
                  onWithdraw={(at, taken) => setWithdrawing({ meet: at, role: taken })}
                />
              ))}
            </Stack>
          </Stack>
        ))
      )}
      <WithdrawDialog withdrawing={withdrawing} onClose={() => setWithdrawing(null)} />
    </Stack>
  );
}
