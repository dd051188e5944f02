import { profileFieldNames, publicationPreferences, seniorCategories } from "@club/domain/member.schema";
import { fullName } from "@club/domain/member-name.rules";
import { type OfficeMemberRecord, officeMemberUpdateSchema } from "@club/domain/office.schema";
import { policyMessages } from "@club/domain/office-policies.schema";
import { Button, Grid, Group, List, NativeSelect, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useEffect, useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import type { FieldErrors } from "../../../../api/api-error.ts";
import { ControlledSelect } from "../../../../components/controlled-fields.tsx";
import { ErrorLines } from "../../../../components/error-lines.tsx";
import { bodyResolver } from "../../../../office-kit/body-resolver.ts";
import { ConfirmDialog } from "../../../../office-kit/confirm-dialog.tsx";
import { formatDay } from "../../../../office-kit/office-format.ts";
import { showServerErrors } from "../../../../office-kit/server-errors.ts";
import { useUpdateMember } from "../../api/member-writes.ts";
import {
  changedProfileFields,
  describeProfileChanges,
  type OfficeProfileValues,
  officeProfileLabels,
  profileToValues,
  toMemberUpdate,
} from "../../form/profile-values.ts";
import { whyNotAllowed } from "../../format/record-refusals.ts";
import { OfficePlaceFields } from "./office-place-fields.tsx";

const publicationOptions = Object.entries(publicationPreferences).map(([value, label]) => ({ value, label }));
const seniorOptions = [{ label: "Not set", value: "" }, ...seniorCategories.map((category) => category)];
const formFields = [...profileFieldNames, "reason"];

/**
 * A new e-mail waits for a code of the actor's authenticator where the record says so (issue 23: an office
 * account's; issue 39: the server's answer, not the web's copy of the rule).
 */
const asksForCode = (record: OfficeMemberRecord, values: OfficeProfileValues) =>
  record.secondFactorFor.includes("changeEmail") &&
  changedProfileFields(values, record.profile).email !== undefined;

/**
 * The member's profile as the office changes it (issue 13): every field, e-mail and publications included. Save
 * lists the changes and asks first; only the changed fields are sent. A refusal keeps what was typed and shows
 * each error at its field. Where the record's policies do not allow a change (issue 23: an office account seen by
 * office staff), the fields are locked and a line says why.
 */
export function ProfileTab({ record }: { record: OfficeMemberRecord }) {
  const { profile } = record;
  const update = useUpdateMember(profile.id);
  const locked = whyNotAllowed(record, "updateMember");
  const emailLocked = locked ? null : whyNotAllowed(record, "changeEmail");
  const resolver = useMemo(
    () =>
      bodyResolver(
        officeMemberUpdateSchema,
        (values: OfficeProfileValues) => toMemberUpdate(values, profile),
        {
          precheck: (values): Record<string, string> =>
            asksForCode(record, values) && !values.twoFactorCode.trim()
              ? { twoFactorCode: policyMessages.emailNeedsSecondFactor }
              : {},
        },
      ),
    [profile, record],
  );
  const form = useForm<OfficeProfileValues>({
    defaultValues: profileToValues(profile),
    resolver,
    mode: "onSubmit",
    disabled: locked !== null,
  });
  const { errors, isDirty } = form.formState;
  const [confirming, setConfirming] = useState(false);
  const [nothingChanged, setNothingChanged] = useState(false);
  const [otherErrors, setOtherErrors] = useState<FieldErrors | undefined>();

  // A record replaced by another write (a payment, a note) shows at once, unless the office is mid-change.
  useEffect(() => {
    if (!form.formState.isDirty) form.reset(profileToValues(profile));
  }, [profile, form]);

  const values = form.watch();
  const changes = describeProfileChanges(values, profile);
  const emailChange = changes.find((change) => change.field === "email");
  const codeAsked = asksForCode(record, values);

  const onSubmit = form.handleSubmit(() => {
    setOtherErrors(undefined);
    const empty = describeProfileChanges(form.getValues(), profile).length === 0;
    setNothingChanged(empty);
    if (!empty) setConfirming(true);
  });

  function save() {
    update.mutate(toMemberUpdate(form.getValues(), profile), {
      onSuccess: (saved) => {
        setConfirming(false);
        form.reset(profileToValues(saved.profile));
        notifications.show({
          color: "green",
          message: `The profile of ${fullName(saved.profile)} was saved.`,
        });
      },
      onError: (error) => {
        setConfirming(false);
        setOtherErrors(
          showServerErrors(form, error, codeAsked ? [...formFields, "twoFactorCode"] : formFields),
        );
      },
    });
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Profile">
      <Stack gap="md" maw={1100}>
        {locked ? <Text fw={700}>{locked}</Text> : null}
        <Grid gap="md">
          <Grid.Col span={{ base: 12, sm: 2 }}>
            <TextInput label="Prefix" error={errors.prefix?.message} {...form.register("prefix")} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <TextInput label="First Name" error={errors.firstName?.message} {...form.register("firstName")} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <TextInput label="Last Name" error={errors.lastName?.message} {...form.register("lastName")} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 2 }}>
            <TextInput label="Suffix" error={errors.suffix?.message} {...form.register("suffix")} />
          </Grid.Col>
        </Grid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label="Company" error={errors.company?.message} {...form.register("company")} />
          <TextInput
            label="Email"
            type="email"
            description={emailLocked ?? "Changing it sends a notice to the old and the new address."}
            readOnly={emailLocked !== null}
            error={errors.email?.message}
            {...form.register("email")}
          />
          <TextInput
            label="Street Address"
            error={errors.addressLine1?.message}
            {...form.register("addressLine1")}
          />
          <TextInput
            label="Apt. or Suite"
            error={errors.addressLine2?.message}
            {...form.register("addressLine2")}
          />
        </SimpleGrid>
        <OfficePlaceFields form={form} />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <TextInput
            label="Business Phone"
            type="tel"
            error={errors.businessPhone?.message}
            {...form.register("businessPhone")}
          />
          <TextInput
            label="Cell Phone"
            type="tel"
            error={errors.cellPhone?.message}
            {...form.register("cellPhone")}
          />
          <TextInput
            label="Home Phone"
            type="tel"
            error={errors.residentialPhone?.message}
            {...form.register("residentialPhone")}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
          <ControlledSelect
            control={form.control}
            name="publicationPreferences"
            label="Publication Preferences"
            data={publicationOptions}
          />
          <TextInput
            label="Referrer Name"
            error={errors.referrerName?.message}
            {...form.register("referrerName")}
          />
          <NativeSelect
            label="Senior Category"
            data={seniorOptions}
            error={errors.seniorCategory?.message}
            {...form.register("seniorCategory")}
          />
          <TextInput
            label="Senior Number"
            error={errors.seniorNumber?.message}
            {...form.register("seniorNumber")}
          />
        </SimpleGrid>
        {record.bulkMailOptOutAt ? (
          <Text>{`Unsubscribed from announcements on ${formatDay(record.bulkMailOptOutAt)}. Renewal reminders and receipts still reach this member.`}</Text>
        ) : null}
        <TextInput
          label="Reason (optional)"
          description="Kept in the member's history with the change."
          error={errors.reason?.message}
          {...form.register("reason")}
        />
        {codeAsked ? (
          <TextInput
            label={officeProfileLabels.twoFactorCode}
            description="This is an office account: moving its e-mail asks you to prove it is you again."
            required
            inputMode="numeric"
            autoComplete="one-time-code"
            maw={360}
            error={errors.twoFactorCode?.message}
            {...form.register("twoFactorCode")}
          />
        ) : null}
        {nothingChanged ? (
          <Text role="status">Nothing has been changed, so there is nothing to save.</Text>
        ) : null}
        <ErrorLines errors={otherErrors} labels={officeProfileLabels} />
        {locked ? null : (
          <Group gap="sm">
            <Button type="submit" loading={update.isPending}>
              Save changes
            </Button>
            <Button
              type="button"
              variant="outline"
              disabled={!isDirty || update.isPending}
              onClick={() => {
                form.reset(profileToValues(profile));
                setOtherErrors(undefined);
                setNothingChanged(false);
              }}
            >
              Undo changes
            </Button>
          </Group>
        )}
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title="Save these changes?"
        confirmLabel="Save changes"
        onConfirm={save}
        onCancel={() => setConfirming(false)}
        pending={update.isPending}
      >
        <Text>{`These changes will be saved to the record of ${fullName(profile)}:`}</Text>
        <List spacing="xs">
          {changes.map((change) => (
            <List.Item key={change.field}>
              <Text span fw={700}>{`${change.label}: `}</Text>
              {`${change.before} → ${change.after}`}
            </List.Item>
          ))}
        </List>
        {emailChange ? (
          <Text fw={700}>
            {`The e-mail address changes: a notice goes to the old address (${emailChange.before}) and to the new one (${emailChange.after}).`}
          </Text>
        ) : null}
        {values.reason.trim() ? <Text>{`Reason: ${values.reason.trim()}`}</Text> : null}
      </ConfirmDialog>
    </form>
  );
}
