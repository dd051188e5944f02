import { type ImportPreview, type ImportView, importFieldLabels } from "@club/domain/import.schema";
import { Badge, Button, Group, List, Stack, Text, Title } from "@mantine/core";
import { useEffect, useRef, useState } from "react";
import { errorsOf } from "../../../api/api-error.ts";
import { DataTable } from "../../../components/data-table.tsx";
import { ErrorLines } from "../../../components/error-lines.tsx";
import { ConfirmDialog } from "../../../office-kit/confirm-dialog.tsx";
import { formatCount } from "../../../office-kit/counts.ts";
import { humanize } from "../../../office-kit/office-format.ts";
import { useCommitImport, useDownloadImportFile } from "../api/use-office-imports.ts";
import {
  carsToImport,
  countOf,
  type ImportSheets,
  importSheets,
  membersMatched,
  membersToImport,
  summaryInWords,
} from "../format/import-format.ts";
import { ImportMatchedCars } from "./import-matched-cars.tsx";
import { wrappingLabel } from "./wrapping-label.ts";

type Summary = ImportPreview["summary"];

// Dark enough for white text at 4.5:1 or more (WCAG AA).
const countBadges: { label: string; color: string; count: (summary: Summary) => string }[] = [
  { label: "New members", color: "#216e33", count: (summary) => formatCount(summary.new) },
  { label: "Matched", color: "#1864ab", count: (summary) => formatCount(membersMatched(summary)) },
  { label: "Will change", color: "#5f3dc4", count: (summary) => formatCount(summary.changed) },
  { label: "Rejected", color: "#a61e1e", count: (summary) => formatCount(summary.rejected) },
  { label: "Duplicates", color: "#8a5a00", count: (summary) => formatCount(summary.duplicates) },
];

const carsBadge = {
  label: "Cars",
  color: "#495057",
  count: (summary: Summary) =>
    `${formatCount(summary.carsNew)} new / ${formatCount(summary.carsMatched)} matched / ${formatCount(summary.carsRejected)} rejected`,
};

function fieldLabel(field: string): string {
  return importFieldLabels[field as keyof typeof importFieldLabels] ?? humanize(field);
}

/** The counts in words, and as badges for the eye. */
function Counts({ summary, sheets }: { summary: Summary; sheets: ImportSheets }) {
  return (
    <Stack gap="xs">
      <Text fw={700}>{summaryInWords(summary, sheets)}</Text>
      {/* The sentence above says it all; the badges repeat it for the eye. */}
      <Group gap="xs" aria-hidden>
        {[...(sheets.members ? countBadges : []), ...(sheets.cars ? [carsBadge] : [])].map((badge) => (
          <Badge key={badge.label} color={badge.color} variant="filled" tt="none" size="lg" autoContrast>
            {`${badge.label} ${badge.count(summary)}`}
          </Badge>
        ))}
      </Group>
    </Stack>
  );
}

function RejectedRows({ id, preview, sheets }: { id: number; preview: ImportPreview; sheets: ImportSheets }) {
  const download = useDownloadImportFile();
  const { summary, rejected } = preview;
  const left = summary.rejected + summary.duplicates + summary.carsRejected;
  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        Rejected rows
      </Title>
      {rejected.length === 0 ? (
        <Text>No row is rejected.</Text>
      ) : (
        <>
          <Text>
            {`These rows will not be imported. Download them, correct them in your spreadsheet, and upload that file again after this import.${left > rejected.length ? ` The first ${formatCount(rejected.length)} of ${formatCount(left)} are shown here; the download has them all.` : ""}`}
          </Text>
          <DataTable
            label="Rejected rows"
            rows={rejected}
            rowKey={(row) => `${row.sheet}-${row.row}`}
            columns={[
              // Which file a row is in, when there are two.
              sheets.members &&
                sheets.cars && {
                  heading: "File",
                  cell: (row) => (row.sheet === "cars" ? "Cars" : "Members"),
                },
              { heading: "Row", cell: (row) => row.row },
              {
                heading: "Why it is rejected",
                cell: (row) =>
                  row.reasons.length === 1 ? (
                    row.reasons[0]
                  ) : (
                    <List spacing={2}>
                      {row.reasons.map((reason) => (
                        <List.Item key={reason}>{reason}</List.Item>
                      ))}
                    </List>
                  ),
              },
            ]}
          />
          <Group gap="sm">
            {summary.rejected + summary.duplicates > 0 ? (
              <Button
                variant="outline"
                loading={download.isPending && download.variables.file === "rejected-members"}
                onClick={() => download.mutate({ id, file: "rejected-members" })}
                {...wrappingLabel}
              >
                Download the rejected rows (CSV)
              </Button>
            ) : null}
            {summary.carsRejected > 0 ? (
              <Button
                variant="outline"
                loading={download.isPending && download.variables.file === "rejected-cars"}
                onClick={() => download.mutate({ id, file: "rejected-cars" })}
                {...wrappingLabel}
              >
                Download the rejected cars (CSV)
              </Button>
            ) : null}
            {download.isSuccess ? <Text role="status">{`Downloaded ${download.data}`}</Text> : null}
          </Group>
          <ErrorLines errors={errorsOf(download.error)} />
        </>
      )}
    </Stack>
  );
}

