import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "../../../test/render-with-app.tsx";
import { AnnouncementPreview } from "./announcement-preview.tsx";

const preview = {
  audience: "Active members of Michigan Region",
  recipients: 3,
  skipped: { noEmail: 2, unsubscribed: 1, bouncing: 0 },
  sample: ["Harold Aaberg", "Ruth Zimmer", "Walter Young"],
  message: { subject: "Michigan tour", text: "Dear Harold Aaberg,\n\nMaps attached." },
};

describe("the announcement's preview", () => {
  it("says who is skipped and why: no e-mail address (written to by post), unsubscribed, a bouncing address", async () => {
    renderWithApp(<AnnouncementPreview preview={preview} />);
    const skipped = within(await screen.findByRole("list", { name: "Skipped" }));
    expect(skipped.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "2 members with no e-mail address (the club writes to them by post)",
      "1 member unsubscribed from announcements",
    ]);
    expect(
      screen.getByText("3 members will get this e-mail (Active members of Michigan Region)."),
    ).toBeTruthy();
  });
});
