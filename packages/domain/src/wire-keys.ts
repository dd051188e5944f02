import { camelCase, snakeCase } from "change-case";

// spec §7: the wire speaks snake_case, the code camelCase. The one converter between the two, for the server (request
// bodies and queries, the API document's names) and the web (request bodies, query strings, form fields).

// `locale: false`: the same result on every machine (a Turkish locale would lower "I" to a dotless "ı").
const snakeOptions = { locale: false } as const;
// As the wire was always read: a leading underscore kept, a digit after an underscore joined ("line_1" is "line1").
const camelOptions = { locale: false, prefixCharacters: "_", mergeAmbiguousCharacters: true } as const;

/** A code name as the wire writes it: "addressLine1" is "address_line1". */
export function wireName(name: string): string {
  return snakeCase(name, snakeOptions);
}

/** A wire name as the code writes it: "address_line1" is "addressLine1". */
export function codeName(name: string): string {
  return camelCase(name, camelOptions);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** Renames the keys of plain objects all the way down, arrays included; a key in `keepUnder` keeps its value's keys. */
function renameKeys(value: unknown, rename: (name: string) => string, keepUnder: readonly string[]): unknown {
  if (Array.isArray(value)) return value.map((item) => renameKeys(item, rename, keepUnder));
  if (!isPlainObject(value)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      rename(key),
      keepUnder.includes(key) ? item : renameKeys(item, rename, keepUnder),
    ]),
  );
}

/**
 * A request body for the wire, its keys snake_case all the way down, except inside the keys named in
 * `keepKeysUnder` (maps keyed by names the user chose, such as a file's column names): those go as they are.
 */
export function toWireKeys(value: Record<string, unknown>, keepKeysUnder: readonly string[] = []) {
  return renameKeys(value, wireName, keepKeysUnder) as Record<string, unknown>;
}

/** A request's body or query as the code reads it: its keys camelCase all the way down. */
export function toCodeKeys(value: Record<string, unknown>) {
  return renameKeys(value, codeName, []) as Record<string, unknown>;
}
