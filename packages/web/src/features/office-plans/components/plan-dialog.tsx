import { formatCents } from "@club/domain/money";
import {
  nationalPlanInputSchema,
  nationalPlanUpdateSchema,
  type OfficeNationalPlan,
  type OfficeRegionalPlan,
  regionalPlanInputSchema,
  regionalPlanUpdateSchema,
} from "@club/domain/office-plans.schema";
import { Button, Checkbox, Group, List, Modal, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useMemo, useRef, useState } from "react";
import { Controller, type UseFormReturn, useForm } from "react-hook-form";
import { ControlledSelect } from "../../../components/controlled-fields.tsx";
import { ErrorLines } from "../../../components/error-lines.tsx";
import { FormActions } from "../../../components/form-actions.tsx";
import { bodyResolver } from "../../../office-kit/body-resolver.ts";
import { centsToDollarsText, dollarsToCents } from "../../../office-kit/dollars.ts";
import { showServerErrors } from "../../../office-kit/server-errors.ts";
import { useTwoStepDialog } from "../../../office-kit/use-two-step-dialog.ts";
import {
  useAddNationalPlan,
  useAddRegionalPlan,
  useEditNationalPlan,
  useEditRegionalPlan,
} from "../api/use-office-plans.ts";

/** What the dialog works on: a plan to change, or a new one (a regional one for a region without a plan). */
export type PlanEditing =
  | { kind: "national"; plan: OfficeNationalPlan | null }
  | {
      kind: "regional";
      plan: OfficeRegionalPlan | null;
      regionsWithoutPlan: { code: string; name: string }[];
    };

/** The form's values: amounts in dollars as typed; the body sends cents. */
export interface PlanValues {
  regionCode: string;
  title: string;
  description: string;
  cost: string;
  associatePlanTitle: string;
  associatePlanCost: string;
  associateCost: string;
  lifelong: boolean;
  offeredOnline: boolean;
  active: boolean;
}

const moneyFields = ["cost", "associatePlanCost", "associateCost"] as const;
const formFields = [
  "regionCode",
  "title",
  "description",
  "cost",
  "associatePlanTitle",
  "associatePlanCost",
  "associateCost",
  "lifelong",
  "offeredOnline",
  "active",
];

/** The words each field of a plan is shown with, in the form and in the question before saving. */
export const planFieldLabels: Record<string, string> = {
  regionCode: "Region",
  title: "Title",
  description: "Description",
  cost: "Price",
  associatePlanTitle: "Associate plan title",
  associatePlanCost: "Associate price",
  associateCost: "Associate price",
  lifelong: "Lifetime plan",
  offeredOnline: "Offered online",
  active: "Active",
};

const dollarsMessage = "Enter the amount in dollars, for example 80.00";

/** A new plan's form: offered online and active unless unticked. */
const blank: PlanValues = {
  regionCode: "",
  title: "",
  description: "",
  cost: "",
  associatePlanTitle: "",
  associatePlanCost: "",
  associateCost: "",
  lifelong: false,
  offeredOnline: true,
  active: true,
};

function valuesOf(editing: PlanEditing | null): PlanValues {
  if (!editing) return blank;
  if (editing.kind === "national" && editing.plan) {
    const { plan } = editing;
    return {
      ...blank,
      title: plan.title,
      description: plan.description,
      cost: centsToDollarsText(plan.cost),
      associatePlanTitle: plan.associatePlanTitle,
      associatePlanCost: centsToDollarsText(plan.associatePlanCost),
      lifelong: plan.lifelong,
      offeredOnline: plan.offeredOnline,
      active: plan.active,
    };
  }
  if (editing.kind === "regional" && editing.plan) {
    const { plan } = editing;
    return {
      ...blank,
      regionCode: plan.regionCode,
      title: plan.title,
      description: plan.description,
      cost: centsToDollarsText(plan.cost),
      associateCost: centsToDollarsText(plan.associateCost),
      active: plan.active,
    };
  }
  return blank;
}

/** Cents of an amount typed in dollars; NaN (refused by the schema) for what is not one. */
const cents = (text: string) => dollarsToCents(text) ?? Number.NaN;

/** The whole plan as a POST would send it. */
function fullBody(kind: PlanEditing["kind"], values: PlanValues): Record<string, unknown> {
  const common = {
    title: values.title.trim(),
    description: values.description.trim(),
    cost: cents(values.cost),
    active: values.active,
  };
  return kind === "national"
    ? {
        ...common,
        associatePlanTitle: values.associatePlanTitle.trim(),
        associatePlanCost: cents(values.associatePlanCost),
        lifelong: values.lifelong,
        offeredOnline: values.offeredOnline,
      }
    : { regionCode: values.regionCode, ...common, associateCost: cents(values.associateCost) };
}

