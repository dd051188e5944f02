import { listingMessages, type OfficeListingRow } from "@club/domain/listing.schema";
import { policyMessages } from "@club/domain/office-policies.schema";
import { Notifications } from "@mantine/notifications";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { saveToken } from "../../../api/token-storage.ts";
import { officeSessionFixture, staffOfficePolicies } from "../../../test/office.fixture.ts";
import { renderWithApp } from "../../../test/render-with-app.tsx";
import { type StubReply, sentBody, stubApi } from "../../../test/stub-api.ts";
import { OfficeListingsPage } from "./office-listings-page.tsx";

const listing = (overrides: Partial<OfficeListingRow> = {}): OfficeListingRow => ({
  id: 31,
  kind: "part",
  status: "awaiting_approval",
  title: "Packard hub caps",
  price: 400,
  city: "Hartford",
  state: "US-CT",
  country: "US",
  car: null,
  thumbnailUrl: "/api/v1/listing_photos/5/thumbnail?expires=1&signature=x",
  warning: false,
  publishedAt: null,
  expiresAt: null,
  soldAt: null,
  seller: { memberId: 7, memberNo: 10042, name: "Nora Newman" },
  openReports: [],
  ...overrides,
});

const hubCaps = listing();
const radiator = listing({
  id: 32,
  kind: "wanted",
  status: "active",
  title: "Radiator shell wanted",
  price: null,
  thumbnailUrl: null,
  publishedAt: "2027-06-01T12:00:00.000Z",
  expiresAt: "2027-07-31T12:00:00.000Z",
  seller: { memberId: 8, memberNo: 10043, name: "Hal Byrne" },
  openReports: [
    { id: 4, reason: "Sold already elsewhere", reporter: "Rita Reed", createdAt: "2027-06-10T12:00:00.000Z" },
  ],
});

const page = (results: OfficeListingRow[]) => ({ results, page: 1, pageSize: 50, total: results.length });
const queueUrl = "/api/v1/office/listings?show=awaiting_approval&page=1";

function renderPage(
  routes: Record<string, (init?: RequestInit) => StubReply> = {},
  { path = "/office/listings", session = officeSessionFixture({ role: "office_staff" }) } = {},
) {
  const fetchMock = stubApi({
    "GET /api/v1/office/session": () => ({ body: session }),
    [`GET ${queueUrl}`]: () => ({ body: page([hubCaps, radiator]) }),
    ...routes,
  });
  renderWithApp(
    <>
      <Notifications />
      <OfficeListingsPage />
    </>,
    { path, route: "/office/listings" },
  );
  return fetchMock;
}

const callsTo = (fetchMock: ReturnType<typeof stubApi>, url: string) =>
  fetchMock.mock.calls.filter(([called]) => called === url);

