import { useWatch } from "react-hook-form";
import { useAvailableRegions } from "../../../api/use-available-regions.ts";
import type { MemberSearchFilters } from "../../../search/api/use-member-search.ts";
import { MemberFilterFields } from "../../../search/components/member-filter-fields.tsx";
import { SearchButtons } from "../../../search/components/search-buttons.tsx";
import { emptyMemberSearchForm } from "../../../search/form/member-search-form-schema.ts";
import { useMemberSearchForm } from "../../../search/form/use-member-search-form.ts";
import { hasAnyValue, nonEmptyFilters } from "../../../search/state/search-params.ts";

interface MemberSearchFormProps {
  /** The filters of a restored search. */
  filters: MemberSearchFilters | undefined;
  onSearch: (filters: MemberSearchFilters) => void;
  onClear: () => void;
}

// spec §2, §5: the member search form; the Region select offers every region by its code.
export function MemberSearchForm({ filters, onSearch, onClear }: MemberSearchFormProps) {
  const form = useMemberSearchForm(filters);
  const values = useWatch({ control: form.control });
  const regions = useAvailableRegions();
  const regionOptions = Object.fromEntries(
    Object.entries(regions.data ?? {}).map(([name, region]) => [name, region.regionCode]),
  );

  const onSubmit = form.handleSubmit((fields) => {
    onSearch(nonEmptyFilters({ ...fields, regionalMemberStatus: "" }));
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Member search">
      <MemberFilterFields form={form} regions={regionOptions} />
      <SearchButtons
        canSearch={hasAnyValue(values)}
        onClear={() => {
          form.reset(emptyMemberSearchForm);
          onClear();
        }}
      />
    </form>
  );
}
