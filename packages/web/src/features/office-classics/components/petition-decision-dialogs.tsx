import {
  classicApprovalSchema,
  classicLabel,
  classicRejectionSchema,
  type OfficeClassicPetition,
} from "@club/domain/classics.schema";
import { fullName } from "@club/domain/member-name.rules";
import { Button, Group, Modal, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useForm } from "react-hook-form";
import { ErrorLines } from "../../../components/error-lines.tsx";
import { FormActions } from "../../../components/form-actions.tsx";
import { bodyResolver } from "../../../office-kit/body-resolver.ts";
import { type ReasonDecision, ReasonDecisionDialog } from "../../../office-kit/reason-decision-dialog.tsx";
import { showServerErrors } from "../../../office-kit/server-errors.ts";
import { useTwoStepDialog } from "../../../office-kit/use-two-step-dialog.ts";
import { useApprovePetition, useRejectPetition } from "../api/use-office-classics.ts";

interface DialogProps {
  /** The petition to decide; null keeps the dialog closed. */
  petition: OfficeClassicPetition | null;
  onClose: () => void;
}

/** "Auburn 852 Speedster, 1935–1936, from Ruth Owner (no. 10042)" */
export function petitionLine(petition: OfficeClassicPetition) {
  const car = classicLabel({ ...petition, series: petition.model });
  return `${car}, from ${fullName(petition.member)} (no. ${petition.member.memberNo})`;
}

interface ApprovalValues {
  series: string;
  notes: string;
  reason: string;
}

const toApprovalBody = (values: ApprovalValues) => ({
  series: values.series,
  notes: values.notes,
  reason: values.reason,
});
const approvalResolver = bodyResolver(classicApprovalSchema, toApprovalBody);
const approvalFields = ["series", "notes", "reason"];

/**
 * Approve (issue 27): the entry the car joins the list as (the petition's model as its series, which the office may
 * change or clear for every model of the make), notes, and a reason for the member; then the question.
 */
export function ApprovePetitionDialog({ petition, onClose }: DialogProps) {
  const approve = useApprovePetition();
  const form = useForm<ApprovalValues>({
    defaultValues: { series: "", notes: "", reason: "" },
    resolver: approvalResolver,
  });
  const { errors } = form.formState;
  const { step, setStep, otherErrors, setOtherErrors, backRef, toConfirm } = useTwoStepDialog(
    form,
    petition,
    (opened) => ({ series: opened.model, notes: "", reason: "" }),
  );

  function close() {
    if (approve.isPending) return;
    approve.reset();
    onClose();
  }

  function confirm() {
    if (!petition) return;
    approve.mutate(
      { id: petition.id, body: classicApprovalSchema.parse(toApprovalBody(form.getValues())) },
      {
        onSuccess: () => {
          notifications.show({
            color: "green",
            message: `The petition was approved: the car is on the list. ${fullName(petition.member)} sees the decision on the Full Classic List page.`,
          });
          approve.reset();
          onClose();
        },
        onError: (error) => {
          setStep("form");
          setOtherErrors(showServerErrors(form, error, approvalFields));
        },
      },
    );
  }

  const values = form.getValues();
  const entry = petition ? classicLabel({ ...petition, series: values.series.trim() || null }) : "";
  return (
    <Modal
      opened={petition !== null}
      onClose={close}
      title="Approve this petition"
      size="lg"
      closeOnClickOutside={!approve.isPending}
      closeOnEscape={!approve.isPending}
    >
      {petition ? (
        <Stack gap="md">
          <Text fw={700}>{petitionLine(petition)}</Text>
          {step === "form" ? (
            <form onSubmit={toConfirm} noValidate aria-label="Approve the petition">
              <Stack gap="sm">
                <TextInput
                  label="Series on the list"
                  description="The petition's model unless you change it. Leave it empty to list every model of the make for these years."
                  error={errors.series?.message}
                  data-autofocus
                  {...form.register("series")}
                />
                <Textarea
                  label="Notes on the list (optional)"
                  rows={2}
                  error={errors.notes?.message}
                  {...form.register("notes")}
                />
                <Textarea
                  label="Reason for the member (optional)"
                  rows={2}
                  error={errors.reason?.message}
                  {...form.register("reason")}
                />
                <ErrorLines errors={otherErrors} />
                <FormActions onCancel={close} />
              </Stack>
            </form>
          ) : (
            <Stack gap="sm">
              <Text fw={700}>Approve it? This entry joins the list members see:</Text>
              <Text>{entry}</Text>
              <Group justify="flex-end" gap="sm">
                <Button
                  ref={backRef}
                  variant="outline"
                  onClick={() => setStep("form")}
                  disabled={approve.isPending}
                >
                  Back
                </Button>
                <Button onClick={confirm} loading={approve.isPending}>
                  Approve and add to the list
                </Button>
              </Group>
            </Stack>
          )}
        </Stack>
      ) : null}
    </Modal>
  );
}

const rejection = (petition: OfficeClassicPetition): ReasonDecision => ({
  title: "Reject this petition",
  subject: petitionLine(petition),
  formLabel: "Reason for rejecting",
  reason: {
    label: "Reason",
    description:
      "The member reads it beside their petition: say why the car is not a Full Classic, or what evidence is missing.",
    required: true,
    schema: classicRejectionSchema,
  },
  confirmStep: { question: "Reject it? The member reads this reason:" },
  confirmLabel: "Reject the petition",
  danger: true,
});

/** Reject (issue 27): a reason the member reads beside their petition, then the question. */
export function RejectPetitionDialog({ petition, onClose }: DialogProps) {
  const reject = useRejectPetition();

  async function rejectPetition(decided: OfficeClassicPetition, reason: string) {
    await reject.mutateAsync({ id: decided.id, reason });
    notifications.show({
      color: "green",
      message: `The petition was rejected. ${fullName(decided.member)} reads your reason on the Full Classic List page.`,
    });
    onClose();
  }

  return (
    <ReasonDecisionDialog
      item={petition}
      decisionFor={rejection}
      pending={reject.isPending}
      onConfirm={rejectPetition}
      onClose={onClose}
    />
  );
}
