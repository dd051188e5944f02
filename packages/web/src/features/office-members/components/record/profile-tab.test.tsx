import type { OfficeMemberRecord } from "@club/domain/office.schema";
import { policyMessages } from "@club/domain/office-policies.schema";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { saveToken } from "../../../../api/token-storage.ts";
import {
  officeRecordFixture,
  officeSessionFixture,
  staffOnOfficeAccountPolicies,
  staffOnOfficeAccountRefusals,
} from "../../../../test/office.fixture.ts";
import { renderWithApp } from "../../../../test/render-with-app.tsx";
import { type StubReply, sentBody, stubApi } from "../../../../test/stub-api.ts";
import { OfficeMemberPage } from "../../pages/office-member-page.tsx";

function openRecord(
  tab: string,
  replies: Record<string, (init?: RequestInit) => StubReply> = {},
  record: OfficeMemberRecord = officeRecordFixture(),
) {
  const fetchMock = stubApi({
    "GET /api/v1/office/session": () => ({ body: officeSessionFixture() }),
    "GET /api/v1/office/members/7": () => ({ body: record }),
    "GET /api/v1/countries": () => ({ body: { "United States of America": "US" } }),
    "GET /api/v1/regions?country_code=US": () => ({ body: { Illinois: "US-IL" } }),
    ...replies,
  });
  const view = renderWithApp(<OfficeMemberPage />, {
    path: `/office/members/7?tab=${tab}`,
    route: "/office/members/:id",
  });
  return { ...view, fetchMock };
}

