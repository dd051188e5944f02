import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { makes } from "../makes/makes.schema.ts";
import { members } from "../members/members.schema.ts";
import { vehicles } from "../vehicles/vehicles.schema.ts";
import { registrations } from "./events.schema.ts";

/**
 * Issue 28: who gets a name badge. Only a confirmed registration holds a place for good (a form event's are all
 * confirmed); one awaiting payment or offered to a waiting member may still lapse. By the member's last name, then
 * first name, so the badges are laid out on the table in the order people look for them.
 */
export function findBadgeRegistrations(db: Db, eventId: number) {
  return db
    .select({
      memberId: members.id,
      memberNo: members.memberNo,
      prefix: members.prefix,
      firstName: members.firstName,
      lastName: members.lastName,
      suffix: members.suffix,
      vehicleYear: vehicles.year,
      vehicleMake: makes.name,
      vehicleModel: vehicles.model,
      associate: registrations.associate,
      guests: registrations.guests,
    })
    .from(registrations)
    .innerJoin(members, eq(members.id, registrations.memberId))
    .leftJoin(vehicles, eq(vehicles.id, registrations.vehicleId))
    .leftJoin(makes, eq(makes.id, vehicles.makeId))
    .where(and(eq(registrations.eventId, eventId), eq(registrations.status, "confirmed")))
    .orderBy(sql`lower(${members.lastName})`, sql`lower(${members.firstName})`, asc(registrations.id));
}

export type BadgeRegistrationRow = Awaited<ReturnType<typeof findBadgeRegistrations>>[number];
