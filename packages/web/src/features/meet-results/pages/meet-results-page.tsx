import { resultEventWords } from "@club/domain/meet-results.rules";
import { Button, Group, Stack, Text } from "@mantine/core";
import { useParams } from "react-router";
import { ApiError, errorsOf } from "../../../api/api-error.ts";
import { ErrorLines } from "../../../components/error-lines.tsx";
import { LoadFailure } from "../../../components/load-failure.tsx";
import { LoadingState } from "../../../components/loading-state.tsx";
import { PageTitle } from "../../../components/page-title.tsx";
import { useDownloadMeetResults, useMeetResults } from "../api/use-meet-results.ts";
import { ClassResults } from "../components/class-results.tsx";

function DownloadResults({ eventId }: { eventId: number }) {
  const download = useDownloadMeetResults(eventId);
  return (
    <Stack gap="xs" align="flex-start">
      <Group gap="sm">
        <Button variant="outline" loading={download.isPending} onClick={() => download.mutate()}>
          Download the results (PDF)
        </Button>
        {download.isSuccess ? <Text role="status">{`Downloaded ${download.data}`}</Text> : null}
      </Group>
      <ErrorLines errors={errorsOf(download.error)} />
    </Stack>
  );
}

/**
 * Issue 29: a judged meet's results per class (/events/{id}/results), for every signed-in member once the office
 * has published them, with the same results as a PDF for the club's magazine. Before that the server answers 404,
 * which says no more than that they are not published.
 */
export function MeetResultsPage() {
  const eventId = Number(useParams().id);
  const results = useMeetResults(eventId);
  const notPublished = results.error instanceof ApiError && results.error.status === 404;
  return (
    <>
      <PageTitle>{results.data ? `Results: ${results.data.event.title}` : "Meet results"}</PageTitle>
      {results.isPending ? <LoadingState label="Loading the results…" /> : null}
      {notPublished ? (
        <Text fz="lg" role="status">
          The results are not published yet.
        </Text>
      ) : null}
      {results.isError && !notPublished ? (
        <LoadFailure what="results" onRetry={() => void results.refetch()} />
      ) : null}
      {results.data ? (
        <Stack gap="xl">
          <Stack gap="sm">
            <Text>{resultEventWords(results.data.event)}</Text>
            <DownloadResults eventId={eventId} />
          </Stack>
          {results.data.classes.length === 0 ? <Text>No classes were judged at this meet.</Text> : null}
          {results.data.classes.map((judgedClass) => (
            <ClassResults key={judgedClass.code} judgedClass={judgedClass} />
          ))}
        </Stack>
      ) : null}
    </>
  );
}
