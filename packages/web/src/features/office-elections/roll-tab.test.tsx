import type { Roll } from "@club/domain/election-roll.schema";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { saveToken } from "../../api/token-storage.ts";
import { renderWithApp } from "../../test/render-with-app.tsx";
import { sentBody, stubApi } from "../../test/stub-api.ts";
import { RollTab } from "./roll-tab.tsx";

// Issue 46: the office's roll tab: the roll with its counts, paper ballots printed, a returned paper keyed.

const roll: Roll = {
  rollMadeAt: "2026-11-21T12:05:00.000Z",
  ballotsMailedAt: "2026-11-21T12:10:00.000Z",
  counts: { voters: 2, voted: 1, online: 1, paper: 0 },
  voters: [
    {
      memberNo: 1042,
      name: "James Okafor",
      associate: false,
      email: true,
      readsOnPaper: true,
      paperPrinted: false,
      votedOn: null,
      votedBy: null,
    },
    {
      memberNo: 1043,
      name: "Ada Voter",
      associate: false,
      email: true,
      readsOnPaper: false,
      paperPrinted: false,
      votedOn: "2026-11-21",
      votedBy: "online",
    },
  ],
  ballot: {
    races: [
      {
        id: 3,
        title: "Board of Directors",
        seats: 1,
        candidates: [{ nominationId: 11, name: "Alice Ashford", statement: "", photoUrl: null }],
      },
    ],
    questions: [],
  },
};

beforeEach(() => saveToken("office-token", false));

describe("the roll tab", () => {
  it("lists the voters with whether and how they voted, and the counts", async () => {
    stubApi({ "GET /api/v1/office/elections/7/roll": () => ({ body: roll }) });
    renderWithApp(<RollTab electionId={7} phase="voting" />);
    expect(await screen.findByText("2 voters; 1 have voted (1 online, 0 on paper).")).toBeTruthy();
    const table = screen.getByRole("table", { name: "Voter roll" });
    expect(within(table).getByText("Online, 2026-11-21")).toBeTruthy();
    expect(within(table).getByText("Not yet")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Download CSV of the voter roll" })).toBeTruthy();
  });

  it("neither prints nor keys paper once the ballots are counted, and keys them after the close until then", async () => {
    stubApi({ "GET /api/v1/office/elections/7/roll": () => ({ body: roll }) });
    const { unmount } = renderWithApp(<RollTab electionId={7} phase="published" />);
    expect(
      await screen.findByText("The ballots are counted: no paper ballot is printed or keyed now."),
    ).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Print paper ballots" })).toBeNull();
    expect(screen.queryByRole("heading", { name: "Key a paper ballot" })).toBeNull();
    unmount();
    renderWithApp(<RollTab electionId={7} phase="closed" />);
    expect(await screen.findByRole("heading", { name: "Key a paper ballot" })).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Print paper ballots" })).toBeNull();
  });

  it("prints paper ballots for everyone who reads on paper", async () => {
    let sent: unknown;
    stubApi({
      "GET /api/v1/office/elections/7/roll": () => ({ body: roll }),
      "POST /api/v1/office/elections/7/paper-ballots": (init) => {
        sent = sentBody(init);
        return { body: "%PDF-1.4" };
      },
    });
    URL.createObjectURL = () => "blob:paper";
    URL.revokeObjectURL = () => undefined;
    renderWithApp(<RollTab electionId={7} phase="voting" />);
    await userEvent
      .setup()
      .click(await screen.findByRole("button", { name: "Print for everyone who reads on paper" }));
    await waitFor(() => expect(sent).toEqual({ readers_on_paper: true }));
    expect(await screen.findByText("Downloaded election-7-paper-ballots.pdf")).toBeTruthy();
  });

  it("keys a returned paper by its code, after the check and the question", async () => {
    let sent: unknown;
    stubApi({
      "GET /api/v1/office/elections/7/roll": () => ({ body: roll }),
      "POST /api/v1/office/elections/7/paper-ballots/key": (init) => {
        sent = sentBody(init);
        return { status: 201, body: null };
      },
    });
    renderWithApp(<RollTab electionId={7} phase="voting" />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Ballot code/), "ABCD-EFGH-23");
    await user.click(screen.getByRole("checkbox", { name: /Alice Ashford/ }));
    await user.click(screen.getByRole("button", { name: "Check the paper's choices" }));
    await user.click(screen.getByRole("button", { name: "Count this paper ballot" }));
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "Count this paper ballot" }));
    expect(await screen.findByText("1 paper ballot keyed on this page.")).toBeTruthy();
    expect(sent).toEqual({
      code: "ABCD-EFGH-23",
      races: [{ race_id: 3, nomination_ids: [11] }],
      questions: [],
    });
    expect((screen.getByLabelText(/Ballot code/) as HTMLInputElement).value).toBe("");
  });
});
