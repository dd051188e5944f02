import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { saveToken } from "../../../api/token-storage.ts";
import { officeVehicleClaimFixture } from "../../../test/office-vehicle-claim.fixture.ts";
import { renderWithApp } from "../../../test/render-with-app.tsx";
import { stubApi } from "../../../test/stub-api.ts";
import { ClaimCard } from "./claim-card.tsx";

function renderCard(...[props]: Parameters<typeof ClaimCard>) {
  renderWithApp(
    <ul>
      <ClaimCard {...props} />
    </ul>,
  );
  return screen.getByRole("listitem", { name: props.claim.car });
}

/** A label and its value, as the card's lines read. */
const lineOf = (card: HTMLElement, label: string) =>
  within(card).getByText(`${label}:`, { exact: false }).parentElement?.textContent;

describe("a claim's card (issue 27)", () => {
  it("shows the car, who claims it, who has it, its numbers, the note and the papers", () => {
    const card = renderCard({ claim: officeVehicleClaimFixture() });
    expect(within(card).getByRole("heading", { name: "1931 Packard Twin Six" })).toBeTruthy();
    expect(within(card).getByText("Pending")).toBeTruthy();
    expect(lineOf(card, "Claimed by")).toBe("Claimed by: Hal Byrne (no. 10043)");
    expect(lineOf(card, "Current owner")).toBe("Current owner: Ruth Owner (no. 10042)");
    expect(within(card).getByText("S-1931")).toBeTruthy();
    expect(within(card).getByText("E-931")).toBeTruthy();
    // No body number recorded: a dash, not an empty line.
    expect(within(card).getByText("Body Number").nextElementSibling?.textContent).toBe("—");
    expect(within(card).getByText(/I bought it at auction in 2019/)).toBeTruthy();
    const paper = within(card).getByRole("link", { name: "title.pdf (opens in a new tab)" });
    expect(paper.getAttribute("href")).toBe("/api/v1/claim_documents/71?expires=1&signature=a");
    expect(paper.getAttribute("target")).toBe("_blank");
    expect(paper.getAttribute("rel")).toBe("noopener noreferrer");
  });

  it("says so when no member has the car, and when no papers came with the claim", () => {
    const card = renderCard({ claim: officeVehicleClaimFixture({ currentOwner: null, documents: [] }) });
    expect(lineOf(card, "Current owner")).toBe("Current owner: No member — sold outside the club");
    expect(within(card).getByText("The claimant attached no papers.")).toBeTruthy();
  });

  it("names an owner whose membership record is gone without a number", () => {
    const card = renderCard({
      claim: officeVehicleClaimFixture({ currentOwner: { memberNo: null, name: "A former member" } }),
    });
    expect(lineOf(card, "Current owner")).toBe("Current owner: A former member");
  });

  it("offers both decisions on a pending claim, naming the car for a screen reader", async () => {
    const onDecide = vi.fn();
    const claim = officeVehicleClaimFixture();
    const card = renderCard({ claim, onDecide });
    const user = userEvent.setup();
    await user.click(
      within(card).getByRole("button", { name: "Approve the claim on the 1931 Packard Twin Six" }),
    );
    await user.click(
      within(card).getByRole("button", { name: "Reject the claim on the 1931 Packard Twin Six" }),
    );
    expect(onDecide.mock.calls).toEqual([
      [claim, "approve"],
      [claim, "reject"],
    ]);
  });

  it("offers no decision without the policy to decide", () => {
    const card = renderCard({ claim: officeVehicleClaimFixture() });
    expect(within(card).queryByRole("button", { name: /^(Approve|Reject)/ })).toBeNull();
  });

  it("shows a decided claim's date and reason, and no decision to take again", () => {
    const card = renderCard({
      claim: officeVehicleClaimFixture({
        status: "rejected",
        reason: "The title names another car.",
        decidedAt: "2026-11-21T10:00:00.000Z",
      }),
      onDecide: vi.fn(),
    });
    expect(within(card).getByText("Rejected")).toBeTruthy();
    expect(lineOf(card, "Rejected")).toMatch(/^Rejected: 2026-11-2\d \d{1,2}:\d\d [AP]M$/);
    expect(lineOf(card, "Reason given")).toBe("Reason given: The title names another car.");
    expect(within(card).queryByRole("button", { name: /^(Approve|Reject)/ })).toBeNull();
  });

  it("shows the owner's answer, or that they have not answered (issue 39)", () => {
    const waiting = renderCard({ claim: officeVehicleClaimFixture() });
    expect(within(waiting).getByText("The owner has not answered the claim.")).toBeTruthy();
  });

  it("shows what the owner answered before the office decides (issue 39)", () => {
    const card = renderCard({
      claim: officeVehicleClaimFixture({
        ownerAnswer: {
          text: "I bought it in 2004; the title is mine.",
          answeredAt: "2026-11-21T10:00:00.000Z",
        },
      }),
    });
    expect(within(card).getByText("The owner's answer")).toBeTruthy();
    expect(within(card).getByText("I bought it in 2004; the title is mine.")).toBeTruthy();
  });

  it("loads the car's history when the office asks for it (issue 39)", async () => {
    saveToken("test-token", false);
    const user = userEvent.setup();
    const fetchMock = stubApi({
      "GET /api/v1/office/vehicle_claims/5/history": () => ({
        body: {
          vehicleId: 12,
          car: "1931 Packard Twin Six",
          status: "approved",
          registryStatus: "disputed",
          inGarage: true,
          numbers: null,
          ownerships: [
            {
              ownerName: "Walter Early",
              memberNo: 10001,
              place: null,
              from: "1990-05-01",
              to: "2010-06-30",
              source: "registered",
              clubMember: true,
              endedHow: null,
            },
            {
              ownerName: "Ruth Owner",
              memberNo: 10042,
              place: null,
              from: "2010-06-30",
              to: null,
              source: "transfer",
              clubMember: true,
              endedHow: null,
            },
          ],
          events: [],
          awards: [{ eventTitle: "Grand Classic 2015", date: "2015-06-20", award: "First Place", score: 98 }],
          archivePages: [],
        },
      }),
    });
    const card = renderCard({ claim: officeVehicleClaimFixture() });
    expect(fetchMock).not.toHaveBeenCalled();
    const show = within(card).getByRole("button", { name: "Show the car's history" });
    expect(show.getAttribute("aria-expanded")).toBe("false");
    await user.click(show);
    const history = within(card).getByRole("region", { name: "History of the 1931 Packard Twin Six" });
    expect(await within(history).findByText(/Walter Early/)).toBeTruthy();
    expect(within(history).getByText(/Grand Classic 2015/)).toBeTruthy();
    expect(
      within(card).getByRole("button", { name: "Hide the car's history" }).getAttribute("aria-expanded"),
    ).toBe("true");
  });
});
