// Runs `vite build` only when packages/web/dist is older than something it is built from, so that `npm start`
// on an unchanged checkout starts the server at once. Plain JavaScript: it must run before anything is built.
import { spawnSync } from "node:child_process";
import { readdirSync, statSync, utimesSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const webDir = fileURLToPath(new URL("..", import.meta.url));
const repoDir = path.resolve(webDir, "../..");
const builtMarker = path.join(webDir, "dist", "index.html");

/** What the build reads: the web app and the domain package it imports, their settings and the lock file. */
const inputs = [
  path.join(webDir, "src"),
  path.join(webDir, "public"),
  path.join(webDir, "index.html"),
  path.join(webDir, "vite.config.ts"),
  path.join(webDir, "tsconfig.json"),
  path.join(webDir, "package.json"),
  path.join(repoDir, "packages/domain/src"),
  path.join(repoDir, "packages/domain/package.json"),
  path.join(repoDir, "tsconfig.base.json"),
  path.join(repoDir, "package-lock.json"),
];

function mtimeMs(file) {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return undefined;
  }
}

/** The newest modification time under `entry` (a file or a folder), tests left out: they are not in the build. */
function newestMtimeMs(entry) {
  const stats = statSync(entry, { throwIfNoEntry: false });
  if (!stats) return 0;
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs; // a deleted or renamed file shows only in its folder's time
  for (const dirent of readdirSync(entry, { withFileTypes: true, recursive: true })) {
    if (/\.test\.tsx?$/.test(dirent.name)) continue;
    newest = Math.max(newest, statSync(path.join(dirent.parentPath, dirent.name)).mtimeMs);
  }
  return newest;
}

const builtAt = mtimeMs(builtMarker);
const changedAt = Math.max(...inputs.map(newestMtimeMs));
if (builtAt !== undefined && builtAt >= changedAt) {
  process.stdout.write("Web app is up to date (packages/web/dist); not rebuilding.\n");
} else {
  const startedAt = new Date();
  const build = spawnSync("npm", ["run", "build"], {
    cwd: webDir,
    stdio: "inherit",
    shell: process.platform === "win32",
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
  // The build counts from when it started: a file saved while it ran triggers the next one.
  utimesSync(builtMarker, startedAt, startedAt);
}
