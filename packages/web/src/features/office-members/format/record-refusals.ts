import type { OfficeMemberRecord } from "@club/domain/office.schema";
import { type MemberAction, policyMessages } from "@club/domain/office-policies.schema";

// The record shows an action only where its `policies` (the server's answer, issue 23) allow it; where they do not,
// it says why in one line instead of offering a button the server would refuse. The line is the server's own
// (`refusals`, issue 39): the web keeps no copy of which actions an office account or a merged duplicate protects.

/**
 * Why the office may not take this action on this account (a record, or a row of the member search), in one plain
 * line; null where it may.
 */
export function whyNotAllowed(
  record: Pick<OfficeMemberRecord, "policies" | "refusals">,
  action: MemberAction,
): string | null {
  if (record.policies[action]) return null;
  return record.refusals[action] ?? policyMessages.roleTooLow;
}
