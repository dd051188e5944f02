import { isoDay } from "@club/domain/days";
import type { ReminderTask } from "@club/domain/reminder-task.schema";
import { formatCount } from "../../../office-kit/counts.ts";

// The renewal reminders (issue 15) in the office's words.

const two = (value: number) => String(value).padStart(2, "0");

/** The day after today on the reader's own calendar, YYYY-MM-DD: the day the office usually prepares for. */
export function tomorrowHere(now = new Date()): string {
  const tomorrow = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  return `${tomorrow.getFullYear()}-${two(tomorrow.getMonth() + 1)}-${two(tomorrow.getDate())}`;
}

/**
 * Today as the server counts it (the UTC day, isoDay), so the count asked about before sending is the count the
 * run sends, even in an American evening when the UTC day has already turned.
 */
export function todayOnServer(now = new Date()): string {
  return isoDay(now);
}

const plural = (count: number, one: string, many: string) =>
  `${formatCount(count)} ${count === 1 ? one : many}`;

const skipWords: Record<string, (count: number) => string> = {
  renewed: (count) => `${count} already renewed`,
  already_sent: (count) => `${count} already reminded`,
  bouncing: (count) => plural(count, "address bouncing", "addresses bouncing"),
  lifelong: (count) => plural(count, "lifetime member", "lifetime members"),
  complimentary: (count) => plural(count, "complimentary membership", "complimentary memberships"),
  deceased: (count) => plural(count, "deceased member", "deceased members"),
  resigned: (count) => plural(count, "resigned member", "resigned members"),
  no_membership: (count) => plural(count, "member without a membership", "members without a membership"),
};

/** {renewed: 3, bouncing: 1, lifelong: 12} → "3 already renewed, 1 address bouncing, 12 lifetime members". */
export function skippedInWords(skipped: Record<string, number>): string {
  return Object.entries(skipped)
    .filter(([, count]) => count > 0)
    .map(([reason, count]) => skipWords[reason]?.(count) ?? `${count} ${reason.replace(/_/g, " ")}`)
    .join(", ");
}

/** What a run did: "Sent 5 e-mails; 1 letter to print". */
export function sentInWords({ emailed, letters }: { emailed: number; letters: number }): string {
  return `Sent ${plural(emailed, "e-mail", "e-mails")}; ${plural(letters, "letter", "letters")} to print`;
}

/** [60, 30, 7] → "60, 30 and 7 days"; [] → "none". */
export function daysInWords(days: readonly number[]): string {
  if (days.length === 0) return "none";
  const numbers = days.map(String);
  const last = numbers.pop() as string;
  const list = numbers.length > 0 ? `${numbers.join(", ")} and ${last}` : last;
  return `${list} ${days.length === 1 && days[0] === 1 ? "day" : "days"}`;
}

/**
 * A task under way in words (issue 24): "Preparing the letters: 120 of 1,001"; before the server has counted,
 * "Preparing the letters: starting".
 */
export function taskProgressInWords(task: Pick<ReminderTask, "status" | "progress">, doing: string): string {
  const { done, total } = task.progress;
  if (task.status === "queued" || total === 0) return `${doing}: starting`;
  return `${doing}: ${formatCount(done)} of ${formatCount(total)}`;
}
