import type { OfficeVehicle, OfficeVehicleList } from "@club/domain/office-vehicles.schema";
import { Notifications } from "@mantine/notifications";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { saveToken } from "../../../api/token-storage.ts";
import { renderWithApp } from "../../../test/render-with-app.tsx";
import { sentBody, stubApi } from "../../../test/stub-api.ts";
import { packardFixture } from "../../../test/vehicle.fixture.ts";
import { OfficeApprovalsPage } from "./office-approvals-page.tsx";

const car = (overrides: Partial<OfficeVehicle> = {}): OfficeVehicle => ({
  ...packardFixture,
  id: 12,
  year: 1931,
  model: "Twin Six",
  approvedByCommittee: false,
  status: "pending",
  rejectionReason: null,
  owner: { id: 7, memberNo: 10042, firstName: "Ruth", lastName: "Owner" },
  updatedAt: "2026-11-20T10:00:00.000Z",
  reviewedAt: null,
  approvedBefore: false,
  changes: [],
  classic: null,
  registryStatus: "active",
  ...overrides,
});

const twinSix = car();
const changed = car({
  id: 13,
  model: "Custom Super Eight",
  approvedBefore: true,
  changes: [{ field: "model", before: "Custom Eight", after: "Custom Super Eight" }],
  owner: { id: 8, memberNo: 10043, firstName: "Hal", lastName: "Byrne" },
  classic: { id: 3, label: "Packard, every model, 1925–1948" },
});

const list = (results: OfficeVehicle[], counts = { pending: results.length, approved: 4, rejected: 1 }) =>
  ({ results, page: 1, pageSize: 20, total: results.length, counts }) satisfies OfficeVehicleList;

function renderPage(routes: Parameters<typeof stubApi>[0] = {}, path = "/office/approvals") {
  const fetchMock = stubApi({
    "GET /api/v1/office/vehicles?status=pending&page=1": () => ({ body: list([twinSix, changed]) }),
    ...routes,
  });
  renderWithApp(
    <>
      <Notifications />
      <OfficeApprovalsPage />
    </>,
    { path, route: "/office/approvals" },
  );
  return fetchMock;
}

const callsTo = (fetchMock: ReturnType<typeof stubApi>, url: string) =>
  fetchMock.mock.calls.filter(([called]) => called === url);

