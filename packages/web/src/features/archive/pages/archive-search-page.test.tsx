import { archiveMessages } from "@club/domain/archive.schema";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { saveToken } from "../../../api/token-storage.ts";
import { archiveReply, duesenbergResult, springIssue } from "../../../test/archive.fixture.ts";
import { renderWithApp } from "../../../test/render-with-app.tsx";
import { stubApi } from "../../../test/stub-api.ts";
import { ArchiveSearchPage } from "./archive-search-page.tsx";

const archivePath = "/my-profile/member-resources/archive";

function renderSearch(routes: Parameters<typeof stubApi>[0], path = archivePath) {
  const fetchMock = stubApi(routes);
  const rendered = renderWithApp(<ArchiveSearchPage />, { path, route: archivePath });
  return { fetchMock, ...rendered };
}

describe("the publications archive's search (issue 45)", () => {
  beforeEach(() => saveToken("test-token", false));

  it("asks for words first, and offers the publications the reader may search", async () => {
    renderSearch({ "GET /api/v1/archive/search": () => ({ body: archiveReply([]) }) });
    expect(screen.getByRole("heading", { level: 1, name: "Publications Archive" })).toBeTruthy();
    expect(await screen.findByText("Type the words to look for, then Search.")).toBeTruthy();
    const publication = screen.getByLabelText("Publication");
    expect(
      within(publication)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["All publications", "The Classic Car", "The Bulletin"]);
  });

  it("searches with the words and filters kept in the address, and lists the pages found", async () => {
    const user = userEvent.setup();
    const { router } = renderSearch({
      "GET /api/v1/archive/search": () => ({ body: archiveReply([]) }),
      "GET /api/v1/archive/search?q=duesenberg+2405&publication=The+Classic+Car&year_from=1960&year_to=1970":
        () => ({
          body: archiveReply([duesenbergResult], { total: 41 }),
        }),
    });
    await screen.findByText("Type the words to look for, then Search.");
    await user.type(screen.getByRole("searchbox", { name: /Search the archive/ }), "duesenberg 2405");
    await user.selectOptions(screen.getByLabelText("Publication"), "The Classic Car");
    await user.type(screen.getByLabelText("Years from"), "1960");
    await user.type(screen.getByLabelText("Years to"), "1970");
    await user.click(screen.getByRole("button", { name: "Search" }));

    const found = await screen.findByRole("list", { name: "Pages found" });
    expect(router.state.location.search).toBe(
      "?q=duesenberg+2405&publication=The+Classic+Car&yearFrom=1960&yearTo=1970",
    );
    expect(screen.getByText("41 pages found")).toBeTruthy();
    const [result] = within(found).getAllByRole("listitem");
    const item = within(result as HTMLElement);
    expect(item.getByRole("img").getAttribute("alt")).toBe("Page 3 of The Classic Car, Spring 1968");
    expect(item.getByText("Volume XVI, number 1, 1968-03-01")).toBeTruthy();
    const link = item.getByRole("link", { name: "The Classic Car, Spring 1968, page 3" });
    expect(link.getAttribute("href")).toBe(`${archivePath}/${springIssue.id}/3`);
    expect((result as HTMLElement).querySelector("mark")?.textContent).toBe("Duesenberg");
    // 41 pages found, 20 a page: three pages of results.
    expect(screen.getByRole("button", { name: "Page 3" })).toBeTruthy();
  });

  it("opens a search from its address, and turns its pages there", async () => {
    const user = userEvent.setup();
    const { router } = renderSearch(
      {
        "GET /api/v1/archive/search?q=packard": () => ({
          body: archiveReply([duesenbergResult], { total: 25 }),
        }),
        "GET /api/v1/archive/search?q=packard&page=2": () => ({
          body: archiveReply([{ ...duesenbergResult, page: 9 }], { total: 25, page: 2 }),
        }),
      },
      `${archivePath}?q=packard`,
    );
    expect(await screen.findByText("25 pages found")).toBeTruthy();
    expect((screen.getByRole("searchbox", { name: /Search the archive/ }) as HTMLInputElement).value).toBe(
      "packard",
    );
    await user.click(screen.getByRole("button", { name: "Page 2" }));
    expect(await screen.findByRole("link", { name: "The Classic Car, Spring 1968, page 9" })).toBeTruthy();
    expect(router.state.location.search).toBe("?q=packard&page=2");
  });

  it("says when no page has the words, with a hint, and when other spellings were searched", async () => {
    renderSearch(
      { "GET /api/v1/archive/search?q=dusenburg": () => ({ body: archiveReply([]) }) },
      `${archivePath}?q=dusenburg`,
    );
    expect(await screen.findByText("No pages found for “dusenburg”.")).toBeTruthy();
    expect(screen.getByText(/Try other spellings or fewer words/)).toBeTruthy();
    expect(screen.getByText("0 pages found")).toBeTruthy();
  });

  it("tells the reader the words were searched as the archive spells them", async () => {
    renderSearch(
      {
        "GET /api/v1/archive/search?q=Dusenburg": () => ({
          body: archiveReply([duesenbergResult], { spelledAs: "duesenberg" }),
        }),
      },
      `${archivePath}?q=Dusenburg`,
    );
    expect(
      await screen.findByText("No pages with “Dusenburg”; showing pages with “duesenberg”."),
    ).toBeTruthy();
    expect(screen.getByText("1 page found")).toBeTruthy();
  });

  it("shows skeletons while the archive is searched", async () => {
    renderSearch(
      { "GET /api/v1/archive/search?q=packard": () => new Promise(() => undefined) },
      `${archivePath}?q=packard`,
    );
    expect(await screen.findByText("Searching the archive…")).toBeTruthy();
  });

  it("checks the years before searching", async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderSearch({ "GET /api/v1/archive/search": () => ({ body: archiveReply([]) }) });
    await screen.findByText("Type the words to look for, then Search.");
    await user.type(screen.getByLabelText("Years from"), "1970");
    await user.type(screen.getByLabelText("Years to"), "1960");
    await user.click(screen.getByRole("button", { name: "Search" }));
    expect(await screen.findByText(archiveMessages.yearsOrder)).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("shows the server's refusal under the field it names", async () => {
    renderSearch(
      {
        "GET /api/v1/archive/search?q=packard&year_from=1700": () => ({
          status: 400,
          body: { errors: { year_from: ["Must be 1800 or later"] } },
        }),
      },
      `${archivePath}?q=packard&yearFrom=1700`,
    );
    const yearFrom = screen.getByLabelText("Years from");
    expect(await screen.findByText("Must be 1800 or later")).toBeTruthy();
    expect(yearFrom.getAttribute("aria-invalid")).toBe("true");
    expect(yearFrom.getAttribute("aria-describedby")).toContain(
      screen.getByText("Must be 1800 or later").getAttribute("id"),
    );
  });
});
