// Issue 23: office accounts take member numbers from a range of their own, far above any club's roster, so that a
// roster row can never carry an office account's number. Members (joining, or brought in by an import) take numbers
// below it, after the highest member's. Office accounts made before issue 23 keep their numbers in the members'
// range; the import refuses rows that match them (import-match.rules.ts).

/** The first office account's number: 900001, then 900002 and on. */
export const firstOfficeMemberNo = 900_001;

export function isInOfficeRange(memberNo: number): boolean {
  return memberNo >= firstOfficeMemberNo;
}
