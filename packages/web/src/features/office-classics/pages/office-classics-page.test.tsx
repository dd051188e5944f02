import {
  type Classic,
  classicMessages,
  type OfficeClassicPetition,
  type OfficeClassicPetitionList,
} from "@club/domain/classics.schema";
import { officeMessages } from "@club/domain/office.schema";
import { Notifications } from "@mantine/notifications";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { saveToken } from "../../../api/token-storage.ts";
import { officeSessionFixture } from "../../../test/office.fixture.ts";
import { renderWithApp } from "../../../test/render-with-app.tsx";
import { setScreenWidth } from "../../../test/screen-width.ts";
import { sentBody, stubApi } from "../../../test/stub-api.ts";
import { makesFixture } from "../../../test/vehicle.fixture.ts";
import { OfficeClassicsPage } from "./office-classics-page.tsx";

const packard: Classic = {
  id: 1,
  makeId: 9,
  make: "Packard",
  series: null,
  firstYear: 1925,
  lastYear: 1948,
  notes: null,
};
const twelve: Classic = { ...packard, id: 3, series: "Twelve", firstYear: 1932, lastYear: 1939 };

const waiting: OfficeClassicPetition = {
  id: 20,
  makeId: 4,
  make: "Cadillac",
  model: "Series 355",
  firstYear: 1931,
  lastYear: 1935,
  evidence: "The factory's catalogue",
  status: "pending",
  reason: null,
  createdAt: "2026-11-02T10:00:00.000Z",
  decidedAt: null,
  classicId: null,
  member: { id: 7, memberNo: 10042, firstName: "Ruth", lastName: "Owner" },
};

const queue = (results: OfficeClassicPetition[]): OfficeClassicPetitionList => ({
  results,
  page: 1,
  pageSize: 50,
  total: results.length,
  counts: { pending: results.length, approved: 2, rejected: 0 },
});

function renderPage(
  routes: Parameters<typeof stubApi>[0] = {},
  { path = "/office/classics", session = officeSessionFixture() } = {},
) {
  const fetchMock = stubApi({
    "GET /api/v1/office/session": () => ({ body: session }),
    "GET /api/v1/office/classics": () => ({ body: [packard, twelve] }),
    "GET /api/v1/office/classics/petitions?status=pending&page=1": () => ({ body: queue([waiting]) }),
    "GET /api/v1/makes": () => ({ body: makesFixture }),
    ...routes,
  });
  renderWithApp(
    <>
      <Notifications />
      <OfficeClassicsPage />
    </>,
    { path, route: "/office/classics" },
  );
  return fetchMock;
}

const sent = (fetchMock: ReturnType<typeof stubApi>, method: string, path: string) =>
  fetchMock.mock.calls.filter(([url, init]) => init?.method === method && url === path);

