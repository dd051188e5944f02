import type { ImportView } from "@club/domain/import.schema";
import { Anchor } from "@mantine/core";
import { Link } from "react-router";
import { type DataListProps, DataTable } from "../../../components/data-table.tsx";
import { formatMoment } from "../../../office-kit/office-format.ts";
import { countOf, hasMembers, importSheets, progressLine, summaryInWords } from "../format/import-format.ts";
import { ImportStatusBadge } from "./import-status-badge.tsx";

/** What an import did, or where it stands, in a few words. */
function countsOf(view: ImportView): string {
  if (view.status === "committing" || view.status === "undoing") return progressLine(view);
  if (view.status === "storing") return "Its rows are being stored";
  if (view.status === "previewing") return "Its rows are being checked for the preview";
  // Its summary is still the preview's: counts of what was never written.
  if (view.status === "failed") return "Stopped before it was done";
  if (view.summary) return summaryInWords(view.summary, importSheets(view, view.summary));
  // A registry file of cars alone (issue 27) has only its cars' rows.
  const rows = hasMembers(view) ? view.rows : (view.cars?.rows ?? 0);
  return `${countOf(rows, "row", "rows")}, not previewed yet`;
}

/** The imports, newest first; the file name opens one. */
export function ImportsTable({ imports, ...paging }: { imports: ImportView[] } & DataListProps) {
  return (
    <DataTable
      {...paging}
      label="Past imports"
      rows={imports}
      rowKey={(view) => view.id}
      empty="No file has been imported yet."
      minWidth={720}
      columns={[
        {
          heading: "File",
          wrap: "anywhere",
          cell: (view) => (
            <Anchor component={Link} to={`/office/imports/${view.id}`} fw={700}>
              {view.fileName}
            </Anchor>
          ),
        },
        { heading: "Uploaded", nowrap: true, cell: (view) => formatMoment(view.createdAt) },
        { heading: "Status", cell: (view) => <ImportStatusBadge status={view.status} /> },
        { heading: "Members", cell: countsOf },
      ]}
    />
  );
}
