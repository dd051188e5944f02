import type { findLiveSession } from "./sessions.repository.ts";

export type LiveSessionRow = NonNullable<Awaited<ReturnType<typeof findLiveSession>>>;

// Beyond this many remembered sessions the cache starts again empty: a bound on memory, not a policy.
const maxEntries = 10_000;

/**
 * Issue 41: every signed-in request read its session (a query joining the account, its membership and its office
 * role) before doing its own work. An instance remembers a live session for `ttlMs` of monotonic time (never the
 * club's clock, which tests move): its expiry and the member's standing are still judged against `now()` on each
 * request. Anything written through this instance (a request that is not a read) forgets every remembered session
 * at once, so a sign-out, a password change, an office's role change or account closing takes effect on this
 * instance from the next request; another instance (or the worker) sees it within `ttlMs`. A read whose query was
 * under way while such a change happened is not remembered. `ttlMs` 0 remembers nothing.
 */
export function createSessionCache(ttlMs: number) {
  const remembered = new Map<string, { row: LiveSessionRow; at: number }>();
  let generation = 0;
  return {
    async lookup(tokenHash: string, load: () => Promise<LiveSessionRow | undefined>) {
      const entry = remembered.get(tokenHash);
      if (entry && performance.now() - entry.at < ttlMs) return entry.row;
      const started = generation;
      const row = await load();
      if (row && ttlMs > 0 && started === generation) {
        if (remembered.size >= maxEntries) remembered.clear();
        remembered.set(tokenHash, { row, at: performance.now() });
      } else {
        remembered.delete(tokenHash);
      }
      return row;
    },
    /** The session slid forward: the remembered copy follows, so it is not slid again on every request. */
    update(tokenHash: string, change: Pick<LiveSessionRow, "lastUsedAt" | "expiresAt">) {
      const entry = remembered.get(tokenHash);
      if (entry) entry.row = { ...entry.row, ...change };
    },
    forget() {
      generation += 1;
      remembered.clear();
    },
  };
}

export type SessionCache = ReturnType<typeof createSessionCache>;

/** An instance with no cache: every request reads its session (scripts, and a cache turned off). */
export const noSessionCache: SessionCache = createSessionCache(0);
