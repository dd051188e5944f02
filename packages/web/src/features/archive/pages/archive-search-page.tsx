import { codeName } from "@club/domain/wire-keys";
import { Anchor, Pagination, Stack, Text, Title } from "@mantine/core";
import { Link, useSearchParams } from "react-router";
import { ApiError, errorsOf, type FieldErrors } from "../../../api/api-error.ts";
import { ErrorLines } from "../../../components/error-lines.tsx";
import { PageTitle } from "../../../components/page-title.tsx";
import { useArchiveSearch } from "../api/use-archive-search.ts";
import { ArchiveResultItem } from "../components/archive-result-item.tsx";
import { ArchiveResultsSkeleton } from "../components/archive-results-skeleton.tsx";
import { ArchiveSearchForm } from "../components/archive-search-form.tsx";
import {
  type ArchiveFilters,
  type ArchiveSearch,
  archiveFilterNames,
  paramsOfSearch,
  searchOfParams,
} from "../form/archive-search-params.ts";

const filtersOf = (search: ArchiveSearch): ArchiveFilters =>
  Object.fromEntries(archiveFilterNames.flatMap((name) => (search[name] ? [[name, search[name]]] : [])));

/** The server's words on a search it refused (400), by the form's field names (it may name them snake_case). */
function refusedFields(error: unknown): FieldErrors {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  const fields: FieldErrors = {};
  for (const [name, messages] of Object.entries(error.errors)) fields[codeName(name)] = messages;
  return fields;
}

const pagesFound = (total: number) => (total === 1 ? "1 page found" : `${total} pages found`);

// Issue 45: the club's publications searched to the word. The search lives in the address (Back from a page returns
// to it); the results are pages, each with its picture, its issue and its words around the hits.
export function ArchiveSearchPage() {
  const [params, setParams] = useSearchParams();
  const search = searchOfParams(params);
  const results = useArchiveSearch(search);
  const go = (next: ArchiveSearch) => setParams(paramsOfSearch(next));
  const reply = results.data;
  const pages = reply ? Math.ceil(reply.total / reply.pageSize) : 0;
  const refused = refusedFields(results.error);
  const { q: _q, publication: _publication, yearFrom: _from, yearTo: _to, ...otherErrors } = refused;
  const loading = results.isPending || (results.isFetching && results.isPlaceholderData);

  return (
    <Stack gap="md">
      <Anchor component={Link} to="/my-profile/member-resources">
        Back to Member Resources
      </Anchor>
      <PageTitle>Publications Archive</PageTitle>
      <Text>
        Every page of the club's magazines and bulletins, searched to the word: a car's serial number, an
        owner, a place, a meet.
      </Text>
      {/* A new address (Clear, Back, or a link) starts the form again from what it holds. */}
      <ArchiveSearchForm
        key={params.toString()}
        filters={filtersOf(search)}
        publications={reply?.publications ?? []}
        serverErrors={refused}
        onSearch={(filters) => go(filters)}
      />
      <Stack component="section" gap="md" mt="lg" aria-labelledby="archive-results-heading">
        <Title order={2} id="archive-results-heading">
          Results
        </Title>
        {results.error ? (
          <ErrorLines
            errors={
              results.error instanceof ApiError && results.error.status === 400
                ? otherErrors
                : errorsOf(results.error)
            }
          />
        ) : null}
        {loading && !results.error ? <ArchiveResultsSkeleton /> : null}
        {reply && !loading && !results.error ? (
          search.q ? (
            <Stack gap="md">
              {reply.spelledAs ? (
                <Text role="status">{`No pages with “${search.q}”; showing pages with “${reply.spelledAs}”.`}</Text>
              ) : null}
              <Text fw={700} aria-live="polite">
                {pagesFound(reply.total)}
              </Text>
              {reply.total === 0 ? (
                <Stack gap={4} role="status">
                  <Text fw={700}>{`No pages found for “${search.q}”.`}</Text>
                  <Text>
                    Try other spellings or fewer words, or search every publication and year: a name may be
                    printed in full or in short.
                  </Text>
                </Stack>
              ) : (
                <Stack
                  component="ul"
                  gap="sm"
                  m={0}
                  p={0}
                  style={{ listStyle: "none" }}
                  aria-label="Pages found"
                >
                  {reply.results.map((result) => (
                    <ArchiveResultItem
                      key={`${result.issue.id}-${result.page}`}
                      result={result}
                      search={params.toString()}
                    />
                  ))}
                </Stack>
              )}
              {pages > 1 ? (
                <Pagination
                  total={pages}
                  value={search.page ?? 1}
                  onChange={(next) => go({ ...search, page: next })}
                  siblings={1}
                  boundaries={1}
                  getControlProps={(control) => ({ "aria-label": `${control} page` })}
                  getItemProps={(item) => ({ "aria-label": `Page ${item}` })}
                />
              ) : null}
            </Stack>
          ) : (
            <Text>Type the words to look for, then Search.</Text>
          )
        ) : null}
      </Stack>
    </Stack>
  );
}
