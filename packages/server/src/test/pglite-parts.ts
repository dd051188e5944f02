import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { setFlagsFromString } from "node:v8";
import type { PgliteParts } from "../db/client.ts";

// A test process opens a PGlite database for each of its files, and each compiled PGlite's 9 MB of WebAssembly again,
// then let it go: V8's record of the code pages it allocates and frees lost track under that churn once in a while
// and aborted the process ("Check failed: jit_page_->allocations_.erase(addr) == 1", nodejs/node#64500), failing
// whichever test file was running. Compiled once per process, the code is allocated once and shared by every
// database of the process, and none of it is freed (V8's collection of WebAssembly code is off in test processes:
// set here, before the first database, as a flag on the command line would be refused by the worker threads that
// inherit it). Its files are read once too.
setFlagsFromString("--no-wasm-code-gc");
let parts: Promise<PgliteParts> | undefined;

// The server's types leave out the DOM's, which declare WebAssembly's functions; Node has them all the same.
const { WebAssembly: wasm } = globalThis as unknown as {
  WebAssembly: { compile(bytes: Uint8Array): Promise<NonNullable<PgliteParts["pgliteWasmModule"]>> };
};

/** PGlite's compiled code and its file bundle, made on the first call in this process. */
export function pgliteParts(): Promise<PgliteParts> {
  parts ??= (async () => {
    const dist = path.dirname(createRequire(import.meta.url).resolve("@electric-sql/pglite"));
    const [code, data] = await Promise.all([
      readFile(path.join(dist, "pglite.wasm")),
      readFile(path.join(dist, "pglite.data")),
    ]);
    return { pgliteWasmModule: await wasm.compile(code), fsBundle: new Blob([data]) };
  })();
  return parts;
}
