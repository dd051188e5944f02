import type { OfficeSession } from "@club/domain/office.schema";
import { policyMessages } from "@club/domain/office-policies.schema";
import { type OfficeVehicleClaim, registryMessages } from "@club/domain/vehicle-registry.schema";
import { Notifications } from "@mantine/notifications";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { saveToken } from "../../../api/token-storage.ts";
import { officeSessionFixture, staffOfficePolicies } from "../../../test/office.fixture.ts";
import { officeVehicleClaimFixture } from "../../../test/office-vehicle-claim.fixture.ts";
import { renderWithApp } from "../../../test/render-with-app.tsx";
import { type StubReply, stubApi } from "../../../test/stub-api.ts";
import { OfficeVehicleClaimsPage } from "./office-vehicle-claims-page.tsx";

const twinSix = officeVehicleClaimFixture();
const speedster = officeVehicleClaimFixture({
  id: 6,
  vehicleId: 14,
  car: "1935 Auburn 851 Speedster",
  claimant: { memberNo: 10050, name: "Ida Vance" },
  currentOwner: null,
});

const list = (
  claims: OfficeVehicleClaim[],
  counts = { pending: claims.length, approved: 3, rejected: 1, closed: 0 },
) => ({
  claims,
  counts,
});

const pendingUrl = "/api/v1/office/vehicle_claims?status=pending";

function renderPage(
  routes: Record<string, () => StubReply | Promise<StubReply>> = {},
  { path = "/office/vehicle-claims", session = officeSessionFixture() } = {},
) {
  const fetchMock = stubApi({
    "GET /api/v1/office/session": () => ({ body: session }),
    [`GET ${pendingUrl}`]: () => ({ body: list([twinSix, speedster]) }),
    ...routes,
  });
  renderWithApp(
    <>
      <Notifications />
      <OfficeVehicleClaimsPage />
    </>,
    { path, route: "/office/vehicle-claims" },
  );
  return fetchMock;
}

const callsTo = (fetchMock: ReturnType<typeof stubApi>, url: string) =>
  fetchMock.mock.calls.filter(([called]) => called === url);

const staff = (overrides: Partial<OfficeSession["policies"]> = {}) =>
  officeSessionFixture({ role: "office_staff", policies: { ...staffOfficePolicies, ...overrides } });

