import { Group, Stack } from "@mantine/core";
import { useSearchParams } from "react-router";
import { PageTitle } from "../../../components/page-title.tsx";
import { AuditTable } from "../../../office-kit/audit-table.tsx";
import { CsvButton } from "../../../office-kit/csv-button.tsx";
import { filtersFromParams, listParams, pageFromParams } from "../../../office-kit/list-params.ts";
import { Pager } from "../../../office-kit/pager.tsx";
import { QueryState } from "../../../office-kit/query-state.tsx";
import {
  auditCsvPath,
  type AuditFilters as Filters,
  useOfficeAudit,
} from "../../../office-kit/use-office-audit.ts";
import { AuditFilters } from "../components/audit-filters.tsx";

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
          <AuditTable
            entries={data.results}
            withMember
            label="Audit trail entries"
            // The trail is not counted: a later page with nothing on it keeps its pager, to go back.
            empty={page === 1 ? "No entries match these filters." : undefined}
            busy={audit.isFetching}
            pager={
              <Pager
                page={data.page}
                pageSize={data.pageSize}
                shown={data.results.length}
                onPage={(next) => setParams(listParams({ ...filters }, next))}
              />
            }
          />
        ) : null}
      </Stack>
    </>
  );
}
