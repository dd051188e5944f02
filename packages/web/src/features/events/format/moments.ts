const momentFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeStyle: "short" });

/** Issue 28: a hold's end or a check-in in the member's own clock, "March 1, 2026 at 5:00 PM". */
export function spelledMoment(moment: string): string {
  const at = new Date(moment);
  return Number.isNaN(at.getTime()) ? moment : momentFormat.format(at);
}
