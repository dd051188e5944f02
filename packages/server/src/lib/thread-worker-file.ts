import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

/** The file `baseName` beside the module at `moduleUrl`: compiled (dist/) the .js, from the sources the .ts. */
export function fileBeside(moduleUrl: string, baseName: string) {
  const thisFile = fileURLToPath(moduleUrl);
  return path.join(path.dirname(thisFile), `${baseName}${path.extname(thisFile)}`);
}

/**
 * What a piscina pool needs to start a thread of the office's work on the worker file `name` beside the module at
 * `moduleUrl`: the thread starts on office-thread.worker, which lowers its priority and then loads that file (issue
 * 41). Node reads the TypeScript sources itself (their syntax is erasable: `erasableSyntaxOnly`), so a thread on a .ts
 * file needs only the condition that resolves the domain package to its sources. A thread inherits its parent's
 * options, which `npm start` gives it; a test runner's process has none (vitest transforms in process), so only then
 * is the condition handed over, alone: a thread handed V8 flags such as --max-semi-space-size in `execArgv` is refused
 * (ERR_WORKER_INVALID_EXEC_ARGV).
 */
export function threadWorkerFile(moduleUrl: string, name: string) {
  const filename = fileBeside(import.meta.url, "office-thread.worker");
  const needsCondition = filename.endsWith(".ts") && !process.execArgv.includes(sourceCondition);
  return {
    filename,
    workerData: { task: pathToFileURL(fileBeside(moduleUrl, name)).href },
    execArgv: needsCondition ? [sourceCondition] : undefined,
  };
}

const sourceCondition = "--conditions=@club/source";
