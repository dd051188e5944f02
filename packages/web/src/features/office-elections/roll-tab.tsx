import type { ElectionPhase } from "@club/domain/election.rules";
import type { BallotContents } from "@club/domain/election-ballot.schema";
import type { RollVoter } from "@club/domain/election-roll.schema";
import { Button, Group, Stack, Text, TextInput, Title } from "@mantine/core";
import { useState } from "react";
import { errorsOf } from "../../api/api-error.ts";
import { BallotForm } from "../../components/ballot-form.tsx";
import { DataTable } from "../../components/data-table.tsx";
import { ErrorLines } from "../../components/error-lines.tsx";
import { CsvButton } from "../../office-kit/csv-button.tsx";
import { QueryState } from "../../office-kit/query-state.tsx";
import { useKeyPaperBallot, usePrintPaperBallots, useRoll } from "./roll-tab-api.ts";

// Issue 46: an election's voting as the office runs it: the roll (who may vote, whether and how each did, never
// what), its spreadsheet, paper ballots printed, and a returned paper keyed by its code.

const votedWords = (voter: RollVoter) =>
  voter.votedBy === null ? "Not yet" : `${voter.votedBy === "online" ? "Online" : "Paper"}, ${voter.votedOn}`;

/** Papers are printed until voting closes, and keyed from the first day of voting until the count. */
const printsPapers = (phase: ElectionPhase) =>
  phase === "upcoming" || phase === "nominations" || phase === "before_voting" || phase === "voting";
const keysPapers = (phase: ElectionPhase) => phase === "voting" || phase === "closed";

export function RollTab({ electionId, phase }: { electionId: number; phase: ElectionPhase }) {
  const [search, setSearch] = useState("");
  const roll = useRoll(electionId, search.trim());
  return (
    <Stack gap="xl">
      <Stack gap="sm">
        <Title order={2}>Voter roll</Title>
        {roll.data ? (
          <Text size="lg" role="status">
            {roll.data.rollMadeAt === null
              ? "The roll is made on the record day."
              : `${roll.data.counts.voters} voters; ${roll.data.counts.voted} have voted (${roll.data.counts.online} online, ${roll.data.counts.paper} on paper).`}
          </Text>
        ) : null}
        <Group gap="md" align="flex-end">
          <TextInput
            label="Find a voter"
            description="A name or a member number"
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
          />
          <CsvButton
            label="Download CSV"
            path={`/office/elections/${electionId}/roll?format=csv`}
            fileName={`election-${electionId}-roll.csv`}
            ariaLabel="Download CSV of the voter roll"
          />
        </Group>
        <QueryState query={roll} loading="Loading the roll…" />
        {roll.data ? (
          <DataTable
            label="Voter roll"
            // Narrower than this (a phone), the table scrolls in its own box rather than widening the page.
            minWidth={640}
            scrollRegion="Voter roll"
            rows={roll.data.voters}
            rowKey={(voter) => `${voter.memberNo}-${voter.associate ? "a" : "m"}`}
            empty="No voter matches."
            columns={[
              { heading: "Number", cell: (voter) => voter.memberNo, nowrap: true },
              {
                heading: "Name",
                rowHeader: true,
                cell: (voter) => (voter.associate ? `${voter.name} (associate)` : voter.name),
              },
              { heading: "Voted", cell: votedWords, nowrap: true },
              { heading: "Reads on paper", cell: (voter) => (voter.readsOnPaper ? "Yes" : "") },
              { heading: "Paper printed", cell: (voter) => (voter.paperPrinted ? "Yes" : "") },
              { heading: "E-mail", cell: (voter) => (voter.email ? "Yes" : "None") },
            ]}
          />
        ) : null}
      </Stack>
      {printsPapers(phase) ? <PrintPaperBallots electionId={electionId} /> : null}
      {roll.data && keysPapers(phase) ? (
        <KeyPaperBallot electionId={electionId} ballot={roll.data.ballot} />
      ) : null}
      {phase === "counted" || phase === "published" ? (
        <Text size="lg">The ballots are counted: no paper ballot is printed or keyed now.</Text>
      ) : null}
    </Stack>
  );
}

function PrintPaperBallots({ electionId }: { electionId: number }) {
  const [numbers, setNumbers] = useState("");
  const print = usePrintPaperBallots(electionId);
  const memberNos = numbers
    .split(/[\s,]+/)
    .filter((part) => /^\d+$/.test(part))
    .map(Number);
  return (
    <Stack gap="sm">
      <Title order={2}>Print paper ballots</Title>
      <Text size="lg">
        Each printed ballot carries a new one-time code: a ballot printed again replaces the one before.
      </Text>
      <Group gap="md" align="flex-end">
        <TextInput
          label="Member numbers"
          description="Separated by commas or spaces"
          value={numbers}
          onChange={(event) => setNumbers(event.currentTarget.value)}
        />
        <Button
          disabled={memberNos.length === 0}
          loading={print.isPending}
          onClick={() => print.mutate({ memberNos })}
        >
          Print for these members
        </Button>
        <Button
          variant="outline"
          loading={print.isPending}
          onClick={() => print.mutate({ readersOnPaper: true })}
        >
          Print for everyone who reads on paper
        </Button>
      </Group>
      {print.isSuccess ? <Text role="status">{`Downloaded ${print.data}`}</Text> : null}
      <ErrorLines errors={print.error ? errorsOf(print.error) : undefined} />
    </Stack>
  );
}

function KeyPaperBallot({ electionId, ballot }: { electionId: number; ballot: BallotContents }) {
  const [code, setCode] = useState("");
  const [keyed, setKeyed] = useState(0);
  const keyPaper = useKeyPaperBallot(electionId);
  return (
    <Stack gap="sm">
      <Title order={2}>Key a paper ballot</Title>
      {keyed > 0 ? (
        <Text role="status">{`${keyed} paper ballot${keyed === 1 ? "" : "s"} keyed on this page.`}</Text>
      ) : null}
      <BallotForm
        key={keyed}
        ballot={{ ...ballot, voted: false, mayChange: false }}
        castLabel="Count this paper ballot"
        checkLabel="Check the paper's choices"
        before={
          <TextInput
            size="lg"
            label="Ballot code"
            description="As printed on the returned paper"
            value={code}
            onChange={(event) => setCode(event.currentTarget.value)}
            autoComplete="off"
          />
        }
        send={async (choices) => {
          await keyPaper.mutateAsync({ ...choices, code });
          return { receipt: null };
        }}
        onDone={() => {
          setCode("");
          setKeyed((count) => count + 1);
          keyPaper.reset();
        }}
        pending={keyPaper.isPending}
        error={keyPaper.error}
      />
    </Stack>
  );
}
