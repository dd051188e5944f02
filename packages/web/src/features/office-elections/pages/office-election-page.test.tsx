import type { OfficeElection } from "@club/domain/election.schema";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { saveToken } from "../../../api/token-storage.ts";
import { renderWithApp } from "../../../test/render-with-app.tsx";
import { sentBody, stubApi } from "../../../test/stub-api.ts";
import { OfficeElectionPage } from "./office-election-page.tsx";

// Issue 46: an election's page for the office: its setup, its candidates and nominations, naming a candidate, the
// decisions the server allows (asked first), and the tabs in the address.

const election: OfficeElection = {
  id: 4,
  title: "Greater Illinois officers 2027",
  description: "",
  region: { code: "GI", name: "Greater Illinois Region" },
  status: "proposed",
  phase: "proposed",
  phaseWords: "Waiting for the office",
  recordOn: "2027-01-31",
  associatesVote: false,
  nominationsFrom: "2027-02-01",
  nominationsTo: "2027-02-28",
  votingFrom: "2027-03-01",
  votingTo: "2027-03-31",
  allowChange: false,
  termsStartOn: null,
  termsEndOn: null,
  returningOfficer: null,
  proposedBy: "Gina Officer",
  races: [
    {
      id: 12,
      title: "Director",
      seats: 1,
      committee: null,
      regionalOffice: { id: 5, title: "Director" },
      nominations: [
        {
          nominationId: 30,
          memberId: 8,
          memberNo: 1042,
          name: "Margaret Whitfield",
          status: "nominated",
          statement: "",
          photoUrl: null,
          nominatedBy: "Robert Ashford",
          createdAt: "2027-02-02T15:00:00.000Z",
        },
      ],
    },
  ],
  questions: [],
  may: { edit: true, changeRaces: true, confirm: true, cancel: true, addCandidates: true },
};

const list = {
  elections: [],
  committees: [{ id: 1, name: "Board of Directors" }],
  offices: [{ id: 5, title: "Director" }],
};

describe("an election for the office (issue 46)", () => {
  beforeEach(() => saveToken("test-token", false));

  it("shows the setup and nominations, confirms a region's proposal after asking, and names a candidate", async () => {
    const fetchMock = stubApi({
      "GET /api/v1/office/elections/4": () => ({ body: election }),
      "GET /api/v1/office/elections": () => ({ body: list }),
      "POST /api/v1/office/elections/4/confirm": () => ({
        body: {
          ...election,
          status: "scheduled",
          phase: "upcoming",
          phaseWords: "Not open yet",
          may: { ...election.may, confirm: false },
        },
      }),
      "POST /api/v1/office/elections/4/candidates": () => ({ status: 201, body: election }),
    });
    renderWithApp(<OfficeElectionPage />, { path: "/office/elections/4", route: "/office/elections/:id" });
    const user = userEvent.setup();
    expect(await screen.findByText("Proposed by")).toBeTruthy();
    expect(screen.getAllByText("Margaret Whitfield (no. 1042)").length).toBeGreaterThan(0);

    await user.click(screen.getByRole("button", { name: "Confirm the proposal" }));
    const dialog = await screen.findByRole("dialog", { name: "Confirm the region's proposal?" });
    await user.click(within(dialog).getByRole("button", { name: "Confirm the election" }));
    await waitFor(() => expect(screen.queryByRole("button", { name: "Confirm the proposal" })).toBeNull());
    expect(screen.getAllByText("Not open yet").length).toBeGreaterThan(0);

    const form = screen.getByRole("form", { name: "Name a candidate" });
    await user.type(within(form).getByLabelText(/^Member number/), "2001");
    await user.click(within(form).getByRole("button", { name: "Name the candidate" }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith("/candidates"))).toBe(true),
    );
    const post = fetchMock.mock.calls.find(([url]) => String(url).endsWith("/candidates"));
    expect(sentBody(post?.[1])).toEqual({ race_id: 12, member_no: 2001, statement: "" });
  });

  it("opens the tab the address names", async () => {
    stubApi({
      "GET /api/v1/office/elections/4": () => ({ body: election }),
      "GET /api/v1/office/elections": () => ({ body: list }),
    });
    renderWithApp(<OfficeElectionPage />, {
      path: "/office/elections/4?tab=roll",
      route: "/office/elections/:id",
    });
    expect(await screen.findByRole("tab", { name: "Roll", selected: true })).toBeTruthy();
  });
});
