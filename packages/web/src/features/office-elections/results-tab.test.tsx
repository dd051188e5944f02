import type { ElectionResults } from "@club/domain/election-results.schema";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { saveToken } from "../../api/token-storage.ts";
import { officeSessionFixture } from "../../test/office.fixture.ts";
import { renderWithApp } from "../../test/render-with-app.tsx";
import { stubApi } from "../../test/stub-api.ts";
import { ResultsTab } from "./results-tab.tsx";

const counted: ElectionResults = {
  electionId: 7,
  title: "Board of Directors 2027",
  phase: "counted",
  phaseWords: "Counted: results not published yet",
  votingTo: "2027-03-31",
  termsStartOn: "2027-05-01",
  countedOn: "2027-04-01",
  publishedOn: null,
  papersOut: 0,
  count: {
    ballots: 4,
    roll: 5,
    votedOnline: 3,
    votedOnPaper: 1,
    races: [
      {
        raceId: 1,
        title: "Director",
        seats: 2,
        blank: 0,
        tie: false,
        candidates: [
          { nominationId: 1, memberId: 11, name: "Ada Able", votes: 3, elected: true, tied: false },
          { nominationId: 2, memberId: 12, name: "Ben Baker", votes: 3, elected: true, tied: false },
          { nominationId: 3, memberId: 13, name: "Cy Cole", votes: 1, elected: false, tied: false },
        ],
      },
    ],
    questions: [
      { questionId: 1, title: "Amend article 4", yes: 3, no: 1, abstain: 0, tie: false, carried: true },
    ],
  },
};

const resultsUrl = "GET /api/v1/office/elections/7/results";

/** The office's election as the server keeps it: counting and publishing change what it answers next. */
function openResults(results: ElectionResults, role: "office_admin" | "office_staff" = "office_admin") {
  let stored = results;
  const fetchMock = stubApi({
    "GET /api/v1/office/session": () => ({ body: officeSessionFixture({ role }) }),
    [resultsUrl]: () => ({ body: stored }),
    "POST /api/v1/office/elections/7/publish": () => {
      stored = { ...stored, phase: "published", publishedOn: "2027-04-02" };
      return { body: stored };
    },
    "POST /api/v1/office/elections/7/count": () => {
      stored = counted;
      return { body: stored };
    },
  });
  renderWithApp(<ResultsTab electionId={7} />, {
    path: "/office/elections/7",
    route: "/office/elections/:id",
  });
  return fetchMock;
}

describe("the office's results of an election (issue 46)", () => {
  beforeEach(() => saveToken("test-token", false));

  it("says when the count comes before voting has closed, and offers Count now after", async () => {
    openResults({ ...counted, phase: "voting", count: null, countedOn: null });
    expect(
      await screen.findByText("The ballots are counted after voting closes on 2027-03-31."),
    ).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Count now" })).toBeNull();
  });

  it("asks for the paper ballots that came back to be keyed before the count", async () => {
    openResults({ ...counted, phase: "closed", count: null, countedOn: null, papersOut: 2 });
    expect(
      await screen.findByText(
        "Voting closed on 2027-03-31. 2 paper ballots printed for voters are not keyed: key those that came back (the Roll tab), then count.",
      ),
    ).toBeTruthy();
    expect(screen.getByRole("button", { name: "Count now" })).toBeTruthy();
  });

  it("counts a closed election when asked", async () => {
    const fetchMock = openResults({ ...counted, phase: "closed", count: null, countedOn: null });
    await userEvent.setup().click(await screen.findByRole("button", { name: "Count now" }));
    expect(await screen.findByText("Counted on 2027-04-01.")).toBeTruthy();
    expect(
      fetchMock.mock.calls.some(
        ([path, init]) => path === "/api/v1/office/elections/7/count" && init?.method === "POST",
      ),
    ).toBe(true);
  });

  it("shows the turnout, each candidate's votes and who was elected, and the question carried", async () => {
    openResults(counted);
    expect(
      await screen.findByText("4 ballots from 5 voters on the roll (80 %): 3 online, 1 on paper."),
    ).toBeTruthy();
    const race = screen.getByRole("region", { name: "Director: 2 seats" });
    expect(within(race).getAllByText("Elected")).toHaveLength(2);
    expect(within(race).getByText("Cy Cole")).toBeTruthy();
    expect(screen.getByText("Carried")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Results (CSV)" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Ballots (CSV)" })).toBeTruthy();
  });

  it("publishes after asking, saying the day the elected take office", async () => {
    const user = userEvent.setup();
    openResults(counted);
    await user.click(await screen.findByRole("button", { name: "Publish the results" }));
    const dialog = await screen.findByRole("dialog", { name: "Publish the results?" });
    expect(within(dialog).getByText(/hold their office from 2027-05-01/)).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Publish" }));
    expect(await screen.findByText(/Members have read these results since 2027-04-02/)).toBeTruthy();
  });

  it("tells office staff an administrator publishes", async () => {
    openResults(counted, "office_staff");
    expect(await screen.findByText("An office administrator publishes the results.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Publish the results" })).toBeNull();
  });
});
