import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renewDataFixture } from "../../../test/member-fixtures.ts";
import { renderWithApp } from "../../../test/render-with-app.tsx";
import { RenewButton } from "./renew-button.tsx";

function renderButton(state: ReturnType<typeof renewDataFixture>["renewButton"]) {
  const onRenew = vi.fn();
  renderWithApp(<RenewButton state={state} onRenew={onRenew} />);
  return onRenew;
}

const renewName = { name: /^Renew My Membership/ };

describe("Renew My Membership button from renew_data (spec §4)", () => {
  it("is hidden for a lifelong member", () => {
    renderButton(renewDataFixture({ lifelong: true }).renewButton);
    expect(screen.queryByRole("button", renewName)).toBeNull();
  });

  it("is enabled inside the window before renewing, without a note", async () => {
    const onRenew = renderButton(renewDataFixture().renewButton);
    const button = screen.getByRole("button", renewName);
    expect(button.getAttribute("aria-disabled")).toBeNull();
    expect(button.getAttribute("aria-describedby")).toBeNull();
    await userEvent.setup().click(button);
    expect(onRenew).toHaveBeenCalledTimes(1);
  });

  it("is disabled once renewed in the window, and says why in reach of every user", async () => {
    const state = renewDataFixture({ renewalDate: "2025-10-15", duesExpire: "2026-12-31" }).renewButton;
    expect(state.reason).toBe("already_renewed");
    const onRenew = renderButton(state);
    const button = screen.getByRole("button", renewName);
    expect(button.getAttribute("aria-disabled")).toBe("true");
    const note = screen.getByText(state.tooltip ?? "");
    expect(button.getAttribute("aria-describedby")).toBe(note.id);
    expect(note.textContent).toContain("contact the club office");
    await userEvent.setup().click(button);
    expect(onRenew).not.toHaveBeenCalled();
  });

  it("is disabled outside the window, with the window's dates", () => {
    const state = renewDataFixture({ today: "2025-06-01" }).renewButton;
    renderButton(state);
    expect(screen.getByRole("button", renewName).getAttribute("aria-disabled")).toBe("true");
    expect(screen.getByText("Membership renewal is open from 2025-10-01 to 2025-12-31.")).toBeTruthy();
  });

  it("is enabled after dues expired, offering to restart the membership", async () => {
    const state = renewDataFixture({ today: "2026-02-01" }).renewButton;
    const onRenew = renderButton(state);
    const button = screen.getByRole("button", renewName);
    expect(button.getAttribute("aria-disabled")).toBeNull();
    expect(screen.getByText("Restart Your CCCA Membership")).toBeTruthy();
    await userEvent.setup().click(button);
    expect(onRenew).toHaveBeenCalledTimes(1);
  });
});
