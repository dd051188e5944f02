import type { CheckInList, GateRegistration } from "@club/domain/office-events.schema";
import { List, Stack, Text, Title } from "@mantine/core";
import { useId } from "react";
import { formatMoment } from "../../../office-kit/office-format.ts";
import { gateDetails } from "./gate-format.ts";

function GateList({
  title,
  registrations,
  empty,
  withTime,
}: {
  title: string;
  registrations: GateRegistration[];
  empty: string;
  withTime: boolean;
}) {
  const headingId = useId();
  return (
    <Stack component="section" gap="xs" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId}>
        {`${title} (${registrations.length})`}
      </Title>
      {registrations.length === 0 ? (
        <Text>{empty}</Text>
      ) : (
        <List listStyleType="none" spacing="xs">
          {registrations.map((registration) => (
            <List.Item key={registration.registrationId}>
              <Text fw={700}>{`${registration.lastName}, ${registration.firstName}`}</Text>
              <Text>
                {[
                  `Member ${registration.memberNo}`,
                  ...gateDetails(registration),
                  ...(withTime ? [`checked in ${formatMoment(registration.checkedInAt)}`] : []),
                ].join(", ")}
              </Text>
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}

/** Issue 28: who is still expected at the gate (by last name), then who came (the latest first). */
export function GateLists({ list }: { list: CheckInList }) {
  return (
    <Stack gap="lg">
      <GateList
        title="Still expected"
        registrations={list.expected}
        empty="Nobody else is expected: every confirmed registration has checked in."
        withTime={false}
      />
      <GateList
        title="Checked in"
        registrations={list.checkedIn}
        empty="Nobody has checked in yet."
        withTime
      />
    </Stack>
  );
}
