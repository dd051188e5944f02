import type { OfficeCommittee } from "@club/domain/committee.schema";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { saveToken } from "../../../api/token-storage.ts";
import { officeSessionFixture, staffOfficePolicies } from "../../../test/office.fixture.ts";
import { renderWithApp } from "../../../test/render-with-app.tsx";
import { sentBody, stubApi } from "../../../test/stub-api.ts";
import { OfficeCommitteesPage } from "./office-committees-page.tsx";

// Issue 46: the office keeps the club's and the regions' committees and who serves on them.

const serving = {
  id: 11,
  member: { memberId: 3, memberNo: 1042, name: "Margaret Whitfield" },
  role: "President",
  startsOn: "2026-01-01",
  endsOn: null,
  state: "current" as const,
  electionId: null,
};
const toCome = {
  ...serving,
  id: 12,
  member: { memberId: 4, memberNo: 1043, name: "Robert Ashford" },
  role: "Member",
  startsOn: "2027-01-01",
  state: "upcoming" as const,
};
const board: OfficeCommittee = {
  id: 1,
  key: "board",
  name: "Board of Directors",
  description: "",
  region: null,
  retired: false,
  terms: [serving, toCome],
};
const tours: OfficeCommittee = {
  id: 2,
  key: null,
  name: "Tour Committee",
  description: "",
  region: { code: "GI", name: "Greater Illinois Region" },
  retired: false,
  terms: [],
};

function renderPage(routes: Parameters<typeof stubApi>[0] = {}, policies = staffOfficePolicies) {
  const fetchMock = stubApi({
    "GET /api/v1/office/session": () => ({ body: { ...officeSessionFixture(), policies } }),
    "GET /api/v1/office/committees": () => ({ body: { committees: [board, tours] } }),
    ...routes,
  });
  renderWithApp(<OfficeCommitteesPage />, { path: "/office/committees" });
  return fetchMock;
}

describe("the office's committees page (issue 46)", () => {
  beforeEach(() => saveToken("test-token", false));

  it("lists the club's committees and each region's, with members, roles, days and where each term stands", async () => {
    renderPage();
    const boardCard = await screen.findByRole("region", { name: "Board of Directors" });
    expect(screen.getByRole("heading", { level: 2, name: "The club's committees" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2, name: "Greater Illinois Region" })).toBeTruthy();
    const members = within(boardCard).getAllByRole("listitem");
    expect(members[0]?.textContent).toContain("President: Margaret Whitfield (no. 1042)");
    expect(members[0]?.textContent).toContain("Serving");
    expect(members[0]?.textContent).toContain("from 2026-01-01, no last day");
    expect(members[1]?.textContent).toContain("To come");
    // The board is built in and has terms: it is retired, never deleted; an unused committee may be.
    expect(within(boardCard).queryByRole("button", { name: "Delete Board of Directors" })).toBeNull();
    const toursCard = screen.getByRole("region", { name: "Tour Committee" });
    expect(within(toursCard).getByRole("button", { name: "Delete Tour Committee" })).toBeTruthy();
  });

  it("adds a member by number, and shows the server's word at the field it names", async () => {
    let sent: unknown;
    renderPage({
      "POST /api/v1/office/committees/2/terms": (init) => {
        sent = sentBody(init);
        return { status: 422, body: { errors: { memberNo: ["No member has that number"] } } };
      },
    });
    const user = userEvent.setup();
    const form = await screen.findByRole("form", { name: "Add a member to the Tour Committee" });
    await user.click(within(form).getByRole("button", { name: "Add the member" }));
    expect(within(form).getAllByText("Enter the member's number").length).toBeGreaterThan(0);
    await user.type(within(form).getByLabelText("Member number"), "999");
    await user.clear(within(form).getByLabelText(/^Role/));
    await user.type(within(form).getByLabelText(/^Role/), "Chair");
    await user.click(within(form).getByRole("button", { name: "Add the member" }));
    expect((await within(form).findAllByText("No member has that number")).length).toBeGreaterThan(0);
    expect(sent).toEqual({ member_no: 999, role: "Chair", ends_on: null });
  });

  it("ends a serving term today only once the office says yes", async () => {
    const fetchMock = renderPage({
      "POST /api/v1/office/committees/1/terms/11/end": () => ({ status: 204 }),
    });
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole("button", { name: "End today: President: Margaret Whitfield (no. 1042)" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "End the term today?" });
    expect(dialog.textContent).toContain("stops serving today");
    const ends = () => fetchMock.mock.calls.filter(([url]) => String(url).endsWith("/terms/11/end")).length;
    expect(ends()).toBe(0);
    await user.click(within(dialog).getByRole("button", { name: "End the term" }));
    await waitFor(() => expect(ends()).toBe(1));
  });

  it("deletes a term to come after the question, and adds a committee of a region", async () => {
    let added: unknown;
    const fetchMock = renderPage({
      "DELETE /api/v1/office/committees/1/terms/12": () => ({ status: 204 }),
      "POST /api/v1/office/committees": (init) => {
        added = sentBody(init);
        return { status: 201, body: { ...tours, id: 3, name: "Show Committee" } };
      },
    });
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole("button", { name: "Delete: Member: Robert Ashford (no. 1043)" }),
    );
    await user.click(
      within(await screen.findByRole("dialog", { name: "Delete the term to come?" })).getByRole("button", {
        name: "Delete the term",
      }),
    );
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([url, init]) => init?.method === "DELETE" && String(url).endsWith("/12")),
      ).toBe(true),
    );

    await user.click(screen.getByRole("button", { name: "Add a committee" }));
    const dialog = await screen.findByRole("dialog", { name: "Add a committee" });
    await user.type(within(dialog).getByLabelText("Name"), "Show Committee");
    await user.type(within(dialog).getByLabelText(/^Region code/), "GI");
    await user.click(within(dialog).getByRole("button", { name: "Add the committee" }));
    await waitFor(() =>
      expect(added).toEqual({ name: "Show Committee", description: "", region_code: "GI" }),
    );
  });

  it("is not shown to an account without manageCommittees, and asks for nothing", async () => {
    const fetchMock = renderPage({}, { ...staffOfficePolicies, manageCommittees: false });
    expect(await screen.findByText(/Your office role does not allow this/)).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith("/office/committees"))).toBe(false);
  });
});