describe("the office's Full Classic list (issue 27)", () => {
  beforeEach(() => {
    saveToken("test-token", false);
    setScreenWidth(1280);
  });

  it("adds an entry after asking, sending it snake_cased with a blank series as every model", async () => {
    const fetchMock = renderPage({
      "POST /api/v1/office/classics": () => ({
        status: 201,
        body: { ...packard, id: 5, makeId: 4, make: "Cadillac" },
      }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Add an entry" }));
    const form = await screen.findByRole("form", { name: "Full Classic entry" });
    await user.selectOptions(within(form).getByLabelText(/^Make/), "Cadillac");
    await user.selectOptions(within(form).getByLabelText(/^First year/), "1925");
    await user.selectOptions(within(form).getByLabelText(/^Last year/), "1948");
    await user.type(within(form).getByLabelText(/^Notes/), "From 1936 the larger series");
    await user.click(within(form).getByRole("button", { name: "Continue" }));

    const dialog = await screen.findByRole("dialog", { name: "Add an entry to the list" });
    expect(dialog.textContent).toContain("Cadillac, every model, 1925–1948");
    await user.click(within(dialog).getByRole("button", { name: "Add the entry" }));
    expect(await screen.findByText("The entry was added. Members see it on the list.")).toBeTruthy();
    expect(sentBody(sent(fetchMock, "POST", "/api/v1/office/classics")[0]?.[1])).toEqual({
      make_id: 4,
      series: null,
      first_year: 1925,
      last_year: 1948,
      notes: "From 1936 the larger series",
    });
  });

  it("checks the years' order before asking, and shows the server's refusal at its field", async () => {
    const fetchMock = renderPage({
      "PUT /api/v1/office/classics/3": () => ({
        status: 422,
        body: { errors: { makeId: [classicMessages.makeUnknown] } },
      }),
    });
    const user = userEvent.setup();
    const table = await screen.findByRole("table", { name: "Full Classic list" });
    await user.click(within(table).getByRole("button", { name: "Edit Packard Twelve" }));
    const form = await screen.findByRole("form", { name: "Full Classic entry" });
    expect((within(form).getByLabelText(/^Series or model/) as HTMLInputElement).value).toBe("Twelve");
    await user.selectOptions(within(form).getByLabelText(/^First year/), "1940");
    await user.click(within(form).getByRole("button", { name: "Continue" }));
    expect(await within(form).findByText(classicMessages.lastYearBeforeFirst)).toBeTruthy();

    await user.selectOptions(within(form).getByLabelText(/^First year/), "1933");
    await user.click(within(form).getByRole("button", { name: "Continue" }));
    const dialog = await screen.findByRole("dialog");
    expect(dialog.textContent).toContain("Packard Twelve, 1932–1939 → Packard Twelve, 1933–1939");
    await user.click(within(dialog).getByRole("button", { name: "Save the entry" }));
    const back = await screen.findByRole("form", { name: "Full Classic entry" });
    expect(await within(back).findByText(classicMessages.makeUnknown)).toBeTruthy();
    expect((within(back).getByLabelText(/^First year/) as HTMLSelectElement).value).toBe("1933");
    expect(sent(fetchMock, "PUT", "/api/v1/office/classics/3")).toHaveLength(1);
  });

  it("deletes an entry only once asked", async () => {
    const fetchMock = renderPage({ "DELETE /api/v1/office/classics/3": () => ({ status: 204 }) });
    const user = userEvent.setup();
    const table = await screen.findByRole("table", { name: "Full Classic list" });
    await user.click(within(table).getByRole("button", { name: "Delete Packard Twelve" }));
    const dialog = await screen.findByRole("dialog", { name: "Remove this entry from the list?" });
    expect(dialog.textContent).toContain("Remove Packard Twelve, 1932–1939?");
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(sent(fetchMock, "DELETE", "/api/v1/office/classics/3")).toHaveLength(0);

    await user.click(within(table).getByRole("button", { name: "Delete Packard Twelve" }));
    await user.click(await screen.findByRole("button", { name: "Remove the entry" }));
    expect(await screen.findByText("The entry was removed from the list.")).toBeTruthy();
    expect(sent(fetchMock, "DELETE", "/api/v1/office/classics/3")).toHaveLength(1);
  });

  it("shows office staff the list and the petitions without the administrators' actions", async () => {
    renderPage(
      {},
      { path: "/office/classics?tab=petitions", session: officeSessionFixture({ role: "office_staff" }) },
    );
    const petitions = await screen.findByRole("list", { name: "Petitions" });
    expect(within(petitions).getByRole("listitem", { name: "Cadillac Series 355, 1931–1935" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: /^Approve/ })).toBeNull();
    await userEvent.setup().click(screen.getByRole("tab", { name: "The list" }));
    expect(await screen.findByRole("table", { name: "Full Classic list" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Add an entry" })).toBeNull();
    expect(screen.queryByRole("button", { name: /^Edit/ })).toBeNull();
    expect(screen.queryByRole("button", { name: /^Delete/ })).toBeNull();
  });

  it("becomes cards on a phone, each with its buttons", async () => {
    setScreenWidth(375);
    renderPage();
    const cards = await screen.findByRole("list", { name: "Full Classic list" });
    const card = within(cards).getByRole("listitem", { name: "Packard Twelve" });
    expect(within(card).getByRole("button", { name: "Edit Packard Twelve" })).toBeTruthy();
  });
});

describe("the petitions queue (issue 27)", () => {
  beforeEach(() => {
    saveToken("test-token", false);
    setScreenWidth(1280);
  });

  it("lists the waiting petitions with the member and the evidence", async () => {
    renderPage({}, { path: "/office/classics?tab=petitions" });
    const item = await screen.findByRole("listitem", { name: "Cadillac Series 355, 1931–1935" });
    expect(within(item).getByRole("link", { name: "Ruth Owner (no. 10042)" }).getAttribute("href")).toBe(
      "/office/members/7",
    );
    expect(item.textContent).toContain("The factory's catalogue");
    expect(screen.getByRole("radio", { name: "Waiting (1)" })).toBeTruthy();
    expect(screen.getByRole("radio", { name: "Approved (2)" })).toBeTruthy();
  });

  it("approves with the series the office chose, after asking", async () => {
    const fetchMock = renderPage(
      {
        "POST /api/v1/office/classics/petitions/20/approve": () => ({
          body: { ...waiting, status: "approved", classicId: 9 },
        }),
      },
      { path: "/office/classics?tab=petitions" },
    );
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole("button", {
        name: "Approve the petition for the Cadillac Series 355, 1931–1935",
      }),
    );
    const form = await screen.findByRole("form", { name: "Approve the petition" });
    const series = within(form).getByLabelText(/^Series on the list/) as HTMLInputElement;
    expect(series.value).toBe("Series 355");
    await user.clear(series);
    await user.type(series, "355");
    await user.type(within(form).getByLabelText(/^Reason for the member/), "Agreed by the committee");
    await user.click(within(form).getByRole("button", { name: "Continue" }));
    const dialog = await screen.findByRole("dialog", { name: "Approve this petition" });
    expect(dialog.textContent).toContain("Cadillac 355, 1931–1935");
    await user.click(within(dialog).getByRole("button", { name: "Approve and add to the list" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Approve this petition" })).toBeNull());
    expect(sentBody(sent(fetchMock, "POST", "/api/v1/office/classics/petitions/20/approve")[0]?.[1])).toEqual(
      {
        series: "355",
        notes: null,
        reason: "Agreed by the committee",
      },
    );
  });

  it("rejects only with a reason, and says so when the petition was decided meanwhile", async () => {
    const fetchMock = renderPage(
      {
        "POST /api/v1/office/classics/petitions/20/reject": () => ({
          status: 409,
          body: { errors: { base: [classicMessages.alreadyDecided("approved")] } },
        }),
      },
      { path: "/office/classics?tab=petitions" },
    );
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole("button", {
        name: "Reject the petition for the Cadillac Series 355, 1931–1935",
      }),
    );
    const form = await screen.findByRole("form", { name: "Reason for rejecting" });
    await user.click(within(form).getByRole("button", { name: "Continue" }));
    expect(await within(form).findByText(officeMessages.reasonRequired)).toBeTruthy();

    await user.type(within(form).getByLabelText(/^Reason/), "Not a Full Classic");
    await user.click(within(form).getByRole("button", { name: "Continue" }));
    await user.click(await screen.findByRole("button", { name: "Reject the petition" }));
    const back = await screen.findByRole("form", { name: "Reason for rejecting" });
    expect(await within(back).findByText(classicMessages.alreadyDecided("approved"))).toBeTruthy();
    expect(sentBody(sent(fetchMock, "POST", "/api/v1/office/classics/petitions/20/reject")[0]?.[1])).toEqual({
      reason: "Not a Full Classic",
    });
  });
});
