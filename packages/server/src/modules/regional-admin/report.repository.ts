import type { RenewalWindow } from "@club/domain/membership.schema";
import type { exportSections, RegionalStatusFilter } from "@club/domain/search.schema";
import { asc, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { cursorFetchSize, cursorRows } from "../../db/cursor-rows.ts";
import { regionalStatus } from "../../db/member-filters.ts";
import { makes } from "../makes/makes.schema.ts";
import { associates, members } from "../members/members.schema.ts";
import { nationalMemberships } from "../memberships/memberships.schema.ts";
import { nationalPlans } from "../plans/plans.schema.ts";
import { vehicles } from "../vehicles/vehicles.schema.ts";

export type ReportSection = (typeof exportSections)[number];
type Row = Record<string, string | number | null>;

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

/** A report's rows: its members (with their associate and membership) or their cars, by owner's last name. */
function reportQuery(db: Db, section: ReportSection, where: SQL) {
  if (section === "cars") {
    return db
      .select(carColumns)
      .from(vehicles)
      .innerJoin(members, eq(members.id, vehicles.memberId))
      .innerJoin(makes, eq(makes.id, vehicles.makeId))
      .where(where)
      .orderBy(asc(members.lastName), asc(members.memberNo), asc(vehicles.id));
  }
  return db
    .select(section === "mailing_list" ? mailingColumns : memberColumns)
    .from(members)
    .leftJoin(associates, eq(associates.memberId, members.id))
    .leftJoin(nationalMemberships, eq(nationalMemberships.memberId, members.id))
    .leftJoin(nationalPlans, eq(nationalPlans.id, nationalMemberships.nationalPlanId))
    .where(where)
    .orderBy(asc(members.lastName), asc(members.memberNo));
}

/**
 * A report's rows in its order (owner's last name, member number, then car), in one pass of one query through a
 * cursor, `fetchSize` rows at a time.
 */
export function reportRows(
  db: Db,
  section: ReportSection,
  reported: ReportMembers,
  fetchSize = cursorFetchSize,
): AsyncGenerator<Row> {
  const where = regionalStatus(reported.regionCode, reported.filter, reported.today, reported.window);
  return cursorRows<Row>(db, reportQuery(db, section, where), fetchSize);
}

const sectionColumns = { cars: carColumns, mailing_list: mailingColumns, all_member_data: memberColumns };

export const reportColumnNames = (section: ReportSection) => Object.keys(sectionColumns[section]);
