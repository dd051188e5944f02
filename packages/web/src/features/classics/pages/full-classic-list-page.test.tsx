import { type Classic, type ClassicPetition, classicMessages } from "@club/domain/classics.schema";
import { Notifications } from "@mantine/notifications";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { saveToken } from "../../../api/token-storage.ts";
import { renderWithApp } from "../../../test/render-with-app.tsx";
import { setScreenWidth } from "../../../test/screen-width.ts";
import { type StubReply, sentBody, stubApi } from "../../../test/stub-api.ts";
import { makesFixture } from "../../../test/vehicle.fixture.ts";
import { FullClassicListPage } from "./full-classic-list-page.tsx";

const entry = (overrides: Partial<Classic>): Classic => ({
  id: 1,
  makeId: 9,
  make: "Packard",
  series: null,
  firstYear: 1925,
  lastYear: 1948,
  notes: null,
  ...overrides,
});

const cadillac = entry({ id: 2, makeId: 4, make: "Cadillac", notes: "From 1936 the larger series" });
const packard = entry({ id: 1 });
const twelve = entry({ id: 3, series: "Twelve", firstYear: 1932, lastYear: 1939 });

const petition = (overrides: Partial<ClassicPetition>): ClassicPetition => ({
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
  ...overrides,
});

function renderPage(routes: Parameters<typeof stubApi>[0] = {}, path = "/my-profile/full-classic-list") {
  const fetchMock = stubApi({
    "GET /api/v1/classics": () => ({ body: [cadillac, packard, twelve] }),
    "GET /api/v1/classics/petitions": () => ({
      body: [
        petition({
          id: 21,
          status: "rejected",
          reason: "Listed by its series already",
          decidedAt: "2026-11-05T10:00:00.000Z",
        }),
        petition({}),
      ],
    }),
    "GET /api/v1/makes": () => ({ body: makesFixture }),
    ...routes,
  });
  renderWithApp(
    <>
      <Notifications />
      <FullClassicListPage />
    </>,
    { path, route: "/my-profile/full-classic-list" },
  );
  return fetchMock;
}

const posted = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.filter(
    ([url, init]) => url === "/api/v1/classics/petitions" && init?.method === "POST",
  );

describe("the Full Classic List page (issue 27)", () => {
  beforeEach(() => {
    saveToken("test-token", false);
    setScreenWidth(1280);
  });

  it("shows the list with its series, years and notes, one make at a time when chosen", async () => {
    renderPage();
    expect(screen.getByRole("heading", { level: 1, name: "Full Classic List" })).toBeTruthy();
    const table = await screen.findByRole("table", { name: "Full Classic list" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      "Cadillac" + "Every model" + "1925–1948" + "From 1936 the larger series",
      "Packard" + "Every model" + "1925–1948" + "—",
      "Packard" + "Twelve" + "1932–1939" + "—",
    ]);

    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText("Make"), "Packard");
    await waitFor(() => expect(within(table).getAllByRole("row")).toHaveLength(3));
    expect(within(table).queryByText("Cadillac")).toBeNull();
  });

  it("reads the make from the address, and shows the whole list for a make it does not name", async () => {
    renderPage({}, "/my-profile/full-classic-list?make=4");
    const table = await screen.findByRole("table", { name: "Full Classic list" });
    expect(within(table).getAllByRole("row")).toHaveLength(2);
    expect((screen.getByLabelText("Make") as HTMLSelectElement).value).toBe("4");
  });

  it("lists the member's petitions with where each stands and the office's reason", async () => {
    renderPage();
    const section = await screen.findByRole("region", { name: "Your petitions" });
    const table = await within(section).findByRole("table", { name: "Your petitions" });
    const [rejected, pending] = within(table).getAllByRole("row").slice(1);
    expect(rejected?.textContent).toContain("Cadillac Series 355, 1931–1935");
    expect(rejected?.textContent).toContain("Not approved");
    expect(rejected?.textContent).toContain("Listed by its series already");
    expect(pending?.textContent).toContain("Waiting for the club office");
  });

  it("becomes cards on a phone", async () => {
    setScreenWidth(375);
    renderPage();
    const cards = await screen.findByRole("list", { name: "Full Classic list" });
    const card = within(cards).getByRole("listitem", { name: "Packard Twelve" });
    expect(card.textContent).toContain("1932–1939");
    expect(screen.queryByRole("table", { name: "Full Classic list" })).toBeNull();
    expect(await screen.findByRole("list", { name: "Your petitions" })).toBeTruthy();
  });

  it("says so when there is nothing to list, and while it loads", async () => {
    let release: (reply: StubReply) => void = () => {};
    renderPage({
      "GET /api/v1/classics": () => new Promise<StubReply>((resolve) => (release = resolve)),
      "GET /api/v1/classics/petitions": () => ({ body: [] }),
    });
    expect(await screen.findByText("Loading the Full Classic list…")).toBeTruthy();
    release({ body: [] });
    expect(await screen.findByText(classicMessages.noClassics)).toBeTruthy();
    expect(await screen.findByText(classicMessages.noPetitions)).toBeTruthy();
  });
});

