import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { saveToken } from "../../../api/token-storage.ts";
import { officePageFixture } from "../../../test/office.fixture.ts";
import { renderWithApp } from "../../../test/render-with-app.tsx";
import { stubApi } from "../../../test/stub-api.ts";
import { OfficeAnnouncementsPage } from "./office-announcements-page.tsx";

// The message box grows with its text (Mantine's autosize), which listens for web fonts; happy-dom has none.
if (!document.fonts)
  Object.defineProperty(document, "fonts", {
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  });

const select = (name: RegExp) => screen.getByRole("combobox", { name }) as HTMLSelectElement;

describe("a new announcement opened from an event's registrations (issue 28)", () => {
  beforeEach(() => saveToken("test-token", false));

  it("goes to that event's registrants, and the next new one to the usual group", async () => {
    stubApi({
      "GET /api/v1/office/announcements?page=1": () => ({ body: officePageFixture([]) }),
      "GET /api/v1/office/announcements/segment_options": () => ({
        body: { regions: [], events: [{ id: 9, title: "Grand Classic Concours", dateStart: "2027-07-10" }] },
      }),
    });
    const { router } = renderWithApp(<OfficeAnnouncementsPage />, {
      path: "/office/announcements?compose=new&event=9",
      route: "/office/announcements",
    });
    const user = userEvent.setup();

    await screen.findByRole("option", { name: "Grand Classic Concours (2027-07-10)" });
    expect(select(/^Send to/).value).toBe("event");
    expect(select(/^Event/).value).toBe("9");

    await user.click(screen.getByRole("button", { name: "Back to the announcements" }));
    expect(router.state.location.search).toBe("");
    await user.click(await screen.findByRole("button", { name: "Write an announcement" }));
    expect(select(/^Send to/).value).toBe("active");
  });
});
