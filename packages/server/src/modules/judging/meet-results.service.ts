import type { MeetResultEntry, MeetResults } from "@club/domain/judging.schema";
import { byScoreThenOwner } from "@club/domain/meet-results.rules";
import { type ViewingAccount, visibilityMessages } from "@club/domain/member-visibility.rules";
import type { AppContext } from "../../lib/app-context.ts";
import { notFound } from "../../lib/app-error.ts";
import { drawPdf, pdfDrawing } from "../../lib/pdf-threads.ts";
import { getOfficeEvent, registrationsByIds } from "../events/events.service.ts";
import { membersAsSeenByIds } from "../members/members.service.ts";
import { type EntryRecord, findEntries, findSetup } from "./judging.repository.ts";
import type { renderMeetResults } from "./meet-results-pdf.ts";

// Issue 29: a meet's results per class once the office has published them, for every member to read and for the
// club's magazine to print. The judges are not named, and a disqualified car's reason stays on its owner's sheets.
// Each owner is named as the reader may see them (issue 39: the domain's visibility rule): a member hidden from the
// directory is "A club member" to other members, and an account not in good standing reads no one's name; the office
// prints the magazine's copy with every name.

/**
 * GET /events/{id}/results: the classes in the setup's order, each class's cars by score, highest first. Until the
 * results are published the meet has none to show, for the office too: 404, as for an event not judged, so nobody
 * learns anything early.
 */
export async function getMeetResults(
  context: AppContext,
  viewer: ViewingAccount,
  eventId: number,
): Promise<MeetResults> {
  const setup = await findSetup(context.db, eventId);
  if (setup?.status !== "published") throw notFound();
  const [event, entries] = await Promise.all([
    getOfficeEvent(context, eventId),
    findEntries(context.db, eventId),
  ]);
  const registrations = await registrationsByIds(
    context,
    entries.map((entry) => entry.registrationId),
  );
  const owners = await membersAsSeenByIds(
    context,
    viewer,
    [...registrations.values()].map((registration) => registration.memberId),
  );
  const resultOf = (entry: EntryRecord): MeetResultEntry => {
    const registration = registrations.get(entry.registrationId);
    const owner = registration && owners.get(registration.memberId);
    return {
      vehicle: registration?.vehicle ?? null,
      ownerName: owner?.name ?? visibilityMessages.formerMember,
      ownerFirstName: owner?.firstName ?? null,
      ownerLastName: owner?.lastName ?? null,
      score: entry.score,
      award: entry.award,
      disqualified: entry.disqualifiedBy !== null,
    };
  };
  return {
    event: {
      id: event.id,
      title: event.title,
      dateStart: event.dateStart,
      dateEnd: event.dateEnd,
      place: event.place,
    },
    classes: setup.classes.map(({ code, name, division }) => ({
      code,
      name,
      division,
      entries: entries
        .filter((entry) => entry.classCode === code)
        .map(resultOf)
        .sort(byScoreThenOwner),
    })),
  };
}

const meetResultsDrawing = pdfDrawing<typeof renderMeetResults>(
  import.meta.url,
  "meet-results-pdf",
  "renderMeetResults",
);

/** GET /events/{id}/results.pdf: the same results, drawn for print in a worker thread (issue 41). */
export async function meetResultsFile(
  context: AppContext,
  viewer: ViewingAccount,
  eventId: number,
): Promise<{ fileName: string; pdf: Buffer }> {
  const results = await getMeetResults(context, viewer, eventId);
  const pdf = await drawPdf(meetResultsDrawing, context.config.club.clubName, results);
  return { fileName: `results-${eventId}.pdf`, pdf };
}
