/**
 * The file name of a Content-Disposition header (spec §7: the report keeps the server's name), from
 * filename*=UTF-8''… or filename="…"; undefined when the header names none.
 */
export function fileNameFrom(contentDisposition: string | null): string | undefined {
  if (!contentDisposition) return undefined;
  const encoded = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(contentDisposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // a broken encoding: fall back to the plain name
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/.exec(contentDisposition);
  const name = (plain?.[2] ?? plain?.[1])?.trim();
  return name ? name : undefined;
}
