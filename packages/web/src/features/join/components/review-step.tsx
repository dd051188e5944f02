import type { CheckoutItem } from "@club/domain/checkout.rules";
import { formatCents } from "@club/domain/money";
import { Button, Group, Stack, Table, Text, Title, VisuallyHidden } from "@mantine/core";
import type { FormEvent } from "react";
import { errorsOf } from "../../../api/api-error.ts";
import { ErrorLines } from "../../../components/error-lines.tsx";
import { LoadingState } from "../../../components/loading-state.tsx";
import { useCreateMember } from "../api/use-create-member.ts";
import { useNationalPlans } from "../api/use-national-plans.ts";
import { useRegionalPlans } from "../api/use-regional-plans.ts";
import { type ChosenRegion, checkoutFor, chosenRegions } from "../wizard/checkout-for.ts";
import { joinFieldLabels } from "../wizard/join-field-labels.ts";
import { type JoinStep, type JoinWizardData, joinStepNames } from "../wizard/join-wizard-state.ts";
import { stepsOfErrors } from "../wizard/steps-of-errors.ts";
import { toJoinInput } from "../wizard/to-join-input.ts";
import { LoadFailure } from "./load-failure.tsx";
import { MemberSummary } from "./member-summary.tsx";
import { WizardButtons } from "./wizard-buttons.tsx";

interface ReviewStepProps {
  data: JoinWizardData;
  /** Set once the member was created: Checkout then reopens that invoice's payment. */
  orderId: string | null;
  onBack: () => void;
  onGoToStep: (step: JoinStep) => void;
  onRemoveRegion: (regionalId: number) => void;
  onRemoveRegionAssociate: (regionalId: number) => void;
  onMemberCreated: (orderId: string) => void;
  onOpenPayment: () => void;
}

// spec §2, §4, §9: step 7; every item with its price as the server will charge it, the 3% fee, the total.
export function ReviewStep(props: ReviewStepProps) {
  const { data, orderId } = props;
  const nationalPlans = useNationalPlans();
  const regionalPlans = useRegionalPlans();
  const createMember = useCreateMember();
  const regions = chosenRegions(data, regionalPlans.data ?? []);
  const checkout = checkoutFor(data, nationalPlans.data ?? [], regionalPlans.data ?? []);
  const serverErrors = errorsOf(createMember.error);
  const errorSteps = serverErrors ? stepsOfErrors(serverErrors) : [];
  const locked = orderId !== null;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (orderId) {
      props.onOpenPayment();
      return;
    }
    createMember.mutate(toJoinInput(data), {
      onSuccess: (reply) => {
        props.onMemberCreated(reply.params.orderId);
        props.onOpenPayment();
      },
    });
  }

  // The checkout lists each region's item, then its associate's; pair them with the chosen regions in order.
  let regionIndex = -1;
  const rows = (checkout?.items ?? []).map((item) => {
    if (item.kind === "regional") regionIndex += 1;
    const isRegional = item.kind === "regional" || item.kind === "regional_associate";
    return { item, region: isRegional ? regions[regionIndex] : undefined };
  });

  function actionFor(item: CheckoutItem, region: ChosenRegion | undefined) {
    if (locked || !region) return null;
    const label =
      item.kind === "regional"
        ? { visible: "Remove", name: `Remove ${region.plan.title}` }
        : { visible: "Remove associate", name: `Remove associate from ${region.plan.title}` };
    const onClick =
      item.kind === "regional"
        ? () => props.onRemoveRegion(region.plan.id)
        : () => props.onRemoveRegionAssociate(region.plan.id);
    return (
      <Button type="button" variant="outline" size="compact-md" aria-label={label.name} onClick={onClick}>
        {label.visible}
      </Button>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="lg">
        <section aria-labelledby="join-review-member">
          <Title order={3} id="join-review-member" mb="xs">
            Your details
          </Title>
          <MemberSummary data={data} />
        </section>
        <section aria-labelledby="join-review-selections">
          <Title order={3} id="join-review-selections" mb="xs">
            Your selections
          </Title>
          {(nationalPlans.isPending || regionalPlans.isPending) && (
            <LoadingState label="Loading the prices…" />
          )}
          {nationalPlans.isError && (
            <LoadFailure what="membership plans" onRetry={() => void nationalPlans.refetch()} />
          )}
          {regionalPlans.isError && (
            <LoadFailure what="regional memberships" onRetry={() => void regionalPlans.refetch()} />
          )}
          {checkout && (
            <Table.ScrollContainer minWidth={420}>
              <Table>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">Item</Table.Th>
                    <Table.Th scope="col" ta="right">
                      Amount
                    </Table.Th>
                    <Table.Th scope="col">
                      <VisuallyHidden>Changes</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map(({ item, region }) => (
                    <Table.Tr key={`${item.kind}-${item.description}`}>
                      <Table.Td>{item.description}</Table.Td>
                      <Table.Td ta="right">{formatCents(item.amount)}</Table.Td>
                      <Table.Td>{actionFor(item, region)}</Table.Td>
                    </Table.Tr>
                  ))}
                  <Table.Tr>
                    <Table.Td>Convenience fee (3%)</Table.Td>
                    <Table.Td ta="right">{formatCents(checkout.fee)}</Table.Td>
                    <Table.Td />
                  </Table.Tr>
                </Table.Tbody>
                <Table.Tfoot>
                  <Table.Tr>
                    <Table.Th scope="row">Total</Table.Th>
                    <Table.Td ta="right" fw={700} data-testid="join-total">
                      {formatCents(checkout.total)}
                    </Table.Td>
                    <Table.Td />
                  </Table.Tr>
                </Table.Tfoot>
              </Table>
            </Table.ScrollContainer>
          )}
        </section>
        {locked && <Text>Your membership application has been received. Use Checkout to pay for it.</Text>}
        <ErrorLines errors={serverErrors} labels={joinFieldLabels} />
        {errorSteps.length > 0 && (
          <Group gap="sm">
            {errorSteps.map((step) => (
              <Button key={step} type="button" variant="light" onClick={() => props.onGoToStep(step)}>
                {`Go back to ${joinStepNames[step - 1]}`}
              </Button>
            ))}
          </Group>
        )}
      </Stack>
      <WizardButtons
        onBack={props.onBack}
        backDisabled={locked}
        primaryLabel="Checkout"
        primaryDisabled={!checkout && !locked}
        primaryLoading={createMember.isPending}
      />
    </form>
  );
}
