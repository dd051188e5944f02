import { isMembershipCardText, normalizeCheckInCode } from "@club/domain/check-in-code.rules";
import { checkInSchema } from "@club/domain/event.schema";
import { cardCheckInSchema, type GateRegistration } from "@club/domain/office-events.schema";
import { Anchor, Button, Group, Stack, Text, TextInput } from "@mantine/core";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Link, useParams } from "react-router";
import { errorsOf } from "../../../api/api-error.ts";
import { PageTitle } from "../../../components/page-title.tsx";
import { eventDays } from "../../../event-admin/format/event-format.ts";
import { ConfirmDialog } from "../../../office-kit/confirm-dialog.tsx";
import { CsvButton } from "../../../office-kit/csv-button.tsx";
import { QueryState } from "../../../office-kit/query-state.tsx";
import {
  gateListPdfPath,
  useCheckIn,
  useCheckInByName,
  useCheckInList,
  useFindByCard,
  useUndoCheckIn,
} from "../api/use-check-in.ts";
import { eventBadgesPdfPath } from "../api/use-office-events.ts";
import { CardPlaces } from "../components/card-places.tsx";
import {
  type CheckInOutcome,
  CheckInOutcomeBanner,
  outcomeOfError,
} from "../components/check-in-outcome.tsx";
import { gateDetails, gateLine, gateName } from "../components/gate-format.ts";
import { GateLists } from "../components/gate-lists.tsx";
import { QrCodeScanner } from "../components/qr-code-scanner.tsx";

/** A tap on the lists asks first: checking in one found by name, or undoing a check-in. */
type GateQuestion = { kind: "checkIn" | "undo"; registration: GateRegistration };

/**
 * Issue 28: the office at a portal event's gate, on a phone. A member's code is typed (or its QR code scanned),
 * the answer shows in large words (green: in; amber: already in; red: refused, saying why), and the lists of who is
 * still expected and who came load again. Issue 40: a code checked in leaves the field empty for the next member; a
 * refused one stays there, selected, so the typo can be seen and typed over. A member without their code is found
 * by name and checked in after a question, and any check-in can be undone, after a question too.
 */
