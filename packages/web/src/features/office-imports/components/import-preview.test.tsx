import type { ImportPreview } from "@club/domain/import.schema";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { saveToken } from "../../../api/token-storage.ts";
import { importFixture, importPreviewFixture } from "../../../test/import.fixture.ts";
import { renderWithApp } from "../../../test/render-with-app.tsx";
import { stubApi } from "../../../test/stub-api.ts";
import { ImportDone } from "./import-done.tsx";
import { ImportPreviewSection } from "./import-preview.tsx";

// Issue 27: a registry file's cars in the preview and on the done page: the cars the registry already has, in
// words, with what each gains and what the office should look at.

const cars = { columns: ["Serial", "Prior owners"], mapping: {}, sample: [], rows: 3 };
const summary = {
  ...importPreviewFixture.summary,
  carsNew: 1,
  carsMatched: 2,
  ownersAdded: 2,
  carsRejected: 0,
};
const preview = {
  ...importPreviewFixture,
  summary,
  matchedCars: [
    {
      row: 3,
      vehicleId: 12,
      car: "1932 Packard Deluxe Eight",
      pastOwners: ["Walter Brandt", "Ruth Olsen"],
      numbers: ["engineNumber" as const],
      notes: ["The file names Someone Else as the owner; the registry has Harold Ashby (member 7700)"],
    },
    { row: 4, vehicleId: 15, car: "1934 Packard Twelve", pastOwners: [], numbers: [], notes: [] },
  ],
};

describe("the preview of a registry file", () => {
  it("lists the cars already in the registry with what each gains, and says so before importing", async () => {
    const user = userEvent.setup();
    renderWithApp(
      <ImportPreviewSection view={importFixture({ status: "previewed", cars })} preview={preview} focus />,
    );

    expect(
      screen.getByText(
        "19,990 new members, 8 matched (1 will change), 1 row rejected, 1 duplicate; " +
          "cars: 1 new, 2 already in the registry (adding 2 earlier owners), 0 rejected.",
      ),
    ).toBeTruthy();
    const table = screen.getByRole("table", { name: "Cars already in the registry" });
    const deluxe = within(table).getByRole("row", { name: /Deluxe Eight/ });
    expect(deluxe.textContent).toContain(
      "Matched car 12, 1932 Packard Deluxe Eight: adds 2 earlier owners (Walter Brandt, Ruth Olsen) and its engine number.",
    );
    expect(deluxe.textContent).toContain("The file names Someone Else as the owner");
    const twelve = within(table).getByRole("row", { name: /Twelve/ });
    expect(twelve.textContent).toContain("adds nothing it does not have.");
    expect(twelve.textContent).toContain("Nothing");

    await user.click(screen.getByRole("button", { name: "Import 19,998 members" }));
    const dialog = await screen.findByRole("dialog", { name: "Import the roster?" });
    expect(dialog.textContent).toContain("2 earlier owners are added to cars already in the registry.");
  });

  it("shows no such table for a roster whose cars are all new", () => {
    renderWithApp(
      <ImportPreviewSection
        view={importFixture({ status: "previewed" })}
        preview={importPreviewFixture}
        focus
      />,
    );
    expect(screen.queryByRole("table", { name: "Cars already in the registry" })).toBeNull();
  });
});

describe("the done page of a registry file", () => {
  it("counts the cars already in the registry and the earlier owners added", () => {
    renderWithApp(
      <ImportDone
        view={importFixture({ status: "committed", cars, summary, committedAt: "2026-11-21T09:30:00.000Z" })}
      />,
    );
    expect(
      screen.getByText(/cars: 1 new, 2 already in the registry \(adding 2 earlier owners\), 0 rejected\./),
    ).toBeTruthy();
  });
});

describe("the preview of a registry file of cars alone (no members)", () => {
  beforeEach(() => saveToken("test-token", false));

  // The server keeps no members' columns for it.
  const carsOnly = importFixture({
    status: "previewed",
    fileName: "registry.csv",
    columns: [],
    mapping: {},
    sample: [],
    rows: 0,
    cars: { ...cars, rows: 4 },
  });
  const carsSummary = {
    new: 0,
    matched: 0,
    changed: 0,
    rejected: 0,
    duplicates: 0,
    carsNew: 2,
    carsMatched: 1,
    carsRejected: 1,
    ownersAdded: 1,
  };
  const carsPreview: ImportPreview = {
    summary: carsSummary,
    rejected: [
      { sheet: "cars", row: 5, reasons: ["No member has number 99999, in the file or in the portal"] },
    ],
    changes: [],
    matchedCars: [
      {
        row: 4,
        vehicleId: 31,
        car: "1935 Packard Phaeton",
        pastOwners: ["Otto Lang"],
        numbers: [],
        notes: [],
      },
    ],
  };

  it("speaks of the cars only, and imports them after saying what they will do", async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({
      "POST /api/v1/office/imports/7/commit": () => ({
        status: 202,
        body: { ...carsOnly, status: "committing", progress: { done: 0, total: 4 } },
      }),
    });
    renderWithApp(<ImportPreviewSection view={carsOnly} preview={carsPreview} focus />);

    expect(
      screen.getByText("Cars: 2 new, 1 already in the registry (adding 1 earlier owner), 1 rejected."),
    ).toBeTruthy();
    // No counts of members, in words or badges.
    expect(screen.queryByText(/new members|will change/i)).toBeNull();
    expect(screen.queryByRole("heading", { name: "Changes to members already in the portal" })).toBeNull();
    const rejected = screen.getByRole("table", { name: "Rejected rows" });
    expect(within(rejected).queryByRole("columnheader", { name: "File" })).toBeNull();
    expect(within(rejected).getByRole("row", { name: /99999/ })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Download the rejected cars (CSV)" })).toBeTruthy();
    expect(screen.getByRole("table", { name: "Cars already in the registry" })).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Import 3 cars" }));
    const dialog = await screen.findByRole("dialog", { name: "Import the cars?" });
    for (const line of [
      "2 cars are added.",
      "1 car is already in the portal: no second car is made, and who has a car now does not change.",
      "1 rejected row is left out.",
      "1 earlier owner is added to cars already in the registry.",
      "No member is added or changed, and no e-mail is sent.",
    ])
      expect(dialog.textContent).toContain(line);
    expect(dialog.textContent).not.toMatch(/new members?|invited/);
    await user.click(within(dialog).getByRole("button", { name: "Import 3 cars" }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.filter(
          ([path, init]) => path === "/api/v1/office/imports/7/commit" && init?.method === "POST",
        ),
      ).toHaveLength(1),
    );
  });

  it("imports cars that are all already in the registry: their rows add earlier owners", () => {
    renderWithApp(
      <ImportPreviewSection
        focus
        view={carsOnly}
        preview={{ ...carsPreview, summary: { ...carsSummary, carsNew: 0, carsRejected: 0 } }}
      />,
    );
    expect(screen.getByRole("button", { name: "Import 1 car" })).toBeTruthy();
    expect(screen.queryByText(/can be imported from this file/)).toBeNull();
  });

  it("refuses only when no car row can be imported, saying so of cars", () => {
    renderWithApp(
      <ImportPreviewSection
        focus
        view={carsOnly}
        preview={{
          ...carsPreview,
          summary: { ...carsSummary, carsNew: 0, carsMatched: 0, ownersAdded: 0, carsRejected: 4 },
          matchedCars: [],
        }}
      />,
    );
    expect(
      screen.getByText("No car can be imported from this file: correct the mapping or the file."),
    ).toBeTruthy();
    expect(screen.queryByRole("button", { name: /^Import/ })).toBeNull();
  });
});
