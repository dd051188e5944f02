import type { CommitteeTerm, CommitteeTermState, OfficeCommittee } from "@club/domain/committee.schema";
import { Badge, Button, Group, List, Paper, Stack, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useId, useState } from "react";
import { errorsOf } from "../../../api/api-error.ts";
import { ErrorLines } from "../../../components/error-lines.tsx";
import { ConfirmDialog } from "../../../office-kit/confirm-dialog.tsx";
import { useChangeCommittee } from "../api/use-office-committees.ts";
import { SeatMemberForm } from "./seat-member-form.tsx";

const stateLabels: Record<CommitteeTermState, string> = {
  upcoming: "To come",
  current: "Serving",
  ended: "Ended",
};
const stateColors: Record<CommitteeTermState, string> = { upcoming: "blue", current: "green", ended: "gray" };

/** "2027-01-01 to 2027-12-31", "from 2027-01-01, no last day". */
const daysOf = (term: CommitteeTerm) =>
  term.endsOn ? `${term.startsOn} to ${term.endsOn}` : `from ${term.startsOn}, no last day`;

/** What the office is asked before a change, and what it sends once it says yes. */
type Question = {
  title: string;
  words: string;
  confirm: string;
  done: string;
  change: Parameters<ReturnType<typeof useChangeCommittee>["mutate"]>[0];
  danger?: boolean;
};

interface TermRowProps {
  term: CommitteeTerm;
  committeeId: number;
  ask: (question: Question) => void;
}

function TermRow({ term, committeeId, ask }: TermRowProps) {
  const label = `${term.role}: ${term.member.name} (no. ${term.member.memberNo})`;
  const id = { id: committeeId, termId: term.id };
  return (
    <List.Item>
      <Stack gap={2}>
        <Group gap="xs" wrap="wrap">
          <Text fw={700}>{label}</Text>
          <Badge color={stateColors[term.state]} variant="light">
            {stateLabels[term.state]}
          </Badge>
        </Group>
        <Text fz="sm">{daysOf(term)}</Text>
        {term.state === "current" ? (
          <Group>
            <Button
              variant="outline"
              size="compact-md"
              aria-label={`End today: ${label}`}
              onClick={() =>
                ask({
                  title: "End the term today?",
                  words: `${label} stops serving today: their last day becomes yesterday, and the term stays in the committee's history.`,
                  confirm: "End the term",
                  done: "The term was ended.",
                  change: { kind: "endTerm", ...id },
                })
              }
            >
              End today
            </Button>
          </Group>
        ) : null}
        {term.state === "upcoming" ? (
          <Group>
            <Button
              variant="outline"
              size="compact-md"
              aria-label={`Delete: ${label}`}
              onClick={() =>
                ask({
                  title: "Delete the term to come?",
                  words: `${label}, ${daysOf(term)}: the term has not begun and is removed.`,
                  confirm: "Delete the term",
                  done: "The term was deleted.",
                  change: { kind: "removeTerm", ...id },
                  danger: true,
                })
              }
            >
              Delete
            </Button>
          </Group>
        ) : null}
      </Stack>
    </List.Item>
  );
}

interface CommitteeCardProps {
  committee: OfficeCommittee;
  onRename: (committee: OfficeCommittee) => void;
}

/**
 * Issue 46: one committee as the office keeps it: its members with their role, days and where each term stands on the
 * club's day (the server's word); a serving term is ended today and one to come deleted, each after a question; a
 * member is added by number. A committee is retired (kept for its history) or, when nobody served on it, deleted.
 */
export function CommitteeCard({ committee, onRename }: CommitteeCardProps) {
  const headingId = useId();
  const change = useChangeCommittee();
  const [question, setQuestion] = useState<Question | null>(null);
  const ask = (next: Question) => {
    change.reset();
    setQuestion(next);
  };
  const deletable = committee.key === null && committee.terms.length === 0;

  return (
    <Paper component="section" withBorder p={{ base: "sm", sm: "md" }} aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group gap="xs" wrap="wrap">
          <Title order={3} size="h4" id={headingId}>
            {committee.name}
          </Title>
          {committee.retired ? (
            <Badge color="gray" variant="light">
              Retired
            </Badge>
          ) : null}
        </Group>
        {committee.description ? <Text>{committee.description}</Text> : null}
        {committee.terms.length === 0 ? (
          <Text>Nobody has served on it yet.</Text>
        ) : (
          <List spacing="sm" listStyleType="none" aria-label={`Members of the ${committee.name}`}>
            {committee.terms.map((term) => (
              <TermRow key={term.id} term={term} committeeId={committee.id} ask={ask} />
            ))}
          </List>
        )}
        {committee.retired ? null : <SeatMemberForm committee={committee} />}
        <Group gap="sm">
          <Button variant="outline" size="compact-md" onClick={() => onRename(committee)}>
            {`Rename ${committee.name}`}
          </Button>
          <Button
            variant="outline"
            size="compact-md"
            onClick={() =>
              ask(
                committee.retired
                  ? {
                      title: "Use the committee again?",
                      words: `The ${committee.name} is shown to everyone again and takes new members.`,
                      confirm: "Use it again",
                      done: "The committee is in use again.",
                      change: { kind: "change", id: committee.id, change: { retired: false } },
                    }
                  : {
                      title: "Retire the committee?",
                      words: `The ${committee.name} is no longer shown and takes no new member; its terms stay as its history.`,
                      confirm: "Retire it",
                      done: "The committee was retired.",
                      change: { kind: "change", id: committee.id, change: { retired: true } },
                    },
              )
            }
          >
            {committee.retired ? `Use ${committee.name} again` : `Retire ${committee.name}`}
          </Button>
          {deletable ? (
            <Button
              variant="outline"
              color="red.9"
              size="compact-md"
              onClick={() =>
                ask({
                  title: "Delete the committee?",
                  words: `Nobody has served on the ${committee.name}: it is removed.`,
                  confirm: "Delete it",
                  done: "The committee was deleted.",
                  change: { kind: "remove", id: committee.id },
                  danger: true,
                })
              }
            >
              {`Delete ${committee.name}`}
            </Button>
          ) : null}
        </Group>
      </Stack>
      <ConfirmDialog
        opened={question !== null}
        title={question?.title ?? ""}
        confirmLabel={question?.confirm ?? ""}
        danger={question?.danger}
        pending={change.isPending}
        onCancel={() => setQuestion(null)}
        onConfirm={() => {
          if (!question) return;
          change.mutate(question.change, {
            onSuccess: () => {
              notifications.show({ color: "green", message: question.done });
              setQuestion(null);
            },
          });
        }}
      >
        <Text>{question?.words}</Text>
        {change.isError ? <ErrorLines errors={errorsOf(change.error)} /> : null}
      </ConfirmDialog>
    </Paper>
  );
}
