import type { TermState } from "@club/domain/officer-terms.rules";
import { Badge, Button, Group, List, Modal, Stack, Text, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { type FormEvent, useState } from "react";
import { errorsOf, type FieldErrors } from "../../../api/api-error.ts";
import { ErrorLines } from "../../../components/error-lines.tsx";
import {
  emptyTermFields,
  missingTermFields,
  OfficerTermFields,
  termFieldLabels,
  termOf,
} from "../../../components/officer-term-fields.tsx";
import { QueryState } from "../../../office-kit/query-state.tsx";
import {
  type ListedTerm,
  type NewTerm,
  type TermsHolder,
  useChangeTerm,
  useRegionalOffices,
  useTerms,
} from "../api/use-officer-terms.ts";
import { AskFirst } from "./ask-first.tsx";

const stateLabels: Record<TermState, string> = {
  proposed: "Proposed by the director",
  upcoming: "To come",
  current: "Serving",
  ended: "Ended",
};
const stateColors: Record<TermState, string> = {
  proposed: "orange",
  upcoming: "blue",
  current: "green",
  ended: "gray",
};

/** "2027-01-01 to 2027-12-31", "from 2027-01-01". */
const daysOf = (term: ListedTerm) =>
  term.endsOn ? `${term.startsOn} to ${term.endsOn}` : `from ${term.startsOn}, no last day`;

function TermRow({ term, holder, mayChange }: { term: ListedTerm; holder: TermsHolder; mayChange: boolean }) {
  const change = useChangeTerm();
  const [asking, setAsking] = useState(false);
  const label = `${term.office.title}: ${term.member.name} (no. ${term.member.memberNo})`;
  const run = (request: Parameters<typeof change.mutate>[0], done: string) =>
    change.mutate(request, {
      onSuccess: () => {
        setAsking(false);
        notifications.show({ color: "green", message: done });
      },
    });
  const action =
    term.state === "proposed"
      ? {
          words: "Decline",
          question: `Decline the proposal of ${label}?`,
          done: "The proposal was declined.",
        }
      : term.state === "upcoming" && holder.kind === "region"
        ? { words: "Delete", question: `Delete the term to come of ${label}?`, done: "The term was deleted." }
        : term.state === "current"
          ? {
              words: "End today",
              question: `End the term of ${label}? Their officer pages go at their next page; the term stays in the ${holder.kind}'s history.`,
              done: "The term was ended.",
            }
          : null;
  return (
    <List.Item>
      <Stack gap={4}>
        <Group gap="xs" wrap="wrap">
          <Text fw={700}>{label}</Text>
          <Badge color={stateColors[term.state]} variant="light">
            {stateLabels[term.state]}
          </Badge>
        </Group>
        <Text fz="sm">
          {daysOf(term)}
          {term.proposedBy ? `; proposed by ${term.proposedBy.name}` : ""}
        </Text>
        {mayChange && action ? (
          asking ? (
            <AskFirst
              question={action.question}
              doWords={action.words}
              pending={change.isPending}
              onKeep={() => setAsking(false)}
              onDo={() =>
                run(
                  term.state === "current"
                    ? { kind: "end", holder, id: term.id }
                    : { kind: "remove", holder, id: term.id },
                  action.done,
                )
              }
            />
          ) : (
            <Group gap="sm">
              {term.state === "proposed" ? (
                <Button
                  size="compact-md"
                  loading={change.isPending}
                  onClick={() => run({ kind: "confirm", holder, id: term.id }, "The proposal was confirmed.")}
                  aria-label={`Confirm ${label}`}
                >
                  Confirm
                </Button>
              ) : null}
              <Button
                variant="outline"
                size="compact-md"
                onClick={() => setAsking(true)}
                aria-label={`${action.words}: ${label}`}
              >
                {action.words}
              </Button>
            </Group>
          )
        ) : null}
        {change.isError ? <ErrorLines errors={errorsOf(change.error)} /> : null}
      </Stack>
    </List.Item>
  );
}

function AppointForm({ holder }: { holder: TermsHolder }) {
  const offices = useRegionalOffices();
  const change = useChangeTerm();
  const [values, setValues] = useState(emptyTermFields);
  const [reason, setReason] = useState("");
  const [errors, setErrors] = useState<FieldErrors | undefined>();
  const choices = (offices.data ?? []).filter((office) => !office.retired);

  function submit(event: FormEvent) {
    event.preventDefault();
    const missing = missingTermFields(values);
    if (Object.keys(missing).length > 0) return setErrors(missing);
    const term: NewTerm = { ...termOf(values), ...(reason.trim() ? { reason: reason.trim() } : {}) };
    setErrors(undefined);
    change.mutate(
      { kind: "appoint", holder, term },
      {
        onSuccess: () => {
          notifications.show({ color: "green", message: "The term was saved." });
          setValues(emptyTermFields);
          setReason("");
        },
        onError: (error) => setErrors(errorsOf(error)),
      },
    );
  }

  return (
    <form onSubmit={submit} aria-label="Appoint an officer" noValidate>
      <Stack gap="sm">
        <Text fw={700}>Appoint an officer</Text>
        <QueryState query={offices} loading="Loading the offices…" />
        <OfficerTermFields
          values={values}
          onChange={(field, value) => setValues((current) => ({ ...current, [field]: value }))}
          errors={errors}
          offices={choices}
        />
        <TextInput
          label="Reason (optional)"
          description="Kept in the audit trail, for example: elected at the regional meeting."
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
        />
        <ErrorLines errors={errors} labels={termFieldLabels} />
        <Group justify="flex-end">
          <Button type="submit" loading={change.isPending}>
            Appoint
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

const termsHolderKey = (holder: TermsHolder) =>
  holder.kind === "region" ? holder.code : `zone-${holder.id}`;

interface OfficerTermsDialogProps {
  /** The region or zone whose officers are shown; null keeps the dialog closed. */
  holder: TermsHolder | null;
  /** An office administrator may appoint, end and confirm; staff read. */
  mayChange: boolean;
  onClose: () => void;
}

/**
 * Issue 42: a region's or a zone's officers and their terms, a region's proposals first. Each term says where it
 * stands on the club's day (the server's word); an office administrator appoints, ends a serving term today, and for
 * a region deletes one to come and confirms or declines a director's proposal, each after a question.
 */
export function OfficerTermsDialog({ holder, mayChange, onClose }: OfficerTermsDialogProps) {
  const terms = useTerms(holder);
  if (!holder) return <Modal opened={false} onClose={onClose} title="Officers" />;
  return (
    <Modal opened onClose={onClose} title={`Officers of ${holder.name}`} size="lg">
      <Stack gap="md">
        <Text>
          {holder.kind === "region"
            ? "An officer has the region's pages from the first day of their term to its last, in the club's time zone; nothing needs doing when a term ends."
            : "A zone's officer has the pages of each of its regions, their money and the zone's dashboard, from the first day of their term to its last, in the club's time zone; nothing needs doing when a term ends."}
        </Text>
        <QueryState query={terms} loading="Loading the officers…" />
        {terms.data && !terms.isError ? (
          terms.data.length === 0 ? (
            <Text>No officers yet.</Text>
          ) : (
            <List spacing="md" listStyleType="none" aria-label={`Terms of ${holder.name}`}>
              {terms.data.map((term) => (
                <TermRow key={term.id} term={term} holder={holder} mayChange={mayChange} />
              ))}
            </List>
          )
        ) : null}
        {mayChange ? <AppointForm key={termsHolderKey(holder)} holder={holder} /> : null}
      </Stack>
    </Modal>
  );
}
