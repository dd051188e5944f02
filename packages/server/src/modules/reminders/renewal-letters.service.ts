import type { AppContext } from "../../lib/app-context.ts";
import { invalidField } from "../../lib/app-error.ts";
import { configWithClubSettings } from "../settings/settings.service.ts";
import {
  type LetterAddress,
  type RenewalLetter,
  renderMailingLabels,
  renderRenewalLetters,
} from "./reminder-letters.ts";
import type { ReminderCandidate } from "./reminders.repository.ts";
import { fullName, lettersOn, renewalPrice, spelledDate } from "./reminders.service.ts";
import { createRenewalLink } from "./renewal-links.service.ts";

// Issue 15: the printed side of the reminders. Members on paper (publication preference "all in print by mail")
// get a letter on the day their step is due; the office prints the day's batch and its mailing labels.

function addressOf(candidate: ReminderCandidate): LetterAddress {
  return {
    line1: candidate.addressLine1,
    line2: candidate.addressLine2,
    city: candidate.city,
    state: candidate.state,
    zipCode: candidate.zipCode,
    country: candidate.country,
  };
}

function headline(candidate: ReminderCandidate, stepId: string): string {
  const expiry = spelledDate(candidate.duesExpire);
  if (stepId.startsWith("lapsed:")) return `Your membership lapsed on ${expiry}.`;
  if (stepId === "window_open") return `Renewal is open: your membership runs until ${expiry}.`;
  return `Your membership expires on ${expiry}.`;
}

async function lettersOrRefuse(context: AppContext, date: string) {
  const letters = await lettersOn(context, date);
  if (letters.length === 0)
    throw invalidField("date", `No renewal letters are due on ${spelledDate(date)}.`, "not_found");
  return letters;
}

/** GET /office/reminders/letters.pdf?date=: one page per letter, each with its own renewal link and QR code. */
export async function renewalLettersPdf(context: AppContext, date: string) {
  const letters = await lettersOrRefuse(context, date);
  const rendered: RenewalLetter[] = [];
  for (const { candidate, stepId } of letters) {
    const price = await renewalPrice(context, candidate.memberId);
    const link = await createRenewalLink(context, candidate.memberId, candidate.duesExpire);
    rendered.push({
      memberNo: candidate.memberNo,
      name: fullName(candidate),
      address: addressOf(candidate),
      headline: headline(candidate, stepId),
      duesExpire: candidate.duesExpire,
      lines: price?.lines ?? [],
      total: price?.total ?? 0,
      renewUrl: link.shortUrl,
    });
  }
  const { club } = await configWithClubSettings(context);
  return renderRenewalLetters(
    {
      clubName: club.clubName,
      clubShortName: club.clubShortName,
      officeEmail: club.officeEmail,
      officePhone: club.officePhone,
      websiteUrl: club.websiteUrl,
      logo: null,
    },
    rendered,
    { date },
  );
}

/** GET /office/reminders/labels.pdf?date=: the same letters' mailing labels (Avery 5160), in the same order. */
export async function mailingLabelsPdf(context: AppContext, date: string) {
  const letters = await lettersOrRefuse(context, date);
  return renderMailingLabels(
    letters.map(({ candidate }) => ({ name: fullName(candidate), address: addressOf(candidate) })),
  );
}
