import { everyMinute, type JobDefinition } from "../jobs/job-definition.ts";
import { releaseExpiredHolds } from "./waitlist.service.ts";

export const eventsJobs: JobDefinition[] = [
  // Issue 28: a place awaiting payment or offered to a waiting member, whose hold ran out, goes to the next.
  { name: "release-event-holds", schedule: everyMinute, run: releaseExpiredHolds },
];
