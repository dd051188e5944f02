import { isoDay } from "@club/domain/days";
import { closedStandingOf } from "@club/domain/standing.rules";
import type { AppContext } from "../../lib/app-context.ts";
import { notFound } from "../../lib/app-error.ts";
import {
  deleteAssociate,
  findAssociateRow,
  findMemberById,
  lockMemberRow,
  updateMember,
} from "./members.repository.ts";

// Issue 30: a member who asked to leave the club is forgotten. Their row stays, because the ledger, the memberships
// and the trail point at it, but nothing on it names or reaches the person any more.

/**
 * The member's row anonymised: named "Former member {number}" (first name "Former member", last name the number,
 * so every list, letter and search that reads the two columns says it), every contact field, the company, the
 * prefix and suffix, the referrer and the senior fields cleared; the e-mail '' (the unique index ignores it, so the
 * address is free for a new account) and a password hash no password matches. An account still open is resigned
 * today, so the directory, the regions' lists and the reminders leave it out. The associate is removed. Expects the
 * caller's transaction as `context.db`.
 *
 * Returns what named or reached the person, for the modules that keep records of them (issue 39: the sent mail, the
 * trail): `fields`, the names of the columns cleared (a record of an old value under one of them names the person
 * too), and `words`, the values they held (their names, the associate's, the address, the phones, the e-mail).
 */
export async function anonymiseMember(context: Pick<AppContext, "db" | "now">, memberId: number) {
  await lockMemberRow(context.db, memberId);
  const member = await findMemberById(context.db, memberId);
  if (!member) throw notFound();
  const associate = await findAssociateRow(context.db, memberId);
  const now = context.now();
  await deleteAssociate(context.db, memberId);
  await updateMember(context.db, memberId, {
    firstName: "Former member",
    lastName: String(member.memberNo),
    ...cleared,
    email: "",
    passwordHash: "!erased",
    seniorCategory: null,
    ...(closedStandingOf(member) === null ? { resignedOn: isoDay(now) } : {}),
    updatedAt: now,
  });
  const names = [member.firstName, member.lastName, associate?.firstName, associate?.lastName];
  const fullNames = [
    `${member.firstName} ${member.lastName}`,
    associate ? `${associate.firstName} ${associate.lastName}` : null,
  ];
  const held = [...fullNames, ...names, member.email, ...personalFields.map((field) => member[field])];
  return {
    fields: ["firstName", "lastName", "email", ...personalFields] as string[],
    words: [...new Set(held.filter(isPersonalWord))],
  };
}

// A value looked for in other records: a number alone (a zip code, a senior number) could be anything else there.
const isPersonalWord = (value: unknown): value is string =>
  typeof value === "string" && value.trim().length >= 2 && /\p{L}/u.test(value);

/** The columns that reach the person, cleared on erasure besides the name and the e-mail. */
const personalFields = [
  "prefix",
  "suffix",
  "company",
  "addressLine1",
  "addressLine2",
  "city",
  "zipCode",
  "businessPhone",
  "cellPhone",
  "residentialPhone",
  "referrerName",
  "seniorNumber",
] as const;

// State and country are cleared too, but name no one: they are not looked for in the records.
const cleared = {
  ...Object.fromEntries(personalFields.map((field) => [field, null])),
  state: null,
  country: null,
} as Record<(typeof personalFields)[number] | "state" | "country", null>;
