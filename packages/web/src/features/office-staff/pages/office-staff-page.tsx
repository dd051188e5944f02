import { type StaffMember, staffInputSchema } from "@club/domain/office-staff.schema";
import type { OfficeRole } from "@club/domain/own-profile.schema";
import { Anchor, Button, Group, Stack, Text, TextInput, VisuallyHidden } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useSearchParams } from "react-router";
import { errorsOf, type FieldErrors } from "../../../api/api-error.ts";
import { useProfile } from "../../../api/use-profile.ts";
import { ControlledSelect } from "../../../components/controlled-fields.tsx";
import { type DataListProps, DataTable } from "../../../components/data-table.tsx";
import { ErrorLines } from "../../../components/error-lines.tsx";
import { PageTitle } from "../../../components/page-title.tsx";
import { AdministratorsOnly } from "../../../office-kit/administrators-only.tsx";
import { bodyResolver } from "../../../office-kit/body-resolver.ts";
import { ConfirmDialog } from "../../../office-kit/confirm-dialog.tsx";
import { listParams, pageFromParams } from "../../../office-kit/list-params.ts";
import { officeRoleLabels } from "../../../office-kit/member-status.ts";
import { formatDay } from "../../../office-kit/office-format.ts";
import { OfficeSection } from "../../../office-kit/office-section.tsx";
import { Pager } from "../../../office-kit/pager.tsx";
import { QueryState } from "../../../office-kit/query-state.tsx";
import { showServerErrors } from "../../../office-kit/server-errors.ts";
import {
  useAddStaff,
  useChangeStaffRole,
  useOfficeStaff,
  useRemoveStaff,
  useResetStaffTwoFactor,
} from "../api/use-office-staff.ts";

/** The other role: an administrator can be made office staff, and office staff an administrator. */
const otherRole = (role: OfficeRole): OfficeRole =>
  role === "office_admin" ? "office_staff" : "office_admin";

type Action = "role" | "remove" | "reset";

interface Asking {
  action: Action;
  staff: StaffMember;
}

const questions: Record<Action, (staff: StaffMember) => { title: string; lines: string[]; confirm: string }> =
  {
    role: (staff) => ({
      title: "Change the role?",
      lines: [
        `Make ${staff.name} ${officeRoleLabels[otherRole(staff.role)].toLowerCase()} instead of ${officeRoleLabels[staff.role].toLowerCase()}?`,
        otherRole(staff.role) === "office_admin"
          ? "An office administrator can also change prices, refund payments and manage the staff."
          : "Office staff cannot change prices, refund payments or manage the staff.",
      ],
      confirm: `Make ${officeRoleLabels[otherRole(staff.role)].toLowerCase()}`,
    }),
    remove: (staff) => ({
      title: "Remove the office role?",
      lines: [
        `${staff.name} will no longer open the club office, from their next page on.`,
        "Their account stays: a member stays a member and can still sign in to the members portal.",
      ],
      confirm: "Remove the role",
    }),
    reset: (staff) => ({
      title: "Reset two-step sign-in?",
      lines: [
        `The authenticator app and the recovery codes of ${staff.name} stop working.`,
        "At their next office page they set up the app again, as on their first day.",
      ],
      confirm: "Reset two-step sign-in",
    }),
  };

const doneMessages: Record<Action, (staff: StaffMember) => string> = {
  role: (staff) => `${staff.name} is now ${officeRoleLabels[otherRole(staff.role)].toLowerCase()}.`,
  remove: (staff) => `${staff.name} no longer has an office role.`,
  reset: (staff) => `The two-step sign-in of ${staff.name} was reset.`,
};

