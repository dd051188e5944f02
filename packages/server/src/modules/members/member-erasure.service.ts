import { isoDay } from "@club/domain/days";
import { closedStandingOf } from "@club/domain/standing.rules";
import type { AppContext } from "../../lib/app-context.ts";
import { notFound } from "../../lib/app-error.ts";
import { deleteAssociate, findMemberById, lockMemberRow, updateMember } from "./members.repository.ts";

// Issue 30: a member who asked to leave the club is forgotten. Their row stays, because the ledger, the memberships
// and the trail point at it, but nothing on it names or reaches the person any more.

/**
 * The member's row anonymised: named "Former member {number}" (first name "Former member", last name the number,
 * so every list, letter and search that reads the two columns says it), every contact field, the company, the
 * prefix and suffix, the referrer and the senior fields cleared; the e-mail '' (the unique index ignores it, so the
 * address is free for a new account) and a password hash no password matches. An account still open is resigned
 * today, so the directory, the regions' lists and the reminders leave it out. The associate is removed. Expects the
 * caller's transaction as `context.db`.
 */
export async function anonymiseMember(context: Pick<AppContext, "db" | "now">, memberId: number) {
  await lockMemberRow(context.db, memberId);
  const member = await findMemberById(context.db, memberId);
  if (!member) throw notFound();
  const now = context.now();
  await deleteAssociate(context.db, memberId);
  await updateMember(context.db, memberId, {
    firstName: "Former member",
    lastName: String(member.memberNo),
    prefix: null,
    suffix: null,
    company: null,
    email: "",
    passwordHash: "!erased",
    addressLine1: null,
    addressLine2: null,
    city: null,
    state: null,
    zipCode: null,
    country: null,
    businessPhone: null,
    cellPhone: null,
    residentialPhone: null,
    referrerName: null,
    seniorCategory: null,
    seniorNumber: null,
    ...(closedStandingOf(member) === null ? { resignedOn: isoDay(now) } : {}),
    updatedAt: now,
  });
}
