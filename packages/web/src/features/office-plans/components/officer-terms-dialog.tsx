import type { OfficeRegion } from "@club/domain/office-regions.schema";
import type { TermState } from "@club/domain/officer-terms.rules";
import type { OfficerTerm } from "@club/domain/officer-terms.schema";
import {
  Badge,
  Button,
  Group,
  List,
  Modal,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { type FormEvent, useState } from "react";
import { errorsOf, type FieldErrors } from "../../../api/api-error.ts";
import { ErrorLines } from "../../../components/error-lines.tsx";
import { QueryState } from "../../../office-kit/query-state.tsx";
import { type NewTerm, useChangeTerm, useRegionalOffices, useRegionTerms } from "../api/use-officer-terms.ts";
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
const daysOf = (term: OfficerTerm) =>
  term.endsOn ? `${term.startsOn} to ${term.endsOn}` : `from ${term.startsOn}, no last day`;

function TermRow({ term, code, mayChange }: { term: OfficerTerm; code: string; mayChange: boolean }) {
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
      : term.state === "upcoming"
        ? { words: "Delete", question: `Delete the term to come of ${label}?`, done: "The term was deleted." }
        : term.state === "current"
          ? {
              words: "End today",
              question: `End the term of ${label}? Their officer pages go at their next page; the term stays in the region's history.`,
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
                    ? { kind: "end", code, id: term.id }
                    : { kind: "remove", code, id: term.id },
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
                  onClick={() => run({ kind: "confirm", code, id: term.id }, "The proposal was confirmed.")}
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

function AppointForm({ code }: { code: string }) {
  const offices = useRegionalOffices();
  const change = useChangeTerm();
  const [memberNo, setMemberNo] = useState("");
  const [officeId, setOfficeId] = useState("");
  const [startsOn, setStartsOn] = useState("");
  const [endsOn, setEndsOn] = useState("");
  const [reason, setReason] = useState("");
  const [errors, setErrors] = useState<FieldErrors | undefined>();
  const choices = (offices.data ?? []).filter((office) => !office.retired);

  function submit(event: FormEvent) {
    event.preventDefault();
    const number = Number(memberNo);
    const missing: FieldErrors = {};
    if (!Number.isInteger(number) || number <= 0) missing.memberNo = ["Enter the member's number"];
    if (!officeId) missing.officeId = ["Choose an office"];
    if (Object.keys(missing).length > 0) return setErrors(missing);
    const term: NewTerm = {
      memberNo: number,
      officeId: Number(officeId),
      ...(startsOn ? { startsOn } : {}),
      endsOn: endsOn || null,
      ...(reason.trim() ? { reason: reason.trim() } : {}),
    };
    setErrors(undefined);
    change.mutate(
      { kind: "appoint", code, term },
      {
        onSuccess: () => {
          notifications.show({ color: "green", message: "The term was saved." });
          setMemberNo("");
          setStartsOn("");
          setEndsOn("");
          setReason("");
          setOfficeId("");
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
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            label="Member number"
            inputMode="numeric"
            value={memberNo}
            onChange={(event) => setMemberNo(event.currentTarget.value)}
            error={errors?.memberNo?.[0]}
          />
          <NativeSelect
            label="Office"
            value={officeId}
            onChange={(event) => setOfficeId(event.currentTarget.value)}
            data={[
              { value: "", label: "Choose…" },
              ...choices.map((office) => ({ value: String(office.id), label: office.title })),
            ]}
            error={errors?.officeId?.[0]}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            label="First day (optional)"
            description="Empty: today"
            type="date"
            value={startsOn}
            onChange={(event) => setStartsOn(event.currentTarget.value)}
            error={errors?.startsOn?.[0]}
          />
          <TextInput
            label="Last day (optional)"
            description="Empty: until the office ends it"
            type="date"
            value={endsOn}
            onChange={(event) => setEndsOn(event.currentTarget.value)}
            error={errors?.endsOn?.[0]}
          />
        </SimpleGrid>
        <TextInput
          label="Reason (optional)"
          description="Kept in the audit trail, for example: elected at the regional meeting."
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
        />
        <ErrorLines
          errors={errors}
          labels={{
            memberNo: "Member number",
            officeId: "Office",
            startsOn: "First day",
            endsOn: "Last day",
          }}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={change.isPending}>
            Appoint
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

interface OfficerTermsDialogProps {
  /** The region whose officers are shown; null keeps the dialog closed. */
  region: OfficeRegion | null;
  /** An office administrator may appoint, end and confirm; staff read. */
  mayChange: boolean;
  onClose: () => void;
}

/**
 * Issue 42: a region's officers and their terms, proposals first. Each term says where it stands on the club's day
 * (the server's word); an office administrator appoints, ends a serving term today, deletes one to come, and
 * confirms or declines a director's proposal, each after a question.
 */
export function OfficerTermsDialog({ region, mayChange, onClose }: OfficerTermsDialogProps) {
  const terms = useRegionTerms(region?.code ?? null);
  if (!region) return <Modal opened={false} onClose={onClose} title="Officers" />;
  return (
    <Modal opened onClose={onClose} title={`Officers of ${region.name}`} size="lg">
      <Stack gap="md">
        <Text>
          An officer has the region's pages from the first day of their term to its last, in the club's time
          zone; nothing needs doing when a term ends.
        </Text>
        <QueryState query={terms} loading="Loading the officers…" />
        {terms.data && !terms.isError ? (
          terms.data.length === 0 ? (
            <Text>No officers yet.</Text>
          ) : (
            <List spacing="md" listStyleType="none" aria-label={`Terms of ${region.name}`}>
              {terms.data.map((term) => (
                <TermRow key={term.id} term={term} code={region.code} mayChange={mayChange} />
              ))}
            </List>
          )
        ) : null}
        {mayChange ? <AppointForm code={region.code} /> : null}
      </Stack>
    </Modal>
  );
}
