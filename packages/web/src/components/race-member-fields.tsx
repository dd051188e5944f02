import { NativeSelect, TextInput } from "@mantine/core";
import type { UseFormRegisterReturn } from "react-hook-form";

// Issue 46: which office and which member, by number: a member nominating (features/elections) and the office naming a
// candidate (features/office-elections) ask the same two things.

type Field = UseFormRegisterReturn & { error?: string };

export function RaceMemberFields({
  races,
  race,
  member,
}: {
  races: readonly { id: number; title: string }[];
  race: Field;
  member: Field;
}) {
  return (
    <>
      <NativeSelect
        label="Office"
        required
        data={[
          // One office is chosen already; of several, the member picks.
          ...(races.length === 1 ? [] : [{ value: "", label: "Choose…" }]),
          ...races.map((each) => ({ value: String(each.id), label: each.title })),
        ]}
        {...race}
      />
      <TextInput label="Member number" inputMode="numeric" required {...member} />
    </>
  );
}
