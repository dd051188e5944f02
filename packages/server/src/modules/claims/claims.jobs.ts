import type { JobDefinition } from "../jobs/job-definition.ts";
import { claimInvitationsJob, sendClaimInvitations } from "./claims.service.ts";

export const claimsJobs: JobDefinition[] = [
  // Issue 16: imported members' invitations to claim their accounts, at most the office's number an hour.
  { name: claimInvitationsJob, schedule: () => "*/5 * * * *", run: sendClaimInvitations },
];