describe("the petition form (issue 27)", () => {
  beforeEach(() => {
    saveToken("test-token", false);
    setScreenWidth(1280);
  });

  async function openForm() {
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Petition to add a car" }));
    const form = await screen.findByRole("form", { name: "Petition to add a car" });
    return { user, form };
  }

  async function fill(user: ReturnType<typeof userEvent.setup>, form: HTMLElement, firstYear = "1935") {
    await user.selectOptions(within(form).getByLabelText(/^Make/), "Packard");
    await user.type(within(form).getByLabelText(/^Model or series/), "Super Eight");
    await user.selectOptions(within(form).getByLabelText(/^First year/), firstYear);
    await user.selectOptions(within(form).getByLabelText(/^Last year/), "1936");
    await user.type(within(form).getByLabelText(/^Evidence/), "Judged at the 1990 Grand Classic");
  }

  it("names what is missing, and years out of order, before sending anything", async () => {
    const fetchMock = renderPage();
    const { user, form } = await openForm();
    await user.click(within(form).getByRole("button", { name: "Send the petition" }));
    expect(await within(form).findByText(classicMessages.makeRequired)).toBeTruthy();
    expect(within(form).getByText(classicMessages.modelRequired)).toBeTruthy();
    expect(within(form).getByText(classicMessages.firstYearRequired)).toBeTruthy();
    expect(within(form).getByText(classicMessages.evidenceRequired)).toBeTruthy();

    await fill(user, form, "1940");
    await user.click(within(form).getByRole("button", { name: "Send the petition" }));
    expect(await within(form).findByText(classicMessages.lastYearBeforeFirst)).toBeTruthy();
    expect(posted(fetchMock)).toHaveLength(0);
  });

  it("sends the petition, says so, and loads the member's petitions again", async () => {
    let petitionsAsked = 0;
    const fetchMock = renderPage({
      "POST /api/v1/classics/petitions": () => ({
        status: 201,
        body: petition({ id: 30, makeId: 9, make: "Packard" }),
      }),
      "GET /api/v1/classics/petitions": () => {
        petitionsAsked += 1;
        return { body: [] };
      },
    });
    const { user, form } = await openForm();
    await fill(user, form);
    await user.click(within(form).getByRole("button", { name: "Send the petition" }));
    expect(await screen.findByText(classicMessages.petitionSent)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("form", { name: "Petition to add a car" })).toBeNull());
    expect(sentBody(posted(fetchMock)[0]?.[1])).toEqual({
      make_id: 9,
      model: "Super Eight",
      first_year: 1935,
      last_year: 1936,
      evidence: "Judged at the 1990 Grand Classic",
    });
    await waitFor(() => expect(petitionsAsked).toBe(2));
  });

  it("shows the server's refusal at its field and keeps what was typed", async () => {
    renderPage({
      "POST /api/v1/classics/petitions": () => ({
        status: 422,
        body: { errors: { makeId: [classicMessages.makeUnknown], base: [classicMessages.tooManyPending] } },
      }),
    });
    const { user, form } = await openForm();
    await fill(user, form);
    await user.click(within(form).getByRole("button", { name: "Send the petition" }));
    expect(await within(form).findByText(classicMessages.makeUnknown)).toBeTruthy();
    expect(within(form).getByRole("alert").textContent).toContain(classicMessages.tooManyPending);
    expect((within(form).getByLabelText(/^Model or series/) as HTMLInputElement).value).toBe("Super Eight");
    expect((within(form).getByLabelText(/^Evidence/) as HTMLTextAreaElement).value).toBe(
      "Judged at the 1990 Grand Classic",
    );
  });
});
