import { Alert, Stack, Text } from "@mantine/core";
import { useParams } from "react-router";
import { BallotForm } from "../../components/ballot-form.tsx";
import { LoadFailure } from "../../components/load-failure.tsx";
import { LoadingState } from "../../components/loading-state.tsx";
import { PageTitle } from "../../components/page-title.tsx";
import { useMyBallot, useSendMyBallot } from "./ballot-api.ts";
import { BallotHeading, VotingClosed } from "./ballot-parts.tsx";

/** Issue 46: the signed-in member's ballot (/elections/{id}/vote). */
export function BallotPage() {
  const electionId = Number(useParams().id);
  const ballot = useMyBallot(electionId);
  const send = useSendMyBallot(electionId);
  if (ballot.isPending) return <LoadingState label="Loading your ballot…" />;
  if (ballot.isError)
    return (
      <>
        <PageTitle>Your ballot</PageTitle>
        <LoadFailure what="ballot" onRetry={() => void ballot.refetch()} />
      </>
    );
  const election = ballot.data;
  return (
    <Stack gap="lg" maw={720}>
      <BallotHeading ballot={election} />
      {!election.onRoll ? (
        <Alert color="yellow" title="You are not on this election's voter roll" role="status">
          <Text size="lg">
            The roll is made on the record day from the members in good standing that day. If you think this
            is a mistake, call or e-mail the club office.
          </Text>
        </Alert>
      ) : !election.open && !election.voted ? (
        <VotingClosed ballot={election} />
      ) : (
        <BallotForm
          ballot={election}
          send={(submission) => send.mutateAsync(submission)}
          pending={send.isPending}
          error={send.error}
        />
      )}
      {election.votedBy === "paper" ? <Text size="lg">Your paper ballot was received.</Text> : null}
    </Stack>
  );
}
