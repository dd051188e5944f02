import { NativeSelect } from "@mantine/core";
import { useMakes } from "../../../api/use-makes.ts";

/** The make whose numbers to show, or all makes (no make). */
export function MakeSelect({
  makeId,
  onChange,
}: {
  makeId: number | undefined;
  onChange: (makeId: number | undefined) => void;
}) {
  const makes = useMakes();
  return (
    <NativeSelect
      label="Make"
      maw={360}
      value={makeId === undefined ? "" : String(makeId)}
      onChange={(event) => {
        const { value } = event.currentTarget;
        onChange(value === "" ? undefined : Number(value));
      }}
      data={[
        { label: "All makes", value: "" },
        ...(makes.data ?? []).map((make) => ({ label: make.name, value: String(make.id) })),
      ]}
    />
  );
}