describe("the car claims page (issue 27)", () => {
  beforeEach(() => saveToken("test-token", false));

  it("lists the pending claims, the oldest first, with every status's count", async () => {
    renderPage();
    expect(await screen.findByRole("heading", { level: 1, name: "Car Claims" })).toBeTruthy();
    const queue = await screen.findByRole("list", {
      name: "Claims waiting for a decision, the oldest first",
    });
    expect(
      within(queue)
        .getAllByRole("heading", { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(["1931 Packard Twin Six", "1935 Auburn 851 Speedster"]);
    expect(screen.getByRole("tab", { name: "Pending (2)", selected: true })).toBeTruthy();
    expect(screen.getByRole("tab", { name: "Approved (3)" })).toBeTruthy();
    expect(screen.getByRole("tab", { name: "Rejected (1)" })).toBeTruthy();
    const speedsterCard = within(queue).getByRole("listitem", { name: "1935 Auburn 851 Speedster" });
    expect(within(speedsterCard).getByText("No member — sold outside the club")).toBeTruthy();
  });

  it("shows another tab's claims from the address, and says so when a tab has none", async () => {
    const user = userEvent.setup();
    const reason = "The title names another car.";
    renderPage(
      {
        "GET /api/v1/office/vehicle_claims?status=rejected": () => ({
          body: list(
            [
              officeVehicleClaimFixture({
                status: "rejected",
                reason,
                decidedAt: "2026-11-21T10:00:00.000Z",
              }),
            ],
            { pending: 2, approved: 0, rejected: 1, closed: 0 },
          ),
        }),
        "GET /api/v1/office/vehicle_claims?status=approved": () => ({
          body: list([], { pending: 2, approved: 0, rejected: 1, closed: 0 }),
        }),
      },
      { path: "/office/vehicle-claims?status=rejected" },
    );
    const card = await screen.findByRole("listitem", { name: "1931 Packard Twin Six" });
    expect(screen.getByRole("tab", { name: "Rejected (1)", selected: true })).toBeTruthy();
    expect(within(card).getByText(reason)).toBeTruthy();
    expect(within(card).queryByRole("button", { name: /^(Approve|Reject)/ })).toBeNull();

    await user.click(screen.getByRole("tab", { name: /^Approved/ }));
    expect(await screen.findByText("No claims have been approved yet.")).toBeTruthy();
  });

  it("says so when no claim is waiting", async () => {
    renderPage({ [`GET ${pendingUrl}`]: () => ({ body: list([]) }) });
    expect(await screen.findByText("No claims are waiting for a decision.")).toBeTruthy();
  });

  it("says it is loading, then why the queue failed, and loads it again when asked", async () => {
    const user = userEvent.setup();
    let failing = true;
    renderPage({
      [`GET ${pendingUrl}`]: () =>
        failing
          ? { status: 500, body: { errors: { base: ["Something went wrong"] } } }
          : { body: list([twinSix]) },
    });
    expect(await screen.findByText("Loading claims…")).toBeTruthy();
    expect((await screen.findByRole("alert")).textContent).toBe("Something went wrong");
    failing = false;
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("listitem", { name: "1931 Packard Twin Six" })).toBeTruthy();
  });

  it("approves a claim after asking, then loads the queue again with the focus on its heading", async () => {
    const user = userEvent.setup();
    let decided = false;
    const fetchMock = renderPage({
      [`GET ${pendingUrl}`]: () => ({ body: list(decided ? [speedster] : [twinSix, speedster]) }),
      "POST /api/v1/office/vehicle_claims/5/approve": () => {
        decided = true;
        return { body: { ...twinSix, status: "approved", decidedAt: "2026-11-21T10:00:00.000Z" } };
      },
    });
    await user.click(
      await screen.findByRole("button", { name: "Approve the claim on the 1931 Packard Twin Six" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Approve this claim?" });
    expect(within(dialog).getByText(/will move from Ruth Owner to Hal Byrne's garage/)).toBeTruthy();
    // Cancel first: nothing is sent.
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(callsTo(fetchMock, "/api/v1/office/vehicle_claims/5/approve")).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: "Approve the claim on the 1931 Packard Twin Six" }));
    await user.click(
      within(await screen.findByRole("dialog", { name: "Approve this claim?" })).getByRole("button", {
        name: "Approve claim",
      }),
    );
    expect(await screen.findByText(/The claim was approved/)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("listitem", { name: "1931 Packard Twin Six" })).toBeNull());
    expect(screen.getByRole("tab", { name: "Pending (1)" })).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole("heading", { name: "Claims waiting for a decision, the oldest first" }),
      ),
    );
  });

  it("rejects a claim with the reason given", async () => {
    const user = userEvent.setup();
    const fetchMock = renderPage({
      "POST /api/v1/office/vehicle_claims/6/reject": () => ({ body: { ...speedster, status: "rejected" } }),
    });
    await user.click(
      await screen.findByRole("button", { name: "Reject the claim on the 1935 Auburn 851 Speedster" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Reject this claim?" });
    expect(
      within(dialog).getByText("The 1935 Auburn 851 Speedster stays in the registry, in no member's garage."),
    ).toBeTruthy();
    await user.type(within(dialog).getByRole("textbox", { name: /Reason/ }), "No papers for this chassis");
    await user.click(within(dialog).getByRole("button", { name: "Reject claim" }));
    expect(await screen.findByText("The claim on the 1935 Auburn 851 Speedster was rejected.")).toBeTruthy();
    await waitFor(() => expect(callsTo(fetchMock, pendingUrl).length).toBeGreaterThan(1));
  });

  it("says when someone else decided the claim first, and shows the queue as it is now", async () => {
    const user = userEvent.setup();
    let decidedElsewhere = false;
    const fetchMock = renderPage({
      [`GET ${pendingUrl}`]: () => ({ body: list(decidedElsewhere ? [speedster] : [twinSix, speedster]) }),
      "POST /api/v1/office/vehicle_claims/5/approve": () => {
        decidedElsewhere = true;
        return { status: 409, body: { errors: { base: [registryMessages.claimDecided] } } };
      },
    });
    await user.click(
      await screen.findByRole("button", { name: "Approve the claim on the 1931 Packard Twin Six" }),
    );
    await user.click(
      within(await screen.findByRole("dialog", { name: "Approve this claim?" })).getByRole("button", {
        name: "Approve claim",
      }),
    );
    const notice = await screen.findByRole("alert");
    expect(notice.textContent).toContain(`${registryMessages.claimDecided} The queue has been loaded again.`);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(screen.queryByRole("listitem", { name: "1931 Packard Twin Six" })).toBeNull());
    expect(callsTo(fetchMock, pendingUrl).length).toBeGreaterThan(1);
    expect(screen.getByRole("listitem", { name: "1935 Auburn 851 Speedster" })).toBeTruthy();

    await user.click(within(notice).getByRole("button", { name: "Dismiss" }));
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("shows the queue without its decisions to an account the policies do not let decide", async () => {
    renderPage({}, { session: staff() });
    const card = await screen.findByRole("listitem", { name: "1931 Packard Twin Six" });
    expect(screen.getByText("Only an office administrator can approve or reject a claim.")).toBeTruthy();
    expect(within(card).queryByRole("button", { name: /^(Approve|Reject)/ })).toBeNull();
    expect(screen.queryByRole("button", { name: /^(Approve|Reject)/ })).toBeNull();
  });

  it("follows the policies rather than the role: staff allowed to decide see the decisions", async () => {
    renderPage({}, { session: staff({ decideVehicleClaims: true }) });
    expect(
      await screen.findByRole("button", { name: "Approve the claim on the 1931 Packard Twin Six" }),
    ).toBeTruthy();
    expect(screen.queryByText("Only an office administrator can approve or reject a claim.")).toBeNull();
  });

  it("asks nothing of the queue for an account not allowed to read it", async () => {
    const fetchMock = renderPage({}, { session: staff({ reviewVehicles: false }) });
    expect(await screen.findByText(policyMessages.roleTooLow)).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1, name: "Car Claims" })).toBeTruthy();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(["/api/v1/office/session"]);
  });
});
