import type { OfficeCommittee } from "@club/domain/committee.schema";
import { Button, Group, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { type FormEvent, useState } from "react";
import { errorsOf, type FieldErrors } from "../../../api/api-error.ts";
import { ErrorLines } from "../../../components/error-lines.tsx";
import { useChangeCommittee } from "../api/use-office-committees.ts";

const labels = { memberNo: "Member number", role: "Role", startsOn: "First day", endsOn: "Last day" };
const empty = { memberNo: "", role: "Member", startsOn: "", endsOn: "" };

/** Issue 46: a member seated on the committee by their number, in a role, from and to a day (both optional). */
export function SeatMemberForm({ committee }: { committee: OfficeCommittee }) {
  const change = useChangeCommittee();
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<FieldErrors | undefined>();
  const field = (key: keyof typeof empty) => ({
    value: values[key],
    onChange: (event: { currentTarget: { value: string } }) => {
      const { value } = event.currentTarget;
      setValues((current) => ({ ...current, [key]: value }));
    },
    error: errors?.[key]?.[0],
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const memberNo = Number(values.memberNo);
    if (!Number.isInteger(memberNo) || memberNo <= 0)
      return setErrors({ memberNo: ["Enter the member's number"] });
    if (!values.role.trim()) return setErrors({ role: ["Give the member's role (Chair, Member…)"] });
    setErrors(undefined);
    change.mutate(
      {
        kind: "seat",
        id: committee.id,
        term: {
          memberNo,
          role: values.role.trim(),
          ...(values.startsOn ? { startsOn: values.startsOn } : {}),
          endsOn: values.endsOn || null,
        },
      },
      {
        onSuccess: () => {
          notifications.show({ color: "green", message: `The member was added to the ${committee.name}.` });
          setValues(empty);
        },
        onError: (error) => setErrors(errorsOf(error)),
      },
    );
  }

  return (
    <form onSubmit={submit} aria-label={`Add a member to the ${committee.name}`} noValidate>
      <Stack gap="sm">
        <Text fw={700}>Add a member</Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput label="Member number" inputMode="numeric" {...field("memberNo")} />
          <TextInput label="Role" description="Chair, Secretary, Member…" {...field("role")} />
          <TextInput
            label="First day (optional)"
            description="Empty: today"
            type="date"
            {...field("startsOn")}
          />
          <TextInput
            label="Last day (optional)"
            description="Empty: until the office ends it"
            type="date"
            {...field("endsOn")}
          />
        </SimpleGrid>
        <ErrorLines errors={errors} labels={labels} />
        <Group justify="flex-end">
          <Button type="submit" loading={change.isPending}>
            Add the member
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
