import { officeEventMessages } from "@club/domain/office-events.schema";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { saveToken } from "../../../api/token-storage.ts";
import { officePageFixture } from "../../../test/office.fixture.ts";
import { concours, registrantFixture, springTour } from "../../../test/office-events.fixture.ts";
import { renderWithApp } from "../../../test/render-with-app.tsx";
import { sentBody, stubApi } from "../../../test/stub-api.ts";
import { RegionalEvents } from "./regional-events.tsx";

const regions = { "New England Region": "NE", "Greater Illinois Region": "GI" };
const events = "/api/v1/regional_administrators/events";

function openSection(
  replies: Parameters<typeof stubApi>[0] = {},
  administered: Record<string, string> = regions,
) {
  const fetchMock = stubApi({
    [`GET ${events}?when=upcoming&page=1`]: () => ({ body: officePageFixture([springTour, concours]) }),
    ...replies,
  });
  renderWithApp(<RegionalEvents regions={administered} />, { path: "/my-profile/regional-administrator" });
  return fetchMock;
}

const form = () => screen.getByRole("form", { name: "Event" });
const field = (label: RegExp) => within(form()).getByLabelText(label) as HTMLInputElement;
/** A date field takes the day as the browser's date picker gives it. */
const setDay = (label: RegExp, day: string) => fireEvent.change(field(label), { target: { value: day } });

async function fillFormEvent(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field(/^Title/), "Fall Tour");
  setDay(/^Start date/, "2027-10-05");
  setDay(/^End date/, "2027-10-05");
  await user.type(field(/^Form id/), "240199");
}

