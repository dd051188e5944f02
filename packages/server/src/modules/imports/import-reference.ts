import { createImportLookups } from "@club/domain/import-lookups.rules";
import type { ImportLookups } from "@club/domain/import-row.rules";
import type { findReference } from "./imports.repository.ts";

// What the row rules look up, built from the reference tables' rows. Apart from import-lookups.ts (which reads them)
// so that the preview's worker thread (issue 41) builds it from plain rows without loading the database's code.

/** The reference tables' rows as the repository reads them: plain data, which crosses to a worker thread. */
export type ReferenceRows = Awaited<ReturnType<typeof findReference>>;

/** What the row rules look up, and what the import needs to know of the plans beside. */
export interface ImportReference {
  lookups: ImportLookups;
  /** The national plans by id: title and whether lifelong. */
  plans: Map<number, { title: string; lifelong: boolean }>;
  /** The club's lifetime plan (the first lifelong one), for a row that says "lifetime" on another plan. */
  lifelongPlanId: number | null;
  /** A new member's plan when the row names none: the first active yearly plan. */
  defaultPlanId: number | null;
  /** Region names by regional plan id, for the preview's changes. */
  regionNames: Map<number, string>;
}

/** Built once per preview or commit from the reference tables (a few hundred rows), not per row. */
export function importReferenceOf(reference: ReferenceRows): ImportReference {
  const plans = reference.nationalPlans;
  return {
    lookups: createImportLookups(reference),
    plans: new Map(plans.map((plan) => [plan.id, { title: plan.title, lifelong: plan.lifelong }])),
    lifelongPlanId: plans.find((plan) => plan.lifelong)?.id ?? null,
    defaultPlanId: (plans.find((plan) => plan.active && !plan.lifelong) ?? plans[0])?.id ?? null,
    regionNames: new Map(reference.regionalPlans.map((plan) => [plan.id, plan.regionName])),
  };
}
