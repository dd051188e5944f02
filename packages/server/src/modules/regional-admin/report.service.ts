import { isoDay } from "@club/domain/days";
import {
  administratorViewerOf,
  contactAsSeen,
  memberVisibility,
  type Viewer,
} from "@club/domain/member-visibility.rules";
import { renewalWindowFor } from "@club/domain/membership-year.rules";
import type { DirectoryContact } from "@club/domain/privacy.rules";
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

/** The member data's contact columns, by the names of the directory's contact fields. */
const contactColumns = {
  email: "Email",
  addressLine1: "Street Address",
  addressLine2: "Apt. or Suite",
  zipCode: "Postal Code",
  cellPhone: "Cell Phone",
  residentialPhone: "Home Phone",
  businessPhone: "Business Phone",
} as const satisfies Record<keyof DirectoryContact, string>;

type ReportRow = Record<string, unknown>;
const text = (value: unknown) => (typeof value === "string" ? value : null);
const choice = (value: unknown) => value === true;

/** A member's row with the contact the viewer may read of them (the domain's visibility rule, issue 39). */
function contactRowAsSeen(viewer: Viewer, row: ReportRow): ReportRow {
  const contact = Object.fromEntries(
    Object.entries(contactColumns).map(([field, column]) => [field, text(row[column])]),
  ) as Required<DirectoryContact>;
  const shown = contactAsSeen(
    viewer,
    {
      showInDirectory: choice(row.showInDirectory),
      showAddress: choice(row.showAddress),
      showPhones: choice(row.showPhones),
      showEmail: choice(row.showEmail),
      allowClubMail: choice(row.allowClubMail),
    },
    contact,
  );
  const columns = Object.entries(contactColumns) as [keyof DirectoryContact, string][];
  return {
    ...row,
    ...Object.fromEntries(columns.map(([field, column]) => [column, shown?.[field] ?? null])),
  };
}

/**
 * Each section's rows as the regional administrator, another member (issues 30, 39), reads them. The mailing list's
 * members all allow club mail: its addresses are for the region's letters to them.
 */
function asAdministratorSeesIt(section: ReportSection, viewer: Viewer): (row: ReportRow) => ReportRow {
  switch (section) {
    case "all_member_data":
      return (row) => contactRowAsSeen(viewer, row);
    case "mailing_list":
      return (row) => row;
    case "cars":
      return (row) =>
        memberVisibility(viewer, { choices: { showInDirectory: choice(row.ownerListed) }, erased: false })
          .cars
          ? row
          : { ...row, "Member Number": null, "First Name": null, "Last Name": null };
  }
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
  // The report's rows do not carry the members' ids: the administrator reads every row, their own too, as another
  // member's.
  const asSeen = asAdministratorSeesIt(query.exportSelection, administratorViewerOf(session, null));
  const csv = streamCsv(
    reportColumnNames(query.exportSelection),
    reportRows(context.db, query.exportSelection, members),
    (row) => withPlaceNames(asSeen(row), names),
  );
  const fileName = [query.region, query.filterOption, query.exportSelection, today]
    .join("-")
    .replaceAll("_", "-");
  return { csv, fileName: `${fileName}.csv` };
}
