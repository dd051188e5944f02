import type { PastOwner } from "./import-row.rules.ts";

// Issue 27: a registry file's row on a car the registry already has (matched on serial number). It adds the earlier
// owners the car's chain lacks, before its first link, and never changes who has the car now.

/** A link of a car's chain as the import compares it: the owner's name as the history shows it, and the days. */
export interface ChainLink {
  name: string;
  from: string | null;
  to: string | null;
}

/** A link to insert before a chain: the owner and the days, the end taken from the next link when not given. */
export interface EarlierLink {
  name: string;
  place: string | null;
  startedOn: string | null;
  endedOn: string | null;
}

const nameKey = (name: string) => name.trim().replace(/\s+/g, " ").toLowerCase();
const yearOf = (day: string | null) => (day === null ? null : day.slice(0, 4));
/** Years agree unless both are known and differ: a chain made before the days were asked has none. */
const sameYear = (a: string | null, b: string | null) => a === null || b === null || yearOf(a) === yearOf(b);

/** The same owner: the same name (case and spaces aside) and years that do not disagree. */
export function sameOwner(a: ChainLink, b: ChainLink): boolean {
  return nameKey(a.name) === nameKey(b.name) && sameYear(a.from, b.from) && sameYear(a.to, b.to);
}

/** The file's earlier owners the chain does not have yet, oldest first (each once). */
export function ownersToAdd(chain: ChainLink[], owners: PastOwner[]): PastOwner[] {
  const known = [...chain];
  const adding: PastOwner[] = [];
  for (const owner of owners) {
    if (known.some((link) => sameOwner(link, owner))) continue;
    known.push(owner);
    adding.push(owner);
  }
  return adding;
}

/**
 * The owners as links before a chain whose first link starts on `firstStart`: each ends when the file says, else
 * on the next link's start when that is known.
 */
export function earlierLinks(owners: PastOwner[], firstStart: string | null): EarlierLink[] {
  return owners.map((owner, index) => ({
    name: owner.name,
    place: owner.place,
    startedOn: owner.from,
    endedOn: owner.to ?? (index + 1 < owners.length ? (owners[index + 1]?.from ?? null) : firstStart),
  }));
}
