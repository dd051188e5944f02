import { formatCents } from "@club/domain/money";
import type { OfficeNationalPlan, OfficeRegionalPlan } from "@club/domain/office-plans.schema";
import { Button, Group, Stack, Table, Text, VisuallyHidden } from "@mantine/core";
import { useState } from "react";
import { PageTitle } from "../../../components/page-title.tsx";
import { useOfficeNationalPlans, useOfficeRegionalPlans } from "../api/use-office-plans.ts";
import { useOfficeRegions } from "../api/use-office-regions.ts";
import { AdministratorsOnly } from "../components/administrators-only.tsx";
import { OfficeSection } from "../components/office-section.tsx";
import { PlanDialog, type PlanEditing } from "../components/plans/plan-dialog.tsx";
import { QueryState } from "../components/query-state.tsx";

const yesNo = (value: boolean) => (value ? "Yes" : "No");

/** Whether members can choose the plan now; an inactive one stands out. */
function PlanStatus({ active }: { active: boolean }) {
  return active ? <Text>Active</Text> : <Text fw={700}>Inactive</Text>;
}

function NationalPlansTable({
  plans,
  onEdit,
}: {
  plans: OfficeNationalPlan[];
  onEdit: (plan: OfficeNationalPlan) => void;
}) {
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table striped verticalSpacing={6} horizontalSpacing="xs" aria-label="National plans">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Plan</Table.Th>
            <Table.Th scope="col" ta="right">
              Price
            </Table.Th>
            <Table.Th scope="col">Associate plan</Table.Th>
            <Table.Th scope="col">Lifetime</Table.Th>
            <Table.Th scope="col">Offered online</Table.Th>
            <Table.Th scope="col">Status</Table.Th>
            <Table.Th scope="col" ta="right">
              Members
            </Table.Th>
            <Table.Th scope="col">
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {plans.map((plan) => (
            <Table.Tr key={plan.id}>
              <Table.Td>
                <Text fw={700}>{plan.title}</Text>
                {plan.description ? <Text fz="sm">{plan.description}</Text> : null}
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: "nowrap" }}>
                {formatCents(plan.cost)}
              </Table.Td>
              <Table.Td>{`${plan.associatePlanTitle}: ${formatCents(plan.associatePlanCost)}`}</Table.Td>
              <Table.Td>{yesNo(plan.lifelong)}</Table.Td>
              <Table.Td>{yesNo(plan.offeredOnline)}</Table.Td>
              <Table.Td>
                <PlanStatus active={plan.active} />
              </Table.Td>
              <Table.Td ta="right">{plan.members}</Table.Td>
              <Table.Td>
                <Button variant="outline" size="compact-md" onClick={() => onEdit(plan)}>
                  Edit<VisuallyHidden>{` ${plan.title}`}</VisuallyHidden>
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
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
    <Table.ScrollContainer minWidth={760}>
      <Table striped verticalSpacing={6} horizontalSpacing="xs" aria-label="Regional plans">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Region</Table.Th>
            <Table.Th scope="col">Plan</Table.Th>
            <Table.Th scope="col" ta="right">
              Price
            </Table.Th>
            <Table.Th scope="col" ta="right">
              Associate price
            </Table.Th>
            <Table.Th scope="col">Status</Table.Th>
            <Table.Th scope="col" ta="right">
              Members
            </Table.Th>
            <Table.Th scope="col">
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {plans.map((plan) => (
            <Table.Tr key={plan.id}>
              <Table.Td>
                <Text>{`${plan.regionName} (${plan.regionCode})`}</Text>
              </Table.Td>
              <Table.Td>
                <Text>{plan.title}</Text>
                {plan.description ? <Text fz="sm">{plan.description}</Text> : null}
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: "nowrap" }}>
                {formatCents(plan.cost)}
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: "nowrap" }}>
                {formatCents(plan.associateCost)}
              </Table.Td>
              <Table.Td>
                <PlanStatus active={plan.active} />
              </Table.Td>
              <Table.Td ta="right">{plan.members}</Table.Td>
              <Table.Td>
                <Button variant="outline" size="compact-md" onClick={() => onEdit(plan)}>
                  Edit<VisuallyHidden>{` ${plan.regionName} plan`}</VisuallyHidden>
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
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
              national.data.length === 0 ? (
                <Text>There are no national plans yet.</Text>
              ) : (
                <NationalPlansTable
                  plans={national.data}
                  onEdit={(plan) => setEditing({ kind: "national", plan })}
                />
              )
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
              regional.data.length === 0 ? (
                <Text>There are no regional plans yet.</Text>
              ) : (
                <RegionalPlansTable
                  plans={regional.data}
                  onEdit={(plan) => setEditing({ kind: "regional", plan, regionsWithoutPlan })}
                />
              )
            ) : null}
          </Stack>
        </OfficeSection>
      </Stack>
      <PlanDialog editing={editing} onClose={() => setEditing(null)} />
    </>
  );
}
