// Where the wizards keep their progress in the tab (lib/wizard-progress.ts), and forgetting all of it: apart from the
// reading and writing, because every page's first script forgets it at sign-in and sign-out (issue 41: /login within
// its 150 KB).

const keyPrefix = "club.wizard.";

export function storageKey(key: string): string {
  return `${keyPrefix}${key}`;
}

/** Forgets every wizard's progress in this tab (sign-in, sign-out): it holds a member's details. */
export function clearAllWizardProgress(): void {
  try {
    const storage = window.sessionStorage;
    const names = Array.from({ length: storage.length }, (_, index) => storage.key(index));
    for (const name of names) if (name?.startsWith(keyPrefix)) storage.removeItem(name);
  } catch {
    // nothing was kept
  }
}
