import { formatCents } from "@club/domain/money";
import type { OfficeRegion } from "@club/domain/office-regions.schema";
import { Anchor, Button, Stack, Table, Text, VisuallyHidden } from "@mantine/core";
import { useState } from "react";
import { Link } from "react-router";
import { PageTitle } from "../../../components/page-title.tsx";
import { useOfficeRegions } from "../api/use-office-regions.ts";
import { useOfficePolicy } from "../api/use-office-session.ts";
import { QueryState } from "../components/query-state.tsx";
import { AdministratorsDialog } from "../components/regions/administrators-dialog.tsx";
import { noValue } from "../format/office-format.ts";

function planOf(region: OfficeRegion) {
  if (!region.plan) return "No plan";
  const price = formatCents(region.plan.cost);
  return region.plan.active ? price : `${price} (inactive)`;
}

/** The regions; `onChange`, given only where the session may appoint administrators, adds a button to each. */
function RegionsTable({
  regions,
  onChange,
}: {
  regions: OfficeRegion[];
  onChange?: (region: OfficeRegion) => void;
}) {
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped verticalSpacing={6} horizontalSpacing="xs" aria-label="Regions">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Region</Table.Th>
            <Table.Th scope="col">Yearly price</Table.Th>
            <Table.Th scope="col" ta="right">
              Active members
            </Table.Th>
            <Table.Th scope="col">Administrators</Table.Th>
            {onChange ? (
              <Table.Th scope="col">
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            ) : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {regions.map((region) => (
            <Table.Tr key={region.code}>
              <Table.Td>
                <Text fw={700}>{region.name}</Text>
                <Text fz="sm">{region.code}</Text>
              </Table.Td>
              <Table.Td style={{ whiteSpace: "nowrap" }}>{planOf(region)}</Table.Td>
              <Table.Td ta="right">{region.activeMembers}</Table.Td>
              <Table.Td>
                {region.administrators.length === 0 ? (
                  noValue
                ) : (
                  <Stack gap={2}>
                    {region.administrators.map((admin) => (
                      <Anchor key={admin.memberId} component={Link} to={`/office/members/${admin.memberId}`}>
                        {`${admin.name} (no. ${admin.memberNo})`}
                      </Anchor>
                    ))}
                  </Stack>
                )}
              </Table.Td>
              {onChange ? (
                <Table.Td>
                  <Button variant="outline" size="compact-md" onClick={() => onChange(region)}>
                    Change administrators<VisuallyHidden>{` of ${region.name}`}</VisuallyHidden>
                  </Button>
                </Table.Td>
              ) : null}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

// Issue 14 (every office role): each region with its plan, its active members and its administrators, who see the
// region's reports (spec §6). "Change administrators" (an office administrator's, issue 23) finds members with the
// office's member search.
export function OfficeRegionsPage() {
  const regions = useOfficeRegions();
  const mayAppoint = useOfficePolicy("appointRegionalAdmins");
  const [changing, setChanging] = useState<OfficeRegion | null>(null);

  return (
    <>
      <PageTitle>Regions</PageTitle>
      <Stack gap="md">
        <Text maw={760}>
          A region's administrators see its members and its reports under Regional Administrator in the
          members portal. A change shows the next time they open a page.
        </Text>
        {mayAppoint === false ? (
          <Text maw={760}>Only an office administrator can appoint a region's administrators.</Text>
        ) : null}
        <QueryState query={regions} loading="Loading the regions…" />
        {regions.data && !regions.isError ? (
          regions.data.length === 0 ? (
            <Text>There are no regions.</Text>
          ) : (
            <RegionsTable regions={regions.data} onChange={mayAppoint ? setChanging : undefined} />
          )
        ) : null}
      </Stack>
      <AdministratorsDialog region={changing} onClose={() => setChanging(null)} />
    </>
  );
}
