import { adminSearchMessages } from "@club/domain/search.schema";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { saveToken } from "../../../api/token-storage.ts";
import { renderWithApp } from "../../../test/render-with-app.tsx";
import { stubApi } from "../../../test/stub-api.ts";
import { ReportForm } from "./report-form.tsx";

describe("regional report form (spec §5)", () => {
  beforeEach(() => saveToken("test-token", false));
  afterEach(() => vi.restoreAllMocks());

  it("asks for each field", async () => {
    stubApi({});
    renderWithApp(<ReportForm regions={{ "Greater Illinois": "GI", "Upper Midwest": "UM" }} />);
    await userEvent.click(screen.getByRole("button", { name: "Export" }));
    expect(await screen.findByText(adminSearchMessages.regionRequired)).toBeTruthy();
    expect(screen.getByText(adminSearchMessages.filterRequired)).toBeTruthy();
    expect(screen.getByText(adminSearchMessages.sectionRequired)).toBeTruthy();
  });

  it("preselects the only region and downloads under the server's file name", async () => {
    const fileName = "GI-not-renewed-members-mailing-list-2026-11-21.csv";
    const fetchMock = vi.fn(
      async (_url: string) =>
        new Response("First Name,Last Name\n", {
          headers: {
            "Content-Type": "text/csv",
            "Content-Disposition": `attachment; filename="${fileName}"`,
          },
        }),
    );
    vi.stubGlobal("fetch", fetchMock);
    vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:report");
    vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => {});
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    renderWithApp(<ReportForm regions={{ "Greater Illinois": "GI" }} />);
    expect((screen.getByRole("combobox", { name: "Region" }) as HTMLSelectElement).value).toBe("GI");
    await userEvent.selectOptions(screen.getByLabelText(/^Filter Options/), "not_renewed_members");
    await userEvent.selectOptions(screen.getByLabelText(/^Export Sections/), "mailing_list");
    await userEvent.click(screen.getByRole("button", { name: "Export" }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain(
      "/api/v1/regional_administrators/report?region=GI&filter_option=not_renewed_members&export_selection=mailing_list",
    );
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe(fileName);
    expect(await screen.findByText(`Downloaded ${fileName}`)).toBeTruthy();
  });

  it("lists a refusal as lines", async () => {
    stubApi({
      "GET /api/v1/regional_administrators/report?region=GI&filter_option=all_members&export_selection=cars":
        () => ({
          status: 403,
          body: { errors: { base: ["You are not an administrator of this region"] } },
        }),
    });
    renderWithApp(<ReportForm regions={{ "Greater Illinois": "GI" }} />);
    await userEvent.selectOptions(screen.getByLabelText(/^Filter Options/), "all_members");
    await userEvent.selectOptions(screen.getByLabelText(/^Export Sections/), "cars");
    await userEvent.click(screen.getByRole("button", { name: "Export" }));
    expect(await screen.findByText("You are not an administrator of this region")).toBeTruthy();
  });
});
