import { housekeeping, type JobDefinition } from "../jobs/job-definition.ts";
import { remindAndExpireListings } from "./listing-expiry.service.ts";

// Issue 44: the marketplace's clock: reminders a week before a listing ends, and its end.
export const listingsJobs: JobDefinition[] = [
  { name: "expire-listings", schedule: housekeeping, run: remindAndExpireListings },
];
