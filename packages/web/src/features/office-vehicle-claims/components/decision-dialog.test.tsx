import { registryMessages } from "@club/domain/vehicle-registry.schema";
import { Notifications } from "@mantine/notifications";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { saveToken } from "../../../api/token-storage.ts";
import { officeVehicleClaimFixture } from "../../../test/office-vehicle-claim.fixture.ts";
import { renderWithApp } from "../../../test/render-with-app.tsx";
import { sentBody, stubApi } from "../../../test/stub-api.ts";
import { type Deciding, DecisionDialog } from "./decision-dialog.tsx";

const claim = officeVehicleClaimFixture();
const approveUrl = "/api/v1/office/vehicle_claims/5/approve";
const rejectUrl = "/api/v1/office/vehicle_claims/5/reject";

function renderDialog(deciding: Deciding, routes: Parameters<typeof stubApi>[0] = {}) {
  const fetchMock = stubApi(routes);
  const handlers = { onClose: vi.fn(), onDone: vi.fn(), onConflict: vi.fn() };
  renderWithApp(
    <>
      <Notifications />
      <DecisionDialog deciding={deciding} {...handlers} />
    </>,
  );
  return { fetchMock, ...handlers };
}

const callsTo = (fetchMock: ReturnType<typeof stubApi>, url: string) =>
  fetchMock.mock.calls.filter(([called]) => called === url);

describe("deciding a claim (issue 27)", () => {
  beforeEach(() => saveToken("test-token", false));

  it("approves after saying where the car goes, sending no reason when none was given", async () => {
    const user = userEvent.setup();
    const { fetchMock, onDone } = renderDialog(
      { claim, decision: "approve" },
      { [`POST ${approveUrl}`]: () => ({ body: { ...claim, status: "approved" } }) },
    );
    const dialog = await screen.findByRole("dialog", { name: "Approve this claim?" });
    expect(
      within(dialog).getByText(
        "The 1931 Packard Twin Six will move from Ruth Owner to Hal Byrne's garage. Its history goes on, with Hal Byrne as its latest owner.",
      ),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Approve claim" }));
    expect(
      await screen.findByText(
        "The claim was approved: the 1931 Packard Twin Six is now in Hal Byrne's garage.",
      ),
    ).toBeTruthy();
    expect(sentBody(callsTo(fetchMock, approveUrl)[0]?.[1])).toEqual({});
    expect(onDone).toHaveBeenCalledOnce();
  });

  it("sends the approval's reason when one was given", async () => {
    const user = userEvent.setup();
    const reason = "The bill of sale matches the engine number.";
    const { fetchMock, onDone } = renderDialog(
      { claim, decision: "approve" },
      { [`POST ${approveUrl}`]: () => ({ body: { ...claim, status: "approved", reason } }) },
    );
    const dialog = await screen.findByRole("dialog", { name: "Approve this claim?" });
    await user.type(within(dialog).getByRole("textbox", { name: "Reason (optional)" }), `  ${reason} `);
    await user.click(within(dialog).getByRole("button", { name: "Approve claim" }));
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(sentBody(callsTo(fetchMock, approveUrl)[0]?.[1])).toEqual({ reason });
  });

  it("says where the car comes from when no member has it", async () => {
    renderDialog({ claim: officeVehicleClaimFixture({ currentOwner: null }), decision: "approve" });
    const dialog = await screen.findByRole("dialog", { name: "Approve this claim?" });
    expect(
      within(dialog).getByText(
        /^The 1931 Packard Twin Six, in no member's garage since it was sold outside the club, will move to Hal Byrne's garage\./,
      ),
    ).toBeTruthy();
  });

  it("rejects only with a reason", async () => {
    const user = userEvent.setup();
    const reason = "The title names another car.";
    const { fetchMock, onDone } = renderDialog(
      { claim, decision: "reject" },
      { [`POST ${rejectUrl}`]: () => ({ body: { ...claim, status: "rejected", reason } }) },
    );
    const dialog = await screen.findByRole("dialog", { name: "Reject this claim?" });
    expect(within(dialog).getByText("The 1931 Packard Twin Six stays with Ruth Owner.")).toBeTruthy();
    await user.type(within(dialog).getByRole("textbox", { name: /Reason/ }), "   ");
    await user.click(within(dialog).getByRole("button", { name: "Reject claim" }));
    expect(await within(dialog).findByText("Reason is required")).toBeTruthy();
    expect(callsTo(fetchMock, rejectUrl)).toHaveLength(0);

    await user.clear(within(dialog).getByRole("textbox", { name: /Reason/ }));
    await user.type(within(dialog).getByRole("textbox", { name: /Reason/ }), reason);
    await user.click(within(dialog).getByRole("button", { name: "Reject claim" }));
    expect(await screen.findByText("The claim on the 1931 Packard Twin Six was rejected.")).toBeTruthy();
    expect(sentBody(callsTo(fetchMock, rejectUrl)[0]?.[1])).toEqual({ reason });
    expect(onDone).toHaveBeenCalledOnce();
  });

  it("keeps the reason typed when the server refuses it, showing its words at the field", async () => {
    const user = userEvent.setup();
    const reason = "No.";
    const { onDone } = renderDialog(
      { claim, decision: "reject" },
      {
        [`POST ${rejectUrl}`]: () => ({
          status: 422,
          body: { errors: { reason: ["Say what the papers lack"], base: ["Nothing was changed"] } },
        }),
      },
    );
    const dialog = await screen.findByRole("dialog", { name: "Reject this claim?" });
    const field = within(dialog).getByRole("textbox", { name: /Reason/ });
    await user.type(field, reason);
    await user.click(within(dialog).getByRole("button", { name: "Reject claim" }));
    expect(await within(dialog).findByText("Say what the papers lack")).toBeTruthy();
    expect(within(dialog).getByRole("alert").textContent).toBe("Nothing was changed");
    expect((field as HTMLTextAreaElement).value).toBe(reason);
    expect(onDone).not.toHaveBeenCalled();
  });

  it("hands a claim someone else decided first to the page, with the server's words", async () => {
    const user = userEvent.setup();
    const { onConflict, onDone } = renderDialog(
      { claim, decision: "reject" },
      {
        [`POST ${rejectUrl}`]: () => ({
          status: 409,
          body: { errors: { base: [registryMessages.claimDecided] } },
        }),
      },
    );
    const dialog = await screen.findByRole("dialog", { name: "Reject this claim?" });
    await user.type(within(dialog).getByRole("textbox", { name: /Reason/ }), "Not theirs");
    await user.click(within(dialog).getByRole("button", { name: "Reject claim" }));
    await waitFor(() => expect(onConflict).toHaveBeenCalledWith(registryMessages.claimDecided));
    expect(onDone).not.toHaveBeenCalled();
  });
});
