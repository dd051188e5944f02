import { housekeeping, type JobDefinition } from "../jobs/job-definition.ts";
import { reconcileMoney, reconciliationJob } from "./payment-shares.service.ts";

export const checkoutJobs: JobDefinition[] = [
  // Issue 42: every cent of every payment and refund is national's or a region's; checked nightly and on request.
  { name: reconciliationJob, schedule: housekeeping, run: reconcileMoney },
];