describe("a regional administrator's events (issue 28)", () => {
  beforeEach(() => saveToken("test-token", false));

  it("lists their regions' upcoming events, and the past ones on asking", async () => {
    openSection({
      [`GET ${events}?when=past&page=1`]: () => ({ body: officePageFixture([]) }),
    });
    const section = await screen.findByRole("region", { name: "Your regions' events" });
    const row = await within(section).findByRole("row", { name: /Grand Classic Concours/ });
    expect(row.textContent).toContain("Greater Illinois Region");
    expect(row.textContent).toContain("2 of 2");
    expect(
      within(row).getByRole("button", { name: "Registrations for Grand Classic Concours" }),
    ).toBeTruthy();
    // The gate's check-in is the office's.
    expect(within(section).queryByRole("link", { name: /Check-in/ })).toBeNull();

    await userEvent.click(within(section).getByRole("radio", { name: "Past" }));
    expect(await within(section).findByText("Your regions have no past events.")).toBeTruthy();
  });

  it("adds an event in the region chosen among theirs, never club-wide", async () => {
    const fetchMock = openSection({
      [`POST ${events}`]: () => ({ status: 201, body: { ...springTour, id: 6, regionCode: "NE" } }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Add an event" }));
    expect(
      Array.from((field(/^Region/) as unknown as HTMLSelectElement).options).map((option) => option.text),
    ).toEqual(["Choose a region", "Greater Illinois Region", "New England Region"]);
    await fillFormEvent(user);
    await user.click(within(form()).getByRole("button", { name: "Continue" }));
    expect(await within(form()).findByText(officeEventMessages.regionNotAdministered)).toBeTruthy();
    expect(field(/^Region/).getAttribute("aria-invalid")).toBe("true");

    await user.selectOptions(field(/^Region/), "New England Region");
    await user.click(within(form()).getByRole("button", { name: "Continue" }));
    const summary = await screen.findByRole("list", { name: "The new event" });
    expect(summary.textContent).toContain("Region: New England Region");
    await user.click(screen.getByRole("button", { name: "Add the event" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === "POST");
    expect(post?.[0]).toBe(events);
    expect(sentBody(post?.[1])).toMatchObject({ title: "Fall Tour", region_code: "NE", form_id: "240199" });
  });

  it("shows at the region a refusal the server names there, the only region chosen already", async () => {
    openSection(
      {
        [`POST ${events}`]: () => ({
          status: 422,
          body: { errors: { regionCode: [officeEventMessages.regionNotAdministered] } },
        }),
      },
      { "Greater Illinois Region": "GI" },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Add an event" }));
    expect(field(/^Region/).value).toBe("GI");
    await fillFormEvent(user);
    await user.click(within(form()).getByRole("button", { name: "Continue" }));
    await user.click(await screen.findByRole("button", { name: "Add the event" }));

    await waitFor(() => expect(field(/^Region/).getAttribute("aria-invalid")).toBe("true"));
    expect(within(form()).getByText(officeEventMessages.regionNotAdministered)).toBeTruthy();
    expect(field(/^Title/).value).toBe("Fall Tour");
  });

  it("says why the server refused to delete an event someone registered for meanwhile", async () => {
    const empty = { ...springTour, id: 8, title: "Winter Dinner", registered: 0 };
    openSection({
      [`GET ${events}?when=upcoming&page=1`]: () => ({ body: officePageFixture([empty]) }),
      [`DELETE ${events}/8`]: () => ({
        status: 422,
        body: { errors: { base: [officeEventMessages.hasRegistrations(1)] } },
      }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Delete Winter Dinner" }));
    const confirm = screen.getByRole("dialog", { name: "Delete this event?" });
    await user.click(within(confirm).getByRole("button", { name: "Delete the event" }));
    expect(await within(confirm).findByText(officeEventMessages.hasRegistrations(1))).toBeTruthy();
  });

  it("opens a meet's volunteers from its row, read from their regions' roster (issue 46)", async () => {
    openSection({
      [`GET ${events}/${concours.id}/volunteers`]: () => ({
        body: {
          eventId: concours.id,
          title: concours.title,
          dateStart: concours.dateStart,
          judges: [],
          roles: [
            {
              id: 5,
              eventId: concours.id,
              title: "Marshal",
              description: null,
              places: 2,
              time: null,
              position: 0,
              placesLeft: 1,
              volunteers: [
                {
                  signUpId: 1,
                  memberId: 101,
                  memberNo: null,
                  name: "A club member",
                  email: null,
                  signedUpAt: "2026-05-01T14:00:00.000Z",
                  remindedAt: null,
                },
              ],
            },
          ],
        },
      }),
    });
    const user = userEvent.setup();
    const row = await screen.findByRole("row", { name: /Grand Classic Concours/ });
    await user.click(within(row).getByRole("button", { name: "Volunteers at Grand Classic Concours" }));
    const drawer = await screen.findByRole("dialog", { name: "Volunteers: Grand Classic Concours" });
    expect(await within(drawer).findByText("1 of 2 places taken")).toBeTruthy();
    expect(within(drawer).getByText("A club member")).toBeTruthy();
    expect(within(drawer).queryByRole("link")).toBeNull();
  });

  it("lists who registered, to read: name, member number, status, car and guests", async () => {
    openSection({
      [`GET ${events}/9/registrations?page=1`]: () => ({
        body: {
          event: concours,
          registrations: [registrantFixture({ guests: [{ firstName: "Ann", lastName: "Lee" }] })],
          page: 1,
          pageSize: 50,
          total: 1,
        },
      }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Registrations for Grand Classic Concours" }));
    const drawer = await screen.findByRole("dialog", { name: "Registrations: Grand Classic Concours" });
    const row = await within(drawer).findByRole("row", { name: /Whitfield, Margaret/ });
    expect(row.textContent).toContain("1042");
    expect(row.textContent).toContain("Confirmed");
    expect(row.textContent).toContain("1932 Packard Deluxe Eight");
    expect(row.textContent).toContain("1 guest: Ann Lee");
    expect(within(drawer).queryByRole("button", { name: "Register a member" })).toBeNull();
    expect(within(drawer).queryByRole("link")).toBeNull();
  });
});
