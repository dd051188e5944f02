import { givingMessages } from "@club/domain/giving.rules";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithApp } from "../../test/render-with-app.tsx";
import { emptySelections } from "../wizard/wizard-state.ts";
import { GivingStep } from "./giving-step.tsx";

function renderStep() {
  const onNext = vi.fn();
  renderWithApp(<GivingStep values={emptySelections.giving} onNext={onNext} onBack={vi.fn()} />, {
    path: "/join-the-ccca",
  });
  return onNext;
}

const clubAmount = () =>
  within(screen.getByRole("group", { name: "Club donation" })).getByLabelText(/^In the Amount of/);

describe("giving opportunities step (spec §5)", () => {
  it("reads Skip at this time until a donation is chosen", async () => {
    const user = userEvent.setup();
    const onNext = renderStep();
    expect(screen.getByRole("button", { name: "Skip at this time" })).toBeTruthy();

    await user.click(screen.getByLabelText("Donate to the club"));
    expect(screen.getByRole("button", { name: "Save Donation & Continue" })).toBeTruthy();
    await user.click(screen.getByLabelText("Donate to the club"));
    await user.click(screen.getByRole("button", { name: "Skip at this time" }));
    expect(onNext).toHaveBeenCalledWith(emptySelections.giving);
  });

  it("checks the typed amount with the spec's messages", async () => {
    const user = userEvent.setup();
    const onNext = renderStep();
    await user.click(screen.getByLabelText("Donate to the club"));
    const save = screen.getByRole("button", { name: "Save Donation & Continue" });

    await user.click(save);
    expect(await screen.findByText(givingMessages.amountRequired)).toBeTruthy();
    await user.type(clubAmount(), "12.50");
    await user.tab();
    expect(await screen.findByText(givingMessages.amountNotInteger)).toBeTruthy();
    await user.clear(clubAmount());
    await user.type(clubAmount(), "1234567");
    await user.tab();
    expect(await screen.findByText(givingMessages.amountTooLong)).toBeTruthy();
    await user.clear(clubAmount());
    await user.type(clubAmount(), "0");
    await user.tab();
    expect(await screen.findByText(givingMessages.amountZero)).toBeTruthy();
    expect(onNext).not.toHaveBeenCalled();

    await user.clear(clubAmount());
    await user.type(clubAmount(), "25");
    await user.click(save);
    expect(onNext).toHaveBeenCalledWith(
      expect.objectContaining({ clubDonation: true, clubDonationAmount: "25" }),
    );
  });

  it("needs a museum level other than None", async () => {
    const user = userEvent.setup();
    const onNext = renderStep();
    await user.click(screen.getByLabelText("Become a museum member"));
    await user.click(screen.getByRole("button", { name: "Save Donation & Continue" }));
    expect(await screen.findByText(givingMessages.museumLevelRequired)).toBeTruthy();

    await user.selectOptions(screen.getByLabelText(/^Membership Level/), "$100 Sustaining");
    await user.click(screen.getByRole("button", { name: "Save Donation & Continue" }));
    expect(onNext).toHaveBeenCalledWith(
      expect.objectContaining({ museum: true, museumMembershipLevel: 100 }),
    );
  });
});
