import { housekeeping, type JobDefinition } from "../jobs/job-definition.ts";
import { remindAndExpireListings } from "./listing-expiry.service.ts";
import { purgePublicInquiries } from "./public-inquiries.service.ts";

// Issue 44: the marketplace's clock: reminders a week before a listing ends, and its end; messages from outside the
// club kept no longer than they are needed.
export const listingsJobs: JobDefinition[] = [
  { name: "expire-listings", schedule: housekeeping, run: remindAndExpireListings },
  { name: "purge-public-inquiries", schedule: housekeeping, run: purgePublicInquiries },
];
