import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "../../../test/render-with-app.tsx";
import { stubApi } from "../../../test/stub-api.ts";
import { HomePage } from "./home-page.tsx";

// Issue 46: the club's board and committees, and who serves on them today, to everyone on the home page.

const board = {
  id: 1,
  name: "Board of Directors",
  description: "",
  members: [
    { termId: 4, role: "President", name: "Carla Chair", named: true },
    { termId: 5, role: "Treasurer", name: "A club member", named: false },
  ],
};
const awards = { id: 2, name: "Awards Committee", description: "Chooses the club's awards.", members: [] };

describe("the home page's board and committees (issue 46)", () => {
  it("lists each committee with its members as the server names them", async () => {
    stubApi({ "GET /api/v1/committees": () => ({ body: { committees: [board, awards] } }) });
    renderWithApp(<HomePage />);
    const section = await screen.findByRole("region", { name: "Board and committees" });
    expect(
      await within(section).findByRole("heading", { level: 3, name: "Board of Directors" }),
    ).toBeTruthy();
    expect(
      within(within(section).getByRole("list", { name: "Members of the Board of Directors" }))
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["President: Carla Chair", "Treasurer: A club member"]);
    expect(within(section).getByText("Chooses the club's awards.")).toBeTruthy();
    expect(within(section).getByText("No members listed at the moment.")).toBeTruthy();
  });

  it("says so when the committees could not be loaded, and loads them again when asked", async () => {
    let calls = 0;
    stubApi({
      "GET /api/v1/committees": () => {
        calls += 1;
        return calls === 1
          ? { status: 500, body: { errors: { base: ["Something went wrong"] } } }
          : { body: { committees: [board] } };
      },
    });
    renderWithApp(<HomePage />);
    expect(await screen.findByText("The committees could not be loaded.")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { level: 3, name: "Board of Directors" })).toBeTruthy();
  });
});
