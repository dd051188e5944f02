import { listingMessages } from "@club/domain/listing.schema";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "../../../test/render-with-app.tsx";
import { sentBody, stubApi } from "../../../test/stub-api.ts";
import { ConfirmInquiryPage } from "./confirm-inquiry-page.tsx";

// Issue 44: the mailed link's page sends the message only when its button is pressed.

const openPage = (routes: Parameters<typeof stubApi>[0]) => {
  const fetchMock = stubApi(routes);
  renderWithApp(<ConfirmInquiryPage />, { path: "/for-sale/confirm/abc", route: "/for-sale/confirm/:token" });
  return fetchMock;
};

describe("confirming a message to a seller", () => {
  it("sends nothing on opening, and the message on the button", async () => {
    let sent: unknown;
    const fetchMock = openPage({
      "POST /api/v1/public/inquiries/confirm": (init) => {
        sent = sentBody(init);
        return { body: { message: listingMessages.inquirySent } };
      },
    });
    const button = screen.getByRole("button", { name: "Send my message" });
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.setup().click(button);
    expect(await screen.findByText(listingMessages.inquirySent)).toBeTruthy();
    expect(sent).toEqual({ token: "abc" });
  });

  it("says when the link was used or is too old", async () => {
    openPage({
      "POST /api/v1/public/inquiries/confirm": () => ({
        status: 410,
        body: { errors: { token: [listingMessages.inquiryGone] } },
      }),
    });
    await userEvent.setup().click(screen.getByRole("button", { name: "Send my message" }));
    expect(await screen.findByText(listingMessages.inquiryGone)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Send my message" })).toBeNull();
  });
});
