import { defaultJudgingForm } from "@club/domain/judging.rules";
import type { JudgingResult, JudgingSetup } from "@club/domain/judging.schema";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { saveToken } from "../../../api/token-storage.ts";
import { officeSessionFixture } from "../../../test/office.fixture.ts";
import { renderWithApp } from "../../../test/render-with-app.tsx";
import { setScreenWidth } from "../../../test/screen-width.ts";
import { stubApi } from "../../../test/stub-api.ts";
import { JudgingResults } from "./judging-results.tsx";

// Issue 29: once the results are published, the office downloads them per class for the club's magazine.

const tabulated: JudgingSetup = {
  eventId: 9,
  status: "tabulated",
  form: [...defaultJudgingForm],
  classes: [{ code: "A", name: "Open Classic", division: "Classic" }],
  thresholds: [],
  teams: [],
  entries: [],
  tabulation: { fewerSheets: "average_all", spreadLimit: 15 },
  publishedAt: null,
  withdrawal: null,
  refusals: {},
};
const published: JudgingSetup = {
  ...tabulated,
  status: "published",
  publishedAt: "2027-07-12T09:00:00.000Z",
};

const result: JudgingResult = {
  entryId: 40,
  registrationId: 1,
  vehicleId: 3,
  classCode: "A",
  division: "Classic",
  score: 89,
  award: "Second",
  method: "drop_high_low",
  sheets: 4,
  spread: 6,
  flagged: false,
  disqualifiedBy: null,
};

function renderResults(setup: JudgingSetup) {
  const fetchMock = stubApi({
    "GET /api/v1/office/events/9/judging/results": () => ({ body: [result] }),
    "GET /api/v1/events/9/results.pdf": () => ({ body: "%PDF-1.3" }),
    "GET /api/v1/office/session": () => ({ body: officeSessionFixture() }),
  });
  renderWithApp(<JudgingResults eventId={9} setup={setup} />);
  return fetchMock;
}

describe("the office's results for the magazine (issue 29)", () => {
  beforeEach(() => {
    saveToken("test-token", false);
    setScreenWidth(1280);
  });

  it("are not offered before the results are published", async () => {
    renderResults(tabulated);
    await screen.findByRole("table", { name: "Results" });
    expect(screen.queryByRole("button", { name: "Results for the magazine (PDF)" })).toBeNull();
  });

  it("download the published results per class as a PDF", async () => {
    const objectUrl = vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:results");
    const fetchMock = renderResults(published);
    await userEvent
      .setup()
      .click(await screen.findByRole("button", { name: "Results for the magazine (PDF)" }));
    await waitFor(() => expect(objectUrl).toHaveBeenCalled());
    expect(fetchMock.mock.calls.filter(([url]) => url === "/api/v1/events/9/results.pdf")).toHaveLength(1);
    expect((await screen.findByRole("status")).textContent).toBe("Downloaded results-9.pdf");
  });
});
