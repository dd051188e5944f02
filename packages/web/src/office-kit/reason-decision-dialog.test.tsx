import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { ApiError, type FieldErrors } from "../api/api-error.ts";
import { renderWithApp } from "../test/render-with-app.tsx";
import { type ReasonDecision, ReasonDecisionDialog } from "./reason-decision-dialog.tsx";

interface Car {
  name: string;
}

const car: Car = { name: "1931 Packard Twin Six" };
const reasonSchema = z.object({ reason: z.string().trim().min(1, { error: "Say why" }) });

const askedTwice = (decided: Car): ReasonDecision => ({
  title: "Reject this car",
  subject: decided.name,
  formLabel: "Reason for rejecting",
  reason: { label: "Reason", description: "The owner reads it.", required: true, schema: reasonSchema },
  confirmStep: { question: "Reject this car?", explanation: "The owner is told, with this reason:" },
  confirmLabel: "Reject car",
  danger: true,
});

const askedOnce = (decided: Car): ReasonDecision => ({
  title: "Approve this claim?",
  subject: decided.name,
  formLabel: "Approve this claim?",
  consequence: "The car moves to the claimant's garage.",
  reason: {
    label: "Reason (optional)",
    description: "The claimant reads it.",
    required: false,
    schema: z.object({ reason: z.string().trim().optional() }),
  },
  confirmLabel: "Approve claim",
});

interface Options {
  decisionFor?: (decided: Car) => ReasonDecision;
  onConfirm?: (decided: Car, reason: string) => Promise<unknown>;
  pending?: boolean;
  otherErrorsOf?: (errors: FieldErrors | undefined) => FieldErrors | undefined;
}

function renderDialog({
  decisionFor = askedTwice,
  onConfirm = vi.fn(async () => undefined),
  pending = false,
  otherErrorsOf,
}: Options = {}) {
  const onClose = vi.fn();
  renderWithApp(
    <ReasonDecisionDialog
      item={car}
      decisionFor={decisionFor}
      pending={pending}
      onConfirm={onConfirm}
      onClose={onClose}
      otherErrorsOf={otherErrorsOf}
    />,
  );
  return { onConfirm, onClose };
}

describe("a decision with a reason", () => {
  it("checks the reason with the schema, then asks over it before deciding", async () => {
    const user = userEvent.setup();
    const { onConfirm } = renderDialog();
    const dialog = await screen.findByRole("dialog", { name: "Reject this car" });
    expect(within(dialog).getByText("1931 Packard Twin Six")).toBeTruthy();
    const form = within(dialog).getByRole("form", { name: "Reason for rejecting" });
    await user.click(within(form).getByRole("button", { name: "Continue" }));
    expect(await within(form).findByText("Say why")).toBeTruthy();

    await user.type(within(form).getByRole("textbox", { name: /Reason/ }), "  No engine plate. ");
    await user.click(within(form).getByRole("button", { name: "Continue" }));
    expect(await within(dialog).findByText("Reject this car?")).toBeTruthy();
    expect(within(dialog).getByText("The owner is told, with this reason:")).toBeTruthy();
    expect(within(dialog).getByText("No engine plate.")).toBeTruthy();
    const back = within(dialog).getByRole("button", { name: "Back" });
    await waitFor(() => expect(document.activeElement).toBe(back));
    expect(onConfirm).not.toHaveBeenCalled();

    await user.click(back);
    const field = within(dialog).getByRole("textbox", { name: /Reason/ }) as HTMLTextAreaElement;
    expect(field.value).toBe("  No engine plate. ");
    await user.click(within(dialog).getByRole("button", { name: "Continue" }));
    await user.click(await within(dialog).findByRole("button", { name: "Reject car" }));
    expect(onConfirm).toHaveBeenCalledWith(car, "No engine plate.");
  });

  it("goes back to the reason on a refusal, at the field or listed under it, keeping what was typed", async () => {
    const user = userEvent.setup();
    const refusal = new ApiError(422, {
      reason: ["Say what to correct"],
      updatedAt: ["The car changed since."],
    });
    renderDialog({
      onConfirm: vi.fn(async () => Promise.reject(refusal)),
      otherErrorsOf: (errors) => errors && { base: errors.updatedAt ?? [] },
    });
    const dialog = await screen.findByRole("dialog", { name: "Reject this car" });
    await user.type(within(dialog).getByRole("textbox", { name: /Reason/ }), "No.");
    await user.click(within(dialog).getByRole("button", { name: "Continue" }));
    await user.click(await within(dialog).findByRole("button", { name: "Reject car" }));

    const form = await within(dialog).findByRole("form", { name: "Reason for rejecting" });
    expect(await within(form).findByText("Say what to correct")).toBeTruthy();
    expect(within(form).getByRole("alert").textContent).toBe("The car changed since.");
    expect((within(form).getByRole("textbox", { name: /Reason/ }) as HTMLTextAreaElement).value).toBe("No.");
  });

  it("asked once, says what follows above the reason and decides from the form's button", async () => {
    const user = userEvent.setup();
    const { onConfirm } = renderDialog({ decisionFor: askedOnce });
    const dialog = await screen.findByRole("dialog", { name: "Approve this claim?" });
    expect(within(dialog).getByText("The car moves to the claimant's garage.")).toBeTruthy();
    expect(within(dialog).queryByRole("button", { name: "Continue" })).toBeNull();
    await user.click(within(dialog).getByRole("button", { name: "Approve claim" }));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledWith(car, ""));
  });

  it("cannot be left while the decision is on its way", async () => {
    const user = userEvent.setup();
    const { onClose } = renderDialog({ decisionFor: askedOnce, pending: true });
    const dialog = await screen.findByRole("dialog", { name: "Approve this claim?" });
    expect((within(dialog).getByRole("button", { name: "Cancel" }) as HTMLButtonElement).disabled).toBe(true);
    await user.keyboard("{Escape}");
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole("dialog", { name: "Approve this claim?" })).toBeTruthy();
  });
});
