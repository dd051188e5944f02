import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// Issue 41: the web app loads the stylesheets of the Mantine components it uses (packages/web/src/app/mantine-styles.css), not Mantine's
// whole stylesheet. This test walks Mantine's modules from every component the app's code names (and those the
// notifications, dialogs and charts packages use in turn) to each component's class names (`<Name>.module.mjs`,
// whose rules are `@mantine/core/styles/<Name>.css`), so that a component used tomorrow without its stylesheet
// fails here rather than looking unstyled; the order is Mantine's own (styles.css), so the cascade is unchanged.

const webSrc = fileURLToPath(new URL("../packages/web/src/", import.meta.url));
/** Resolves packages as the web app does (the notifications' and dialogs' packages are in its own node_modules). */
const require = createRequire(path.join(webSrc, "main.tsx"));
const packages = ["@mantine/core", "@mantine/notifications", "@mantine/modals", "@mantine/charts"];

/** A Mantine package's folder (its ES modules are in esm/). */
function packageRoot(name: string): string {
  const entry = require.resolve(name);
  const marker = `${path.sep}${name.split("/").join(path.sep)}${path.sep}`;
  return entry.slice(0, entry.lastIndexOf(marker) + marker.length - 1);
}

/** The names a source imports (or passes on) from a Mantine package, types left out. */
function namedImports(code: string): { from: string; names: string[] }[] {
  return [...code.matchAll(/(?:import|export)\s*\{([^}]*)\}\s*from\s*"(@mantine\/[a-z]+)"/g)].map(
    (match) => ({
      from: match[2] as string,
      names: (match[1] as string)
        .split(",")
        .map((name) => name.trim())
        .filter((name) => name !== "" && !name.startsWith("type "))
        .map((name) => name.split(/\s+as\s+/)[0] as string),
    }),
  );
}

/** Each name a package's esm/index.mjs exports, and the module it comes from. */
function exportsOf(root: string): Map<string, string> {
  const index = path.join(root, "esm", "index.mjs");
  const modules = new Map<string, string>();
  for (const match of readFileSync(index, "utf8").matchAll(/import\s*\{([^}]*)\}\s*from\s*"(\.[^"]+)"/g))
    for (const name of (match[1] as string).split(",").map(
      (part) =>
        part
          .trim()
          .split(/\s+as\s+/)
          .pop() ?? "",
    ))
      if (name) modules.set(name, path.resolve(path.dirname(index), match[2] as string));
  return modules;
}

function sourcesOf(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.startsWith("test/"))
    .map((file) => path.join(folder, file));
}

/** The component stylesheets the app's code reaches, by name (Button, Input, …). */
function componentsUsed(): Set<string> {
  const roots = new Map(packages.map((name) => [name, packageRoot(name)]));
  const exported = new Map([...roots].map(([name, root]) => [name, exportsOf(root)]));
  const styles = new Set<string>();
  const seen = new Set<string>();
  const queue: string[] = [];
  const reach = (imports: { from: string; names: string[] }[]) => {
    for (const { from, names } of imports)
      for (const name of names) {
        const module = exported.get(from)?.get(name);
        if (module) queue.push(module);
      }
  };
  for (const file of sourcesOf(webSrc)) reach(namedImports(readFileSync(file, "utf8")));
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    if (seen.has(file)) continue;
    seen.add(file);
    const styleName = path.basename(file).match(/^(.+)\.module\.mjs$/)?.[1];
    if (styleName) styles.add(styleName);
    const code = readFileSync(file, "utf8");
    for (const match of code.matchAll(/from\s*"(\.[^"]+\.mjs)"/g))
      queue.push(path.resolve(path.dirname(file), match[1] as string));
    reach(namedImports(code));
  }
  return styles;
}

/** Mantine's stylesheets in the order its whole stylesheet (styles.css) has them. */
function mantineOrder(): string[] {
  const folder = path.join(packageRoot("@mantine/core"), "styles");
  const whole = readFileSync(path.join(packageRoot("@mantine/core"), "styles.css"), "utf8");
  return readdirSync(folder)
    .filter((file) => file.endsWith(".css") && !file.endsWith(".layer.css"))
    .map((file) => ({
      name: file.replace(/\.css$/, ""),
      at: whole.indexOf(readFileSync(path.join(folder, file), "utf8").trim().slice(0, 200)),
    }))
    .sort((a, b) => a.at - b.at)
    .map((sheet) => sheet.name);
}

describe("the Mantine stylesheets the app loads", () => {
  it("are those of every component it uses, in Mantine's order", () => {
    const used = componentsUsed();
    expect(used.has("Button")).toBe(true);
    const expected = mantineOrder().filter(
      (name) => ["baseline", "default-css-variables", "global"].includes(name) || used.has(name),
    );
    const listed = [
      ...readFileSync(path.join(webSrc, "app", "mantine-styles.css"), "utf8").matchAll(
        /@import "@mantine\/core\/styles\/([^"]+)\.css";/g,
      ),
    ].map((match) => match[1]);
    expect(listed).toEqual(expected);
  });
});
