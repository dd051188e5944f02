import { archiveMentionStatuses, type OfficeArchiveIssue } from "@club/domain/archive.schema";
import { policyMessages } from "@club/domain/office-policies.schema";
import { Stack, Tabs, Text, Title } from "@mantine/core";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { errorsOf } from "../../../api/api-error.ts";
import { ErrorLines } from "../../../components/error-lines.tsx";
import { PageTitle } from "../../../components/page-title.tsx";
import { AdministratorsOnly } from "../../../office-kit/administrators-only.tsx";
import { listParams, pageFromParams } from "../../../office-kit/list-params.ts";
import { OfficeSection } from "../../../office-kit/office-section.tsx";
import { Pager } from "../../../office-kit/pager.tsx";
import { QueryState } from "../../../office-kit/query-state.tsx";
import { useArchiveIssues, useFindCarsAgain } from "../api/use-archive-issues.ts";
import { DeleteIssueDialog } from "../components/delete-issue-dialog.tsx";
import { EditIssueDialog } from "../components/edit-issue-dialog.tsx";
import { IssueUploadForm } from "../components/issue-upload-form.tsx";
import { IssuesTable } from "../components/issues-table.tsx";
import { MentionsQueue } from "../components/mentions-queue.tsx";
import { ResourcesEditor } from "../components/resources-editor.tsx";

const pageTitle = "Publications Archive";

const tabs = [
  { value: "issues", label: "Issues" },
  { value: "mentions", label: "Mentions" },
  { value: "resources", label: "Resources" },
] as const;
type Tab = (typeof tabs)[number]["value"];

const tabOf = (value: string | null): Tab => tabs.find((tab) => tab.value === value)?.value ?? "issues";

/** The publications of the issues listed, each once, for the publication field's suggestions. */
const publicationsOf = (issues: readonly OfficeArchiveIssue[]) =>
  [...new Set(issues.map((issue) => issue.publication))].sort((a, b) => a.localeCompare(b));

/** The upload, then the issues with where the reading of their pages stands, Edit and Delete. */
function IssuesPanel({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const issues = useArchiveIssues(page);
  const [editing, setEditing] = useState<OfficeArchiveIssue | null>(null);
  const [deleting, setDeleting] = useState<OfficeArchiveIssue | null>(null);
  const findCars = useFindCarsAgain();
  const publications = publicationsOf(issues.data?.results ?? []);
  return (
    <Stack gap="lg">
      <OfficeSection title="Upload an issue">
        <IssueUploadForm publications={publications} />
      </OfficeSection>
      <Stack gap="sm">
        <Title order={2} size="h3">
          Issues in the archive, the newest first
        </Title>
        <Text maw={760}>
          Cars registered, or given their serial numbers, after an issue was read: Find cars looks for them on
          its pages again. What it finds waits under Mentions.
        </Text>
        <QueryState query={issues} loading="Loading issues…" />
        <ErrorLines errors={errorsOf(findCars.error)} />
        {issues.data && !issues.isError ? (
          <IssuesTable
            issues={issues.data.results}
            onEdit={setEditing}
            onDelete={setDeleting}
            onFindCars={(issue) => findCars.mutate(issue.id)}
            total={issues.data.total}
            busy={issues.isFetching}
            pager={
              <Pager
                page={issues.data.page}
                pageSize={issues.data.pageSize}
                total={issues.data.total}
                shown={issues.data.results.length}
                onPage={onPage}
              />
            }
          />
        ) : null}
      </Stack>
      <EditIssueDialog issue={editing} publications={publications} onClose={() => setEditing(null)} />
      <DeleteIssueDialog issue={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}

/**
 * Issue 45: the club's publications, kept as PDFs whose every page is read and searched to the word; the pages that
 * name cars of the registry, waiting to be confirmed; and the Member Resources links. The tab, the mentions' state
 * and the page are in the address, so Back returns to them.
 */
function Archive() {
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get("tab"));
  const page = pageFromParams(params);
  const status = archiveMentionStatuses.find((value) => value === params.get("status")) ?? "pending";

  return (
    <>
      <PageTitle>{pageTitle}</PageTitle>
      <Text mb="md" maw={760}>
        Each issue uploaded is read page by page (by OCR when it is a scan), so that members find it by any
        word. Pages naming a car of the registry wait under Mentions until the office or the car's owner
        confirms them for the car's history.
      </Text>
      <Tabs
        value={tab}
        onChange={(value) => {
          const next = tabOf(value);
          setParams(listParams({ tab: next === "issues" ? undefined : next }));
        }}
      >
        <Tabs.List aria-label="Parts of the archive" mb="md">
          {tabs.map(({ value, label }) => (
            <Tabs.Tab key={value} value={value} fz="md">
              {label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="issues">
          {tab === "issues" ? (
            <IssuesPanel page={page} onPage={(next) => setParams(listParams({}, next))} />
          ) : null}
        </Tabs.Panel>
        <Tabs.Panel value="mentions">
          {tab === "mentions" ? (
            <MentionsQueue
              status={status}
              page={page}
              onShow={(next, nextPage) =>
                setParams(
                  listParams({ tab: "mentions", status: next === "pending" ? undefined : next }, nextPage),
                )
              }
            />
          ) : null}
        </Tabs.Panel>
        <Tabs.Panel value="resources">{tab === "resources" ? <ResourcesEditor /> : null}</Tabs.Panel>
      </Tabs>
    </>
  );
}

/** The archive is the desk's (`manageArchive`); an account without it gets a line, and no call. */
export function OfficeArchivePage() {
  return (
    <AdministratorsOnly action="manageArchive" title={pageTitle} reason={policyMessages.roleTooLow}>
      <Archive />
    </AdministratorsOnly>
  );
}
