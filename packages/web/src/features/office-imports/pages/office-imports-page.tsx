import type { ImportView } from "@club/domain/import.schema";
import { Anchor, Button, Group, Paper, Stack, Text } from "@mantine/core";
import { Link, useNavigate, useParams, useSearchParams } from "react-router";
import { ApiError, errorsOf } from "../../../api/api-error.ts";
import { ErrorLines } from "../../../components/error-lines.tsx";
import { PageTitle } from "../../../components/page-title.tsx";
import { AdministratorsOnly } from "../../../office-kit/administrators-only.tsx";
import { listParams, pageFromParams } from "../../../office-kit/list-params.ts";
import { formatMoment } from "../../../office-kit/office-format.ts";
import { OfficeSection } from "../../../office-kit/office-section.tsx";
import { Pager } from "../../../office-kit/pager.tsx";
import { QueryState } from "../../../office-kit/query-state.tsx";
import { useImport, useImportPreview, useImports, usePreviewImport } from "../api/use-office-imports.ts";
import { ImportDone } from "../components/import-done.tsx";
import { ImportInvitations } from "../components/import-invitations.tsx";
import { ImportMappingForm } from "../components/import-mapping-form.tsx";
import { ImportPreviewSection } from "../components/import-preview.tsx";
import { ImportProgress } from "../components/import-progress.tsx";
import { ImportResumedNote } from "../components/import-resumed-note.tsx";
import { ImportStatusBadge } from "../components/import-status-badge.tsx";
import { ImportUndo } from "../components/import-undo.tsx";
import { ImportUploadForm } from "../components/import-upload-form.tsx";
import { ImportsTable } from "../components/imports-table.tsx";
import { carsKeptLine, countOf, hasMembers } from "../format/import-format.ts";

const pageTitle = "Import roster";

const refused = (error: unknown) => error instanceof ApiError && error.status === 403;

const onlyAdministrators = "Only an office administrator can import the roster.";

/** The server's refusal (403) of an account whose session said it could import: said the same way. */
function ImportRefused() {
  return (
    <>
      <PageTitle>{pageTitle}</PageTitle>
      <Text>{onlyAdministrators}</Text>
    </>
  );
}

/** Upload a file, and the imports so far. */
function ImportsOverview() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const imports = useImports(pageFromParams(params));
  if (refused(imports.error)) return <ImportRefused />;
  return (
    <>
      <PageTitle>{pageTitle}</PageTitle>
      <Stack gap="md">
        <Text>
          Bring the club's members (and their cars) in from another system's export or a spreadsheet. You
          check which column fills which field, see what would change, and only then import. An import can be
          undone, and nobody is e-mailed until you send the invitations.
        </Text>
        <OfficeSection title="Upload a file">
          <ImportUploadForm onUploaded={(view) => navigate(`/office/imports/${view.id}`)} />
        </OfficeSection>
        <OfficeSection title="Past imports">
          <QueryState query={imports} loading="Loading the imports…" />
          {imports.data && !imports.isError ? (
            <ImportsTable
              imports={imports.data.results}
              total={imports.data.total}
              busy={imports.isFetching}
              pager={
                <Pager
                  page={imports.data.page}
                  pageSize={imports.data.pageSize}
                  total={imports.data.total}
                  shown={imports.data.results.length}
                  onPage={(next) => setParams(listParams({}, next))}
                />
              }
            />
          ) : null}
        </OfficeSection>
      </Stack>
    </>
  );
}

function UploadAgain() {
  return (
    <Group>
      <Button component={Link} to="/office/imports" variant="outline">
        Upload a file
      </Button>
    </Group>
  );
}

/**
 * The preview a job made (issue 41), once the import is previewed; while it is made, what is happening. The focus
 * goes to it when the office asked for it on this page.
 */
function PreviewOf({ view, asked }: { view: ImportView; asked: boolean }) {
  const preview = useImportPreview(view);
  if (view.status !== "previewing" && view.status !== "previewed") return null;
  return (
    <Paper component="section" withBorder p={{ base: "sm", sm: "md" }} aria-label="Preview">
      {view.status === "previewing" ? (
        <Text role="status">
          Checking every row against the members and the registry. The preview shows here when it is done.
        </Text>
      ) : preview.data ? (
        <ImportPreviewSection view={view} preview={preview.data} focus={asked} />
      ) : (
        <QueryState query={preview} loading="Loading the preview…" />
      )}
    </Paper>
  );
}

