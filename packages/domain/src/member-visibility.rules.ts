import { fullName } from "./member-name.rules.ts";
import type { OfficeRole } from "./own-profile.schema.ts";
import { contactAsOthersSeeIt, type DirectoryContact, type PrivacyChoices } from "./privacy.rules.ts";
import { inGoodStanding, type Standing } from "./standing.rules.ts";

// Issue 39 (DESIGN.md §10, "Visibility"): the one rule for what a viewer may see of a member, asked by every read
// model that names a member: the directory, a car's page and history, transfers, claims, results and their PDF,
// score sheets, registrations, the message relay, the regional administrators' reports and exports. The server
// sends nothing the rule hides; the web only words what is left.

export const visibilityMessages = {
  /** A member who chose not to be listed, as another member reads them. */
  clubMember: "A club member",
  /** A member forgotten at their request (or an account since deleted): the link stays, nameless. */
  formerMember: "A former member",
} as const;

/**
 * Who is looking: the office (any staff role), the member themselves, another member in good standing, an account
 * not in good standing (a lapsed member, a joiner who has not paid, a regional administrator whose dues ran out), or
 * someone not signed in.
 */
export const viewers = ["office", "self", "member", "not_in_good_standing", "public"] as const;
export type Viewer = (typeof viewers)[number];

/** The signed-in account, as the session reads it (null: nobody signed in). */
export interface ViewingAccount {
  memberId: number;
  standing: Standing;
  officeRole: OfficeRole | null;
}

/** Which viewer the account is of the member with id `seenId`. A regional administrator counts as a member. */
export function viewerOf(account: ViewingAccount | null, seenId: number | null): Viewer {
  if (account === null) return "public";
  if (account.officeRole !== null) return "office";
  if (account.memberId === seenId) return "self";
  return inGoodStanding(account.standing) ? "member" : "not_in_good_standing";
}

/**
 * A regional administrator reading their regions' members (spec §6: the search by status, the reports and exports)
 * is another member whatever their own dues: the role is the office's appointment, not a benefit of membership
 * (docs/decisions.md), and `regionsToAdminister` in the policy already closes it with the account.
 */
export function administratorViewerOf(
  account: Omit<ViewingAccount, "standing">,
  seenId: number | null,
): Viewer {
  return viewerOf({ ...account, standing: "active" }, seenId);
}

/** The facts about the member seen that the rule reads: their privacy choices, and whether they were forgotten. */
export interface SeenMember {
  /** Only whether they are listed decides their name; the contact choices are read by contactAsSeen. */
  choices: Pick<PrivacyChoices, "showInDirectory">;
  /** They left the club and their data was erased at their request (privacy's completed erasure request). */
  erased: boolean;
}

export interface MemberVisibility {
  name: boolean;
  memberNo: boolean;
  /** Every contact field, those the member chose to show (contactAsOthersSeeIt), or none. */
  contact: "all" | "chosen" | "none";
  /** Their cars may be linked to them (a car's page and history name its owner). */
  cars: boolean;
  /** Where they stand with the club (dues, a closed account). */
  standing: boolean;
}

const everything: MemberVisibility = {
  name: true,
  memberNo: true,
  contact: "all",
  cars: true,
  standing: true,
};
const nothing: MemberVisibility = {
  name: false,
  memberNo: false,
  contact: "none",
  cars: false,
  standing: false,
};

/**
 * What `viewer` may see of the member. The office sees everything, and a member sees themselves whole. Another member
 * in good standing sees a listed member's name, number and cars, and the contact they chose to show; an unlisted
 * member or one forgotten at their request is nameless to them. An account not in good standing, and the public, see
 * no other member's name at all: the names are a benefit of membership, as the directory is.
 */
export function memberVisibility(viewer: Viewer, seen: SeenMember): MemberVisibility {
  if (viewer === "office" || viewer === "self") return everything;
  if (viewer !== "member" || seen.erased || !seen.choices.showInDirectory) return nothing;
  return { name: true, memberNo: true, contact: "chosen", cars: true, standing: false };
}

