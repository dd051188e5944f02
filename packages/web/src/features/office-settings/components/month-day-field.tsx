import { monthNames } from "@club/domain/days";
import { Group, Input, NativeSelect } from "@mantine/core";
import { useId } from "react";

const months = monthNames;
const days = Array.from({ length: 31 }, (_, index) => String(index + 1));
const twoDigits = (value: string) => value.padStart(2, "0");

/** "When": a day of the year as a month and a day, kept as MM-DD (the setting's own form). */
export function MonthDayField({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  const id = useId();
  const [month = "01", day = "01"] = value.split("-");
  const errorId = `${id}-error`;
  return (
    <Input.Wrapper
      label={label}
      error={error}
      errorProps={{ id: errorId }}
      labelElement="div"
      id={`${id}-label`}
    >
      <Group gap="xs" wrap="nowrap" role="group" aria-labelledby={`${id}-label`}>
        <NativeSelect
          aria-label={`${label}: month`}
          value={String(Number(month))}
          data={months.map((name, index) => ({ label: name, value: String(index + 1) }))}
          onChange={(event) => onChange(`${twoDigits(event.currentTarget.value)}-${day}`)}
          error={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
        />
        <NativeSelect
          aria-label={`${label}: day`}
          value={String(Number(day))}
          data={days}
          onChange={(event) => onChange(`${month}-${twoDigits(event.currentTarget.value)}`)}
          error={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
          w={90}
        />
      </Group>
    </Input.Wrapper>
  );
}

/** "10-01" → "1 October". */
export function monthDayText(value: string) {
  const [month, day] = value.split("-").map(Number);
  return `${day} ${months[(month ?? 1) - 1] ?? ""}`;
}
