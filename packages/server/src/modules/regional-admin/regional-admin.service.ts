import { clubDate } from "@club/domain/club-clock";
import { addDays } from "@club/domain/days";
import { isCurrentTerm, termState } from "@club/domain/officer-terms.rules";
import type { availableRegionsSchema } from "@club/domain/search.schema";
import type { z } from "zod";
import type { AppContext } from "../../lib/app-context.ts";
import { notFound } from "../../lib/app-error.ts";
import { clubTimeZoneOf, getClubToday } from "../settings/settings.service.ts";
import {
  deleteTerm,
  deleteTermsOf,
  findOfficeByKey,
  findTermsOfRegion,
  findTermsOfRegions,
  insertTerm,
  updateTerm,
} from "./officer-terms.repository.ts";
import { findRegionsWithTermsOf, lockRegion } from "./regional-admin.repository.ts";

type Context = Pick<AppContext, "db" | "config" | "log" | "now">;

/** The club's regions by name, with whether the member administers each today (spec §3; issue 42: holds an office). */
export async function listAvailableRegions(
  context: Context,
  memberId: number,
): Promise<z.infer<typeof availableRegionsSchema>> {
  const regions = await findRegionsWithTermsOf(context.db, memberId);
  const today = clubDate(context.now(), clubTimeZoneOf(context, regions[0]?.clubTimeZoneSetting));
  return Object.fromEntries(
    regions.map((region) => [
      region.name,
      {
        administrator: region.terms.some((term) => isCurrentTerm(term, today)),
        director: region.terms.some((term) => term.director && isCurrentTerm(term, today)),
        regionCode: region.code,
      },
    ]),
  );
}

/** The current holders of the region's "Regional administrator" office, and their terms current or to come. */
async function administratorTerms(context: Context, regionId: number, today: string) {
  const office = await findOfficeByKey(context.db, "administrator");
  if (!office) throw new Error("The office 'administrator' is missing (migration 0034 adds it)");
  const terms = (await findTermsOfRegion(context.db, regionId)).filter(
    (row) => row.officeId === office.id && row.status === "confirmed",
  );
  const current = terms.filter((row) => termState(row, today) === "current");
  const upcoming = terms.filter((row) => termState(row, today) === "upcoming");
  return { office, current, upcoming };
}

type Holder = { regionId: number; memberId: number; memberNo: number; firstName: string; lastName: string };

/** The holders by last name, first name and number, as the office lists them. */
const byName = (rows: Holder[]) =>
  rows
    .map(({ regionId, memberId, memberNo, firstName, lastName }) => ({
      regionId,
      memberId,
      memberNo,
      firstName,
      lastName,
    }))
    .sort(
      (a, b) =>
        a.lastName.localeCompare(b.lastName) ||
        a.firstName.localeCompare(b.firstName) ||
        a.memberNo - b.memberNo,
    );

/** The current administrators of every region (or of the regions `regionIds`), by name (the office's overview). */
export async function currentAdministrators(context: Context, regionIds?: number[]) {
  const [office, today] = await Promise.all([
    findOfficeByKey(context.db, "administrator"),
    getClubToday(context),
  ]);
  const terms = await findTermsOfRegions(context.db, regionIds);
  return byName(terms.filter((row) => row.officeId === office?.id && termState(row, today) === "current"));
}

/**
 * The office names a region's administrators (issue 14), now terms of "Regional administrator" (issue 42): a member
 * added begins a term today with no last day; one left out has their term end yesterday (one begun today is
 * deleted), so the pages come or go at their next request. Run it in the caller's transaction; the administrators
 * before and after, for the trail. 404 for a region that does not exist.
 */
export async function setRegionAdministrators(context: Context, regionCode: string, memberIds: number[]) {
  const region = await lockRegion(context.db, regionCode);
  if (!region) throw notFound();
  const today = await getClubToday(context);
  const { office, current, upcoming } = await administratorTerms(context, region.id, today);
  const wanted = new Set(memberIds);
  for (const term of current.filter((row) => !wanted.has(row.memberId))) {
    if (term.startsOn >= today) await deleteTerm(context.db, term.id);
    else await updateTerm(context.db, term.id, { endsOn: addDays(today, -1) });
  }
  const holding = new Set(current.map((row) => row.memberId));
  for (const memberId of wanted) {
    if (holding.has(memberId)) continue;
    // A term to come of the same member is replaced by the one that begins today.
    for (const term of upcoming.filter((row) => row.memberId === memberId))
      await deleteTerm(context.db, term.id);
    await insertTerm(context.db, {
      regionId: region.id,
      officeId: office.id,
      memberId,
      startsOn: today,
      endsOn: null,
      status: "confirmed",
      createdAt: context.now(),
    });
  }
  const after = await administratorTerms(context, region.id, today);
  return { region, before: byName(current), after: byName(after.current) };
}

/**
 * Issue 39: erasure. A member who left holds no office: their terms go (the trail keeps who the office appointed and
 * when, naming them no more).
 */
export async function endAppointmentsOf(context: Pick<AppContext, "db">, memberId: number) {
  await deleteTermsOf(context.db, memberId);
}
