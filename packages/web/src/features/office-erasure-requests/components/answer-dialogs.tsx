import { erasureRefusalSchema, type OfficeErasureRequest } from "@club/domain/erasure.schema";
import { List, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { ApiError } from "../../../api/api-error.ts";
import { ConfirmDialog } from "../../../office-kit/confirm-dialog.tsx";
import { type ReasonDecision, ReasonDecisionDialog } from "../../../office-kit/reason-decision-dialog.tsx";
import { type ErasureDecision, useDecideErasureRequest } from "../api/use-office-erasure-requests.ts";
import type { ErasureAnswer } from "./erasure-request-card.tsx";

export interface Answering {
  request: OfficeErasureRequest;
  answer: ErasureAnswer;
}

interface AnswerDialogsProps {
  /** The request and the answer asked for; null keeps both dialogs closed. */
  answering: Answering | null;
  onClose: () => void;
  /** After the answer was recorded. */
  onDone: () => void;
  /** Someone else answered first (409): the server's words, for the page to show over the reloaded queue. */
  onConflict: (message: string) => void;
}

const refusalOf = (request: OfficeErasureRequest): ReasonDecision => ({
  title: "Refuse this request?",
  subject: `${request.name} (member ${request.memberNo})`,
  formLabel: "Reason for refusing",
  consequence:
    "Nothing is removed: the member keeps their account and reads your reason by e-mail and on their page.",
  reason: {
    label: "Reason",
    description: "The member reads it.",
    required: true,
    schema: erasureRefusalSchema,
  },
  confirmLabel: "Refuse request",
  danger: true,
});

/**
 * Answering a request to leave the club (issue 30): completing is asked once more with everything it removes and
 * that it cannot be undone; refusing asks for the reason the member reads.
 */
export function AnswerDialogs({ answering, onClose, onDone, onConflict }: AnswerDialogsProps) {
  const decide = useDecideErasureRequest();

  async function send(request: OfficeErasureRequest, decision: ErasureDecision) {
    try {
      await decide.mutateAsync({ id: request.id, decision });
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        onConflict(error.message);
        return;
      }
      throw error;
    }
    notifications.show({
      color: "green",
      message:
        decision.kind === "complete"
          ? `Member ${request.memberNo} has left the club: their details are removed.`
          : `The request of member ${request.memberNo} was refused.`,
    });
    onDone();
  }

  const completing = answering?.answer === "complete" ? answering.request : null;
  return (
    <>
      <ConfirmDialog
        opened={completing !== null}
        title="Complete this request?"
        confirmLabel="Remove their details"
        danger
        pending={decide.isPending}
        onCancel={onClose}
        onConfirm={() => {
          // Refused for another reason than a conflict (the connection, say): said, and the request stays open.
          if (completing)
            void send(completing, { kind: "complete" }).catch((error: unknown) =>
              notifications.show({
                color: "red",
                message: error instanceof Error ? error.message : String(error),
              }),
            );
        }}
      >
        <Text fw={700}>{completing ? `${completing.name} (member ${completing.memberNo})` : null}</Text>
        <Text>This cannot be undone. The member's:</Text>
        <List spacing={4}>
          <List.Item>name becomes "Former member {completing?.memberNo}";</List.Item>
          <List.Item>address, phones, e-mail, company and associate are removed;</List.Item>
          <List.Item>sign-in ends, and the office's notes on them are removed;</List.Item>
          <List.Item>car photos are removed, and their cars stay in the registry without an owner;</List.Item>
          <List.Item>car claims still waiting are closed, and their regional appointments end.</List.Item>
        </List>
        <Text>
          Their payments and memberships stay in the club's accounts. They get a last e-mail saying so.
        </Text>
      </ConfirmDialog>
      <ReasonDecisionDialog
        item={answering?.answer === "refuse" ? answering.request : null}
        decisionFor={refusalOf}
        pending={decide.isPending}
        onConfirm={(request, reason) => send(request, { kind: "refuse", reason })}
        onClose={onClose}
      />
    </>
  );
}
