import {
  claimDecisionSchema,
  claimRejectionSchema,
  type OfficeVehicleClaim,
} from "@club/domain/vehicle-registry.schema";
import { Button, Group, Modal, Stack, Text, Textarea } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { ApiError, type FieldErrors } from "../../../api/api-error.ts";
import { ErrorLines } from "../../../components/error-lines.tsx";
import { bodyResolver } from "../../../office-kit/body-resolver.ts";
import { showServerErrors } from "../../../office-kit/server-errors.ts";
import { type ClaimDecision, useDecideVehicleClaim } from "../api/use-office-vehicle-claims.ts";
import { approvalSentence } from "../format/claim-words.ts";

interface ReasonValues {
  reason: string;
}

const emptyValues: ReasonValues = { reason: "" };
/** A blank reason is no reason: approving leaves it out, rejecting is refused without one. */
const reasonOf = (values: ReasonValues) => values.reason.trim() || undefined;

const resolvers = {
  approve: bodyResolver(claimDecisionSchema, (values: ReasonValues) => ({ reason: reasonOf(values) })),
  reject: bodyResolver(claimRejectionSchema, (values: ReasonValues) => ({ reason: values.reason.trim() })),
};

/** The words of each decision: the question, what follows, and what the reason is for. */
function wordsFor(claim: OfficeVehicleClaim, decision: ClaimDecision) {
  if (decision === "approve") {
    return {
      title: "Approve this claim?",
      consequence: `${approvalSentence(claim)} Its history goes on, with ${claim.claimant.name} as its latest owner.`,
      reasonLabel: "Reason (optional)",
      confirmLabel: "Approve claim",
      done: `The claim was approved: the ${claim.car} is now in ${claim.claimant.name}'s garage.`,
    };
  }
  return {
    title: "Reject this claim?",
    consequence: claim.currentOwner
      ? `The ${claim.car} stays with ${claim.currentOwner.name}.`
      : `The ${claim.car} stays in the registry, in no member's garage.`,
    reasonLabel: "Reason",
    confirmLabel: "Reject claim",
    done: `The claim on the ${claim.car} was rejected.`,
  };
}

export interface Deciding {
  claim: OfficeVehicleClaim;
  decision: ClaimDecision;
}

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
  const decision = deciding?.decision ?? "approve";
  const form = useForm<ReasonValues>({ defaultValues: emptyValues, resolver: resolvers[decision] });
  const [otherErrors, setOtherErrors] = useState<FieldErrors | undefined>();
  const { reset: resetForm } = form;
  const { reset: resetDecision } = decide;

  // Each opening starts afresh: no reason, and nothing left of the last claim's refusal.
  useEffect(() => {
    if (deciding === null) return;
    resetForm(emptyValues);
    resetDecision();
    setOtherErrors(undefined);
  }, [deciding, resetForm, resetDecision]);

  function close() {
    if (decide.isPending) return;
    onClose();
  }

  const submit = form.handleSubmit((values) => {
    if (!deciding) return;
    const { claim } = deciding;
    setOtherErrors(undefined);
    decide.mutate(
      { claimId: claim.id, vehicleId: claim.vehicleId, decision, reason: reasonOf(values) },
      {
        onSuccess: () => {
          notifications.show({ color: "green", message: wordsFor(claim, decision).done });
          onDone();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409) {
            onConflict(error.message);
            return;
          }
          setOtherErrors(showServerErrors(form, error, ["reason"]));
        },
      },
    );
  });

  const words = deciding ? wordsFor(deciding.claim, decision) : null;
  return (
    <Modal
      opened={deciding !== null}
      onClose={close}
      title={words?.title}
      size="lg"
      closeOnClickOutside={!decide.isPending}
      closeOnEscape={!decide.isPending}
    >
      {deciding && words ? (
        <form onSubmit={submit} noValidate aria-label={words.title}>
          <Stack gap="md">
            <Text fw={700}>{`${deciding.claim.car}, claimed by ${deciding.claim.claimant.name}`}</Text>
            <Text>{words.consequence}</Text>
            <Textarea
              label={words.reasonLabel}
              description="The claimant reads it with their claim."
              required={decision === "reject"}
              rows={4}
              error={form.formState.errors.reason?.message}
              data-autofocus
              {...form.register("reason")}
            />
            <ErrorLines errors={otherErrors} />
            <Group justify="flex-end" gap="sm">
              <Button variant="outline" onClick={close} disabled={decide.isPending}>
                Cancel
              </Button>
              <Button
                type="submit"
                color={decision === "reject" ? "red.9" : undefined}
                loading={decide.isPending}
              >
                {words.confirmLabel}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : null}
    </Modal>
  );
}
