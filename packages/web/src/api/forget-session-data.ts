import type { QueryClient } from "@tanstack/react-query";
import { offlineApiCache } from "../lib/offline-judging.ts";
import { clearAllWizardProgress } from "../lib/wizard-progress-keys.ts";
import { queryKeys } from "./query-keys.ts";

/**
 * spec §4: sign-out and any 401 clear all state. Everything cached is the member's, except the public
 * site config that the whole app (theme, links) renders from; keeping it avoids unmounting the app. A wizard's
 * progress kept in the tab holds a member's details too, and so do the reads a judge's phone keeps for the show field.
 */
export function forgetSessionData(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.siteConfig[0] });
  queryClient.getMutationCache().clear();
  clearAllWizardProgress();
  if ("caches" in window) void window.caches.delete(offlineApiCache);
}
