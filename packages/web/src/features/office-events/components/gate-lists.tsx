import type { CheckInList, GateRegistration } from "@club/domain/office-events.schema";
import { Button, Group, List, Stack, Text, TextInput, Title, VisuallyHidden } from "@mantine/core";
import { type ReactNode, useId, useState } from "react";
import { formatMoment } from "../../../office-kit/office-format.ts";
import { findByName, gateDetails, gateName } from "./gate-format.ts";

function GateList({
  title,
  registrations,
  total,
  empty,
  withTime,
  children,
  action,
}: {
  title: string;
  registrations: GateRegistration[];
  /** How many the list holds before a search narrows it. */
  total: number;
  empty: string;
  withTime: boolean;
  children?: ReactNode;
  action: (registration: GateRegistration) => ReactNode;
}) {
  const headingId = useId();
  return (
    <Stack component="section" gap="xs" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId}>
        {`${title} (${total})`}
      </Title>
      {children}
      {registrations.length === 0 ? (
        <Text>{empty}</Text>
      ) : (
        <List
          listStyleType="none"
          spacing="sm"
          // Full width, so each row's button sits at its right edge on a wide screen.
          styles={{ itemWrapper: { width: "100%" }, itemLabel: { width: "100%" } }}
        >
          {registrations.map((registration) => (
            <List.Item key={registration.registrationId}>
              <Group justify="space-between" align="center" gap="xs" wrap="wrap">
                <div style={{ flex: "1 1 12rem", minWidth: 0 }}>
                  <Text fw={700}>{`${registration.lastName}, ${registration.firstName}`}</Text>
                  <Text style={{ overflowWrap: "anywhere" }}>
                    {[
                      `Member ${registration.memberNo}`,
                      ...gateDetails(registration),
                      ...(withTime ? [`checked in ${formatMoment(registration.checkedInAt)}`] : []),
                    ].join(", ")}
                  </Text>
                </div>
                {action(registration)}
              </Group>
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}

/**
 * Issue 28: who is still expected at the gate (by last name), then who came (the latest first). Issue 40: the
 * expected are found by name, for a member without their code, and checked in with a tap (the page asks first); one
 * checked in by mistake is undone the same way.
 */
export function GateLists({
  list,
  onCheckIn,
  onUndo,
}: {
  list: CheckInList;
  onCheckIn: (registration: GateRegistration) => void;
  onUndo: (registration: GateRegistration) => void;
}) {
  const [search, setSearch] = useState("");
  const found = findByName(list.expected, search);
  const searching = search.trim() !== "";
  return (
    <Stack gap="lg">
      <GateList
        title="Still expected"
        registrations={found}
        total={list.expected.length}
        empty={
          searching
            ? `Nobody still expected has "${search.trim()}" in their name or number.`
            : "Nobody else is expected: every confirmed registration has checked in."
        }
        withTime={false}
        action={(registration) => (
          <Button size="md" variant="outline" onClick={() => onCheckIn(registration)}>
            Check in<VisuallyHidden>{` ${gateName(registration)}`}</VisuallyHidden>
          </Button>
        )}
      >
        {list.expected.length > 0 ? (
          <TextInput
            type="search"
            label="Find by name"
            description="For a member without their code: part of a name, or the member number."
            size="lg"
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            autoComplete="off"
          />
        ) : null}
        {searching && found.length > 0 ? (
          <Text role="status">{`${found.length} of ${list.expected.length} found`}</Text>
        ) : null}
      </GateList>
      <GateList
        title="Checked in"
        registrations={list.checkedIn}
        total={list.checkedIn.length}
        empty="Nobody has checked in yet."
        withTime
        action={(registration) => (
          <Button size="md" variant="subtle" onClick={() => onUndo(registration)}>
            Undo<VisuallyHidden>{` check-in of ${gateName(registration)}`}</VisuallyHidden>
          </Button>
        )}
      />
    </Stack>
  );
}
