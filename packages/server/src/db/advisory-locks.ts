/**
 * Every advisory lock the portal takes, in one list, each its own number. Two features on one number wait on each
 * other for nothing: issue 41's review found the seed, the job queue's upgrade and the office accounts' numbers all
 * taking 726102, so a seed on one instance held up the office adding an account on another.
 */
export const advisoryLocks = {
  migrations: 726_101,
  officeNumbers: 726_102,
  seniorNumbers: 726_103,
  /** Database.exclusively: the seed, one instance at a time. */
  exclusively: 726_104,
  /** The job queue's one-time move of an old pg-boss schema aside. */
  jobQueueUpgrade: 726_105,
  /** The office's zones: a name taken and a region's one zone are checked, then written, one change at a time. */
  zones: 726_106,
  /** Issue 45: a member's suggestions of archive pages, counted then written (two-key lock: this, the member's id). */
  archiveSuggestions: 726_107,
} as const;