function StaffActions({ row, onAsk }: { row: StaffMember; onAsk: (asking: Asking) => void }) {
  return (
    <Group gap="xs" wrap="wrap">
      {/* The server's answer (issue 39): nobody lowers or removes their own role. */}
      {row.policies.changeRole ? (
        <>
          <Button variant="outline" size="compact-md" onClick={() => onAsk({ action: "role", staff: row })}>
            {`Make ${officeRoleLabels[otherRole(row.role)].toLowerCase()}`}
            <VisuallyHidden>{` for ${row.name}`}</VisuallyHidden>
          </Button>
          <Button
            variant="outline"
            color="red.9"
            size="compact-md"
            onClick={() => onAsk({ action: "remove", staff: row })}
          >
            Remove role<VisuallyHidden>{` of ${row.name}`}</VisuallyHidden>
          </Button>
        </>
      ) : null}
      {row.twoFactorEnrolled ? (
        <Button variant="outline" size="compact-md" onClick={() => onAsk({ action: "reset", staff: row })}>
          Reset two-step sign-in<VisuallyHidden>{` of ${row.name}`}</VisuallyHidden>
        </Button>
      ) : null}
    </Group>
  );
}

function StaffTable({
  staff,
  ownId,
  onAsk,
  ...paging
}: {
  staff: StaffMember[];
  ownId: number | undefined;
  onAsk: (asking: Asking) => void;
} & DataListProps) {
  return (
    <DataTable
      {...paging}
      label="Office staff"
      rows={staff}
      rowKey={(row) => row.memberId}
      empty="No account has an office role."
      minWidth={980}
      columns={[
        {
          heading: "Name",
          cell: (row) => (
            <>
              <Anchor component={Link} to={`/office/members/${row.memberId}`} fw={700}>
                {row.name}
              </Anchor>
              {row.memberId === ownId ? <Text fz="sm">(you)</Text> : null}
            </>
          ),
        },
        { heading: "Email", nowrap: true, cell: (row) => row.email },
        { heading: "Role", cell: (row) => officeRoleLabels[row.role] },
        { heading: "Two-step sign-in", cell: (row) => (row.twoFactorEnrolled ? "Set up" : "Not set up") },
        { heading: "Since", nowrap: true, cell: (row) => formatDay(row.since) },
        {
          heading: "Actions",
          headingHidden: true,
          cell: (row) => <StaffActions row={row} onAsk={onAsk} />,
        },
      ]}
    />
  );
}

interface AddValues {
  email: string;
  role: string;
  firstName: string;
  lastName: string;
}

const emptyValues: AddValues = { email: "", role: "office_staff", firstName: "", lastName: "" };
const addFields = ["email", "role", "firstName", "lastName"];
const roleOptions = [
  { label: officeRoleLabels.office_staff, value: "office_staff" },
  { label: officeRoleLabels.office_admin, value: "office_admin" },
];

function toAddBody(values: AddValues) {
  return {
    email: values.email.trim(),
    role: values.role,
    ...(values.firstName.trim() ? { firstName: values.firstName.trim() } : {}),
    ...(values.lastName.trim() ? { lastName: values.lastName.trim() } : {}),
  };
}

const addResolver = bodyResolver(staffInputSchema, toAddBody);

/** "Add a staff member": an e-mail address and a role; a name too when the address has no account yet. */
function AddStaffForm() {
  const form = useForm<AddValues>({ defaultValues: emptyValues, resolver: addResolver });
  const { errors } = form.formState;
  const add = useAddStaff();
  const [confirming, setConfirming] = useState(false);
  const [otherErrors, setOtherErrors] = useState<FieldErrors | undefined>();

  const onSubmit = form.handleSubmit(() => {
    setOtherErrors(undefined);
    setConfirming(true);
  });

  function confirm() {
    add.mutate(staffInputSchema.parse(toAddBody(form.getValues())), {
      onSuccess: ({ staff, created }) => {
        setConfirming(false);
        form.reset(emptyValues);
        notifications.show({
          color: "green",
          autoClose: created ? false : undefined,
          message: created
            ? `An account was made for ${staff.email}. Ask ${staff.name} to set a password with "Forgot your password?" on the sign-in page, then to open the club office.`
            : `${staff.name} is now ${officeRoleLabels[staff.role].toLowerCase()}.`,
        });
      },
      onError: (error) => {
        setConfirming(false);
        setOtherErrors(showServerErrors(form, error, addFields));
      },
    });
  }

  const values = form.getValues();
  const roleLabel = officeRoleLabels[values.role as OfficeRole] ?? values.role;
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Add a staff member">
      <Stack gap="sm" maw={640}>
        <TextInput
          label="Email"
          required
          type="email"
          autoComplete="off"
          error={errors.email?.message}
          {...form.register("email")}
        />
        <ControlledSelect control={form.control} name="role" label="Role" required data={roleOptions} />
        <Text>
          If this address has no account yet, give the person's name: an account is made, and they set its
          password with "Forgot your password?" on the sign-in page.
        </Text>
        <Group grow align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            label="First name (for a new account)"
            error={errors.firstName?.message}
            miw={200}
            {...form.register("firstName")}
          />
          <TextInput
            label="Last name (for a new account)"
            error={errors.lastName?.message}
            miw={200}
            {...form.register("lastName")}
          />
        </Group>
        <ErrorLines errors={otherErrors} />
        <Group>
          <Button type="submit" loading={add.isPending}>
            Add staff member
          </Button>
        </Group>
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title="Give this office role?"
        confirmLabel="Give the role"
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
        pending={add.isPending}
      >
        <Text>{`Give ${values.email.trim()} the role ${roleLabel.toLowerCase()}?`}</Text>
        <Text>They can open the club office from their next page on.</Text>
      </ConfirmDialog>
    </form>
  );
}

