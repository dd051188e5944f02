import type { Registration } from "@club/domain/event.schema";
import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { saveToken } from "../../../api/token-storage.ts";
import { concoursFixture, confirmedRegistrationFixture } from "../../../test/event.fixture.ts";
import { renderWithApp } from "../../../test/render-with-app.tsx";
import { siteConfigFixture } from "../../../test/site-config.fixture.ts";
import { stubApi } from "../../../test/stub-api.ts";
import { RegisteredEvents } from "./registered-events.tsx";

// Issue 40: a registration card writes its times in the club's time zone, the office's setting, whatever the
// reader's own zone, and never in UTC.

const offered: Registration = {
  ...confirmedRegistrationFixture,
  id: 34,
  event: { ...concoursFixture, id: 134, title: "Annual Meeting" },
  status: "offered",
  checkInCode: null,
  holdUntil: "2099-04-21T03:30:00.000Z",
  total: 0,
};

async function offeredCardIn(clubTimeZone: string) {
  stubApi({ "GET /api/v1/registrations": () => ({ body: [offered] }) });
  renderWithApp(<RegisteredEvents />, { siteConfig: { ...siteConfigFixture, clubTimeZone } });
  const heading = await screen.findByRole("heading", { name: "Annual Meeting" });
  return heading.closest("li") as HTMLElement;
}

describe("the times on a registration card (issue 40)", () => {
  beforeEach(() => saveToken("test-token", false));

  it("are in Central Time by default: the evening before in Illinois", async () => {
    const card = await offeredCardIn("America/Chicago");
    expect(
      within(card).getByText(/It is held for you until 10:30 PM Central Time on 2099-04-20\.$/),
    ).toBeTruthy();
    expect(card.textContent).not.toContain("UTC");
  });

  it("are in Pacific Time once the office sets the club's zone to America/Los_Angeles", async () => {
    const card = await offeredCardIn("America/Los_Angeles");
    expect(
      within(card).getByText(/It is held for you until 8:30 PM Pacific Time on 2099-04-20\.$/),
    ).toBeTruthy();
    expect(card.textContent).not.toContain("UTC");
  });
});
