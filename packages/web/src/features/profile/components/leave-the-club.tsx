import { type ErasureRequest, erasureRequestInputSchema } from "@club/domain/erasure.schema";
import { Button, Group, List, Modal, Stack, Text, Textarea } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { type FormEvent, useState } from "react";
import { errorsOf } from "../../../api/api-error.ts";
import { ErrorLines } from "../../../components/error-lines.tsx";
import { LoadFailure } from "../../../components/load-failure.tsx";
import { LoadingState } from "../../../components/loading-state.tsx";
import { dayOfMoment } from "../../../lib/club-clock.ts";
import { useSiteConfig } from "../../../lib/site-config-context.tsx";
import { useErasureRequest, useRequestErasure, useWithdrawErasure } from "../api/use-erasure-request.ts";
import { MemberInfoSection } from "./member-info-contents.tsx";

// Issue 30: the member's right to leave the club and be forgotten. What happens is said before anything is asked;
// once asked, the section shows the request until the office answers (the member may withdraw it meanwhile, issue
// 39), and a refusal with the office's reason.
export function LeaveTheClub() {
  const latest = useErasureRequest();
  const open = latest.data?.status === "open" ? latest.data : null;
  return (
    <MemberInfoSection section="leave" title="Leave the club">
      {latest.isPending ? <LoadingState label="Loading your request…" /> : null}
      {latest.isError ? (
        <LoadFailure what="your request to leave the club" onRetry={() => void latest.refetch()} />
      ) : null}
      {open ? <OpenRequest request={open} /> : null}
      {latest.isSuccess && !open ? (
        <AskToLeave refused={latest.data?.status === "refused" ? latest.data : null} />
      ) : null}
    </MemberInfoSection>
  );
}

function OpenRequest({ request }: { request: ErasureRequest }) {
  const [confirming, setConfirming] = useState(false);
  const withdraw = useWithdrawErasure();

  function confirm() {
    withdraw.mutate(undefined, {
      onSuccess: () =>
        notifications.show({
          color: "green",
          message: "You withdrew your request. You are still a member of the club.",
        }),
      onSettled: () => setConfirming(false),
    });
  }

  return (
    <Stack gap="md">
      <Stack gap="xs" role="status">
        <Text fw={700}>You asked to leave the club on {dayOfMoment(request.requestedAt)}.</Text>
        <Text>The club office will answer by {request.dueOn}. We will write to you then.</Text>
      </Stack>
      <Text>Changed your mind? You can withdraw your request until the club office answers it.</Text>
      <ErrorLines errors={errorsOf(withdraw.error)} />
      <Group>
        <Button variant="outline" onClick={() => setConfirming(true)}>
          Withdraw my request
        </Button>
      </Group>
      <Modal
        opened={confirming}
        onClose={() => {
          if (!withdraw.isPending) setConfirming(false);
        }}
        title="Withdraw your request to leave?"
        size="lg"
        closeOnClickOutside={!withdraw.isPending}
        closeOnEscape={!withdraw.isPending}
      >
        <Stack gap="md">
          <Text>You stay a member of the club and nothing is removed. You may ask again later.</Text>
          <Group justify="flex-end" gap="sm">
            <Button
              variant="outline"
              onClick={() => setConfirming(false)}
              disabled={withdraw.isPending}
              data-autofocus
            >
              Keep my request
            </Button>
            <Button onClick={confirm} loading={withdraw.isPending}>
              Withdraw my request
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

function WhatHappens() {
  const { erasureAnswerDays } = useSiteConfig();
  return (
    <List spacing={4}>
      <List.Item>Your name, contact details, car photos and sign-in are removed.</List.Item>
      <List.Item>Your payments stay in the club's accounts.</List.Item>
      <List.Item>Your cars stay in the club's registry, without your name.</List.Item>
      <List.Item>The club office answers within {erasureAnswerDays} days.</List.Item>
    </List>
  );
}

function AskToLeave({ refused }: { refused: ErasureRequest | null }) {
  const [reason, setReason] = useState("");
  const [reasonError, setReasonError] = useState<string | undefined>(undefined);
  const [confirming, setConfirming] = useState(false);
  const ask = useRequestErasure();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const checked = erasureRequestInputSchema.safeParse({ reason });
    setReasonError(checked.success ? undefined : checked.error.issues[0]?.message);
    if (checked.success) setConfirming(true);
  }

  function confirm() {
    const trimmed = reason.trim();
    ask.mutate(trimmed ? { reason: trimmed } : {}, {
      onSuccess: () =>
        notifications.show({ color: "green", message: "Your request was sent to the club office." }),
      onSettled: () => setConfirming(false),
    });
  }

  return (
    <Stack gap="md">
      {refused ? (
        <Stack gap="xs" role="status">
          <Text fw={700}>
            The club office did not remove your details when you asked on {dayOfMoment(refused.requestedAt)}:
          </Text>
          <Text style={{ whiteSpace: "pre-wrap" }}>{refused.refusal}</Text>
          <Text>You may ask again.</Text>
        </Stack>
      ) : null}
      <Text>If you leave the club and ask for your details to be removed:</Text>
      <WhatHappens />
      <form onSubmit={onSubmit} noValidate aria-label="Leave the club">
        <Stack gap="sm">
          <Textarea
            label="Why are you leaving? (optional)"
            description="The club office reads it with your request."
            rows={3}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            error={reasonError}
          />
          <ErrorLines errors={errorsOf(ask.error)} />
          <Group>
            <Button type="submit" color="red.9" variant="outline">
              Ask to leave the club
            </Button>
          </Group>
        </Stack>
      </form>
      <Modal
        opened={confirming}
        onClose={() => {
          if (!ask.isPending) setConfirming(false);
        }}
        title="Leave the club?"
        size="lg"
        closeOnClickOutside={!ask.isPending}
        closeOnEscape={!ask.isPending}
      >
        <Stack gap="md">
          <Text>Once the club office completes your request, it cannot be undone:</Text>
          <WhatHappens />
          <Group justify="flex-end" gap="sm">
            <Button
              variant="outline"
              onClick={() => setConfirming(false)}
              disabled={ask.isPending}
              data-autofocus
            >
              Cancel
            </Button>
            <Button color="red.9" onClick={confirm} loading={ask.isPending}>
              Ask to leave the club
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
