import { type ClassicPetition, classicMessages, type PetitionStatus } from "@club/domain/classics.schema";
import { Stack, Text, Title } from "@mantine/core";
import { useId } from "react";
import { DataTable } from "../../../components/data-table.tsx";
import { DetailList } from "../../../components/detail-list.tsx";
import { LoadFailure } from "../../../components/load-failure.tsx";
import { LoadingState } from "../../../components/loading-state.tsx";
import { dayOfMoment } from "../../../lib/club-clock.ts";
import { listCardsQuery } from "../../../lib/media-queries.ts";
import { usePetitions } from "../api/use-classics.ts";

export const petitionStatusWords: Record<PetitionStatus, string> = {
  pending: "Waiting for the club office",
  approved: "Approved: the car is on the list",
  rejected: "Not approved",
};

const carOf = (petition: ClassicPetition) => {
  const years =
    petition.firstYear === petition.lastYear
      ? String(petition.firstYear)
      : `${petition.firstYear}–${petition.lastYear}`;
  return `${petition.make} ${petition.model}, ${years}`;
};
const sentOn = (petition: ClassicPetition) => dayOfMoment(petition.createdAt);
const reasonOf = (petition: ClassicPetition) => petition.reason ?? "—";

/** Issue 27: the member's petitions, the newest first, with where each stands and the office's reason. */
export function YourPetitions() {
  const petitions = usePetitions();
  const headingId = useId();
  return (
    <Stack component="section" gap="sm" aria-labelledby={headingId}>
      <Title order={2} id={headingId}>
        Your petitions
      </Title>
      {petitions.isPending ? (
        <LoadingState label="Loading your petitions…" />
      ) : petitions.isError ? (
        <LoadFailure what="petitions" onRetry={() => void petitions.refetch()} />
      ) : (
        <DataTable
          rows={petitions.data}
          rowKey={(petition) => petition.id}
          label="Your petitions"
          empty={classicMessages.noPetitions}
          columns={[
            { heading: "Car", rowHeader: true, cell: carOf },
            { heading: "Sent", nowrap: true, cell: sentOn },
            { heading: "Status", cell: (petition) => petitionStatusWords[petition.status] },
            { heading: "The office's reason", cell: reasonOf, cellStyle: { whiteSpace: "pre-wrap" } },
          ]}
          cards={{
            when: listCardsQuery,
            label: "Your petitions",
            name: carOf,
            render: (petition) => (
              <Stack gap="xs">
                <Text fw={700}>{carOf(petition)}</Text>
                <DetailList
                  rows={[
                    { label: "Sent", value: sentOn(petition) },
                    { label: "Status", value: petitionStatusWords[petition.status] },
                    { label: "The office's reason", value: reasonOf(petition) },
                  ]}
                />
              </Stack>
            ),
          }}
        />
      )}
    </Stack>
  );
}
