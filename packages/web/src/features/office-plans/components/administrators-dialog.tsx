import type { OfficeMemberRow } from "@club/domain/office.schema";
import { maxRegionAdministrators, type OfficeRegion } from "@club/domain/office-regions.schema";
import { Button, Group, List, Modal, Stack, Text, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { errorsOf, type FieldErrors } from "../../../api/api-error.ts";
import { ErrorLines } from "../../../components/error-lines.tsx";
import { LoadingState } from "../../../components/loading-state.tsx";
import { memberStatusLabels } from "../../../office-kit/member-status.ts";
import { type OfficeMemberSearch, useOfficeMembers } from "../../../office-kit/use-office-members.ts";
import { useSetRegionAdministrators } from "../api/use-office-regions.ts";

interface Administrator {
  memberId: number;
  memberNo: number;
  name: string;
}

const labelOf = (admin: Administrator) => `${admin.name} (no. ${admin.memberNo})`;

const describeRow = (row: OfficeMemberRow) =>
  `No. ${row.memberNo}: ${row.firstName} ${row.lastName}, ${row.email}${row.city ? `, ${row.city}` : ""} (${memberStatusLabels[row.status]})`;

interface AdministratorsDialogProps {
  /** The region whose administrators change; null keeps the dialog closed. */
  region: OfficeRegion | null;
  onClose: () => void;
}

/**
 * "Change administrators" (issue 14): members found with the office's member search are added, others removed, and
 * after a question that names who gains and who loses the administrator pages, the list is saved. They see the
 * change the next time they open a page.
 */
export function AdministratorsDialog({ region, onClose }: AdministratorsDialogProps) {
  const [chosen, setChosen] = useState<Administrator[]>([]);
  const [query, setQuery] = useState("");
  const [search, setSearch] = useState<OfficeMemberSearch | null>(null);
  const [reason, setReason] = useState("");
  const [step, setStep] = useState<"choose" | "confirm">("choose");
  const [otherErrors, setOtherErrors] = useState<FieldErrors | undefined>();
  const found = useOfficeMembers(search);
  const save = useSetRegionAdministrators();
  const backRef = useRef<HTMLButtonElement>(null);

  // Each opening starts from the region's administrators as they are.
  useEffect(() => {
    if (region) {
      setChosen(region.administrators);
      setQuery("");
      setSearch(null);
      setReason("");
      setStep("choose");
      setOtherErrors(undefined);
    }
  }, [region]);

  useEffect(() => {
    if (step === "confirm") backRef.current?.focus();
  }, [step]);

  if (!region) return <Modal opened={false} onClose={onClose} title="Change administrators" />;

  const before = new Set(region.administrators.map((admin) => admin.memberId));
  const after = new Set(chosen.map((admin) => admin.memberId));
  const added = chosen.filter((admin) => !before.has(admin.memberId));
  const removed = region.administrators.filter((admin) => !after.has(admin.memberId));
  const candidates = (found.data?.results ?? []).filter((row) => row.status !== "merged");
  const pending = save.isPending;

  function runSearch(event: FormEvent) {
    event.preventDefault();
    const q = query.trim();
    setSearch(q ? { q, sort: "last_name", order: "asc", page: 1 } : null);
  }

  function add(row: OfficeMemberRow) {
    setOtherErrors(undefined);
    if (after.has(row.id)) return;
    if (chosen.length >= maxRegionAdministrators) {
      setOtherErrors({ base: [`A region has at most ${maxRegionAdministrators} administrators.`] });
      return;
    }
    setChosen([
      ...chosen,
      { memberId: row.id, memberNo: row.memberNo, name: `${row.firstName} ${row.lastName}` },
    ]);
  }

  function close() {
    if (pending) return;
    save.reset();
    onClose();
  }

  function next() {
    setOtherErrors(undefined);
    if (added.length === 0 && removed.length === 0) {
      setOtherErrors({ base: ["Nothing was changed: add or remove an administrator first."] });
      return;
    }
    setStep("confirm");
  }

  function confirm() {
    if (!region) return;
    const trimmed = reason.trim();
    save.mutate(
      {
        code: region.code,
        memberIds: chosen.map((admin) => admin.memberId),
        ...(trimmed ? { reason: trimmed } : {}),
      },
      {
        onSuccess: () => {
          notifications.show({ color: "green", message: `The administrators of ${region.name} were saved.` });
          save.reset();
          onClose();
        },
        onError: (error) => {
          setStep("choose");
          setOtherErrors(errorsOf(error));
        },
      },
    );
  }

  return (
    <Modal
      opened
      onClose={close}
      title={`Administrators of ${region.name}`}
      size="lg"
      closeOnEscape={!pending}
      closeOnClickOutside={!pending}
    >
      {step === "choose" ? (
        <Stack gap="md">
          <Stack gap="xs">
            <Text fw={700}>{chosen.length === 0 ? "No administrators." : "Administrators"}</Text>
            {chosen.length > 0 ? (
              <List spacing="xs" listStyleType="none" aria-label="Administrators">
                {chosen.map((admin) => (
                  <List.Item key={admin.memberId}>
                    <Group gap="sm" wrap="nowrap" justify="space-between">
                      <Text>{labelOf(admin)}</Text>
                      <Button
                        variant="outline"
                        size="compact-md"
                        style={{ flexShrink: 0 }}
                        onClick={() => setChosen(chosen.filter((row) => row.memberId !== admin.memberId))}
                        aria-label={`Remove ${labelOf(admin)}`}
                      >
                        Remove
                      </Button>
                    </Group>
                  </List.Item>
                ))}
              </List>
            ) : null}
          </Stack>
          <form onSubmit={runSearch} aria-label="Find a member" noValidate>
            <Group align="flex-end" gap="sm">
              <TextInput
                label="Find a member to add"
                description="Name, e-mail, member number, city or postal code"
                value={query}
                onChange={(event) => setQuery(event.currentTarget.value)}
                style={{ flexGrow: 1 }}
                data-autofocus
              />
              <Button type="submit" variant="outline" loading={found.isFetching}>
                Search
              </Button>
            </Group>
          </form>
          {found.isError ? <ErrorLines errors={errorsOf(found.error)} /> : null}
          {found.isPending && search ? <LoadingState label="Searching…" /> : null}
          {search && found.data && !found.isError ? (
            candidates.length === 0 ? (
              <Text role="status">No member matches. Try another name, e-mail or number.</Text>
            ) : (
              <List spacing="xs" listStyleType="none" aria-label="Members found">
                {candidates.map((row) => (
                  <List.Item key={row.id}>
                    <Group gap="sm" wrap="nowrap" justify="space-between">
                      <Text style={{ overflowWrap: "anywhere" }}>{describeRow(row)}</Text>
                      <Button
                        size="compact-md"
                        style={{ flexShrink: 0 }}
                        onClick={() => add(row)}
                        disabled={after.has(row.id)}
                        aria-label={`${after.has(row.id) ? "Added" : "Add"} ${row.firstName} ${row.lastName} (no. ${row.memberNo})`}
                      >
                        {after.has(row.id) ? "Added" : "Add"}
                      </Button>
                    </Group>
                  </List.Item>
                ))}
              </List>
            )
          ) : null}
          <TextInput
            label="Reason (optional)"
            description="Kept in the audit trail, for example: elected at the regional meeting."
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
          />
          <ErrorLines errors={otherErrors} labels={{ memberIds: "Administrators" }} />
          <Group justify="flex-end" gap="sm">
            <Button variant="outline" onClick={close}>
              Cancel
            </Button>
            <Button onClick={next}>Continue</Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="sm">
          <Text fw={700}>{`Save the administrators of ${region.name}?`}</Text>
          {added.length > 0 ? (
            <Text>{`They get the Regional Administrator pages: ${added.map(labelOf).join(", ")}.`}</Text>
          ) : null}
          {removed.length > 0 ? (
            <Text>{`They lose the Regional Administrator pages: ${removed.map(labelOf).join(", ")}.`}</Text>
          ) : null}
          <Text>
            The change shows the next time they open a page of the portal; they need not sign in again.
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button ref={backRef} variant="outline" onClick={() => setStep("choose")} disabled={pending}>
              Back
            </Button>
            <Button onClick={confirm} loading={pending}>
              Save administrators
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
