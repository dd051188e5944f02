import type { MemberElection } from "@club/domain/election.schema";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { saveToken } from "../../../api/token-storage.ts";
import { renderWithApp } from "../../../test/render-with-app.tsx";
import { sentBody, stubApi } from "../../../test/stub-api.ts";
import { ElectionPage } from "./election-page.tsx";

// Issue 46: an election's page for members: its candidates and questions, nominating while nominations are open,
// and the member's own nominations to accept (with a statement) or decline (after asking).

const election: MemberElection = {
  id: 3,
  title: "Board election 2027",
  description: "Two seats on the board.",
  region: null,
  phase: "nominations",
  phaseWords: "Nominations open",
  recordOn: "2027-01-31",
  nominationsFrom: "2027-02-01",
  nominationsTo: "2027-02-28",
  votingFrom: "2027-03-01",
  votingTo: "2027-03-31",
  allowChange: false,
  termsStartOn: null,
  races: [
    {
      id: 11,
      title: "Board of Directors",
      seats: 2,
      candidates: [
        {
          nominationId: 21,
          memberId: 7,
          name: "Margaret Whitfield",
          statement: "Forty years of Packards.",
          photoUrl: null,
        },
      ],
    },
  ],
  questions: [
    { id: 31, title: "Bylaw change: dues", body: "Article 4 shall read: the dues are set each year." },
  ],
  myNominations: [
    {
      nominationId: 22,
      raceId: 11,
      raceTitle: "Board of Directors",
      status: "nominated",
      statement: "",
      photoUrl: null,
    },
  ],
  mayNominate: true,
  refusals: {},
};

const renderPage = () => renderWithApp(<ElectionPage />, { path: "/elections/3", route: "/elections/:id" });

describe("an election's page (issue 46)", () => {
  beforeEach(() => saveToken("test-token", false));

  it("shows the days, the candidates with their statements and the questions with their text", async () => {
    stubApi({ "GET /api/v1/elections/3": () => ({ body: election }) });
    renderPage();
    expect(await screen.findByRole("heading", { name: "Board election 2027", level: 1 })).toBeTruthy();
    expect(screen.getByText("2027-03-01 to 2027-03-31")).toBeTruthy();
    const race = screen.getByRole("region", { name: "Board of Directors" });
    expect(within(race).getByRole("heading", { name: "Margaret Whitfield" })).toBeTruthy();
    expect(within(race).getByText("Forty years of Packards.")).toBeTruthy();
    expect(screen.getByText("Article 4 shall read: the dues are set each year.")).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Vote" })).toBeNull();
  });

  it("nominates a member by number, and names the server's refusal at the field", async () => {
    let answer = { status: 400, body: { errors: { memberNo: ["No member has that number"] } } as unknown };
    const fetchMock = stubApi({
      "GET /api/v1/elections/3": () => ({ body: election }),
      "POST /api/v1/elections/3/nominations": () => answer,
    });
    renderPage();
    const user = userEvent.setup();
    const form = await screen.findByRole("form", { name: "Nominate a member" });
    await user.type(within(form).getByLabelText(/^Member number/), "999");
    await user.click(within(form).getByRole("button", { name: "Nominate" }));
    expect(await within(form).findByText("No member has that number")).toBeTruthy();
    answer = { status: 201, body: election };
    await user.clear(within(form).getByLabelText(/^Member number/));
    await user.type(within(form).getByLabelText(/^Member number/), "1042");
    await user.click(within(form).getByRole("button", { name: "Nominate" }));
    expect(await within(form).findByRole("status")).toBeTruthy();
    const posts = fetchMock.mock.calls.filter(([, init]) => init?.method === "POST");
    expect(sentBody(posts.at(-1)?.[1])).toEqual({ race_id: 11, member_no: 1042 });
  });

  it("lets the nominee accept with a statement, and asks before declining", async () => {
    const fetchMock = stubApi({
      "GET /api/v1/elections/3": () => ({ body: election }),
      "POST /api/v1/elections/3/nominations/22/accept": () => ({
        body: {
          ...election,
          myNominations: [{ ...election.myNominations[0], status: "accepted", statement: "I will serve." }],
        },
      }),
      "POST /api/v1/elections/3/nominations/22/decline": () => ({ body: election }),
    });
    renderPage();
    const user = userEvent.setup();
    const panel = await screen.findByRole("region", { name: "Your nominations" });
    await user.click(within(panel).getByRole("button", { name: "Decline" }));
    const dialog = await screen.findByRole("dialog", { name: "Decline the nomination?" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith("/decline"))).toBe(false);

    await user.type(within(panel).getByLabelText(/^Your statement/), "I will serve.");
    await user.click(within(panel).getByRole("button", { name: "Accept and stand" }));
    await waitFor(() => expect(within(panel).getByText("Standing (a candidate)")).toBeTruthy());
    const accept = fetchMock.mock.calls.find(([url]) => String(url).endsWith("/accept"));
    expect(sentBody(accept?.[1])).toEqual({ statement: "I will serve." });
  });

  it("offers the vote while voting is open, and no nominating", async () => {
    stubApi({
      "GET /api/v1/elections/3": () => ({
        body: {
          ...election,
          phase: "voting",
          phaseWords: "Voting open",
          myNominations: [],
          mayNominate: false,
        },
      }),
    });
    renderPage();
    const vote = await screen.findByRole("link", { name: "Vote" });
    expect(vote.getAttribute("href")).toBe("/elections/3/vote");
    expect(screen.queryByRole("form", { name: "Nominate a member" })).toBeNull();
  });
});
