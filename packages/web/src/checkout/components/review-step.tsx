import type { CheckoutItem } from "@club/domain/checkout.rules";
import { Button, Group, Stack, Text, Title } from "@mantine/core";
import { type FormEvent, type MouseEvent, type ReactNode, useEffect, useId, useRef } from "react";
import { errorsOf } from "../../api/api-error.ts";
import { useNationalPlans } from "../../api/use-national-plans.ts";
import { useRegionalPlans } from "../../api/use-regional-plans.ts";
import { ErrorLines } from "../../components/error-lines.tsx";
import { InvoiceTable } from "../../components/invoice-table.tsx";
import { LoadFailure } from "../../components/load-failure.tsx";
import { LoadingState } from "../../components/loading-state.tsx";
import { useSiteConfig } from "../../lib/site-config-context.tsx";
import { type ChosenRegion, checkoutFor, chosenRegions } from "../wizard/checkout-for.ts";
import { stepsOfErrors } from "../wizard/steps-of-errors.ts";
import type { SelectionsData, StepNumber } from "../wizard/wizard-state.ts";
import { WizardButtons } from "./wizard-buttons.tsx";

/** What Checkout does the first time: the join creates the member, the renewal saves the renewal. */
export interface CheckoutAction {
  /** Sends the selections; on success calls back with the invoice to pay. */
  start: (onCreated: (orderId: string) => void) => void;
  isPending: boolean;
  error: unknown;
}

interface ReviewStepProps {
  data: SelectionsData;
  /** Who is joining or renewing, above the selections. */
  summary: ReactNode;
  /** Set once the order was created: Checkout then reopens that invoice's payment. */
  orderId: string | null;
  checkout: CheckoutAction;
  /** The wizard's step names, for the "Go back to …" buttons after a server error. */
  stepNames: readonly string[];
  /** Which step asks for each field the server may name. */
  stepByField: Record<string, StepNumber>;
  /** Friendly field names for the server's errors (spec §8). */
  errorLabels: Record<string, string>;
  /** Said once the order exists and only its payment is left. */
  receivedText: string;
  /** The wizard's own questions after the selections, sent with the order (the join's privacy choices). */
  questions?: ReactNode;
  onBack: () => void;
  onGoToStep: (step: StepNumber) => void;
  onRemoveRegion: (regionalId: number) => void;
  onRemoveRegionAssociate: (regionalId: number) => void;
  onOrderCreated: (orderId: string) => void;
  onOpenPayment: () => void;
}

// spec §2, §4, §9: step 7; every item with its price as the server will charge it, the fee (3% unless the office
// set another), the total.
export function ReviewStep(props: ReviewStepProps) {
  const { data, orderId } = props;
  const idPrefix = useId();
  const nationalPlans = useNationalPlans();
  const regionalPlans = useRegionalPlans();
  const regions = chosenRegions(data, regionalPlans.data ?? []);
  const { convenienceFeePercent } = useSiteConfig();
  const checkout = checkoutFor(
    data,
    nationalPlans.data ?? [],
    regionalPlans.data ?? [],
    convenienceFeePercent,
  );
  const serverErrors = errorsOf(props.checkout.error);
  const errorSteps = serverErrors ? stepsOfErrors(serverErrors, props.stepByField) : [];
  const locked = orderId !== null;

  // After a Remove, focus moves on to the next row's Remove (else the one before, else the heading), not the page.
  const selectionsRef = useRef<HTMLElement>(null);
  const selectionsHeadingRef = useRef<HTMLHeadingElement>(null);
  const removedAt = useRef<number | null>(null);
  const removeButtons = () => [
    ...(selectionsRef.current?.querySelectorAll<HTMLButtonElement>("button[data-remove]") ?? []),
  ];
  useEffect(() => {
    const at = removedAt.current;
    if (at === null) return;
    removedAt.current = null;
    const buttons = removeButtons();
    (buttons[at] ?? buttons[at - 1] ?? selectionsHeadingRef.current)?.focus();
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (orderId) {
      props.onOpenPayment();
      return;
    }
    props.checkout.start((createdOrderId) => {
      props.onOrderCreated(createdOrderId);
      props.onOpenPayment();
    });
  }

  // The checkout lists each region's item, then its associate's; pair them with the chosen regions in order.
  let regionIndex = -1;
  const rowRegions = (checkout?.items ?? []).map((item) => {
    if (item.kind === "regional") regionIndex += 1;
    const isRegional = item.kind === "regional" || item.kind === "regional_associate";
    return isRegional ? regions[regionIndex] : undefined;
  });

  function actionFor(item: CheckoutItem, region: ChosenRegion | undefined) {
    if (locked || !region) return null;
    const label =
      item.kind === "regional"
        ? { visible: "Remove", name: `Remove ${region.plan.title}` }
        : { visible: "Remove associate", name: `Remove associate from ${region.plan.title}` };
    const remove =
      item.kind === "regional"
        ? () => props.onRemoveRegion(region.plan.id)
        : () => props.onRemoveRegionAssociate(region.plan.id);
    const onClick = (event: MouseEvent<HTMLButtonElement>) => {
      removedAt.current = removeButtons().indexOf(event.currentTarget);
      remove();
    };
    return (
      // At least 44px tall: a target a finger hits on a phone.
      <Button type="button" variant="outline" mih={44} aria-label={label.name} onClick={onClick} data-remove>
        {label.visible}
      </Button>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="lg">
        <section aria-labelledby={`${idPrefix}-member`}>
          <Title order={3} id={`${idPrefix}-member`} mb="xs">
            Your details
          </Title>
          {props.summary}
        </section>
        <section aria-labelledby={`${idPrefix}-selections`} ref={selectionsRef}>
          <Title order={3} id={`${idPrefix}-selections`} mb="xs" ref={selectionsHeadingRef} tabIndex={-1}>
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
            <InvoiceTable
              items={checkout.items}
              fee={checkout.fee}
              total={checkout.total}
              withHeader
              rowActions={{
                label: "Changes",
                render: (item, index) => actionFor(item, rowRegions[index]),
              }}
            />
          )}
        </section>
        {props.questions}
        {locked && <Text>{props.receivedText}</Text>}
        <ErrorLines errors={serverErrors} labels={props.errorLabels} />
        {errorSteps.length > 0 && (
          <Group gap="sm">
            {errorSteps.map((step) => (
              <Button key={step} type="button" variant="light" onClick={() => props.onGoToStep(step)}>
                {`Go back to ${props.stepNames[step - 1]}`}
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
        primaryLoading={props.checkout.isPending}
      />
    </form>
  );
}
