import { z } from "zod";

// What the office may do (issue 23): the server's policy module decides it, and the office's replies carry the
// answer for the actor asking, so the web shows an action only where the server would allow it.

/** What the office does at the club's level (GET /office/session `policies`). */
export const officeActions = [
  "enterOffice",
  "manageMembers",
  "readPayments",
  "recordPayments",
  "refundPayments",
  "readAudit",
  "readDashboard",
  "reviewVehicles",
  "decideVehicleClaims",
  "manageEvents",
  "manageAnnouncements",
  "manageBounces",
  "runReminders",
  "configureReminders",
  "readRegions",
  "appointRegionalAdmins",
  "managePlans",
  "manageSettings",
  "manageStaff",
  "manageImports",
  "manageClaims",
  "manageClassics",
  "readErasureRequests",
  "decideErasureRequests",
  "withdrawResults",
  "recordRemittances",
  "moderateListings",
  "manageArchive",
  "manageElections",
] as const;
export type OfficeAction = (typeof officeActions)[number];

/** What the office does to one account (a member's record `policies`). */
export const memberActions = [
  "updateMember",
  "changeEmail",
  "changeMembership",
  "addNote",
  "recordPayment",
  "refundPayment",
  "mergeDuplicate",
] as const;
export type MemberAction = (typeof memberActions)[number];

export const officePoliciesSchema = z.record(z.enum(officeActions), z.boolean());
export type OfficePolicies = z.infer<typeof officePoliciesSchema>;

export const memberPoliciesSchema = z.record(z.enum(memberActions), z.boolean());
export type MemberPolicies = z.infer<typeof memberPoliciesSchema>;

/** Why not, for each action a member record's `policies` refuse (issue 39): the web words a refusal from here. */
export const memberRefusalsSchema = z.partialRecord(z.enum(memberActions), z.string());
export type MemberRefusals = z.infer<typeof memberRefusalsSchema>;

export const policyMessages = {
  roleTooLow: "Your office role does not allow this: ask an office administrator.",
  refundForAdministrators:
    "Only an office administrator can refund a payment. Ask one if a refund is needed.",
  officeAccountProtected:
    "This is an office account: only an office administrator may change its details, e-mail or membership.",
  mergedInto: (id: number) => `This account was merged into another one (id ${id}): change that one instead.`,
  officeAccountNotMerged:
    "Office accounts cannot be merged: an office administrator takes the office role away first.",
  emailNeedsSecondFactor:
    "Changing an office account's e-mail needs a code from your authenticator app: enter it to go on.",
  emailNeedsEnrolment:
    "Set up two-step sign-in with an authenticator app before changing an office account's e-mail.",
};
