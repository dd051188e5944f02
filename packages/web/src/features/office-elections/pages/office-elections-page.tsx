import type { ElectionSummary } from "@club/domain/election.schema";
import { Anchor, Button, Stack, Text } from "@mantine/core";
import { useMemo, useState } from "react";
import { Link, useNavigate } from "react-router";
import { useRegionalPlans } from "../../../api/use-regional-plans.ts";
import { DataTable } from "../../../components/data-table.tsx";
import { ElectionSetupForm } from "../../../components/election-setup-form.tsx";
import { PageTitle } from "../../../components/page-title.tsx";
import { listCardsQuery } from "../../../lib/media-queries.ts";
import { formatDay } from "../../../office-kit/office-format.ts";
import { OfficeSection } from "../../../office-kit/office-section.tsx";
import { QueryState } from "../../../office-kit/query-state.tsx";
import { useCreateElection, useOfficeElections } from "../api/use-office-elections.ts";

const days = (from: string | null, to: string | null) =>
  from && to ? `${formatDay(from)} to ${formatDay(to)}` : "—";

/**
 * Issue 46: the office's elections (national and the regions', proposals waiting for the office among them), newest
 * first, and a new one set up here: scheduled at once.
 */
export function OfficeElectionsPage() {
  const elections = useOfficeElections();
  const create = useCreateElection();
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const plans = useRegionalPlans();
  const regions = useMemo(
    () =>
      [...new Map((plans.data ?? []).map((plan) => [plan.regionCode, plan.regionName])).entries()].map(
        ([code, name]) => ({ code, name }),
      ),
    [plans.data],
  );
  const rows = elections.data?.elections ?? [];

  return (
    <Stack gap="lg">
      <PageTitle>Elections</PageTitle>
      <Text>
        The club's elections and votes: the board's, a region's officers', bylaw changes. A region's officers
        propose theirs; an office administrator confirms it.
      </Text>
      {creating ? (
        <OfficeSection title="New election">
          <ElectionSetupForm
            mode={{ kind: "create" }}
            committees={elections.data?.committees ?? []}
            offices={elections.data?.offices ?? []}
            regions={regions}
            submitLabel="Set up the election"
            save={(body) =>
              create.mutateAsync(body).then((election) => navigate(`/office/elections/${election.id}`))
            }
            onSaved={() => setCreating(false)}
            onCancel={() => setCreating(false)}
          />
        </OfficeSection>
      ) : (
        <Button style={{ alignSelf: "flex-start" }} onClick={() => setCreating(true)}>
          New election
        </Button>
      )}
      <QueryState query={elections} loading="Loading the elections…" />
      {elections.data ? (
        <DataTable<ElectionSummary>
          label="Elections"
          rows={rows}
          rowKey={(row) => row.id}
          empty="No election has been set up yet."
          columns={[
            {
              heading: "Election",
              rowHeader: true,
              cell: (row) => (
                <Anchor component={Link} to={`/office/elections/${row.id}`}>
                  {row.title}
                </Anchor>
              ),
            },
            { heading: "Who votes", cell: (row) => row.region?.name ?? "The whole club" },
            { heading: "Where it stands", cell: (row) => row.phaseWords },
            { heading: "Nominations", cell: (row) => days(row.nominationsFrom, row.nominationsTo) },
            { heading: "Voting", cell: (row) => days(row.votingFrom, row.votingTo) },
          ]}
          cards={{
            when: listCardsQuery,
            label: "Elections",
            name: (row) => row.title,
            render: (row) => (
              <Stack gap={4}>
                <Anchor component={Link} to={`/office/elections/${row.id}`} fw={700}>
                  {row.title}
                </Anchor>
                <Text>{row.region?.name ?? "The whole club"}</Text>
                <Text>{row.phaseWords}</Text>
                <Text>Voting: {days(row.votingFrom, row.votingTo)}</Text>
              </Stack>
            ),
          }}
        />
      ) : null}
    </Stack>
  );
}
