/**
 * Whether `bytes` spans the whole of its memory, an ArrayBuffer of its own, so that the memory can be moved to
 * another thread (a transfer, not a copy) without taking anything else with it. A small Buffer from Node's pool
 * shares its memory with others, and shared memory (a SharedArrayBuffer) is not moved at all.
 */
export function hasMemoryToItself(bytes: Uint8Array): boolean {
  const { buffer } = bytes;
  return buffer instanceof ArrayBuffer && bytes.byteOffset === 0 && bytes.byteLength === buffer.byteLength;
}
