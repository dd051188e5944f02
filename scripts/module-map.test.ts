import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { codeMap, documentedMap, moduleCycles } from "./module-map.ts";

// packages/server/src/modules/README.md draws the map a newcomer reads first; this keeps it the map of the code.
const root = path.resolve(import.meta.dirname, "..");
const readme = readFileSync(path.join(root, "packages/server/src/modules/README.md"), "utf8");
const code = codeMap(root);

describe("the server's module map", () => {
  it("draws every module's calls to other modules, as the code makes them", () => {
    const { map, without } = documentedMap(readme, "## Arrows between modules");
    expect(map).toEqual(code.calls);
    expect([...Object.keys(map), ...without].sort()).toEqual(code.modules);
  });

  it("names every module that still reads another module's tables in its own SQL, and whose", () => {
    expect(documentedMap(readme, "## Tables read across modules").map).toEqual(code.reads);
  });

  it("reads the README's notation: continued lines, reasons in parentheses, modules without arrows", () => {
    const sample =
      "## Arrows between modules\n```\nauth ──▶ members, mail (a reason, with a comma),\n          limits (tries)\nevents, geo: no arrows out\n```\n";
    expect(documentedMap(sample, "## Arrows between modules")).toEqual({
      map: { auth: ["limits", "mail", "members"] },
      without: ["events", "geo"],
    });
  });
});

// Issue 39: the module graph is a tree you can draw (STYLE.md 16). `npm run lint` runs the same check
// (scripts/check-module-cycles.ts), so a call that closes a loop between modules fails before review.
describe("the module graph's cycles", () => {
  it("finds none in the code", () => {
    expect(moduleCycles(code.calls)).toEqual([]);
  });

  it("finds a planted cycle through several modules, and one between two", () => {
    const planted = {
      checkout: ["audit", "mail"],
      mail: ["jobs", "members"],
      members: ["audit", "checkout"],
      events: ["vehicles"],
      vehicles: ["events", "files"],
      audit: [],
    };
    expect(moduleCycles(planted)).toEqual([
      ["checkout", "mail", "members", "checkout"],
      ["events", "vehicles", "events"],
    ]);
  });

  it("finds nothing in a graph where two modules call a third, and the first calls the second", () => {
    expect(moduleCycles({ office: ["members", "mail"], members: ["mail"], mail: [] })).toEqual([]);
  });

  it("finds a module's call to itself through a longer loop, once, from its first module", () => {
    expect(moduleCycles({ plans: ["auth"], auth: ["members"], members: ["plans"] })).toEqual([
      ["auth", "members", "plans", "auth"],
    ]);
  });
});
