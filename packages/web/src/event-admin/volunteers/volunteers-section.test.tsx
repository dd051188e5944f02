import type { VolunteerRoster } from "@club/domain/volunteer.schema";
import { Notifications } from "@mantine/notifications";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { saveToken } from "../../api/token-storage.ts";
import { renderWithApp } from "../../test/render-with-app.tsx";
import { setScreenWidth } from "../../test/screen-width.ts";
import { sentBody, stubApi } from "../../test/stub-api.ts";
import { VolunteersSection } from "./volunteers-section.tsx";

const marshal = {
  id: 5,
  eventId: 9,
  title: "Marshal",
  description: "Parks the cars on the field",
  places: 3,
  time: "Saturday, 7:30 to 10 a.m.",
  position: 0,
  placesLeft: 2,
  volunteers: [
    {
      signUpId: 1,
      memberId: 101,
      memberNo: 1042,
      name: "Margaret Whitfield",
      email: "margaret@example.com",
      signedUpAt: "2026-05-01T14:00:00.000Z",
      remindedAt: null,
    },
  ],
};

const roster: VolunteerRoster = {
  eventId: 9,
  title: "Grand Classic Concours",
  dateStart: "2026-06-12",
  judges: [{ judgeId: 11, name: "Harold Ames", teams: [{ classCode: "1A", leader: true }] }],
  roles: [marshal, { ...marshal, id: 6, title: "Tabulator", places: 1, placesLeft: 1, volunteers: [] }],
};

function renderSection(routes: Parameters<typeof stubApi>[0] = {}) {
  const fetchMock = stubApi({
    "GET /api/v1/office/events/9/volunteers": () => ({ body: roster }),
    ...routes,
  });
  renderWithApp(
    <>
      <Notifications />
      <VolunteersSection root="/office" eventId={9} />
    </>,
  );
  return fetchMock;
}

const calls = (fetchMock: ReturnType<typeof stubApi>, method: string, path: string) =>
  fetchMock.mock.calls.filter(([url, init]) => init?.method === method && url === path);

describe("a meet's volunteers beside its judges (issue 46)", () => {
  beforeEach(() => {
    saveToken("test-token", false);
    setScreenWidth(375);
  });

  it("lists the judges and each role with its places and who signed up, with their e-mail", async () => {
    renderSection();
    const section = await screen.findByRole("region", { name: "Volunteers" });
    expect(await within(section).findByText("Harold Ames: class 1A (team leader)")).toBeTruthy();
    const role = within(section).getByRole("article", { name: "Marshal" });
    expect(within(role).getByText("1 of 3 places taken")).toBeTruthy();
    expect(within(role).getByText("When: Saturday, 7:30 to 10 a.m.")).toBeTruthy();
    expect(within(role).getByRole("link", { name: "margaret@example.com" }).getAttribute("href")).toBe(
      "mailto:margaret@example.com",
    );
    expect(within(section).getByRole("article", { name: "Tabulator" }).textContent).toContain(
      "Nobody has signed up yet.",
    );
  });

  it("adds a role from the dialog, naming a missing title before anything is sent", async () => {
    const fetchMock = renderSection({
      "POST /api/v1/office/events/9/volunteer-roles": () => ({
        status: 201,
        body: { ...marshal, id: 7, title: "Registration desk", volunteers: undefined },
      }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Add a role" }));
    const dialog = await screen.findByRole("dialog", { name: "Add a volunteer role" });
    await user.type(within(dialog).getByLabelText(/^Places/), "2");
    await user.click(within(dialog).getByRole("button", { name: "Save the role" }));
    expect(await within(dialog).findByText("Each role needs a title (80 characters at most)")).toBeTruthy();
    expect(calls(fetchMock, "POST", "/api/v1/office/events/9/volunteer-roles")).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(/^Role/), "Registration desk");
    await user.type(within(dialog).getByLabelText(/^When/), "Friday from 4 p.m.");
    await user.click(within(dialog).getByRole("button", { name: "Save the role" }));
    await waitFor(() =>
      expect(calls(fetchMock, "POST", "/api/v1/office/events/9/volunteer-roles")).toHaveLength(1),
    );
    const [posted] = calls(fetchMock, "POST", "/api/v1/office/events/9/volunteer-roles");
    expect(sentBody(posted?.[1])).toEqual({
      title: "Registration desk",
      description: null,
      places: 2,
      time: "Friday from 4 p.m.",
      position: 0,
    });
  });

  it("says how many lose their place before removing a role with sign-ups, then removes it with force", async () => {
    const fetchMock = renderSection({
      "DELETE /api/v1/office/events/9/volunteer-roles/5?force=true": () => ({ status: 204 }),
    });
    const user = userEvent.setup();
    const role = await screen.findByRole("article", { name: "Marshal" });
    await user.click(within(role).getByRole("button", { name: "Remove Marshal" }));
    const dialog = await screen.findByRole("dialog", { name: "Remove Marshal?" });
    expect(within(dialog).getByText(/^One member signed up for this role/)).toBeTruthy();
    expect(calls(fetchMock, "DELETE", "/api/v1/office/events/9/volunteer-roles/5?force=true")).toHaveLength(
      0,
    );
    await user.click(within(dialog).getByRole("button", { name: "Remove the role" }));
    await waitFor(() =>
      expect(calls(fetchMock, "DELETE", "/api/v1/office/events/9/volunteer-roles/5?force=true")).toHaveLength(
        1,
      ),
    );
  });

  it("shows the server's refusal of fewer places than members signed up at the field", async () => {
    renderSection({
      "PUT /api/v1/office/events/9/volunteer-roles/5": () => ({
        status: 422,
        body: {
          errors: { places: ["One member has signed up already: the role needs that many places at least"] },
        },
      }),
    });
    const user = userEvent.setup();
    const role = await screen.findByRole("article", { name: "Marshal" });
    await user.click(within(role).getByRole("button", { name: "Change Marshal" }));
    const dialog = await screen.findByRole("dialog", { name: "Change Marshal" });
    const places = within(dialog).getByLabelText(/^Places/);
    expect((places as HTMLInputElement).value).toBe("3");
    await user.clear(places);
    await user.type(places, "1");
    await user.click(within(dialog).getByRole("button", { name: "Save the role" }));
    expect(
      await within(dialog).findByText(
        "One member has signed up already: the role needs that many places at least",
      ),
    ).toBeTruthy();
  });
});
