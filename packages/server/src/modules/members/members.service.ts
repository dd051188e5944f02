import type { Profile, ProfileUpdate } from "@club/domain/member.schema";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { members } from "../../db/schema.ts";
import type { AppContext } from "../../lib/app-context.ts";
import { forbidden, notFound } from "../../lib/app-error.ts";
import { deleteAbandonedJoiners, findMemberById, type MemberRow } from "./members.repository.ts";

export function toProfile(member: MemberRow): Profile {
  return {
    id: member.id,
    memberNo: member.memberNo,
    prefix: member.prefix,
    firstName: member.firstName,
    lastName: member.lastName,
    suffix: member.suffix,
    company: member.company,
    email: member.email,
    addressLine1: member.addressLine1,
    addressLine2: member.addressLine2,
    city: member.city,
    state: member.state,
    zipCode: member.zipCode,
    country: member.country,
    businessPhone: member.businessPhone,
    cellPhone: member.cellPhone,
    residentialPhone: member.residentialPhone,
    publicationPreferences: member.publicationPreferences,
    referrerName: member.referrerName,
    seniorCategory: member.seniorCategory as Profile["seniorCategory"],
    seniorNumber: member.seniorNumber,
  };
}

export async function getProfile(db: Db, memberId: number): Promise<Profile> {
  const member = await findMemberById(db, memberId);
  if (!member) throw notFound();
  return toProfile(member);
}

/** A member changes only their own record; e-mail and publication preference are not in the update. */
export async function updateProfile(
  db: Db,
  memberId: number,
  targetId: number,
  update: ProfileUpdate & { updatedAt: Date },
) {
  if (targetId !== memberId) throw forbidden();
  const [member] = await db.update(members).set(update).where(eq(members.id, memberId)).returning();
  if (!member) throw notFound();
  return toProfile(member);
}

/** Housekeeping: joiners who never paid are forgotten after the configured time (ABANDONED_JOIN_DAYS). */
export async function purgeAbandonedJoiners(context: Pick<AppContext, "db" | "now" | "config" | "log">) {
  const before = new Date(context.now().getTime() - context.config.payments.abandonedJoinMs);
  const removed = await deleteAbandonedJoiners(context.db, before);
  if (removed > 0) context.log.info({ removed }, "removed joiners who never paid");
  return removed;
}
