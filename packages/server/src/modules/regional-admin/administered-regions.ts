import type { AppContext } from "../../lib/app-context.ts";
import type { SessionContext } from "../auth/auth.service.ts";
import { authorizeRegion, regionsToAdminister } from "../policy/policy.ts";
import { currentTermsOf } from "./officer-terms.service.ts";

// The regions whose administrator pages a member may use: those where they hold an office today (issue 42: any
// office's current term; issue 14's appointments are terms of "Regional administrator"), read for the policy module,
// which decides what they may use of them.

type Context = Pick<AppContext, "db" | "config" | "log" | "now">;

async function officeRegionCodes(context: Context, memberId: number) {
  return [...new Set((await currentTermsOf(context, memberId)).map((term) => term.regionCode))];
}

/** The regions whose administrator pages the signed-in member may use. */
export async function administeredRegions(context: Context, session: SessionContext): Promise<string[]> {
  return regionsToAdminister(session, await officeRegionCodes(context, session.memberId));
}

/**
 * Issue 42: the regions whose money the member reads today: where they hold the treasurer's office, and every region
 * of a zone where they hold any office (a zone's officers see their regions' money).
 */
export async function moneyReaderRegions(context: Context, memberId: number): Promise<string[]> {
  const terms = await currentTermsOf(context, memberId);
  return [
    ...new Set(
      terms.filter((term) => term.officeKey === "treasurer" || term.viaZone).map((term) => term.regionCode),
    ),
  ];
}

/** Goes on only for an administrator of the region (spec §6). */
export async function requireRegionAdministrator(
  context: Context,
  session: SessionContext,
  regionCode: string,
) {
  authorizeRegion(session, await officeRegionCodes(context, session.memberId), regionCode);
}
