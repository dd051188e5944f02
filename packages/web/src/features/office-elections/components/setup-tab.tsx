import {
  candidateInputSchema,
  nominationStatusWords,
  type OfficeElection,
  type OfficeNomination,
} from "@club/domain/election.schema";
import { Button, Group, Stack, Text, Textarea } from "@mantine/core";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { errorsOf, type FieldErrors } from "../../../api/api-error.ts";
import { DataTable } from "../../../components/data-table.tsx";
import { DetailList } from "../../../components/detail-list.tsx";
import { ElectionSetupForm, electionFormValues } from "../../../components/election-setup-form.tsx";
import { ErrorLines } from "../../../components/error-lines.tsx";
import { PlainText } from "../../../components/plain-text.tsx";
import { RaceMemberFields } from "../../../components/race-member-fields.tsx";
import { listCardsQuery } from "../../../lib/media-queries.ts";
import { bodyResolver } from "../../../office-kit/body-resolver.ts";
import { ConfirmDialog } from "../../../office-kit/confirm-dialog.tsx";
import { formatDay, formatMoment } from "../../../office-kit/office-format.ts";
import { OfficeSection } from "../../../office-kit/office-section.tsx";
import { showServerErrors } from "../../../office-kit/server-errors.ts";
import {
  useAddCandidate,
  useChangeElection,
  useDecideElection,
  useWithdrawCandidate,
} from "../api/use-office-elections.ts";

interface SetupTabProps {
  election: OfficeElection;
  committees: { id: number; name: string }[];
  offices: { id: number; title: string }[];
}

const dayPair = (from: string | null, to: string | null) =>
  from && to ? `${formatDay(from)} to ${formatDay(to)}` : "None: the office names the candidates";

/**
 * Issue 46: an election's setup for the office: its days and options, changing it (races and questions until voting
 * opens), confirming a region's proposal and cancelling (an administrator's), and its candidates and nominations.
 */
export function SetupTab({ election, committees, offices }: SetupTabProps) {
  const [editing, setEditing] = useState(false);
  const change = useChangeElection(election.id);
  const confirm = useDecideElection(election.id, "confirm");
  const cancel = useDecideElection(election.id, "cancel");
  const [asking, setAsking] = useState<"confirm" | "cancel" | null>(null);
  const decision = asking === "confirm" ? confirm : cancel;

  return (
    <Stack gap="lg">
      <OfficeSection title="Setup">
        {editing ? (
          <ElectionSetupForm
            mode={{
              kind: "change",
              regional: election.region !== null,
              changeRaces: election.may.changeRaces,
            }}
            committees={committees}
            offices={offices}
            initial={electionFormValues(election)}
            submitLabel="Save the changes"
            save={(body) => change.mutateAsync(body)}
            onSaved={() => setEditing(false)}
            onCancel={() => setEditing(false)}
          />
        ) : (
          <Stack gap="sm">
            {election.description ? <PlainText text={election.description} /> : null}
            <DetailList
              rows={[
                { label: "Who votes", value: election.region?.name ?? "The whole club" },
                { label: "Where it stands", value: election.phaseWords },
                { label: "Record date", value: formatDay(election.recordOn) },
                { label: "Nominations", value: dayPair(election.nominationsFrom, election.nominationsTo) },
                {
                  label: "Voting",
                  value: `${formatDay(election.votingFrom)} to ${formatDay(election.votingTo)}`,
                },
                {
                  label: "Terms",
                  value: `From ${election.termsStartOn ? formatDay(election.termsStartOn) : "the day after voting closes"}${election.termsEndOn ? ` to ${formatDay(election.termsEndOn)}` : ""}`,
                },
                { label: "Associates vote", value: election.associatesVote ? "Yes" : "No" },
                {
                  label: "A vote may be changed",
                  value: election.allowChange ? "Yes, until voting closes" : "No",
                },
                {
                  label: "Returning officer",
                  value: election.returningOfficer
                    ? `${election.returningOfficer.name} (no. ${election.returningOfficer.memberNo})`
                    : "The office",
                },
                ...(election.proposedBy ? [{ label: "Proposed by", value: election.proposedBy }] : []),
              ]}
            />
            <Group gap="sm">
              {election.may.edit ? (
                <Button variant="outline" onClick={() => setEditing(true)}>
                  Change the setup
                </Button>
              ) : null}
              {election.may.confirm ? (
                <Button onClick={() => setAsking("confirm")}>Confirm the proposal</Button>
              ) : null}
              {election.may.cancel ? (
                <Button variant="outline" color="red.9" onClick={() => setAsking("cancel")}>
                  Cancel the election
                </Button>
              ) : null}
            </Group>
          </Stack>
        )}
      </OfficeSection>

      {election.questions.length > 0 ? (
        <OfficeSection title="Questions">
          <Stack gap="md">
            {election.questions.map((question) => (
              <Stack key={question.id} gap={4}>
                <Text fw={700}>{question.title}</Text>
                <PlainText text={question.body} />
              </Stack>
            ))}
          </Stack>
        </OfficeSection>
      ) : null}

      {election.races.map((race) => (
        <OfficeSection
          key={race.id}
          title={`${race.title}: ${race.seats === 1 ? "one seat" : `${race.seats} seats`}`}
        >
          <Stack gap="sm">
            <Text>
              {race.committee
                ? `The winners sit on the ${race.committee.name}.`
                : race.regionalOffice
                  ? `The winners hold the region's office of ${race.regionalOffice.title}.`
                  : "No office is filled by the result: it is the vote alone."}
            </Text>
            <Nominations election={election} nominations={race.nominations} />
          </Stack>
        </OfficeSection>
      ))}

      {election.may.addCandidates && election.races.length > 0 ? (
        <OfficeSection title="Name a candidate">
          <AddCandidate election={election} />
        </OfficeSection>
      ) : null}

      <ConfirmDialog
        opened={asking !== null}
        title={asking === "confirm" ? "Confirm the region's proposal?" : "Cancel the election?"}
        confirmLabel={asking === "confirm" ? "Confirm the election" : "Cancel the election"}
        danger={asking === "cancel"}
        pending={decision.isPending}
        onCancel={() => setAsking(null)}
        onConfirm={() => decision.mutate(undefined, { onSuccess: () => setAsking(null) })}
      >
        <Text>
          {asking === "confirm"
            ? "The election is scheduled: the region's members read it, and it runs by its days."
            : "Members no longer read it, and it cannot be run again. Set up a new one if it is needed."}
        </Text>
        {decision.isError ? <ErrorLines errors={errorsOf(decision.error)} /> : null}
      </ConfirmDialog>
    </Stack>
  );
}

