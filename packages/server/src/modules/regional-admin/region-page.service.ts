import type { RegionPage } from "@club/domain/region-page.schema";
import type { AppContext } from "../../lib/app-context.ts";
import { notFound } from "../../lib/app-error.ts";
import { upcomingRegionEvents } from "../events/events.service.ts";
import { regionByCode } from "../geo/geo.service.ts";
import { listRegionalPlans } from "../plans/plans.service.ts";
import { regionOfficers } from "./officer-terms.service.ts";
import { type NewsReader, newestRegionPosts } from "./region-posts.service.ts";

/**
 * GET /regions/{code} (issue 42): the region's page as anyone reads it. Its officers are named as the public reads
 * them (the visibility rule: an officer not listed in the directory is "A club member"), its events as the club's
 * public calendar shows them, its dues as the join wizard prices them; its newest news posts, the members-only ones to
 * a member in good standing (`reader`, null when signed out).
 */
export async function regionPage(context: AppContext, reader: NewsReader, code: string): Promise<RegionPage> {
  const region = await regionByCode(context, code);
  if (!region) throw notFound();
  const [{ officers }, events, plans, posts] = await Promise.all([
    regionOfficers(context, null, region.code),
    upcomingRegionEvents(context, region.id),
    listRegionalPlans(context),
    newestRegionPosts(context, reader, region.id),
  ]);
  const plan = plans.find((candidate) => candidate.regionCode === region.code);
  return {
    region: { code: region.code, name: region.name },
    officers,
    events,
    plan: plan ? { title: plan.title, cost: plan.cost, associateCost: plan.associateCost } : null,
    posts,
  };
}
