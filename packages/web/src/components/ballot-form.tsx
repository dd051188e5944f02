import type { Answer, Ballot, BallotChoices } from "@club/domain/election-ballot.schema";
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Group,
  Image,
  Radio,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { type ReactNode, useState } from "react";
import { errorsOf } from "../api/api-error.ts";
import { ConfirmDialog } from "../office-kit/confirm-dialog.tsx";
import { ErrorLines } from "./error-lines.tsx";

// Issue 46: one ballot form for every way of voting online (the signed-in page and the e-mailed link) and for the
// office keying a returned paper's choices, so it lives among the shared components. Made for a phone: each choice a large tap target, each race saying how many it
// takes, the questions' text to open, a step to check the ballot before it is cast, and the receipt shown once.

/** What the form sends: the choices, and a receipt when it replaces a ballot. */
export type BallotSubmission = BallotChoices & { receipt?: string };

const answerWords: Record<Answer, string> = { yes: "Yes", no: "No", abstain: "Abstain" };

export interface BallotFormProps {
  ballot: Pick<Ballot, "races" | "questions" | "voted" | "mayChange">;
  /** Sends the ballot (with a receipt when it replaces one); answers the receipt of a new one, if any. */
  send: (submission: BallotSubmission) => Promise<{ receipt: string | null }>;
  pending: boolean;
  error: unknown;
  /** The office keys a paper: no receipt, its own words. */
  castLabel?: string;
  checkLabel?: string;
  /** Before the choices (the office's code field). */
  before?: ReactNode;
  /** Called once the ballot is sent, in place of the voter's thank-you (the office keys the next paper). */
  onDone?: () => void;
}

type Step = "choose" | "review" | "done";

