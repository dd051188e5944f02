import type { ConsentEvent } from "@club/domain/privacy.schema";
import { humanize } from "../../../office-kit/office-format.ts";

// Issue 30: the consent log read in words, as the office explains it to a member on the phone.

const kindWords: Record<ConsentEvent["kind"], string> = {
  privacy: "What other members see",
  club_mail: "Letters by post from the region",
  announcements: "Announcements by e-mail",
};

const wayWords: Record<ConsentEvent["how"], string> = {
  join: "At join",
  member: "By the member",
  office: "By the office",
  unsubscribe_link: "Unsubscribe link",
  import: "Import",
};

/** Each directory choice's words when shown and when hidden; `allow` is the yes or no of club mail and announcements. */
const choiceWords: Record<string, readonly [yes: string, no: string]> = {
  showInDirectory: ["Listed in the directory", "Not listed in the directory"],
  showAddress: ["Street address shown", "Street address hidden"],
  showPhones: ["Phone numbers shown", "Phone numbers hidden"],
  showEmail: ["E-mail shown", "E-mail hidden"],
  allow: ["Yes", "No"],
};

export const consentKindWords = (event: ConsentEvent) => kindWords[event.kind];
export const consentWayWords = (event: ConsentEvent) => wayWords[event.how];

/** "Listed in the directory, Street address hidden, …"; a choice the log may hold later reads "Its name: yes". */
export function consentChoiceWords(event: ConsentEvent): string {
  return Object.entries(event.choice)
    .map(([name, value]) => {
      const words = choiceWords[name];
      if (words) return value ? words[0] : words[1];
      return `${humanize(name)}: ${value ? "yes" : "no"}`;
    })
    .join(", ");
}
