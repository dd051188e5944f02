import { fullName } from "@club/domain/member-name.rules";
import { mergeInputSchema, type OfficeMemberRecord, type OfficeMemberRow } from "@club/domain/office.schema";
import { Button, Group, Radio, Stack, Text, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { type FormEvent, useState } from "react";
import { useForm } from "react-hook-form";
import { errorsOf, type FieldErrors } from "../../../../api/api-error.ts";
import { ErrorLines } from "../../../../components/error-lines.tsx";
import { LoadingState } from "../../../../components/loading-state.tsx";
import { bodyResolver } from "../../../../office-kit/body-resolver.ts";
import { ConfirmDialog } from "../../../../office-kit/confirm-dialog.tsx";
import { memberStatusLabels } from "../../../../office-kit/member-status.ts";
import { showServerErrors } from "../../../../office-kit/server-errors.ts";
import { type OfficeMemberSearch, useOfficeMembers } from "../../../../office-kit/use-office-members.ts";
import { useMergeMember } from "../../api/member-writes.ts";
import { whyNotAllowed } from "../../format/record-refusals.ts";

interface MergeValues {
  duplicateId: string;
  reason: string;
}

const emptyValues: MergeValues = { duplicateId: "", reason: "" };

function toMergeBody(values: MergeValues) {
  const reason = values.reason.trim();
  return {
    duplicateId: values.duplicateId ? Number(values.duplicateId) : undefined,
    ...(reason ? { reason } : {}),
  };
}

const resolver = bodyResolver(mergeInputSchema, toMergeBody);

const describeRow = (row: OfficeMemberRow) =>
  `No. ${row.memberNo}: ${row.firstName} ${row.lastName}, ${row.email}${row.city ? `, ${row.city}` : ""} (${memberStatusLabels[row.status]})`;

/**
 * "Merge a duplicate into this member" (issue 13): the duplicate is found with the members search, chosen, and
 * merged after a question that says it will no longer sign in.
 */
export function MergeForm({ record }: { record: OfficeMemberRecord }) {
  const memberId = record.profile.id;
  const [query, setQuery] = useState("");
  const [search, setSearch] = useState<OfficeMemberSearch | null>(null);
  const found = useOfficeMembers(search);
  const candidates = (found.data?.results ?? []).filter(
    (row) => row.id !== memberId && row.status !== "merged",
  );
  const merge = useMergeMember(memberId);
  const form = useForm<MergeValues>({ defaultValues: emptyValues, resolver });
  const { errors } = form.formState;
  const chosenId = form.watch("duplicateId");
  const chosen = candidates.find((row) => String(row.id) === chosenId);
  const [confirming, setConfirming] = useState(false);
  const [otherErrors, setOtherErrors] = useState<FieldErrors | undefined>();

  function runSearch(event: FormEvent) {
    event.preventDefault();
    const q = query.trim();
    form.setValue("duplicateId", "");
    setSearch(q ? { q, sort: "last_name", order: "asc", page: 1 } : null);
  }

  const onSubmit = form.handleSubmit(() => {
    setOtherErrors(undefined);
    setConfirming(true);
  });

  function confirm() {
    merge.mutate(toMergeBody(form.getValues()) as { duplicateId: number; reason?: string }, {
      onSuccess: () => {
        setConfirming(false);
        form.reset(emptyValues);
        setSearch(null);
        setQuery("");
        notifications.show({ color: "green", message: "The duplicate was merged into this member." });
      },
      onError: (error) => {
        setConfirming(false);
        setOtherErrors(showServerErrors(form, error, ["duplicateId", "reason"]));
      },
    });
  }

  return (
    <Stack gap="sm" maw={760}>
      <Text>
        Find the duplicate account, choose it, and merge it into this member. Its history moves here, and the
        duplicate account can no longer sign in.
      </Text>
      <form onSubmit={runSearch} aria-label="Find the duplicate" noValidate>
        <Group align="flex-end" gap="sm">
          <TextInput
            label="Find the duplicate"
            description="Name, e-mail, member number, city or postal code"
            value={query}
            onChange={(event) => setQuery(event.currentTarget.value)}
            style={{ flexGrow: 1 }}
          />
          <Button type="submit" variant="outline" loading={found.isFetching}>
            Search
          </Button>
        </Group>
      </form>
      {found.isError ? <ErrorLines errors={errorsOf(found.error)} /> : null}
      {found.isPending && search ? <LoadingState label="Searching…" /> : null}
      <form onSubmit={onSubmit} aria-label="Merge a duplicate" noValidate>
        <Stack gap="sm">
          {search && found.data ? (
            candidates.length === 0 ? (
              <Text role="status">No other account matches. Try another name, e-mail or number.</Text>
            ) : (
              <Radio.Group
                label="The duplicate account"
                error={errors.duplicateId?.message}
                value={chosenId}
                onChange={(value) => form.setValue("duplicateId", value, { shouldValidate: false })}
              >
                <Stack gap="xs" mt="xs">
                  {candidates.map((row) => {
                    // An account the server would refuse to merge (an office account, issue 23) is shown, not
                    // offered, with the server's reason (issue 39: the row's policies, not the row's role).
                    const unmergeable = whyNotAllowed(row, "mergeDuplicate");
                    return (
                      <Radio
                        key={row.id}
                        value={String(row.id)}
                        label={describeRow(row)}
                        disabled={unmergeable !== null}
                        description={unmergeable ?? undefined}
                      />
                    );
                  })}
                </Stack>
              </Radio.Group>
            )
          ) : errors.duplicateId ? (
            <Text c="var(--mantine-color-error)">{errors.duplicateId.message}</Text>
          ) : null}
          <TextInput label="Reason (optional)" error={errors.reason?.message} {...form.register("reason")} />
          <ErrorLines errors={otherErrors} />
          <Group>
            <Button type="submit" color="red.9" loading={merge.isPending}>
              Merge into this member
            </Button>
          </Group>
        </Stack>
      </form>
      <ConfirmDialog
        opened={confirming}
        title="Merge the duplicate?"
        confirmLabel="Merge"
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
        pending={merge.isPending}
        danger
      >
        <Text>{`Merge ${chosen ? describeRow(chosen) : `account ${chosenId}`} into ${fullName(record.profile)} (No. ${record.profile.memberNo})?`}</Text>
        <Text fw={700}>The duplicate account will no longer sign in.</Text>
        <Text>Its history moves to this member. This cannot be undone here.</Text>
      </ConfirmDialog>
    </Stack>
  );
}
