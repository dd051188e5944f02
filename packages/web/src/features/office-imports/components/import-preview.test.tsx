import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { importFixture, importPreviewFixture } from "../../../test/import.fixture.ts";
import { renderWithApp } from "../../../test/render-with-app.tsx";
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
      <ImportPreviewSection view={importFixture({ status: "previewed", cars })} preview={preview} />,
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
      <ImportPreviewSection view={importFixture({ status: "previewed" })} preview={importPreviewFixture} />,
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
