import type { ConsentEvent } from "@club/domain/privacy.schema";
import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { saveToken } from "../../../../api/token-storage.ts";
import { officeRecordFixture, officeSessionFixture } from "../../../../test/office.fixture.ts";
import { renderWithApp } from "../../../../test/render-with-app.tsx";
import { stubApi } from "../../../../test/stub-api.ts";
import { OfficeMemberPage } from "../../pages/office-member-page.tsx";

function openConsents(consents: ConsentEvent[]) {
  stubApi({
    "GET /api/v1/office/session": () => ({ body: officeSessionFixture() }),
    "GET /api/v1/office/members/7": () => ({ body: officeRecordFixture() }),
    "GET /api/v1/office/members/7/consents": () => ({ body: consents }),
  });
  renderWithApp(<OfficeMemberPage />, {
    path: "/office/members/7?tab=consents",
    route: "/office/members/:id",
  });
}

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole("cell")
    .map((cell) => cell.textContent);

describe("the Consents tab of the member's record (issue 30)", () => {
  beforeEach(() => saveToken("test-token", false));

  it("lists the consent log in words: what, the choice, how, by whom and when", async () => {
    openConsents([
      {
        kind: "club_mail",
        choice: { allow: false },
        how: "member",
        actor: "Margaret Whitfield",
        at: "2026-11-20T10:00:00.000Z",
      },
      {
        kind: "privacy",
        choice: { showInDirectory: true, showAddress: false, showPhones: false, showEmail: true },
        how: "join",
        actor: "Margaret Whitfield",
        at: "2026-01-05T09:00:00.000Z",
      },
      {
        kind: "announcements",
        choice: { allow: false },
        how: "unsubscribe_link",
        actor: null,
        at: "2025-06-01T08:00:00.000Z",
      },
    ]);

    const table = await screen.findByRole("table", { name: "Consents of this member" });
    const [, ...rows] = within(table).getAllByRole("row");
    expect(rows.map(cells).map((row) => row.slice(0, 4))).toEqual([
      ["Letters by post from the region", "No", "By the member", "Margaret Whitfield"],
      [
        "What other members see",
        "Listed in the directory, Street address hidden, Phone numbers hidden, E-mail shown",
        "At join",
        "Margaret Whitfield",
      ],
      ["Announcements by e-mail", "No", "Unsubscribe link", "—"],
    ]);
  });

  it("says when nothing was recorded yet", async () => {
    openConsents([]);
    expect(await screen.findByText("No consents recorded yet.")).toBeTruthy();
  });
});
