import type { OfficeErasureRequest } from "@club/domain/erasure.schema";
import type { OfficeSession } from "@club/domain/office.schema";
import { policyMessages } from "@club/domain/office-policies.schema";
import { Notifications } from "@mantine/notifications";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { saveToken } from "../../../api/token-storage.ts";
import { officeSessionFixture, staffOfficePolicies } from "../../../test/office.fixture.ts";
import { renderWithApp } from "../../../test/render-with-app.tsx";
import { type StubReply, sentBody, stubApi } from "../../../test/stub-api.ts";
import { OfficeErasureRequestsPage } from "./office-erasure-requests-page.tsx";

function request(overrides: Partial<OfficeErasureRequest> = {}): OfficeErasureRequest {
  return {
    id: 1,
    memberNo: 10042,
    name: "Ruth Owner",
    reason: "Moving abroad",
    status: "open",
    requestedAt: "2026-10-01T12:00:00.000Z",
    dueOn: "2026-10-31",
    late: true,
    decidedAt: null,
    decidedBy: null,
    refusal: null,
    ...overrides,
  };
}

const lateOne = request();
const dueLater = request({ id: 2, memberNo: 10077, name: "Ida Vance", dueOn: "2026-12-20", late: false });
const refused = request({
  id: 3,
  memberNo: 10003,
  name: "Al Early",
  status: "refused",
  late: false,
  decidedAt: "2026-11-02T10:00:00.000Z",
  decidedBy: "Olive Office",
  refusal: "A cheque is still being cleared.",
});

const queueUrl = "GET /api/v1/office/erasure_requests";
const queue = { requests: [lateOne, dueLater, refused], late: 1 };

function renderPage(
  routes: Record<string, (init?: RequestInit) => StubReply | Promise<StubReply>> = {},
  session: OfficeSession = officeSessionFixture(),
) {
  const fetchMock = stubApi({
    "GET /api/v1/office/session": () => ({ body: session }),
    [queueUrl]: () => ({ body: queue }),
    ...routes,
  });
  renderWithApp(
    <>
      <Notifications />
      <OfficeErasureRequestsPage />
    </>,
    { path: "/office/erasure-requests" },
  );
  return fetchMock;
}

const staff = () => officeSessionFixture({ role: "office_staff", policies: staffOfficePolicies });

describe("the requests to leave page (issue 30)", () => {
  beforeEach(() => saveToken("test-token", false));

  it("lists the open requests first with the late ones marked and counted, then the answered ones", async () => {
    renderPage();
    expect(await screen.findByRole("heading", { level: 1, name: "Requests to leave" })).toBeTruthy();
    expect(await screen.findByText("1 request is past the due day: answer it first.")).toBeTruthy();
    const open = screen.getByRole("list", { name: "Waiting for an answer, the first due first" });
    const cards = within(open).getAllByRole("listitem");
    expect(cards.map((card) => within(card).getByRole("heading", { level: 3 }).textContent)).toEqual([
      "Ruth Owner (member 10042)",
      "Ida Vance (member 10077)",
    ]);
    expect(within(cards[0] as HTMLElement).getByText("Late")).toBeTruthy();
    expect(within(cards[1] as HTMLElement).queryByText("Late")).toBeNull();
    const answered = screen.getByRole("list", { name: "Answered, the latest first" });
    expect(within(answered).getByText("A cheque is still being cleared.")).toBeTruthy();
    expect(within(answered).queryByRole("button")).toBeNull();
  });

  it("completes a request after a confirmation naming what is removed and that it cannot be undone", async () => {
    let completed = false;
    const fetchMock = renderPage({
      "POST /api/v1/office/erasure_requests/1/complete": () => {
        completed = true;
        return {
          body: request({
            status: "completed",
            name: "Former member 10042",
            late: false,
            decidedAt: "2026-11-21T12:00:00.000Z",
            decidedBy: "Olive Office",
          }),
        };
      },
    });
    const card = await screen.findByRole("listitem", { name: "Ruth Owner (member 10042)" });
    await userEvent.click(within(card).getByRole("button", { name: "Complete" }));

    const dialog = await screen.findByRole("dialog", { name: "Complete this request?" });
    expect(within(dialog).getByText("This cannot be undone. The member's:")).toBeTruthy();
    expect(within(dialog).getByText(/name becomes "Former member 10042"/)).toBeTruthy();
    expect(within(dialog).getByText(/car claims still waiting are closed/)).toBeTruthy();
    expect(within(dialog).getByText(/car photos are removed/)).toBeTruthy();
    expect(completed).toBe(false);
    await userEvent.click(within(dialog).getByRole("button", { name: "Remove their details" }));

    expect(
      await screen.findByText("Member 10042 has left the club: their details are removed."),
    ).toBeTruthy();
    expect(completed).toBe(true);
    // The queue loads again after the answer.
    await waitFor(() =>
      expect(fetchMock.mock.calls.filter(([url]) => url === "/api/v1/office/erasure_requests")).toHaveLength(
        2,
      ),
    );
  });

  it("refuses with the reason required, and says so when someone else answered first", async () => {
    const fetchMock = renderPage({
      "POST /api/v1/office/erasure_requests/2/refuse": () => ({
        status: 409,
        body: {
          errors: { base: ["This request was already answered: the list has the office's decision."] },
        },
      }),
    });
    const card = await screen.findByRole("listitem", { name: "Ida Vance (member 10077)" });
    await userEvent.click(within(card).getByRole("button", { name: "Refuse" }));
    const dialog = await screen.findByRole("dialog", { name: "Refuse this request?" });

    await userEvent.click(within(dialog).getByRole("button", { name: "Refuse request" }));
    expect(
      await within(dialog).findByText("Say why the request is refused: the member reads it"),
    ).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "POST")).toBe(false);

    await userEvent.type(within(dialog).getByRole("textbox", { name: /^Reason/ }), "Dues are being settled");
    await userEvent.click(within(dialog).getByRole("button", { name: "Refuse request" }));
    expect(await screen.findByText(/already answered/)).toBeTruthy();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === "POST");
    expect(sentBody(post?.[1])).toEqual({ reason: "Dues are being settled" });
  });

  it("offers office staff the queue without the buttons", async () => {
    renderPage({}, staff());
    const card = await screen.findByRole("listitem", { name: "Ruth Owner (member 10042)" });
    expect(within(card).queryByRole("button")).toBeNull();
    expect(screen.getByText("Only an office administrator can complete or refuse a request.")).toBeTruthy();
  });

  it("makes no call for an account whose policies do not allow reading the queue", async () => {
    const fetchMock = renderPage(
      {},
      officeSessionFixture({
        role: "office_staff",
        policies: { ...staffOfficePolicies, readErasureRequests: false },
      }),
    );
    expect((await screen.findAllByText(policyMessages.roleTooLow)).length).toBeGreaterThan(0);
    expect(fetchMock.mock.calls.some(([url]) => url === "/api/v1/office/erasure_requests")).toBe(false);
  });
});
