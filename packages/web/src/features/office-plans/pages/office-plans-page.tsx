import { formatCents } from "@club/domain/money";
import type { OfficeNationalPlan, OfficeRegionalPlan } from "@club/domain/office-plans.schema";
import { Button, Group, Stack, Text, VisuallyHidden } from "@mantine/core";
import { useState } from "react";
import { DataTable } from "../../../components/data-table.tsx";
import { PageTitle } from "../../../components/page-title.tsx";
import { AdministratorsOnly } from "../../../office-kit/administrators-only.tsx";
import { OfficeSection } from "../../../office-kit/office-section.tsx";
import { QueryState } from "../../../office-kit/query-state.tsx";
import { useOfficeNationalPlans, useOfficeRegionalPlans } from "../api/use-office-plans.ts";
import { useOfficeRegions } from "../api/use-office-regions.ts";
import { PlanDialog, type PlanEditing } from "../components/plan-dialog.tsx";

const yesNo = (value: boolean) => (value ? "Yes" : "No");

/** Whether members can choose the plan now; an inactive one stands out. */
function PlanStatus({ active }: { active: boolean }) {
  return active ? <Text>Active</Text> : <Text fw={700}>Inactive</Text>;
}

/** A plan's title over its description. */
function PlanTitle({
  title,
  description,
  bold,
}: {
  title: string;
  description: string | null;
  bold?: boolean;
}) {
  return (
    <>
      <Text fw={bold ? 700 : undefined}>{title}</Text>
      {description ? <Text fz="sm">{description}</Text> : null}
    </>
  );
}

function NationalPlansTable({
  plans,
  onEdit,
}: {
  plans: OfficeNationalPlan[];
  onEdit: (plan: OfficeNationalPlan) => void;
}) {
  return (
    <DataTable
      label="National plans"
      rows={plans}
      rowKey={(plan) => plan.id}
      empty="There are no national plans yet."
      minWidth={860}
      columns={[
        {
          heading: "Plan",
          cell: (plan) => <PlanTitle bold title={plan.title} description={plan.description} />,
        },
        { heading: "Price", align: "right", nowrap: true, cell: (plan) => formatCents(plan.cost) },
        {
          heading: "Associate plan",
          cell: (plan) => `${plan.associatePlanTitle}: ${formatCents(plan.associatePlanCost)}`,
        },
        { heading: "Lifetime", cell: (plan) => yesNo(plan.lifelong) },
        { heading: "Offered online", cell: (plan) => yesNo(plan.offeredOnline) },
        { heading: "Status", cell: (plan) => <PlanStatus active={plan.active} /> },
        { heading: "Members", align: "right", cell: (plan) => plan.members },
        {
          heading: "Actions",
          headingHidden: true,
          cell: (plan) => (
            <Button variant="outline" size="compact-md" onClick={() => onEdit(plan)}>
              Edit<VisuallyHidden>{` ${plan.title}`}</VisuallyHidden>
            </Button>
          ),
        },
      ]}
    />
  );
}

function RegionalPlansTable({
  plans,
  onEdit,
}: {
  plans: OfficeRegionalPlan[];
  onEdit: (plan: OfficeRegionalPlan) => void;
}) {
  return (
    <DataTable
      label="Regional plans"
      rows={plans}
      rowKey={(plan) => plan.id}
      empty="There are no regional plans yet."
      minWidth={760}
      columns={[
        { heading: "Region", cell: (plan) => <Text>{`${plan.regionName} (${plan.regionCode})`}</Text> },
        { heading: "Plan", cell: (plan) => <PlanTitle title={plan.title} description={plan.description} /> },
        { heading: "Price", align: "right", nowrap: true, cell: (plan) => formatCents(plan.cost) },
        {
          heading: "Associate price",
          align: "right",
          nowrap: true,
          cell: (plan) => formatCents(plan.associateCost),
        },
        { heading: "Status", cell: (plan) => <PlanStatus active={plan.active} /> },
        { heading: "Members", align: "right", cell: (plan) => plan.members },
        {
          heading: "Actions",
          headingHidden: true,
          cell: (plan) => (
            <Button variant="outline" size="compact-md" onClick={() => onEdit(plan)}>
              Edit<VisuallyHidden>{` ${plan.regionName} plan`}</VisuallyHidden>
            </Button>
          ),
        },
      ]}
    />
  );
}

// Issue 14 (office administrators): the national and regional plans with their prices, each changed in a dialog
// (dollars typed, cents sent) that says a new price applies only to invoices created from then on.
export function OfficePlansPage() {
  return (
    <AdministratorsOnly
      action="managePlans"
      title="Plans and prices"
      reason="Only an office administrator can change the plans and their prices."
    >
      <PlansAndPrices />
    </AdministratorsOnly>
  );
}

function PlansAndPrices() {
  const national = useOfficeNationalPlans();
  const regional = useOfficeRegionalPlans();
  const regions = useOfficeRegions();
  const [editing, setEditing] = useState<PlanEditing | null>(null);
  const regionsWithoutPlan = (regions.data ?? [])
    .filter((region) => region.plan === null)
    .map(({ code, name }) => ({ code, name }));

  return (
    <>
      <PageTitle>Plans and prices</PageTitle>
      <Stack gap="md">
        <Text maw={760}>
          Prices are in dollars. A new price applies to invoices created after you save it: invoices already
          open or paid keep the price they were made with. An inactive plan is offered to nobody, but the
          members on it keep it.
        </Text>
        <OfficeSection title="National plans">
          <Stack gap="sm">
            <Group>
              <Button onClick={() => setEditing({ kind: "national", plan: null })}>
                Add a national plan
              </Button>
            </Group>
            <QueryState query={national} loading="Loading the national plans…" />
            {national.data && !national.isError ? (
              <NationalPlansTable
                plans={national.data}
                onEdit={(plan) => setEditing({ kind: "national", plan })}
              />
            ) : null}
          </Stack>
        </OfficeSection>
        <OfficeSection title="Regional plans">
          <Stack gap="sm">
            {regionsWithoutPlan.length > 0 ? (
              <Group>
                <Button onClick={() => setEditing({ kind: "regional", plan: null, regionsWithoutPlan })}>
                  Add a regional plan
                </Button>
              </Group>
            ) : null}
            <QueryState query={regional} loading="Loading the regional plans…" />
            {regional.data && !regional.isError ? (
              <RegionalPlansTable
                plans={regional.data}
                onEdit={(plan) => setEditing({ kind: "regional", plan, regionsWithoutPlan })}
              />
            ) : null}
          </Stack>
        </OfficeSection>
      </Stack>
      <PlanDialog editing={editing} onClose={() => setEditing(null)} />
    </>
  );
}
