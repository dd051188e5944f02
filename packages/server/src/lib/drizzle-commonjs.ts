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
 * Packages asked for by `require` in a library (drizzle's CommonJS build, pg-boss's cron-parser) and by `import` in
 * the app, which ship a build for each: both get the ES module, so the process holds one copy. Issue 41: a heap
 * snapshot of a web instance held luxon twice, its ES build (the calendar's) and its Node build (cron-parser's).
 */
const oneCopy = new Set(["@electric-sql/pglite", "luxon"]);

/**
 * Issue 41: drizzle-orm's package.json carries a 175 KB `exports` map, and Node's ES module loader parses it again
 * for each of the ~100 drizzle files it loads (to learn the file's package type): 2 s and 190 MB of heap at start,
 * measured alone. Its CommonJS build is the same code, loaded without that. A process's entry point calls this
 * before it imports anything that imports drizzle (the hook applies only to what is resolved after it). Drizzle's
 * CommonJS build asks for PGlite by `require`: it gets the ES module the app imports, so there is one PGlite (and one
 * luxon: `oneCopy`).
 */
export function loadDrizzleAsCommonJs() {
  registerHooks?.({
    resolve(specifier, context, nextResolve) {
      if (isDrizzle(specifier)) {
        return nextResolve(specifier, { ...context, conditions: ["node", "require", "default"] });
      }
      if (oneCopy.has(specifier) && context.conditions.includes("require")) {
        return nextResolve(specifier, { ...context, conditions: ["node", "import", "default"] });
      }
      return nextResolve(specifier, context);
    },
  });
}
