import { fullName } from "@club/domain/member-name.rules";
import { vehicleName } from "@club/domain/vehicle-name.rules";
import type { AppContext } from "../../lib/app-context.ts";
import { drawPdf, pdfDrawing } from "../../lib/pdf-threads.ts";
import { getMemberAssociate } from "../members/members.service.ts";
import { type BadgeRegistrationRow, findBadgeRegistrations } from "./badges.repository.ts";
import type { NameBadge, renderNameBadges } from "./badges-pdf.ts";
import { getOfficeEvent } from "./events.service.ts";

// Issue 28: the name badges the office prints for an event, one per person who holds a place there.

function carOf(row: BadgeRegistrationRow): string | undefined {
  if (row.vehicleYear === null || row.vehicleModel === null) return undefined;
  return vehicleName({ year: row.vehicleYear, make: row.vehicleMake, model: row.vehicleModel });
}

const nameBadgesDrawing = pdfDrawing<typeof renderNameBadges>(
  import.meta.url,
  "badges-pdf",
  "renderNameBadges",
);

/**
 * The badges of one registration, kept together: the member's, their associate's when the registration brings
 * them, then each guest's. An associate the membership no longer has (removed since) has no name to print.
 */
async function partyBadges(context: AppContext, row: BadgeRegistrationRow): Promise<NameBadge[]> {
  const memberName = fullName(row);
  const car = carOf(row);
  const badges: NameBadge[] = [
    {
      firstName: row.firstName,
      name: memberName,
      lines: car ? [`Member no. ${row.memberNo}`, car] : [`Member no. ${row.memberNo}`],
    },
  ];
  const associate = row.associate ? await getMemberAssociate(context, row.memberId) : undefined;
  if (associate)
    badges.push({
      firstName: associate.firstName,
      name: fullName(associate),
      lines: [`Associate of ${memberName}`],
    });
  for (const guest of row.guests)
    badges.push({ firstName: guest.firstName, name: fullName(guest), lines: [`Guest of ${memberName}`] });
  return badges;
}

/**
 * GET /office/events/{id}/badges.pdf: everyone with a confirmed place, by the member's last name then first name;
 * 404 (before any drawing) for an unknown event. Eight badges a sheet, drawn in milliseconds: no need for a job.
 */
export async function eventBadgesFile(
  context: AppContext,
  eventId: number,
): Promise<{ fileName: string; pdf: Buffer }> {
  const event = await getOfficeEvent(context, eventId);
  const rows = await findBadgeRegistrations(context.db, eventId);
  const parties = await Promise.all(rows.map((row) => partyBadges(context, row)));
  const pdf = await drawPdf(
    nameBadgesDrawing,
    { clubName: context.config.club.clubName, eventTitle: event.title },
    parties.flat(),
  );
  return { fileName: `badges-${event.id}.pdf`, pdf };
}
