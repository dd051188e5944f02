import type { AppContext } from "../../lib/app-context.ts";
import type { SessionContext } from "../auth/auth.service.ts";
import { authorizeRegion, authorizeRegionEditor, regionsToAdminister } from "../policy/policy.ts";
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

/**
 * Issue 42: the regions whose news (posts and newsletter) the member writes today: where they hold the newsletter
 * editor's or the director's office. A zone's officers read their regions; they do not write a region's news.
 */
export async function editorRegions(context: Context, memberId: number): Promise<string[]> {
  const terms = await currentTermsOf(context, memberId);
  return [
    ...new Set(
      terms
        .filter(
          (term) =>
            !term.viaZone && (term.officeKey === "newsletter_editor" || term.officeKey === "director"),
        )
        .map((term) => term.regionCode),
    ),
  ];
}

/** Goes on only for the region's editor (the policy refuses anyone else, a closed account included). */
export async function requireRegionEditor(context: Context, session: SessionContext, regionCode: string) {
  authorizeRegionEditor(session, await editorRegions(context, session.memberId), regionCode);
}

/** Goes on only for an administrator of the region (spec §6). */
export async function requireRegionAdministrator(
  context: Context,
  session: SessionContext,
  regionCode: string,
) {
  authorizeRegion(session, await officeRegionCodes(context, session.memberId), regionCode);
}
