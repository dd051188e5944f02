import { date, index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt } from "../../db/columns.ts";
import { regions } from "../geo/geo.schema.ts";
import { members } from "../members/members.schema.ts";

/**
 * Issue 42: money national sent a region of what it collected for it, as the national treasurer records it: the day
 * it was sent (the club's calendar), the amount in cents, the cheque's or transfer's reference. Never deleted.
 */
export const remittances = pgTable(
  "remittances",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    regionId: integer()
      .notNull()
      .references(() => regions.id, { onDelete: "restrict" }),
    sentOn: date().notNull(),
    amount: integer().notNull(),
    reference: text().notNull(),
    recordedBy: integer()
      .notNull()
      .references(() => members.id, { onDelete: "restrict" }),
    createdAt,
  },
  (t) => [index().on(t.regionId, t.sentOn), index().on(t.recordedBy)],
);
