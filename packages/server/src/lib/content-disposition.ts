// Issue 39: the one Content-Disposition of every file the API sends to be saved. A name in any script goes out as
// RFC 6266's filename* (UTF-8, percent-encoded, RFC 8187) beside a plain ASCII filename for clients that read only
// that one; Node refuses a header outside Latin-1, so writing the name in raw was a 500 for a name like "€.pdf".

/** The name without control characters (they would end the header) or path separators (they would pick a folder). */
function cleanFileName(name: string): string {
  return name
    .replace(/\p{Cc}/gu, "")
    .replace(/[\\/]/g, "_")
    .trim();
}

/** A name safe inside the header's quotes and on any disk: letters, digits, ".", "_" and "-"; anything else is "_". */
export function asciiFileName(name: string): string {
  return name.replace(/[^A-Za-z0-9._-]/g, "_");
}

/** RFC 8187's value characters: encodeURIComponent leaves ' ( ) * as they are, which the header may not carry. */
const percentEncoded = (name: string) =>
  encodeURIComponent(name).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/** `attachment; filename="…"`, with `filename*=UTF-8''…` when the name is more than plain ASCII. */
export function attachmentDisposition(fileName: string): string {
  return disposition("attachment", fileName);
}

/** Issue 45: the same for a file the browser shows itself (a PDF opened in its reader), under its name if saved. */
export function inlineDisposition(fileName: string): string {
  return disposition("inline", fileName);
}

function disposition(kind: "attachment" | "inline", fileName: string): string {
  const name = cleanFileName(fileName);
  if (name === "") return `${kind}; filename="file"`;
  const fallback = asciiFileName(name);
  if (fallback === name) return `${kind}; filename="${name}"`;
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${percentEncoded(name)}`;
}
