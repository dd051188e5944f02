import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { saveToken } from "../../../api/token-storage.ts";
import { renderWithApp } from "../../../test/render-with-app.tsx";
import type { StubReply } from "../../../test/stub-api.ts";
import { stubApi } from "../../../test/stub-api.ts";
import { MyDataSection } from "./my-data-section.tsx";

const section = () => screen.findByRole("region", { name: "Download my data" });

describe("the My data section of Member Info (issue 30)", () => {
  beforeEach(() => saveToken("test-token", false));

  it("says what the download holds, and downloads the ZIP with the session, busy until it is in", async () => {
    const user = userEvent.setup();
    const objectUrl = vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:my-data");
    let reply: (value: StubReply) => void = () => undefined;
    const fetchMock = stubApi({
      "GET /api/v1/members/my_data.zip": () => new Promise<StubReply>((resolve) => (reply = resolve)),
    });
    renderWithApp(<MyDataSection />);

    const mine = await section();
    expect(mine.textContent).toContain("A copy of everything the portal holds about you");
    const button = within(mine).getByRole("button", { name: "Download my data (ZIP)" });
    await user.click(button);
    await waitFor(() => expect(button.getAttribute("data-loading")).toBe("true"));
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(new Headers(init.headers).get("Authorization")).toBe("Bearer test-token");

    reply({ body: "PK" });
    expect(await within(mine).findByRole("status")).toHaveProperty(
      "textContent",
      "Your data was downloaded.",
    );
    expect(objectUrl).toHaveBeenCalled();
    expect(button.getAttribute("data-loading")).toBeNull();
  });

  it("shows the server's error when the download fails", async () => {
    const user = userEvent.setup();
    stubApi({
      "GET /api/v1/members/my_data.zip": () => ({
        status: 500,
        body: { errors: { base: ["Something went wrong on our side. Please try again later."] } },
      }),
    });
    renderWithApp(<MyDataSection />);

    const mine = await section();
    await user.click(within(mine).getByRole("button", { name: "Download my data (ZIP)" }));
    expect((await within(mine).findByRole("alert")).textContent).toContain(
      "Something went wrong on our side.",
    );
  });
});
