import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { saveToken } from "../../api/token-storage.ts";
import { renderWithApp } from "../../test/render-with-app.tsx";
import { sentBody, stubApi } from "../../test/stub-api.ts";
import { BallotPage } from "./ballot-page.tsx";

// Issue 46: the signed-in member's ballot: on the roll or not, voting open or not, voted online or on paper.

const myBallot = {
  electionId: 7,
  title: "Bylaws vote",
  description: "",
  voterName: null,
  votingFrom: "2026-11-21",
  votingTo: "2026-11-28",
  open: true,
  races: [],
  questions: [{ id: 5, title: "Raise the dues", body: "" }],
  voted: false,
  mayChange: false,
  onRoll: true,
  votedBy: null,
};

const openPage = (routes: Parameters<typeof stubApi>[0]) => {
  stubApi(routes);
  renderWithApp(<BallotPage />, { path: "/elections/7/vote", route: "/elections/:id/vote" });
};

beforeEach(() => saveToken("member-token", false));

describe("the signed-in ballot page", () => {
  it("casts the member's ballot, without a receipt when the election allows no change", async () => {
    let sent: unknown;
    openPage({
      "GET /api/v1/elections/7/ballot": () => ({ body: myBallot }),
      "POST /api/v1/elections/7/ballot": (init) => {
        sent = sentBody(init);
        return { status: 201, body: { receipt: null } };
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("radio", { name: "Abstain" }));
    await user.click(screen.getByRole("button", { name: "Check my ballot" }));
    await user.click(screen.getByRole("button", { name: "Cast ballot" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Cast ballot" }));
    expect(await screen.findByText("Thank you: your ballot is cast")).toBeTruthy();
    expect(screen.queryByText(/receipt code/)).toBeNull();
    expect(sent).toEqual({ races: [], questions: [{ question_id: 5, answer: "abstain" }] });
  });

  it("says when the member is not on the roll, and offers no ballot", async () => {
    openPage({ "GET /api/v1/elections/7/ballot": () => ({ body: { ...myBallot, onRoll: false } }) });
    expect(await screen.findByText("You are not on this election's voter roll")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Check my ballot" })).toBeNull();
  });

  it("says voting is not open outside its days", async () => {
    openPage({ "GET /api/v1/elections/7/ballot": () => ({ body: { ...myBallot, open: false } }) });
    expect(await screen.findByText("Voting is not open")).toBeTruthy();
  });

  it("says the member has voted on paper", async () => {
    openPage({
      "GET /api/v1/elections/7/ballot": () => ({ body: { ...myBallot, voted: true, votedBy: "paper" } }),
    });
    expect(await screen.findByText("You have voted")).toBeTruthy();
    expect(screen.getByText("Your paper ballot was received.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Change my vote" })).toBeNull();
  });
});
