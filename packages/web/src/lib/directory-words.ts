// Issue 30: what the directory says in place of what a member chose not to show other members, in the directory
// and in the member's own preview of it (Member Info).

/** A contact detail the member hides from other members. */
export const notShown = "Not shown";

/** Issue 40: a contact detail the member left empty (never a dash, which reads like a hidden one or a fault). */
export const noneGiven = "None given";

/** A car's owner who is not listed in the directory: the car is, without their name. */
export const unlistedOwner = "A member who is not listed in the directory";

/** The owner's name, or who they are when not listed (both parts of the name are null then). */
export function ownerName(owner: { firstName: string | null; lastName: string | null }): string {
  return [owner.firstName, owner.lastName].filter(Boolean).join(" ") || unlistedOwner;
}
