import { Button, Group, SimpleGrid, Stack } from "@mantine/core";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { ControlledSelect } from "../../../components/controlled-fields.tsx";
import { DateRangeFields } from "../../../office-kit/date-range-fields.tsx";
import { paymentMethodLabel } from "../../../office-kit/office-format.ts";
import type { PaymentFilters as Filters } from "../api/use-office-payments.ts";
import { paymentMethods } from "../format/payment-format.ts";

interface FilterValues {
  from: string;
  to: string;
  method: string;
}

const methodOptions = [
  { label: "All methods", value: "" },
  ...paymentMethods.map((method) => ({ label: paymentMethodLabel(method), value: method })),
];

const valuesOf = (filters: Filters): FilterValues => ({
  from: filters.from ?? "",
  to: filters.to ?? "",
  method: filters.method ?? "",
});

/** The payments list's filters: a range of days and a method. */
export function PaymentFilters({
  filters,
  onFilter,
}: {
  filters: Filters;
  onFilter: (filters: Filters) => void;
}) {
  const form = useForm<FilterValues>({ defaultValues: valuesOf(filters) });
  const { from, to, method } = filters;
  useEffect(() => form.reset(valuesOf({ from, to, method })), [form, from, to, method]);

  const onSubmit = form.handleSubmit((values) =>
    onFilter({
      from: values.from || undefined,
      to: values.to || undefined,
      method: values.method || undefined,
    }),
  );
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Filter payments">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" maw={900}>
          <DateRangeFields form={form} />
          <ControlledSelect control={form.control} name="method" label="Method" data={methodOptions} />
        </SimpleGrid>
        <Group gap="sm">
          <Button type="submit">Show payments</Button>
          <Button type="button" variant="outline" onClick={() => onFilter({})}>
            Clear the filters
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
