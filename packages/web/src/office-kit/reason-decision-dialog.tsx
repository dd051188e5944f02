import { Button, Group, Modal, Stack, Text, Textarea } from "@mantine/core";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import type { FieldErrors } from "../api/api-error.ts";
import { ErrorLines } from "../components/error-lines.tsx";
import { FormActions } from "../components/form-actions.tsx";
import { bodyResolver } from "./body-resolver.ts";
import { showServerErrors } from "./server-errors.ts";
import { useTwoStepDialog } from "./use-two-step-dialog.ts";

interface ReasonValues {
  reason: string;
}

const emptyValues: ReasonValues = { reason: "" };
const reasonFields = ["reason"];
const toReasonBody = (values: ReasonValues) => ({ reason: values.reason.trim() });

/** How the decision is asked: twice (the reason, then the question over it), or once, its consequence said first. */
type Asking =
  | {
      /** The second step: its question, in bold, and what follows, said over the reason given. */
      confirmStep: { question: string; explanation?: string };
    }
  | {
      /** What the decision does, said above the reason; the form's button then decides at once. */
      consequence: string;
    };

/** What the dialog says and checks for one thing decided on. */
export type ReasonDecision = Asking & {
  title: string;
  /** The line naming what is decided, in bold at the top: "1931 Packard Twin Six, owned by Ruth Owner". */
  subject: string;
  /** The reason form's accessible name, e.g. "Reason for rejecting". */
  formLabel: string;
  reason: {
    label: string;
    /** Who reads the reason, and where. */
    description: string;
    required: boolean;
    /** The request's domain schema: the form checks `{ reason }` with it, as the server will. */
    schema: z.ZodType;
  };
  /** The button that decides. */
  confirmLabel: string;
  /** A decision against someone (a rejection): the button that decides is red. */
  danger?: boolean;
};

interface ReasonDecisionDialogProps<Item> {
  /** What is decided on; null keeps the dialog closed. Each one opened starts afresh: no reason, no errors. */
  item: Item | null;
  /** The dialog's words and the reason's rules for the item (a claim's depend on approving or rejecting it). */
  decisionFor: (item: Item) => ReasonDecision;
  /** The decision is on its way: the dialog cannot be left, and its buttons wait. */
  pending: boolean;
  /**
   * Sends the decision with the reason, trimmed, and says it was done. A rejection is the server's refusal: the
   * dialog goes back to the reason as typed, with the refusal at the reason or listed under it.
   */
  onConfirm: (item: Item, reason: string) => Promise<unknown>;
  onClose: () => void;
  /** How a refusal's errors that name no field of the form are listed (a stale record said as a sentence). */
  otherErrorsOf?: (errors: FieldErrors | undefined) => FieldErrors | undefined;
}

const asGiven = (errors: FieldErrors | undefined) => errors;

/**
 * The office's decision with a reason the other side reads (a car, a petition, a claim): the reason, checked with
 * the request's schema, then either the question over it (Back, and the button that decides) or, asked once, the
 * decision at the form's button.
 */
export function ReasonDecisionDialog<Item>({
  item,
  decisionFor,
  pending,
  onConfirm,
  onClose,
  otherErrorsOf = asGiven,
}: ReasonDecisionDialogProps<Item>) {
  const decision = item === null ? null : decisionFor(item);
  const form = useForm<ReasonValues>({
    defaultValues: emptyValues,
    resolver: decision ? bodyResolver(decision.reason.schema, toReasonBody) : undefined,
  });
  const { step, setStep, otherErrors, setOtherErrors, backRef, toConfirm } = useTwoStepDialog(
    form,
    item,
    () => emptyValues,
  );

  function close() {
    if (!pending) onClose();
  }

  async function confirm() {
    if (item === null) return;
    try {
      await onConfirm(item, form.getValues().reason.trim());
    } catch (error) {
      setStep("form");
      setOtherErrors(otherErrorsOf(showServerErrors(form, error, reasonFields)));
    }
  }

  const decideAtOnce = form.handleSubmit(() => {
    setOtherErrors(undefined);
    return confirm();
  });

  const confirmStep = decision && "confirmStep" in decision ? decision.confirmStep : null;
  return (
    <Modal
      opened={decision !== null}
      onClose={close}
      title={decision?.title}
      size="lg"
      closeOnClickOutside={!pending}
      closeOnEscape={!pending}
    >
      {decision ? (
        <Stack gap="md">
          <Text fw={700}>{decision.subject}</Text>
          {"consequence" in decision ? <Text>{decision.consequence}</Text> : null}
          {step === "form" ? (
            <form
              onSubmit={confirmStep ? toConfirm : decideAtOnce}
              noValidate
              aria-label={decision.formLabel}
            >
              <Stack gap="sm">
                <Textarea
                  label={decision.reason.label}
                  description={decision.reason.description}
                  required={decision.reason.required}
                  rows={4}
                  error={form.formState.errors.reason?.message}
                  data-autofocus
                  {...form.register("reason")}
                />
                <ErrorLines errors={otherErrors} />
                {confirmStep ? (
                  <FormActions onCancel={close} />
                ) : (
                  <FormActions
                    onCancel={close}
                    submitLabel={decision.confirmLabel}
                    pending={pending}
                    danger={decision.danger}
                  />
                )}
              </Stack>
            </form>
          ) : (
            <Stack gap="sm">
              <Text fw={700}>{confirmStep?.question}</Text>
              {confirmStep?.explanation ? <Text>{confirmStep.explanation}</Text> : null}
              <Text style={{ whiteSpace: "pre-wrap" }}>{form.getValues().reason.trim()}</Text>
              <Group justify="flex-end" gap="sm">
                <Button ref={backRef} variant="outline" onClick={() => setStep("form")} disabled={pending}>
                  Back
                </Button>
                <Button
                  color={decision.danger ? "red.9" : undefined}
                  onClick={() => void confirm()}
                  loading={pending}
                >
                  {decision.confirmLabel}
                </Button>
              </Group>
            </Stack>
          )}
        </Stack>
      ) : null}
    </Modal>
  );
}
