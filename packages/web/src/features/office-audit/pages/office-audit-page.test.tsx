import { type AuditEntry, auditFilterMessages } from "@club/domain/office.schema";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { saveToken } from "../../../api/token-storage.ts";
import { renderWithApp } from "../../../test/render-with-app.tsx";
import { stubApi } from "../../../test/stub-api.ts";
import { OfficeAuditPage } from "./office-audit-page.tsx";

const entry = (id: number, memberName: string, actorName: string): AuditEntry => ({
  id,
  at: "2026-11-02T09:30:00.000Z",
  actorId: 2,
  actorName,
  memberId: 10 + id,
  memberName,
  action: "note_added",
  reason: null,
  before: null,
  after: { text: "Called about the renewal" },
});

const page = (results: AuditEntry[]) => ({ results, page: 1, pageSize: 100 });

function openAudit(path = "/office/audit") {
  const fetchMock = stubApi({
    "GET /api/v1/office/audit?page=1": () => ({
      body: page([entry(1, "Arthur Pemberton", "Harriet Quill"), entry(2, "James Okafor", "Walter Brandt")]),
    }),
    "GET /api/v1/office/audit?member_search=10234&page=1": () => ({
      body: page([entry(2, "James Okafor", "Walter Brandt")]),
    }),
    "GET /api/v1/office/audit?member_search=pemb&actor_search=Quill&page=1": () => ({
      body: page([entry(1, "Arthur Pemberton", "Harriet Quill")]),
    }),
  });
  const app = renderWithApp(<OfficeAuditPage />, { path, route: "/office/audit" });
  return { fetchMock, ...app };
}

const auditCalls = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith("/api/v1/office/audit"));

describe("the audit trail's filters (issue 25)", () => {
  beforeEach(() => saveToken("test-token", false));

  it("finds a member's entries by member number, and by part of the member's and the staff member's names", async () => {
    const user = userEvent.setup();
    const { router } = openAudit();
    const table = await screen.findByRole("table", { name: "Audit trail entries" });
    expect(within(table).getAllByRole("row")).toHaveLength(3);

    await user.type(screen.getByLabelText("Member", { exact: false }), "10234");
    await user.click(screen.getByRole("button", { name: "Show entries" }));
    await waitFor(() => expect(screen.queryByRole("link", { name: "Arthur Pemberton" })).toBeNull());
    expect(screen.getByRole("link", { name: "James Okafor" })).toBeTruthy();
    expect(router.state.location.search).toBe("?memberSearch=10234");

    const member = screen.getByRole("textbox", { name: /^Member/ });
    await user.clear(member);
    await user.type(member, "pemb");
    await user.type(screen.getByRole("textbox", { name: /^Done by/ }), "Quill");
    await user.click(screen.getByRole("button", { name: "Show entries" }));
    expect(await screen.findByRole("link", { name: "Arthur Pemberton" })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("link", { name: "James Okafor" })).toBeNull());
  });

  it("says at the field what it takes, without asking the server, for fewer than 3 letters", async () => {
    const user = userEvent.setup();
    const { fetchMock } = openAudit();
    await screen.findByRole("table", { name: "Audit trail entries" });
    const asked = auditCalls(fetchMock).length;
    const actor = screen.getByRole("textbox", { name: /^Done by/ });
    await user.type(actor, "Qu");
    await user.click(screen.getByRole("button", { name: "Show entries" }));
    expect(await screen.findByText(auditFilterMessages.who)).toBeTruthy();
    expect(actor.getAttribute("aria-invalid")).toBe("true");
    expect(auditCalls(fetchMock)).toHaveLength(asked);
  });

  it("opens filtered from a link with a member number", async () => {
    openAudit("/office/audit?memberSearch=10234");
    expect(await screen.findByRole("link", { name: "James Okafor" })).toBeTruthy();
    expect((screen.getByRole("textbox", { name: /^Member/ }) as HTMLInputElement).value).toBe("10234");
  });
});
