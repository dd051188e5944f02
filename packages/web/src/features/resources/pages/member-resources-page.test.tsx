import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { saveToken } from "../../../api/token-storage.ts";
import { renderWithApp } from "../../../test/render-with-app.tsx";
import { stubApi } from "../../../test/stub-api.ts";
import { MemberResourcesPage } from "./member-resources-page.tsx";

const handbook = {
  label: "Membership Handbook (PDF)",
  about: "Everything about your membership.",
  url: "https://club.example/handbook.pdf",
};

describe("the member resources page", () => {
  beforeEach(() => saveToken("test-token", false));

  it("opens the archive and the Full Classic List in the portal itself, the club's documents in a new tab", async () => {
    stubApi({ "GET /api/v1/resources": () => ({ body: { resources: [handbook] } }) });
    const { router } = renderWithApp(<MemberResourcesPage />, { path: "/my-profile/member-resources" });
    await screen.findByRole("link", { name: /^Membership Handbook \(PDF\)/ });
    expect(screen.getAllByRole("link").map((link) => link.textContent)).toEqual([
      "Publications Archive",
      "Full Classic List",
      "Membership Handbook (PDF) (opens in a new tab)",
    ]);
    expect(screen.getByText("Search the club's magazines and bulletins to the word.")).toBeTruthy();
    const document = screen.getByRole("link", { name: /^Membership Handbook \(PDF\)/ });
    expect(document.getAttribute("href")).toBe(handbook.url);
    expect(document.getAttribute("target")).toBe("_blank");
    const list = screen.getByRole("link", { name: "Full Classic List" });
    expect(list.getAttribute("target")).toBeNull();

    await userEvent.setup().click(screen.getByRole("link", { name: "Publications Archive" }));
    expect(router.state.location.pathname).toBe("/my-profile/member-resources/archive");
  });

  it("says while the documents load, and when they could not be, and loads them again", async () => {
    let fail = true;
    stubApi({
      "GET /api/v1/resources": () =>
        fail
          ? { status: 500, body: { errors: { base: ["Something went wrong"] } } }
          : { body: { resources: [handbook] } },
    });
    renderWithApp(<MemberResourcesPage />, { path: "/my-profile/member-resources" });
    expect(screen.getByText("Loading the club's documents…")).toBeTruthy();
    expect(await screen.findByText("The club's documents could not be loaded.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Publications Archive" })).toBeTruthy();
    fail = false;
    await userEvent.setup().click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("link", { name: /^Membership Handbook \(PDF\)/ })).toBeTruthy();
  });
});