export function OfficeCheckInPage() {
  const eventId = Number(useParams().id);
  const list = useCheckInList(eventId);
  const checkIn = useCheckIn(eventId);
  const checkInByName = useCheckInByName(eventId);
  const undo = useUndoCheckIn(eventId);
  const [code, setCode] = useState("");
  const [missing, setMissing] = useState<string | undefined>();
  const [outcome, setOutcome] = useState<(CheckInOutcome & { count: number }) | null>(null);
  const [question, setQuestion] = useState<GateQuestion | null>(null);
  const codeInput = useRef<HTMLInputElement>(null);
  const findByCard = useFindByCard(eventId);
  const [card, setCard] = useState("");
  const [cardError, setCardError] = useState<string | undefined>();

  useEffect(() => {
    codeInput.current?.focus();
  }, []);

  function show(next: CheckInOutcome) {
    // A count, so the same words twice (two unknown codes) are shown, and announced, as a new answer.
    setOutcome((previous) => ({ ...next, count: (previous?.count ?? 0) + 1 }));
  }

  function checkedIn(registration: GateRegistration) {
    show({ tone: "in", message: `Checked in: ${gateLine(registration)}`, checkedIn: registration });
  }

  function send(typed: string) {
    if (checkIn.isPending) return;
    const parsed = checkInSchema.safeParse({ code: typed.toUpperCase() });
    if (!parsed.success) {
      setMissing(parsed.error.issues[0]?.message);
      codeInput.current?.focus();
      return;
    }
    checkIn.mutate(parsed.data, {
      onSuccess: (registration) => {
        checkedIn(registration);
        // Empty for the next member, unless their code is already being typed.
        setCode((current) => (normalizeCheckInCode(current) === normalizeCheckInCode(typed) ? "" : current));
        codeInput.current?.focus();
      },
      onError: (error) => {
        show(outcomeOfError(error));
        // The code stays as it was typed (or scanned), selected: the next keystroke replaces it.
        setCode(typed.toUpperCase());
        codeInput.current?.focus();
        requestAnimationFrame(() => codeInput.current?.select());
      },
    });
  }

  /** Issue 43: a membership card's QR text (scanned or pasted) finds the card holder's places at this event. */
  function readCard(text: string) {
    setCard(text);
    setCardError(undefined);
    const parsed = cardCheckInSchema.safeParse({ card: text });
    if (!parsed.success) {
      setCardError(parsed.error.issues[0]?.message);
      return;
    }
    findByCard.mutate(parsed.data, {
      onError: (error) => setCardError(errorsOf(error)?.card?.join(" ") ?? outcomeOfError(error).message),
    });
  }

  function checkInFromCard(registration: GateRegistration) {
    checkInByName.mutate(registration.registrationId, {
      onSuccess: (changed) => {
        checkedIn(changed);
        findByCard.reset();
        setCard("");
      },
      onError: (error) => show(outcomeOfError(error)),
    });
  }

  function answer() {
    if (!question) return;
    const { kind, registration } = question;
    const mutation = kind === "checkIn" ? checkInByName : undo;
    mutation.mutate(registration.registrationId, {
      onSuccess: (changed) => {
        if (kind === "checkIn") checkedIn(changed);
        else show({ tone: "undone", message: `Check-in undone: ${gateName(changed)} is expected again.` });
      },
      onError: (error) => show(outcomeOfError(error)),
      onSettled: () => setQuestion(null),
    });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    send(code);
  }

  const gate = list.data && !list.isError ? list.data : undefined;

  return (
    <Stack gap="lg" maw={720}>
      <div>
        <PageTitle>Check-in</PageTitle>
        {gate ? (
          <Text fz="lg" fw={700}>
            {`${gate.event.title}, ${eventDays(gate.event)}`}
          </Text>
        ) : null}
        <Anchor component={Link} to="/office/events" fz="lg">
          Back to the events
        </Anchor>
      </div>

      <Group gap="sm" align="flex-start">
        <CsvButton
          label="Gate list (PDF)"
          path={gateListPdfPath(eventId)}
          fileName={`gate-list-${eventId}.pdf`}
        />
        <CsvButton
          label="Name badges (PDF)"
          path={eventBadgesPdfPath(eventId)}
          fileName={`badges-${eventId}.pdf`}
        />
      </Group>

      <form onSubmit={onSubmit} noValidate aria-label="Check in a member">
        <Stack gap="sm">
          <TextInput
            ref={codeInput}
            label="Code"
            description="The code on the member's registration, for example K7Q2M9XP. Press Enter to check in."
            size="xl"
            value={code}
            error={missing}
            onChange={(event) => {
              setMissing(undefined);
              setCode(event.currentTarget.value.toUpperCase());
            }}
            autoComplete="off"
            autoCapitalize="characters"
            autoCorrect="off"
            spellCheck={false}
            enterKeyHint="go"
            styles={{ input: { letterSpacing: "0.15em", fontWeight: 700 } }}
          />
          <Button type="submit" size="xl" loading={checkIn.isPending}>
            Check in
          </Button>
        </Stack>
      </form>

      <form
        noValidate
        aria-label="Check in with a membership card"
        onSubmit={(event) => {
          event.preventDefault();
          readCard(card);
        }}
      >
        <Stack gap="sm">
          <TextInput
            label="Membership card"
            description="A member without their code can show their membership card (in their phone's wallet or on the card page): scan its QR code below, or paste its text here."
            size="lg"
            value={card}
            error={cardError}
            onChange={(event) => {
              setCardError(undefined);
              setCard(event.currentTarget.value);
            }}
            autoComplete="off"
            autoCapitalize="off"
            autoCorrect="off"
            spellCheck={false}
            enterKeyHint="search"
          />
          <Button type="submit" size="lg" variant="outline" loading={findByCard.isPending}>
            Find their places
          </Button>
        </Stack>
      </form>
      {findByCard.data ? (
        <CardPlaces
          registrations={findByCard.data.registrations}
          pending={checkInByName.isPending}
          onCheckIn={checkInFromCard}
        />
      ) : null}

      <QrCodeScanner
        onCode={(scanned) => {
          if (isMembershipCardText(scanned)) {
            readCard(scanned.trim());
            return;
          }
          setMissing(undefined);
          setCode(scanned.trim().toUpperCase());
          send(scanned);
        }}
      />

      <div aria-live="polite">
        {outcome ? (
          <CheckInOutcomeBanner
            key={outcome.count}
            outcome={outcome}
            onUndo={(registration) => setQuestion({ kind: "undo", registration })}
          />
        ) : null}
      </div>

      <QueryState query={list} loading="Loading who is expected…" />
      {gate ? (
        <GateLists
          list={gate}
          onCheckIn={(registration) => setQuestion({ kind: "checkIn", registration })}
          onUndo={(registration) => setQuestion({ kind: "undo", registration })}
        />
      ) : null}

      <ConfirmDialog
        opened={question !== null}
        title={
          question?.kind === "undo"
            ? `Undo check-in of ${question ? gateName(question.registration) : ""}?`
            : `Check in ${question ? gateName(question.registration) : ""}?`
        }
        confirmLabel={question?.kind === "undo" ? "Undo check-in" : "Check in"}
        onConfirm={answer}
        onCancel={() => setQuestion(null)}
        pending={checkInByName.isPending || undo.isPending}
      >
        {question ? (
          <>
            <Text>
              {[`Member ${question.registration.memberNo}`, ...gateDetails(question.registration)].join(", ")}
            </Text>
            <Text>
              {question.kind === "undo"
                ? "They go back on the list of those still expected, and can check in again."
                : "Check them in only once you know who they are: ask for their name and member number."}
            </Text>
          </>
        ) : null}
      </ConfirmDialog>
    </Stack>
  );
}
