import type { RenewalWindow } from "@club/domain/membership.schema";
import type { exportSections, RegionalStatusFilter } from "@club/domain/search.schema";
import { and, asc, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { regionalStatus } from "../../db/member-filters.ts";
import { associates, makes, members, nationalMemberships, nationalPlans, vehicles } from "../../db/schema.ts";

export type ReportSection = (typeof exportSections)[number];
type Row = Record<string, string | number | null>;

export const reportBatchSize = 2000;

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

/** Which of a region's members a report lists: by the status of their regional membership (spec §9). */
export interface ReportMembers {
  regionCode: string;
  filter: RegionalStatusFilter;
  today: string;
  window: RenewalWindow;
}

/** A row's place in the report's order (owner's last name, member number, then car): where the next batch starts. */
interface ReportKey {
  lastName: string;
  memberNo: number;
  vehicleId: number;
}

/** Up to `limit` of a report's rows after `after`, in the report's order. */
function findReportBatch(
  db: Db,
  section: ReportSection,
  where: SQL,
  after: ReportKey | undefined,
  limit: number,
): Promise<{ row: Row; key: ReportKey }[]> {
  if (section === "cars") {
    return db
      .select({
        row: carColumns,
        key: { lastName: members.lastName, memberNo: members.memberNo, vehicleId: vehicles.id },
      })
      .from(vehicles)
      .innerJoin(members, eq(members.id, vehicles.memberId))
      .innerJoin(makes, eq(makes.id, vehicles.makeId))
      .where(
        and(
          where,
          after &&
            sql`(${members.lastName}, ${members.memberNo}, ${vehicles.id})
              > (${after.lastName}, ${after.memberNo}, ${after.vehicleId})`,
        ),
      )
      .orderBy(asc(members.lastName), asc(members.memberNo), asc(vehicles.id))
      .limit(limit);
  }
  return db
    .select({
      row: section === "mailing_list" ? mailingColumns : memberColumns,
      key: { lastName: members.lastName, memberNo: members.memberNo, vehicleId: sql<number>`0` },
    })
    .from(members)
    .leftJoin(associates, eq(associates.memberId, members.id))
    .leftJoin(nationalMemberships, eq(nationalMemberships.memberId, members.id))
    .leftJoin(nationalPlans, eq(nationalPlans.id, nationalMemberships.nationalPlanId))
    .where(
      and(
        where,
        after && sql`(${members.lastName}, ${members.memberNo}) > (${after.lastName}, ${after.memberNo})`,
      ),
    )
    .orderBy(asc(members.lastName), asc(members.memberNo))
    .limit(limit);
}

/**
 * A report's rows in its order, read in batches in one keyset pass: each batch starts after the last row of the
 * one before (with members_last_name_member_no, where the index says), instead of an OFFSET that reads and
 * throws away every row before it again.
 */
export async function* reportRows(
  db: Db,
  section: ReportSection,
  reported: ReportMembers,
  batchSize = reportBatchSize,
): AsyncGenerator<Row> {
  const where = regionalStatus(reported.regionCode, reported.filter, reported.today, reported.window);
  let after: ReportKey | undefined;
  for (;;) {
    const batch = await findReportBatch(db, section, where, after, batchSize);
    for (const { row } of batch) yield row;
    after = batch.at(-1)?.key;
    if (batch.length < batchSize || !after) return;
  }
}

const sectionColumns = { cars: carColumns, mailing_list: mailingColumns, all_member_data: memberColumns };

export const reportColumnNames = (section: ReportSection) => Object.keys(sectionColumns[section]);
