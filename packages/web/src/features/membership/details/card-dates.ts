import { spelledDay } from "@club/domain/days";

/** What the card says of its term: until the dues date, or for life. */
export function validityOf(card: { duesExpire: string | null; lifelong: boolean }): string {
  return card.lifelong || card.duesExpire === null
    ? "Life member"
    : `Valid until ${spelledDay(card.duesExpire)}`;
}
