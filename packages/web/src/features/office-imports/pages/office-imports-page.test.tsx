import type { ImportView } from "@club/domain/import.schema";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { saveToken } from "../../../api/token-storage.ts";
import {
  claimListFixture,
  importFixture,
  importPreviewFixture,
  importSummaryFixture,
} from "../../../test/import.fixture.ts";
import {
  adminOfficePolicies,
  officePageFixture,
  officeSessionFixture,
} from "../../../test/office.fixture.ts";
import { renderWithApp } from "../../../test/render-with-app.tsx";
import { setScreenWidth } from "../../../test/screen-width.ts";
import { type StubReply, sentBody, stubApi } from "../../../test/stub-api.ts";
import { OfficeImportsPage } from "./office-imports-page.tsx";

type Replies = Record<string, (init?: RequestInit) => StubReply | Promise<StubReply>>;

function openImports(
  path: string,
  replies: Replies = {},
  role: "office_admin" | "office_staff" = "office_admin",
) {
  const fetchMock = stubApi({
    "GET /api/v1/office/session": () => ({ body: officeSessionFixture({ role }) }),
    ...replies,
  });
  const app = renderWithApp(<OfficeImportsPage />, { path, route: "/office/imports/:id?" });
  return { fetchMock, ...app };
}

const callsTo = (fetchMock: ReturnType<typeof stubApi>, method: string, url: string) =>
  fetchMock.mock.calls.filter(([path, init]) => (init?.method ?? "GET") === method && path === url);

const committed = (overrides: Partial<ImportView> = {}) =>
  importFixture({
    status: "committed",
    summary: importSummaryFixture,
    progress: { done: 20_000, total: 20_000 },
    committedAt: "2026-11-21T09:30:00.000Z",
    ...overrides,
  });

