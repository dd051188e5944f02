import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// packages/web/src/features/README.md lists every folder of the web app with what it holds; this keeps the list
// the folders on disk.
const web = path.resolve(import.meta.dirname, "../packages/web/src");
const readme = readFileSync(path.join(web, "features/README.md"), "utf8");

const folders = (dir: string) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

/** The folders listed as `- \`name/\`:` under the heading. */
function listed(heading: string): string[] {
  const section = readme.slice(readme.indexOf(heading) + heading.length);
  const body = section.slice(0, section.search(/^## /m) === -1 ? undefined : section.search(/^## /m));
  return [...body.matchAll(/^- `([a-z-]+)\/`:/gm)].map((match) => match[1] as string).sort();
}

describe("the web app's map", () => {
  it("lists every feature folder", () => {
    expect(listed("## Features (`src/features/`)")).toEqual(folders(path.join(web, "features")));
  });

  it("lists every folder outside features: the shared ones, the app and the tests", () => {
    const outside = [
      ...listed("## Shared code (`src/`)"),
      ...listed("## The app and the tests (`src/`)"),
    ].sort();
    expect(outside).toEqual(folders(web).filter((folder) => folder !== "features"));
  });

  // Issue 26: the office was half of the web app in one folder; an area that grows past a fifth is several areas.
  it("keeps every feature under a fifth of the web app's lines", () => {
    const total = linesUnder(web);
    const shares = folders(path.join(web, "features")).map((feature) => ({
      feature,
      share: linesUnder(path.join(web, "features", feature)) / total,
    }));
    expect(shares.filter(({ share }) => share > 0.2)).toEqual([]);
  });
});

function linesUnder(dir: string): number {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .reduce(
      (sum, entry) => sum + readFileSync(path.join(entry.parentPath, entry.name), "utf8").split("\n").length,
      0,
    );
}
