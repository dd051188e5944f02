import type { OfficeMemberRow } from "@club/domain/office.schema";
import { policyMessages } from "@club/domain/office-policies.schema";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { saveToken } from "../../../../api/token-storage.ts";
import {
  officeRecordFixture,
  officeSessionFixture,
  staffMemberPolicies,
  staffMemberRefusals,
  staffOnOfficeAccountPolicies,
  staffOnOfficeAccountRefusals,
} from "../../../../test/office.fixture.ts";
import { activeNationalPlanFixture } from "../../../../test/plan.fixture.ts";
import { renderWithApp } from "../../../../test/render-with-app.tsx";
import { type StubReply, stubApi } from "../../../../test/stub-api.ts";
import { OfficeMemberPage } from "../../pages/office-member-page.tsx";

function openMembership(replies: Record<string, () => StubReply>) {
  const fetchMock = stubApi({
    "GET /api/v1/office/session": () => ({ body: officeSessionFixture({ role: "office_staff" }) }),
    "GET /api/v1/national_membership_plans": () => ({ body: [activeNationalPlanFixture] }),
    ...replies,
  });
  renderWithApp(<OfficeMemberPage />, {
    path: "/office/members/7?tab=membership",
    route: "/office/members/:id",
  });
  return fetchMock;
}

const row = (overrides: Partial<OfficeMemberRow>): OfficeMemberRow => ({
  id: 12,
  memberNo: 1107,
  firstName: "Margaret",
  lastName: "Whitfield",
  email: "margaret.w@example.org",
  city: "Evanston",
  state: "US-IL",
  zipCode: "60201",
  planTitle: "Active Member (USA)",
  duesExpire: "2025-12-31",
  status: "active",
  officeRole: null,
  regions: [],
  policies: staffMemberPolicies,
  refusals: staffMemberRefusals,
  ...overrides,
});

// Issue 23: the record's actions show where its policies (the server's answer) allow them; otherwise a line says why.
describe("the membership tab's actions", () => {
  beforeEach(() => saveToken("test-token", false));

  it("shows office staff an office account's membership without the changes or the merge, and says why", async () => {
    openMembership({
      "GET /api/v1/office/members/7": () => ({
        body: officeRecordFixture({
          officeRole: "office_admin",
          policies: staffOnOfficeAccountPolicies,
          refusals: staffOnOfficeAccountRefusals,
        }),
      }),
    });
    expect(await screen.findByText(policyMessages.officeAccountProtected)).toBeTruthy();
    expect(screen.getByText(policyMessages.officeAccountNotMerged)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Mark resigned" })).toBeNull();
    expect(screen.queryByRole("form", { name: "Merge a duplicate" })).toBeNull();
    expect(screen.getByText("Active Member (USA)")).toBeTruthy();
  });

  it("offers the changes and the merge of a member's record", async () => {
    openMembership({ "GET /api/v1/office/members/7": () => ({ body: officeRecordFixture() }) });
    expect(await screen.findByRole("button", { name: "Mark resigned" })).toBeTruthy();
    expect(screen.getByRole("form", { name: "Merge a duplicate" })).toBeTruthy();
    expect(screen.queryByText(policyMessages.officeAccountProtected)).toBeNull();
  });

  it("does not offer an account its policies refuse to merge, and says why in the server's words", async () => {
    openMembership({
      "GET /api/v1/office/members/7": () => ({ body: officeRecordFixture() }),
      "GET /api/v1/office/members?q=whitfield&sort=last_name&order=asc&page=1": () => ({
        body: {
          results: [
            row({}),
            row({
              id: 3,
              memberNo: 10007,
              email: "office@example.org",
              officeRole: "office_admin",
              status: "staff",
              policies: staffOnOfficeAccountPolicies,
              refusals: staffOnOfficeAccountRefusals,
            }),
          ],
          page: 1,
          pageSize: 50,
          total: 2,
        },
      }),
    });
    const user = userEvent.setup();
    await user.type(await screen.findByRole("textbox", { name: /^Find the duplicate/ }), "whitfield{Enter}");
    const picker = await screen.findByRole("radiogroup", { name: "The duplicate account" });
    const member = within(picker).getByRole("radio", { name: /No\. 1107/ }) as HTMLInputElement;
    const office = within(picker).getByRole("radio", { name: /No\. 10007/ }) as HTMLInputElement;
    expect(member.disabled).toBe(false);
    expect(office.disabled).toBe(true);
    expect(within(picker).getByText(policyMessages.officeAccountNotMerged)).toBeTruthy();
  });
});
