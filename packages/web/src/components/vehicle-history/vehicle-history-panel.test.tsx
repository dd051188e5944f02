import { archiveMessages } from "@club/domain/archive.schema";
import type { Ownership, VehicleHistory } from "@club/domain/vehicle-registry.schema";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { saveToken } from "../../api/token-storage.ts";
import { pendingMention } from "../../test/archive.fixture.ts";
import { renderWithApp } from "../../test/render-with-app.tsx";
import { stubApi } from "../../test/stub-api.ts";
import { duesenbergHistory } from "../../test/vehicle-history.fixture.ts";
import { VehicleHistoryPanel } from "./vehicle-history-panel.tsx";

function renderHistory(history: VehicleHistory) {
  stubApi({ "GET /api/v1/vehicles/31/history": () => ({ body: history }) });
  renderWithApp(<VehicleHistoryPanel vehicleId={31} />);
}

/** Each owner's lines, in the timeline's order. */
async function owners() {
  const list = await screen.findByRole("list", { name: "Owners, the first first" });
  return within(list)
    .getAllByRole("listitem")
    .map((item) => item.textContent);
}

describe("a car's history (issue 27)", () => {
  beforeEach(() => saveToken("test-token", false));

  it("shows the owners in order on a timeline, with their days, their place and how each is known", async () => {
    renderHistory(duesenbergHistory);
    expect(await owners()).toEqual([
      "Harold GreeneOutside the clubFrom date not known to 1962-05-01How this is known: From the club's earlier records",
      "A former memberFrom 1962-05-01 to date not knownHow this is known: From the club's earlier records",
      "John CarterOutside the club, Dayton, OhioFrom 1988-03-12 to 1998-06-30How this is known: A sale recorded in the club's registry",
      "Walter Brandt (current owner)Member 1107From 1998-06-30 to nowHow this is known: Registered by the owner in the members portal",
    ]);
    expect(screen.getByText("Club review").nextElementSibling?.textContent).toBe("Approved");
    expect(screen.getByText("Registry").nextElementSibling?.textContent).toBe("In the club's registry");
    expect(screen.getByRole("heading", { level: 3, name: "Events" })).toBeTruthy();
    expect(screen.getByText("Grand Classic, Elkhart Lake, 2025-07-12")).toBeTruthy();
    expect(screen.getByText("(no awards recorded)")).toBeTruthy();
  });

  it("names an owner hidden from the directory as the server words them, with no number and not as an outsider (issue 39)", async () => {
    const [, , , current] = duesenbergHistory.ownerships;
    renderHistory({
      ...duesenbergHistory,
      ownerships: [{ ...(current as Ownership), ownerName: "A club member", memberNo: null }],
    });
    expect(await owners()).toEqual([
      "A club member (current owner)From 1998-06-30 to nowHow this is known: Registered by the owner in the members portal",
    ]);
  });

  it("says how an ownership ended when its owner removed the car from their garage (issue 39)", async () => {
    const ownerships = duesenbergHistory.ownerships.map((ownership, index, all) =>
      index === all.length - 1
        ? { ...ownership, to: "2026-03-01", endedHow: "destroyed" as const }
        : ownership,
    );
    renderHistory({ ...duesenbergHistory, registryStatus: "destroyed", inGarage: false, ownerships });
    expect((await owners()).at(-1)).toBe(
      "Walter BrandtMember 1107From 1998-06-30 to 2026-03-01How it ended: DestroyedHow this is known: Registered by the owner in the members portal",
    );
    expect(screen.getByText("Registry").nextElementSibling?.textContent).toBe("Recorded as destroyed");
  });

  it("lists the awards the car earned at judged meets", async () => {
    renderHistory({
      ...duesenbergHistory,
      awards: [
        {
          eventTitle: "Grand Classic, Elkhart Lake",
          date: "2025-07-12",
          award: "Primary First",
          score: 96.5,
        },
      ],
    });
    await screen.findByRole("heading", { level: 3, name: "Awards" });
    expect(
      screen.getByText("Primary First, Grand Classic, Elkhart Lake, 2025-07-12: 96.5 points"),
    ).toBeTruthy();
  });

  it("gives each number with where it came from, and who at the office checked it", async () => {
    renderHistory(duesenbergHistory);
    await screen.findByRole("heading", { level: 3, name: "Numbers" });
    expect(screen.getByText("Serial Number").nextElementSibling?.textContent).toBe(
      "2405 (read from the car's papers, checked by Jane Roe on 2026-01-02)",
    );
    expect(screen.getByText("Engine Number").nextElementSibling?.textContent).toBe(
      "J-385 (given by the owner)",
    );
    expect(screen.getByText("Body Number").nextElementSibling?.textContent).toBe("Not recorded");
  });

  it("says the owner keeps the numbers to themselves, and where a car sold outside the club is", async () => {
    renderHistory({
      ...duesenbergHistory,
      numbers: null,
      inGarage: false,
      registryStatus: "disputed",
      events: [],
    });
    expect(
      await screen.findByText(
        "The owner does not show this car's serial, engine and body numbers to other members.",
      ),
    ).toBeTruthy();
    expect(screen.queryByText("Serial Number")).toBeNull();
    expect(screen.getByText("Where it is").nextElementSibling?.textContent).toBe(
      "Sold outside the club: in no member's garage, and still in the club's registry",
    );
    expect(screen.getByText("Registry").nextElementSibling?.textContent).toBe(
      "Disputed: the club office is looking at a claim on this car",
    );
    expect(screen.getByText("(no events recorded)")).toBeTruthy();
  });

  it("says when the history could not be loaded, and loads it again", async () => {
    const user = userEvent.setup();
    let fail = true;
    stubApi({
      "GET /api/v1/vehicles/31/history": () =>
        fail
          ? { status: 500, body: { errors: { base: ["Something went wrong"] } } }
          : { body: duesenbergHistory },
    });
    renderWithApp(<VehicleHistoryPanel vehicleId={31} />);
    expect(await screen.findByText("The car's history could not be loaded.")).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await owners()).toHaveLength(4);
  });

  describe("its pages in the club's publications (issue 45)", () => {
    const confirmedMention = { ...pendingMention, status: "confirmed" as const, canDecide: false };

    it("lists the pages with their issue, the link to read them and how each was found", async () => {
      renderHistory({
        ...duesenbergHistory,
        archivePages: [
          confirmedMention,
          { ...pendingMention, id: 91, page: 12, foundBy: "suggested", canDecide: false },
        ],
      });
      const section = await screen.findByRole("region", { name: "In the club's publications" });
      const [first, second] = within(section).getAllByRole("listitem") as HTMLElement[];
      const page = within(first as HTMLElement);
      expect(page.getByRole("img").getAttribute("alt")).toBe("Page 3 of The Classic Car, Spring 1968");
      expect(page.getByText("The Classic Car, Spring 1968")).toBeTruthy();
      expect(page.getByText("Volume XVI, number 1, 1968-03-01")).toBeTruthy();
      expect(page.getByRole("link", { name: "Page 3" }).getAttribute("href")).toBe(
        "/my-profile/member-resources/archive/7/3",
      );
      expect(page.getByText("How it was found: Its serial number is on the page")).toBeTruthy();
      expect(page.queryByText("Waiting for confirmation")).toBeNull();
      const suggested = within(second as HTMLElement);
      expect(suggested.getByText("How it was found: Suggested by a member")).toBeTruthy();
      expect(suggested.getByText("Waiting for confirmation")).toBeTruthy();
      // Only the car's owner or the office decides.
      expect(suggested.queryByRole("button", { name: "Yes, it is this car" })).toBeNull();
    });

    it("leaves the section out when no page mentions the car", async () => {
      renderHistory(duesenbergHistory);
      await owners();
      expect(screen.queryByRole("heading", { name: "In the club's publications" })).toBeNull();
    });

    it("lets the owner confirm a page, and shows the history again", async () => {
      const user = userEvent.setup();
      let archivePages = [pendingMention];
      const fetchMock = stubApi({
        "GET /api/v1/vehicles/31/history": () => ({ body: { ...duesenbergHistory, archivePages } }),
        "POST /api/v1/archive/mentions/90/confirm": () => {
          archivePages = [confirmedMention];
          return { body: confirmedMention };
        },
      });
      renderWithApp(<VehicleHistoryPanel vehicleId={31} />);
      expect(await screen.findByText("Waiting for confirmation")).toBeTruthy();
      await user.click(screen.getByRole("button", { name: "Yes, it is this car" }));
      await waitFor(() => expect(screen.queryByText("Waiting for confirmation")).toBeNull());
      expect(screen.queryByRole("button", { name: "Yes, it is this car" })).toBeNull();
      expect(fetchMock.mock.calls.filter(([url]) => url === "/api/v1/vehicles/31/history")).toHaveLength(2);
    });

    it("asks before the owner says it is not this car, and takes the page off", async () => {
      const user = userEvent.setup();
      let archivePages = [pendingMention];
      const fetchMock = stubApi({
        "GET /api/v1/vehicles/31/history": () => ({ body: { ...duesenbergHistory, archivePages } }),
        "POST /api/v1/archive/mentions/90/dismiss": () => {
          archivePages = [];
          return { body: { ...pendingMention, status: "dismissed", canDecide: false } };
        },
      });
      renderWithApp(<VehicleHistoryPanel vehicleId={31} />);
      await user.click(await screen.findByRole("button", { name: "Not this car" }));
      const dialog = await screen.findByRole("dialog", { name: "Not this car?" });
      expect(
        within(dialog).getByText(
          "Page 3 of The Classic Car, Spring 1968 will not be linked to the 1931 Duesenberg Model J. This cannot be undone.",
        ),
      ).toBeTruthy();
      await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
      await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
      expect(fetchMock.mock.calls.some(([url]) => url.endsWith("/dismiss"))).toBe(false);

      await user.click(screen.getByRole("button", { name: "Not this car" }));
      const again = await screen.findByRole("dialog", { name: "Not this car?" });
      await user.click(within(again).getByRole("button", { name: "Not this car" }));
      await waitFor(() =>
        expect(screen.queryByRole("heading", { name: "In the club's publications" })).toBeNull(),
      );
      await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    });

    it("shows the server's words when the page was decided already", async () => {
      const user = userEvent.setup();
      stubApi({
        "GET /api/v1/vehicles/31/history": () => ({
          body: { ...duesenbergHistory, archivePages: [pendingMention] },
        }),
        "POST /api/v1/archive/mentions/90/confirm": () => ({
          status: 409,
          body: { errors: { base: [archiveMessages.mentionDecided] } },
        }),
      });
      renderWithApp(<VehicleHistoryPanel vehicleId={31} />);
      await user.click(await screen.findByRole("button", { name: "Yes, it is this car" }));
      expect(await screen.findByText(archiveMessages.mentionDecided)).toBeTruthy();
    });
  });
});