/**
 * The request body: a new plan whole; a changed one only with the fields whose values differ (PUT keeps the
 * others), never its region.
 */
export function planBody(editing: PlanEditing, values: PlanValues): Record<string, unknown> {
  const body = fullBody(editing.kind, values);
  if (!editing.plan) return body;
  const plan = editing.plan as unknown as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(body).filter(([key, value]) => key !== "regionCode" && plan[key] !== value),
  );
}

function readable(value: unknown): string {
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (typeof value === "number") return formatCents(value);
  if (value === "") return "(empty)";
  return String(value);
}

/** The lines of the question: "Price: $80.00 → $85.00" for a change, "Price: $80.00" for a new plan. */
function changeLines(editing: PlanEditing, body: Record<string, unknown>): string[] {
  const plan = editing.plan as unknown as Record<string, unknown> | null;
  return Object.entries(body).map(([field, value]) => {
    const label = planFieldLabels[field] ?? field;
    return plan ? `${label}: ${readable(plan[field])} → ${readable(value)}` : `${label}: ${readable(value)}`;
  });
}

interface PlanDialogProps {
  /** The plan to change or add; null keeps the dialog closed. */
  editing: PlanEditing | null;
  onClose: () => void;
}

/**
 * A national or regional plan, added or changed (issue 14): prices typed in dollars and sent in cents, then a
 * second step that lists the changes and says that a new price applies to invoices created from now on, never to
 * open or paid ones.
 */
