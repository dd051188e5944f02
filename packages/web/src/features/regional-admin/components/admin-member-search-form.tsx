import { SimpleGrid } from "@mantine/core";
import { useWatch } from "react-hook-form";
import { ControlledSelect } from "../../../components/controlled-fields.tsx";
import type { MemberSearchFilters } from "../../../search/api/use-member-search.ts";
import { MemberFilterFields } from "../../../search/components/member-filter-fields.tsx";
import { SearchButtons } from "../../../search/components/search-buttons.tsx";
import { emptyMemberSearchForm } from "../../../search/form/member-search-form-schema.ts";
import { useMemberSearchForm } from "../../../search/form/use-member-search-form.ts";
import { hasAnyValue, nonEmptyFilters } from "../../../search/state/search-params.ts";
import { useStatusOptions } from "../report/use-status-options.ts";

const choose = { label: "Select", value: "" };

interface AdminMemberSearchFormProps {
  /** The regions the member administers, name to code. */
  regions: Record<string, string>;
  filters: MemberSearchFilters | undefined;
  onSearch: (filters: MemberSearchFilters) => void;
  onClear: () => void;
}

// spec §5: a region (preselected when there is only one) and a regional membership status are required.
export function AdminMemberSearchForm({ regions, filters, onSearch, onClear }: AdminMemberSearchFormProps) {
  const codes = Object.values(regions);
  const onlyRegion = codes.length === 1 ? codes[0] : "";
  const form = useMemberSearchForm({ region: onlyRegion, ...filters }, true);
  const values = useWatch({ control: form.control });
  const statusOptions = useStatusOptions();
  const regionOptions = [choose, ...Object.entries(regions).map(([label, value]) => ({ label, value }))];

  const onSubmit = form.handleSubmit((fields) => onSearch(nonEmptyFilters(fields)));

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Administrator member search">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" mb="md">
        <ControlledSelect
          control={form.control}
          name="region"
          label="Region"
          withAsterisk
          data={regionOptions}
        />
        <ControlledSelect
          control={form.control}
          name="regionalMemberStatus"
          label="Regional Membership Status"
          withAsterisk
          data={[choose, ...statusOptions]}
        />
      </SimpleGrid>
      <MemberFilterFields form={form} />
      <SearchButtons
        canSearch={hasAnyValue(values)}
        onClear={() => {
          form.reset({ ...emptyMemberSearchForm, region: onlyRegion });
          onClear();
        }}
      />
    </form>
  );
}
