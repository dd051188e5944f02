import { fullName } from "@club/domain/member-name.rules";
import {
  membershipActionInputSchema,
  type OfficeMemberRecord,
  officeMessages,
} from "@club/domain/office.schema";
import { Button, Group, Stack, Text, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import type { FieldErrors } from "../../../../api/api-error.ts";
import { useNationalPlans } from "../../../../api/use-national-plans.ts";
import { ControlledSelect } from "../../../../components/controlled-fields.tsx";
import { ErrorLines } from "../../../../components/error-lines.tsx";
import { LoadFailure } from "../../../../components/load-failure.tsx";
import { bodyResolver } from "../../../../office-kit/body-resolver.ts";
import { ConfirmDialog } from "../../../../office-kit/confirm-dialog.tsx";
import { formatDay } from "../../../../office-kit/office-format.ts";
import { showServerErrors } from "../../../../office-kit/server-errors.ts";
import { type MembershipActionInput, useMembershipAction } from "../../api/member-writes.ts";

export type MembershipActionName = MembershipActionInput["action"];

interface ActionValues {
  nationalPlan: string;
  duesExpire: string;
  on: string;
  reason: string;
}

const emptyValues: ActionValues = { nationalPlan: "", duesExpire: "", on: "", reason: "" };
const formFields = ["nationalPlan", "duesExpire", "on", "reason"];

export const membershipActionTitles: Record<MembershipActionName, string> = {
  change_plan: "Change plan",
  make_lifetime: "Make lifetime",
  set_dues_expire: "Set dues expiry",
  complimentary_year: "Complimentary year",
  mark_deceased: "Mark deceased",
  mark_resigned: "Mark resigned",
};

const successMessages: Record<MembershipActionName, string> = {
  change_plan: "The national plan was changed.",
  make_lifetime: "The member is now a lifetime member.",
  set_dues_expire: "The dues expiry was set.",
  complimentary_year: "The complimentary year was given.",
  mark_deceased: "The member was marked deceased.",
  mark_resigned: "The member was marked resigned.",
};

/** The POST body: the action, its own fields (blank ones left out) and the reason. */
function toActionBody(action: MembershipActionName, values: ActionValues): Record<string, unknown> {
  const plan = values.nationalPlan ? Number(values.nationalPlan) : undefined;
  const body: Record<string, unknown> = { action, reason: values.reason.trim() };
  if (action === "change_plan" || action === "complimentary_year") body.nationalPlan = plan;
  if (action === "set_dues_expire") body.duesExpire = values.duesExpire.trim();
  if ((action === "mark_deceased" || action === "mark_resigned") && values.on.trim())
    body.on = values.on.trim();
  return body;
}

interface MembershipActionFormProps {
  action: MembershipActionName;
  record: OfficeMemberRecord;
}

/**
 * One change of the membership (issue 13): its own fields, a required reason, a question that says what will
 * happen, then the change; the record on screen is replaced with the server's reply.
 */
export function MembershipActionForm({ action, record }: MembershipActionFormProps) {
  const name = fullName(record.profile);
  const membership = record.nationalMembership;
  const needsPlan = action === "change_plan" || (action === "complimentary_year" && membership === null);
  const withPlan = action === "change_plan" || action === "complimentary_year";
  const plans = useNationalPlans();
  const write = useMembershipAction(record.profile.id);
  const resolver = useMemo(
    () =>
      bodyResolver(membershipActionInputSchema, (values: ActionValues) => toActionBody(action, values), {
        precheck: (values): Record<string, string> =>
          needsPlan && !values.nationalPlan ? { nationalPlan: officeMessages.planRequired } : {},
      }),
    [action, needsPlan],
  );
  const form = useForm<ActionValues>({ defaultValues: emptyValues, resolver });
  const { errors } = form.formState;
  const [confirming, setConfirming] = useState(false);
  const [otherErrors, setOtherErrors] = useState<FieldErrors | undefined>();

  const planTitle = (id: string) => plans.data?.find((plan) => String(plan.id) === id)?.title ?? `plan ${id}`;
  const planOptions = [
    { label: needsPlan ? "Select a plan" : "The member's current plan", value: "" },
    ...(plans.data ?? []).map((plan) => ({ label: plan.title, value: String(plan.id) })),
  ];

  function question(values: ActionValues): string {
    const on = values.on.trim();
    switch (action) {
      case "change_plan":
        return `Change the national plan of ${name} from ${membership?.planTitle ?? "none"} to ${planTitle(values.nationalPlan)}?`;
      case "make_lifetime":
        return `Make ${name} a lifetime member? Their dues will no longer expire.`;
      case "set_dues_expire":
        return `Set the dues expiry of ${name} from ${formatDay(membership?.duesExpire)} to ${values.duesExpire.trim()}?`;
      case "complimentary_year":
        return values.nationalPlan
          ? `Give ${name} a complimentary year of ${planTitle(values.nationalPlan)}, without payment?`
          : `Give ${name} a complimentary year of their current plan, without payment?`;
      case "mark_deceased":
        return `Mark ${name} as deceased${on ? ` on ${on}` : ""}? No more reminders go to them, and they leave the directory.`;
      case "mark_resigned":
        return `Mark ${name} as resigned${on ? ` on ${on}` : ""}? No more reminders go to them, and they leave the directory.`;
    }
  }

  const onSubmit = form.handleSubmit(() => {
    setOtherErrors(undefined);
    setConfirming(true);
  });

  function confirm() {
    write.mutate(toActionBody(action, form.getValues()) as MembershipActionInput, {
      onSuccess: () => {
        setConfirming(false);
        form.reset(emptyValues);
        notifications.show({ color: "green", message: successMessages[action] });
      },
      onError: (error) => {
        setConfirming(false);
        setOtherErrors(showServerErrors(form, error, formFields));
      },
    });
  }

  const title = membershipActionTitles[action];
  return (
    <form onSubmit={onSubmit} noValidate aria-label={title}>
      <Stack gap="sm" maw={640}>
        {withPlan ? (
          <>
            <ControlledSelect
              control={form.control}
              name="nationalPlan"
              label={action === "change_plan" ? "New national plan" : "National plan"}
              required={needsPlan}
              data={planOptions}
            />
            {plans.isError ? <LoadFailure what="plans" onRetry={() => void plans.refetch()} /> : null}
          </>
        ) : null}
        {action === "set_dues_expire" ? (
          <TextInput
            label="New dues expiry"
            type="date"
            required
            error={errors.duesExpire?.message}
            {...form.register("duesExpire")}
          />
        ) : null}
        {action === "mark_deceased" || action === "mark_resigned" ? (
          <TextInput
            label={action === "mark_deceased" ? "Date of death (optional)" : "Date resigned (optional)"}
            description="Leave empty for today"
            type="date"
            error={errors.on?.message}
            {...form.register("on")}
          />
        ) : null}
        <TextInput label="Reason" required error={errors.reason?.message} {...form.register("reason")} />
        <ErrorLines errors={otherErrors} />
        <Group>
          <Button type="submit" loading={write.isPending}>
            {title}
          </Button>
        </Group>
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title={`${title}?`}
        confirmLabel={title}
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
        pending={write.isPending}
        danger={action === "mark_deceased" || action === "mark_resigned"}
      >
        <Text>{question(form.getValues())}</Text>
        <Text>{`Reason: ${form.getValues().reason.trim()}`}</Text>
      </ConfirmDialog>
    </form>
  );
}
