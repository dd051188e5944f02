import type { OfficeArchiveIssue } from "@club/domain/archive.schema";
import { Anchor, Button, Group, Stack, Text, Title, VisuallyHidden } from "@mantine/core";
import { Link } from "react-router";
import { type DataListProps, DataTable } from "../../../components/data-table.tsx";
import { archivePagePath, issueName } from "../../../lib/archive-words.ts";
import { listCardsQuery } from "../../../lib/media-queries.ts";
import { formatCount } from "../../../office-kit/counts.ts";
import { formatDay, noValue } from "../../../office-kit/office-format.ts";
import { IssueStatus } from "./issue-status.tsx";

/** "Vol. XII, no. 3", or what there is of it. */
export function volumeLine(issue: Pick<OfficeArchiveIssue, "volume" | "number">): string {
  const parts = [issue.volume ? `Vol. ${issue.volume}` : "", issue.number ? `no. ${issue.number}` : ""];
  return parts.filter((part) => part).join(", ") || noValue;
}

const accessLabel = (issue: OfficeArchiveIssue) => (issue.membersOnly ? "Members only" : "Public");

/** A card's line of facts: "Vol. XVI, no. 1 · 1968-03-01 · Members only", without a volume it has none of. */
const cardFacts = (issue: OfficeArchiveIssue) =>
  [issue.volume || issue.number ? volumeLine(issue) : null, formatDay(issue.issueDate), accessLabel(issue)]
    .filter(Boolean)
    .join(" · ");

const ocrLine = (issue: OfficeArchiveIssue) => `Pages read by OCR: ${formatCount(issue.ocrPages)}`;

const mentionsLine = ({ mentions }: OfficeArchiveIssue) =>
  `${formatCount(mentions.pending)} waiting, ${formatCount(mentions.confirmed)} confirmed`;

interface IssuesTableProps extends DataListProps {
  issues: OfficeArchiveIssue[];
  onEdit: (issue: OfficeArchiveIssue) => void;
  onDelete: (issue: OfficeArchiveIssue) => void;
  /** Match the issue's pages against the registry again (cars registered since it was read). */
  onFindCars: (issue: OfficeArchiveIssue) => void;
}

function Actions({
  issue,
  onEdit,
  onDelete,
  onFindCars,
}: Omit<IssuesTableProps, "issues"> & { issue: OfficeArchiveIssue }) {
  const name = issueName(issue);
  return (
    <Group gap="xs" wrap="wrap">
      {/* The issue as members read it, at its first page. */}
      <Anchor component={Link} to={archivePagePath(issue.id, 1)}>
        Open<VisuallyHidden>{` ${name}`}</VisuallyHidden>
      </Anchor>
      <Button size="compact-md" variant="outline" onClick={() => onEdit(issue)}>
        Edit<VisuallyHidden>{` ${name}`}</VisuallyHidden>
      </Button>
      {issue.status === "ready" ? (
        <Button
          size="compact-md"
          variant="outline"
          disabled={issue.findingCars !== null}
          onClick={() => onFindCars(issue)}
        >
          Find cars<VisuallyHidden>{` again on ${name}`}</VisuallyHidden>
        </Button>
      ) : null}
      <Button size="compact-md" variant="outline" color="red.9" onClick={() => onDelete(issue)}>
        Delete<VisuallyHidden>{` ${name}`}</VisuallyHidden>
      </Button>
    </Group>
  );
}

/**
 * The archive's issues (issue 45), the newest issue date first: a row each on a desk's screen, a card each on a
 * phone, with where the reading of its pages stands and the mentions of cars found on them.
 */
export function IssuesTable({ issues, onEdit, onDelete, onFindCars, ...paging }: IssuesTableProps) {
  return (
    <DataTable
      {...paging}
      label="Issues"
      rows={issues}
      rowKey={(issue) => issue.id}
      empty="No issue has been uploaded yet."
      minWidth={1000}
      cards={{
        when: listCardsQuery,
        label: "Issues",
        name: issueName,
        render: (issue) => (
          <Stack gap={4}>
            <Title order={3} size="h4" style={{ overflowWrap: "break-word" }}>
              {issueName(issue)}
            </Title>
            <Text>{cardFacts(issue)}</Text>
            <IssueStatus issue={issue} />
            <Text>{ocrLine(issue)}</Text>
            <Text>{`Mentions of cars: ${mentionsLine(issue)}`}</Text>
            <Actions issue={issue} onEdit={onEdit} onDelete={onDelete} onFindCars={onFindCars} />
          </Stack>
        ),
      }}
      columns={[
        { heading: "Publication", wrap: "break-word", cell: (issue) => issue.publication },
        {
          heading: "Title",
          rowHeader: true,
          fw: 700,
          wrap: "break-word",
          minWidth: "10rem",
          cell: (issue) => issue.title,
        },
        { heading: "Vol./No.", cell: volumeLine },
        { heading: "Date", nowrap: true, cell: (issue) => formatDay(issue.issueDate) },
        { heading: "Readers", cell: accessLabel },
        // The pages read by OCR under the status: a column of their own left the actions out of a desk's view.
        {
          heading: "Status",
          cell: (issue) => (
            <Stack gap={4}>
              <IssueStatus issue={issue} />
              <Text size="sm">{ocrLine(issue)}</Text>
            </Stack>
          ),
        },
        { heading: "Mentions", cell: mentionsLine },
        {
          heading: "Actions",
          headingHidden: true,
          // Room for each button's words on one line (the theme lets them wrap: "Find cars again" took three).
          minWidth: "7.5rem",
          cell: (issue) => (
            <Actions issue={issue} onEdit={onEdit} onDelete={onDelete} onFindCars={onFindCars} />
          ),
        },
      ]}
    />
  );
}
