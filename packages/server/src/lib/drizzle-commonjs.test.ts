import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const hooks = fileURLToPath(new URL("./drizzle-commonjs.ts", import.meta.url));

// Issue 41: how a started process (not this test runner) resolves drizzle-orm once the hook is in, asked of a node of
// its own (Node strips the module's types).
function resolvedInProcess(specifiers: string[]) {
  const script = `
    const { loadDrizzleAsCommonJs } = await import(${JSON.stringify(hooks)});
    loadDrizzleAsCommonJs();
    const { createRequire } = await import("node:module");
    const require = createRequire(import.meta.resolve("drizzle-orm"));
    const cronParser = createRequire(createRequire(import.meta.resolve("pg-boss")).resolve("cron-parser"));
    console.log(JSON.stringify({
      imported: ${JSON.stringify(specifiers)}.map((specifier) => import.meta.resolve(specifier)),
      pgliteFromDrizzle: require.resolve("@electric-sql/pglite"),
      pgliteFromApp: import.meta.resolve("@electric-sql/pglite"),
      luxonFromCronParser: cronParser.resolve("luxon"),
      luxonFromApp: import.meta.resolve("luxon"),
    }));
  `;
  const out = execFileSync(process.execPath, ["--input-type=module", "-e", script], {
    cwd: fileURLToPath(new URL("../..", import.meta.url)),
    encoding: "utf8",
  });
  return JSON.parse(out) as {
    imported: string[];
    pgliteFromDrizzle: string;
    pgliteFromApp: string;
    luxonFromCronParser: string;
    luxonFromApp: string;
  };
}

describe("drizzle-orm loaded as CommonJS", () => {
  it("resolves every drizzle-orm import to its CommonJS build", () => {
    const { imported } = resolvedInProcess([
      "drizzle-orm",
      "drizzle-orm/pg-core",
      "drizzle-orm/pglite/migrator",
    ]);
    for (const url of imported) expect(url).toMatch(/node_modules\/drizzle-orm\/.+\.cjs$/);
  });

  it("gives drizzle the one PGlite the app imports, not a second copy", () => {
    const { pgliteFromDrizzle, pgliteFromApp } = resolvedInProcess([]);
    expect(pgliteFromApp).toMatch(/\.js$/);
    expect(`file://${pgliteFromDrizzle}`).toBe(pgliteFromApp);
  });

  it("gives the calendar the one luxon pg-boss's cron-parser requires, not its ES build beside it", () => {
    const { luxonFromCronParser, luxonFromApp } = resolvedInProcess([]);
    expect(luxonFromApp).toMatch(/luxon\/build\/node\/luxon\.js$/);
    expect(`file://${luxonFromCronParser}`).toBe(luxonFromApp);
  });
});
