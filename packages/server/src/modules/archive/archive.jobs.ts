import { everyMinute, type JobDefinition } from "../jobs/job-definition.ts";
import { archiveIssuesJob, runArchiveIssues } from "./archive-processing.service.ts";

export const archiveJobs: JobDefinition[] = [
  // Issue 45: each uploaded issue read, page by page (sent by the upload; every minute, an issue a stopped run left
  // half read is taken up where it stopped).
  { name: archiveIssuesJob, schedule: everyMinute, run: (context) => runArchiveIssues(context) },
];
