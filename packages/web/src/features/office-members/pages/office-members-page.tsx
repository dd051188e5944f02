import { Button, Stack, Text, Title } from "@mantine/core";
import { useSearchParams } from "react-router";
import { PageTitle } from "../../../components/page-title.tsx";
import { Pager } from "../../../office-kit/pager.tsx";
import { QueryState } from "../../../office-kit/query-state.tsx";
import { type OfficeMemberSearch, useOfficeMembers } from "../../../office-kit/use-office-members.ts";
import { MembersFilters } from "../components/members-filters.tsx";
import { MembersTable } from "../components/members-table.tsx";
import { paramsFromSearch, searchFromParams, sortedBy } from "../form/member-search-params.ts";

// Issue 13: every account, found by words, status and region, sorted and paged (50 a page); the search is in the
// address, so Back returns to the same list.
export function OfficeMembersPage() {
  const [params, setParams] = useSearchParams();
  const search = searchFromParams(params);
  const members = useOfficeMembers(search);
  const go = (next: OfficeMemberSearch) => setParams(paramsFromSearch(next));
  const filtered = Boolean(search.q || search.status || search.region);

  return (
    <>
      <PageTitle>Members</PageTitle>
      <Stack gap="md">
        <MembersFilters search={search} onSearch={go} />
        <Stack component="section" gap="sm" aria-labelledby="members-results" aria-busy={members.isFetching}>
          <Title order={2} size="h3" id="members-results">
            {filtered ? "Members found" : "All members"}
          </Title>
          <QueryState query={members} loading="Loading members…" />
          {members.data && !members.isError ? (
            members.data.total === 0 ? (
              <Stack gap="xs" align="flex-start" role="status">
                <Text>No members match this search.</Text>
                {filtered ? (
                  <Button variant="outline" onClick={() => go({ sort: "last_name", order: "asc", page: 1 })}>
                    Show all members
                  </Button>
                ) : null}
              </Stack>
            ) : (
              <>
                <MembersTable
                  rows={members.data.results}
                  sort={search.sort}
                  order={search.order}
                  onSort={(sort) => go(sortedBy(search, sort))}
                />
                <Pager
                  page={members.data.page}
                  pageSize={members.data.pageSize}
                  total={members.data.total}
                  shown={members.data.results.length}
                  onPage={(page) => go({ ...search, page })}
                />
              </>
            )
          ) : null}
        </Stack>
      </Stack>
    </>
  );
}
