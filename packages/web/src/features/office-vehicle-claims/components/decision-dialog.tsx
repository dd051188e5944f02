import {
  claimDecisionSchema,
  claimRejectionSchema,
  type OfficeVehicleClaim,
} from "@club/domain/vehicle-registry.schema";
import { notifications } from "@mantine/notifications";
import { ApiError } from "../../../api/api-error.ts";
import { type ReasonDecision, ReasonDecisionDialog } from "../../../office-kit/reason-decision-dialog.tsx";
import { type ClaimDecision, useDecideVehicleClaim } from "../api/use-office-vehicle-claims.ts";
import { approvalSentence } from "../format/claim-words.ts";

export interface Deciding {
  claim: OfficeVehicleClaim;
  decision: ClaimDecision;
}

/** The words of each decision, asked once: the question, what follows, and what the reason is for. */
function decisionOf({ claim, decision }: Deciding): ReasonDecision {
  const subject = `${claim.car}, claimed by ${claim.claimant.name}`;
  const description = "The claimant reads it with their claim.";
  if (decision === "approve") {
    return {
      title: "Approve this claim?",
      subject,
      formLabel: "Approve this claim?",
      consequence: `${approvalSentence(claim)} Its history goes on, with ${claim.claimant.name} as its latest owner.`,
      reason: { label: "Reason (optional)", description, required: false, schema: claimDecisionSchema },
      confirmLabel: "Approve claim",
    };
  }
  return {
    title: "Reject this claim?",
    subject,
    formLabel: "Reject this claim?",
    consequence: claim.currentOwner
      ? `The ${claim.car} stays with ${claim.currentOwner.name}.`
      : `The ${claim.car} stays in the registry, in no member's garage.`,
    reason: { label: "Reason", description, required: true, schema: claimRejectionSchema },
    confirmLabel: "Reject claim",
    danger: true,
  };
}

const doneMessage = ({ claim, decision }: Deciding) =>
  decision === "approve"
    ? `The claim was approved: the ${claim.car} is now in ${claim.claimant.name}'s garage.`
    : `The claim on the ${claim.car} was rejected.`;

interface DecisionDialogProps {
  /** The claim and the decision asked for; null keeps the dialog closed. */
  deciding: Deciding | null;
  onClose: () => void;
  /** After the decision was recorded (the claim has left the pending queue). */
  onDone: () => void;
  /** Someone else decided the claim first (409): the server's words, for the page to show over the reloaded queue. */
  onConflict: (message: string) => void;
}

/**
 * Approve or reject a claim (issue 27): what the decision does, said before it is done, and the reason the claimant
 * reads with their claim (optional to approve, required to reject). A refused decision keeps what was typed.
 */
export function DecisionDialog({ deciding, onClose, onDone, onConflict }: DecisionDialogProps) {
  const decide = useDecideVehicleClaim();

  async function decideClaim(asked: Deciding, reason: string) {
    const { claim, decision } = asked;
    try {
      // A blank reason is no reason: approving leaves it out (rejecting is refused without one).
      await decide.mutateAsync({
        claimId: claim.id,
        vehicleId: claim.vehicleId,
        decision,
        reason: reason || undefined,
      });
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        onConflict(error.message);
        return;
      }
      throw error;
    }
    notifications.show({ color: "green", message: doneMessage(asked) });
    onDone();
  }

  return (
    <ReasonDecisionDialog
      item={deciding}
      decisionFor={decisionOf}
      pending={decide.isPending}
      onConfirm={decideClaim}
      onClose={onClose}
    />
  );
}
