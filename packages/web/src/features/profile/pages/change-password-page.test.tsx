import { messages, serverMessages } from "@club/domain/messages";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { queryKeys } from "../../../api/query-keys.ts";
import { saveToken } from "../../../api/token-storage.ts";
import { createQueryClient } from "../../../app/query-client.ts";
import { profileFixture } from "../../../test/member-fixtures.ts";
import { renderWithApp } from "../../../test/render-with-app.tsx";
import { sentBody, stubApi } from "../../../test/stub-api.ts";
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

  it("lets a member who joined without a password choose one, with no current one to give (issue 43)", async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({
      "PUT /api/v1/members/set_password": () => ({ body: { message: serverMessages.passwordSet } }),
    });
    saveToken("test-token", false);
    const queryClient = createQueryClient();
    queryClient.setQueryData(queryKeys.profile, { ...profileFixture, hasPassword: false });
    renderWithApp(<ChangePasswordPage />, { path: "/my-profile/change-password", queryClient });

    expect(screen.getByRole("heading", { name: "Choose a Password" })).toBeTruthy();
    expect(screen.queryByLabelText("Current Password")).toBeNull();
    await user.type(screen.getByLabelText("New Password"), "Chosen-Later-1936");
    await user.type(screen.getByLabelText("Confirm New Password"), "Chosen-Later-1936");
    await user.click(screen.getByRole("button", { name: "Choose Password" }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(sentBody(fetchMock.mock.calls[0]?.[1])).toEqual({
      member: { password: "Chosen-Later-1936", password_confirmation: "Chosen-Later-1936" },
    });
    await waitFor(() => expect(screen.getByRole("heading", { name: "Change Password" })).toBeTruthy());
  });
});
