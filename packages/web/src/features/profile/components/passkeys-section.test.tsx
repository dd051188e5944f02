import { passkeyMessages } from "@club/domain/messages";
import type { Passkey } from "@club/domain/passkey.schema";
import { Notifications } from "@mantine/notifications";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { saveToken } from "../../../api/token-storage.ts";
import { renderWithApp } from "../../../test/render-with-app.tsx";
import { sentBody, stubApi } from "../../../test/stub-api.ts";
import { PasskeysSection } from "./passkeys-section.tsx";

const phone: Passkey = {
  id: 3,
  name: "My phone",
  createdAt: "2026-11-21T18:05:00.000Z",
  lastUsedAt: "2026-12-02T03:49:00.000Z",
};
const laptop: Passkey = {
  id: 4,
  name: "Work laptop",
  createdAt: "2026-12-01T15:00:00.000Z",
  lastUsedAt: null,
};

function renderSection() {
  return renderWithApp(
    <>
      <Notifications />
      <PasskeysSection />
    </>,
  );
}

describe("Passkeys on Member Info (issue 43)", () => {
  beforeEach(() => saveToken("test-token", false));
  afterEach(() => vi.unstubAllGlobals());

  it("lists each passkey with when it was added and last used, in the club's time", async () => {
    stubApi({ "GET /api/v1/members/passkeys": () => ({ body: { passkeys: [phone, laptop] } }) });
    renderSection();
    const section = await screen.findByRole("region", { name: "Passkeys" });
    const list = await within(section).findByRole("list", { name: "Your passkeys" });
    const [first, second] = within(list).getAllByRole("listitem");
    // America/Chicago, the fixture's club time zone: 03:49 UTC on 2 December is 9:49 PM on 1 December.
    expect(first?.textContent).toContain("My phone");
    expect(first?.textContent).toContain("Added 12:05 PM Central Time on 2026-11-21.");
    expect(first?.textContent).toContain("Last used 9:49 PM Central Time on 2026-12-01.");
    expect(second?.textContent).toContain("Not used yet.");
  });

  it("says when there is none, and when the list could not be loaded", async () => {
    stubApi({ "GET /api/v1/members/passkeys": () => ({ body: { passkeys: [] } }) });
    const { unmount } = renderSection();
    expect(await screen.findByText("You have no passkeys yet.")).toBeTruthy();
    unmount();

    stubApi({ "GET /api/v1/members/passkeys": () => ({ status: 500, body: { errors: { base: ["x"] } } }) });
    renderSection();
    expect((await screen.findByRole("alert")).textContent).toContain(
      "The list of your passkeys could not be loaded.",
    );
  });

  it("renames a passkey, refusing an empty name before anything is sent", async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({
      "GET /api/v1/members/passkeys": () => ({ body: { passkeys: [phone] } }),
      "PUT /api/v1/members/passkeys/3": (init) => ({
        body: { ...phone, name: (sentBody(init) as { name: string }).name },
      }),
    });
    renderSection();
    await user.click(await screen.findByRole("button", { name: "Rename My phone" }));
    const form = screen.getByRole("form", { name: "Rename My phone" });
    const field = within(form).getByLabelText("New name");
    await user.clear(field);
    await user.click(within(form).getByRole("button", { name: "Save the name" }));
    expect(within(form).getByText(passkeyMessages.nameRequired)).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "PUT")).toBe(false);

    await user.type(field, " Pixel 9 ");
    await user.click(within(form).getByRole("button", { name: "Save the name" }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.find(([, init]) => init?.method === "PUT")?.[1]).toBeTruthy(),
    );
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === "PUT");
    expect(sentBody(put?.[1])).toEqual({ name: "Pixel 9" });
    expect(await screen.findByText(passkeyMessages.renamed)).toBeTruthy();
  });

  it("removes a passkey only after the member confirms", async () => {
    const user = userEvent.setup();
    let passkeys = [phone, laptop];
    const fetchMock = stubApi({
      "GET /api/v1/members/passkeys": () => ({ body: { passkeys } }),
      "DELETE /api/v1/members/passkeys/3": () => {
        passkeys = [laptop];
        return { status: 204 };
      },
    });
    renderSection();
    await user.click(await screen.findByRole("button", { name: "Remove My phone" }));
    const dialog = await screen.findByRole("dialog", { name: 'Remove the passkey "My phone"?' });
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "DELETE")).toBe(false);
    await user.click(within(dialog).getByRole("button", { name: "Keep it" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "DELETE")).toBe(false);

    await user.click(screen.getByRole("button", { name: "Remove My phone" }));
    const again = await screen.findByRole("dialog", { name: 'Remove the passkey "My phone"?' });
    await user.click(within(again).getByRole("button", { name: "Remove the passkey" }));
    expect(await screen.findByText(passkeyMessages.removed)).toBeTruthy();
    await waitFor(() => expect(screen.queryByText("My phone")).toBeNull());
    expect(screen.getByRole("button", { name: "Remove Work laptop" })).toBeTruthy();
  });

  it("says so when the browser cannot make passkeys (no WebAuthn)", async () => {
    stubApi({ "GET /api/v1/members/passkeys": () => ({ body: { passkeys: [] } }) });
    renderSection();
    expect(await screen.findByText(passkeyMessages.notSupported)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Add a passkey" })).toBeNull();
  });

  it("names the new passkey before the browser is asked to make it", async () => {
    vi.stubGlobal("PublicKeyCredential", function PublicKeyCredential() {});
    const user = userEvent.setup();
    const fetchMock = stubApi({ "GET /api/v1/members/passkeys": () => ({ body: { passkeys: [] } }) });
    renderSection();
    await user.click(await screen.findByRole("button", { name: "Add a passkey" }));
    expect(await screen.findByText(passkeyMessages.nameRequired)).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "POST")).toBe(false);
  });
});
