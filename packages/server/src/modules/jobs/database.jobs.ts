import { maintainEmbeddedDatabase } from "../../db/embedded-maintenance.ts";
import { housekeeping, type JobDefinition } from "./job-definition.ts";

// Issue 41: the embedded database's upkeep, which PostgreSQL's autovacuum does by itself (db/embedded-maintenance.ts).
export const databaseJobs: JobDefinition[] = [
  {
    name: "maintain-embedded-database",
    schedule: housekeeping,
    run: (context) =>
      maintainEmbeddedDatabase({ db: context.db, kind: context.config.databaseUrl ? "postgres" : "pglite" }),
  },
];