function Nominations({
  election,
  nominations,
}: {
  election: OfficeElection;
  nominations: OfficeNomination[];
}) {
  const withdraw = useWithdrawCandidate(election.id);
  const [withdrawing, setWithdrawing] = useState<OfficeNomination | null>(null);
  const open = (nomination: OfficeNomination) =>
    election.may.addCandidates && (nomination.status === "accepted" || nomination.status === "nominated");
  return (
    <>
      <DataTable<OfficeNomination>
        label="Nominations"
        rows={nominations}
        rowKey={(row) => row.nominationId}
        empty="No one is nominated yet."
        columns={[
          { heading: "Member", rowHeader: true, cell: (row) => `${row.name} (no. ${row.memberNo})` },
          { heading: "State", cell: (row) => nominationStatusWords[row.status] },
          { heading: "Nominated by", cell: (row) => row.nominatedBy ?? "The office" },
          { heading: "When", nowrap: true, cell: (row) => formatMoment(row.createdAt) },
          { heading: "Statement", wrap: "break-word", cell: (row) => row.statement || "—" },
          {
            heading: "Actions",
            headingHidden: true,
            cell: (row) =>
              open(row) ? (
                <Button size="compact-md" variant="outline" color="red.9" onClick={() => setWithdrawing(row)}>
                  Withdraw {row.name}
                </Button>
              ) : null,
          },
        ]}
        cards={{
          when: listCardsQuery,
          label: "Nominations",
          name: (row) => row.name,
          render: (row) => (
            <Stack gap={4}>
              <Text fw={700}>{`${row.name} (no. ${row.memberNo})`}</Text>
              <Text>{nominationStatusWords[row.status]}</Text>
              <Text>Nominated by {row.nominatedBy ?? "the office"}</Text>
              {open(row) ? (
                <Button
                  size="compact-md"
                  variant="outline"
                  color="red.9"
                  style={{ alignSelf: "flex-start" }}
                  onClick={() => setWithdrawing(row)}
                >
                  Withdraw {row.name}
                </Button>
              ) : null}
            </Stack>
          ),
        }}
      />
      <ConfirmDialog
        opened={withdrawing !== null}
        title="Withdraw the candidate?"
        confirmLabel="Withdraw"
        danger
        pending={withdraw.isPending}
        onCancel={() => setWithdrawing(null)}
        onConfirm={() => {
          if (withdrawing)
            withdraw.mutate(withdrawing.nominationId, { onSuccess: () => setWithdrawing(null) });
        }}
      >
        <Text>{withdrawing?.name} will not be on the ballot.</Text>
        {withdraw.isError ? <ErrorLines errors={errorsOf(withdraw.error)} /> : null}
      </ConfirmDialog>
    </>
  );
}

interface CandidateValues {
  raceId: string;
  memberNo: string;
  statement: string;
}

const candidateBody = (values: CandidateValues) => ({
  raceId: values.raceId === "" ? undefined : Number(values.raceId),
  memberNo: values.memberNo.trim() === "" ? undefined : Number(values.memberNo),
  statement: values.statement,
});

function AddCandidate({ election }: { election: OfficeElection }) {
  const add = useAddCandidate(election.id);
  const [otherErrors, setOtherErrors] = useState<FieldErrors | undefined>();
  const form = useForm<CandidateValues>({
    defaultValues: {
      raceId: election.races.length === 1 ? String(election.races[0]?.id) : "",
      memberNo: "",
      statement: "",
    },
    resolver: bodyResolver(candidateInputSchema, candidateBody),
  });
  const onSubmit = form.handleSubmit((values) => {
    setOtherErrors(undefined);
    add.mutate(candidateBody(values) as { raceId: number; memberNo: number; statement: string }, {
      onSuccess: () => form.reset({ ...values, memberNo: "", statement: "" }),
      onError: (error) => setOtherErrors(showServerErrors(form, error, ["raceId", "memberNo", "statement"])),
    });
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Name a candidate">
      <Stack gap="sm" maw={560}>
        <Text>A candidate the office names stands at once (they agreed with the office).</Text>
        <RaceMemberFields
          races={election.races}
          race={{ ...form.register("raceId"), error: form.formState.errors.raceId?.message }}
          member={{ ...form.register("memberNo"), error: form.formState.errors.memberNo?.message }}
        />
        <Textarea
          label="Statement for the ballot (optional)"
          rows={3}
          error={form.formState.errors.statement?.message}
          {...form.register("statement")}
        />
        <ErrorLines errors={otherErrors} />
        <Button type="submit" loading={add.isPending} style={{ alignSelf: "flex-start" }}>
          Name the candidate
        </Button>
      </Stack>
    </form>
  );
}
