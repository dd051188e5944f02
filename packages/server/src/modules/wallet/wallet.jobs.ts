import { housekeeping, type JobDefinition } from "../jobs/job-definition.ts";
import { refreshWalletPasses } from "./wallet.service.ts";

// Issue 43: the phones holding a card whose membership changed (a renewal, a lapse, a resignation) are told so.
export const walletJobs: JobDefinition[] = [
  { name: "refresh-wallet-passes", schedule: housekeeping, run: refreshWalletPasses },
];
