import { checkInSchema } from "@club/domain/event.schema";
import { Anchor, Button, Stack, Text, TextInput } from "@mantine/core";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Link, useParams } from "react-router";
import { PageTitle } from "../../../components/page-title.tsx";
import { eventDays } from "../../../event-admin/format/event-format.ts";
import { QueryState } from "../../../office-kit/query-state.tsx";
import { useCheckIn, useCheckInList } from "../api/use-check-in.ts";
import {
  type CheckInOutcome,
  CheckInOutcomeBanner,
  outcomeOfError,
} from "../components/check-in-outcome.tsx";
import { gateLine } from "../components/gate-format.ts";
import { GateLists } from "../components/gate-lists.tsx";
import { QrCodeScanner } from "../components/qr-code-scanner.tsx";

/**
 * Issue 28: the office at a portal event's gate, on a phone. A member's code is typed (or its QR code scanned),
 * the answer shows in large words (green: in; amber: already in; red: no such registration), the field empties
 * for the next member, and the lists of who is still expected and who came load again.
 */
export function OfficeCheckInPage() {
  const eventId = Number(useParams().id);
  const list = useCheckInList(eventId);
  const checkIn = useCheckIn(eventId);
  const [code, setCode] = useState("");
  const [missing, setMissing] = useState<string | undefined>();
  const [outcome, setOutcome] = useState<(CheckInOutcome & { count: number }) | null>(null);
  const codeInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    codeInput.current?.focus();
  }, []);

  function show(next: CheckInOutcome) {
    // A count, so the same words twice (two unknown codes) are shown, and announced, as a new answer.
    setOutcome((previous) => ({ ...next, count: (previous?.count ?? 0) + 1 }));
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
      onSuccess: (registration) => show({ tone: "in", message: `Checked in: ${gateLine(registration)}` }),
      onError: (error) => show(outcomeOfError(error)),
      onSettled: () => {
        setCode("");
        codeInput.current?.focus();
      },
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

      <QrCodeScanner
        onCode={(scanned) => {
          setMissing(undefined);
          setCode(scanned.trim().toUpperCase());
          send(scanned);
        }}
      />

      <div aria-live="polite">
        {outcome ? <CheckInOutcomeBanner key={outcome.count} outcome={outcome} /> : null}
      </div>

      <QueryState query={list} loading="Loading who is expected…" />
      {gate ? <GateLists list={gate} /> : null}
    </Stack>
  );
}
