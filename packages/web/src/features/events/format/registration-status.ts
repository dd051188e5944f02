import type { Registration } from "@club/domain/event.schema";
import { momentInWords } from "../../../lib/club-clock.ts";

/** Issue 28: a portal registration's status in words, beside a colour; what the words leave out follows them. */
export interface StatusBadge {
  label: string;
  color: string;
  detail: string | null;
}

export function registrationStatusBadge(registration: Registration): StatusBadge {
  const { status, holdUntil, waitlistPosition } = registration;
  switch (status) {
    case "confirmed":
      return { label: "Confirmed", color: "green", detail: null };
    case "pending":
      return {
        label: "Awaiting payment",
        color: "yellow",
        detail: holdUntil ? `Your place is held until ${momentInWords(holdUntil)}.` : null,
      };
    case "waitlisted":
      return {
        label: waitlistPosition
          ? `On the waiting list (position ${waitlistPosition})`
          : "On the waiting list",
        color: "blue",
        detail: "If a place becomes free, it is offered to you here, in your turn.",
      };
    case "offered":
      return {
        // The time is in the detail, which wraps: a badge keeps to one line and cut "until 10:30 PM Central Ti…".
        label: "Place offered",
        color: "orange",
        detail: `A place became free for you: accept it to keep it.${holdUntil ? ` It is held for you until ${momentInWords(holdUntil)}.` : ""}`,
      };
    case "cancelled":
      return { label: "Cancelled", color: "gray", detail: null };
  }
}
