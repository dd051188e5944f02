import {
  acceptanceInputSchema,
  type MemberElection,
  nominationStatusWords,
  statementMax,
} from "@club/domain/election.schema";
import { zodResolver } from "@hookform/resolvers/zod";
import { Button, FileInput, Group, Image, Paper, Stack, Text, Textarea, Title } from "@mantine/core";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { errorsOf, type FieldErrors } from "../../../api/api-error.ts";
import { ErrorLines } from "../../../components/error-lines.tsx";
import { ConfirmDialog } from "../../../office-kit/confirm-dialog.tsx";
import { showServerErrors } from "../../../office-kit/server-errors.ts";
import { useAcceptNomination, useDeclineNomination, useNominationPhoto } from "../api/use-nominations.ts";

type MyNomination = MemberElection["myNominations"][number];

/**
 * Issue 46: "Your nominations": the nominee answers each one, until voting opens. Accepting needs a statement for the
 * ballot (changeable until then) and may carry a photo; declining asks first.
 */
export function MyNominations({ election }: { election: MemberElection }) {
  const open = ["nominations", "before_voting", "upcoming"].includes(election.phase);
  return (
    <Stack gap="sm">
      {election.myNominations.map((nomination) => (
        <Paper key={nomination.nominationId} withBorder p="md">
          <Stack gap="sm">
            <Title order={3}>{nomination.raceTitle}</Title>
            <Text fw={700}>{nominationStatusWords[nomination.status]}</Text>
            {open && (nomination.status === "nominated" || nomination.status === "accepted") ? (
              <AnswerNomination electionId={election.id} nomination={nomination} />
            ) : null}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

function AnswerNomination({ electionId, nomination }: { electionId: number; nomination: MyNomination }) {
  const accept = useAcceptNomination(electionId, nomination.nominationId);
  const decline = useDeclineNomination(electionId, nomination.nominationId);
  const photo = useNominationPhoto(electionId, nomination.nominationId);
  const [confirming, setConfirming] = useState(false);
  const [otherErrors, setOtherErrors] = useState<FieldErrors | undefined>();
  /** What the last answer did, in words (the nomination is accepted by the time it shows). */
  const [saved, setSaved] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(acceptanceInputSchema),
    defaultValues: { statement: nomination.statement },
  });
  const accepted = nomination.status === "accepted";

  const onSubmit = form.handleSubmit((body) => {
    setOtherErrors(undefined);
    setSaved(null);
    const done = accepted ? "Saved: you are a candidate." : "Thank you: you are a candidate.";
    accept.mutate(body, {
      onSuccess: () => setSaved(done),
      onError: (error) => setOtherErrors(showServerErrors(form, error, ["statement"])),
    });
  });

  return (
    <Stack gap="sm">
      <form onSubmit={onSubmit} noValidate aria-label={`Your answer: ${nomination.raceTitle}`}>
        <Stack gap="sm">
          <Textarea
            label="Your statement for the ballot"
            description={`What members read beside your name (${statementMax.toLocaleString("en-US")} characters at most).`}
            rows={4}
            maxLength={statementMax}
            error={form.formState.errors.statement?.message}
            {...form.register("statement")}
          />
          <ErrorLines errors={otherErrors} />
          {saved ? (
            <Text role="status" fw={700}>
              {saved}
            </Text>
          ) : null}
          <Group gap="sm">
            <Button type="submit" loading={accept.isPending}>
              {accepted ? "Save the statement" : "Accept and stand"}
            </Button>
            {accepted ? null : (
              <Button variant="outline" color="red.9" onClick={() => setConfirming(true)}>
                Decline
              </Button>
            )}
          </Group>
        </Stack>
      </form>
      <Stack gap="xs">
        {nomination.photoUrl ? (
          <Image src={nomination.photoUrl} alt="Your photo for the ballot" w={160} radius="sm" />
        ) : null}
        <FileInput
          label={nomination.photoUrl ? "Choose another photo" : "Your photo for the ballot (optional)"}
          description="A PNG or JPEG of 5 MB at most."
          accept="image/png,image/jpeg"
          clearable
          value={null}
          onChange={(file) => {
            if (file) photo.mutate(file);
          }}
          error={photo.isError ? Object.values(errorsOf(photo.error) ?? {}).flat()[0] : undefined}
          disabled={photo.isPending}
        />
        {photo.isPending ? <Text role="status">Sending the photo…</Text> : null}
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title="Decline the nomination?"
        confirmLabel="Decline the nomination"
        danger
        pending={decline.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => decline.mutate(undefined, { onSuccess: () => setConfirming(false) })}
      >
        <Text>
          You will not stand for {nomination.raceTitle}. A nomination declined cannot be accepted later: a
          member would have to ask the office.
        </Text>
        {decline.isError ? <ErrorLines errors={errorsOf(decline.error)} /> : null}
      </ConfirmDialog>
    </Stack>
  );
}
