import { memberMessageMessages } from "@club/domain/member-message.schema";
import { Notifications } from "@mantine/notifications";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { queryKeys } from "../../../api/query-keys.ts";
import { saveToken } from "../../../api/token-storage.ts";
import { profileFixture } from "../../../test/member-fixtures.ts";
import { renderWithApp } from "../../../test/render-with-app.tsx";
import { type StubReply, sentBody, stubApi } from "../../../test/stub-api.ts";
import { SendMessageButton } from "./send-message-button.tsx";

// Issue 30: the message relay on a member's directory page, the API stubbed.

const brandt = { memberNo: 1107, firstName: "Walter", lastName: "Brandt", email: null };
const sendUrl = "/api/v1/members/1107/message";

function renderButton(
  member = brandt,
  reply: () => StubReply = () => ({ status: 202, body: { sent: true } }),
) {
  const fetchMock = stubApi({
    "GET /api/v1/members/profile": () => ({ body: profileFixture }),
    [`POST ${sendUrl}`]: reply,
  });
  const { queryClient } = renderWithApp(
    <>
      <Notifications />
      <SendMessageButton member={member} />
    </>,
  );
  return { fetchMock, queryClient };
}

const posted = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.filter(([url, init]) => url === sendUrl && init?.method === "POST");

async function openDialog() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole("button", { name: "Send a message" }));
  const form = await screen.findByRole("form", { name: "Send a message to Walter Brandt" });
  return { user, form };
}

async function write(user: ReturnType<typeof userEvent.setup>, form: HTMLElement) {
  await user.type(within(form).getByLabelText("Subject"), "Your 1931 Duesenberg");
  await user.type(within(form).getByLabelText(/^Message/), "May I see its engine?");
}

const typed = (form: HTMLElement) => [
  (within(form).getByLabelText("Subject") as HTMLInputElement).value,
  (within(form).getByLabelText(/^Message/) as HTMLTextAreaElement).value,
];

describe("Send a message (issue 30)", () => {
  beforeEach(() => saveToken("test-token", false));

  it("is offered on another member's page, saying so when they hide their e-mail", async () => {
    renderButton();
    expect(await screen.findByRole("button", { name: "Send a message" })).toBeTruthy();
    expect(screen.getByText(/Walter does not show their e-mail address/)).toBeTruthy();
  });

  it("is not offered on the member's own page", async () => {
    const { queryClient } = renderButton({ ...brandt, memberNo: profileFixture.memberNo });
    await waitFor(() => expect(queryClient.getQueryState(queryKeys.profile)?.status).toBe("success"));
    expect(screen.queryByRole("button", { name: "Send a message" })).toBeNull();
  });

  it("asks for the message before sending anything", async () => {
    const { fetchMock } = renderButton();
    const { user, form } = await openDialog();
    await user.click(within(form).getByRole("button", { name: "Send" }));
    expect(await within(form).findByText(memberMessageMessages.messageRequired)).toBeTruthy();
    expect(posted(fetchMock)).toHaveLength(0);
  });

  it("sends the subject and message, says where replies go, and closes", async () => {
    const { fetchMock } = renderButton();
    const { user, form } = await openDialog();
    await write(user, form);
    await user.click(within(form).getByRole("button", { name: "Send" }));
    expect(await screen.findByText(memberMessageMessages.sent)).toBeTruthy();
    await waitFor(() =>
      expect(screen.queryByRole("form", { name: "Send a message to Walter Brandt" })).toBeNull(),
    );
    expect(sentBody(posted(fetchMock)[0]?.[1])).toEqual({
      subject: "Your 1931 Duesenberg",
      message: "May I see its engine?",
    });
  });

  it("shows the server's refusal at its field and keeps what was typed", async () => {
    renderButton(brandt, () => ({
      status: 400,
      body: { errors: { message: [memberMessageMessages.messageTooLong] } },
    }));
    const { user, form } = await openDialog();
    await write(user, form);
    await user.click(within(form).getByRole("button", { name: "Send" }));
    expect(await within(form).findByText(memberMessageMessages.messageTooLong)).toBeTruthy();
    expect(typed(form)).toEqual(["Your 1931 Duesenberg", "May I see its engine?"]);
  });

  it("says plainly when the member has sent as many messages as they may, and keeps what was typed", async () => {
    const limit = memberMessageMessages.tooMany(5, "24 hours", "3:30 AM Central Time on 2026-11-22");
    renderButton(brandt, () => ({ status: 429, body: { errors: { base: [limit] } } }));
    const { user, form } = await openDialog();
    await write(user, form);
    await user.click(within(form).getByRole("button", { name: "Send" }));
    expect((await within(form).findByRole("alert")).textContent).toBe(limit);
    expect(typed(form)).toEqual(["Your 1931 Duesenberg", "May I see its engine?"]);
  });

  it("closes on Cancel without sending", async () => {
    const { fetchMock } = renderButton();
    const { user, form } = await openDialog();
    await user.click(within(form).getByRole("button", { name: "Cancel" }));
    await waitFor(() =>
      expect(screen.queryByRole("form", { name: "Send a message to Walter Brandt" })).toBeNull(),
    );
    expect(posted(fetchMock)).toHaveLength(0);
  });
});
