import { isoDay, renewalWindowFor } from "@club/domain/membership-year.rules";
import type { exportSections, RegionalStatusFilter } from "@club/domain/search.schema";
import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { associates, makes, members, nationalMemberships, nationalPlans, vehicles } from "../../db/schema.ts";
import type { AppContext } from "../../lib/app-context.ts";
import { spreadsheetCsv } from "../../lib/csv.ts";
import { getRenewalWindowSetting } from "../memberships/memberships.service.ts";
import { requireRegionAdministrator } from "./regional-admin.policy.ts";
import { regionalStatus } from "./regional-status.sql.ts";

type Section = (typeof exportSections)[number];
type Row = Record<string, string | number | null>;

const batchSize = 2000;

const mailingColumns = {
  "First Name": members.firstName,
  "Last Name": members.lastName,
  "Street Address": members.addressLine1,
  "Apt. or Suite": members.addressLine2,
  City: members.city,
  State: members.state,
  "Postal Code": members.zipCode,
  Country: members.country,
};

const memberColumns = {
  "Member Number": members.memberNo,
  ...mailingColumns,
  Email: members.email,
  "Cell Phone": members.cellPhone,
  "Home Phone": members.residentialPhone,
  "Business Phone": members.businessPhone,
  Associate: sql<string | null>`${associates.firstName} || ' ' || ${associates.lastName}`,
  "Membership Type": nationalPlans.title,
  "Dues Expire": sql<string | null>`${nationalMemberships.duesExpire}::text`,
};

const carColumns = {
  "Member Number": members.memberNo,
  "First Name": members.firstName,
  "Last Name": members.lastName,
  Year: vehicles.year,
  Make: makes.name,
  Model: vehicles.model,
  "Body Style": vehicles.bodyStyle,
  Coachbuilder: vehicles.bodyMaker,
  Cylinders: vehicles.numberOfCylinders,
  "Senior Category": vehicles.seniorCategory,
  "Senior Number": vehicles.seniorNumber,
};

function pageOf(
  db: Db,
  section: Section,
  where: ReturnType<typeof regionalStatus>,
  offset: number,
): Promise<Row[]> {
  if (section === "cars") {
    return db
      .select(carColumns)
      .from(vehicles)
      .innerJoin(members, eq(members.id, vehicles.memberId))
      .innerJoin(makes, eq(makes.id, vehicles.makeId))
      .where(where)
      .orderBy(asc(members.lastName), asc(members.memberNo), asc(vehicles.id))
      .limit(batchSize)
      .offset(offset);
  }
  return db
    .select(section === "mailing_list" ? mailingColumns : memberColumns)
    .from(members)
    .leftJoin(associates, eq(associates.memberId, members.id))
    .leftJoin(nationalMemberships, eq(nationalMemberships.memberId, members.id))
    .leftJoin(nationalPlans, eq(nationalPlans.id, nationalMemberships.nationalPlanId))
    .where(where)
    .orderBy(asc(members.lastName), asc(members.memberNo))
    .limit(batchSize)
    .offset(offset);
}

const sectionColumns = { cars: carColumns, mailing_list: mailingColumns, all_member_data: memberColumns };

/**
 * A region's members (or their cars) as CSV, streamed in batches so a large region never sits in memory.
 * Only an administrator of the region may export it.
 */
export async function regionReport(
  context: AppContext,
  memberId: number,
  query: { region: string; filterOption: RegionalStatusFilter; exportSelection: Section },
) {
  await requireRegionAdministrator(context.db, memberId, query.region);
  const today = isoDay(context.now());
  const window = renewalWindowFor(today, await getRenewalWindowSetting(context));
  const where = regionalStatus(query.region, query.filterOption, today, window);
  const csv = spreadsheetCsv(Object.keys(sectionColumns[query.exportSelection]));
  void (async () => {
    try {
      for (let offset = 0; ; offset += batchSize) {
        const rows = await pageOf(context.db, query.exportSelection, where, offset);
        for (const row of rows) {
          if (!csv.write(row)) await new Promise((resolve) => csv.once("drain", resolve));
        }
        if (rows.length < batchSize) break;
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
