import type { RenewalWindow } from "@club/domain/membership.schema";
import type { exportSections, RegionalStatusFilter } from "@club/domain/search.schema";
import { and, asc, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { cursorFetchSize, cursorRows } from "../../db/cursor-rows.ts";
import { choiceColumns, listedInDirectory, regionalStatus } from "../../db/member-filters.ts";
import { makes } from "../makes/makes.schema.ts";
import { associates, members } from "../members/members.schema.ts";
import { nationalMemberships } from "../memberships/memberships.schema.ts";
import { nationalPlans } from "../plans/plans.schema.ts";
import { privacyChoices } from "../privacy/privacy.schema.ts";
import { vehicles } from "../vehicles/vehicles.schema.ts";

export type ReportSection = (typeof exportSections)[number];
type Row = Record<string, string | number | boolean | null>;

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

/**
 * What the member data reads of each member's privacy choices (issue 30), beside the columns it writes: the
 * service blanks what a member hides from other members, the regional administrator being one.
 */
const memberChoices = {
  showInDirectory: choiceColumns.showInDirectory,
  showAddress: choiceColumns.showAddress,
  showPhones: choiceColumns.showPhones,
  showEmail: choiceColumns.showEmail,
  allowClubMail: choiceColumns.allowClubMail,
};

/**
 * A report's rows: its members (with their associate and membership) or their cars, by owner's last name. The
 * member data lists only members listed in the directory; the mailing list only those who allow club mail; the
 * cars every car of the region's members.
 */
function reportQuery(db: Db, section: ReportSection, where: SQL) {
  if (section === "cars") {
    return db
      .select({ ...carColumns, ownerListed: choiceColumns.showInDirectory })
      .from(vehicles)
      .innerJoin(members, eq(members.id, vehicles.memberId))
      .innerJoin(makes, eq(makes.id, vehicles.makeId))
      .leftJoin(privacyChoices, eq(privacyChoices.memberId, members.id))
      .where(where)
      .orderBy(asc(members.lastName), asc(members.memberNo), asc(vehicles.id));
  }
  const mailing = section === "mailing_list";
  return db
    .select(mailing ? mailingColumns : { ...memberColumns, ...memberChoices })
    .from(members)
    .leftJoin(associates, eq(associates.memberId, members.id))
    .leftJoin(nationalMemberships, eq(nationalMemberships.memberId, members.id))
    .leftJoin(nationalPlans, eq(nationalPlans.id, nationalMemberships.nationalPlanId))
    .leftJoin(privacyChoices, eq(privacyChoices.memberId, members.id))
    .where(and(where, mailing ? choiceColumns.allowClubMail : listedInDirectory))
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
