import type { VehicleHistory } from "@club/domain/vehicle-registry.schema";
import { garageRemovalWords } from "@club/domain/vehicle-transfer.rules";
import { List, Stack, Text, Timeline, Title } from "@mantine/core";
import { type ReactNode, useId } from "react";
import { vehicleStatusBadges } from "../../lib/vehicle-status.ts";
import { DetailList } from "../detail-list.tsx";
import { ArchivePagesSection } from "./archive-pages-section.tsx";
import {
  dayOrNotKnown,
  numberWithSource,
  ownerStanding,
  ownershipDays,
  ownershipSourceWords,
  registryStatusWords,
} from "./history-words.ts";

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Stack component="section" gap="sm" aria-labelledby={headingId}>
      <Title order={3} id={headingId}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function Owners({ history }: { history: VehicleHistory }) {
  const { ownerships } = history;
  if (ownerships.length === 0) return <Text>(no owners recorded)</Text>;
  const last = ownerships.length - 1;
  return (
    // A list to assistive technology: the timeline's line and bullets are only drawn.
    <Timeline active={last} bulletSize={20} lineWidth={3} role="list" aria-label="Owners, the first first">
      {ownerships.map((ownership, index) => {
        // The server sends the current owner last, with no end day.
        const current = index === last && ownership.to === null;
        const standing = ownerStanding(ownership);
        return (
          <Timeline.Item
            // The chain never changes order while shown, and two links may name the same owner.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={index}
            role="listitem"
            title={
              <Text fw={700} size="lg">
                {current ? `${ownership.ownerName} (current owner)` : ownership.ownerName}
              </Text>
            }
          >
            <Stack gap={2}>
              {standing ? <Text>{standing}</Text> : null}
              <Text>{ownershipDays(ownership, current)}</Text>
              {ownership.endedHow ? (
                <Text>{`How it ended: ${garageRemovalWords[ownership.endedHow]}`}</Text>
              ) : null}
              <Text>{`How this is known: ${ownershipSourceWords[ownership.source]}`}</Text>
            </Stack>
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}

function Numbers({ numbers }: { numbers: VehicleHistory["numbers"] }) {
  if (numbers === null)
    return <Text>The owner does not show this car's serial, engine and body numbers to other members.</Text>;
  return (
    <DetailList
      rows={[
        {
          label: "Serial Number",
          value: numberWithSource(numbers.serialNumber, numbers.sources.serialNumber),
        },
        {
          label: "Engine Number",
          value: numberWithSource(numbers.engineNumber, numbers.sources.engineNumber),
        },
        { label: "Body Number", value: numberWithSource(numbers.bodyNumber, numbers.sources.bodyNumber) },
      ]}
    />
  );
}

/**
 * Issue 27: a car's own record, shown to its owner (My Vehicles) and to members (the car search): where it stands,
 * its owners in order on a timeline, the events it was brought to, the awards it earned there (issue 29: judged meets,
 * once their results are published), its numbers, each with where it came from, and (issue 45) the pages of the club's
 * publications about it.
 */
export function VehicleHistoryView({ history }: { history: VehicleHistory }) {
  return (
    <Stack gap="lg">
      <DetailList
        rows={[
          { label: "Club review", value: vehicleStatusBadges[history.status].label },
          { label: "Registry", value: registryStatusWords[history.registryStatus] },
          {
            label: "Where it is",
            value: history.inGarage
              ? "In a member's garage"
              : "Sold outside the club: in no member's garage, and still in the club's registry",
          },
        ]}
      />
      <Section title="Owners">
        <Owners history={history} />
      </Section>
      <Section title="Events">
        {history.events.length === 0 ? (
          <Text>(no events recorded)</Text>
        ) : (
          <List spacing={4}>
            {history.events.map((event) => (
              <List.Item
                key={`${event.name}-${event.date}`}
              >{`${event.name}, ${dayOrNotKnown(event.date)}`}</List.Item>
            ))}
          </List>
        )}
      </Section>
      <Section title="Awards">
        {history.awards.length === 0 ? (
          <Text>(no awards recorded)</Text>
        ) : (
          <List spacing={4}>
            {history.awards.map((award) => (
              <List.Item
                key={`${award.eventTitle}-${award.date}`}
              >{`${award.award}, ${award.eventTitle}, ${dayOrNotKnown(award.date)}: ${award.score} points`}</List.Item>
            ))}
          </List>
        )}
      </Section>
      <Section title="Numbers">
        <Numbers numbers={history.numbers} />
      </Section>
      {history.archivePages.length > 0 ? (
        <Section title="In the club's publications">
          <ArchivePagesSection mentions={history.archivePages} />
        </Section>
      ) : null}
    </Stack>
  );
}
