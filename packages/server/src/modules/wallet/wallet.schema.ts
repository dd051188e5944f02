import { index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt } from "../../db/columns.ts";
import { members } from "../members/members.schema.ts";

// Issue 43: the membership card in the phone's wallet. One pass per member, whichever wallet holds it: its serial
// number (the Google object's id too) and the hash of the token Apple's devices show the pass web service.

export const walletPasses = pgTable("wallet_passes", {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  memberId: integer()
    .notNull()
    .unique()
    .references(() => members.id, { onDelete: "cascade" }),
  serialNumber: text().notNull().unique(),
  /** sha256 of the pass's authentication token (derived again from the serial and the signing secret when issued). */
  authTokenHash: text().notNull(),
  /** sha256 of what the card said when the pass was last issued or looked at: the "changed" mark is a new value here. */
  factsHash: text().notNull(),
  /** When what the card says last changed, to the second (an HTTP date's precision): the pass's Last-Modified. */
  updatedAt: timestamp({ withTimezone: true }).notNull(),
  createdAt,
});

/** Apple's devices that asked to hear when a pass changes (the pass web service's registrations). */
export const walletDevices = pgTable(
  "wallet_devices",
  {
    deviceLibraryIdentifier: text().notNull(),
    passId: integer()
      .notNull()
      .references(() => walletPasses.id, { onDelete: "cascade" }),
    pushToken: text().notNull(),
    createdAt,
  },
  (table) => [
    primaryKey({ columns: [table.deviceLibraryIdentifier, table.passId] }),
    index("wallet_devices_pass_id_idx").on(table.passId),
  ],
);
