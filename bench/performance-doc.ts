import { readFileSync, writeFileSync } from "node:fs";
import os from "node:os";

const doc = new URL("../docs/performance.md", import.meta.url);

/** The machine a figure was taken on, as docs/performance.md states it beside each table. */
export const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? "CPU"}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, ${os.platform()} ${os.release()}, Node ${process.version}`;

/**
 * Replaces one benchmark's section of docs/performance.md (between `<!-- bench:id -->` and `<!-- /bench:id -->`),
 * or appends it: each benchmark rewrites its own figures and leaves the rest of the page as it is.
 */
export function writeSection(id: string, markdown: string) {
  const start = `<!-- bench:${id} -->`;
  const end = `<!-- /bench:${id} -->`;
  const text = readFileSync(doc, "utf8");
  const section = `${start}\n${markdown.trim()}\n${end}`;
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  const next =
    from >= 0 && to > from
      ? `${text.slice(0, from)}${section}${text.slice(to + end.length)}`
      : `${text.trimEnd()}\n\n${section}\n`;
  writeFileSync(doc, next);
  console.log(`written docs/performance.md (${id})`);
}
