import type { claimStatuses, VehicleClaim } from "@club/domain/vehicle-registry.schema";
import { Stack, Text, Title } from "@mantine/core";
import { useId } from "react";
import { DataTable } from "../../../components/data-table.tsx";
import { DetailList } from "../../../components/detail-list.tsx";
import { LoadFailure } from "../../../components/load-failure.tsx";
import { dayOfMoment } from "../../../lib/club-clock.ts";
import { listCardsQuery } from "../../../lib/media-queries.ts";
import { useVehicleClaims } from "../api/use-vehicle-claims.ts";

const claimStatusWords: Record<(typeof claimStatuses)[number], string> = {
  pending: "Waiting for the club office",
  approved: "Approved by the club office",
  rejected: "Not approved",
  closed: "Closed: the office approved another member's claim on this car",
};

const reasonOf = (claim: VehicleClaim) => claim.reason ?? "—";
const sentOn = (claim: VehicleClaim) => dayOfMoment(claim.createdAt);

/** Issue 27: the member's claims on cars already in the registry, with where each stands and the office's reason. */
export function YourClaims() {
  const claims = useVehicleClaims();
  const headingId = useId();
  if (claims.isError) return <LoadFailure what="claims" onRetry={() => void claims.refetch()} />;
  if (!claims.data || claims.data.length === 0) return null;
  return (
    <Stack component="section" gap="sm" mt="xl" aria-labelledby={headingId}>
      <Title order={2} id={headingId}>
        Your claims
      </Title>
      <DataTable
        rows={claims.data}
        rowKey={(claim) => claim.id}
        label="Your claims"
        columns={[
          { heading: "Car", rowHeader: true, cell: (claim) => claim.car },
          { heading: "Sent", nowrap: true, cell: sentOn },
          { heading: "Status", cell: (claim) => claimStatusWords[claim.status] },
          { heading: "The office's reason", cell: reasonOf, cellStyle: { whiteSpace: "pre-wrap" } },
        ]}
        cards={{
          when: listCardsQuery,
          label: "Your claims",
          name: (claim) => claim.car,
          render: (claim) => (
            <Stack gap="xs">
              <Text fw={700}>{claim.car}</Text>
              <DetailList
                rows={[
                  { label: "Sent", value: sentOn(claim) },
                  { label: "Status", value: claimStatusWords[claim.status] },
                  { label: "The office's reason", value: reasonOf(claim) },
                ]}
              />
            </Stack>
          ),
        }}
      />
    </Stack>
  );
}
