import { auditQuerySchema } from "@club/domain/office.schema";
import { Button, Group, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { DateRangeFields } from "../../../office-kit/date-range-fields.tsx";
import type { AuditFilters as Filters } from "../../../office-kit/use-office-audit.ts";

interface FilterValues {
  memberSearch: string;
  actorSearch: string;
  from: string;
  to: string;
}

const valuesOf = (filters: Filters): FilterValues => ({
  memberSearch: filters.memberSearch ?? "",
  actorSearch: filters.actorSearch ?? "",
  from: filters.from ?? "",
  to: filters.to ?? "",
});

/** The server's own rule for a member number or part of a name, so the office reads its message at the field. */
const whoRule = {
  validate: (value: string) => {
    const checked = auditQuerySchema.shape.memberSearch.safeParse(value);
    return checked.success || (checked.error.issues[0]?.message ?? "Check this filter");
  },
};

/** The audit trail's filters: whose record, who acted (each by member number or name), and a range of days. */
export function AuditFilters({
  filters,
  onFilter,
}: {
  filters: Filters;
  onFilter: (filters: Filters) => void;
}) {
  const form = useForm<FilterValues>({ defaultValues: valuesOf(filters) });
  const { errors } = form.formState;
  const { memberSearch, actorSearch, from, to } = filters;
  useEffect(
    () => form.reset(valuesOf({ memberSearch, actorSearch, from, to })),
    [form, memberSearch, actorSearch, from, to],
  );

  const onSubmit = form.handleSubmit((values) =>
    onFilter({
      memberSearch: values.memberSearch.trim() || undefined,
      actorSearch: values.actorSearch.trim() || undefined,
      from: values.from || undefined,
      to: values.to || undefined,
    }),
  );
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Filter the audit trail">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm" maw={1100}>
          <TextInput
            label="Member"
            description="Member number, or part of the name"
            autoComplete="off"
            error={errors.memberSearch?.message}
            {...form.register("memberSearch", whoRule)}
          />
          <TextInput
            label="Done by"
            description="Member number, or part of the name"
            autoComplete="off"
            error={errors.actorSearch?.message}
            {...form.register("actorSearch", whoRule)}
          />
          <DateRangeFields form={form} />
        </SimpleGrid>
        <Group gap="sm">
          <Button type="submit">Show entries</Button>
          <Button type="button" variant="outline" onClick={() => onFilter({})}>
            Clear the filters
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
