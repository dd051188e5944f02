import { getPriority } from "node:os";

/** A "drawing" for pdf-threads.test.ts: the nice value of the thread that runs it, as one byte. */
export async function threadPriority(): Promise<Uint8Array> {
  return Uint8Array.of(getPriority());
}
