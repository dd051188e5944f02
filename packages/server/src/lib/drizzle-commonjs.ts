import nodeModule from "node:module";

interface ResolveContext {
  conditions: string[];
}
type NextResolve = (specifier: string, context: ResolveContext) => unknown;

// Node 22.15 and later; typed here while @types/node lags behind (Node 22.12-22.14 only start slower without it).
const { registerHooks } = nodeModule as unknown as {
  registerHooks?: (hooks: {
    resolve(specifier: string, context: ResolveContext, nextResolve: NextResolve): unknown;
  }) => void;
};

const isDrizzle = (specifier: string) => specifier === "drizzle-orm" || specifier.startsWith("drizzle-orm/");

/**
 * luxon ships an ES build (which the calendar's import got) and a Node build (which pg-boss's cron-parser requires):
 * a process held both, 0.5 MB of source each and the library's objects twice (issue 41, a web instance's heap
 * snapshot). The app's import gets the Node build too. Not the other way round, as PGlite: cron-parser's `require` of
 * the ES module while the calendar's import of it was under way stopped the start (ERR_REQUIRE_ESM_RACE_CONDITION).
 */
const asCommonJs = (specifier: string) => isDrizzle(specifier) || specifier === "luxon";

/**
 * Issue 41: drizzle-orm's package.json carries a 175 KB `exports` map, and Node's ES module loader parses it again
 * for each of the ~100 drizzle files it loads (to learn the file's package type): 2 s and 190 MB of heap at start,
 * measured alone. Its CommonJS build is the same code, loaded without that. A process's entry point calls this
 * before it imports anything that imports drizzle (the hook applies only to what is resolved after it). Drizzle's
 * CommonJS build asks for PGlite by `require`: it gets the ES module the app imports, so there is one PGlite. One
 * luxon likewise, as CommonJS (`asCommonJs`).
 */
export function loadDrizzleAsCommonJs() {
  registerHooks?.({
    resolve(specifier, context, nextResolve) {
      if (asCommonJs(specifier)) {
        return nextResolve(specifier, { ...context, conditions: ["node", "require", "default"] });
      }
      if (specifier === "@electric-sql/pglite" && context.conditions.includes("require")) {
        return nextResolve(specifier, { ...context, conditions: ["node", "import", "default"] });
      }
      return nextResolve(specifier, context);
    },
  });
}