describe("the car approvals page (issue 14)", () => {
  beforeEach(() => saveToken("test-token", false));

  it("lists the waiting cars with their owner, photos, fields and what changed since the approval", async () => {
    renderPage();
    const item = await screen.findByRole("listitem", { name: "1931 Packard Custom Super Eight" });
    expect(screen.getByRole("tab", { name: "Pending (2)", selected: true })).toBeTruthy();
    expect(screen.getByRole("tab", { name: "Rejected (1)" })).toBeTruthy();
    const owner = within(item).getByRole("link", { name: "Hal Byrne (no. 10043)" });
    expect(owner.getAttribute("href")).toBe("/office/members/8");
    expect(within(item).getByText("Changed since approval")).toBeTruthy();
    const changes = within(item).getByRole("list", { name: /Changes to the .* since its approval/ });
    expect(within(changes).getByText("Model: Custom Eight → Custom Super Eight")).toBeTruthy();
    expect(within(item).getByText("Model (changed)")).toBeTruthy();
    expect(
      within(item).getByRole("img", { name: "Photo of the 1931 Packard Custom Super Eight" }),
    ).toBeTruthy();

    const fresh = screen.getByRole("listitem", { name: "1931 Packard Twin Six" });
    expect(within(fresh).getByText("New car")).toBeTruthy();
    expect(within(fresh).queryByText(/Changed since/)).toBeNull();

    // Issue 27: the entry of the Full Classic list each car is on, or the way to the list's petitions.
    expect(item.textContent).toContain("On the Full Classic list: Packard, every model, 1925–1948");
    expect(fresh.textContent).toContain("Not on the Full Classic list");
    expect(within(fresh).getByRole("link", { name: "the list and its petitions" }).getAttribute("href")).toBe(
      "/office/classics?tab=petitions",
    );
  });

  it("records a car destroyed after asking, then shows it so (issue 27)", async () => {
    const user = userEvent.setup();
    let destroyed = false;
    const fetchMock = renderPage({
      "GET /api/v1/office/vehicles?status=pending&page=1": () => ({
        body: list([destroyed ? car({ registryStatus: "destroyed" }) : twinSix]),
      }),
      "POST /api/v1/office/vehicles/12/registry_status": () => {
        destroyed = true;
        return { body: car({ registryStatus: "destroyed" }) };
      },
    });
    const card = await screen.findByRole("listitem", { name: "1931 Packard Twin Six" });
    await user.click(within(card).getByRole("button", { name: "Mark destroyed the 1931 Packard Twin Six" }));
    const dialog = await screen.findByRole("dialog", { name: "Mark this car destroyed?" });
    await user.click(within(dialog).getByRole("button", { name: "Mark destroyed" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const [, init] = callsTo(fetchMock, "/api/v1/office/vehicles/12/registry_status")[0] ?? [];
    expect(sentBody(init)).toEqual({ status: "destroyed" });
    expect(await within(card).findByText("Destroyed")).toBeTruthy();
    expect(
      within(card).getByRole("button", { name: "Back on the road the 1931 Packard Twin Six" }),
    ).toBeTruthy();
  });

  it("says so when no car is waiting", async () => {
    renderPage({ "GET /api/v1/office/vehicles?status=pending&page=1": () => ({ body: list([]) }) });
    expect(await screen.findByText("No cars are waiting for approval.")).toBeTruthy();
  });

  it("approves a car after asking, sending the car as it was shown, then loads the list again", async () => {
    const user = userEvent.setup();
    const fetchMock = renderPage({
      "POST /api/v1/office/vehicles/12/approve": () => ({
        body: { ...twinSix, status: "approved", approvedByCommittee: true },
      }),
    });
    await user.click(await screen.findByRole("button", { name: "Approve the 1931 Packard Twin Six" }));
    const dialog = await screen.findByRole("dialog", { name: "Approve this car?" });
    expect(within(dialog).getByText("1931 Packard Twin Six, owned by Ruth Owner")).toBeTruthy();
    // Cancel first: nothing is sent.
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(callsTo(fetchMock, "/api/v1/office/vehicles/12/approve")).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: "Approve the 1931 Packard Twin Six" }));
    await user.click(
      within(await screen.findByRole("dialog", { name: "Approve this car?" })).getByRole("button", {
        name: "Approve car",
      }),
    );
    expect(await screen.findByText(/The 1931 Packard Twin Six was approved/)).toBeTruthy();
    const [approval] = callsTo(fetchMock, "/api/v1/office/vehicles/12/approve");
    expect(sentBody(approval?.[1])).toEqual({ updated_at: "2026-11-20T10:00:00.000Z" });
    await waitFor(() =>
      expect(callsTo(fetchMock, "/api/v1/office/vehicles?status=pending&page=1").length).toBeGreaterThan(1),
    );
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    // The closing dialog hands focus back to its button first; the page then moves it to the list's heading.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole("heading", { name: "Cars waiting for approval" })),
    );
  });

  it("rejects a car only with a reason, which it shows before asking", async () => {
    const user = userEvent.setup();
    const reason = "Please add a photo of the engine number plate.";
    const fetchMock = renderPage({
      "POST /api/v1/office/vehicles/12/reject": () => ({
        body: { ...twinSix, status: "rejected", rejectionReason: reason },
      }),
    });
    await user.click(await screen.findByRole("button", { name: "Reject the 1931 Packard Twin Six" }));
    const dialog = await screen.findByRole("dialog", { name: "Reject this car" });
    await user.click(within(dialog).getByRole("button", { name: "Continue" }));
    expect(await within(dialog).findByText("Reason is required")).toBeTruthy();

    await user.type(within(dialog).getByRole("textbox", { name: /Reason/ }), reason);
    await user.click(within(dialog).getByRole("button", { name: "Continue" }));
    expect(await within(dialog).findByText("Reject this car?")).toBeTruthy();
    expect(within(dialog).getByText(reason)).toBeTruthy();
    expect(callsTo(fetchMock, "/api/v1/office/vehicles/12/reject")).toHaveLength(0);
    await user.click(within(dialog).getByRole("button", { name: "Reject car" }));

    expect(await screen.findByText(/The 1931 Packard Twin Six was rejected/)).toBeTruthy();
    const [rejection] = callsTo(fetchMock, "/api/v1/office/vehicles/12/reject");
    expect(sentBody(rejection?.[1])).toEqual({ reason, updated_at: "2026-11-20T10:00:00.000Z" });
  });

  it("says so in the dialog when the owner changed the car after the list was loaded", async () => {
    const user = userEvent.setup();
    const message = "The owner changed this car after the list was loaded. Look at it again before deciding.";
    renderPage({
      "POST /api/v1/office/vehicles/13/reject": () => ({
        status: 422,
        body: { errors: { updatedAt: [message] } },
      }),
    });
    await user.click(
      await screen.findByRole("button", { name: "Reject the 1931 Packard Custom Super Eight" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Reject this car" });
    await user.type(within(dialog).getByRole("textbox", { name: /Reason/ }), "Not original");
    await user.click(within(dialog).getByRole("button", { name: "Continue" }));
    await user.click(await within(dialog).findByRole("button", { name: "Reject car" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe(message);
  });

  it("shows the rejected cars with the reason given, from the address", async () => {
    const reason = "Body is not original.";
    renderPage(
      {
        "GET /api/v1/office/vehicles?status=rejected&page=1": () => ({
          body: list(
            [car({ status: "rejected", rejectionReason: reason, reviewedAt: "2026-11-20T11:00:00.000Z" })],
            {
              pending: 2,
              approved: 4,
              rejected: 1,
            },
          ),
        }),
      },
      "/office/approvals?status=rejected",
    );
    const item = await screen.findByRole("listitem", { name: "1931 Packard Twin Six" });
    expect(screen.getByRole("tab", { name: "Rejected (1)", selected: true })).toBeTruthy();
    expect(within(item).getByText(reason)).toBeTruthy();
    expect(within(item).getByRole("button", { name: "Approve the 1931 Packard Twin Six" })).toBeTruthy();
    expect(within(item).queryByRole("button", { name: /^Reject/ })).toBeNull();
  });
});