export function PlanDialog({ editing, onClose }: PlanDialogProps) {
  const kind = editing?.kind ?? "national";
  const adding = editing !== null && editing.plan === null;
  // The resolver reads the plan on screen now.
  const editingRef = useRef(editing);
  editingRef.current = editing;
  const resolver = useMemo(
    () =>
      bodyResolver(
        kind === "national"
          ? adding
            ? nationalPlanInputSchema
            : nationalPlanUpdateSchema
          : adding
            ? regionalPlanInputSchema
            : regionalPlanUpdateSchema,
        (values: PlanValues) => (editingRef.current ? planBody(editingRef.current, values) : {}),
        {
          precheck: (values: PlanValues): Record<string, string> => {
            const shown =
              kind === "national"
                ? (["cost", "associatePlanCost"] as const)
                : (["cost", "associateCost"] as const);
            return Object.fromEntries(
              shown
                .filter((field) => dollarsToCents(values[field]) === undefined)
                .map((f) => [f, dollarsMessage]),
            );
          },
        },
      ),
    [kind, adding],
  );
  const form = useForm<PlanValues>({ defaultValues: valuesOf(editing), resolver });
  const { errors } = form.formState;
  const addNational = useAddNationalPlan();
  const editNational = useEditNationalPlan();
  const addRegional = useAddRegionalPlan();
  const editRegional = useEditRegionalPlan();
  const write =
    kind === "national" ? (adding ? addNational : editNational) : adding ? addRegional : editRegional;
  const [body, setBody] = useState<Record<string, unknown>>({});
  // Each opening starts afresh from the plan shown.
  const { step, setStep, otherErrors, setOtherErrors, backRef } = useTwoStepDialog(form, editing, valuesOf);

  const pending = write.isPending;
  function close() {
    if (pending) return;
    write.reset();
    onClose();
  }

  const onSubmit = form.handleSubmit((values) => {
    if (!editing) return;
    const next = planBody(editing, values);
    setOtherErrors(undefined);
    if (Object.keys(next).length === 0) {
      setOtherErrors({ base: ["Nothing was changed."] });
      return;
    }
    setBody(next);
    setStep("confirm");
  });

  function confirm() {
    if (!editing) return;
    const onError = (error: unknown) => {
      setStep("form");
      setOtherErrors(showServerErrors(form, error, formFields));
    };
    const onSuccess = () => {
      notifications.show({
        color: "green",
        message: adding ? "The plan was added." : "The plan was saved.",
      });
      write.reset();
      onClose();
    };
    // Each write has its own body type; the resolver has checked the body against its schema.
    if (editing.kind === "national" && editing.plan)
      editNational.mutate(
        { id: editing.plan.id, ...nationalPlanUpdateSchema.parse(body) },
        { onSuccess, onError },
      );
    else if (editing.kind === "regional" && editing.plan)
      editRegional.mutate(
        { id: editing.plan.id, ...regionalPlanUpdateSchema.parse(body) },
        { onSuccess, onError },
      );
    else if (editing.kind === "national")
      addNational.mutate(nationalPlanInputSchema.parse(body), { onSuccess, onError });
    else addRegional.mutate(regionalPlanInputSchema.parse(body), { onSuccess, onError });
  }

  const title = `${adding ? "Add" : "Change"} a ${kind} plan`;
  const plan = editing?.plan ?? null;
  const priceChanges = moneyFields.some((field) => field in body);
  const deactivates = body.active === false && plan !== null;
  const regionOptions =
    editing?.kind === "regional"
      ? [
          { label: "Select a region", value: "" },
          ...editing.regionsWithoutPlan.map((region) => ({
            label: `${region.name} (${region.code})`,
            value: region.code,
          })),
        ]
      : [];

  return (
    <Modal opened={editing !== null} onClose={close} title={title} size="lg" closeOnEscape={!pending}>
      {editing ? (
        step === "form" ? (
          <form onSubmit={onSubmit} noValidate aria-label={title}>
            <Stack gap="sm">
              {editing.kind === "regional" && adding ? (
                <ControlledSelect
                  control={form.control}
                  name="regionCode"
                  label="Region"
                  required
                  data={regionOptions}
                />
              ) : null}
              {editing.kind === "regional" && editing.plan ? (
                <Text>{`Region: ${editing.plan.regionName} (${editing.plan.regionCode})`}</Text>
              ) : null}
              <TextInput
                label="Title"
                required
                error={errors.title?.message}
                data-autofocus
                {...form.register("title")}
              />
              <Textarea
                label="Description"
                description="What the plan gives, as members read it when they join."
                rows={3}
                error={errors.description?.message}
                {...form.register("description")}
              />
              <TextInput
                label="Price (dollars)"
                description="A year of membership (the whole price of a lifetime plan)."
                required
                inputMode="decimal"
                leftSection="$"
                error={errors.cost?.message}
                {...form.register("cost")}
              />
              {editing.kind === "national" ? (
                <>
                  <TextInput
                    label="Associate plan title"
                    required
                    error={errors.associatePlanTitle?.message}
                    {...form.register("associatePlanTitle")}
                  />
                  <TextInput
                    label="Associate price (dollars)"
                    required
                    inputMode="decimal"
                    leftSection="$"
                    error={errors.associatePlanCost?.message}
                    {...form.register("associatePlanCost")}
                  />
                </>
              ) : (
                <TextInput
                  label="Associate price (dollars)"
                  description="For the member's associate in this region."
                  required
                  inputMode="decimal"
                  leftSection="$"
                  error={errors.associateCost?.message}
                  {...form.register("associateCost")}
                />
              )}
              {editing.kind === "national" ? (
                <>
                  <PlanCheckbox form={form} name="lifelong" label="Lifetime plan: dues never expire" />
                  <PlanCheckbox
                    form={form}
                    name="offeredOnline"
                    label="Offered online: members can choose it when they join or renew"
                  />
                </>
              ) : null}
              <PlanCheckbox
                form={form}
                name="active"
                label="Active: when not, nobody can choose it, but the members on it keep it"
              />
              <ErrorLines errors={otherErrors} labels={planFieldLabels} />
              <FormActions onCancel={close} />
            </Stack>
          </form>
        ) : (
          <Stack gap="sm">
            <Text fw={700}>
              {adding ? "Add this plan?" : `Save these changes to ${plan?.title ?? "the plan"}?`}
            </Text>
            <List spacing={4}>
              {changeLines(editing, body).map((line) => (
                <List.Item key={line}>{line}</List.Item>
              ))}
            </List>
            {priceChanges ? (
              <Text fw={700}>
                A new price applies to invoices created from now on. Invoices already open or paid keep the
                price they were made with.
              </Text>
            ) : null}
            {deactivates ? (
              <Text>{`Nobody can choose this plan any more when joining or renewing. The ${plan?.members ?? 0} members on it keep it.`}</Text>
            ) : null}
            <Group justify="flex-end" gap="sm">
              <Button ref={backRef} variant="outline" onClick={() => setStep("form")} disabled={pending}>
                Back
              </Button>
              <Button onClick={confirm} loading={pending}>
                {adding ? "Add the plan" : "Save the plan"}
              </Button>
            </Group>
          </Stack>
        )
      ) : null}
    </Modal>
  );
}

function PlanCheckbox({
  form,
  name,
  label,
}: {
  form: UseFormReturn<PlanValues>;
  name: "lifelong" | "offeredOnline" | "active";
  label: string;
}) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Checkbox
          label={label}
          name={field.name}
          ref={field.ref}
          checked={field.value}
          onBlur={field.onBlur}
          onChange={(event) => field.onChange(event.currentTarget.checked)}
        />
      )}
    />
  );
}
