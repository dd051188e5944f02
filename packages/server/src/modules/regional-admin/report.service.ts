import { isoDay, renewalWindowFor } from "@club/domain/membership-year.rules";
import type { RegionalStatusFilter } from "@club/domain/search.schema";
import type { AppContext } from "../../lib/app-context.ts";
import { spreadsheetCsv } from "../../lib/csv.ts";
import { getRenewalWindowSetting } from "../memberships/memberships.service.ts";
import { requireRegionAdministrator } from "./regional-admin.policy.ts";
import {
  findReportPage,
  type ReportSection,
  reportBatchSize,
  reportColumnNames,
} from "./report.repository.ts";

/**
 * A region's members (or their cars) as CSV, streamed in batches so a large region never sits in memory.
 * Only an administrator of the region may export it.
 */
export async function regionReport(
  context: AppContext,
  memberId: number,
  query: { region: string; filterOption: RegionalStatusFilter; exportSelection: ReportSection },
) {
  await requireRegionAdministrator(context, memberId, query.region);
  const today = isoDay(context.now());
  const window = renewalWindowFor(today, await getRenewalWindowSetting(context));
  const members = { regionCode: query.region, filter: query.filterOption, today, window };
  const csv = spreadsheetCsv(reportColumnNames(query.exportSelection));
  void (async () => {
    try {
      for (let offset = 0; ; offset += reportBatchSize) {
        const rows = await findReportPage(context.db, query.exportSelection, members, offset);
        for (const row of rows) {
          if (!csv.write(row)) await new Promise((resolve) => csv.once("drain", resolve));
        }
        if (rows.length < reportBatchSize) break;
      }
      csv.end();
    } catch (error) {
      context.log.error({ err: error }, "report export failed");
      csv.destroy(error as Error);
    }
  })();
  const fileName = [query.region, query.filterOption, query.exportSelection, today]
    .join("-")
    .replaceAll("_", "-");
  return { csv, fileName: `${fileName}.csv` };
}
