// Issue 29: the judge's own queries: their record on the roster, and their cars with the sheets sent so far.
export const judgingKeys = {
  judge: ["judging", "me"] as const,
  assignments: ["judging", "assignments"] as const,
};
