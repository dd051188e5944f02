import type { OfficeMemberRecord } from "@club/domain/office.schema";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { saveToken } from "../../../../api/token-storage.ts";
import { officeRecordFixture, officeSessionFixture } from "../../../../test/office.fixture.ts";
import { renderWithApp } from "../../../../test/render-with-app.tsx";
import { sentBody, stubApi } from "../../../../test/stub-api.ts";
import { OfficeMemberPage } from "../../pages/office-member-page.tsx";

const bouncing: Partial<OfficeMemberRecord> = {
  mailBounce: { reason: "550 5.1.1 User unknown", bouncedAt: "2026-11-02T09:30:00.000Z" },
  reminders: [
    { step: "lapsed:7", channel: "letter", runOn: "2027-01-07", cycle: "2026-12-31" },
    { step: "before:60", channel: "email", runOn: "2026-11-01", cycle: "2026-12-31" },
    { step: "window_open", channel: "email", runOn: "2026-10-01", cycle: "2026-12-31" },
  ],
  mails: [
    {
      id: 3,
      subject: "Your membership expires in 60 days",
      status: "bounced",
      createdAt: "2026-11-01T14:00:00.000Z",
      sentAt: null,
    },
    { id: 2, subject: "Receipt", status: "sent", createdAt: "2026-01-08T10:00:00.000Z", sentAt: null },
  ],
};

function openMail(record: OfficeMemberRecord, replies: Parameters<typeof stubApi>[0] = {}) {
  let current = record;
  const fetchMock = stubApi({
    "GET /api/v1/office/session": () => ({ body: officeSessionFixture() }),
    "GET /api/v1/office/members/7": () => ({ body: current }),
    ...replies,
  });
  renderWithApp(<OfficeMemberPage />, { path: "/office/members/7?tab=mail", route: "/office/members/:id" });
  return {
    fetchMock,
    /** What the server answers from now on (after a write). */
    serve: (next: OfficeMemberRecord) => {
      current = next;
    },
  };
}

const posts = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === "POST");

describe("the Mail tab of the member's record (issue 15)", () => {
  beforeEach(() => saveToken("test-token", false));

  it("shows a bouncing address by the name and on the tab, the reminders in words, a bounced message", async () => {
    openMail(officeRecordFixture(bouncing));
    expect(await screen.findByText("Address bouncing", { selector: ".mantine-Badge-label" })).toBeTruthy();
    expect(screen.getByText("550 5.1.1 User unknown")).toBeTruthy();

    const reminders = screen.getByRole("table", { name: "Renewal reminders" });
    const rows = within(reminders)
      .getAllByRole("row")
      .slice(1)
      .map((row) => [...row.querySelectorAll("td")].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ["7 days after lapse", "Letter", "2027-01-07", "2026-12-31"],
      ["60 days before expiry", "E-mail", "2026-11-01", "2026-12-31"],
      ["Renewal window opened", "E-mail", "2026-10-01", "2026-12-31"],
    ]);
    const messages = screen.getByRole("table", { name: "Mail sent to the member" });
    expect(within(messages).getByRole("row", { name: /Your membership expires/ }).textContent).toContain(
      "Bounced",
    );
  });

  it("says when nothing was sent and nothing bounces", async () => {
    openMail(officeRecordFixture());
    expect(await screen.findByText("No renewal reminders sent.")).toBeTruthy();
    expect(screen.getByText("No mail sent to this member.")).toBeTruthy();
    expect(screen.queryByText("Address bouncing")).toBeNull();
  });

  it("asks before clearing the bounce; Cancel sends nothing, confirming clears it", async () => {
    const { fetchMock, serve } = openMail(officeRecordFixture(bouncing), {
      "POST /api/v1/office/bounces/clear": () => ({ status: 204 }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Clear bounce of member@example.org" }));
    let dialog = await screen.findByRole("dialog", { name: "Clear the bounce?" });
    expect(dialog.textContent).toContain("Send mail to member@example.org again");
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(posts(fetchMock)).toHaveLength(0);

    serve(officeRecordFixture({ ...bouncing, mailBounce: null }));
    await user.click(screen.getByRole("button", { name: "Clear bounce of member@example.org" }));
    dialog = await screen.findByRole("dialog", { name: "Clear the bounce?" });
    await user.click(within(dialog).getByRole("button", { name: "Clear bounce" }));
    await waitFor(() => expect(posts(fetchMock)).toHaveLength(1));
    expect(sentBody(posts(fetchMock)[0]?.[1])).toEqual({ address: "member@example.org" });
    // The record loads again, without the bounce.
    await waitFor(() => expect(screen.queryByText("Address bouncing")).toBeNull());
  });
});
