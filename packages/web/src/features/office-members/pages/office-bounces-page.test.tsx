import type { BounceList } from "@club/domain/mail-bounce.schema";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { saveToken } from "../../../api/token-storage.ts";
import { renderWithApp } from "../../../test/render-with-app.tsx";
import { sentBody, stubApi } from "../../../test/stub-api.ts";
import { OfficeBouncesPage } from "./office-bounces-page.tsx";

const list: BounceList = {
  results: [
    {
      address: "ada@example.org",
      reason: "550 5.1.1 User unknown",
      bouncedAt: "2026-11-02T09:30:00.000Z",
      member: { id: 12, memberNo: 1012, name: "Ada Tester" },
    },
    {
      address: "old@example.org",
      reason: "550 5.1.2 Domain not found",
      bouncedAt: "2026-10-01T09:30:00.000Z",
      member: null,
    },
  ],
  page: 1,
  pageSize: 50,
  total: 2,
};

const empty: BounceList = { results: [], page: 1, pageSize: 50, total: 0 };

function openBounces(replies: Parameters<typeof stubApi>[0] = {}) {
  const fetchMock = stubApi({ "GET /api/v1/office/bounces?page=1": () => ({ body: list }), ...replies });
  renderWithApp(<OfficeBouncesPage />, { path: "/office/bounces" });
  return fetchMock;
}

const posts = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === "POST");

describe("the bouncing addresses (issue 15)", () => {
  beforeEach(() => saveToken("test-token", false));

  it("lists each address with its member, the server's reason and when", async () => {
    openBounces();
    const table = await screen.findByRole("table", { name: "Bouncing addresses" });
    const ada = within(table).getByRole("row", { name: /ada@example\.org/ });
    expect(within(ada).getByRole("link", { name: "Ada Tester (no. 1012)" }).getAttribute("href")).toBe(
      "/office/members/12?tab=mail",
    );
    expect(ada.textContent).toContain("550 5.1.1 User unknown");
    const old = within(table).getByRole("row", { name: /old@example\.org/ });
    expect(old.textContent).toContain("No member has this address");
  });

  it("says when no address bounces", async () => {
    openBounces({ "GET /api/v1/office/bounces?page=1": () => ({ body: empty }) });
    expect(await screen.findByText("No addresses are bouncing.")).toBeTruthy();
  });

  it("clears a bounce after asking, and says what the server refused", async () => {
    let cleared = false;
    const fetchMock = openBounces({
      "GET /api/v1/office/bounces?page=1": () => ({
        body: cleared ? { ...list, results: list.results.slice(1), total: 1 } : list,
      }),
      "POST /api/v1/office/bounces/clear": (init) => {
        const { address } = sentBody(init) as { address: string };
        if (address === "old@example.org")
          return {
            status: 404,
            body: {
              errors: { address: ["This address is not bouncing: its bounce may have been cleared already"] },
            },
          };
        cleared = true;
        return { status: 204 };
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Clear bounce of ada@example.org" }));
    let dialog = await screen.findByRole("dialog", { name: "Clear the bounce?" });
    await user.click(within(dialog).getByRole("button", { name: "Clear bounce" }));
    await waitFor(() => expect(screen.queryByRole("row", { name: /ada@example\.org/ })).toBeNull());

    await user.click(screen.getByRole("button", { name: "Clear bounce of old@example.org" }));
    dialog = await screen.findByRole("dialog", { name: "Clear the bounce?" });
    await user.click(within(dialog).getByRole("button", { name: "Clear bounce" }));
    expect((await screen.findByRole("alert")).textContent).toContain("This address is not bouncing");
    expect(posts(fetchMock).map(([, init]) => sentBody(init))).toEqual([
      { address: "ada@example.org" },
      { address: "old@example.org" },
    ]);
  });
});
