import { housekeeping, type JobDefinition } from "../jobs/job-definition.ts";
import { purgeExpiredResetLinks, purgeExpiredSessions } from "./auth.service.ts";
import { purgeExpiredSignInCodes } from "./sign-in-codes.service.ts";

export const authJobs: JobDefinition[] = [
  { name: "purge-expired-sessions", schedule: housekeeping, run: purgeExpiredSessions },
  { name: "purge-expired-reset-links", schedule: housekeeping, run: purgeExpiredResetLinks },
  { name: "purge-expired-sign-in-codes", schedule: housekeeping, run: purgeExpiredSignInCodes },
];
