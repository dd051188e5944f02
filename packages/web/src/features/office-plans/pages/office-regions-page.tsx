import { formatCents } from "@club/domain/money";
import type { OfficeRegion } from "@club/domain/office-regions.schema";
import { Anchor, Button, Stack, Text, VisuallyHidden } from "@mantine/core";
import { useState } from "react";
import { Link } from "react-router";
import { DataTable } from "../../../components/data-table.tsx";
import { PageTitle } from "../../../components/page-title.tsx";
import { noValue } from "../../../office-kit/office-format.ts";
import { QueryState } from "../../../office-kit/query-state.tsx";
import { useOfficePolicy } from "../../../office-kit/use-office-session.ts";
import { useOfficeRegions } from "../api/use-office-regions.ts";
import type { TermsHolder } from "../api/use-officer-terms.ts";
import { AdministratorsDialog } from "../components/administrators-dialog.tsx";
import { OfficerTermsDialog } from "../components/officer-terms-dialog.tsx";
import { ZonesSection } from "../components/zones-section.tsx";

function planOf(region: OfficeRegion) {
  if (!region.plan) return "No plan";
  const price = formatCents(region.plan.cost);
  return region.plan.active ? price : `${price} (inactive)`;
}

/** The regions; `onChange`, given only where the session may appoint administrators, adds a button to each. */
function RegionsTable({
  regions,
  onChange,
  onOfficers,
}: {
  regions: OfficeRegion[];
  onChange?: (region: OfficeRegion) => void;
  onOfficers: (region: OfficeRegion) => void;
}) {
  return (
    <DataTable
      label="Regions"
      rows={regions}
      rowKey={(region) => region.code}
      empty="There are no regions."
      minWidth={720}
      columns={[
        {
          heading: "Region",
          cell: (region) => (
            <>
              <Text fw={700}>{region.name}</Text>
              <Text fz="sm">{region.code}</Text>
            </>
          ),
        },
        { heading: "Yearly price", nowrap: true, cell: planOf },
        { heading: "Active members", align: "right", cell: (region) => region.activeMembers },
        {
          heading: "Administrators",
          cell: (region) =>
            region.administrators.length === 0 ? (
              noValue
            ) : (
              <Stack gap={2}>
                {region.administrators.map((admin) => (
                  <Anchor key={admin.memberId} component={Link} to={`/office/members/${admin.memberId}`}>
                    {`${admin.name} (no. ${admin.memberNo})`}
                  </Anchor>
                ))}
              </Stack>
            ),
        },
        {
          heading: "Actions",
          headingHidden: true,
          cell: (region) => (
            <Stack gap={6} align="flex-start">
              <Button variant="outline" size="compact-md" onClick={() => onOfficers(region)}>
                Officers<VisuallyHidden>{` of ${region.name}`}</VisuallyHidden>
              </Button>
              <Button
                component={Link}
                to={`/office/regions/${region.code}/statement`}
                variant="outline"
                size="compact-md"
              >
                Statement<VisuallyHidden>{` of ${region.name}`}</VisuallyHidden>
              </Button>
              {onChange ? (
                <Button variant="outline" size="compact-md" onClick={() => onChange(region)}>
                  Change administrators<VisuallyHidden>{` of ${region.name}`}</VisuallyHidden>
                </Button>
              ) : null}
            </Stack>
          ),
        },
      ]}
    />
  );
}

// Issue 14 (every office role): each region with its plan, its active members and its administrators, who see the
// region's reports (spec §6). "Change administrators" (an office administrator's, issue 23) finds members with the
// office's member search.
export function OfficeRegionsPage() {
  const regions = useOfficeRegions();
  const mayAppoint = useOfficePolicy("appointRegionalAdmins");
  const [changing, setChanging] = useState<OfficeRegion | null>(null);
  const [officers, setOfficers] = useState<TermsHolder | null>(null);

  return (
    <>
      <PageTitle>Regions</PageTitle>
      <Stack gap="md">
        <Text maw={760}>
          A region's officers and administrators see its members and its reports under Regional Administrator
          in the members portal, for the days of their terms. A change shows the next time they open a page.
        </Text>
        {mayAppoint === false ? (
          <Text maw={760}>Only an office administrator can appoint a region's administrators.</Text>
        ) : null}
        <QueryState query={regions} loading="Loading the regions…" />
        {regions.data && !regions.isError ? (
          <RegionsTable
            regions={regions.data}
            onChange={mayAppoint ? setChanging : undefined}
            onOfficers={(region) => setOfficers({ kind: "region", code: region.code, name: region.name })}
          />
        ) : null}
        {regions.data && !regions.isError ? (
          <ZonesSection
            regions={regions.data}
            mayChange={mayAppoint === true}
            onOfficers={(zone) => setOfficers({ kind: "zone", id: zone.id, name: zone.name })}
          />
        ) : null}
      </Stack>
      <AdministratorsDialog region={changing} onClose={() => setChanging(null)} />
      <OfficerTermsDialog
        holder={officers}
        mayChange={mayAppoint === true}
        onClose={() => setOfficers(null)}
      />
    </>
  );
}
