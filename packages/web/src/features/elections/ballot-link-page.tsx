import { Alert, Anchor, Stack, Text } from "@mantine/core";
import { Link, useParams } from "react-router";
import { ApiError } from "../../api/api-error.ts";
import { BallotForm } from "../../components/ballot-form.tsx";
import { LoadFailure } from "../../components/load-failure.tsx";
import { LoadingState } from "../../components/loading-state.tsx";
import { PageTitle } from "../../components/page-title.tsx";
import { useLinkBallot, useSendLinkBallot } from "./ballot-api.ts";
import { BallotHeading, VotingClosed } from "./ballot-parts.tsx";

/**
 * Issue 46: the ballot an e-mailed link opens (/vote/{token}), without signing in: this voter's ballot in this
 * election, nothing else.
 */
export function BallotLinkPage() {
  const token = useParams().token ?? "";
  const ballot = useLinkBallot(token);
  const send = useSendLinkBallot(token);
  if (ballot.isPending) return <LoadingState label="Loading your ballot…" />;
  if (ballot.isError) {
    const invalid = ballot.error instanceof ApiError && ballot.error.status === 404;
    return (
      <Stack gap="md" maw={720}>
        <PageTitle>Your ballot</PageTitle>
        {invalid ? (
          <Alert color="yellow" title="This ballot link does not work" role="alert">
            <Text size="lg">{ballot.error.message}</Text>
          </Alert>
        ) : (
          <LoadFailure what="ballot" onRetry={() => void ballot.refetch()} />
        )}
        <Anchor component={Link} to="/login" size="lg">
          Sign in to vote
        </Anchor>
      </Stack>
    );
  }
  const election = ballot.data;
  return (
    <Stack gap="lg" maw={720}>
      <BallotHeading ballot={election} />
      {election.voterName ? <Text size="lg">{`Ballot of ${election.voterName}`}</Text> : null}
      {!election.open && !election.voted ? (
        <VotingClosed ballot={election} />
      ) : (
        <BallotForm
          ballot={election}
          send={(submission) => send.mutateAsync(submission)}
          pending={send.isPending}
          error={send.error}
        />
      )}
    </Stack>
  );
}
