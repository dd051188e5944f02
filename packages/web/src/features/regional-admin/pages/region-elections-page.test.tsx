import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { saveToken } from "../../../api/token-storage.ts";
import { renderWithApp } from "../../../test/render-with-app.tsx";
import { sentBody, stubApi } from "../../../test/stub-api.ts";
import { RegionElectionsPage } from "./region-elections-page.tsx";

// Issue 46: a region's elections for its officers: their list, and their proposal of one for the office to confirm.

const regions = { "Greater Illinois Region": { administrator: true, director: true, regionCode: "GI" } };
const summary = {
  id: 9,
  title: "Officers 2027",
  region: { code: "GI", name: "Greater Illinois Region" },
  status: "proposed",
  phase: "proposed",
  phaseWords: "Waiting for the office",
  recordOn: "2027-01-31",
  nominationsFrom: null,
  nominationsTo: null,
  votingFrom: "2027-03-01",
  votingTo: "2027-03-31",
  races: 1,
  questions: 0,
};

const renderPage = () =>
  renderWithApp(<RegionElectionsPage />, {
    path: "/my-profile/regional-administrator/elections/GI",
    route: "/my-profile/regional-administrator/elections/:code",
  });

describe("a region's elections for its officers (issue 46)", () => {
  beforeEach(() => saveToken("test-token", false));

  it("tells anyone else the region's officers see them", async () => {
    stubApi({
      "GET /api/v1/regional_administrators/available_regions": () => ({ body: {} }),
      "GET /api/v1/regions/GI/elections": () => ({ status: 403, body: { errors: { base: ["Forbidden"] } } }),
    });
    renderPage();
    expect(
      await screen.findByText("Only the region's current officers see and propose its elections."),
    ).toBeTruthy();
  });

  it("lists the region's elections and proposes one whose race fills a region's office", async () => {
    const fetchMock = stubApi({
      "GET /api/v1/regional_administrators/available_regions": () => ({ body: regions }),
      "GET /api/v1/regions/GI/elections": () => ({
        body: { elections: [summary], offices: [{ id: 5, title: "Director" }] },
      }),
      "POST /api/v1/regions/GI/elections": () => ({ status: 201, body: summary }),
    });
    renderPage();
    const user = userEvent.setup();
    expect(await screen.findByRole("heading", { name: "Officers 2027" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Propose an election" }));
    await user.type(screen.getByLabelText(/^Title/), "Officers 2028");
    await user.type(screen.getByLabelText(/^Record date/), "2028-01-31");
    await user.type(screen.getByLabelText(/^Voting opens/), "2028-03-01");
    await user.type(screen.getByLabelText(/^Voting closes/), "2028-03-31");
    await user.type(screen.getByLabelText(/^Office 1: title/), "Director");
    await user.selectOptions(screen.getByLabelText(/^Office 1: the region's office/), "5");
    await user.click(screen.getByRole("button", { name: "Propose the election" }));
    expect(
      await screen.findByText("Your proposal is with the office: it runs once the office confirms it."),
    ).toBeTruthy();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === "POST");
    await waitFor(() => expect(post).toBeTruthy());
    expect(sentBody(post?.[1])).toMatchObject({
      title: "Officers 2028",
      races: [{ title: "Director", seats: 1, committee_id: null, regional_office_id: 5 }],
    });
  });
});
