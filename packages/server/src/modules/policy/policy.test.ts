import { memberActions, officeActions } from "@club/domain/office-policies.schema";
import { describe, expect, it } from "vitest";
import {
  type Actor,
  authorizeClaimAnswer,
  authorizeClaimApproval,
  authorizeVehicleClaim,
  can,
  mayClaimVehicles,
  memberPolicies,
  officeActionRoles,
  officePolicies,
  refusal,
} from "./policy.ts";

const actor = (officeRole: Actor["officeRole"], enrolled = false): Actor => ({
  memberId: 1,
  standing: "active",
  officeRole,
  twoFactor: { enrolled },
});
const member = { officeRole: null, mergedIntoId: null };
const officeAccount = { officeRole: "office_admin" as const, mergedIntoId: null };

describe("club-level actions", () => {
  it("gives a member none, office staff the desk's, an administrator all", () => {
    expect(Object.values(officePolicies(actor(null))).some(Boolean)).toBe(false);
    expect(Object.values(officePolicies(actor("office_admin"))).every(Boolean)).toBe(true);
    const staff = officePolicies(actor("office_staff"));
    for (const action of officeActions)
      expect(staff[action], action).toBe(officeActionRoles[action] === "office_staff");
  });

  it("keeps the club's structure, money going out, roles and the roster from office staff", () => {
    for (const action of [
      "refundPayments",
      "manageStaff",
      "managePlans",
      "manageSettings",
      "manageImports",
      "manageClaims",
      "appointRegionalAdmins",
      "configureReminders",
    ] as const)
      expect(can(actor("office_staff"), action), action).toBe(false);
  });
});

describe("actions on one account", () => {
  it("lets office staff change a member but not an office account", () => {
    expect(can(actor("office_staff"), "changeEmail", member)).toBe(true);
    for (const action of ["updateMember", "changeEmail", "changeMembership", "mergeDuplicate"] as const)
      expect(refusal(actor("office_staff"), action, officeAccount)?.code, action).toBe("forbidden");
    expect(can(actor("office_staff"), "addNote", officeAccount)).toBe(true);
  });

  it("never merges an office account, even for an administrator", () => {
    expect(can(actor("office_admin", true), "mergeDuplicate", officeAccount)).toBe(false);
    expect(can(actor("office_admin", true), "mergeDuplicate", member)).toBe(true);
  });

  it("asks an administrator moving an office account's address for a code given with the request", () => {
    const admin = actor("office_admin", true);
    expect(refusal(admin, "changeEmail", officeAccount)?.code).toBe("two_factor_required");
    expect(can({ ...admin, provedSecondFactorNow: true }, "changeEmail", officeAccount)).toBe(true);
    expect(memberPolicies(admin, officeAccount).changeEmail).toBe(true);
    expect(memberPolicies(actor("office_admin", false), officeAccount).changeEmail).toBe(false);
  });

  it("takes no more changes on a merged duplicate, but keeps its notes open", () => {
    const merged = { officeRole: null, mergedIntoId: 7 };
    expect(refusal(actor("office_admin"), "updateMember", merged)?.code).toBe("merge_refused");
    expect(can(actor("office_staff"), "addNote", merged)).toBe(true);
  });

  it("answers for every action", () => {
    expect(Object.keys(memberPolicies(actor("office_staff"), member)).sort()).toEqual(
      [...memberActions].sort(),
    );
  });
});

describe("claims on cars (issue 39)", () => {
  const pending = { status: "pending" as const, claimedFromId: 7 };
  const codeOf = (decide: () => void) => {
    try {
      decide();
      return null;
    } catch (error) {
      return (error as { code?: string }).code;
    }
  };

  it("lets members in good standing claim, and refuses the others under membership, saying which", () => {
    expect(mayClaimVehicles({ standing: "active" })).toBe(true);
    expect(mayClaimVehicles({ standing: "lifetime" })).toBe(true);
    expect(codeOf(() => authorizeVehicleClaim({ standing: "unpaid_joiner" }))).toBe("membership_unpaid");
    expect(codeOf(() => authorizeVehicleClaim({ standing: "lapsed" }))).toBe("membership_lapsed");
    expect(codeOf(() => authorizeVehicleClaim({ standing: "resigned" }))).toBe("forbidden");
  });

  it("approves only a waiting claim, and only while the car is where the claim found it", () => {
    expect(codeOf(() => authorizeClaimApproval(pending, { memberId: 7 }))).toBeNull();
    expect(codeOf(() => authorizeClaimApproval(pending, { memberId: 8 }))).toBe("claim_outdated");
    expect(codeOf(() => authorizeClaimApproval(pending, { memberId: null }))).toBe("claim_outdated");
    for (const status of ["approved", "rejected", "closed"] as const)
      expect(codeOf(() => authorizeClaimApproval({ ...pending, status }, { memberId: 7 }))).toBe(
        "claim_decided",
      );
  });

  it("lets only the owner the claim was made against answer it, while it waits and the car is theirs", () => {
    expect(codeOf(() => authorizeClaimAnswer({ memberId: 7 }, pending, { memberId: 7 }))).toBeNull();
    expect(codeOf(() => authorizeClaimAnswer({ memberId: 9 }, pending, { memberId: 7 }))).toBe("not_found");
    expect(codeOf(() => authorizeClaimAnswer({ memberId: 7 }, pending, { memberId: 9 }))).toBe("not_found");
    expect(
      codeOf(() => authorizeClaimAnswer({ memberId: 7 }, { ...pending, status: "closed" }, { memberId: 7 })),
    ).toBe("claim_decided");
  });
});
