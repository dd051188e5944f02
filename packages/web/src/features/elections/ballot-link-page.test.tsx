import { ballotMessages } from "@club/domain/election-ballot.schema";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "../../test/render-with-app.tsx";
import { sentBody, stubApi } from "../../test/stub-api.ts";
import { BallotLinkPage } from "./ballot-link-page.tsx";

// Issue 46: the ballot an e-mailed link opens, and the ballot form in it: the seats' limit, the check step, the
// confirmation, and the receipt shown once.

const ballot = {
  electionId: 7,
  title: "Board election 2027",
  description: "Two seats on the board, and a bylaw change.",
  voterName: "Ada Voter",
  votingFrom: "2026-11-21",
  votingTo: "2026-11-28",
  open: true,
  races: [
    {
      id: 3,
      title: "Board of Directors",
      seats: 2,
      candidates: [
        { nominationId: 11, name: "Alice Ashford", statement: "Twenty years with Packards.", photoUrl: null },
        { nominationId: 12, name: "Bert Bell", statement: "", photoUrl: null },
        { nominationId: 13, name: "Cora Carver", statement: "", photoUrl: null },
      ],
    },
  ],
  questions: [{ id: 5, title: "Bylaw change", body: "Article 4: the board meets four times a year." }],
  voted: false,
  mayChange: false,
};

const openPage = (routes: Parameters<typeof stubApi>[0]) => {
  const fetchMock = stubApi(routes);
  renderWithApp(<BallotLinkPage />, { path: "/vote/tok", route: "/vote/:token" });
  return fetchMock;
};

describe("the ballot from the e-mailed link", () => {
  it("takes up to the seats' number, checks the ballot, casts it after the confirmation and shows the receipt", async () => {
    let sent: unknown;
    openPage({
      "GET /api/v1/ballots/tok": () => ({ body: ballot }),
      "POST /api/v1/ballots/tok": (init) => {
        sent = sentBody(init);
        return { status: 201, body: { receipt: "ABCD-EFGH-2345" } };
      },
    });
    const user = userEvent.setup();
    expect(await screen.findByRole("heading", { name: "Ballot: Board election 2027" })).toBeTruthy();
    expect(screen.getByText("Ballot of Ada Voter")).toBeTruthy();
    expect(screen.getByText("Choose up to 2 (0 chosen)")).toBeTruthy();

    await user.click(screen.getByRole("checkbox", { name: /Alice Ashford/ }));
    await user.click(screen.getByRole("checkbox", { name: /Bert Bell/ }));
    await user.click(screen.getByRole("checkbox", { name: /Cora Carver/ }));
    expect(screen.getByRole("alert").textContent).toBe(
      "You can choose up to 2. Untick one first to choose another.",
    );
    expect((screen.getByRole("checkbox", { name: /Cora Carver/ }) as HTMLInputElement).checked).toBe(false);

    await user.click(screen.getByText("Read the text"));
    expect(screen.getByText("Article 4: the board meets four times a year.")).toBeTruthy();
    await user.click(screen.getByRole("radio", { name: "No" }));

    await user.click(screen.getByRole("button", { name: "Check my ballot" }));
    expect(screen.getByRole("heading", { name: "Check your ballot" })).toBeTruthy();
    expect(screen.getByText("Alice Ashford, Bert Bell")).toBeTruthy();
    expect(screen.getByText("No")).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Cast ballot" }));
    const dialog = await screen.findByRole("dialog", { name: "Cast ballot?" });
    expect(sent).toBeUndefined();
    await user.click(within(dialog).getByRole("button", { name: "Cast ballot" }));

    expect(await screen.findByText("ABCD-EFGH-2345")).toBeTruthy();
    expect(screen.getByText(/Write it down now/)).toBeTruthy();
    expect(sent).toEqual({
      races: [{ race_id: 3, nomination_ids: [11, 12] }],
      questions: [{ question_id: 5, answer: "no" }],
    });
  });

  it("goes back from the check to change the choices, and says in words why a ballot was refused", async () => {
    openPage({
      "GET /api/v1/ballots/tok": () => ({ body: ballot }),
      "POST /api/v1/ballots/tok": () => ({
        status: 409,
        body: { errors: { base: [ballotMessages.alreadyVoted] } },
      }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("checkbox", { name: /Cora Carver/ }));
    await user.click(screen.getByRole("button", { name: "Check my ballot" }));
    expect(screen.getByText("Not answered")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Change my choices" }));
    expect((screen.getByRole("checkbox", { name: /Cora Carver/ }) as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole("button", { name: "Check my ballot" }));
    await user.click(screen.getByRole("button", { name: "Cast ballot" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Cast ballot" }));
    expect(await screen.findByText(ballotMessages.alreadyVoted)).toBeTruthy();
  });

  it("says the voter has voted, and offers the change with the receipt when the election allows it", async () => {
    let sent: unknown;
    openPage({
      "GET /api/v1/ballots/tok": () => ({ body: { ...ballot, voted: true, mayChange: true } }),
      "PUT /api/v1/ballots/tok": (init) => {
        sent = sentBody(init);
        return { status: 204 };
      },
    });
    const user = userEvent.setup();
    expect(await screen.findByText("You have voted")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Change my vote" }));
    expect((screen.getByRole("button", { name: "Check my ballot" }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    await user.type(screen.getByLabelText(/Your receipt code/), "abcd-efgh-2345");
    await user.click(screen.getByRole("checkbox", { name: /Bert Bell/ }));
    await user.click(screen.getByRole("button", { name: "Check my ballot" }));
    await user.click(screen.getByRole("button", { name: "Cast ballot" }));
    await user.click(
      within(await screen.findByRole("dialog")).getByRole("button", { name: "Replace my ballot" }),
    );
    expect(await screen.findByText("Thank you: your ballot is cast")).toBeTruthy();
    expect(sent).toEqual({
      receipt: "abcd-efgh-2345",
      races: [{ race_id: 3, nomination_ids: [12] }],
      questions: [],
    });
  });

  it("says so when the link does not work", async () => {
    openPage({
      "GET /api/v1/ballots/tok": () => ({
        status: 404,
        body: { errors: { token: [ballotMessages.linkInvalid] } },
      }),
    });
    expect(await screen.findByText("This ballot link does not work")).toBeTruthy();
    expect(screen.getByText(ballotMessages.linkInvalid)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Sign in to vote" })).toBeTruthy();
  });
});
