import { useMediaQuery } from "@mantine/hooks";

// spec §9 breakpoints, in em so a reader's larger default text size moves them too.

/** Under 600px, a phone: label/value pairs stack, the review's items take two lines. */
export const phoneQuery = "(max-width: 37.49em)";

/** Under 768px an office list with buttons in its rows is cards: a table's buttons would be off a phone's screen. */
export const listCardsQuery = "(max-width: 47.99em)";

/** Under 1200px search results are cards: a table with a member a row needs a full desktop's width. */
export const resultCardsQuery = "(max-width: 74.99em)";

/** Whether the screen matches `query`, read at once (the app renders only in a browser) so nothing flashes. */
export function useMediaMatch(query: string): boolean {
  return useMediaQuery(query, undefined, { getInitialValueInEffect: false });
}