describe("the office's marketplace page (issue 44)", () => {
  beforeEach(() => saveToken("test-token", false));

  it("shows each listing with its photo, kind, price, seller and open reports", async () => {
    renderPage();
    expect(await screen.findByRole("heading", { level: 1, name: "Marketplace" })).toBeTruthy();
    expect(screen.getByRole("tab", { name: "Waiting for approval", selected: true })).toBeTruthy();
    const caps = await screen.findByRole("listitem", { name: "Packard hub caps" });
    expect(within(caps).getByRole("img", { name: "Photo of Packard hub caps" })).toBeTruthy();
    expect(within(caps).getByText("Part for sale")).toBeTruthy();
    expect(within(caps).getByText("$400")).toBeTruthy();
    expect(within(caps).getByRole("link", { name: "Nora Newman (no. 10042)" }).getAttribute("href")).toBe(
      "/office/members/7",
    );
    expect(within(caps).getByRole("link", { name: "Packard hub caps" }).getAttribute("href")).toBe(
      "/marketplace/31",
    );
    expect(within(caps).getByRole("button", { name: "Approve Packard hub caps" })).toBeTruthy();

    const shell = screen.getByRole("listitem", { name: "Radiator shell wanted" });
    expect(within(shell).getByText("Budget not given")).toBeTruthy();
    expect(within(shell).queryByRole("button", { name: /Approve/ })).toBeNull();
    const reports = within(shell).getByRole("list", { name: "Reports of Radiator shell wanted" });
    expect(within(reports).getByText("Sold already elsewhere")).toBeTruthy();
    expect(within(reports).getByText(/^Rita Reed, /)).toBeTruthy();
  });

  it("says so when nothing waits", async () => {
    renderPage({ [`GET ${queueUrl}`]: () => ({ body: page([]) }) });
    expect(await screen.findByText("Nothing waits for approval.")).toBeTruthy();
  });

  it("says why the list did not load", async () => {
    renderPage({
      [`GET ${queueUrl}`]: () => ({ status: 500, body: { errors: { base: ["Something went wrong"] } } }),
    });
    expect(await screen.findByText("Something went wrong")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
  });

  it("approves a waiting listing with one click", async () => {
    const user = userEvent.setup();
    const fetchMock = renderPage({
      "POST /api/v1/office/listings/31/approve": () => ({ body: listing({ status: "active" }) }),
    });
    const caps = await screen.findByRole("listitem", { name: "Packard hub caps" });
    await user.click(within(caps).getByRole("button", { name: "Approve Packard hub caps" }));
    await waitFor(() => expect(callsTo(fetchMock, "/api/v1/office/listings/31/approve")).toHaveLength(1));
    expect(await screen.findByText(/The listing was approved/)).toBeTruthy();
    // The queue loads again: the approved listing leaves it.
    await waitFor(() => expect(callsTo(fetchMock, queueUrl).length).toBeGreaterThan(1));
  });

  it("asks a reason before removing, then the question over it", async () => {
    const user = userEvent.setup();
    const fetchMock = renderPage({
      "POST /api/v1/office/listings/32/remove": () => ({
        body: { ...radiator, status: "removed", openReports: [] },
      }),
    });
    const shell = await screen.findByRole("listitem", { name: "Radiator shell wanted" });
    await user.click(within(shell).getByRole("button", { name: "Remove… Radiator shell wanted" }));
    const dialog = await screen.findByRole("dialog", { name: "Remove this listing?" });
    await user.click(within(dialog).getByRole("button", { name: "Continue" }));
    expect(await within(dialog).findByText(listingMessages.reasonRequired)).toBeTruthy();
    expect(callsTo(fetchMock, "/api/v1/office/listings/32/remove")).toHaveLength(0);

    await user.type(within(dialog).getByRole("textbox", { name: /Reason/ }), "Sold elsewhere in May");
    await user.click(within(dialog).getByRole("button", { name: "Continue" }));
    expect(within(dialog).getByText('Remove "Radiator shell wanted" from the marketplace?')).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Remove listing" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const [, init] = callsTo(fetchMock, "/api/v1/office/listings/32/remove")[0] ?? [];
    expect(sentBody(init)).toEqual({ reason: "Sold elsewhere in May" });
  });

  it("dismisses a report, and says so when another office account decided it first", async () => {
    const user = userEvent.setup();
    const fetchMock = renderPage({
      "POST /api/v1/office/listing_reports/4/dismiss": () => ({
        status: 409,
        body: { errors: { base: ["The office has decided this report already."] } },
      }),
    });
    const shell = await screen.findByRole("listitem", { name: "Radiator shell wanted" });
    await user.click(within(shell).getByRole("button", { name: "Dismiss report by Rita Reed" }));
    expect(
      await screen.findByText("The office has decided this report already. The list has been loaded again."),
    ).toBeTruthy();
    expect(callsTo(fetchMock, "/api/v1/office/listing_reports/4/dismiss")).toHaveLength(1);
  });

  it("reads the reported tab from the address", async () => {
    renderPage(
      { "GET /api/v1/office/listings?show=reported&page=1": () => ({ body: page([radiator]) }) },
      { path: "/office/listings?show=reported" },
    );
    expect(await screen.findByRole("listitem", { name: "Radiator shell wanted" })).toBeTruthy();
    expect(screen.getByRole("tab", { name: "Reported", selected: true })).toBeTruthy();
  });

  it("tells an account that may not moderate listings who can, without asking for them", async () => {
    const fetchMock = renderPage(
      {},
      {
        session: officeSessionFixture({
          role: "office_staff",
          policies: { ...staffOfficePolicies, moderateListings: false },
        }),
      },
    );
    expect(await screen.findByText(policyMessages.roleTooLow)).toBeTruthy();
    expect(callsTo(fetchMock, queueUrl)).toHaveLength(0);
  });
});
