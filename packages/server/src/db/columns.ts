import { timestamp } from "drizzle-orm/pg-core";

// What every module's schema file follows. One schema for PGlite and PostgreSQL. Column names are the snake_case of
// the keys (casing: "snake_case"). Money is integer cents; calendar dates are `date` read as YYYY-MM-DD strings.
// No timestamp has a database default: every one is written from the app's clock (`now()`), so rules that
// compare times (session expiry, reset links, invoice age) read one clock, which tests can move.

export const createdAt = timestamp({ withTimezone: true }).notNull();
export const updatedAt = timestamp({ withTimezone: true }).notNull();
