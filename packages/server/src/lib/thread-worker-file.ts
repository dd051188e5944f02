import path from "node:path";
import { fileURLToPath } from "node:url";

/** The file `baseName` beside the module at `moduleUrl`: compiled (dist/) the .js, from the sources the .ts. */
export function fileBeside(moduleUrl: string, baseName: string) {
  const thisFile = fileURLToPath(moduleUrl);
  return path.join(path.dirname(thisFile), `${baseName}${path.extname(thisFile)}`);
}

/**
 * What a piscina pool needs to start a thread on the worker file `name` beside the module at `moduleUrl`. A thread
 * inherits its parent's Node options: `npm start` (node --import tsx) and tsx itself give it their TypeScript loader;
 * a test runner's process has none (vitest transforms in process), so the thread is given tsx. A compiled process's options are never copied: a thread
 * handed V8 flags such as --max-semi-space-size in `execArgv` is refused (ERR_WORKER_INVALID_EXEC_ARGV).
 */
export function threadWorkerFile(moduleUrl: string, name: string) {
  const filename = fileBeside(moduleUrl, name);
  const needsTsx = filename.endsWith(".ts") && !process.execArgv.some((arg) => arg.includes("tsx"));
  return {
    filename,
    execArgv: needsTsx ? [...process.execArgv, "--import", "tsx", "--conditions=@club/source"] : undefined,
  };
}
