import { spelledDay } from "@club/domain/days";
import type { Ballot } from "@club/domain/election-ballot.schema";
import { Alert, Text } from "@mantine/core";
import { PageTitle } from "../../components/page-title.tsx";

// Issue 46: what both ballot pages show around the form.

type Days = Pick<Ballot, "title" | "description" | "votingFrom" | "votingTo">;

export function BallotHeading({ ballot }: { ballot: Days }) {
  return (
    <>
      <PageTitle>{`Ballot: ${ballot.title}`}</PageTitle>
      {ballot.description ? <Text size="lg">{ballot.description}</Text> : null}
      <Text size="lg">{`Voting is open from ${spelledDay(ballot.votingFrom)} to the end of ${spelledDay(ballot.votingTo)}.`}</Text>
    </>
  );
}

export function VotingClosed({ ballot }: { ballot: Days }) {
  return (
    <Alert color="yellow" title="Voting is not open" role="status">
      <Text size="lg">{`You can vote from ${spelledDay(ballot.votingFrom)} to the end of ${spelledDay(ballot.votingTo)}.`}</Text>
    </Alert>
  );
}
