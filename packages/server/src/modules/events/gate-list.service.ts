import { clubMoment, clubTime } from "@club/domain/club-clock";
import { fullName } from "@club/domain/member-name.rules";
import { vehicleName } from "@club/domain/vehicle-name.rules";
import type { AppContext } from "../../lib/app-context.ts";
import { drawPdf, pdfDrawing } from "../../lib/pdf-threads.ts";
import { getMemberAssociate } from "../members/members.service.ts";
import { getClubTimeZone } from "../settings/settings.service.ts";
import { findGateListRegistrations, type GateRow } from "./check-in.repository.ts";
import { eventDates } from "./event-registration.service.ts";
import { getOfficeEvent } from "./events.service.ts";
import type { GateListEntry, renderGateList } from "./gate-list-pdf.ts";

// Issue 40: the printable gate list of an event, for the office to take to the gate in case the phone fails.

const gateListDrawing = pdfDrawing<typeof renderGateList>(import.meta.url, "gate-list-pdf", "renderGateList");
const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The lines under a member's name: number, car, associate, guests and items, each said in full. */
async function entryOf(context: AppContext, row: GateRow, zone: string): Promise<GateListEntry> {
  const details = [`Member no. ${row.memberNo}`];
  if (row.vehicleYear !== null && row.vehicleModel !== null)
    details.push(
      `Car: ${vehicleName({ year: row.vehicleYear, make: row.vehicleMake, model: row.vehicleModel })}`,
    );
  if (row.associate) {
    // An associate the membership no longer has (removed since) still comes: their place is paid for.
    const associate = await getMemberAssociate(context, row.memberId);
    details.push(associate ? `Associate: ${fullName(associate)}` : "With their associate");
  }
  if (row.guests.length > 0)
    details.push(
      `${row.guests.length === 1 ? "Guest" : "Guests"}: ${row.guests.map((guest) => fullName(guest)).join(", ")}`,
    );
  if (row.items.length > 0)
    details.push(`Bought: ${row.items.map((item) => `${item.quantity} × ${item.label}`).join(", ")}`);
  return {
    name: `${row.lastName}, ${row.firstName}`,
    details,
    checkedIn: row.checkedInAt ? `Checked in at ${clubTime(row.checkedInAt, zone)}` : null,
  };
}

/**
 * GET /office/events/{id}/gate_list.pdf: every confirmed place by the member's last name, with their associate,
 * guests and items, those already checked in saying when; 404 (before any drawing) for an unknown event.
 */
export async function gateListFile(
  context: AppContext,
  eventId: number,
): Promise<{ fileName: string; pdf: Buffer }> {
  const event = await getOfficeEvent(context, eventId);
  const [rows, zone] = await Promise.all([
    findGateListRegistrations(context.db, eventId),
    getClubTimeZone(context),
  ]);
  const entries = await Promise.all(rows.map((row) => entryOf(context, row, zone)));
  const people = rows.reduce((sum, row) => sum + 1 + (row.associate ? 1 : 0) + row.guests.length, 0);
  const checkedIn = rows.filter((row) => row.checkedInAt !== null).length;
  const pdf = await drawPdf(
    gateListDrawing,
    {
      clubName: context.config.club.clubName,
      eventTitle: event.title,
      eventDays: eventDates(event),
      summary: `Printed at ${clubMoment(context.now(), zone)}: ${plural(rows.length, "place", "places")}, ${plural(people, "person", "people")}, ${checkedIn} checked in.`,
    },
    entries,
  );
  return { fileName: `gate-list-${event.id}.pdf`, pdf };
}
