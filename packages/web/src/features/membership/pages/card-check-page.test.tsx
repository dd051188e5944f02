import type { CardCheck } from "@club/domain/membership-card.schema";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "../../../test/render-with-app.tsx";
import { stubApi } from "../../../test/stub-api.ts";
import { CardCheckPage } from "./card-check-page.tsx";

const check: CardCheck = {
  name: "Margaret Ellison",
  memberNo: 10042,
  planTitle: "Active Member (USA)",
  duesExpire: "2027-03-31",
  lifelong: false,
  current: true,
};
const url = "/api/v1/cards/42-abcdefghijklmnopqrstuv";

function renderCheck(reply: { status?: number; body: unknown }) {
  const fetchMock = stubApi({ [`GET ${url}`]: () => reply });
  renderWithApp(<CardCheckPage />, { path: "/card/42-abcdefghijklmnopqrstuv", route: "/card/:token" });
  return fetchMock;
}

describe("the check a membership card's QR code opens (issue 25)", () => {
  it("says in large type that the member is current, and until when, without signing in", async () => {
    const fetchMock = renderCheck({ body: check });

    expect(await screen.findByText("Current member until March 31, 2027")).toHaveProperty("role", "status");
    expect(screen.getByText("Margaret Ellison")).toBeTruthy();
    expect(screen.getByText("Member no. 10042")).toBeTruthy();
    const headers = new Headers(fetchMock.mock.calls[0]?.[1]?.headers);
    expect(headers.get("Authorization")).toBeNull();
  });

  it("says 'Not current' for a card whose membership ran out, with the date the dues ran to", async () => {
    renderCheck({ body: { ...check, current: false, duesExpire: "2025-12-31" } });

    expect(await screen.findByText("Not current")).toHaveProperty("role", "status");
    expect(screen.getByText("Dues ran to December 31, 2025.")).toBeTruthy();
  });

  it("says a code the club did not sign is not a club card", async () => {
    renderCheck({
      status: 404,
      body: {
        errors: {
          token: ["This card's code is not one the club issued. Please ask the member for their card again."],
        },
      },
    });

    expect((await screen.findByRole("alert")).textContent).toContain("Not a club card.");
  });
});
