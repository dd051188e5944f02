import type { JobDefinition } from "../jobs/job-definition.ts";
import { electionsJob, runElections } from "./voter-roll.service.ts";

export const electionsJobs: JobDefinition[] = [
  // Issue 46: each election's voter roll on its record day, its ballots mailed on its first day of voting, and its
  // count once voting has closed.
  { name: electionsJob, schedule: () => "*/5 * * * *", run: runElections },
];
