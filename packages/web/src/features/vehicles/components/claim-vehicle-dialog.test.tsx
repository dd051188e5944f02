import {
  claimDocumentMaxBytes,
  registryMessages,
  type VehicleClaim,
} from "@club/domain/vehicle-registry.schema";
import { Notifications } from "@mantine/notifications";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { saveToken } from "../../../api/token-storage.ts";
import { renderWithApp } from "../../../test/render-with-app.tsx";
import { type StubReply, stubApi } from "../../../test/stub-api.ts";
import { ClaimVehicleDialog, claimSentMessage } from "./claim-vehicle-dialog.tsx";

const car = { id: 31, claimPath: "/api/v1/vehicles/31/claims" };

const claimed: VehicleClaim = {
  id: 5,
  vehicleId: 31,
  car: "1931 Duesenberg Model J",
  note: "Bought from the estate in 1998.",
  status: "pending",
  reason: null,
  documents: [{ id: 1, fileName: "title.pdf" }],
  createdAt: "2026-11-27T09:00:00.000Z",
  decidedAt: null,
};

function renderDialog(reply: () => StubReply | Promise<StubReply>) {
  const fetchMock = stubApi({ "POST /api/v1/vehicles/31/claims": reply });
  const onClose = vi.fn();
  renderWithApp(
    <>
      <Notifications />
      <ClaimVehicleDialog car={car} onClose={onClose} />
    </>,
  );
  return { fetchMock, onClose, dialog: screen.getByRole("dialog", { name: "Claim this car" }) };
}

const pdf = (name: string, size = 10) => new File([new Uint8Array(size)], name, { type: "application/pdf" });

describe("claim this car (issue 27)", () => {
  beforeEach(() => saveToken("test-token", false));

  it("sends the note and the papers, showing the upload's progress, then says the claim was sent", async () => {
    const user = userEvent.setup({ applyAccept: false });
    let answer: (reply: StubReply) => void = () => {};
    const { fetchMock, onClose, dialog } = renderDialog(
      () =>
        new Promise<StubReply>((resolve) => {
          answer = resolve;
        }),
    );
    expect(within(dialog).getByText(/Tell the club office why this car is yours/)).toBeTruthy();

    // Nothing is sent without a note.
    await user.click(within(dialog).getByRole("button", { name: "Send the claim" }));
    expect(await within(dialog).findByText("Note is required")).toBeTruthy();

    await user.type(
      within(dialog).getByLabelText(/^Why is this car yours/),
      "Bought from the estate in 1998.",
    );
    await user.upload(within(dialog).getByLabelText(/^Papers/), [
      pdf("title.pdf"),
      new File(["doc"], "letter.docx", { type: "application/msword" }),
      pdf("scan.pdf", claimDocumentMaxBytes + 1),
    ]);
    // Refused as they are chosen, each named, before anything is sent.
    expect(
      await within(dialog).findByText(
        `letter.docx: ${registryMessages.documentType}. scan.pdf: ${registryMessages.documentTooLarge}`,
      ),
    ).toBeTruthy();
    expect(within(dialog).getByRole("list", { name: "Papers chosen" }).textContent).toContain("title.pdf");

    await user.click(within(dialog).getByRole("button", { name: "Send the claim" }));
    expect((await within(dialog).findByRole("status")).textContent).toBe(
      "Sending your claim and its papers…",
    );
    const [, init] = fetchMock.mock.calls[0] ?? [];
    const sent = init?.body as FormData;
    expect(sent.get("note")).toBe("Bought from the estate in 1998.");
    expect(sent.getAll("documents").map((file) => (file as File).name)).toEqual(["title.pdf"]);

    answer({ status: 201, body: claimed });
    expect(await screen.findByText(claimSentMessage)).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
  });

  it("takes five papers at most", async () => {
    const user = userEvent.setup();
    const { dialog } = renderDialog(() => ({ status: 201, body: claimed }));
    await user.upload(
      within(dialog).getByLabelText(/^Papers/),
      Array.from({ length: 6 }, (_, index) => pdf(`paper-${index}.pdf`)),
    );
    expect(await within(dialog).findByText(registryMessages.tooManyDocuments)).toBeTruthy();
    expect(within(dialog).getAllByRole("button", { name: /^Remove paper-/ })).toHaveLength(5);
    await user.click(within(dialog).getByRole("button", { name: "Remove paper-0.pdf" }));
    expect(within(dialog).getAllByRole("button", { name: /^Remove paper-/ })).toHaveLength(4);
  });

  it("says when the member already claimed the car (409), keeping the note", async () => {
    const user = userEvent.setup();
    const { onClose, dialog } = renderDialog(() => ({
      status: 409,
      body: { errors: { base: [registryMessages.claimPending] } },
    }));
    await user.type(within(dialog).getByLabelText(/^Why is this car yours/), "It is mine.");
    await user.click(within(dialog).getByRole("button", { name: "Send the claim" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe(registryMessages.claimPending);
    expect((within(dialog).getByLabelText(/^Why is this car yours/) as HTMLTextAreaElement).value).toBe(
      "It is mine.",
    );
    await waitFor(() => expect(within(dialog).queryByRole("status")).toBeNull());
    expect(onClose).not.toHaveBeenCalled();
  });
});
