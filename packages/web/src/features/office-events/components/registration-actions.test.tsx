import { eventRegistrationMessages } from "@club/domain/event.schema";
import type { OfficeSession } from "@club/domain/office.schema";
import { officeRegistrationMessages } from "@club/domain/office-events.schema";
import { Notifications } from "@mantine/notifications";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { saveToken } from "../../../api/token-storage.ts";
import {
  adminMemberPolicies,
  officePageFixture,
  officeRecordFixture,
  officeSessionFixture,
} from "../../../test/office.fixture.ts";
import { concours, registrantFixture } from "../../../test/office-events.fixture.ts";
import { renderWithApp } from "../../../test/render-with-app.tsx";
import { sentBody, stubApi } from "../../../test/stub-api.ts";
import { OfficeEventsPage } from "../pages/office-events-page.tsx";

/** The concours with a place left, so a registration can be paid at once. */
const openConcours = { ...concours, registered: 1, waitlisted: 0, full: false };
/** Another date to move a registration to. */
const autumnRally = {
  ...openConcours,
  id: 12,
  title: "Autumn Rally",
  dateStart: "2027-10-02",
  dateEnd: "2027-10-02",
};

const margaret = registrantFixture({ submissionId: null, total: 21000 });

function openDrawer(
  replies: Parameters<typeof stubApi>[0] = {},
  session: OfficeSession = officeSessionFixture(),
) {
  const fetchMock = stubApi({
    "GET /api/v1/office/session": () => ({ body: session }),
    "GET /api/v1/office/events?when=upcoming&page=1": () => ({
      body: officePageFixture([openConcours, autumnRally]),
    }),
    "GET /api/v1/regional_membership_plans": () => ({ body: [] }),
    "GET /api/v1/office/events/9/registrations?page=1": () => ({
      body: { event: openConcours, registrations: [margaret], page: 1, pageSize: 50, total: 1 },
    }),
    ...replies,
  });
  renderWithApp(
    <>
      <Notifications />
      <OfficeEventsPage />
    </>,
    { path: "/office/events?registrations=9", route: "/office/events" },
  );
  return fetchMock;
}

const drawer = () => screen.findByRole("dialog", { name: "Registrations: Grand Classic Concours" });
const sent = (fetchMock: ReturnType<typeof stubApi>, method: string, path: string) =>
  fetchMock.mock.calls.filter(([url, init]) => init?.method === method && url === path);

