import type { ImportView } from "@club/domain/import.schema";
import { Anchor, Table } from "@mantine/core";
import { Link } from "react-router";
import { countOf, progressLine, summaryInWords } from "../../format/import-format.ts";
import { formatMoment } from "../../format/office-format.ts";
import { ImportStatusBadge } from "./import-status-badge.tsx";

/** What an import did, or where it stands, in a few words. */
function countsOf(view: ImportView): string {
  if (view.status === "committing" || view.status === "undoing") return progressLine(view);
  // Its summary is still the preview's: counts of what was never written.
  if (view.status === "failed") return "Stopped before it was done";
  if (view.summary) return summaryInWords(view.summary, view.cars !== null);
  return `${countOf(view.rows, "row", "rows")}, not previewed yet`;
}

/** The imports, newest first; the file name opens one. */
export function ImportsTable({ imports }: { imports: ImportView[] }) {
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped verticalSpacing={6} horizontalSpacing="xs" aria-label="Past imports">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">File</Table.Th>
            <Table.Th scope="col">Uploaded</Table.Th>
            <Table.Th scope="col">Status</Table.Th>
            <Table.Th scope="col">Members</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {imports.map((view) => (
            <Table.Tr key={view.id}>
              <Table.Td style={{ overflowWrap: "anywhere" }}>
                <Anchor component={Link} to={`/office/imports/${view.id}`} fw={700}>
                  {view.fileName}
                </Anchor>
              </Table.Td>
              <Table.Td style={{ whiteSpace: "nowrap" }}>{formatMoment(view.createdAt)}</Table.Td>
              <Table.Td>
                <ImportStatusBadge status={view.status} />
              </Table.Td>
              <Table.Td>{countsOf(view)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
