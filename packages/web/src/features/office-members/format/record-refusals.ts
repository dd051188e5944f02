import type { OfficeMemberRecord } from "@club/domain/office.schema";
import { type MemberAction, policyMessages } from "@club/domain/office-policies.schema";

// The record shows an action only where its `policies` (the server's answer, issue 23) allow it; where they do not,
// it says why in one line instead of offering a button the server would refuse. The server decides; these only
// word its answer from what the record itself shows (an office account, a merged duplicate).

const refundForAdministrators =
  "Only an office administrator can refund a payment. Ask one if a refund is needed.";

const mergedAway = "This account was merged into another one: make changes on that account instead.";

/** Changes an office account keeps for office administrators (its sign-in and standing). */
const officeAccountChanges = new Set<MemberAction>(["updateMember", "changeEmail", "changeMembership"]);

/** Why the office may not take this action on this record, in one plain line; null where it may. */
export function whyNotAllowed(record: OfficeMemberRecord, action: MemberAction): string | null {
  if (record.policies[action]) return null;
  if (record.mergedIntoId !== null) return mergedAway;
  if (record.officeRole !== null) {
    if (action === "mergeDuplicate") return policyMessages.officeAccountNotMerged;
    // The details may change but the e-mail not: the actor has no authenticator to prove themselves again with.
    if (action === "changeEmail" && record.policies.updateMember) return policyMessages.emailNeedsEnrolment;
    if (officeAccountChanges.has(action)) return policyMessages.officeAccountProtected;
  }
  return action === "refundPayment" ? refundForAdministrators : policyMessages.roleTooLow;
}
