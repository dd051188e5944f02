import { isoDay } from "@club/domain/days";
import type { RegistryCounts, RegistryStats, RegistryStatsQuery } from "@club/domain/registry-stats.schema";
import type { AppContext } from "../../lib/app-context.ts";
import { notFound } from "../../lib/app-error.ts";
import { countCarsByMake, countCarsByModel } from "./registry-stats.repository.ts";

// Issue 27: the registry in numbers, by make for the whole registry, by model and year for one make.

/** The registry's totals: the makes' rows added up (a car has one make, so none is counted twice). */
function totalOf(rows: RegistryCounts[]): RegistryCounts {
  return rows.reduce(
    (sum, row) => ({
      cars: sum.cars + row.cars,
      withCurrentMembers: sum.withCurrentMembers + row.withCurrentMembers,
    }),
    { cars: 0, withCurrentMembers: 0 },
  );
}

/** GET /registry/stats: every make with cars, or one make (404 when there is no such make) with its models. */
export async function registryStats(context: AppContext, query: RegistryStatsQuery): Promise<RegistryStats> {
  const today = isoDay(context.now());
  const { makeId } = query;
  if (makeId === undefined) {
    const makes = await countCarsByMake(context.db, today);
    return { makes, models: null, totals: totalOf(makes) };
  }
  const [makes, models] = await Promise.all([
    countCarsByMake(context.db, today, makeId),
    countCarsByModel(context.db, today, makeId),
  ]);
  if (makes.length === 0) throw notFound();
  return { makes, models, totals: totalOf(makes) };
}
