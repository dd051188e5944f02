import { Button, Group, SimpleGrid, Stack } from "@mantine/core";
import { useForm } from "react-hook-form";
import { dayOfMoment } from "../../../lib/club-clock.ts";
import { DateRangeFields } from "../../../office-kit/date-range-fields.tsx";
import type { StatementPeriod } from "../api/use-region-statement.ts";

// Issue 42: the days a statement covers, a region's or a zone's: this year so far unless the reader asks for others.

export function PeriodForm({
  period,
  onChange,
}: {
  period: StatementPeriod;
  onChange: (period: StatementPeriod) => void;
}) {
  const form = useForm<StatementPeriod>({ defaultValues: period });
  const onSubmit = form.handleSubmit((values) => {
    if (!values.from) return form.setError("from", { message: "Give the first day" });
    if (!values.to) return form.setError("to", { message: "Give the last day" });
    if (values.to < values.from)
      return form.setError("to", { message: "The last day comes before the first" });
    onChange(values);
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label="The statement's period">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" maw={600}>
          <DateRangeFields form={form} />
        </SimpleGrid>
        <Group>
          <Button type="submit">Show the statement</Button>
        </Group>
      </Stack>
    </form>
  );
}

/** From the first of January to today. */
export function yearSoFar(): StatementPeriod {
  const today = dayOfMoment(new Date());
  return { from: `${today.slice(0, 4)}-01-01`, to: today };
}
