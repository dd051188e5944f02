import { Anchor, Stack, Tabs, Text } from "@mantine/core";
import { Link, useParams, useSearchParams } from "react-router";
import { PageTitle } from "../../../components/page-title.tsx";
import { QueryState } from "../../../office-kit/query-state.tsx";
import { useOfficeElection, useOfficeElections } from "../api/use-office-elections.ts";
import { SetupTab } from "../components/setup-tab.tsx";
import { ResultsTab } from "../results-tab.tsx";
import { RollTab } from "../roll-tab.tsx";

const tabs = ["setup", "roll", "results"] as const;
type Tab = (typeof tabs)[number];
const tabOf = (value: string | null): Tab => tabs.find((tab) => tab === value) ?? "setup";

/** Issue 46: one election for the office, its tabs in the address (`?tab=`): its setup, its voter roll, its results. */
export function OfficeElectionPage() {
  const id = Number(useParams().id);
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get("tab"));
  const query = useOfficeElection(id);
  const list = useOfficeElections();
  const election = query.data;
  return (
    <Stack gap="md">
      <Anchor component={Link} to="/office/elections">
        All elections
      </Anchor>
      <PageTitle>{election?.title ?? "Election"}</PageTitle>
      <QueryState query={query} loading="Loading the election…" />
      {election ? (
        <>
          <Text fw={700}>{election.phaseWords}</Text>
          <Tabs
            value={tab}
            onChange={(next) => setParams(next && next !== "setup" ? { tab: next } : {})}
            keepMounted={false}
          >
            <Tabs.List>
              <Tabs.Tab value="setup">Setup</Tabs.Tab>
              <Tabs.Tab value="roll">Roll</Tabs.Tab>
              <Tabs.Tab value="results">Results</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="setup" pt="md">
              <SetupTab
                election={election}
                committees={list.data?.committees ?? []}
                offices={list.data?.offices ?? []}
              />
            </Tabs.Panel>
            <Tabs.Panel value="roll" pt="md">
              <RollTab electionId={election.id} phase={election.phase} />
            </Tabs.Panel>
            <Tabs.Panel value="results" pt="md">
              <ResultsTab electionId={election.id} />
            </Tabs.Panel>
          </Tabs>
        </>
      ) : null}
    </Stack>
  );
}
