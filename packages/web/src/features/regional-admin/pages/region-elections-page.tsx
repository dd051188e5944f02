import { Button, Paper, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { useParams } from "react-router";
import { ApiError } from "../../../api/api-error.ts";
import { useAvailableRegions } from "../../../api/use-available-regions.ts";
import { DetailList } from "../../../components/detail-list.tsx";
import { ElectionSetupForm } from "../../../components/election-setup-form.tsx";
import { LoadFailure } from "../../../components/load-failure.tsx";
import { LoadingState } from "../../../components/loading-state.tsx";
import { PageSection } from "../../../components/page-section.tsx";
import { PageTitle } from "../../../components/page-title.tsx";
import { formatDay } from "../../../office-kit/office-format.ts";
import { useProposeElection, useRegionElections } from "../api/use-region-elections.ts";

/**
 * Issue 46: a region's elections for its officers: every one of the region's (proposals waiting for the office
 * among them), and a new one to propose, whose races fill the region's offices. The server decides who may.
 */
export function RegionElectionsPage() {
  const code = (useParams().code ?? "").toUpperCase();
  const regions = useAvailableRegions();
  const name = Object.entries(regions.data ?? {}).find(([, region]) => region.regionCode === code)?.[0];
  const elections = useRegionElections(code);
  const propose = useProposeElection(code);
  const [proposing, setProposing] = useState(false);
  const [proposed, setProposed] = useState(false);
  const refused = elections.error instanceof ApiError && [403, 404].includes(elections.error.status);
  return (
    <Stack gap="lg">
      <PageTitle>{name ? `Elections: ${name}` : "Elections"}</PageTitle>
      {elections.isPending ? <LoadingState label="Loading the region's elections…" /> : null}
      {refused ? (
        <Text role="status" fz="lg">
          Only the region's current officers see and propose its elections.
        </Text>
      ) : null}
      {elections.isError && !refused ? (
        <LoadFailure what="region's elections" onRetry={() => void elections.refetch()} />
      ) : null}
      {elections.data ? (
        <>
          {proposed ? (
            <Text role="status" fw={700}>
              Your proposal is with the office: it runs once the office confirms it.
            </Text>
          ) : null}
          {proposing ? (
            <PageSection id="propose" title="Propose an election">
              <ElectionSetupForm
                mode={{ kind: "propose" }}
                committees={[]}
                offices={elections.data.offices}
                submitLabel="Propose the election"
                save={(body) => propose.mutateAsync(body)}
                onSaved={() => {
                  setProposing(false);
                  setProposed(true);
                }}
                onCancel={() => setProposing(false)}
              />
            </PageSection>
          ) : (
            <Button style={{ alignSelf: "flex-start" }} onClick={() => setProposing(true)}>
              Propose an election
            </Button>
          )}
          <PageSection id="region-elections" title="The region's elections">
            {elections.data.elections.length === 0 ? <Text>The region has no election yet.</Text> : null}
            {elections.data.elections.map((election) => (
              <Paper key={election.id} withBorder p="md">
                <Stack gap="xs">
                  <Title order={3}>{election.title}</Title>
                  <Text fw={700}>{election.phaseWords}</Text>
                  <DetailList
                    rows={[
                      { label: "Record date", value: formatDay(election.recordOn) },
                      {
                        label: "Voting",
                        value: `${formatDay(election.votingFrom)} to ${formatDay(election.votingTo)}`,
                      },
                    ]}
                  />
                </Stack>
              </Paper>
            ))}
          </PageSection>
        </>
      ) : null}
    </Stack>
  );
}
