import type { ErasureRequest } from "@club/domain/erasure.schema";
import { Notifications } from "@mantine/notifications";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { saveToken } from "../../../api/token-storage.ts";
import { renderWithApp } from "../../../test/render-with-app.tsx";
import { sentBody, stubApi } from "../../../test/stub-api.ts";
import { LeaveTheClub } from "./leave-the-club.tsx";

const openRequest: ErasureRequest = {
  id: 7,
  status: "open",
  reason: "Moving abroad",
  requestedAt: "2026-11-21T12:00:00.000Z",
  dueOn: "2026-12-21",
  decidedAt: null,
  refusal: null,
};

function renderSection() {
  return renderWithApp(
    <>
      <Notifications />
      <LeaveTheClub />
    </>,
  );
}

describe("Leave the club (issue 30)", () => {
  beforeEach(() => saveToken("test-token", false));

  it("says what happens, asks for confirmation, then shows the open request with its due day", async () => {
    const fetchMock = stubApi({
      "GET /api/v1/members/erasure_request": () => ({
        status: 404,
        body: { errors: { base: ["Not found"] } },
      }),
      "POST /api/v1/members/erasure_request": () => ({ status: 201, body: openRequest }),
    });
    renderSection();

    const section = await screen.findByRole("region", { name: "Leave the club" });
    expect(
      await within(section).findByText("Your name, contact details, car photos and sign-in are removed."),
    ).toBeTruthy();
    expect(within(section).getByText("Your payments stay in the club's accounts.")).toBeTruthy();
    expect(
      within(section).getByText("Your cars stay in the club's registry, without your name."),
    ).toBeTruthy();
    expect(within(section).getByText("The club office answers within 30 days.")).toBeTruthy();

    await userEvent.type(within(section).getByLabelText(/Why are you leaving/), "  Moving abroad ");
    await userEvent.click(within(section).getByRole("button", { name: "Ask to leave the club" }));

    // Nothing is sent before the member confirms.
    const dialog = await screen.findByRole("dialog", { name: "Leave the club?" });
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "POST")).toBe(false);
    expect(within(dialog).getByText(/cannot be undone/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole("button", { name: "Ask to leave the club" }));

    expect(await screen.findByText("You asked to leave the club on 2026-11-21.")).toBeTruthy();
    expect(screen.getByText(/The club office will answer by 2026-12-21/)).toBeTruthy();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === "POST");
    expect(sentBody(post?.[1])).toEqual({ reason: "Moving abroad" });
    expect(screen.queryByRole("button", { name: "Ask to leave the club" })).toBeNull();
  });

  it("keeps the request unsent when the member cancels, and refuses a reason too long", async () => {
    const fetchMock = stubApi({
      "GET /api/v1/members/erasure_request": () => ({
        status: 404,
        body: { errors: { base: ["Not found"] } },
      }),
    });
    renderSection();
    const section = await screen.findByRole("region", { name: "Leave the club" });
    const reason = await within(section).findByLabelText(/Why are you leaving/);
    await userEvent.click(reason);
    await userEvent.paste("x".repeat(2001));
    await userEvent.click(within(section).getByRole("button", { name: "Ask to leave the club" }));
    expect(await within(section).findByText("Keep the reason to 2000 characters")).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();

    await userEvent.clear(reason);
    await userEvent.click(within(section).getByRole("button", { name: "Ask to leave the club" }));
    const dialog = await screen.findByRole("dialog", { name: "Leave the club?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "POST")).toBe(false);
  });

  it("shows a refusal with the office's reason, and lets the member ask again", async () => {
    stubApi({
      "GET /api/v1/members/erasure_request": () => ({
        body: {
          ...openRequest,
          status: "refused",
          decidedAt: "2026-11-25T09:00:00.000Z",
          refusal: "Your cheque is still being cleared.",
        },
      }),
    });
    renderSection();
    expect(await screen.findByText("Your cheque is still being cleared.")).toBeTruthy();
    expect(screen.getByText(/did not remove your details when you asked on 2026-11-21/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Ask to leave the club" })).toBeTruthy();
  });

  it("withdraws an open request after the member confirms (issue 39), and offers to ask again", async () => {
    const fetchMock = stubApi({
      "GET /api/v1/members/erasure_request": () => ({ body: openRequest }),
      "DELETE /api/v1/members/erasure_request": () => ({
        body: { ...openRequest, status: "withdrawn", decidedAt: "2026-11-22T10:00:00.000Z" },
      }),
    });
    renderSection();
    const section = await screen.findByRole("region", { name: "Leave the club" });
    await userEvent.click(await within(section).findByRole("button", { name: "Withdraw my request" }));

    // Nothing is sent before the member confirms; keeping the request sends nothing.
    let dialog = await screen.findByRole("dialog", { name: "Withdraw your request to leave?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Keep my request" }));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "DELETE")).toBe(false);

    await userEvent.click(within(section).getByRole("button", { name: "Withdraw my request" }));
    dialog = await screen.findByRole("dialog", { name: "Withdraw your request to leave?" });
    expect(within(dialog).getByText(/You stay a member of the club and nothing is removed/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole("button", { name: "Withdraw my request" }));

    expect(
      await screen.findByText("You withdrew your request. You are still a member of the club."),
    ).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "DELETE")).toBe(true);
    expect(await within(section).findByRole("button", { name: "Ask to leave the club" })).toBeTruthy();
    expect(within(section).queryByText(/You asked to leave the club on/)).toBeNull();
  });
});
