import { Button, Group, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import type { AuditFilters as Filters } from "../api/use-office-audit.ts";
import { DateRangeFields } from "./date-range-fields.tsx";

interface FilterValues {
  memberId: string;
  actorId: string;
  from: string;
  to: string;
}

const valuesOf = (filters: Filters): FilterValues => ({
  memberId: filters.memberId ?? "",
  actorId: filters.actorId ?? "",
  from: filters.from ?? "",
  to: filters.to ?? "",
});

const idRule = {
  validate: (value: string) =>
    value.trim() === "" || /^[1-9]\d*$/.test(value.trim()) || "Use the account's number (digits only)",
};

/** The audit trail's filters: whose record, who acted, and a range of days. */
export function AuditFilters({
  filters,
  onFilter,
}: {
  filters: Filters;
  onFilter: (filters: Filters) => void;
}) {
  const form = useForm<FilterValues>({ defaultValues: valuesOf(filters) });
  const { errors } = form.formState;
  const { memberId, actorId, from, to } = filters;
  useEffect(() => form.reset(valuesOf({ memberId, actorId, from, to })), [form, memberId, actorId, from, to]);

  const onSubmit = form.handleSubmit((values) =>
    onFilter({
      memberId: values.memberId.trim() || undefined,
      actorId: values.actorId.trim() || undefined,
      from: values.from || undefined,
      to: values.to || undefined,
    }),
  );
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Filter the audit trail">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm" maw={1100}>
          <TextInput
            label="Member record"
            description="The record's number, as in its address"
            inputMode="numeric"
            error={errors.memberId?.message}
            {...form.register("memberId", idRule)}
          />
          <TextInput
            label="Done by"
            description="The staff account's number"
            inputMode="numeric"
            error={errors.actorId?.message}
            {...form.register("actorId", idRule)}
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