// Issue 14 (office administrators): who works at the office desk with which role, whether their two-step sign-in is
// set up; a role given, changed or taken away, a lost authenticator reset, each after a question.
export function OfficeStaffPage() {
  return (
    <AdministratorsOnly
      action="manageStaff"
      title="Staff"
      reason="Only an office administrator can change who works at the office."
    >
      <StaffRoles />
    </AdministratorsOnly>
  );
}

function StaffRoles() {
  const [params, setParams] = useSearchParams();
  const staff = useOfficeStaff(pageFromParams(params));
  const profile = useProfile();
  const changeRole = useChangeStaffRole();
  const remove = useRemoveStaff();
  const reset = useResetStaffTwoFactor();
  const [asking, setAsking] = useState<Asking | null>(null);
  const [refused, setRefused] = useState<FieldErrors | undefined>();
  const pending = changeRole.isPending || remove.isPending || reset.isPending;

  function confirm() {
    if (!asking) return;
    const { action, staff: row } = asking;
    const done = {
      onSuccess: () => {
        setAsking(null);
        notifications.show({ color: "green", message: doneMessages[action](row) });
      },
      onError: (error: unknown) => {
        setAsking(null);
        setRefused(errorsOf(error));
      },
    };
    setRefused(undefined);
    if (action === "role") changeRole.mutate({ memberId: row.memberId, role: otherRole(row.role) }, done);
    else if (action === "remove") remove.mutate(row.memberId, done);
    else reset.mutate(row.memberId, done);
  }

  const question = asking ? questions[asking.action](asking.staff) : null;
  return (
    <>
      <PageTitle>Staff</PageTitle>
      <Stack gap="md">
        <OfficeSection title="Office staff">
          <Stack gap="sm">
            <ErrorLines errors={refused} />
            <QueryState query={staff} loading="Loading the staff…" />
            {staff.data && !staff.isError ? (
              <StaffTable
                staff={staff.data.results}
                ownId={profile.data?.id}
                onAsk={setAsking}
                total={staff.data.total}
                busy={staff.isFetching}
                pager={
                  <Pager
                    page={staff.data.page}
                    pageSize={staff.data.pageSize}
                    total={staff.data.total}
                    shown={staff.data.results.length}
                    onPage={(next) => setParams(listParams({}, next))}
                  />
                }
              />
            ) : null}
          </Stack>
        </OfficeSection>
        <OfficeSection title="Add a staff member">
          <AddStaffForm />
        </OfficeSection>
      </Stack>
      <ConfirmDialog
        opened={asking !== null}
        title={question?.title ?? ""}
        confirmLabel={question?.confirm ?? ""}
        onConfirm={confirm}
        onCancel={() => setAsking(null)}
        pending={pending}
        danger={asking?.action !== "role"}
      >
        {question?.lines.map((line) => (
          <Text key={line}>{line}</Text>
        ))}
      </ConfirmDialog>
    </>
  );
}
