import { checkInMessages } from "@club/domain/check-in-code.rules";
import { eventRegistrationMessages } from "@club/domain/event.schema";
import { cardCheckInMessages, type GateRegistration } from "@club/domain/office-events.schema";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { saveToken } from "../../../api/token-storage.ts";
import { concours, gateRegistrationFixture } from "../../../test/office-events.fixture.ts";
import { renderWithApp } from "../../../test/render-with-app.tsx";
import { sentBody, stubApi } from "../../../test/stub-api.ts";
import { OfficeCheckInPage } from "./office-check-in-page.tsx";

const margaret = gateRegistrationFixture();
const harold = gateRegistrationFixture({
  registrationId: 2,
  memberNo: 2077,
  firstName: "Harold",
  lastName: "Ames",
  vehicle: null,
  associate: true,
  guests: [],
});
const checkedInAt = "2027-07-10T14:05:42.000Z";
const already = eventRegistrationMessages.alreadyCheckedIn("9:05 AM Central Time on 2027-07-10");

/**
 * The gate of the concours: Margaret's code K7Q2M9XP checks her in once; any other code is unknown. She is checked
 * in by name too, and undone.
 */
function openGate() {
  let checkedIn = false;
  const fetchMock = stubApi({
    "POST /api/v1/office/events/9/check_in/1": () => {
      checkedIn = true;
      return { body: { ...margaret, checkedInAt } };
    },
    "DELETE /api/v1/office/events/9/check_in/1": () => {
      checkedIn = false;
      return { body: margaret };
    },
    "GET /api/v1/office/events/9/check_in": () => ({
      body: checkedIn
        ? { event: concours, expected: [harold], checkedIn: [{ ...margaret, checkedInAt }] }
        : { event: concours, expected: [harold, margaret], checkedIn: [] },
    }),
    "POST /api/v1/office/events/9/check_in": (init) => {
      const { code } = sentBody(init) as { code: string };
      if (code !== "K7Q2M9XP") return { status: 422, body: { errors: { code: [checkInMessages.unknown] } } };
      if (checkedIn) return { status: 409, body: { errors: { code: [already] } } };
      checkedIn = true;
      return { body: { ...margaret, checkedInAt } };
    },
  });
  renderWithApp(<OfficeCheckInPage />, {
    path: "/office/events/9/check-in",
    route: "/office/events/:id/check-in",
  });
  return fetchMock;
}

const codeField = () => screen.getByLabelText(/^Code/) as HTMLInputElement;
const selectedLength = () => (codeField().selectionEnd ?? 0) - (codeField().selectionStart ?? 0);

