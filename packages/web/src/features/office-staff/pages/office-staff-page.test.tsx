import type { StaffMember } from "@club/domain/office-staff.schema";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { saveToken } from "../../../api/token-storage.ts";
import { profileFixture } from "../../../test/member-fixtures.ts";
import { officePageFixture, officeSessionFixture } from "../../../test/office.fixture.ts";
import { renderWithApp } from "../../../test/render-with-app.tsx";
import { sentBody, stubApi } from "../../../test/stub-api.ts";
import { OfficeStaffPage } from "./office-staff-page.tsx";

const staffMember = (overrides: Partial<StaffMember>): StaffMember => ({
  memberId: 20,
  memberNo: 10020,
  name: "Oscar Clerk",
  email: "oscar@example.org",
  role: "office_staff",
  twoFactorEnrolled: true,
  since: "2025-03-01T09:00:00.000Z",
  policies: { changeRole: true },
  ...overrides,
});

// The signed-in administrator is the profile fixture (id 7).
const staff = [
  staffMember({
    memberId: 7,
    memberNo: 1042,
    name: "Margaret Whitfield",
    role: "office_admin",
    policies: { changeRole: false },
  }),
  staffMember({}),
];

function openStaff(
  replies: Record<string, (init?: RequestInit) => { status?: number; body?: unknown }> = {},
  session = officeSessionFixture(),
) {
  const fetchMock = stubApi({
    "GET /api/v1/office/session": () => ({ body: session }),
    "GET /api/v1/office/staff?page=1": () => ({ body: officePageFixture(staff) }),
    "GET /api/v1/members/profile": () => ({ body: { ...profileFixture, officeRole: "office_admin" } }),
    ...replies,
  });
  renderWithApp(<OfficeStaffPage />, { path: "/office/staff" });
  return fetchMock;
}

const calls = (fetchMock: ReturnType<typeof stubApi>, method: string) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === method);

