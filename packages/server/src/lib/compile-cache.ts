import { constants, enableCompileCache } from "node:module";
import path from "node:path";

/** The data folder when DATA_DIR does not name one (config.ts). */
export const defaultDataDir = "./data";

/** Where Node keeps what it compiled: the folder NODE_COMPILE_CACHE names, else `compile-cache` in the data folder. */
export function compileCacheDir(env: NodeJS.ProcessEnv): string {
  return env.NODE_COMPILE_CACHE ?? path.join(path.resolve(env.DATA_DIR ?? defaultDataDir), "compile-cache");
}

/**
 * Issue 41: a start spent a third of its time reading the portal's TypeScript and compiling it; Node's compile cache
 * keeps both (the types stripped, V8's code) on disk, and a restart reads them instead (to /healthz on PostgreSQL,
 * `npm start` 1.12–1.27 s → 0.77–0.81 s, compiled 0.87–0.92 s → 0.73–0.78 s). In the data folder rather than Node's
 * default in the shared temporary folder: what is cached is code this process runs, so only the portal's own user
 * may write it. The threads (PDFs, parsing) inherit it. NODE_DISABLE_COMPILE_CACHE=1 turns it off.
 */
export function keepCompiledModules(): void {
  const { status, directory } = enableCompileCache(compileCacheDir(process.env));
  if (
    status === constants.compileCacheStatus.ENABLED ||
    status === constants.compileCacheStatus.ALREADY_ENABLED
  )
    process.env.NODE_COMPILE_CACHE = directory;
}
