import type { ClaimOnYourCar } from "@club/domain/vehicle-registry.schema";
import { Notifications } from "@mantine/notifications";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { saveToken } from "../../../api/token-storage.ts";
import { renderWithApp } from "../../../test/render-with-app.tsx";
import { type StubReply, stubApi } from "../../../test/stub-api.ts";
import { answerSentMessage, ClaimsOnYourCars } from "./claims-on-your-cars.tsx";

const waiting: ClaimOnYourCar = {
  id: 7,
  vehicleId: 31,
  car: "1931 Duesenberg Model J",
  createdAt: "2026-11-20T09:00:00.000Z",
  answer: null,
  answeredAt: null,
};

function renderClaims(
  onYourCars: ClaimOnYourCar[],
  answerReply: () => StubReply = () => ({ body: waiting }),
) {
  const fetchMock = stubApi({
    "GET /api/v1/vehicle_claims": () => ({ body: { claims: [], onYourCars } }),
    "POST /api/v1/vehicle_claims/7/answer": answerReply,
  });
  renderWithApp(
    <>
      <Notifications />
      <ClaimsOnYourCars />
    </>,
  );
  return fetchMock;
}

describe("claims on the member's own cars (issue 39)", () => {
  beforeEach(() => saveToken("test-token", false));

  it("says the car is claimed, not by whom, and sends the owner's answer to the office", async () => {
    const user = userEvent.setup();
    const fetchMock = renderClaims([waiting]);
    expect(
      await screen.findByText("Someone has claimed this car: your 1931 Duesenberg Model J"),
    ).toBeTruthy();
    const box = screen.getByLabelText(/^Your answer for the club office/);

    // Nothing is sent without an answer.
    await user.click(screen.getByRole("button", { name: "Send your answer" }));
    expect(await screen.findByText("Answer is required")).toBeTruthy();

    await user.type(box, "I bought it in 2004; the title is in my name.");
    await user.click(screen.getByRole("button", { name: "Send your answer" }));
    expect(await screen.findByText(answerSentMessage)).toBeTruthy();
    const [, init] = fetchMock.mock.calls.find(([, call]) => call?.method === "POST") ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      answer: "I bought it in 2004; the title is in my name.",
    });
  });

  it("shows the answer given, to change it, and says why when the office decided first", async () => {
    const user = userEvent.setup();
    renderClaims(
      [{ ...waiting, answer: "Mine since 2004.", answeredAt: "2026-11-21T10:00:00.000Z" }],
      () => ({
        status: 409,
        body: { errors: { base: ["This claim was already decided"] } },
      }),
    );
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText(/You answered on 2026-11-21/)).toBeTruthy();
    expect((screen.getByLabelText(/^Your answer for the club office/) as HTMLTextAreaElement).value).toBe(
      "Mine since 2004.",
    );
    await user.click(screen.getByRole("button", { name: "Send a new answer" }));
    await waitFor(() => expect(screen.getByText("This claim was already decided")).toBeTruthy());
  });

  it("shows nothing when no claim waits on the member's cars", async () => {
    const fetchMock = renderClaims([]);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByText(/Someone has claimed/)).toBeNull();
  });
});
