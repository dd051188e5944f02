import type { MembershipCard } from "@club/domain/membership-card.schema";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import QRCode from "qrcode";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { saveToken } from "../../../api/token-storage.ts";
import { renderWithApp } from "../../../test/render-with-app.tsx";
import { stubApi } from "../../../test/stub-api.ts";
import { MembershipCardPage } from "./membership-card-page.tsx";

const card: MembershipCard = {
  name: "Margaret Ellison",
  memberNo: 10042,
  planTitle: "Active Member (USA)",
  duesExpire: "2027-03-31",
  lifelong: false,
  standing: "current",
  checkUrl: "http://localhost:3000/card/42-abcdefghijklmnopqrstuv",
};

function renderCard(
  reply: { status?: number; body: unknown },
  wallets: { apple: boolean; google: boolean } = { apple: false, google: false },
) {
  return stubApi({
    "GET /api/v1/members/card": () => reply,
    "GET /api/v1/members/card.pdf": () => ({ body: "%PDF-1.3" }),
    "GET /api/v1/members/card/wallets": () => ({ body: wallets }),
    "GET /api/v1/members/card.pkpass": () => ({ body: "pkpass" }),
    "GET /api/v1/members/card/google_wallet": () => ({ body: { saveUrl: googleSaveUrl } }),
  });
}

const googleSaveUrl =
  "https://pay.google.com/gp/v/save/eyJhbGciOiJSUzI1NiJ9.eyJ0eXAiOiJzYXZldG93YWxsZXQifQ.c2lnbmVk";

/** The dark modules the SVG's path draws, one rectangle per run of a row. */
function modulesDrawn(svg: SVGElement, size: number) {
  const dark = Array.from({ length: size }, () => Array.from({ length: size }, () => false));
  const d = svg.querySelector("path")?.getAttribute("d") ?? "";
  for (const [, x, y, width] of d.matchAll(/M(\d+) (\d+)h(\d+)/g))
    for (let column = 0; column < Number(width); column += 1)
      (dark[Number(y) - 1] as boolean[])[Number(x) - 1 + column] = true;
  return dark;
}

describe("the membership card page (issue 25)", () => {
  beforeEach(() => saveToken("test-token", false));

  it("shows the name, number, plan and dues date in large type, and a QR code of the check address", async () => {
    renderCard({ body: card });
    renderWithApp(<MembershipCardPage />);

    const face = await screen.findByRole("region", { name: "Your membership card" });
    expect(face.textContent).toContain("Margaret Ellison");
    expect(face.textContent).toContain("Member no. 10042");
    expect(face.textContent).toContain("Active Member (USA)");
    expect(face.textContent).toContain("Valid until March 31, 2027");
    expect(face.textContent).toContain("Current member");
    const qr = screen.getByRole("img", { name: "QR code to check this membership card" });
    const { modules } = QRCode.create(card.checkUrl);
    const expected = Array.from({ length: modules.size }, (_, row) =>
      Array.from({ length: modules.size }, (_, column) => Boolean(modules.get(row, column))),
    );
    expect(modulesDrawn(qr as unknown as SVGElement, modules.size)).toEqual(expected);
  });

  it("downloads the printable card", async () => {
    const user = userEvent.setup();
    const objectUrl = vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:card");
    const fetchMock = renderCard({ body: card });
    renderWithApp(<MembershipCardPage />);

    await user.click(await screen.findByRole("button", { name: "Download card (PDF)" }));

    await waitFor(() => expect(objectUrl).toHaveBeenCalled());
    expect(fetchMock.mock.calls.filter(([url]) => url === "/api/v1/members/card.pdf")).toHaveLength(1);
    expect(await screen.findByRole("status")).toHaveProperty(
      "textContent",
      "Your card was downloaded: print it at actual size and cut along the marks.",
    );
  });

  it("says a lapsed member's card is not current, and a life member's has no end", async () => {
    renderCard({ body: { ...card, standing: "lapsed" } });
    const { unmount } = renderWithApp(<MembershipCardPage />);
    expect((await screen.findByRole("region", { name: "Your membership card" })).textContent).toContain(
      "Membership lapsed",
    );
    unmount();

    renderCard({ body: { ...card, lifelong: true, duesExpire: null } });
    renderWithApp(<MembershipCardPage />);
    expect((await screen.findByRole("region", { name: "Your membership card" })).textContent).toContain(
      "Life member",
    );
  });

  it("tells a joiner who has not paid that the card comes once the membership is paid", async () => {
    const message =
      "Your membership card comes once your membership is paid. Please pay your membership dues first.";
    renderCard({ status: 409, body: { errors: { membership: [message] } } });
    renderWithApp(<MembershipCardPage />);

    expect((await screen.findByRole("alert")).textContent).toBe(message);
    expect(screen.queryByRole("button", { name: "Download card (PDF)" })).toBeNull();
  });

  it("offers to load the card again when it could not be loaded", async () => {
    stubApi({});
    renderWithApp(<MembershipCardPage />);

    expect((await screen.findByRole("alert")).textContent).toContain(
      "The membership card could not be loaded.",
    );
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
  });

  it("offers no wallet the club has not set up", async () => {
    const fetchMock = renderCard({ body: card });
    renderWithApp(<MembershipCardPage />);

    await screen.findByRole("region", { name: "Your membership card" });
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => url === "/api/v1/members/card/wallets")).toBe(true),
    );
    expect(screen.queryByRole("button", { name: "Add to Apple Wallet" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Save to Google Wallet" })).toBeNull();
  });

  it("adds the card to Apple Wallet: the signed pass is downloaded", async () => {
    const user = userEvent.setup();
    const objectUrl = vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:pass");
    const fetchMock = renderCard({ body: card }, { apple: true, google: false });
    renderWithApp(<MembershipCardPage />);

    const wallet = await screen.findByRole("region", { name: "Your card in your phone's wallet" });
    expect(screen.queryByRole("button", { name: "Save to Google Wallet" })).toBeNull();
    await user.click(await screen.findByRole("button", { name: "Add to Apple Wallet" }));

    await waitFor(() => expect(objectUrl).toHaveBeenCalled());
    expect(fetchMock.mock.calls.filter(([url]) => url === "/api/v1/members/card.pkpass")).toHaveLength(1);
    expect(wallet.querySelector("[role=status]")?.textContent).toBe(
      "Your card was downloaded: open it to add it to Apple Wallet.",
    );
  });

  it("saves the card to Google Wallet through the link the server signed", async () => {
    const user = userEvent.setup();
    renderCard({ body: card }, { apple: false, google: true });
    renderWithApp(<MembershipCardPage />);

    expect(screen.queryByRole("button", { name: "Add to Apple Wallet" })).toBeNull();
    await user.click(await screen.findByRole("button", { name: "Save to Google Wallet" }));

    const open = await screen.findByRole("link", { name: "Open Google Wallet to save your card" });
    expect(open.getAttribute("href")).toBe(googleSaveUrl);
  });
});