export function BallotForm({
  ballot,
  send,
  pending,
  error,
  castLabel = "Cast ballot",
  checkLabel = "Check my ballot",
  before,
  onDone,
}: BallotFormProps) {
  const [step, setStep] = useState<Step>("choose");
  const [chosen, setChosen] = useState<Record<number, number[]>>({});
  const [answers, setAnswers] = useState<Record<number, Answer>>({});
  const [tooMany, setTooMany] = useState<number | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [changing, setChanging] = useState(false);
  const [receipt, setReceipt] = useState("");
  const [given, setGiven] = useState<string | null>(null);

  if (step === "done")
    return (
      <Alert color="green" title="Thank you: your ballot is cast" role="status">
        <Stack gap="sm">
          <Text size="lg">Your vote is secret: the club records that you voted, never how.</Text>
          {given ? (
            <>
              <Text size="lg">Your receipt code:</Text>
              <Text size="xl" fw={700} ff="monospace" data-testid="receipt">
                {given}
              </Text>
              <Text size="lg">
                Write it down now: it is shown only this once, and it is the only way to change your vote
                before voting closes.
              </Text>
            </>
          ) : null}
        </Stack>
      </Alert>
    );

  if (ballot.voted && !changing)
    return (
      <Stack gap="md">
        <Alert color="blue" title="You have voted" role="status">
          <Text size="lg">Your ballot is counted. A second ballot is not accepted.</Text>
        </Alert>
        {ballot.mayChange ? (
          <div>
            <Button size="lg" variant="outline" onClick={() => setChanging(true)}>
              Change my vote
            </Button>
          </div>
        ) : null}
      </Stack>
    );

  const choices: BallotChoices = {
    races: ballot.races.map((race) => ({ raceId: race.id, nominationIds: chosen[race.id] ?? [] })),
    questions: ballot.questions.flatMap((question) => {
      const answer = answers[question.id];
      return answer ? [{ questionId: question.id, answer }] : [];
    }),
  };

  function toggle(raceId: number, seats: number, nominationId: number, checked: boolean) {
    const current = chosen[raceId] ?? [];
    if (checked && current.length >= seats) {
      setTooMany(raceId);
      return;
    }
    setTooMany(null);
    setChosen({
      ...chosen,
      [raceId]: checked ? [...current, nominationId] : current.filter((id) => id !== nominationId),
    });
  }

  async function cast() {
    try {
      const reply = await send({ ...choices, ...(changing ? { receipt } : {}) });
      setConfirming(false);
      if (onDone) return onDone();
      setGiven(reply.receipt);
      setStep("done");
      return;
    } catch {
      // The error is shown from `error`; the voter may go back and try again.
    }
    setConfirming(false);
  }

  if (step === "review")
    return (
      <Stack gap="lg">
        <Title order={2}>Check your ballot</Title>
        {ballot.races.map((race) => {
          const names = race.candidates
            .filter((candidate) => (chosen[race.id] ?? []).includes(candidate.nominationId))
            .map((candidate) => candidate.name);
          return (
            <Box key={race.id}>
              <Text size="lg" fw={700}>
                {race.title}
              </Text>
              <Text size="lg">{names.length > 0 ? names.join(", ") : "No choice"}</Text>
            </Box>
          );
        })}
        {ballot.questions.map((question) => (
          <Box key={question.id}>
            <Text size="lg" fw={700}>
              {question.title}
            </Text>
            <Text size="lg">
              {answers[question.id] ? answerWords[answers[question.id] as Answer] : "Not answered"}
            </Text>
          </Box>
        ))}
        <ErrorLines errors={error ? errorsOf(error) : undefined} />
        <Group gap="md">
          <Button size="lg" variant="outline" onClick={() => setStep("choose")}>
            Change my choices
          </Button>
          <Button size="lg" onClick={() => setConfirming(true)}>
            {castLabel}
          </Button>
        </Group>
        <ConfirmDialog
          opened={confirming}
          title={changing ? "Replace your ballot?" : `${castLabel}?`}
          confirmLabel={changing ? "Replace my ballot" : castLabel}
          onConfirm={() => void cast()}
          onCancel={() => setConfirming(false)}
          pending={pending}
        >
          <Text size="lg">
            {changing
              ? "Your earlier choices are replaced by these."
              : "Once cast, a ballot cannot be taken back: you vote once."}
          </Text>
        </ConfirmDialog>
      </Stack>
    );

  return (
    <Stack gap="xl">
      {before}
      {changing ? (
        <TextInput
          size="lg"
          label="Your receipt code"
          description="The code you were shown when you voted"
          value={receipt}
          onChange={(event) => setReceipt(event.currentTarget.value)}
          autoComplete="off"
          required
        />
      ) : null}
      {ballot.races.map((race) => {
        const picked = chosen[race.id] ?? [];
        return (
          <Box component="fieldset" key={race.id} style={{ border: 0, padding: 0, margin: 0 }}>
            <Text component="legend" size="xl" fw={700}>
              {race.title}
            </Text>
            <Text size="lg" mb="sm">{`Choose up to ${race.seats} (${picked.length} chosen)`}</Text>
            <Stack gap="xs">
              {race.candidates.map((candidate) => (
                <Group
                  key={candidate.nominationId}
                  p="sm"
                  gap="sm"
                  wrap="nowrap"
                  align="center"
                  style={{ border: "1px solid #ced4da", borderRadius: 8 }}
                >
                  {candidate.photoUrl ? (
                    // The face beside the name: the name is the checkbox's label, so the photo says nothing more.
                    <Image src={candidate.photoUrl} alt="" w={56} h={56} radius="sm" fit="cover" />
                  ) : null}
                  <Checkbox
                    size="lg"
                    label={candidate.name}
                    description={candidate.statement || undefined}
                    checked={picked.includes(candidate.nominationId)}
                    onChange={(event) =>
                      toggle(race.id, race.seats, candidate.nominationId, event.currentTarget.checked)
                    }
                    styles={{ label: { fontSize: "1.15rem" }, body: { minHeight: 44, alignItems: "center" } }}
                  />
                </Group>
              ))}
            </Stack>
            {tooMany === race.id ? (
              <Text role="alert" c="red.9" size="lg" mt="xs">
                {`You can choose up to ${race.seats}. Untick one first to choose another.`}
              </Text>
            ) : null}
          </Box>
        );
      })}
      {ballot.questions.map((question) => (
        <Radio.Group
          key={question.id}
          label={question.title}
          size="lg"
          value={answers[question.id] ?? null}
          onChange={(value) => setAnswers({ ...answers, [question.id]: value as Answer })}
          styles={{ label: { fontSize: "1.25rem", fontWeight: 700 } }}
        >
          {question.body ? (
            <Box component="details" my="xs">
              <Text component="summary" size="lg" style={{ cursor: "pointer", minHeight: 44 }}>
                Read the text
              </Text>
              <Text size="lg" style={{ whiteSpace: "pre-wrap" }}>
                {question.body}
              </Text>
            </Box>
          ) : null}
          <Stack gap="xs" mt="xs">
            {(Object.keys(answerWords) as Answer[]).map((answer) => (
              <Box key={answer} p="sm" style={{ border: "1px solid #ced4da", borderRadius: 8 }}>
                <Radio
                  value={answer}
                  label={answerWords[answer]}
                  styles={{ body: { minHeight: 44, alignItems: "center" } }}
                />
              </Box>
            ))}
          </Stack>
        </Radio.Group>
      ))}
      <div>
        <Button size="lg" onClick={() => setStep("review")} disabled={changing && receipt.trim() === ""}>
          {checkLabel}
        </Button>
      </div>
    </Stack>
  );
}
