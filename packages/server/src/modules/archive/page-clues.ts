// Issue 45: what a page read gives the registry's matching and the search's spelling help, worked out in the reading
// thread (so the job's thread only stores it): the words that may be serial numbers, the years, the page's words
// spaced for whole-word matching, and its vocabulary.

/** What the job matches the registry against, and the words it adds to the archive's vocabulary. */
export interface PageClues {
  /** Letters and digits of every word, and of every two words side by side, that hold a digit: upper case. */
  serials: string[];
  /** The years the page names (1880 to 2099). */
  years: number[];
  /** The page's words, lower case, each between spaces: " the packard model j ". */
  words: string;
  /** Its distinct words of 3 to 30 letters, lower case. */
  vocabulary: string[];
}

const serialMin = 4;
const serialMax = 24;

export function pageClues(text: string): PageClues {
  const tokens = text
    .split(/\s+/)
    .map((token) => token.replace(/[^\p{L}\p{N}-]/gu, ""))
    .filter(Boolean);
  const serials = new Set<string>();
  const compact = tokens.map((token) => token.replace(/[^A-Za-z0-9]/g, "").toUpperCase());
  compact.forEach((token, index) => {
    for (const candidate of [token, token + (compact[index + 1] ?? "")]) {
      if (candidate.length >= serialMin && candidate.length <= serialMax && /\d/.test(candidate))
        serials.add(candidate);
    }
  });
  const years = new Set<number>();
  for (const match of text.matchAll(/\b(18[89]\d|19\d\d|20\d\d)\b/g)) years.add(Number(match[1]));
  const words = text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
  const vocabulary = new Set<string>();
  for (const word of words.split(" ")) if (/^\p{L}{3,30}$/u.test(word)) vocabulary.add(word);
  return { serials: [...serials], years: [...years], words: ` ${words} `, vocabulary: [...vocabulary] };
}
