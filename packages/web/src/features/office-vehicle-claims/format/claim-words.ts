import { identifierFields, type OfficeVehicleClaim } from "@club/domain/vehicle-registry.schema";
import type { DetailRow } from "../../../components/detail-list.tsx";
import { vehicleFieldLabels } from "../../../lib/vehicle-field-labels.ts";
import { noValue } from "../../../office-kit/office-format.ts";
import type { ClaimStatus } from "../api/use-office-vehicle-claims.ts";

// The identity claims queue (issue 27) in words: who claims, who has the car, and what a decision does.

export const claimStatusLabels: Record<ClaimStatus, string> = {
  pending: "Pending",
  approved: "Approved",
  rejected: "Rejected",
  closed: "Closed",
};

/** Dark enough for white text at 4.5:1 (WCAG AA), beside the word, never instead of it. */
export const claimStatusColors: Record<ClaimStatus, string> = {
  pending: "#8a5a00",
  approved: "#216e33",
  rejected: "#a61e1e",
  closed: "#4a4a4a",
};

/** Where the car is now when no member has it: it stays in the registry, in no garage. */
export const noCurrentOwner = "No member — sold outside the club";

const withNumber = (person: { name: string; memberNo: number | null }) =>
  person.memberNo === null ? person.name : `${person.name} (no. ${person.memberNo})`;

export const claimantLine = (claim: OfficeVehicleClaim) => withNumber(claim.claimant);

export const currentOwnerLine = (claim: OfficeVehicleClaim) =>
  claim.currentOwner ? withNumber(claim.currentOwner) : noCurrentOwner;

/** The serial, engine and body numbers in the words of the member's vehicle form (spec §3). */
export function numberRows(claim: OfficeVehicleClaim): DetailRow[] {
  return identifierFields.map((field) => ({
    label: vehicleFieldLabels[field] ?? field,
    value: claim.numbers[field] ?? noValue,
  }));
}

/** What approving does, said before it is done: the car leaves one garage for another, its history going on. */
export function approvalSentence(claim: OfficeVehicleClaim): string {
  const to = `${claim.claimant.name}'s garage`;
  return claim.currentOwner
    ? `The ${claim.car} will move from ${claim.currentOwner.name} to ${to}.`
    : `The ${claim.car}, in no member's garage since it was sold outside the club, will move to ${to}.`;
}
