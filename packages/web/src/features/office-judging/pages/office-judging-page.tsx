import { clubDate } from "@club/domain/club-clock";
import { Anchor, Stack, Text } from "@mantine/core";
import { Link, useParams } from "react-router";
import { PageTitle } from "../../../components/page-title.tsx";
import { eventDays } from "../../../event-admin/format/event-format.ts";
import { VolunteersSection } from "../../../event-admin/volunteers/volunteers-section.tsx";
import { useSiteConfig } from "../../../lib/site-config-context.tsx";
import { QueryState } from "../../../office-kit/query-state.tsx";
import { useJudges } from "../api/use-judges.ts";
import { useJudgingEntrants, useJudgingSetup } from "../api/use-judging.ts";
import { JudgingResults } from "../components/judging-results.tsx";
import { JudgingSetupForm } from "../components/judging-setup-form.tsx";

const statusLines = {
  draft: "Being set up: the judges score the cars of their classes on their Judging page.",
  tabulated: "Tabulated: the results below wait to be published. Saving the judging again sets them aside.",
} as const;

/**
 * Issue 29: a portal event's judging, reached from the office's events: its classes, award thresholds, teams,
 * entries and score sheet, saved whole; then the tabulated results and their publishing, after which the page
 * only shows them.
 */
export function OfficeJudgingPage() {
  const eventId = Number(useParams().id);
  const setup = useJudgingSetup(eventId);
  const entrants = useJudgingEntrants(eventId);
  const roster = useJudges();
  const event = entrants.data?.event;
  const { clubTimeZone } = useSiteConfig();

  return (
    <>
      <PageTitle>{event ? `Judging: ${event.title}` : "Judging"}</PageTitle>
      <Stack gap="md">
        <Anchor component={Link} to="/office/events" style={{ alignSelf: "flex-start" }}>
          Back to the events
        </Anchor>
        {event ? <Text>{`${eventDays(event)}${event.place ? `, ${event.place}` : ""}`}</Text> : null}
        <QueryState query={setup} loading="Loading the judging…" />
        <QueryState query={entrants} loading="Loading the registrations…" />
        <QueryState query={roster} loading="Loading the judges…" />
        {setup.data ? (
          <Text role="status" fw={700}>
            {setup.data.status === "published"
              ? `The results were published on ${clubDate(new Date(setup.data.publishedAt ?? 0), clubTimeZone)}: the judging no longer changes.`
              : statusLines[setup.data.status]}
          </Text>
        ) : null}
        {setup.data?.withdrawal && setup.data.status !== "published" ? (
          <Text>{`The results were withdrawn on ${clubDate(new Date(setup.data.withdrawal.at), clubTimeZone)}: ${setup.data.withdrawal.reason}`}</Text>
        ) : null}
        {setup.data && entrants.data && roster.data ? (
          <>
            <JudgingSetupForm
              eventId={eventId}
              setup={setup.data}
              entrants={entrants.data.entrants}
              roster={roster.data}
            />
            <JudgingResults eventId={eventId} setup={setup.data} />
          </>
        ) : null}
        <VolunteersSection root="/office" eventId={eventId} />
      </Stack>
    </>
  );
}
