import { index, integer, pgTable, primaryKey } from "drizzle-orm/pg-core";
import { regions } from "../geo/geo.schema.ts";
import { members } from "../members/members.schema.ts";

export const regionalAdministrators = pgTable(
  "regional_administrators",
  {
    memberId: integer()
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    regionId: integer()
      .notNull()
      .references(() => regions.id),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.regionId] }), index().on(t.regionId)],
);
