import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

/**
 * The server's module map in packages/server/src/modules/README.md, against the code (issue 26): which modules
 * each module calls ("Arrows between modules") and whose tables it still reads in its own SQL ("Tables read across
 * modules"). Calls to the policy are not drawn (every module may ask it), nor a schema file's foreign keys.
 */

const modulesDir = "packages/server/src/modules";
export type ModuleMap = Record<string, string[]>;

/** Every module folder, and per module the other modules it calls and those whose tables it reads. */
export function codeMap(root: string): { modules: string[]; calls: ModuleMap; reads: ModuleMap } {
  const dir = path.join(root, modulesDir);
  const modules = readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const calls: ModuleMap = {};
  const reads: ModuleMap = {};
  for (const module of modules) {
    const called = new Set<string>();
    const read = new Set<string>();
    for (const file of sourceFiles(path.join(dir, module))) {
      if (file.endsWith(".schema.ts")) continue;
      for (const target of importedFiles(file)) {
        const relative = path.relative(dir, target);
        const other = relative.split(path.sep)[0] as string;
        if (relative.startsWith("..") || other === module) continue;
        if (target.endsWith(".schema.ts")) read.add(other);
        else if (other !== "policy") called.add(other);
      }
    }
    if (called.size > 0) calls[module] = [...called].sort();
    if (read.size > 0) reads[module] = [...read].sort();
  }
  return { modules, calls, reads };
}

/** The arrows of one fenced block under `heading`: `from ──▶ a, b (why), c`, continued on indented lines. */
export function documentedMap(readme: string, heading: string): { map: ModuleMap; without: string[] } {
  const section = readme.slice(readme.indexOf(heading));
  const block = section.slice(section.indexOf("```") + 3, section.indexOf("```", section.indexOf("```") + 3));
  const entries: string[] = [];
  for (const line of block.split("\n")) {
    if (/^\s+\S/.test(line) && entries.length > 0) entries[entries.length - 1] += ` ${line.trim()}`;
    else if (line.trim()) entries.push(line.trim());
  }
  const map: ModuleMap = {};
  const without: string[] = [];
  for (const entry of entries) {
    const plain = withoutParentheses(entry);
    const arrow = /^([a-z-]+) ─+▶ (.+)$/.exec(plain);
    if (arrow) map[arrow[1] as string] = names(arrow[2] as string);
    else if (plain.includes(":")) without.push(...names(plain.slice(0, plain.indexOf(":"))));
  }
  return { map, without };
}

function withoutParentheses(text: string): string {
  let result = text;
  while (/\([^()]*\)/.test(result)) result = result.replace(/\s*\([^()]*\)/g, "");
  return result;
}

function names(list: string): string[] {
  return list
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean)
    .sort();
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

function importedFiles(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest);
  return source.statements.flatMap((statement) =>
    (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
    statement.moduleSpecifier &&
    ts.isStringLiteral(statement.moduleSpecifier) &&
    statement.moduleSpecifier.text.startsWith(".")
      ? [path.resolve(path.dirname(file), statement.moduleSpecifier.text)]
      : [],
  );
}

/**
 * The loops in a module graph (issue 39): one per knot of modules that reach each other (a strongly connected
 * component), drawn as the shortest way from its first module (by name) back to itself, e.g.
 * `["checkout", "mail", "members", "checkout"]`. Empty when the graph is a tree you can draw (STYLE.md 16).
 */
export function moduleCycles(calls: ModuleMap): string[][] {
  return knots(calls)
    .map((knot) => shortestLoop(calls, [...knot].sort()[0] as string, new Set(knot)))
    .sort((a, b) => (a[0] as string).localeCompare(b[0] as string));
}

/** Tarjan's strongly connected components with more than one module, or one module calling itself. */
function knots(calls: ModuleMap): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (module: string) => {
    index.set(module, index.size);
    low.set(module, index.get(module) as number);
    stack.push(module);
    onStack.add(module);
    for (const next of calls[module] ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(module, Math.min(low.get(module) as number, low.get(next) as number));
      } else if (onStack.has(next))
        low.set(module, Math.min(low.get(module) as number, index.get(next) as number));
    }
    if (low.get(module) !== index.get(module)) return;
    const knot: string[] = [];
    let top: string;
    do {
      top = stack.pop() as string;
      onStack.delete(top);
      knot.push(top);
    } while (top !== module);
    if (knot.length > 1 || calls[module]?.includes(module)) found.push(knot);
  };
  for (const module of Object.keys(calls).sort()) if (!index.has(module)) visit(module);
  return found;
}

/** Breadth first from `start`, inside its knot, back to `start`. */
function shortestLoop(calls: ModuleMap, start: string, knot: Set<string>): string[] {
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const module = queue.shift() as string;
    for (const next of [...(calls[module] ?? [])].sort()) {
      if (next === start) {
        const path: string[] = [];
        for (let step = module; step !== start; step = cameFrom.get(step) as string) path.unshift(step);
        return [start, ...path, start];
      }
      if (knot.has(next) && !cameFrom.has(next)) {
        cameFrom.set(next, module);
        queue.push(next);
      }
    }
  }
  return [start, start];
}
