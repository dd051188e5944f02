import { isoDay, membershipStanding } from "@club/domain/membership-year.rules";
import { directoryMessages } from "@club/domain/messages";
import type { AppContext } from "../../lib/app-context.ts";
import { AppError } from "../../lib/app-error.ts";
import type { SessionContext } from "../auth/auth.service.ts";

/**
 * The directory (member and car search, their detail pages) is for members in good standing, the members it
 * lists (docs/decisions.md). A joiner who has not paid and a member whose dues expired get 403 under the field
 * `membership`, saying which, so the web can show the way forward. A regional administrator's search of their
 * own regions is theirs while they hold the role, and does not come here. The session carries the member's
 * national membership, read with it, so the check costs no round trip.
 */
export function requireDirectoryAccess(context: AppContext, session: SessionContext): void {
  const standing = membershipStanding(session.membership, isoDay(context.now()));
  if (standing !== "active") {
    throw new AppError(standing === "unpaid" ? "membership_unpaid" : "membership_lapsed", {
      membership: [directoryMessages[standing]],
    });
  }
}
