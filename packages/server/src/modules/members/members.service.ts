import type { Profile } from "@club/domain/member.schema";
import type { Db } from "../../db/client.ts";
import { notFound } from "../../lib/app-error.ts";
import { findMemberById, type MemberRow } from "./members.repository.ts";

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
