import { isoDay } from "@club/domain/days";
import { renewalWindowFor } from "@club/domain/membership-year.rules";
import type { RegionalStatusFilter } from "@club/domain/search.schema";
import type { AppContext } from "../../lib/app-context.ts";
import { streamCsv } from "../../lib/csv.ts";
import type { SessionContext } from "../auth/auth.service.ts";
import { getPlaceNames, type PlaceNames } from "../geo/geo.service.ts";
import { getRenewalWindowSetting } from "../memberships/memberships.service.ts";
import { requireRegionAdministrator } from "./administered-regions.ts";
import { type ReportSection, reportColumnNames, reportRows } from "./report.repository.ts";

/** The State and Country columns by name, as people read them ("Illinois", not "US-IL"); cars have neither. */
function withPlaceNames(row: Record<string, unknown>, names: PlaceNames) {
  if (!("State" in row)) return row;
  const code = (value: unknown) => (typeof value === "string" ? value : null);
  return { ...row, State: names.state(code(row.State)), Country: names.country(code(row.Country)) };
}

/**
 * A region's members (or their cars) as CSV, read through one cursor as the file is sent, so a large region never
 * sits in memory. Only an administrator of the region may export it.
 */
export async function regionReport(
  context: AppContext,
  session: SessionContext,
  query: { region: string; filterOption: RegionalStatusFilter; exportSelection: ReportSection },
) {
  await requireRegionAdministrator(context, session, query.region);
  const today = isoDay(context.now());
  const window = renewalWindowFor(today, await getRenewalWindowSetting(context));
  const members = { regionCode: query.region, filter: query.filterOption, today, window };
  const names = await getPlaceNames(context);
  const csv = streamCsv(
    reportColumnNames(query.exportSelection),
    reportRows(context.db, query.exportSelection, members),
    (row) => withPlaceNames(row, names),
  );
  const fileName = [query.region, query.filterOption, query.exportSelection, today]
    .join("-")
    .replaceAll("_", "-");
  return { csv, fileName: `${fileName}.csv` };
}
