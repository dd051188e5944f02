import type { Profile } from "@club/domain/member.schema";
import type { Vehicle } from "@club/domain/vehicle.schema";

type Member = Pick<
  Profile,
  | "id"
  | "memberNo"
  | "email"
  | "addressLine1"
  | "addressLine2"
  | "city"
  | "state"
  | "zipCode"
  | "country"
  | "prefix"
  | "firstName"
  | "lastName"
  | "suffix"
>;

type Car = Pick<
  Vehicle,
  | "year"
  | "make"
  | "model"
  | "bodyStyle"
  | "bodyMaker"
  | "serialNumber"
  | "engineNumber"
  | "seniorNumber"
  | "numberOfCylinders"
>;

const text = (value: string | number | null | undefined) =>
  value === null || value === undefined ? "" : String(value);

/**
 * spec §2 (Events page): the external form service's page for an event, pre-filled through query parameters
 * with the member's details and the car they bring. Every parameter is always present, blank when unknown
 * or when no car is brought, so the form service sees one fixed set of names.
 */
export function registrationLink(
  formsBaseUrl: string,
  event: { formId: string },
  member: Member,
  car: Car | null,
): string {
  const params = new URLSearchParams({
    email: member.email,
    addressLine1: text(member.addressLine1),
    addressLine2: text(member.addressLine2),
    city: text(member.city),
    state: text(member.state),
    zipCode: text(member.zipCode),
    country: text(member.country),
    prefix: text(member.prefix),
    firstName: member.firstName,
    lastName: member.lastName,
    suffix: text(member.suffix),
    memberId: String(member.id),
    memberNo: String(member.memberNo),
    year: text(car?.year),
    make: text(car?.make),
    model: text(car?.model),
    bodyStyle: text(car?.bodyStyle),
    bodyMaker: text(car?.bodyMaker),
    serialNumber: text(car?.serialNumber),
    engineNumber: text(car?.engineNumber),
    seniorNumber: text(car?.seniorNumber),
    numberOfCylinders: text(car?.numberOfCylinders),
  });
  return `${formsBaseUrl.replace(/\/+$/, "")}/${encodeURIComponent(event.formId)}?${params.toString()}`;
}

/** The external page of a submitted registration. */
export function submissionLink(formsBaseUrl: string, submissionId: string): string {
  return `${formsBaseUrl.replace(/\/+$/, "")}/submission/${encodeURIComponent(submissionId)}`;
}
