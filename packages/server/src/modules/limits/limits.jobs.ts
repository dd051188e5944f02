import { housekeeping, type JobDefinition } from "../jobs/job-definition.ts";
import { purgeRateLimitCounters } from "./limits.service.ts";

export const limitsJobs: JobDefinition[] = [
  { name: "purge-rate-limit-counters", schedule: housekeeping, run: purgeRateLimitCounters },
];
