import { messages } from "@club/domain/messages";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "../../../test/render-with-app.tsx";
import { ChangePasswordPage } from "./change-password-page.tsx";

describe("change password page (spec §5)", () => {
  it("says the new password may not equal the current one once both are filled in", async () => {
    const user = userEvent.setup();
    renderWithApp(<ChangePasswordPage />, { path: "/my-profile/change-password" });

    await user.type(screen.getByLabelText("Current Password"), "Classic-Cars-1932");
    await user.type(screen.getByLabelText("New Password"), "Classic-Cars-1932");
    expect(screen.queryByText(messages.confirmPasswordRequired)).toBeNull();
    await user.type(screen.getByLabelText("Confirm New Password"), "Classic-Cars-1932");
    await user.tab();

    expect(await screen.findByText(messages.newPasswordSameAsCurrent)).toBeTruthy();
  });
});
