import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../api/api-error.ts";
import { renderWithApp } from "../test/render-with-app.tsx";
import { ElectionSetupForm } from "./election-setup-form.tsx";

// Issue 46: an election's setup form checks what the server will (the request's schema), names each field it refuses
// (a race's seats among them), and sends the body the API takes.

const committees = [{ id: 1, name: "Board of Directors" }];
const offices = [{ id: 5, title: "Director" }];

function renderForm(save = vi.fn(async () => ({})), onSaved = vi.fn()) {
  renderWithApp(
    <ElectionSetupForm
      mode={{ kind: "create" }}
      committees={committees}
      offices={offices}
      regions={[{ code: "GI", name: "Greater Illinois Region" }]}
      submitLabel="Set up the election"
      save={save}
      onSaved={onSaved}
    />,
  );
  return { save, onSaved, user: userEvent.setup() };
}

async function fillDays(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Title/), "Board election 2027");
  await user.type(screen.getByLabelText(/^Record date/), "2027-01-31");
  await user.type(screen.getByLabelText(/^Nominations open/), "2027-02-01");
  await user.type(screen.getByLabelText(/^Nominations close/), "2027-02-28");
  await user.type(screen.getByLabelText(/^Voting opens/), "2027-03-01");
  await user.type(screen.getByLabelText(/^Voting closes/), "2027-03-31");
}

describe("the election setup form (issue 46)", () => {
  it("names what is missing or wrong at each field, a race's seats too, and sends nothing", async () => {
    const { save, user } = renderForm();
    await user.clear(screen.getByLabelText(/^Office 1: seats/));
    await user.type(screen.getByLabelText(/^Office 1: seats/), "0");
    await user.click(screen.getByRole("button", { name: "Set up the election" }));
    expect((await screen.findAllByText("Title is required")).length).toBe(2);
    expect(screen.getByText("Seats are from 1 to 50")).toBeTruthy();

    // The days are checked together once each is given: nominations need both days.
    await fillDays(user);
    await user.clear(screen.getByLabelText(/^Nominations close/));
    await user.type(screen.getByLabelText(/^Office 1: title/), "Board");
    await user.clear(screen.getByLabelText(/^Office 1: seats/));
    await user.type(screen.getByLabelText(/^Office 1: seats/), "2");
    await user.click(screen.getByRole("button", { name: "Set up the election" }));
    expect(await screen.findByText(/Give both days of the nominations/)).toBeTruthy();
    expect(save).not.toHaveBeenCalled();
  });

  it("sends a national election with its board race and a question", async () => {
    const { save, onSaved, user } = renderForm();
    await fillDays(user);
    await user.type(screen.getByLabelText(/^Office 1: title/), "Board of Directors");
    await user.clear(screen.getByLabelText(/^Office 1: seats/));
    await user.type(screen.getByLabelText(/^Office 1: seats/), "2");
    await user.selectOptions(screen.getByLabelText(/^Office 1: committee/), "1");
    await user.click(screen.getByRole("button", { name: "Add a question" }));
    await user.type(screen.getByLabelText(/^Question 1: title/), "Bylaw change: dues");
    await user.type(screen.getByLabelText(/^Question 1: the text/), "Article 4 shall read …");
    await user.click(screen.getByRole("button", { name: "Set up the election" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(save).toHaveBeenCalledWith(
      expect.objectContaining({
        title: "Board election 2027",
        regionCode: null,
        recordOn: "2027-01-31",
        nominationsFrom: "2027-02-01",
        votingTo: "2027-03-31",
        races: [{ title: "Board of Directors", seats: 2, committeeId: 1, regionalOfficeId: null }],
        questions: [{ title: "Bylaw change: dues", body: "Article 4 shall read …" }],
      }),
    );
  });

  it("offers the region's offices for a region's election, and shows the server's refusal at the race's field", async () => {
    const save = vi.fn(async () => {
      throw new ApiError(400, {
        "races.0.regionalOfficeId": ["That office is no longer used: choose another"],
      });
    });
    const { user } = renderForm(save);
    await user.selectOptions(screen.getByLabelText("Who votes"), "GI");
    await fillDays(user);
    await user.type(screen.getByLabelText(/^Office 1: title/), "Director");
    await user.selectOptions(screen.getByLabelText(/^Office 1: the region's office/), "5");
    await user.click(screen.getByRole("button", { name: "Set up the election" }));
    expect(await screen.findByText("That office is no longer used: choose another")).toBeTruthy();
    expect(save).toHaveBeenCalledWith(
      expect.objectContaining({
        regionCode: "GI",
        races: [{ title: "Director", seats: 1, committeeId: null, regionalOfficeId: 5 }],
      }),
    );
  });
});
