import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";

const moduleUrl = new URL("./port-base.ts", import.meta.url).href;
let folder: string;

/** A run choosing its base as the Playwright config does, holding it `holdMs`, in its own temporary folder. */
function claimInAProcess(holdMs: number): Promise<number> {
  const script = `import { claimPortBase } from ${JSON.stringify(moduleUrl)};
    console.log(claimPortBase()); setTimeout(() => {}, ${holdMs});`;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--input-type=module", "-e", script], {
      env: { ...process.env, TMPDIR: folder },
    });
    let output = "";
    child.stdout.on("data", (data: Buffer) => {
      output += data.toString();
    });
    child.stderr.on("data", (data: Buffer) => {
      output += data.toString();
    });
    child.on("exit", (code) => (code === 0 ? resolve(Number(output.trim())) : reject(new Error(output))));
  });
}

describe("the end-to-end portals' ports (issue 41: an npm test beside another)", () => {
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it("gives two runs starting together bases of their own, and frees a base when its run ends", async () => {
    folder = mkdtempSync(path.join(tmpdir(), "port-base-"));
    const [first, second] = await Promise.all([claimInAProcess(1500), claimInAProcess(1500)]);
    expect(first).not.toBe(second);
    expect(readdirSync(folder)).toEqual([]);
    expect(await claimInAProcess(0)).toBe(Math.min(first, second));
  });

  it("takes over a base held by a run that ended without letting it go", async () => {
    folder = mkdtempSync(path.join(tmpdir(), "port-base-"));
    const base = await claimInAProcess(0);
    const ended = spawn(process.execPath, ["-e", ""]);
    await new Promise((done) => ended.on("exit", done));
    mkdirSync(path.join(folder, `club-e2e-ports-${base}.lock`));
    writeFileSync(path.join(folder, `club-e2e-ports-${base}.lock`, "pid"), String(ended.pid));

    expect(await claimInAProcess(0)).toBe(base);
  });
});
