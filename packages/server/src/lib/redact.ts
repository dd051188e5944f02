// Issue 39: an erased member's records (the sent mail, the trail) keep what happened and lose who it was. What named
// the person comes from the members' erasure (`anonymiseMember`): the values they held, and the fields that held them.

/** What stands in for a value that named an erased member. */
export const redacted = "(removed)";

function escaped(word: string): string {
  return word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * One pattern for the words, the longest first (a full name before its parts), each as a whole word: "Ada" is taken
 * out of "Dear Ada Tester," but not out of "Canada".
 */
export function wordsPattern(words: string[]): RegExp | null {
  const usable = words.map((word) => word.trim()).filter((word) => word.length > 0);
  if (usable.length === 0) return null;
  const alternatives = [...new Set(usable)].sort((a, b) => b.length - a.length).map(escaped);
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join("|")})(?![\\p{L}\\p{N}])`, "giu");
}

export function redactText(text: string, pattern: RegExp | null): string {
  return pattern ? text.replace(pattern, redacted) : text;
}

/**
 * A recorded value with the person taken out: under one of `fields` (at any depth) a value is replaced whole, and
 * any text elsewhere loses the words. Keys, numbers and the shape stay, so the record still says what changed.
 */
export function redactValue(value: unknown, fields: ReadonlySet<string>, pattern: RegExp | null): unknown {
  if (typeof value === "string") return redactText(value, pattern);
  if (Array.isArray(value)) return value.map((item) => redactValue(item, fields, pattern));
  if (value !== null && typeof value === "object")
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [
        key,
        fields.has(key) && inner !== null ? redacted : redactValue(inner, fields, pattern),
      ]),
    );
  return value;
}
