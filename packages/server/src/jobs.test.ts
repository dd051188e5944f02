import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { jobDefinitions } from "./jobs.ts";

const operations = readFileSync(
  fileURLToPath(new URL("../../../docs/operations.md", import.meta.url)),
  "utf8",
);
const jobsSection = operations.slice(
  operations.indexOf("## Jobs"),
  operations.indexOf("## Several instances"),
);

describe("the portal's jobs", () => {
  it("are each registered once", () => {
    const names = jobDefinitions.map((job) => job.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it.each(jobDefinitions.map((job) => [job.name]))(
    "%s has its row in docs/operations.md's Jobs table",
    (name) => {
      expect(jobsSection).toMatch(new RegExp(`^\\| \`${name}\` +\\|`, "m"));
    },
  );

  it("lists no job in docs/operations.md that the portal does not run", () => {
    const documented = [...jobsSection.matchAll(/^\| `([a-z-]+)` +\|/gm)].map((match) => match[1]);
    expect(documented.sort()).toEqual(jobDefinitions.map((job) => job.name).sort());
  });
});