describe("the office's actions on a portal event's registrations (issue 28)", () => {
  beforeEach(() => saveToken("test-token", false));

  it("registers a member paid by cheque, in cents and snake_case, showing a refused number at its field", async () => {
    let attempts = 0;
    const fetchMock = openDrawer({
      "GET /api/v1/office/members?q=1042&sort=member_no&order=asc&page=1": () => ({
        body: officePageFixture([
          {
            id: 7,
            memberNo: 1042,
            firstName: "Margaret",
            lastName: "Whitfield",
            email: "member@example.org",
            city: null,
            state: null,
            zipCode: null,
            planTitle: null,
            duesExpire: null,
            status: "active",
            officeRole: null,
            regions: [],
            policies: adminMemberPolicies,
            refusals: {},
          },
        ]),
      }),
      "GET /api/v1/office/members/7": () => ({
        body: officeRecordFixture({
          vehicles: [
            {
              id: 3,
              year: 1932,
              make: "Packard",
              model: "Deluxe Eight",
              approved: true,
              rejectionReason: null,
            },
          ],
        }),
      }),
      "POST /api/v1/office/events/9/registrations": () => {
        attempts += 1;
        return attempts === 1
          ? {
              status: 422,
              body: {
                errors: {
                  memberNo: [officeRegistrationMessages.memberUnknown],
                  "items.0.quantity": [eventRegistrationMessages.itemTooFew("Banquet seat", 1)],
                },
              },
            }
          : { status: 201, body: { status: "confirmed", registrationId: 40, params: null } };
      },
    });
    const user = userEvent.setup();
    await user.click(await within(await drawer()).findByRole("button", { name: "Register a member" }));
    const form = within(await screen.findByRole("form", { name: "Register a member" }));

    await user.type(form.getByLabelText(/^Member number/), "1042");
    // The member's cars, once the number is typed.
    await form.findByRole("option", { name: "1932 Packard Deluxe Eight" });
    await user.selectOptions(form.getByRole("combobox", { name: /^Car/ }), "1932 Packard Deluxe Eight");
    await user.click(form.getByRole("checkbox", { name: "Their associate comes too" }));
    await user.click(form.getByRole("button", { name: "Add a guest" }));
    await user.type(form.getByLabelText(/^Guest 1 first name/), "Ann");
    await user.type(form.getByLabelText(/^Guest 1 last name/), "Lee");
    await user.type(form.getByLabelText(/^Banquet seat/), "2");
    await user.click(form.getByRole("checkbox", { name: "Paid by cheque, cash or transfer now" }));
    await user.type(form.getByLabelText(/^Reference/), "Cheque 1207");
    await user.clear(form.getByLabelText(/^Amount/));
    await user.type(form.getByLabelText(/^Amount/), "185.50");
    await user.click(form.getByRole("button", { name: "Register" }));

    // Refused: the messages show at the number and at the item sent (issue 39), and what was typed stays.
    expect(await form.findByText(officeRegistrationMessages.memberUnknown)).toBeTruthy();
    expect(form.getByLabelText(/^Member number/).getAttribute("aria-invalid")).toBe("true");
    expect(form.getByText("Only 1 of Banquet seat is left")).toBeTruthy();
    expect(form.getByLabelText(/^Banquet seat/).getAttribute("aria-invalid")).toBe("true");
    expect((form.getByLabelText(/^Reference/) as HTMLInputElement).value).toBe("Cheque 1207");
    await user.click(form.getByRole("button", { name: "Register" }));

    expect(
      await screen.findByText("Member 1042 is registered for Grand Classic Concours: confirmed."),
    ).toBeTruthy();
    const posts = sent(fetchMock, "POST", "/api/v1/office/events/9/registrations");
    expect(sentBody(posts[1]?.[1])).toEqual({
      member_no: 1042,
      vehicle_id: 3,
      associate: true,
      guests: [{ first_name: "Ann", last_name: "Lee" }],
      items: [{ item_id: 4, quantity: 2 }],
      payment: { method: "cheque", reference: "Cheque 1207", amount: 18550 },
    });
    await waitFor(() => expect(screen.queryByRole("form", { name: "Register a member" })).toBeNull());
  });

  it("cancels with the reason and the refund chosen, after asking, and says what was refunded", async () => {
    const fetchMock = openDrawer({
      "DELETE /api/v1/office/registrations/1": () => ({ body: { registrationId: 1, refunded: 21000 } }),
    });
    const user = userEvent.setup();
    await user.click(
      await within(await drawer()).findByRole("button", { name: "Cancel Margaret Whitfield" }),
    );
    const form = within(await screen.findByRole("form", { name: "Cancel the registration" }));
    await user.click(form.getByRole("button", { name: "Continue" }));
    expect(await form.findByText("Reason is required")).toBeTruthy();

    await user.type(form.getByLabelText(/^Reason/), "Car broke down");
    await user.click(form.getByRole("radio", { name: "Everything paid" }));
    await user.click(form.getByRole("button", { name: "Continue" }));
    expect(
      await screen.findByText("Cancel Margaret Whitfield's registration for Grand Classic Concours?"),
    ).toBeTruthy();
    expect(sent(fetchMock, "DELETE", "/api/v1/office/registrations/1")).toHaveLength(0);
    await user.click(screen.getByRole("button", { name: "Cancel the registration" }));

    expect((await screen.findByRole("status")).textContent).toBe("Cancelled; $210.00 refunded.");
    const [call] = sent(fetchMock, "DELETE", "/api/v1/office/registrations/1");
    expect(sentBody(call?.[1])).toEqual({ reason: "Car broke down", refund: "full" });
  });

  it("offers staff, who may not give money back, only a cancellation refunding nothing", async () => {
    openDrawer({}, officeSessionFixture({ role: "office_staff" }));
    const user = userEvent.setup();
    await user.click(
      await within(await drawer()).findByRole("button", { name: "Cancel Margaret Whitfield" }),
    );
    const form = within(await screen.findByRole("form", { name: "Cancel the registration" }));
    await waitFor(() =>
      expect(form.getAllByRole("radio").map((radio) => radio.getAttribute("value"))).toEqual(["none"]),
    );
    expect((form.getByRole("radio", { name: "Nothing" }) as HTMLInputElement).checked).toBe(true);
    expect(form.getByText("Only an office administrator can give money back.")).toBeTruthy();
  });

  it("moves a confirmed registration to another upcoming portal event, after asking", async () => {
    const fetchMock = openDrawer({
      "POST /api/v1/office/registrations/1/move": () => ({ status: 204 }),
    });
    const user = userEvent.setup();
    await user.click(await within(await drawer()).findByRole("button", { name: "Move Margaret Whitfield" }));
    const form = within(await screen.findByRole("form", { name: "Move the registration" }));
    const target = await form.findByRole("combobox", { name: /^Move to/ });
    // The event itself is no choice.
    expect(within(target).queryByRole("option", { name: /Grand Classic Concours/ })).toBeNull();
    await user.selectOptions(target, "Autumn Rally (2027-10-02)");
    await user.click(form.getByRole("button", { name: "Continue" }));
    await user.click(await screen.findByRole("button", { name: "Move the registration" }));

    expect(
      await screen.findByText("Margaret Whitfield's registration was moved to Autumn Rally."),
    ).toBeTruthy();
    const [call] = sent(fetchMock, "POST", "/api/v1/office/registrations/1/move");
    expect(sentBody(call?.[1])).toEqual({ event_id: 12 });
  });

  it("links to a new announcement to the event's registrants", async () => {
    openDrawer();
    const link = await within(await drawer()).findByRole("link", { name: "Write to the registrants" });
    expect(link.getAttribute("href")).toBe("/office/announcements?compose=new&event=9");
  });
});