function Changes({ preview }: { preview: ImportPreview }) {
  const { summary, changes } = preview;
  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        Changes to members already in the portal
      </Title>
      {changes.length === 0 ? (
        <Text>No member already in the portal will change.</Text>
      ) : (
        <>
          {summary.changed > changes.length ? (
            <Text>{`The first ${formatCount(changes.length)} of ${formatCount(summary.changed)} members are shown.`}</Text>
          ) : null}
          <DataTable
            label="Changes"
            rows={changes.flatMap((change) => change.fields.map((field) => ({ change, field })))}
            rowKey={({ change, field }) => `${change.row}-${field.field}`}
            columns={[
              { heading: "Member", cell: ({ change }) => `${change.name} (no. ${change.memberNo})` },
              { heading: "Field", cell: ({ field }) => fieldLabel(field.field) },
              { heading: "Now", wrap: "anywhere", cell: ({ field }) => field.before || "(empty)" },
              {
                heading: "After the import",
                wrap: "anywhere",
                cell: ({ field }) => (
                  <>
                    <span aria-hidden>→ </span>
                    {field.after || "(empty)"}
                  </>
                ),
              },
            ]}
          />
        </>
      )}
    </Stack>
  );
}

/**
 * Step 3: what the import would do, before anything is written: the counts, the rows left out and why (to fix
 * and upload again), the changes to members already in the portal, the cars the registry already has and what
 * they gain (issue 27); then the import, after a question. A registry file of cars alone (issue 27) speaks of its
 * cars only, and imports when one of its car rows can be. Its tables have nothing to focus, so they wrap on a
 * phone rather than scroll sideways (a keyboard could not scroll them).
 */
export function ImportPreviewSection({
  view,
  preview,
  focus,
}: {
  view: ImportView;
  preview: ImportPreview;
  /** The office asked for it on this page: the focus goes to it when it arrives. */
  focus: boolean;
}) {
  const commit = useCommitImport();
  const [asking, setAsking] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const { summary } = preview;
  const sheets = importSheets(view, summary);
  // What the import counts: its members, or a registry file's cars when it has no members.
  const [toImport, one, many] = sheets.members
    ? [membersToImport(summary), "member", "members"]
    : [carsToImport(summary), "car", "cars"];
  const importLabel = `Import ${countOf(toImport, one, many)}`;

  // The preview the office asked for arrives below the mapping: the focus (and a screen reader) goes to it. One shown
  // as the page opens leaves the focus where the page puts it.
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);

  return (
    <Stack gap="md">
      <Title order={2} size="h3" ref={heading} tabIndex={-1}>
        Preview
      </Title>
      <Text>Nothing has been imported yet. This is what the import would do:</Text>
      <Counts summary={summary} sheets={sheets} />
      <RejectedRows id={view.id} preview={preview} sheets={sheets} />
      {sheets.members ? <Changes preview={preview} /> : null}
      <ImportMatchedCars matchedCars={preview.matchedCars} />
      {toImport === 0 ? (
        <Text fw={700}>{`No ${one} can be imported from this file: correct the mapping or the file.`}</Text>
      ) : (
        <Group>
          <Button
            onClick={() => {
              commit.reset();
              setAsking(true);
            }}
          >
            {importLabel}
          </Button>
        </Group>
      )}
      <ErrorLines errors={asking ? undefined : errorsOf(commit.error)} />
      <ConfirmDialog
        opened={asking}
        title={sheets.members ? "Import the roster?" : "Import the cars?"}
        confirmLabel={importLabel}
        pending={commit.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() => commit.mutate(view.id, { onSettled: () => setAsking(false) })}
      >
        <List spacing="xs">
          {sheets.members ? (
            <>
              <List.Item>{`${countOf(summary.new, "new member is", "new members are")} added.`}</List.Item>
              <List.Item>
                {`${countOf(membersMatched(summary), "member", "members")} already in the portal ${membersMatched(summary) === 1 ? "is" : "are"} matched; ${countOf(summary.changed, "of them changes", "of them change")} as shown in the preview.`}
              </List.Item>
              <List.Item>
                {`${countOf(summary.rejected, "rejected row", "rejected rows")} and ${countOf(summary.duplicates, "duplicate", "duplicates")} are left out.`}
              </List.Item>
            </>
          ) : null}
          {sheets.cars ? (
            <List.Item>{`${countOf(summary.carsNew, "car is", "cars are")} added.`}</List.Item>
          ) : null}
          {sheets.members ? null : (
            <>
              <List.Item>
                {`${countOf(summary.carsMatched, "car is", "cars are")} already in the portal: no second car is made, and who has a car now does not change.`}
              </List.Item>
              <List.Item>
                {`${countOf(summary.carsRejected, "rejected row is", "rejected rows are")} left out.`}
              </List.Item>
            </>
          )}
          {summary.ownersAdded > 0 ? (
            <List.Item>
              {`${countOf(summary.ownersAdded, "earlier owner is", "earlier owners are")} added to cars already in the registry.`}
            </List.Item>
          ) : null}
        </List>
        {sheets.members ? (
          <Text fw={700}>
            No e-mail is sent. Members are invited to claim their accounts only when you send the invitations,
            after the import.
          </Text>
        ) : (
          <Text fw={700}>No member is added or changed, and no e-mail is sent.</Text>
        )}
        <Text>A large file takes a few minutes. You can undo the whole import afterwards.</Text>
      </ConfirmDialog>
    </Stack>
  );
}
