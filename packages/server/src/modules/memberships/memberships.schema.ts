import { boolean, date, index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "../../db/columns.ts";
import { invoices } from "../checkout/checkout.schema.ts";
import { members } from "../members/members.schema.ts";
import { nationalPlans, regionalPlans } from "../plans/plans.schema.ts";

/** A member's national membership: one row per member, extended by each paid renewal. */
export const nationalMemberships = pgTable(
  "national_memberships",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer()
      .notNull()
      .unique()
      .references(() => members.id, { onDelete: "cascade" }),
    nationalPlanId: integer()
      .notNull()
      .references(() => nationalPlans.id),
    yearJoined: integer().notNull(),
    duesExpire: date().notNull(),
    datePaid: date(),
    amountPaid: integer(),
    renewalDate: date(),
    museumMembershipLevel: integer().notNull().default(0),
    /** The office gave the current year without payment: no renewal reminders for it (issue 15). */
    complimentary: boolean().notNull().default(false),
    createdAt,
    updatedAt,
  },
  (t) => [index().on(t.nationalPlanId)],
);

export const regionalMemberships = pgTable(
  "regional_memberships",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer()
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    regionalPlanId: integer()
      .notNull()
      .references(() => regionalPlans.id),
    associate: boolean().notNull().default(false),
    duesExpire: date().notNull(),
    createdAt,
    updatedAt,
  },
  (t) => [uniqueIndex().on(t.memberId, t.regionalPlanId)],
);

export const donations = pgTable(
  "donations",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer()
      .notNull()
      .references(() => members.id, { onDelete: "restrict" }),
    invoiceId: integer()
      .notNull()
      .references(() => invoices.id, { onDelete: "restrict" }),
    kind: text({ enum: ["club", "educational_foundation"] }).notNull(),
    amount: integer().notNull(),
    createdAt,
  },
  (t) => [index().on(t.memberId), index().on(t.invoiceId)],
);
