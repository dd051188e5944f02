import type { OfficeCommittee } from "@club/domain/committee.schema";
import { policyMessages } from "@club/domain/office-policies.schema";
import { Button, Group, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { PageTitle } from "../../../components/page-title.tsx";
import { AdministratorsOnly } from "../../../office-kit/administrators-only.tsx";
import { QueryState } from "../../../office-kit/query-state.tsx";
import { useOfficeCommittees } from "../api/use-office-committees.ts";
import { CommitteeCard } from "../components/committee-card.tsx";
import { CommitteeDialog } from "../components/committee-dialog.tsx";

const pageTitle = "Committees";

/** The committees of one heading: the club's, or one region's. */
function CommitteeGroup({
  title,
  committees,
  onRename,
}: {
  title: string;
  committees: OfficeCommittee[];
  onRename: (committee: OfficeCommittee) => void;
}) {
  return (
    <Stack gap="sm">
      <Title order={2}>{title}</Title>
      {committees.map((committee) => (
        <CommitteeCard key={committee.id} committee={committee} onRename={onRename} />
      ))}
    </Stack>
  );
}

/** The regions' committees under each region's name, in the order the server gives (by the region's name). */
function byRegion(committees: OfficeCommittee[]) {
  const groups = new Map<string, OfficeCommittee[]>();
  for (const committee of committees) {
    if (!committee.region) continue;
    groups.set(committee.region.name, [...(groups.get(committee.region.name) ?? []), committee]);
  }
  return [...groups];
}

function Committees() {
  const committees = useOfficeCommittees();
  // undefined: no dialog; null: a new committee.
  const [editing, setEditing] = useState<OfficeCommittee | null | undefined>(undefined);
  const list = committees.data?.committees ?? [];
  return (
    <>
      <PageTitle>{pageTitle}</PageTitle>
      <Stack gap="xl" maw={960}>
        <Text>
          The club's board and committees, and each region's, with who serves on them. A member serves from
          the first day of their term to its last, in the club's time zone; everyone sees who serves today on
          the home page and the region's page (a member not listed in the directory as "A club member").
        </Text>
        <Group>
          <Button onClick={() => setEditing(null)}>Add a committee</Button>
        </Group>
        <QueryState query={committees} loading="Loading the committees…" />
        {committees.data ? (
          <>
            <CommitteeGroup
              title="The club's committees"
              committees={list.filter((committee) => committee.region === null)}
              onRename={setEditing}
            />
            {byRegion(list).map(([region, ofRegion]) => (
              <CommitteeGroup key={region} title={region} committees={ofRegion} onRename={setEditing} />
            ))}
          </>
        ) : null}
      </Stack>
      {editing !== undefined ? (
        <CommitteeDialog
          key={editing?.id ?? "new"}
          committee={editing}
          onClose={() => setEditing(undefined)}
        />
      ) : null}
    </>
  );
}

/** Issue 46: the committees are the desk's (`manageCommittees`); an account without it gets a line, and no call. */
export function OfficeCommitteesPage() {
  return (
    <AdministratorsOnly action="manageCommittees" title={pageTitle} reason={policyMessages.roleTooLow}>
      <Committees />
    </AdministratorsOnly>
  );
}
