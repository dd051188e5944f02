import type { MemberResource } from "@club/domain/archive.schema";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { saveToken } from "../../../api/token-storage.ts";
import { officeSessionFixture } from "../../../test/office.fixture.ts";
import { renderWithApp } from "../../../test/render-with-app.tsx";
import { type StubReply, sentBody, stubApi } from "../../../test/stub-api.ts";
import { OfficeArchivePage } from "../pages/office-archive-page.tsx";

type Replies = Record<string, (init?: RequestInit) => StubReply | Promise<StubReply>>;

const links: MemberResource[] = [
  {
    label: "Current Publications",
    about: "Read the latest issues.",
    url: "https://club.example/publications",
  },
  { label: "Membership Handbook (PDF)", about: "", url: "https://club.example/handbook.pdf" },
];

function openResources(replies: Replies = {}, role: "office_admin" | "office_staff" = "office_admin") {
  const fetchMock = stubApi({
    "GET /api/v1/office/session": () => ({ body: officeSessionFixture({ role }) }),
    "GET /api/v1/resources": () => ({ body: { resources: links } }),
    ...replies,
  });
  renderWithApp(<OfficeArchivePage />, { path: "/office/archive?tab=resources", route: "/office/archive" });
  return fetchMock;
}

const putCalls = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.filter(
    ([path, init]) => init?.method === "PUT" && path === "/api/v1/office/resources",
  );

const typedIn = (name: string) => (screen.getByRole("textbox", { name }) as HTMLInputElement).value;

describe("the Member Resources links in the office (issue 45)", () => {
  beforeEach(() => saveToken("test-token", false));

  it("adds, moves and removes links, then saves the list in its order", async () => {
    const user = userEvent.setup();
    const saved = [
      {
        label: "Club Technicians (PDF)",
        about: "Who helps with what.",
        url: "https://club.example/tech.pdf",
      },
      links[0],
    ];
    const fetchMock = openResources({
      "PUT /api/v1/office/resources": () => ({ body: { resources: saved } }),
    });
    expect(await screen.findByRole("tab", { name: "Resources", selected: true })).toBeTruthy();
    await waitFor(() => expect(typedIn("Label of link 1")).toBe("Current Publications"));
    expect(screen.getByRole("button", { name: "Move up link 1" })).toHaveProperty("disabled", true);
    expect(screen.getByRole("button", { name: "Move down link 2" })).toHaveProperty("disabled", true);

    await user.click(screen.getByRole("button", { name: "Add a link" }));
    await user.type(screen.getByRole("textbox", { name: /^Label of link 3/ }), "Club Technicians (PDF)");
    await user.type(screen.getByRole("textbox", { name: /^About link 3/ }), "Who helps with what.");
    await user.type(
      screen.getByRole("textbox", { name: /^Address of link 3/ }),
      "https://club.example/tech.pdf",
    );
    await user.click(screen.getByRole("button", { name: "Move up link 3" }));
    await user.click(screen.getByRole("button", { name: "Move up link 2" }));
    expect(typedIn("Label of link 1")).toBe("Club Technicians (PDF)");
    expect(typedIn("Label of link 2")).toBe("Current Publications");
    await user.click(screen.getByRole("button", { name: "Remove link 3" }));
    expect(screen.queryByRole("textbox", { name: /^Label of link 3/ })).toBeNull();

    await user.click(screen.getByRole("button", { name: "Save the links" }));
    expect(await screen.findByText(/^Saved: members see these links/)).toBeTruthy();
    const [, init] = putCalls(fetchMock)[0] ?? [];
    expect(sentBody(init)).toEqual({ resources: saved });
  });

  it("says what is wrong at the link's field, before sending and from the server", async () => {
    const user = userEvent.setup();
    const fetchMock = openResources({
      "PUT /api/v1/office/resources": () => ({
        status: 400,
        body: { errors: { "resources.1.url": ["This address does not answer"] } },
      }),
    });
    await waitFor(() => expect(typedIn("Label of link 1")).toBe("Current Publications"));
    const address = screen.getByRole("textbox", { name: /^Address of link 2/ });
    await user.clear(address);
    await user.type(address, "club.example/handbook");
    await user.click(screen.getByRole("button", { name: "Save the links" }));
    expect(await screen.findByText("Use a full web address (https://…)")).toBeTruthy();
    expect(putCalls(fetchMock)).toHaveLength(0);

    await user.clear(address);
    await user.type(address, "https://club.example/gone.pdf");
    await user.click(screen.getByRole("button", { name: "Save the links" }));
    expect(await screen.findByText("This address does not answer")).toBeTruthy();
    expect(address.getAttribute("aria-invalid")).toBe("true");
    expect(typedIn("Label of link 2")).toBe("Membership Handbook (PDF)");
  });

  it("shows office staff the links without a way to change them", async () => {
    const fetchMock = openResources({}, "office_staff");
    const list = await screen.findByRole("list", { name: "Member Resources links" });
    expect(within(list).getByRole("link", { name: "https://club.example/handbook.pdf" })).toBeTruthy();
    expect(screen.getByText(/Only office administrators change them\./)).toBeTruthy();
    expect(screen.queryByRole("textbox")).toBeNull();
    expect(screen.queryByRole("button", { name: "Save the links" })).toBeNull();
    expect(putCalls(fetchMock)).toHaveLength(0);
  });
});
