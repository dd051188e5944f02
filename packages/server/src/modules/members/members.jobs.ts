import { housekeeping, type JobDefinition } from "../jobs/job-definition.ts";
import { purgeAbandonedJoiners } from "./members.service.ts";

export const membersJobs: JobDefinition[] = [
  { name: "purge-abandoned-joiners", schedule: housekeeping, run: purgeAbandonedJoiners },
];
