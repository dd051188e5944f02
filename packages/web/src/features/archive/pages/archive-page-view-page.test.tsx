import { archiveMessages } from "@club/domain/archive.schema";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { saveToken } from "../../../api/token-storage.ts";
import { pageThreeView, pendingMention } from "../../../test/archive.fixture.ts";
import { renderWithApp } from "../../../test/render-with-app.tsx";
import { type StubReply, sentBody, stubApi } from "../../../test/stub-api.ts";
import { packardFixture } from "../../../test/vehicle.fixture.ts";
import { ArchivePageViewPage } from "./archive-page-view-page.tsx";

const route = "/my-profile/member-resources/archive/:issueId/:page";
const pagePath = "/my-profile/member-resources/archive/7/3";

function renderPage(routes: Parameters<typeof stubApi>[0], path = pagePath, state?: unknown) {
  const fetchMock = stubApi({ "GET /api/v1/vehicles": () => ({ body: [packardFixture] }), ...routes });
  const rendered = renderWithApp(<ArchivePageViewPage />, { path, route, state });
  return { fetchMock, ...rendered };
}

describe("a page of the publications archive (issue 45)", () => {
  beforeEach(() => saveToken("test-token", false));

  it("shows the page's picture, the PDF at the page, its neighbours, its text and its cars", async () => {
    renderPage({ "GET /api/v1/archive/issues/7/pages/3": () => ({ body: pageThreeView }) });
    expect(
      await screen.findByRole("heading", { level: 1, name: "The Classic Car — Spring 1968, page 3" }),
    ).toBeTruthy();
    const picture = screen.getByRole("img", { name: "Page 3 of The Classic Car, Spring 1968" });
    expect(picture.getAttribute("src")).toBe(pageThreeView.imageUrl);
    const pdf = screen.getByRole("link", { name: "Open the PDF at this page (opens in a new tab)" });
    expect(pdf.getAttribute("href")).toBe(pageThreeView.pdfUrl);
    expect(pdf.getAttribute("target")).toBe("_blank");
    const pages = screen.getByRole("navigation", { name: "Pages of this issue" });
    expect(within(pages).getByRole("link", { name: "Previous page" }).getAttribute("href")).toBe(
      "/my-profile/member-resources/archive/7/2",
    );
    expect(within(pages).getByRole("link", { name: "Next page" }).getAttribute("href")).toBe(
      "/my-profile/member-resources/archive/7/4",
    );
    expect(within(pages).getByText("Page 3 of 48")).toBeTruthy();
    expect(screen.getByText("Text of this page")).toBeTruthy();
    expect(screen.getByText(pageThreeView.text)).toBeTruthy();
    expect(screen.getByText(/read by OCR/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "1931 Duesenberg Model J" }).getAttribute("href")).toBe(
      "/my-profile/search/vehicle/31",
    );
  });

  it("has no previous page on the first nor a next one on the last, and no OCR note for a text layer", async () => {
    renderPage(
      {
        "GET /api/v1/archive/issues/7/pages/48": () => ({
          body: { ...pageThreeView, page: 48, ocr: false, cars: [] },
        }),
      },
      "/my-profile/member-resources/archive/7/48",
    );
    await screen.findByRole("heading", { level: 1, name: "The Classic Car — Spring 1968, page 48" });
    expect(screen.getByRole("link", { name: "Previous page" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Next page" })).toBeNull();
    expect(screen.queryByText(/read by OCR/)).toBeNull();
    expect(screen.getByText("No car of the registry is confirmed on this page yet.")).toBeTruthy();
  });

  it("goes back to the search it was opened from", async () => {
    renderPage({ "GET /api/v1/archive/issues/7/pages/3": () => ({ body: pageThreeView }) }, pagePath, {
      search: "q=duesenberg&page=2",
    });
    const back = await screen.findByRole("link", { name: "Back to the search" });
    expect(back.getAttribute("href")).toBe("/my-profile/member-resources/archive?q=duesenberg&page=2");
  });

  it("says when the page is not in the archive, with the way back to the search", async () => {
    renderPage({
      "GET /api/v1/archive/issues/7/pages/3": () => ({
        status: 404,
        body: { errors: { base: [archiveMessages.notFound] } },
      }),
    });
    expect(await screen.findByText("This page is not in the archive.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to the search" }).getAttribute("href")).toBe(
      "/my-profile/member-resources/archive",
    );
  });

  it("suggests the page for one of the member's cars, and thanks them", async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderPage({
      "GET /api/v1/archive/issues/7/pages/3": () => ({ body: pageThreeView }),
      "POST /api/v1/archive/mentions": () => ({
        status: 201,
        body: { ...pendingMention, vehicleId: packardFixture.id, foundBy: "suggested", canDecide: false },
      }),
    });
    const form = await screen.findByRole("form", { name: "Suggest this page for a car" });
    await user.click(within(form).getByRole("button", { name: "Suggest this page" }));
    expect(await within(form).findByText("Choose the car")).toBeTruthy();
    await user.selectOptions(within(form).getByLabelText(/Your car/), "1932 Packard Deluxe Eight");
    await user.click(within(form).getByRole("button", { name: "Suggest this page" }));
    expect(await screen.findByText("Thank you: the car's owner or the office will confirm it.")).toBeTruthy();
    const call = fetchMock.mock.calls.find(([url]) => url === "/api/v1/archive/mentions");
    expect(sentBody(call?.[1])).toEqual({ vehicle_id: packardFixture.id, issue_id: 7, page: 3 });
  });

  it("shows the server's words when the page is already linked to the car, or the car is gone", async () => {
    const user = userEvent.setup();
    let reply: StubReply = { status: 409, body: { errors: { base: [archiveMessages.alreadyMentioned] } } };
    renderPage({
      "GET /api/v1/archive/issues/7/pages/3": () => ({ body: pageThreeView }),
      "POST /api/v1/archive/mentions": () => reply,
    });
    const form = await screen.findByRole("form", { name: "Suggest this page for a car" });
    await user.selectOptions(within(form).getByLabelText(/Your car/), "1932 Packard Deluxe Eight");
    await user.click(within(form).getByRole("button", { name: "Suggest this page" }));
    expect(await within(form).findByText(archiveMessages.alreadyMentioned)).toBeTruthy();

    reply = { status: 404, body: { errors: { vehicleId: [archiveMessages.vehicleNotFound] } } };
    await user.click(within(form).getByRole("button", { name: "Suggest this page" }));
    expect(await within(form).findByText(archiveMessages.vehicleNotFound)).toBeTruthy();
    expect(
      within(form)
        .getByLabelText(/Your car/)
        .getAttribute("aria-invalid"),
    ).toBe("true");
    expect(screen.queryByText("Thank you: the car's owner or the office will confirm it.")).toBeNull();
  });

  it("sends a member with no cars to My Vehicles", async () => {
    renderPage({
      "GET /api/v1/vehicles": () => ({ body: [] }),
      "GET /api/v1/archive/issues/7/pages/3": () => ({ body: pageThreeView }),
    });
    const link = await screen.findByRole("link", { name: "My Vehicles" });
    expect(link.getAttribute("href")).toBe("/my-profile/my-vehicles");
    expect(screen.queryByRole("form", { name: "Suggest this page for a car" })).toBeNull();
  });
});