describe("the member's profile, as the office changes it (issue 13)", () => {
  beforeEach(() => saveToken("test-token", false));

  it("lists the changes, says a notice goes to both e-mail addresses, and sends only what changed", async () => {
    const saved = officeRecordFixture();
    saved.profile = { ...saved.profile, email: "margaret@new.example", city: "Evanston" };
    const { fetchMock } = openRecord("profile", {
      "PUT /api/v1/office/members/7": () => ({ body: saved }),
    });
    const user = userEvent.setup();
    const email = await screen.findByLabelText(/^Email/);
    await user.clear(email);
    await user.type(email, "margaret@new.example");
    await user.clear(screen.getByLabelText("City"));
    await user.type(screen.getByLabelText("City"), "Evanston");
    await user.type(screen.getByLabelText(/^Reason/), "New address by letter{Enter}");

    const dialog = await screen.findByRole("dialog", { name: "Save these changes?" });
    expect(
      within(dialog)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Email: member@example.org → margaret@new.example", "City: Winnetka → Evanston"]);
    expect(dialog.textContent).toContain(
      "a notice goes to the old address (member@example.org) and to the new one (margaret@new.example)",
    );
    expect(document.activeElement).toBe(within(dialog).getByRole("button", { name: "Cancel" }));
    await user.click(within(dialog).getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === "PUT");
    expect(sentBody(put?.[1])).toEqual({
      member: { email: "margaret@new.example", city: "Evanston" },
      reason: "New address by letter",
    });
    expect((screen.getByLabelText(/^Reason/) as HTMLInputElement).value).toBe("");
  });

  it("shows a refusal at its field and keeps what was typed", async () => {
    openRecord("profile", {
      "PUT /api/v1/office/members/7": () => ({
        status: 409,
        body: { errors: { email: ["has already been taken"] } },
      }),
    });
    const user = userEvent.setup();
    const email = await screen.findByLabelText(/^Email/);
    await user.clear(email);
    await user.type(email, "taken@example.org{Enter}");
    const dialog = await screen.findByRole("dialog", { name: "Save these changes?" });
    await user.click(within(dialog).getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("has already been taken")).toBeTruthy();
    expect((email as HTMLInputElement).value).toBe("taken@example.org");
    expect(email.getAttribute("aria-invalid")).toBe("true");
  });

  it("says so when nothing was changed, without asking", async () => {
    openRecord("profile");
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("Nothing has been changed, so there is nothing to save.")).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});

describe("an office account's profile (issue 23)", () => {
  beforeEach(() => saveToken("test-token", false));

  const officeAccount = (
    policies?: OfficeMemberRecord["policies"],
    refusals: OfficeMemberRecord["refusals"] = {},
  ) => {
    const record = officeRecordFixture({ officeRole: "office_staff", secondFactorFor: ["changeEmail"] });
    return policies ? { ...record, policies, refusals } : record;
  };

  it("asks for no code where the server's record does not, whatever the account (issue 39)", async () => {
    openRecord("profile", {}, { ...officeAccount(), secondFactorFor: [] });
    const user = userEvent.setup();
    const email = await screen.findByLabelText(/^Email/);
    await user.clear(email);
    await user.type(email, "olive@new.example");
    expect(screen.queryByLabelText(/Code from your authenticator app/)).toBeNull();
  });

  it("is locked for office staff, with the reason in one line and no Save", async () => {
    openRecord("profile", {}, officeAccount(staffOnOfficeAccountPolicies, staffOnOfficeAccountRefusals));
    expect(await screen.findByText(policyMessages.officeAccountProtected)).toBeTruthy();
    expect((screen.getByLabelText("First Name") as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText(/^Email/) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText("Publication Preferences") as HTMLSelectElement).disabled).toBe(true);
    expect(screen.queryByRole("button", { name: "Save changes" })).toBeNull();
  });

  it("keeps the e-mail of an administrator without an authenticator as it is, and says why", async () => {
    openRecord(
      "profile",
      {},
      officeAccount(
        { ...officeRecordFixture().policies, changeEmail: false },
        { changeEmail: policyMessages.emailNeedsEnrolment },
      ),
    );
    const email = (await screen.findByLabelText(/^Email/)) as HTMLInputElement;
    expect(email.readOnly).toBe(true);
    expect(screen.getByText(policyMessages.emailNeedsEnrolment)).toBeTruthy();
    expect((screen.getByLabelText("First Name") as HTMLInputElement).disabled).toBe(false);
    expect(screen.getByRole("button", { name: "Save changes" })).toBeTruthy();
  });

  it("asks for a code of the authenticator to move the e-mail, sends it, and shows a refusal at it", async () => {
    const { fetchMock } = openRecord(
      "profile",
      {
        "PUT /api/v1/office/members/7": () => ({
          status: 403,
          body: { errors: { twoFactorCode: [policyMessages.emailNeedsSecondFactor] } },
        }),
      },
      officeAccount(),
    );
    const user = userEvent.setup();
    const email = await screen.findByLabelText(/^Email/);
    expect(screen.queryByLabelText(/Code from your authenticator app/)).toBeNull();
    await user.clear(email);
    await user.type(email, "olive@new.example");
    const code = screen.getByLabelText(/Code from your authenticator app/) as HTMLInputElement;
    expect(code.inputMode).toBe("numeric");
    expect(code.getAttribute("autocomplete")).toBe("one-time-code");

    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText(policyMessages.emailNeedsSecondFactor)).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();

    await user.type(code, "123456{Enter}");
    const dialog = await screen.findByRole("dialog", { name: "Save these changes?" });
    await user.click(within(dialog).getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(code.getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getByText(policyMessages.emailNeedsSecondFactor)).toBeTruthy();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === "PUT");
    expect(sentBody(put?.[1])).toEqual({ member: { email: "olive@new.example" }, two_factor_code: "123456" });
    expect((email as HTMLInputElement).value).toBe("olive@new.example");
    expect(code.value).toBe("123456");
  });

  it("sends no code when the e-mail is put back as it was", async () => {
    const { fetchMock } = openRecord(
      "profile",
      { "PUT /api/v1/office/members/7": () => ({ body: officeAccount() }) },
      officeAccount(),
    );
    const user = userEvent.setup();
    const email = await screen.findByLabelText(/^Email/);
    await user.clear(email);
    await user.type(email, "olive@new.example");
    await user.type(screen.getByLabelText(/Code from your authenticator app/), "123456");
    await user.clear(email);
    await user.type(email, "member@example.org");
    expect(screen.queryByLabelText(/Code from your authenticator app/)).toBeNull();
    await user.clear(screen.getByLabelText("City"));
    await user.type(screen.getByLabelText("City"), "Evanston{Enter}");
    const dialog = await screen.findByRole("dialog", { name: "Save these changes?" });
    await user.click(within(dialog).getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === "PUT");
    expect(sentBody(put?.[1])).toEqual({ member: { city: "Evanston" } });
  });
});

describe("the member's history", () => {
  beforeEach(() => saveToken("test-token", false));

  it("downloads the member's audit trail as CSV with the session's token", async () => {
    const { fetchMock } = openRecord("history", {
      "GET /api/v1/office/audit.csv?member_id=7": () => ({ body: "at,actor\n" }),
    });
    vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:audit");
    vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => {});
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Download the history (CSV)" }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes("audit.csv"));
    expect(new Headers(call?.[1]?.headers).get("Authorization")).toBe("Bearer test-token");
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe("audit-member-1042.csv");
  });
});