/** The import's next step, by where it stands. */
function ImportSteps({ view }: { view: ImportView }) {
  const preview = usePreviewImport();
  switch (view.status) {
    case "uploaded":
    case "previewing":
    case "previewed":
      return (
        <>
          <OfficeSection title="Which column fills which field">
            <ImportMappingForm
              key={view.id}
              view={view}
              // A new mapping makes the preview on screen out of date.
              onSaved={() => preview.reset()}
              onPreview={() => preview.mutate(view.id)}
              previewPending={preview.isPending || view.status === "previewing"}
            />
          </OfficeSection>
          {/* A preview that stopped leaves the import uploaded, with the reason. */}
          <ErrorLines
            errors={preview.error ? errorsOf(preview.error) : view.error ? { base: [view.error] } : undefined}
          />
          <PreviewOf view={view} asked={preview.isSuccess} />
        </>
      );
    case "storing":
      return (
        <OfficeSection title="Storing the file">
          <Text role="status">
            The file's rows are being stored. Its columns will show here as soon as every row is stored.
          </Text>
        </OfficeSection>
      );
    case "committing":
      return (
        <OfficeSection title="Importing">
          <ImportProgress view={view} />
        </OfficeSection>
      );
    case "undoing":
      return (
        <OfficeSection title="Undoing the import">
          <ImportProgress view={view} />
        </OfficeSection>
      );
    case "committed":
      return (
        <>
          <OfficeSection title="Imported">
            <ImportDone view={view} />
          </OfficeSection>
          {/* A registry file of cars alone (issue 27) brought no member to invite. */}
          {hasMembers(view) ? (
            <OfficeSection title="Invitations to claim accounts">
              <ImportInvitations view={view} />
            </OfficeSection>
          ) : null}
        </>
      );
    case "undone":
      return (
        <OfficeSection title="Undone">
          <Stack gap="sm">
            <Text role="status">
              {hasMembers(view)
                ? `This import was undone on ${formatMoment(view.undoneAt)}: the members it added were removed, and the members it changed got back their details.`
                : `This import was undone on ${formatMoment(view.undoneAt)}: the cars it added were removed, and what it added to cars already in the registry was taken off them.`}
            </Text>
            {carsKeptLine(view.carsKept) ? <Text>{carsKeptLine(view.carsKept)}</Text> : null}
            <UploadAgain />
          </Stack>
        </OfficeSection>
      );
    case "failed":
      return (
        <OfficeSection title="The import stopped">
          <Stack gap="sm">
            <ErrorLines errors={{ base: [view.error ?? "The import stopped before it was done."] }} />
            <ImportResumedNote view={view} />
            {/* A commit that stopped part-way has no count of what it wrote: the question names none. An upload
                that stopped before its rows were all stored (issue 41) never began a commit: nothing to undo. */}
            {view.progress.total > 0 ? (
              <ImportUndo view={view} counts={null} label="Undo what was imported" />
            ) : null}
            <UploadAgain />
          </Stack>
        </OfficeSection>
      );
  }
}

/** "1,000 member rows, 600 car rows"; a registry file of cars alone (issue 27) has only car rows. */
function uploadedRows(view: ImportView): string {
  return [
    hasMembers(view) ? countOf(view.rows, "member row", "member rows") : null,
    view.cars ? countOf(view.cars.rows, "car row", "car rows") : null,
  ]
    .filter((part) => part !== null)
    .join(", ");
}

/** One import (/office/imports/:id): its mapping and preview, its progress, or what it did. */
function ImportDetail({ id }: { id: number }) {
  const view = useImport(id);
  if (refused(view.error)) return <ImportRefused />;
  const data = view.data;
  return (
    <>
      <PageTitle>{data ? `Import of ${data.fileName}` : pageTitle}</PageTitle>
      <Stack gap="md">
        <Anchor component={Link} to="/office/imports">
          All imports
        </Anchor>
        {data ? (
          <>
            <Group gap="sm">
              <ImportStatusBadge status={data.status} />
              <Text>{`Uploaded ${formatMoment(data.createdAt)}: ${uploadedRows(data)}.`}</Text>
            </Group>
            <ImportSteps view={data} />
          </>
        ) : (
          <QueryState query={view} loading="Loading the import…" />
        )}
      </Stack>
    </>
  );
}

/**
 * Issue 16 (office administrators): the roster brought in from a spreadsheet. Upload, check the mapping of the
 * columns, preview, import (a job whose progress the page follows), undo if need be, and invite the imported
 * members to claim their accounts.
 */
export function OfficeImportsPage() {
  const { id } = useParams();
  const importId = Number(id);
  return (
    <AdministratorsOnly action="manageImports" title={pageTitle} reason={onlyAdministrators}>
      {id !== undefined && Number.isInteger(importId) && importId > 0 ? (
        <ImportDetail id={importId} />
      ) : (
        <ImportsOverview />
      )}
    </AdministratorsOnly>
  );
}
