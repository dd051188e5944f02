import type { MeetVolunteering } from "@club/domain/volunteer.schema";
import { Notifications } from "@mantine/notifications";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { saveToken } from "../../../api/token-storage.ts";
import { renderWithApp } from "../../../test/render-with-app.tsx";
import { stubApi } from "../../../test/stub-api.ts";
import { VolunteerMeets } from "./volunteer-meets.tsx";

const role = {
  id: 5,
  eventId: 9,
  title: "Marshal",
  description: "Parks the cars on the field",
  places: 3,
  time: "Saturday, 7:30 to 10 a.m.",
  position: 0,
  placesLeft: 2,
  volunteers: ["A club member"],
  signedUp: false,
};

const meet: MeetVolunteering = {
  eventId: 9,
  title: "Grand Classic Concours",
  dateStart: "2026-06-12",
  dateEnd: "2026-06-13",
  place: "Fairgrounds, Springfield",
  cannotSignUpReason: null,
  roles: [role, { ...role, id: 6, title: "Tabulator", places: 1, placesLeft: 0, volunteers: ["Ruth Lee"] }],
};

const signedUp: MeetVolunteering = {
  ...meet,
  roles: [{ ...role, placesLeft: 1, signedUp: true, volunteers: ["A club member", "Margaret Whitfield"] }],
};

function renderMeets(routes: Parameters<typeof stubApi>[0]) {
  const fetchMock = stubApi(routes);
  renderWithApp(
    <>
      <Notifications />
      <VolunteerMeets />
    </>,
  );
  return fetchMock;
}

const calls = (fetchMock: ReturnType<typeof stubApi>, method: string, path: string) =>
  fetchMock.mock.calls.filter(([url, init]) => init?.method === method && url === path);

describe("volunteering at a meet (issue 46)", () => {
  beforeEach(() => saveToken("test-token", false));

  it("shows each role with its places left, signs up, and then says the member is volunteering", async () => {
    let current = [meet];
    const fetchMock = renderMeets({
      "GET /api/v1/volunteer-roles": () => ({ body: current }),
      "POST /api/v1/events/9/volunteer-roles/5/sign-up": () => {
        current = [signedUp];
        return { body: signedUp };
      },
    });
    const user = userEvent.setup();
    const section = await screen.findByRole("region", { name: "Volunteer at a meet" });
    expect(
      await within(section).findByText("2026-06-12 – 2026-06-13, Fairgrounds, Springfield"),
    ).toBeTruthy();
    expect(within(section).getByText("2 places left")).toBeTruthy();
    // The full role offers no Sign up.
    expect(within(section).getByText("Full")).toBeTruthy();
    expect(within(section).getAllByRole("button", { name: /^Sign up/ })).toHaveLength(1);
    await user.click(
      within(section).getByRole("button", { name: "Sign up as Marshal at Grand Classic Concours" }),
    );
    await waitFor(() =>
      expect(calls(fetchMock, "POST", "/api/v1/events/9/volunteer-roles/5/sign-up")).toHaveLength(1),
    );
    expect(await within(section).findByText("You are volunteering")).toBeTruthy();
    expect(within(section).getByText("1 place left")).toBeTruthy();
  });

  it("asks before withdrawing, then gives the place back", async () => {
    const fetchMock = renderMeets({
      "GET /api/v1/volunteer-roles": () => ({ body: [signedUp] }),
      "DELETE /api/v1/events/9/volunteer-roles/5/sign-up": () => ({ body: meet }),
    });
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole("button", { name: "Withdraw as Marshal at Grand Classic Concours" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Withdraw from volunteering?" });
    await user.click(within(dialog).getByRole("button", { name: "Keep my place" }));
    expect(calls(fetchMock, "DELETE", "/api/v1/events/9/volunteer-roles/5/sign-up")).toHaveLength(0);
    await user.click(screen.getByRole("button", { name: "Withdraw as Marshal at Grand Classic Concours" }));
    await user.click(
      within(await screen.findByRole("dialog", { name: "Withdraw from volunteering?" })).getByRole("button", {
        name: "Withdraw",
      }),
    );
    await waitFor(() =>
      expect(calls(fetchMock, "DELETE", "/api/v1/events/9/volunteer-roles/5/sign-up")).toHaveLength(1),
    );
  });

  it("says why the member may not sign up, and shows the server's refusal of a place taken meanwhile", async () => {
    renderMeets({
      "GET /api/v1/volunteer-roles": () => ({
        body: [
          {
            ...meet,
            eventId: 10,
            title: "Fall Tour",
            cannotSignUpReason: "The meet has begun: sign-ups are closed",
          },
          meet,
        ],
      }),
      "POST /api/v1/events/9/volunteer-roles/5/sign-up": () => ({
        status: 409,
        body: { errors: { base: ["Every place of this role is taken"] } },
      }),
    });
    const user = userEvent.setup();
    const closed = await screen.findByRole("article", { name: "Fall Tour" });
    expect(within(closed).getByText("The meet has begun: sign-ups are closed")).toBeTruthy();
    expect(within(closed).queryByRole("button", { name: /^Sign up/ })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Sign up as Marshal at Grand Classic Concours" }));
    expect(await screen.findByText("Every place of this role is taken")).toBeTruthy();
  });

  it("says so when no meet asks for volunteers", async () => {
    renderMeets({ "GET /api/v1/volunteer-roles": () => ({ body: [] }) });
    expect(await screen.findByText("No meet is asking for volunteers just now.")).toBeTruthy();
  });
});
