import type { RenewalWindow } from "@club/domain/membership.schema";
import type { exportSections, RegionalStatusFilter } from "@club/domain/search.schema";
import { asc, eq, sql } from "drizzle-orm";
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

/** One batch of a report's rows, in the report's order. */
export function findReportPage(
  db: Db,
  section: ReportSection,
  reported: ReportMembers,
  offset: number,
): Promise<Row[]> {
  const where = regionalStatus(reported.regionCode, reported.filter, reported.today, reported.window);
  if (section === "cars") {
    return db
      .select(carColumns)
      .from(vehicles)
      .innerJoin(members, eq(members.id, vehicles.memberId))
      .innerJoin(makes, eq(makes.id, vehicles.makeId))
      .where(where)
      .orderBy(asc(members.lastName), asc(members.memberNo), asc(vehicles.id))
      .limit(reportBatchSize)
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
    .limit(reportBatchSize)
    .offset(offset);
}

const sectionColumns = { cars: carColumns, mailing_list: mailingColumns, all_member_data: memberColumns };

export const reportColumnNames = (section: ReportSection) => Object.keys(sectionColumns[section]);
