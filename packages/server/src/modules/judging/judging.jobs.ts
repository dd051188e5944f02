import { housekeeping, type JobDefinition } from "../jobs/job-definition.ts";
import { remindVolunteers } from "./volunteers.service.ts";

// Issue 46: the day before a meet (the club's day), each volunteer is reminded of their role, once. On the
// housekeeping schedule, so a member who signs up late on that day is still reminded.
export const judgingJobs: JobDefinition[] = [
  { name: "remind-volunteers", schedule: housekeeping, run: remindVolunteers },
];
