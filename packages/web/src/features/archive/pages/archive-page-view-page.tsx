import type { ArchivePageView } from "@club/domain/archive.schema";
import { Anchor, Box, Button, Group, Image, List, Stack, Text, Title, VisuallyHidden } from "@mantine/core";
import { Link, useLocation, useParams } from "react-router";
import { ApiError, errorsOf } from "../../../api/api-error.ts";
import { ErrorLines } from "../../../components/error-lines.tsx";
import { PageLoadingState } from "../../../components/loading-state.tsx";
import { PageTitle } from "../../../components/page-title.tsx";
import { archivePagePath, issueFacts, pageOfIssue } from "../../../lib/archive-words.ts";
import { useArchivePage } from "../api/use-archive-page.ts";
import { SuggestPageForm } from "../components/suggest-page-form.tsx";

export const pageNotInArchive = "This page is not in the archive.";

const searchPath = "/my-profile/member-resources/archive";

/** The search a result was opened from (its address), carried from page to page for "Back to the search". */
function useSearchState(): string {
  const state: unknown = useLocation().state;
  return typeof state === "object" && state !== null && "search" in state && typeof state.search === "string"
    ? state.search
    : "";
}

function PageTurns({ view, search }: { view: ArchivePageView; search: string }) {
  const { issue, page } = view;
  return (
    <Group component="nav" aria-label="Pages of this issue" gap="md">
      {page > 1 ? (
        <Anchor component={Link} to={archivePagePath(issue.id, page - 1)} state={{ search }}>
          Previous page
        </Anchor>
      ) : null}
      <Text>{`Page ${page} of ${issue.pageCount}`}</Text>
      {page < issue.pageCount ? (
        <Anchor component={Link} to={archivePagePath(issue.id, page + 1)} state={{ search }}>
          Next page
        </Anchor>
      ) : null}
    </Group>
  );
}

function PageText({ view }: { view: ArchivePageView }) {
  // A <details> element: the text stays in the page, so a screen reader and the browser's find reach it closed.
  return (
    <Box component="details">
      <Box component="summary" style={{ cursor: "pointer" }} fw={700}>
        Text of this page
      </Box>
      <Stack gap="xs" mt="sm">
        {view.ocr ? (
          <Text size="sm" c="dimmed">
            This text was read by OCR from a scan of the page, and may have mistakes.
          </Text>
        ) : null}
        <Text style={{ whiteSpace: "pre-wrap" }}>{view.text || "(no words on this page)"}</Text>
      </Stack>
    </Box>
  );
}

function CarsOnPage({ cars }: { cars: ArchivePageView["cars"] }) {
  return (
    <Stack component="section" gap="sm" aria-labelledby="page-cars-heading">
      <Title order={2} id="page-cars-heading">
        Cars on this page
      </Title>
      {cars.length === 0 ? (
        <Text>No car of the registry is confirmed on this page yet.</Text>
      ) : (
        <List spacing={4}>
          {cars.map((car) => (
            <List.Item key={car.vehicleId}>
              <Anchor component={Link} to={`/my-profile/search/vehicle/${car.vehicleId}`}>
                {car.car}
              </Anchor>
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}

// Issue 45: one page of an issue: its picture, the PDF opened at it, the pages before and after, its text, the cars it
// is about and the member's suggestion of one of theirs.
export function ArchivePageViewPage() {
  const params = useParams();
  const issueId = Number(params.issueId);
  const page = Number(params.page);
  const view = useArchivePage(issueId, page);
  const search = useSearchState();
  const backToSearch = (
    <Anchor component={Link} to={search ? `${searchPath}?${search}` : searchPath}>
      Back to the search
    </Anchor>
  );
  const unknownPage = !Number.isInteger(issueId) || issueId < 1 || !Number.isInteger(page) || page < 1;

  if (unknownPage || view.error)
    return (
      <Stack gap="md">
        <PageTitle>Publications Archive</PageTitle>
        <ErrorLines
          errors={
            unknownPage || (view.error instanceof ApiError && view.error.status === 404)
              ? { base: [pageNotInArchive] }
              : errorsOf(view.error)
          }
        />
        {backToSearch}
      </Stack>
    );
  if (!view.data) return <PageLoadingState label="Loading the page…" />;
  const data = view.data;
  const { issue } = data;

  return (
    <Stack gap="lg">
      {backToSearch}
      <PageTitle>{`${issue.publication} — ${issue.title}, page ${data.page}`}</PageTitle>
      <Text>{issueFacts(issue)}</Text>
      {data.imageUrl ? (
        <Image src={data.imageUrl} alt={pageOfIssue(data.page, issue)} w="100%" maw={900} />
      ) : (
        <Text>This page has no picture yet: open the PDF to see it.</Text>
      )}
      <Group justify="space-between" gap="md">
        <Button component="a" href={data.pdfUrl} target="_blank" rel="noopener noreferrer" variant="outline">
          Open the PDF at this page
          <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
        </Button>
        <PageTurns view={data} search={search} />
      </Group>
      <PageText view={data} />
      <CarsOnPage cars={data.cars} />
      {/* Another page starts the form afresh, its thanks too. */}
      <SuggestPageForm key={`${issue.id}-${data.page}`} issueId={issue.id} page={data.page} />
    </Stack>
  );
}