describe("the roster import page (issue 16)", () => {
  beforeEach(() => saveToken("test-token", false));

  it("lists the past imports, newest first, each opening its own page", async () => {
    openImports("/office/imports", {
      "GET /api/v1/office/imports?page=1": () => ({
        body: officePageFixture([
          importFixture({
            id: 9,
            fileName: "cars-fixed.csv",
            status: "committing",
            progress: { done: 500, total: 2000 },
          }),
          committed({ id: 8, fileName: "roster-2026.xlsx" }),
          importFixture(),
        ]),
      }),
    });
    const table = await screen.findByRole("table", { name: "Past imports" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((row) => within(row).getByRole("link").textContent)).toEqual([
      "cars-fixed.csv",
      "roster-2026.xlsx",
      "roster-export.csv",
    ]);
    expect(rows[0]?.textContent).toContain("Importing");
    expect(rows[0]?.textContent).toContain("Imported 500 of 2,000 rows");
    expect(rows[1]?.textContent).toContain("Imported");
    expect(rows[1]?.textContent).toContain(
      "19,990 new members, 8 matched (1 will change), 1 row rejected, 1 duplicate.",
    );
    expect(rows[2]?.textContent).toContain("20,000 rows, not previewed yet");
    expect(
      within(rows[1] as HTMLElement)
        .getByRole("link")
        .getAttribute("href"),
    ).toBe("/office/imports/8");
  });

  it("lists an import that stopped as stopped, not with the counts its preview announced", async () => {
    openImports("/office/imports", {
      "GET /api/v1/office/imports?page=1": () => ({
        body: officePageFixture([
          importFixture({
            status: "failed",
            summary: importSummaryFixture,
            progress: { done: 500, total: 20_000 },
            error: "The commit stopped: the database went away. What was imported before can be undone.",
          }),
        ]),
      }),
    });
    const table = await screen.findByRole("table", { name: "Past imports" });
    const [row] = within(table).getAllByRole("row").slice(1);
    expect(row?.textContent).toContain("Stopped before it was done");
    expect(row?.textContent).not.toContain("19,990");
  });

  it("pages the past imports, 50 at a time, with the page in the address (issue 25)", async () => {
    const imports = Array.from({ length: 51 }, (_, index) =>
      importFixture({ id: 51 - index, fileName: `roster-${51 - index}.csv` }),
    );
    const { fetchMock, router } = openImports("/office/imports", {
      "GET /api/v1/office/imports?page=1": () => ({ body: officePageFixture(imports.slice(0, 50), 1, 51) }),
      "GET /api/v1/office/imports?page=2": () => ({ body: officePageFixture(imports.slice(50), 2, 51) }),
    });
    const user = userEvent.setup();
    expect(await screen.findByText("Showing 1–50 of 51")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Page 2" }));
    expect(await screen.findByText("Showing 51–51 of 51")).toBeTruthy();
    const table = screen.getByRole("table", { name: "Past imports" });
    expect(
      within(table)
        .getAllByRole("row")
        .slice(1)
        .map((row) => within(row).getByRole("link").textContent),
    ).toEqual(["roster-1.csv"]);
    expect(router.state.location.search).toBe("?page=2");
    expect(callsTo(fetchMock, "GET", "/api/v1/office/imports?page=2")).toHaveLength(1);
  });

  it("says so when nothing has been imported yet", async () => {
    openImports("/office/imports", {
      "GET /api/v1/office/imports?page=1": () => ({ body: officePageFixture([]) }),
    });
    expect(await screen.findByText("No file has been imported yet.")).toBeTruthy();
  });

  it("tells office staff that only an administrator imports, whether the session or the server says it", async () => {
    openImports(
      "/office/imports",
      { "GET /api/v1/office/imports?page=1": () => ({ body: officePageFixture([]) }) },
      "office_staff",
    );
    expect(await screen.findByText("Only an office administrator can import the roster.")).toBeTruthy();
    expect(screen.queryByLabelText(/Members file/)).toBeNull();
  });

  it("says the same when the server refuses the import (403)", async () => {
    openImports("/office/imports/7", {
      "GET /api/v1/office/imports/7": () => ({ status: 403, body: { errors: { base: ["Forbidden"] } } }),
    });
    expect(await screen.findByText("Only an office administrator can import the roster.")).toBeTruthy();
  });

  it("asks for the members file, shows the server's reason at the field, and opens the new import", async () => {
    const user = userEvent.setup();
    let refuse = true;
    const { fetchMock, router } = openImports("/office/imports", {
      "GET /api/v1/office/imports?page=1": () => ({ body: officePageFixture([]) }),
      "POST /api/v1/office/imports": () =>
        refuse
          ? { status: 422, body: { errors: { file: ["This file cannot be read as CSV or Excel"] } } }
          : { status: 201, body: importFixture({ cars: null }) },
      "GET /api/v1/office/imports/7": () => ({ body: importFixture() }),
    });
    const members = await screen.findByLabelText(/^Members file \(CSV or Excel\)/);
    await user.click(screen.getByRole("button", { name: "Upload" }));
    expect(await screen.findByText("Choose the members file")).toBeTruthy();
    expect(members.getAttribute("aria-invalid")).toBe("true");
    expect(callsTo(fetchMock, "POST", "/api/v1/office/imports")).toHaveLength(0);

    const roster = new File(["Member ID,Surname\n1001,Pemberton\n"], "roster-export.csv", {
      type: "text/csv",
    });
    const cars = new File(["Owner,Year,Make\n1001,1932,Packard\n"], "cars.csv", { type: "text/csv" });
    await user.upload(members, roster);
    await user.upload(screen.getByLabelText("Cars file (CSV), if the cars are in a separate file"), cars);
    await user.click(screen.getByRole("button", { name: "Upload" }));
    const error = await screen.findByText("This file cannot be read as CSV or Excel");
    expect(members.getAttribute("aria-describedby")).toContain(error.id);

    refuse = false;
    await user.click(screen.getByRole("button", { name: "Upload" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/office/imports/7"));
    const form = callsTo(fetchMock, "POST", "/api/v1/office/imports").at(-1)?.[1]?.body as FormData;
    expect((form.get("file") as File).name).toBe("roster-export.csv");
    expect((form.get("cars") as File).name).toBe("cars.csv");
    expect(await screen.findByRole("heading", { name: "Import of roster-export.csv" })).toBeTruthy();
  });

  it("shows each column with its first values and field; a field taken by another column is marked and disabled", async () => {
    openImports("/office/imports/7", { "GET /api/v1/office/imports/7": () => ({ body: importFixture() }) });
    const table = await screen.findByRole("table", { name: "Members file" });
    const email = within(table).getByRole("row", { name: /E-mail Address/ });
    expect(email.textContent).toContain("arthur@example.org, cyril@example.org");
    expect((within(email).getByRole("combobox") as HTMLSelectElement).value).toBe("email");

    const alt = within(table).getByRole("combobox", { name: "Imported as, for the column Alt Email" });
    expect((alt as HTMLSelectElement).value).toBe("");
    expect(within(alt).getByRole("option", { selected: true }).textContent).toBe("Not imported");
    const taken = within(alt).getByRole("option", { name: 'E-mail (used for "E-mail Address")' });
    expect((taken as HTMLOptionElement).disabled).toBe(true);
    expect((within(alt).getByRole("option", { name: "Cell phone" }) as HTMLOptionElement).disabled).toBe(
      false,
    );
    expect(screen.getByText("6 columns of 7 will be imported.")).toBeTruthy();
  });

  it("lets several columns name regions, which add up", async () => {
    const user = userEvent.setup();
    openImports("/office/imports/7", { "GET /api/v1/office/imports/7": () => ({ body: importFixture() }) });
    const alt = await screen.findByRole("combobox", { name: "Imported as, for the column Alt Email" });
    await user.selectOptions(alt, "regions");
    const phone = screen.getByRole("combobox", { name: "Imported as, for the column Phone" });
    expect((within(phone).getByRole("option", { name: "Regions" }) as HTMLOptionElement).disabled).toBe(
      false,
    );
  });

  it("saves a corrected mapping with the file's own column names, and shows the server's refusals", async () => {
    const user = userEvent.setup();
    const refusals: StubReply[] = [
      { status: 400, body: { errors: { Phone: ["Phone numbers need at least 7 digits"] } } },
      { status: 400, body: { errors: { mapping: ['"Fax" is not a column of the file'] } } },
    ];
    const { fetchMock } = openImports("/office/imports/7", {
      "GET /api/v1/office/imports/7": () => ({ body: importFixture() }),
      "PUT /api/v1/office/imports/7/mapping": (init) => {
        const refusal = refusals.shift();
        if (refusal) return refusal;
        const { mapping } = sentBody(init) as { mapping: ImportView["mapping"] };
        return { body: importFixture({ mapping }) };
      },
    });
    const phone = await screen.findByRole("combobox", { name: "Imported as, for the column Phone" });
    await user.selectOptions(phone, "cellPhone");
    expect(screen.getByText("Your changes to the mapping are saved when you preview.")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Save the mapping" }));
    const error = await screen.findByText("Phone numbers need at least 7 digits");
    expect(phone.getAttribute("aria-describedby")).toContain(error.id);

    // The server names a whole sheet's mapping: its words are said as they are.
    await user.click(screen.getByRole("button", { name: "Save the mapping" }));
    expect((await screen.findByRole("alert")).textContent).toBe('"Fax" is not a column of the file');

    await user.click(screen.getByRole("button", { name: "Save the mapping" }));
    expect(await screen.findByText("The mapping was saved.")).toBeTruthy();
    const init = callsTo(fetchMock, "PUT", "/api/v1/office/imports/7/mapping").at(-1)?.[1];
    expect(sentBody(init)).toEqual({
      mapping: {
        "Member ID": "memberNo",
        "Given Name": "firstName",
        Surname: "lastName",
        "E-mail Address": "email",
        "Alt Email": null,
        "Expiration Date": "duesExpire",
        Phone: "cellPhone",
      },
    });
  });

  it("on a phone, gives each column a field of its own, named by the column, with its first values", async () => {
    setScreenWidth(375);
    openImports("/office/imports/7", { "GET /api/v1/office/imports/7": () => ({ body: importFixture() }) });
    const sheet = await screen.findByRole("group", { name: "Members file" });
    expect(within(sheet).queryByRole("table")).toBeNull();
    const email = within(sheet).getByRole("combobox", { name: "E-mail Address" });
    expect((email as HTMLSelectElement).value).toBe("email");
    expect(within(sheet).getByText("First values: arthur@example.org, cyril@example.org")).toBeTruthy();
  });

  it("maps a separate cars file in a table of its own", async () => {
    openImports("/office/imports/7", {
      "GET /api/v1/office/imports/7": () => ({
        body: importFixture({
          cars: {
            columns: ["Owner", "Yr", "Marque"],
            sample: [["1001", "1932", "Packard"]],
            mapping: { Owner: "ownerMemberNo", Yr: null, Marque: "make" },
            rows: 120,
          },
        }),
      }),
    });
    const cars = await screen.findByRole("table", { name: "Cars" });
    expect(within(cars).getByRole("row", { name: /Marque/ }).textContent).toContain("Packard");
    expect(screen.getByRole("table", { name: "Members sheet" })).toBeTruthy();
    expect(screen.getByText(/20,000 member rows, 120 car rows/)).toBeTruthy();
  });

  it("maps a registry file of cars alone with no members table, and saves it with no members' mapping", async () => {
    const user = userEvent.setup();
    const carsOnly = importFixture({
      fileName: "registry.csv",
      columns: [],
      mapping: {},
      sample: [],
      rows: 0,
      cars: {
        columns: ["Owner name", "Year", "Make", "Model", "Serial"],
        sample: [["Paul Girard", "1936", "Packard", "Super Eight", "PG-3601"]],
        mapping: { "Owner name": "ownerName", Year: "year", Make: "make", Model: "model", Serial: null },
        rows: 4,
      },
    });
    const { fetchMock } = openImports("/office/imports/7", {
      "GET /api/v1/office/imports/7": () => ({ body: carsOnly }),
      "PUT /api/v1/office/imports/7/mapping": () => ({ body: carsOnly }),
    });
    const cars = await screen.findByRole("table", { name: "Cars" });
    expect(screen.queryByRole("table", { name: /^Members/ })).toBeNull();
    expect(screen.getByText(/: 4 car rows\.$/)).toBeTruthy();
    expect(screen.queryByText(/member rows/)).toBeNull();

    await user.selectOptions(
      within(cars).getByRole("combobox", { name: "Imported as, for the column Serial" }),
      "serialNumber",
    );
    await user.click(screen.getByRole("button", { name: "Save the mapping" }));
    expect(await screen.findByText("The mapping was saved.")).toBeTruthy();
    const init = callsTo(fetchMock, "PUT", "/api/v1/office/imports/7/mapping").at(-1)?.[1];
    expect(sentBody(init)).toEqual({
      mapping: {},
      car_mapping: {
        "Owner name": "ownerName",
        Year: "year",
        Make: "make",
        Model: "model",
        Serial: "serialNumber",
      },
    });
  });

  it("previews (a job the page follows) in words and tables, asks before importing, then follows the progress to the end", async () => {
    const user = userEvent.setup();
    vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:rejected");
    const gets: ImportView[] = [importFixture()];
    const { fetchMock } = openImports("/office/imports/7", {
      "GET /api/v1/office/imports/7": () => ({ body: gets.length > 1 ? gets.shift() : gets[0] }),
      "POST /api/v1/office/imports/7/preview": () => {
        gets.splice(
          0,
          gets.length,
          importFixture({ status: "previewing" }),
          importFixture({ status: "previewed", summary: importSummaryFixture }),
        );
        return { status: 202, body: importFixture({ status: "previewing" }) };
      },
      "GET /api/v1/office/imports/7/preview": () => ({ body: importPreviewFixture }),
      "GET /api/v1/office/imports/7/rejected.csv?sheet=members": () => ({ body: "row,reason" }),
      "POST /api/v1/office/imports/7/commit": () => {
        gets.splice(
          0,
          gets.length,
          importFixture({ status: "committing", progress: { done: 4000, total: 20_000 } }),
          committed(),
        );
        return {
          status: 202,
          body: importFixture({ status: "committing", progress: { done: 0, total: 20_000 } }),
        };
      },
    });
    await user.click(await screen.findByRole("button", { name: "Preview" }));
    expect(
      (await screen.findByText("Checking every row against the members and the registry.", { exact: false }))
        .textContent,
    ).toContain("The preview shows here when it is done.");

    const heading = await screen.findByRole("heading", { name: "Preview" }, { timeout: 4000 });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(
      screen.getByText("19,990 new members, 8 matched (1 will change), 1 row rejected, 1 duplicate."),
    ).toBeTruthy();
    for (const badge of ["New members 19,990", "Matched 8", "Will change 1", "Rejected 1", "Duplicates 1"])
      expect(screen.getByText(badge)).toBeTruthy();

    const rejected = screen.getByRole("table", { name: "Rejected rows" });
    expect(within(rejected).getByRole("row", { name: /14/ }).textContent).toContain(
      'Dues expire: "31/31/2026" is not a date',
    );
    await user.click(screen.getByRole("button", { name: "Download the rejected rows (CSV)" }));
    expect(await screen.findByText("Downloaded rejected-rows-7.csv")).toBeTruthy();

    const changes = screen.getByRole("table", { name: "Changes" });
    const dorothy = within(changes).getByRole("row", { name: /Dorothy Hale/ });
    expect(dorothy.textContent).toContain("City");
    expect(dorothy.textContent).toContain("Springfield");
    expect(dorothy.textContent).toContain("Shelbyville");

    await user.click(screen.getByRole("button", { name: "Import 19,998 members" }));
    let dialog = await screen.findByRole("dialog", { name: "Import the roster?" });
    expect(dialog.textContent).toContain("19,990 new members are added.");
    expect(dialog.textContent).toContain("8 members already in the portal are matched; 1 of them changes");
    expect(dialog.textContent).toContain("1 rejected row and 1 duplicate are left out.");
    expect(dialog.textContent).toContain("No e-mail is sent.");
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(callsTo(fetchMock, "POST", "/api/v1/office/imports/7/commit")).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: "Import 19,998 members" }));
    dialog = await screen.findByRole("dialog", { name: "Import the roster?" });
    await user.click(within(dialog).getByRole("button", { name: "Import 19,998 members" }));

    expect(await screen.findByRole("progressbar", { name: "Imported 0 of 20,000 rows" })).toBeTruthy();
    const bar = await screen.findByRole(
      "progressbar",
      { name: "Imported 4,000 of 20,000 rows" },
      { timeout: 4000 },
    );
    expect(bar.getAttribute("aria-valuenow")).toBe("20");
    expect(await screen.findByText("Imported on 2026-11-21 3:30 AM.", {}, { timeout: 4000 })).toBeTruthy();
    expect(screen.queryByRole("progressbar")).toBeNull();
    expect(screen.getByRole("button", { name: "Undo this import" })).toBeTruthy();
  }, 15_000);

  it("shows the preview an import keeps when opened again", async () => {
    openImports("/office/imports/7", {
      "GET /api/v1/office/imports/7": () => ({
        body: importFixture({ status: "previewed", summary: importSummaryFixture }),
      }),
      "GET /api/v1/office/imports/7/preview": () => ({ body: importPreviewFixture }),
    });
    const heading = await screen.findByRole("heading", { name: "Preview" });
    expect(
      screen.getByText("19,990 new members, 8 matched (1 will change), 1 row rejected, 1 duplicate."),
    ).toBeTruthy();
    // Opened, not asked for: the focus stays where the page put it.
    expect(document.activeElement).not.toBe(heading);
  });

  it("says why a preview stopped, and offers it again", async () => {
    openImports("/office/imports/7", {
      "GET /api/v1/office/imports/7": () => ({
        body: importFixture({
          status: "uploaded",
          error: "The preview stopped: the database was restarted. Preview the import again.",
        }),
      }),
    });
    expect((await screen.findByRole("alert")).textContent).toContain("The preview stopped");
    expect(screen.getByRole("button", { name: "Preview" })).toBeTruthy();
  });

  it("asks before undoing, naming what goes, and says the server's refusal in words", async () => {
    const user = userEvent.setup();
    const { fetchMock } = openImports("/office/imports/7", {
      "GET /api/v1/office/imports/7": () => ({ body: committed() }),
      "POST /api/v1/office/imports/7/undo": () => ({
        status: 422,
        body: { errors: { base: ["Members of this import have paid since: it can no longer be undone"] } },
      }),
    });
    await user.click(await screen.findByRole("button", { name: "Undo this import" }));
    const dialog = await screen.findByRole("dialog", { name: "Undo this import?" });
    expect(dialog.textContent).toContain("The 19,990 members this import added are removed.");
    expect(dialog.textContent).toContain("The 1 member it changed gets back the details they had before.");
    await user.click(within(dialog).getByRole("button", { name: "Undo the import" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Members of this import have paid since: it can no longer be undone",
    );
    expect(callsTo(fetchMock, "POST", "/api/v1/office/imports/7/undo")).toHaveLength(1);
  });

  it("shows a registry file of cars alone done: its cars counted, no invitations, and an undo in cars", async () => {
    const user = userEvent.setup();
    openImports("/office/imports/7", {
      "GET /api/v1/office/imports/7": () => ({
        body: committed({
          columns: [],
          mapping: {},
          sample: [],
          rows: 0,
          cars: { columns: ["Owner name", "Year", "Make", "Model"], sample: [], mapping: {}, rows: 4 },
          summary: {
            ...importSummaryFixture,
            new: 0,
            matched: 0,
            changed: 0,
            rejected: 0,
            duplicates: 0,
            carsNew: 2,
            carsMatched: 1,
            carsRejected: 1,
            ownersAdded: 1,
          },
        }),
      }),
    });
    expect(
      await screen.findByText("Cars: 2 new, 1 already in the registry (adding 1 earlier owner), 1 rejected."),
    ).toBeTruthy();
    expect(screen.queryByText("Invitations to claim accounts")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Undo this import" }));
    const dialog = await screen.findByRole("dialog", { name: "Undo this import?" });
    expect(dialog.textContent).toContain("The 2 cars this import added are removed.");
    expect(dialog.textContent).toContain(
      "A car it added that has a history since the import (an offer, a claim or an event entry) stays in the club's registry.",
    );
    expect(dialog.textContent).toContain(
      "The earlier owners and numbers it added to cars already in the registry are taken off them.",
    );
    expect(dialog.textContent).not.toMatch(/member/);
  });

  it("shows an undone import as undone, with the way to upload again", async () => {
    openImports("/office/imports/7", {
      "GET /api/v1/office/imports/7": () => ({
        body: committed({ status: "undone", undoneAt: "2026-11-22T08:00:00.000Z" }),
      }),
    });
    expect(await screen.findByText(/This import was undone on 2026-11-22 2:00 AM/)).toBeTruthy();
    expect(screen.queryByText(/cars? kept/)).toBeNull();
    expect(screen.getByRole("link", { name: "Upload a file" }).getAttribute("href")).toBe("/office/imports");
  });

  it("says how many cars the undo kept because they have a history since the import (issue 39)", async () => {
    openImports("/office/imports/7", {
      "GET /api/v1/office/imports/7": () => ({
        body: committed({ status: "undone", undoneAt: "2026-11-22T08:00:00.000Z", carsKept: 2 }),
      }),
    });
    expect(
      await screen.findByText(
        "2 cars kept: they have a history since the import (an offer, a claim or an event entry), so they stay in the club's registry.",
      ),
    ).toBeTruthy();
  });

  it("says when a commit was interrupted and picked up again, while it runs and once it is done (issue 24)", async () => {
    const resumedAt = "2026-11-21T09:20:00.000Z";
    const gets: ImportView[] = [
      importFixture({ status: "committing", progress: { done: 4000, total: 20_000 }, resumedAt }),
      committed({ resumedAt }),
    ];
    openImports("/office/imports/7", {
      "GET /api/v1/office/imports/7": () => ({ body: gets.length > 1 ? gets.shift() : gets[0] }),
    });
    expect(
      await screen.findByText(
        "The import was interrupted and picked up again where it had stopped, on 2026-11-21 3:20 AM. No row is imported twice.",
      ),
    ).toBeTruthy();
    expect(await screen.findByText("Imported on 2026-11-21 3:30 AM.", {}, { timeout: 4000 })).toBeTruthy();
    expect(
      screen.getByText(
        "The import was interrupted and picked up again where it had stopped, on 2026-11-21 3:20 AM. No row was imported twice.",
      ),
    ).toBeTruthy();
  }, 10_000);

  it("says nothing of an interruption when the commit ran through", async () => {
    openImports("/office/imports/7", { "GET /api/v1/office/imports/7": () => ({ body: committed() }) });
    expect(await screen.findByText("Imported on 2026-11-21 3:30 AM.")).toBeTruthy();
    expect(screen.queryByText(/interrupted/)).toBeNull();
  });

  it("says why an import stopped, and offers to undo what it imported, naming no counts", async () => {
    const user = userEvent.setup();
    const error = "The commit stopped: the database went away. What was imported before can be undone.";
    const { fetchMock } = openImports("/office/imports/7", {
      "GET /api/v1/office/imports/7": () => ({
        body: importFixture({
          status: "failed",
          summary: importSummaryFixture,
          progress: { done: 500, total: 20_000 },
          resumedAt: "2026-11-21T09:20:00.000Z",
          error,
        }),
      }),
      "POST /api/v1/office/imports/7/undo": () => ({
        status: 202,
        body: importFixture({ status: "undoing", progress: { done: 0, total: 500 } }),
      }),
    });
    expect((await screen.findByRole("alert")).textContent).toBe(error);
    expect(
      screen.getByText(/interrupted and picked up again where it had stopped, on 2026-11-21 3:20 AM/),
    ).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Undo what was imported" }));
    const dialog = await screen.findByRole("dialog", { name: "Undo this import?" });
    expect(dialog.textContent).toContain(
      "The members this import added are removed, and the members it changed get back their details.",
    );
    expect(dialog.textContent).not.toContain("19,990");
    await user.click(within(dialog).getByRole("button", { name: "Undo the import" }));
    await waitFor(() => expect(callsTo(fetchMock, "POST", "/api/v1/office/imports/7/undo")).toHaveLength(1));
  });

  it("shows an import whose rows are being stored as such, with nothing to do yet (issue 41)", async () => {
    openImports("/office/imports/7", {
      "GET /api/v1/office/imports/7": () => ({ body: importFixture({ status: "storing" }) }),
    });
    expect(
      await screen.findByText(
        "The file's rows are being stored. Its columns will show here as soon as every row is stored.",
      ),
    ).toBeTruthy();
    expect(screen.getByText("Being stored")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /preview/i })).toBeNull();
  });

  it("says an upload stopped before its rows were stored, and offers a new upload, not an undo (issue 41)", async () => {
    const error =
      "The upload stopped before all the file's rows were stored, so this import cannot be used: upload the file again";
    openImports("/office/imports/7", {
      "GET /api/v1/office/imports/7": () => ({
        body: importFixture({ status: "failed", progress: { done: 0, total: 0 }, error }),
      }),
    });
    expect((await screen.findByRole("alert")).textContent).toBe(error);
    expect(screen.queryByRole("button", { name: "Undo what was imported" })).toBeNull();
    expect(screen.getByRole("link", { name: "Upload a file" })).toBeTruthy();
  });

  it("sends the invitations at the chosen pace after a question, and lists who has claimed", async () => {
    const user = userEvent.setup();
    const { fetchMock } = openImports("/office/imports/7", {
      "GET /api/v1/office/imports/7": () => ({
        body: committed({ invitations: { queued: 300, sent: 100, claimed: 1, letters: 12 } }),
      }),
      "POST /api/v1/office/imports/7/invitations": () => ({ body: { queued: 19_000, letters: 12 } }),
      "GET /api/v1/office/imports/7/claims?page=1": () => ({ body: claimListFixture }),
    });
    expect(
      await screen.findByText(
        "100 e-mails sent, 300 waiting to be sent, 12 letters to print; 1 member has claimed their account.",
      ),
    ).toBeTruthy();
    const claims = await screen.findByRole("table", { name: "Invited members" });
    const arthur = within(claims).getByRole("row", { name: /Arthur Pemberton/ });
    expect(arthur.textContent).toContain("E-mail");
    expect(within(claims).getByRole("row", { name: /Beatrice Okafor/ }).textContent).toContain("Not yet");
    expect(screen.getByRole("button", { name: "Download claim letters (PDF)" })).toBeTruthy();

    const perHour = screen.getByRole("textbox", { name: /E-mails sent an hour/ });
    expect((perHour as HTMLInputElement).value).toBe("200");
    await user.clear(perHour);
    await user.click(screen.getByRole("button", { name: "Send invitations to claim accounts" }));
    expect(await screen.findByText("Enter a whole number from 1 to 5,000")).toBeTruthy();
    await user.type(perHour, "150");
    await user.click(screen.getByRole("button", { name: "Send invitations to claim accounts" }));
    const dialog = await screen.findByRole("dialog", { name: "Send the invitations?" });
    expect(dialog.textContent).toContain("150 an hour");
    await user.click(within(dialog).getByRole("button", { name: "Send the invitations" }));
    expect(
      await screen.findByText("19,000 e-mails are on the way, 150 an hour; 12 letters are ready to print."),
    ).toBeTruthy();
    const [[, init]] = callsTo(fetchMock, "POST", "/api/v1/office/imports/7/invitations") as [
      [string, RequestInit],
    ];
    expect(sentBody(init)).toEqual({ per_hour: 150 });
  });
});

// Issue 23: what the page offers follows the session's policies (the server's answer), not the role's name.
describe("the import page's policies", () => {
  beforeEach(() => saveToken("test-token", false));

  const sessionWith = (policies: Partial<typeof adminOfficePolicies>) => () => ({
    body: officeSessionFixture({ policies: { ...adminOfficePolicies, ...policies } }),
  });

  it("keeps out an account whose policies do not allow importing, and asks for no import", async () => {
    const { fetchMock } = openImports("/office/imports", {
      "GET /api/v1/office/session": sessionWith({ manageImports: false }),
    });
    expect(await screen.findByText("Only an office administrator can import the roster.")).toBeTruthy();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(["/api/v1/office/session"]);
  });

  it("does not ask for who has claimed where the policies do not allow reading claims", async () => {
    const { fetchMock } = openImports("/office/imports/7", {
      "GET /api/v1/office/session": sessionWith({ manageClaims: false }),
      "GET /api/v1/office/imports/7": () => ({
        body: committed({ invitations: { queued: 300, sent: 100, claimed: 1, letters: 12 } }),
      }),
    });
    expect(await screen.findByRole("button", { name: "Send invitations to claim accounts" })).toBeTruthy();
    expect(screen.queryByRole("table", { name: "Invited members" })).toBeNull();
    expect(callsTo(fetchMock, "GET", "/api/v1/office/imports/7/claims?page=1")).toHaveLength(0);
  });
});
