import { archiveIssueStatusLabels, type OfficeArchiveIssue } from "@club/domain/archive.schema";
import { Badge, Progress, Stack, Text } from "@mantine/core";
import { formatCount, progressPercent } from "../../../office-kit/counts.ts";
import { isIssueUnfinished } from "../api/use-archive-issues.ts";

/** "12 of 200 pages read". */
export const pagesReadLine = ({ progress }: Pick<OfficeArchiveIssue, "progress">) =>
  `${formatCount(progress.done)} of ${formatCount(progress.total)} pages read`;

/** The word says it; the colour helps the eye (dark enough for white words, as the import's badges). */
const colors: Record<OfficeArchiveIssue["status"], string> = {
  queued: "#495057",
  processing: "#1864ab",
  ready: "#216e33",
  failed: "#a61e1e",
};

/**
 * Where an issue's reading stands (issue 45): its status in words; while it is read, a bar and "12 of 200 pages
 * read" (the list asks again every 2 s); once failed, why.
 */
export function IssueStatus({ issue }: { issue: OfficeArchiveIssue }) {
  const line = pagesReadLine(issue);
  return (
    <Stack gap={4} miw={160}>
      <Badge
        variant="filled"
        color={colors[issue.status]}
        autoContrast
        tt="none"
        size="lg"
        styles={{ root: { minWidth: "max-content" } }}
        style={{ alignSelf: "flex-start" }}
      >
        {archiveIssueStatusLabels[issue.status]}
      </Badge>
      {isIssueUnfinished(issue) ? (
        <>
          <Progress
            value={issue.progress.total === 0 ? 0 : progressPercent(issue.progress)}
            size="lg"
            aria-label={line}
          />
          <Text size="sm">{line}</Text>
        </>
      ) : null}
      {issue.findingCars ? (
        <Text size="sm">{`Looking for cars: ${formatCount(issue.findingCars.done)} of ${formatCount(issue.findingCars.total)} pages`}</Text>
      ) : null}
      {issue.status === "failed" && issue.error ? (
        <Text size="sm" c="red.9" style={{ overflowWrap: "break-word" }}>
          {issue.error}
        </Text>
      ) : null}
    </Stack>
  );
}
