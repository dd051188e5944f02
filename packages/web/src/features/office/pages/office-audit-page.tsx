import { Group, Stack, Text } from "@mantine/core";
import { useSearchParams } from "react-router";
import { PageTitle } from "../../../components/page-title.tsx";
import { auditCsvPath, type AuditFilters as Filters, useOfficeAudit } from "../api/use-office-audit.ts";
import { AuditFilters } from "../components/audit-filters.tsx";
import { AuditTable } from "../components/audit-table.tsx";
import { CsvButton } from "../components/csv-button.tsx";
import { Pager } from "../components/pager.tsx";
import { QueryState } from "../components/query-state.tsx";
import { filtersFromParams, listParams, pageFromParams } from "../form/list-params.ts";

const filterNames = ["memberSearch", "actorSearch", "from", "to"] as const;

// Issue 13: the audit trail of every change, newest first, 100 a page, filtered and exported as CSV.
export function OfficeAuditPage() {
  const [params, setParams] = useSearchParams();
  const filters: Filters = filtersFromParams(params, filterNames);
  const page = pageFromParams(params);
  const audit = useOfficeAudit(filters, page);
  const data = audit.data;

  return (
    <>
      <PageTitle>Audit trail</PageTitle>
      <Stack gap="md">
        <AuditFilters filters={filters} onFilter={(next) => setParams(listParams({ ...next }))} />
        <Group justify="flex-end">
          <CsvButton label="Export CSV" path={auditCsvPath(filters)} fileName="audit-trail.csv" />
        </Group>
        <QueryState query={audit} loading="Loading the audit trail…" />
        {data && !audit.isError ? (
          data.results.length === 0 && page === 1 ? (
            <Text>No entries match these filters.</Text>
          ) : (
            <Stack gap="sm" aria-busy={audit.isFetching}>
              <AuditTable entries={data.results} withMember label="Audit trail entries" />
              <Pager
                page={data.page}
                pageSize={data.pageSize}
                shown={data.results.length}
                onPage={(next) => setParams(listParams({ ...filters }, next))}
              />
            </Stack>
          )
        ) : null}
      </Stack>
    </>
  );
}
