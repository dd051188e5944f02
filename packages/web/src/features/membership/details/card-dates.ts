const longDate = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

/** 2027-03-31 is "March 31, 2027", as the printed card and the letters spell it. */
export function spelledDay(day: string): string {
  return longDate.format(new Date(`${day}T00:00:00Z`));
}

/** What the card says of its term: until the dues date, or for life. */
export function validityOf(card: { duesExpire: string | null; lifelong: boolean }): string {
  return card.lifelong || card.duesExpire === null
    ? "Life member"
    : `Valid until ${spelledDay(card.duesExpire)}`;
}