/**
 * A car's serial, engine and body numbers (issue 27): its owner's and the office's to read, and any other reader's
 * only when the owner chose to show them. The car's page and its history ask this.
 */
export function carNumbersShown(viewer: Viewer, car: { showNumbers: boolean }): boolean {
  return car.showNumbers || viewer === "office" || viewer === "self";
}

/** A member as a list names them: their name and number, or the words that stand for a member not named. */
export interface MemberAsSeen {
  named: boolean;
  firstName: string | null;
  lastName: string | null;
  memberNo: number | null;
  /** The full name, "A club member", or "A former member". */
  name: string;
}

export function memberAsSeen(
  viewer: Viewer,
  member: SeenMember & {
    firstName: string;
    lastName: string;
    prefix?: string | null;
    suffix?: string | null;
    memberNo: number;
  },
): MemberAsSeen {
  const shown = memberVisibility(viewer, member);
  if (!shown.name)
    return {
      named: false,
      firstName: null,
      lastName: null,
      memberNo: null,
      name: member.erased ? visibilityMessages.formerMember : visibilityMessages.clubMember,
    };
  return {
    named: true,
    firstName: member.firstName,
    lastName: member.lastName,
    memberNo: member.memberNo,
    name: fullName(member),
  };
}

/** The member's contact fields as `viewer` may read them: whole, as the member chose, or none at all (null). */
export function contactAsSeen<T extends DirectoryContact>(
  viewer: Viewer,
  choices: PrivacyChoices,
  contact: T,
): T | null {
  const shown = memberVisibility(viewer, { choices, erased: false }).contact;
  if (shown === "none") return null;
  return shown === "all" ? contact : contactAsOthersSeeIt(contact, choices);
}

/** Issue 40: which contact details the member keeps from this reader, so a screen says "Not shown", not a blank. */
export interface HiddenContact {
  email: boolean;
  address: boolean;
  phones: boolean;
}

/**
 * What `viewer` reads as hidden of the member's contact: what they chose not to show, for a reader who sees only
 * their choices (another member); nothing for a reader who sees all (themselves, the office). A reader who sees no
 * contact at all reads no page of the member, so that case never reaches a screen.
 */
export function contactHiddenFrom(viewer: Viewer, choices: PrivacyChoices): HiddenContact {
  if (memberVisibility(viewer, { choices, erased: false }).contact !== "chosen")
    return { email: false, address: false, phones: false };
  return { email: !choices.showEmail, address: !choices.showAddress, phones: !choices.showPhones };
}

/**
 * Issue 42: a region's officer as the region's page names them. Holding an office is serving the club in public: an
 * officer listed in the directory is named to every reader, the public included (their name only: no number, no
 * contact); one not listed, or forgotten at their request, is named as memberAsSeen says.
 */
export function officerAsSeen(viewer: Viewer, member: Parameters<typeof memberAsSeen>[1]): MemberAsSeen {
  const seen = memberAsSeen(viewer, member);
  if (seen.named || member.erased || !member.choices.showInDirectory) return seen;
  return {
    named: true,
    firstName: member.firstName,
    lastName: member.lastName,
    memberNo: null,
    name: fullName(member),
  };
}

/**
 * Issue 46: a candidate as an election's ballot and results name them. Standing for office is asking the members for
 * their votes: a candidate is named to every signed-in reader whatever their directory choice (their name only); one
 * forgotten at their request is "A former member", and the public is told what memberAsSeen tells it.
 */
export function candidateAsSeen(viewer: Viewer, member: Parameters<typeof memberAsSeen>[1]): MemberAsSeen {
  if (member.erased || viewer === "public") return memberAsSeen(viewer, member);
  return {
    named: true,
    firstName: member.firstName,
    lastName: member.lastName,
    memberNo: null,
    name: fullName(member),
  };
}
