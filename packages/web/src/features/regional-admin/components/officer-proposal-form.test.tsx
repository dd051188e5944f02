import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { saveToken } from "../../../api/token-storage.ts";
import { renderWithApp } from "../../../test/render-with-app.tsx";
import { sentBody, stubApi } from "../../../test/stub-api.ts";
import { OfficerProposalForm } from "./officer-proposal-form.tsx";

const offices = [
  { id: 1, key: "director", title: "Director", retired: false },
  { id: 2, key: "treasurer", title: "Treasurer", retired: false },
];
const proposed = {
  id: 40,
  regionCode: "GI",
  office: { id: 2, key: "treasurer", title: "Treasurer" },
  member: { memberId: 7, memberNo: 1042, name: "Margaret Whitfield" },
  startsOn: "2027-01-01",
  endsOn: null,
  state: "proposed",
  proposedBy: { memberId: 3, name: "Robert Ashford" },
};

describe("a director's proposal of an officer (issue 42)", () => {
  beforeEach(() => saveToken("test-token", false));

  it("is shown to no one who directs no region, and asks nothing", () => {
    const fetchMock = stubApi({});
    renderWithApp(<OfficerProposalForm regions={{}} />);
    expect(screen.queryByRole("heading", { name: "Propose an officer" })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("names what is missing, then proposes a member by number and says the office confirms it", async () => {
    const fetchMock = stubApi({
      "GET /api/v1/regional-offices": () => ({ body: offices }),
      "POST /api/v1/regions/GI/officer-proposals": () => ({ status: 201, body: proposed }),
    });
    renderWithApp(<OfficerProposalForm regions={{ "Greater Illinois Region": "GI" }} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Propose" }));
    expect(screen.getAllByText("Enter the member's number").length).toBeGreaterThan(0);
    await user.type(screen.getByLabelText("Member number"), "1042");
    await user.selectOptions(
      screen.getByLabelText("Office"),
      await screen.findByRole("option", { name: "Treasurer" }),
    );
    await user.type(screen.getByLabelText(/^First day/), "2027-01-01");
    await user.click(screen.getByRole("button", { name: "Propose" }));
    expect((await screen.findByRole("status")).textContent).toBe(
      "Margaret Whitfield is proposed as Treasurer. The office confirms it; the term begins on its first day.",
    );
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === "POST");
    expect(sentBody(post?.[1])).toEqual({
      member_no: 1042,
      office_id: 2,
      starts_on: "2027-01-01",
      ends_on: null,
    });
  });

  it("shows the server's refusal at its field, and keeps what was typed", async () => {
    stubApi({
      "GET /api/v1/regional-offices": () => ({ body: offices }),
      "POST /api/v1/regions/GI/officer-proposals": () => ({
        status: 422,
        body: { errors: { memberNo: ["No member has that number"] } },
      }),
    });
    renderWithApp(<OfficerProposalForm regions={{ "Greater Illinois Region": "GI" }} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Member number"), "999999");
    await user.selectOptions(
      screen.getByLabelText("Office"),
      await screen.findByRole("option", { name: "Director" }),
    );
    await user.click(screen.getByRole("button", { name: "Propose" }));
    await waitFor(() => expect(screen.getAllByText("No member has that number").length).toBeGreaterThan(0));
    expect((screen.getByLabelText("Member number") as HTMLInputElement).value).toBe("999999");
  });
});