describe("the check-in at the gate (issue 28)", () => {
  beforeEach(() => saveToken("test-token", false));

  it("checks a typed code in, says who came, and moves them to the checked-in list", async () => {
    const fetchMock = openGate();
    const user = userEvent.setup();
    expect(await screen.findByRole("heading", { name: "Still expected (2)" })).toBeTruthy();
    expect(screen.getByText("Grand Classic Concours, 2027-07-10")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Checked in (0)" })).toBeTruthy();
    expect(screen.getByText("Member 2077, with associate")).toBeTruthy();
    // No camera reader in this browser: the code is typed.
    expect(screen.queryByRole("button", { name: "Scan the QR code" })).toBeNull();
    expect(document.activeElement).toBe(codeField());

    await user.type(codeField(), "k7q2m9xp{Enter}");

    expect(
      await screen.findByText("Checked in: Margaret Whitfield, 1932 Packard Deluxe Eight, 2 guests"),
    ).toBeTruthy();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === "POST");
    expect(sentBody(post?.[1])).toEqual({ code: "K7Q2M9XP" });
    expect(await screen.findByRole("heading", { name: "Checked in (1)" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Still expected (1)" })).toBeTruthy();
    // Ready for the next member.
    expect(codeField().value).toBe("");
    expect(document.activeElement).toBe(codeField());
  });

  it("says when a code was already used, and when no registration has it", async () => {
    openGate();
    const user = userEvent.setup();
    await screen.findByRole("heading", { name: "Still expected (2)" });

    await user.type(codeField(), "K7Q2M9XP{Enter}");
    await screen.findByText(/^Checked in: Margaret Whitfield/);
    await user.type(codeField(), "K7Q2M9XP{Enter}");
    expect(await screen.findByText(already)).toBeTruthy();
    // Refused, the code stays in the field, selected: the next code typed replaces it.
    expect(codeField().value).toBe("K7Q2M9XP");
    await waitFor(() => expect(selectedLength()).toBe(8));

    await user.type(codeField(), "NOPE2345{Enter}", { skipClick: true });
    expect(await screen.findByText(checkInMessages.unknown)).toBeTruthy();
    expect(screen.queryByText(already)).toBeNull();
    // The refused code stays, for the volunteer to see the typo, selected so typing replaces it.
    expect(codeField().value).toBe("NOPE2345");
    expect(document.activeElement).toBe(codeField());
    await waitFor(() => expect(selectedLength()).toBe(8));
  });

  it("finds a member without their code by name and checks them in after a question", async () => {
    const fetchMock = openGate();
    const user = userEvent.setup();
    await screen.findByRole("heading", { name: "Still expected (2)" });
    await user.type(screen.getByRole("searchbox", { name: /^Find by name/ }), "marg whit");
    expect(screen.getByText("1 of 2 found")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Check in Harold Ames" })).toBeNull();

    await user.click(screen.getByRole("button", { name: "Check in Margaret Whitfield" }));
    const dialog = await screen.findByRole("dialog", { name: "Check in Margaret Whitfield?" });
    expect(within(dialog).getByText("Member 1042, 1932 Packard Deluxe Eight, 2 guests")).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "POST")).toBe(false);
    await user.click(within(dialog).getByRole("button", { name: "Check in" }));

    expect(
      await screen.findByText("Checked in: Margaret Whitfield, 1932 Packard Deluxe Eight, 2 guests"),
    ).toBeTruthy();
    expect(
      fetchMock.mock.calls.filter(
        ([url, init]) => url === "/api/v1/office/events/9/check_in/1" && init?.method === "POST",
      ),
    ).toHaveLength(1);
    expect(await screen.findByRole("heading", { name: "Checked in (1)" })).toBeTruthy();
  });

  it("undoes a check-in after a question, from the answer or from the list", async () => {
    const fetchMock = openGate();
    const user = userEvent.setup();
    await screen.findByRole("heading", { name: "Still expected (2)" });
    await user.type(codeField(), "K7Q2M9XP{Enter}");
    await screen.findByText(/^Checked in: Margaret Whitfield/);

    await user.click(screen.getByRole("button", { name: "Undo this check-in" }));
    let dialog = await screen.findByRole("dialog", { name: "Undo check-in of Margaret Whitfield?" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "DELETE")).toBe(false);

    await user.click(await screen.findByRole("button", { name: "Undo check-in of Margaret Whitfield" }));
    dialog = await screen.findByRole("dialog", { name: "Undo check-in of Margaret Whitfield?" });
    await user.click(within(dialog).getByRole("button", { name: "Undo check-in" }));
    expect(await screen.findByText("Check-in undone: Margaret Whitfield is expected again.")).toBeTruthy();
    expect(await screen.findByRole("heading", { name: "Still expected (2)" })).toBeTruthy();
    expect(
      fetchMock.mock.calls.filter(
        ([url, init]) => url === "/api/v1/office/events/9/check_in/1" && init?.method === "DELETE",
      ),
    ).toHaveLength(1);
  });

  it("asks for a code before sending anything", async () => {
    const fetchMock = openGate();
    const user = userEvent.setup();
    await screen.findByRole("heading", { name: "Still expected (2)" });
    await user.type(codeField(), "   {Enter}");
    expect(await screen.findByText("Code is required")).toBeTruthy();
    await waitFor(() => expect(codeField().getAttribute("aria-invalid")).toBe("true"));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "POST")).toBe(false);
  });

  it("finds the places of a member from their membership card's text and checks one in with a tap (issue 43)", async () => {
    const user = userEvent.setup();
    const cardText = "http://localhost:3000/card/42-abcdefghijklmnopqrstuv";
    const fetchMock = openGateWithCards({ [cardText]: { registrations: [margaret] } });

    await user.type(screen.getByLabelText(/^Membership card/), cardText);
    await user.click(screen.getByRole("button", { name: "Find their places" }));

    const places = await screen.findByRole("region", { name: "Places of the card holder" });
    expect(places.textContent).toContain("Margaret Whitfield, member 1042");
    expect(places.textContent).toContain("1932 Packard Deluxe Eight, 2 guests");
    await user.click(within(places).getByRole("button", { name: "Check in Margaret Whitfield" }));

    expect(
      await screen.findByText("Checked in: Margaret Whitfield, 1932 Packard Deluxe Eight, 2 guests"),
    ).toBeTruthy();
    const sent = fetchMock.mock.calls.filter(([, init]) => init?.method === "POST").map(([url]) => url);
    expect(sent).toEqual(["/api/v1/office/events/9/check_in/card", "/api/v1/office/events/9/check_in/1"]);
    expect(sentBody(fetchMock.mock.calls.find(([url]) => String(url).endsWith("/card"))?.[1])).toEqual({
      card: cardText,
    });
    expect(screen.queryByRole("region", { name: "Places of the card holder" })).toBeNull();
  });

  it("says why a card finds no place, under the card's field", async () => {
    const user = userEvent.setup();
    openGateWithCards({});

    await user.click(screen.getByRole("button", { name: "Find their places" }));
    expect(screen.getByLabelText(/^Membership card/).getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText(cardCheckInMessages.required)).toBeTruthy();

    await user.type(
      screen.getByLabelText(/^Membership card/),
      "http://localhost:3000/card/7-forgedforgedforgedforge",
    );
    await user.click(screen.getByRole("button", { name: "Find their places" }));
    expect(await screen.findByText(cardCheckInMessages.notACard)).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Places of the card holder" })).toBeNull();
  });
});

/** The gate of the concours, with the cards whose text finds places (any other is not the club's). */
function openGateWithCards(cards: Record<string, { registrations: GateRegistration[] }>) {
  const fetchMock = stubApi({
    "GET /api/v1/office/events/9/check_in": () => ({
      body: { event: concours, expected: [harold, margaret], checkedIn: [] },
    }),
    "POST /api/v1/office/events/9/check_in/card": (init) => {
      const { card } = sentBody(init) as { card: string };
      const found = cards[card];
      return found
        ? { body: found }
        : { status: 422, body: { errors: { card: [cardCheckInMessages.notACard] } } };
    },
    "POST /api/v1/office/events/9/check_in/1": () => ({ body: { ...margaret, checkedInAt } }),
  });
  renderWithApp(<OfficeCheckInPage />, {
    path: "/office/events/9/check-in",
    route: "/office/events/:id/check-in",
  });
  return fetchMock;
}
