// Issue 11: a join or renewal wizard's progress, kept in the tab (sessionStorage) so that the browser's Back and
// Forward and a reload keep what was typed. Never a password: every text field named like one is blanked before
// it is written. Signing in or out forgets all of it (api/forget-session-data.ts).

import { storageKey } from "./wizard-progress-keys.ts";

/** Bumped when the stored shape changes: an older tab's progress is then dropped rather than misread. */
const storedVersion = 1;

export interface WizardProgressRecord<State> {
  state: State;
  /** The furthest step reached: the browser's Forward may return there, never beyond. */
  furthest: number;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The value with every string under a key that names a password blanked, at any depth. */
export function withoutPasswords<Value>(value: Value): Value {
  if (Array.isArray(value)) return value.map(withoutPasswords) as Value;
  if (!isPlainObject(value)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([name, field]) => [
      name,
      /password/i.test(name) && typeof field === "string" ? "" : withoutPasswords(field),
    ]),
  ) as Value;
}

/**
 * The stored value read in the shape of `like`: each field of `like` is taken from `stored` when it has the same
 * kind (a null field takes anything), else kept as in `like`; fields `like` does not have are dropped.
 */
function inShapeOf<Value>(like: Value, stored: unknown): Value {
  if (like === null) return (stored === undefined ? like : stored) as Value;
  if (Array.isArray(like)) return (Array.isArray(stored) ? stored : like) as Value;
  if (isPlainObject(like)) {
    if (!isPlainObject(stored)) return like;
    return Object.fromEntries(
      Object.entries(like).map(([name, field]) => [name, inShapeOf(field, stored[name])]),
    ) as Value;
  }
  return (typeof stored === typeof like ? stored : like) as Value;
}

export function saveWizardProgress<State>(key: string, progress: WizardProgressRecord<State>): void {
  try {
    window.sessionStorage.setItem(
      storageKey(key),
      JSON.stringify({
        version: storedVersion,
        furthest: progress.furthest,
        state: withoutPasswords(progress.state),
      }),
    );
  } catch {
    // Storage full or refused (a private window): the wizard still works, only a reload loses it.
  }
}

/** The progress kept under `key`, read in the shape of the wizard's first state; null when there is none. */
export function loadWizardProgress<State extends object>(
  key: string,
  initial: State,
): WizardProgressRecord<State> | null {
  let stored: unknown;
  try {
    stored = JSON.parse(window.sessionStorage.getItem(storageKey(key)) ?? "null");
  } catch {
    return null;
  }
  if (!isPlainObject(stored) || stored.version !== storedVersion || !isPlainObject(stored.state)) return null;
  const furthest = typeof stored.furthest === "number" ? stored.furthest : 1;
  return { state: inShapeOf(initial, stored.state), furthest };
}

export function hasWizardProgress(key: string): boolean {
  try {
    return window.sessionStorage.getItem(storageKey(key)) !== null;
  } catch {
    return false;
  }
}

export function clearWizardProgress(key: string): void {
  try {
    window.sessionStorage.removeItem(storageKey(key));
  } catch {
    // nothing was kept
  }
}
