import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  date,
  index,
  integer,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "../../db/columns.ts";

export const memberNoSequence = pgSequence("member_no_seq", { startWith: 10001 });

export const members = pgTable(
  "members",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    memberNo: integer().notNull().unique().default(sql`nextval('member_no_seq')`),
    email: text().notNull(),
    passwordHash: text().notNull(),
    /**
     * When the member last set their password (a change, a reset, a claim): an import's undo asks whether it was set
     * through an address the import gave (issue 39). Null: before this was kept, or never set.
     */
    passwordSetAt: timestamp({ withTimezone: true }),
    prefix: text(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    suffix: text(),
    company: text(),
    addressLine1: text(),
    addressLine2: text(),
    city: text(),
    state: text(),
    zipCode: text(),
    country: text(),
    businessPhone: text(),
    cellPhone: text(),
    residentialPhone: text(),
    publicationPreferences: integer().notNull().default(1),
    referrerName: text(),
    seniorCategory: text(),
    seniorNumber: text(),
    /** Set by the office: no reminders, not in the directory. */
    deceasedOn: date({ mode: "string" }),
    resignedOn: date({ mode: "string" }),
    /**
     * A duplicate the office merged into another account: its history moved there, and it no longer signs in. The
     * account it was merged into cannot be deleted (issue 23): the link is how the duplicate's history is found.
     */
    mergedIntoId: integer().references((): AnyPgColumn => members.id, { onDelete: "restrict" }),
    /** The member followed an announcement's unsubscribe link: no more bulk mail (reminders and receipts still go). */
    bulkMailOptOutAt: timestamp({ withTimezone: true }),
    createdAt,
    updatedAt,
  },
  (t) => [
    // An imported member may have no e-mail (''): they claim their account from a printed code (issue 16).
    uniqueIndex("members_email_unique").on(sql`lower(${t.email})`).where(sql`${t.email} <> ''`),
    // The directory's sort (spec §9: last name, then first name, then member number) read in index order, so a
    // page of 500 stops after 500 listed members instead of sorting every match; the export's keyset order.
    index("members_directory_order").on(sql`lower(${t.lastName})`, sql`lower(${t.firstName})`, t.memberNo),
    index("members_last_name_member_no").on(t.lastName, t.memberNo),
    // Deleting a member checks who was merged into it: without this index, each deletion reads every member (an
    // import's undo deletes thousands).
    index().on(t.mergedIntoId),
  ],
);

export const associates = pgTable("associates", {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  memberId: integer()
    .notNull()
    .unique()
    .references(() => members.id, { onDelete: "cascade" }),
  firstName: text().notNull(),
  lastName: text().notNull(),
  createdAt,
});
