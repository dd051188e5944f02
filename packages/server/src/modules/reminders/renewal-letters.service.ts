import { setImmediate } from "node:timers/promises";
import { spelledDay } from "@club/domain/days";
import { fullName } from "@club/domain/member-name.rules";
import type { PostalAddress } from "@club/domain/postal-address.rules";
import type { AppContext } from "../../lib/app-context.ts";
import { invalidField } from "../../lib/app-error.ts";
import { drawPdf, pdfDrawing } from "../../lib/pdf-threads.ts";
import { readRenewalPriceList } from "../memberships/renewal.service.ts";
import { configWithClubSettings } from "../settings/settings.service.ts";
import type { RenewalLetter, renderMailingLabels, renderRenewalLetters } from "./reminder-letters.ts";
import type { ReminderCandidate } from "./reminders.repository.ts";
import { lettersOn, renewalPrices, runSetSize } from "./reminders.service.ts";
import { letterLinks } from "./renewal-links.service.ts";

// Issue 15: the printed side of the reminders. Members on paper (publication preference "all in print by mail")
// get a letter on the day their step is due; the office prints the day's batch and its mailing labels.

function addressOf(candidate: ReminderCandidate): PostalAddress {
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
  const expiry = spelledDay(candidate.duesExpire);
  if (stepId.startsWith("lapsed:")) return `Your membership lapsed on ${expiry}.`;
  if (stepId === "window_open") return `Renewal is open: your membership runs until ${expiry}.`;
  return `Your membership expires on ${expiry}.`;
}

async function lettersOrRefuse(context: AppContext, date: string) {
  const letters = await lettersOn(context, date);
  if (letters.length === 0)
    throw invalidField("date", `No renewal letters are due on ${spelledDay(date)}.`, "not_found");
  return letters;
}

/** Told as a PDF is written: how many of its letters (or labels) are done. */
export type PdfProgress = (done: number, total: number) => Promise<void>;

// Letters gathered at once: their prices read and their links found or made together. On PGlite a query answers on
// this thread and its promise resolves without letting a timer in, so the thread is given back after each step. A
// set's prices are one read of its members' choices (issue 41: they were a few queries per member, and sets of 10),
// so a set is as large as a run's.
const letterSetSize = runSetSize;

const renewalLettersDrawing = pdfDrawing<typeof renderRenewalLetters>(
  import.meta.url,
  "reminder-letters",
  "renderRenewalLetters",
);
const mailingLabelsDrawing = pdfDrawing<typeof renderMailingLabels>(
  import.meta.url,
  "reminder-letters",
  "renderMailingLabels",
);

/**
 * The renewal letters of a date, for the job `reminder-tasks`: one page per member on paper, each with their renewal
 * link (the live one of their year, reprinted) and its QR code. The letters' words are gathered here a set at a
 * time (issue 24); the PDF is drawn in a worker thread in one call (issue 41), so this thread never draws a page. The
 * gathered letters are plain rows of about 0.5 KB each, small beside the PDF the task keeps.
 */
export async function renewalLettersPdf(context: AppContext, date: string, onProgress: PdfProgress) {
  const letters = await lettersOrRefuse(context, date);
  const [{ club }, priceList] = await Promise.all([
    configWithClubSettings(context),
    readRenewalPriceList(context),
  ]);
  const written: RenewalLetter[] = [];
  for (let start = 0; start < letters.length; start += letterSetSize) {
    const set = letters.slice(start, start + letterSetSize);
    const prices = await renewalPrices(
      context,
      set.map(({ candidate }) => candidate.memberId),
      priceList,
    );
    await setImmediate();
    const links = await letterLinks(
      context,
      set.map(({ candidate }) => ({ memberId: candidate.memberId, cycle: candidate.duesExpire })),
    );
    await setImmediate();
    for (const { candidate, stepId } of set) {
      const price = prices.get(candidate.memberId);
      written.push({
        memberNo: candidate.memberNo,
        name: fullName(candidate),
        address: addressOf(candidate),
        headline: headline(candidate, stepId),
        duesExpire: candidate.duesExpire,
        lines: price?.lines ?? [],
        total: price?.total ?? 0,
        renewUrl: links.get(candidate.memberId) ?? "",
      });
    }
    await onProgress(start + set.length, letters.length);
  }
  return drawPdf(
    renewalLettersDrawing,
    {
      clubName: club.clubName,
      clubShortName: club.clubShortName,
      officeEmail: club.officeEmail,
      officePhone: club.officePhone,
      officeAddress: club.officeAddress,
      websiteUrl: club.websiteUrl,
      logo: null,
    },
    written,
    { date },
  );
}

/** The same letters' mailing labels (Avery 5160), in the same order, for the job `reminder-tasks`. */
export async function mailingLabelsPdf(context: AppContext, date: string, onProgress: PdfProgress) {
  const letters = await lettersOrRefuse(context, date);
  await onProgress(letters.length, letters.length);
  return drawPdf(
    mailingLabelsDrawing,
    letters.map(({ candidate }) => ({ name: fullName(candidate), address: addressOf(candidate) })),
  );
}