describe("the staff page (issue 14)", () => {
  beforeEach(() => saveToken("test-token", false));

  it("lists the staff with role and two-step sign-in; one's own role cannot be removed", async () => {
    openStaff();
    const table = await screen.findByRole("table", { name: "Office staff" });
    const own = within(table).getByRole("row", { name: /Margaret Whitfield/ });
    expect(own.textContent).toContain("(you)");
    expect(own.textContent).toContain("Office administrator");
    expect(within(own).queryByRole("button", { name: /Remove role/ })).toBeNull();
    const clerk = within(table).getByRole("row", { name: /Oscar Clerk/ });
    expect(clerk.textContent).toContain("Set up");
    expect(within(clerk).getByRole("button", { name: "Remove role of Oscar Clerk" })).toBeTruthy();
  });

  it("offers the role changes where the server's policies allow them, not from who is signed in (issue 39)", async () => {
    openStaff({
      "GET /api/v1/office/staff?page=1": () => ({
        body: officePageFixture([staffMember({ policies: { changeRole: false } })]),
      }),
    });
    const table = await screen.findByRole("table", { name: "Office staff" });
    const clerk = within(table).getByRole("row", { name: /Oscar Clerk/ });
    expect(clerk.textContent).not.toContain("(you)");
    expect(within(clerk).queryByRole("button", { name: /Remove role/ })).toBeNull();
    expect(within(clerk).queryByRole("button", { name: /^Make / })).toBeNull();
    expect(within(clerk).getByRole("button", { name: /Reset two-step sign-in/ })).toBeTruthy();
  });

  it("asks before removing a role; Cancel changes nothing, confirming removes it", async () => {
    const fetchMock = openStaff({ "DELETE /api/v1/office/staff/20": () => ({ status: 204 }) });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Remove role of Oscar Clerk" }));
    let dialog = await screen.findByRole("dialog", { name: "Remove the office role?" });
    expect(dialog.textContent).toContain("Oscar Clerk will no longer open the club office");
    expect(dialog.textContent).toContain("Their account stays");
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(calls(fetchMock, "DELETE")).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: "Remove role of Oscar Clerk" }));
    dialog = await screen.findByRole("dialog", { name: "Remove the office role?" });
    await user.click(within(dialog).getByRole("button", { name: "Remove the role" }));
    await waitFor(() => expect(calls(fetchMock, "DELETE")).toHaveLength(1));
    expect(calls(fetchMock, "DELETE")[0]?.[0]).toBe("/api/v1/office/staff/20");
  });

  it("asks before resetting two-step sign-in, and says what the server refused", async () => {
    const fetchMock = openStaff({
      "POST /api/v1/office/staff/20/reset_two_factor": () => ({
        status: 404,
        body: { errors: { base: ["Not Found"] } },
      }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Reset two-step sign-in of Oscar Clerk" }));
    const dialog = await screen.findByRole("dialog", { name: "Reset two-step sign-in?" });
    expect(dialog.textContent).toContain("At their next office page they set up the app again");
    await user.click(within(dialog).getByRole("button", { name: "Reset two-step sign-in" }));
    expect((await screen.findByRole("alert")).textContent).toContain("Not Found");
    expect(calls(fetchMock, "POST")).toHaveLength(1);
  });

  it("asks before changing a role, and sends the other role", async () => {
    const fetchMock = openStaff({
      "PUT /api/v1/office/staff/20": () => ({ body: staffMember({ role: "office_admin" }) }),
    });
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole("button", { name: "Make office administrator for Oscar Clerk" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Change the role?" });
    expect(dialog.textContent).toContain("An office administrator can also change prices");
    await user.click(within(dialog).getByRole("button", { name: "Make office administrator" }));
    await waitFor(() => expect(calls(fetchMock, "PUT")).toHaveLength(1));
    expect(sentBody(calls(fetchMock, "PUT")[0]?.[1])).toEqual({ role: "office_admin" });
  });

  it("adds a staff member after asking; a new address needs a name", async () => {
    const fetchMock = openStaff({
      "POST /api/v1/office/staff": (init) =>
        (sentBody(init) as { first_name?: string }).first_name
          ? {
              status: 201,
              body: {
                created: true,
                staff: staffMember({ memberId: 30, name: "Nora Volunteer", email: "nora@example.org" }),
              },
            }
          : {
              status: 422,
              body: {
                errors: {
                  firstName: ["No account has this e-mail address: give a first and last name to make one"],
                  lastName: ["No account has this e-mail address: give a first and last name to make one"],
                },
              },
            },
    });
    const user = userEvent.setup();
    const form = await screen.findByRole("form", { name: "Add a staff member" });
    await user.type(within(form).getByLabelText(/^Email/), "nora@example.org");
    await user.click(within(form).getByRole("button", { name: "Add staff member" }));
    let dialog = await screen.findByRole("dialog", { name: "Give this office role?" });
    expect(dialog.textContent).toContain("Give nora@example.org the role office staff?");
    await user.click(within(dialog).getByRole("button", { name: "Give the role" }));
    expect(await within(form).findAllByText(/give a first and last name to make one/)).toHaveLength(2);
    // The dialog may give the focus back to the form's button 10 ms after it closes (Mantine's useFocusReturn):
    // type once that moment has passed, or the focus moves away in the middle of a word.
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 50));

    await user.type(within(form).getByLabelText(/^First name/), "Nora");
    await user.type(within(form).getByLabelText(/^Last name/), "Volunteer");
    await user.click(within(form).getByRole("button", { name: "Add staff member" }));
    dialog = await screen.findByRole("dialog", { name: "Give this office role?" });
    await user.click(within(dialog).getByRole("button", { name: "Give the role" }));
    await waitFor(() => expect(calls(fetchMock, "POST")).toHaveLength(2));
    expect(sentBody(calls(fetchMock, "POST")[1]?.[1])).toEqual({
      email: "nora@example.org",
      role: "office_staff",
      first_name: "Nora",
      last_name: "Volunteer",
    });
  });
});

describe("the staff page is an office administrator's (issue 23)", () => {
  beforeEach(() => saveToken("test-token", false));

  it("tells office staff who can, and shows nothing to change", async () => {
    const fetchMock = openStaff({}, officeSessionFixture({ role: "office_staff" }));
    expect(
      await screen.findByText("Only an office administrator can change who works at the office."),
    ).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1, name: "Staff" })).toBeTruthy();
    expect(screen.queryByRole("button")).toBeNull();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(["/api/v1/office/session"]);
  });
});
