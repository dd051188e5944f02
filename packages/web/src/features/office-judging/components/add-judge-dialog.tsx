import { judgeLevels } from "@club/domain/judging.rules";
import { judgeInputSchema } from "@club/domain/judging.schema";
import { fullName } from "@club/domain/member-name.rules";
import { Button, Group, Modal, NativeSelect, Stack, Text, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { type FormEvent, useState } from "react";
import { errorsOf } from "../../../api/api-error.ts";
import { ErrorLines } from "../../../components/error-lines.tsx";
import { FormActions } from "../../../components/form-actions.tsx";
import { judgeLevelLabels } from "../../../lib/judge-levels.ts";
import { useAddJudge, useMemberByNumber } from "../api/use-judges.ts";

const levelOptions = [
  { label: "Select", value: "" },
  ...judgeLevels.map((level) => ({ label: judgeLevelLabels[level], value: level })),
];

/** The number typed, when it is one: a member number is a whole number. */
function memberNumberOf(typed: string): number | null {
  const trimmed = typed.trim();
  return /^\d{1,9}$/.test(trimmed) ? Number(trimmed) : null;
}

/**
 * "Add a judge" (issue 29): the member found by their number, then the level they judge at. Seminars are added
 * afterwards, with Change.
 */
export function AddJudgeDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [typed, setTyped] = useState("");
  const [typedError, setTypedError] = useState<string | undefined>();
  const [memberNo, setMemberNo] = useState<number | null>(null);
  const [level, setLevel] = useState("");
  const [levelError, setLevelError] = useState<string | undefined>();
  const found = useMemberByNumber(memberNo);
  const add = useAddJudge();
  const member = found.data ?? null;

  function close() {
    if (add.isPending) return;
    setTyped("");
    setTypedError(undefined);
    setMemberNo(null);
    setLevel("");
    setLevelError(undefined);
    add.reset();
    onClose();
  }

  function find(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const number = memberNumberOf(typed);
    setTypedError(number === null ? "Type the member's number" : undefined);
    setMemberNo(number);
    add.reset();
  }

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!member) return;
    const parsed = judgeInputSchema.safeParse({ memberId: member.id, level: level || undefined });
    if (!parsed.success) {
      setLevelError(parsed.error.issues[0]?.message);
      return;
    }
    setLevelError(undefined);
    add.mutate(parsed.data, {
      onSuccess: () => {
        notifications.show({ color: "green", message: `${fullName(member)} is on the judges' roster.` });
        close();
      },
    });
  }

  return (
    <Modal opened={opened} onClose={close} title="Add a judge" size="lg" closeOnEscape={!add.isPending}>
      <Stack gap="md">
        <form onSubmit={find} noValidate aria-label="Find the member">
          <Group align="flex-end" gap="sm">
            <TextInput
              label="Member number"
              inputMode="numeric"
              autoComplete="off"
              value={typed}
              onChange={(event) => setTyped(event.currentTarget.value)}
              error={typedError}
              data-autofocus
              style={{ flex: "1 1 12rem" }}
            />
            <Button type="submit" variant="outline" loading={found.isFetching}>
              Find the member
            </Button>
          </Group>
        </form>
        {found.isError ? <ErrorLines errors={errorsOf(found.error)} /> : null}
        {memberNo !== null && found.isSuccess && member === null ? (
          <Text role="status">{`No member has the number ${memberNo}.`}</Text>
        ) : null}
        {member ? (
          <form onSubmit={save} noValidate aria-label="The judge's level">
            <Stack gap="sm">
              <Text role="status" fw={700}>{`${fullName(member)} (no. ${member.memberNo})`}</Text>
              <NativeSelect
                label="Level"
                required
                data={levelOptions}
                value={level}
                onChange={(event) => setLevel(event.currentTarget.value)}
                error={levelError}
              />
              <ErrorLines errors={errorsOf(add.error)} labels={{ memberId: "Member" }} />
              <FormActions onCancel={close} submitLabel="Add the judge" pending={add.isPending} />
            </Stack>
          </form>
        ) : (
          <Group justify="flex-end">
            <Button variant="outline" onClick={close}>
              Cancel
            </Button>
          </Group>
        )}
      </Stack>
    </Modal>
  );
}
