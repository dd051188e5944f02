import { memberStatuses, officeMemberSorts } from "@club/domain/office.schema";
import { Button, Group, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { useEffect, useMemo } from "react";
import { useForm } from "react-hook-form";
import { useRegionalPlans } from "../../../api/use-regional-plans.ts";
import { ControlledSelect } from "../../../components/controlled-fields.tsx";
import { LoadFailure } from "../../../components/load-failure.tsx";
import { memberStatusLabels } from "../../../office-kit/member-status.ts";
import type {
  OfficeMemberSearch,
  OfficeMemberSort,
  SortOrder,
} from "../../../office-kit/use-office-members.ts";
import { sortLabels } from "../form/member-search-params.ts";

interface FilterValues {
  q: string;
  status: string;
  region: string;
  sort: OfficeMemberSort;
  order: SortOrder;
}

const valuesOf = (search: OfficeMemberSearch): FilterValues => ({
  q: search.q ?? "",
  status: search.status ?? "",
  region: search.region ?? "",
  sort: search.sort,
  order: search.order,
});

const statusOptions = [
  { label: "All statuses", value: "" },
  ...memberStatuses.map((status) => ({ label: memberStatusLabels[status], value: status })),
];
const sortOptions = officeMemberSorts.map((sort) => ({ label: sortLabels[sort], value: sort }));
const orderOptions = [
  { label: "Ascending (A to Z, oldest first)", value: "asc" },
  { label: "Descending (Z to A, newest first)", value: "desc" },
];

interface MembersFiltersProps {
  search: OfficeMemberSearch;
  onSearch: (search: OfficeMemberSearch) => void;
}

/** The members list's search: words, status, region and order; Enter in any field searches. */
export function MembersFilters({ search, onSearch }: MembersFiltersProps) {
  const form = useForm<FilterValues>({ defaultValues: valuesOf(search) });
  const regions = useRegionalPlans();
  const regionOptions = useMemo(() => {
    const byCode = new Map((regions.data ?? []).map((plan) => [plan.regionCode, plan.regionName]));
    return [
      { label: "All regions", value: "" },
      ...[...byCode]
        .sort(([, a], [, b]) => a.localeCompare(b))
        .map(([code, name]) => ({ label: `${name} (${code})`, value: code })),
    ];
  }, [regions.data]);

  // Back and Forward change the address: the fields follow it.
  const { q, status, region, sort, order } = search;
  useEffect(() => {
    form.reset(valuesOf({ q, status, region, sort, order, page: 1 }));
  }, [form, q, status, region, sort, order]);

  const onSubmit = form.handleSubmit((values) =>
    onSearch({
      q: values.q.trim() || undefined,
      status: values.status || undefined,
      region: values.region.trim() || undefined,
      sort: values.sort,
      order: values.order,
      page: 1,
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Find members">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }} spacing="sm" style={{ alignItems: "end" }}>
          <TextInput
            label="Search"
            description="Name, e-mail, number, city or postal code"
            type="search"
            {...form.register("q")}
          />
          <ControlledSelect control={form.control} name="status" label="Status" data={statusOptions} />
          {regions.isError ? (
            <TextInput label="Region code" {...form.register("region")} />
          ) : (
            <ControlledSelect control={form.control} name="region" label="Region" data={regionOptions} />
          )}
          <ControlledSelect control={form.control} name="sort" label="Sort by" data={sortOptions} />
          <ControlledSelect control={form.control} name="order" label="Order" data={orderOptions} />
        </SimpleGrid>
        {regions.isError ? <LoadFailure what="regions" onRetry={() => void regions.refetch()} /> : null}
        <Group gap="sm">
          <Button type="submit">Search</Button>
          <Button
            type="button"
            variant="outline"
            onClick={() => onSearch({ sort: "last_name", order: "asc", page: 1 })}
          >
            Clear the search
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
