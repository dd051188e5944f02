import { erasureMessages } from "@club/domain/erasure.schema";
import { eventRegistrationMessages } from "@club/domain/event.schema";
import { judgingMessages } from "@club/domain/judging.schema";
import { type ListingState, listingActionRefusal } from "@club/domain/listing.rules";
import { type ListingAction, listingMessages } from "@club/domain/listing.schema";
import { directoryMessages, serverMessages } from "@club/domain/messages";
import {
  type MemberAction,
  type MemberPolicies,
  type MemberRefusals,
  memberActions,
  type OfficeAction,
  type OfficePolicies,
  officeActions,
  policyMessages,
} from "@club/domain/office-policies.schema";
import { officeStaffMessages } from "@club/domain/office-staff.schema";
import { officerTermMessages } from "@club/domain/officer-terms.schema";
import type { OfficeRole, SessionScope } from "@club/domain/own-profile.schema";
import { regionPostMessages } from "@club/domain/region-posts.schema";
import { inGoodStanding, maySignIn, type Standing } from "@club/domain/standing.rules";
import { type claimStatuses, registryMessages } from "@club/domain/vehicle-registry.schema";
import { transferMessages } from "@club/domain/vehicle-transfer.rules";
import { AppError, type ErrorCode, forbidden, notFound } from "../../lib/app-error.ts";

// Who may do what (issue 23): the one place that decides it. Routes ask it before they call a service; a service
// that has just read (and locked) the thing acted on asks it again with that thing, so a state rule (an office
// account, a merged duplicate) is decided here too. The office's replies carry what the actor may do to what they
// show (`policies`), so the web shows or hides an action from the server's answer instead of re-deriving roles.

/** Who is acting: the signed-in account, its standing and its office role, as the session read them. */
export interface Actor {
  memberId: number;
  standing: Standing;
  officeRole: OfficeRole | null;
  twoFactor: { enrolled: boolean };
  /** A code of the actor's authenticator came with this very request and was right (a code is good once). */
  provedSecondFactorNow?: boolean;
}

/**
 * What the office does at the club's level, each with the least role it needs. A staff volunteer runs the desk
 * (records, cheques, approvals, events, mail); the club's structure, money going out, the roster and who holds
 * which office or regional role are the administrators'.
 */
export const officeActionRoles = {
  enterOffice: "office_staff",
  manageMembers: "office_staff",
  readPayments: "office_staff",
  recordPayments: "office_staff",
  refundPayments: "office_admin",
  readAudit: "office_staff",
  readDashboard: "office_staff",
  reviewVehicles: "office_staff",
  // Issue 27: a claim moves a car out of one member's garage on the strength of papers.
  decideVehicleClaims: "office_admin",
  manageEvents: "office_staff",
  manageAnnouncements: "office_staff",
  manageBounces: "office_staff",
  runReminders: "office_staff",
  configureReminders: "office_admin",
  readRegions: "office_staff",
  appointRegionalAdmins: "office_admin",
  managePlans: "office_admin",
  manageSettings: "office_admin",
  manageStaff: "office_admin",
  manageImports: "office_admin",
  manageClaims: "office_admin",
  // Issue 27: the Full Classic list is the club's word on which cars it admits; staff read it and the petitions.
  manageClassics: "office_admin",
  // Issue 30: staff read the requests to leave the club; completing one erases a member for good, as irreversible as
  // a refund, and refusing one denies a member a right: both an administrator's.
  readErasureRequests: "office_staff",
  decideErasureRequests: "office_admin",
  // Issue 40: withdrawing a meet's published results takes awards and senior numbers off members' cars.
  withdrawResults: "office_admin",
  // Issue 42: a remittance is money going out to a region, recorded by the national treasurer.
  recordRemittances: "office_admin",
  // Issue 44: the marketplace's approval queue, its reports and removals are the desk's work.
  moderateListings: "office_staff",
  // Issue 45: the publications archive (uploading issues, deciding which pages name which cars) is the desk's work.
  manageArchive: "office_staff",
  // Issue 46: setting up elections, printing and keying paper ballots, reading rolls and counts are the desk's work.
  manageElections: "office_staff",
} as const satisfies Record<OfficeAction, OfficeRole>;

/** The account acted on, as its record (or its locked row) shows it. */
export interface MemberResource {
  officeRole: OfficeRole | null;
  mergedIntoId: number | null;
}

const roleRank: Record<OfficeRole, number> = { office_staff: 1, office_admin: 2 };

function holds(actor: Actor, needed: OfficeRole): boolean {
  return actor.officeRole !== null && roleRank[actor.officeRole] >= roleRank[needed];
}

/** The least club-level action a change to one account needs first. */
const memberActionNeeds: Record<MemberAction, OfficeAction> = {
  updateMember: "manageMembers",
  changeEmail: "manageMembers",
  changeMembership: "manageMembers",
  addNote: "manageMembers",
  recordPayment: "recordPayments",
  refundPayment: "refundPayments",
  mergeDuplicate: "manageMembers",
};

/** Changes that reach an account's sign-in or standing: on an office account, an administrator's alone. */
const protectedOnOfficeAccounts = new Set<MemberAction>(["updateMember", "changeEmail", "changeMembership"]);

const forbiddenBecause = (message: string) => new AppError("forbidden", { base: [message] });

const isMemberAction = (action: OfficeAction | MemberAction): action is MemberAction =>
  (memberActions as readonly string[]).includes(action);

function decide(actor: Actor, action: OfficeAction | MemberAction, member?: MemberResource): AppError | null {
  if (!isMemberAction(action))
    return holds(actor, officeActionRoles[action]) ? null : forbiddenBecause(policyMessages.roleTooLow);
  if (!member) throw new Error(`${action} is decided on an account`);
  return refusalOnAccount(actor, action, member);
}

function refusalOnAccount(actor: Actor, action: MemberAction, member: MemberResource): AppError | null {
  const first = decide(actor, memberActionNeeds[action]);
  if (first && action === "refundPayment") return forbiddenBecause(policyMessages.refundForAdministrators);
  if (first) return first;
  if (action === "mergeDuplicate" && member.officeRole !== null)
    return forbiddenBecause(policyMessages.officeAccountNotMerged);
  if (member.mergedIntoId !== null && action !== "addNote")
    return new AppError("merge_refused", { base: [policyMessages.mergedInto(member.mergedIntoId)] });
  if (member.officeRole !== null && protectedOnOfficeAccounts.has(action) && !holds(actor, "office_admin"))
    return forbiddenBecause(policyMessages.officeAccountProtected);
  // An office account's address is where its password resets go: whoever moves it proves who they are again, so
  // a session left open on a desk is not enough to take the account over.
  if (action === "changeEmail" && member.officeRole !== null && !actor.provedSecondFactorNow)
    return new AppError("two_factor_required", {
      twoFactorCode: [
        actor.twoFactor.enrolled ? policyMessages.emailNeedsSecondFactor : policyMessages.emailNeedsEnrolment,
      ],
    });
  return null;
}

/**
 * Issue 39: what a member does to their own things, each decided here on the row it acts on (whose car, whose
 * registration, whose offer, which judge's sheet, and the one thing not theirs to change: their own office role),
 * not in a service's condition or a query's `where`. Someone else's
 * thing, or none, is not found: an id tells nobody whether it exists. The office acts on members' things through its
 * own routes and actions, so an office role changes nothing here.
 */
export const ownActions = [
  "changeVehicle",
  "enterVehicle",
  "offerVehicle",
  "claimVehicle",
  "answerTransfer",
  "cancelRegistration",
  "acceptOffer",
  "readScoreSheets",
  "readAssignments",
  "saveScoreSheet",
  "changeStaffRole",
  "changeListing",
] as const;
export type OwnAction = (typeof ownActions)[number];

/** A row that is one member's: a car (its owner; null when it is in no garage), a registration (its registrant). */
export interface OwnedRow {
  memberId: number | null;
}

/** What each action is decided on. */
export interface OwnResources {
  /** Read, change, delete the car, or its photos. */
  changeVehicle: OwnedRow;
  /** Enter the car in an event. */
  enterVehicle: OwnedRow;
  /** Offer the car to a member, or record its sale outside the club. */
  offerVehicle: OwnedRow;
  /** Say the car is theirs, with papers: any member's car but their own, or a car in no garage. */
  claimVehicle: OwnedRow;
  /** Accept or decline a car offered to them, while the offer waits. */
  answerTransfer: { buyerId: number | null; status: string };
  cancelRegistration: OwnedRow;
  /** Take the place the waiting list offers them. */
  acceptOffer: OwnedRow;
  /** Read the published sheets of their car's judging. */
  readScoreSheets: OwnedRow;
  /** List the cars they are to score: a judge on the club's roster, their judge record found by their member id. */
  readAssignments: { judge: OwnedRow | null };
  /** Score a car: the judges on the team of the car's class at the meet, by their member ids. */
  saveScoreSheet: { team: readonly { memberId: number }[] };
  /**
   * Lower or remove an office account's role (with manageStaff): anyone's but their own, so the office keeps an
   * administrator who can reach the others (issue 14).
   */
  changeStaffRole: { memberId: number };
  /** Issue 44: read as the seller, change, publish, renew, withdraw or mark sold their listing. */
  changeListing: OwnedRow;
}

const ownedBy = (memberId: number, row: OwnedRow) => (row.memberId === memberId ? null : notFound());

const ownRules: { [A in OwnAction]: (memberId: number, row: OwnResources[A]) => AppError | null } = {
  changeVehicle: ownedBy,
  enterVehicle: ownedBy,
  offerVehicle: ownedBy,
  claimVehicle: (memberId, car) =>
    car.memberId === memberId
      ? new AppError("claim_own_car", { base: [registryMessages.claimOwnCar] })
      : null,
  answerTransfer: (memberId, offer) =>
    offer.buyerId === memberId && offer.status === "pending" ? null : notFound(),
  cancelRegistration: ownedBy,
  acceptOffer: ownedBy,
  readScoreSheets: ownedBy,
  // Not a judge is a refusal, not a missing thing: the list is the caller's own, and nobody else's exists to hide.
  readAssignments: (memberId, { judge }) => (judge?.memberId === memberId ? null : forbidden()),
  saveScoreSheet: (memberId, { team }) =>
    team.some((judge) => judge.memberId === memberId) ? null : forbiddenBecause(judgingMessages.notAssigned),
  changeStaffRole: (memberId, account) =>
    account.memberId === memberId ? new AppError("invalid", { base: [officeStaffMessages.ownRole] }) : null,
  changeListing: ownedBy,
};

const isOwnAction = (action: string): action is OwnAction =>
  (ownActions as readonly string[]).includes(action);

function decideOwn<A extends OwnAction>(
  actor: Pick<Actor, "memberId">,
  action: A,
  row: OwnResources[A] | undefined,
): AppError | null {
  if (row === undefined) return notFound();
  const rule = ownRules[action] as (memberId: number, row: OwnResources[A]) => AppError | null;
  return rule(actor.memberId, row);
}

/**
 * Issue 39: what only members in good standing do (their dues paid; docs/decisions.md, standing.rules.ts), each with
 * what the others are told under the field `membership`, so the web can show the way forward: a joiner who has not
 * paid and a member whose dues expired, each in the action's words. An account the office closed (deceased,
 * resigned, merged) is refused outright; its session no longer works in any case. The session carries the standing,
 * read with it, so asking costs no round trip.
 */
export const goodStandingActions = [
  /** The directory: the member and car search, their detail pages, the registry in numbers, the message relay. */
  "useDirectory",
  /** Registering for an event in the portal (issue 28). */
  "registerForEvents",
  /** Adding a car to the registry, offering one for sale, accepting one. */
  "dealInCars",
  /** Claiming a car already in the registry, and sending papers for it (decided before a byte of them is read). */
  "fileVehicleClaims",
  /** Issue 44: the marketplace: browsing it, listing, writing to a seller, reporting a listing. */
  "useMarketplace",
] as const;
export type GoodStandingAction = (typeof goodStandingActions)[number];

type Told = readonly [code: ErrorCode, message: string];

const notInGoodStanding: { [A in GoodStandingAction]: { unpaid_joiner: Told; lapsed: Told } } = {
  useDirectory: {
    unpaid_joiner: ["membership_unpaid", directoryMessages.unpaid],
    lapsed: ["membership_lapsed", directoryMessages.lapsed],
  },
  // One sentence for both, with the way to renew (the event's page words the same refusal before the form).
  registerForEvents: {
    unpaid_joiner: ["not_in_good_standing", eventRegistrationMessages.notGoodStanding],
    lapsed: ["not_in_good_standing", eventRegistrationMessages.notGoodStanding],
  },
  dealInCars: {
    unpaid_joiner: ["membership_unpaid", transferMessages.unpaid],
    lapsed: ["membership_lapsed", transferMessages.lapsed],
  },
  fileVehicleClaims: {
    unpaid_joiner: ["membership_unpaid", registryMessages.claimUnpaid],
    lapsed: ["membership_lapsed", registryMessages.claimLapsed],
  },
  useMarketplace: {
    unpaid_joiner: ["membership_unpaid", listingMessages.marketplaceUnpaid],
    lapsed: ["membership_lapsed", listingMessages.marketplaceLapsed],
  },
};

const isGoodStandingAction = (action: string): action is GoodStandingAction =>
  (goodStandingActions as readonly string[]).includes(action);

function decideGoodStanding(actor: Pick<Actor, "standing">, action: GoodStandingAction): AppError | null {
  const { standing } = actor;
  if (inGoodStanding(standing)) return null;
  if (standing !== "unpaid_joiner" && standing !== "lapsed") return forbidden();
  const [code, message] = notInGoodStanding[action][standing];
  return new AppError(code, { membership: [message] });
}

type AnyResource = MemberResource | OwnResources[OwnAction] | undefined;

/** Each overload below lets through only the actor its kind of action reads. */
type AnyActor = Partial<Actor>;
type AnyAction = OfficeAction | MemberAction | OwnAction | GoodStandingAction;

function decideAny(actor: AnyActor, action: AnyAction, resource: AnyResource) {
  if (isGoodStandingAction(action)) return decideGoodStanding(actor as Pick<Actor, "standing">, action);
  if (isOwnAction(action))
    return decideOwn(
      actor as Pick<Actor, "memberId">,
      action,
      resource as OwnResources[OwnAction] | undefined,
    );
  // The overloads let only a whole Actor through with the office's and the account's actions.
  return decide(actor as Actor, action, resource as MemberResource | undefined);
}

/** Why the actor may not do this, or null when they may. */
export function refusal(actor: Actor, action: OfficeAction): AppError | null;
export function refusal(actor: Actor, action: MemberAction, member: MemberResource): AppError | null;
export function refusal<A extends OwnAction>(
  actor: Pick<Actor, "memberId">,
  action: A,
  row: OwnResources[A] | undefined,
): AppError | null;
export function refusal(actor: Pick<Actor, "standing">, action: GoodStandingAction): AppError | null;
export function refusal(actor: AnyActor, action: AnyAction, resource?: AnyResource) {
  return decideAny(actor, action, resource);
}

/** May the actor do this? */
export function can(actor: Actor, action: OfficeAction): boolean;
export function can(actor: Actor, action: MemberAction, member: MemberResource): boolean;
export function can<A extends OwnAction>(
  actor: Pick<Actor, "memberId">,
  action: A,
  row: OwnResources[A] | undefined,
): boolean;
export function can(actor: Pick<Actor, "standing">, action: GoodStandingAction): boolean;
export function can(actor: AnyActor, action: AnyAction, resource?: AnyResource) {
  return decideAny(actor, action, resource) === null;
}

/**
 * Goes on only if the actor may; otherwise throws why not (403, or 422 for a merged account; 403 under `membership`
 * for an account not in good standing).
 */
export function authorize(actor: Actor, action: OfficeAction): void;
export function authorize(actor: Actor, action: MemberAction, member: MemberResource): void;
export function authorize(actor: Pick<Actor, "standing">, action: GoodStandingAction): void;
export function authorize(
  actor: AnyActor,
  action: OfficeAction | MemberAction | GoodStandingAction,
  member?: MemberResource,
) {
  const why = decideAny(actor, action, member);
  if (why) throw why;
}

/** Goes on with the row only if it is the member's to act on; otherwise throws why not (mostly 404). */
export function authorizeOwn<A extends OwnAction, R extends OwnResources[A]>(
  actor: Pick<Actor, "memberId">,
  action: A,
  row: R | undefined,
): asserts row is R {
  const why = decideOwn(actor, action, row);
  if (why) throw why;
}

/** The club-level actions the actor may take: the office's menus show what is here. */
export function officePolicies(actor: Actor): OfficePolicies {
  return Object.fromEntries(officeActions.map((action) => [action, can(actor, action)])) as OfficePolicies;
}

/**
 * What the actor may do to this account: the record's buttons show what is here. An action that needs a code of
 * the actor's authenticator counts as allowed when they have one to give: the form asks for it.
 */
export function memberPolicies(actor: Actor, member: MemberResource): MemberPolicies {
  const withCode = { ...actor, provedSecondFactorNow: actor.twoFactor.enrolled };
  return Object.fromEntries(
    memberActions.map((action) => [action, can(withCode, action, member)]),
  ) as MemberPolicies;
}

/** The actions on this account `memberPolicies` allow only with a code of the actor's authenticator: the form asks. */
export function secondFactorFor(actor: Actor, member: MemberResource): MemberAction[] {
  const withoutCode = { ...actor, provedSecondFactorNow: false };
  const withCode = { ...actor, provedSecondFactorNow: actor.twoFactor.enrolled };
  return memberActions.filter(
    (action) =>
      decide(withoutCode, action, member)?.code === "two_factor_required" &&
      !decide(withCode, action, member),
  );
}

/** Why not, in the policy's words, for each action on this account that `memberPolicies` refuses. */
export function memberRefusals(actor: Actor, member: MemberResource): MemberRefusals {
  const withCode = { ...actor, provedSecondFactorNow: actor.twoFactor.enrolled };
  return Object.fromEntries(
    memberActions.flatMap((action) => {
      const why = decide(withCode, action, member);
      return why ? [[action, Object.values(why.errors).flat()[0]]] : [];
    }),
  );
}

/**
 * The regions whose administrator pages (the search by status, the reports, the dashboard) the actor may use
 * (spec §6), of those the office appointed them to: all of them whatever their own dues (docs/decisions.md: the role
 * is the office's appointment, not a benefit of membership), none once the office closed or merged their account.
 */
export function regionsToAdminister(actor: Pick<Actor, "standing">, appointed: string[]): string[] {
  return maySignIn(actor.standing) ? appointed : [];
}

/** Only an administrator of the region may search its members by status or export it (spec §6). */
export function authorizeRegion(
  actor: Pick<Actor, "standing">,
  appointed: string[],
  regionCode: string,
): void {
  if (!regionsToAdminister(actor, appointed).includes(regionCode)) throw forbidden();
}

/**
 * Issue 42: a region's money (its statement and its ledger) is read by the office's staff, by the region's own
 * treasurer and by its zone's officers for the days of their terms, and by no one else; `readerOf` are the regions
 * whose money the actor's offices give them today. A closed account holds none.
 */
export function authorizeRegionMoney(actor: Actor, readerOf: string[], regionCode: string): void {
  if (can(actor, "readPayments")) return;
  if (!regionsToAdminister(actor, readerOf).includes(regionCode)) throw forbidden();
}

/**
 * Issue 42: a zone's money rolled up is read by the office's staff and by whoever reads the money of every one of its
 * regions (the zone's officers): a region's treasurer would read other regions' money in the sums.
 */
export function authorizeZoneMoney(actor: Actor, readerOf: string[], zoneRegionCodes: string[]): void {
  if (can(actor, "readPayments")) return;
  const readable = regionsToAdminister(actor, readerOf);
  if (zoneRegionCodes.length === 0 || !zoneRegionCodes.every((code) => readable.includes(code)))
    throw forbidden();
}

/**
 * Issue 42: a region's news (its posts and its newsletter) is written by the region's newsletter editor or director
 * for the days of their term; `editorOf` are the regions whose news the actor's offices give them today. A closed
 * account edits none; the office writes announcements, not a region's news.
 */
export function authorizeRegionEditor(
  actor: Pick<Actor, "standing">,
  editorOf: string[],
  regionCode: string,
): void {
  if (!regionsToAdminister(actor, editorOf).includes(regionCode))
    throw forbiddenBecause(regionPostMessages.notEditor);
}

/**
 * What the club keeps for members only (issue 42: a region's members-only posts; issue 45: the archive's members-only
 * issues) is read by members in good standing and the office's staff; anyone else, signed out included, reads what
 * is public only.
 */
export function readsMembersOnly(actor: Pick<Actor, "standing" | "officeRole"> | null): boolean {
  if (actor === null) return false;
  return actor.officeRole !== null || inGoodStanding(actor.standing);
}

/**
 * Issue 42: a region's current director proposes its officers (the office confirms them); `heldOffices` are the keys
 * of the offices the actor holds in that region today. A closed account holds none.
 */
export function authorizeOfficerProposal(
  actor: Pick<Actor, "standing">,
  heldOffices: (string | null)[],
): void {
  if (!maySignIn(actor.standing) || !heldOffices.includes("director"))
    throw forbiddenBecause(officerTermMessages.notDirector);
}

/**
 * Issue 30: asking to leave the club is a member's right; an office account is the club's own, not a membership, and
 * is taken away by an office administrator (its role first), not erased at its own request.
 */
export function authorizeErasureRequest(actor: Pick<Actor, "officeRole">): void {
  if (actor.officeRole !== null) throw forbiddenBecause(erasureMessages.officeAccount);
}

/**
 * Issue 39: a renewal link's session (it sat in a mailbox for up to 30 days) sees and pays its renewal, nothing else:
 * a route it may call says so in its `config.renewalLink`; any other answers 403 under `session` (the web then sends
 * the member to sign in with their password). Routes are outside the renewal unless they say so: a forgotten flag
 * fails closed.
 */
export function authorizeSessionScope(
  session: { scope: SessionScope },
  routeServesRenewalLink: boolean,
): void {
  if (session.scope === "renewal" && !routeServesRenewalLink)
    throw new AppError("sign_in_required", { session: [serverMessages.renewalLinkOnly] });
}

/** A member's own pages change their own record only (spec: PUT /members/{id} is the signed-in member's). */
export function authorizeOwnAccount(actor: Pick<Actor, "memberId">, accountId: number): void {
  if (actor.memberId !== accountId) throw forbidden();
}

/**
 * A car's history (issue 27): its owner reads it, and so does any member the directory is open to (members in good
 * standing see the owners' names, as they see the owner in the car search), and the office (issue 39: the office
 * sees every owner, those hidden from the directory included, and a claim's card shows the history).
 */
export function authorizeVehicleHistory(
  actor: Pick<Actor, "memberId" | "standing" | "officeRole">,
  ownerId: number | null,
): void {
  if (actor.memberId === ownerId || actor.officeRole !== null) return;
  authorize(actor, "useDirectory");
}

// Issue 39: claims on cars already in the registry.

/** A member's claim on a car, as its row has it. */
export interface VehicleClaimResource {
  status: (typeof claimStatuses)[number];
  /** Whose garage the car was in when the claim was made (null: in none). */
  claimedFromId: number | null;
}

/** The office decides a claim that still waits; one decided (or closed by another's approval) is a conflict. */
export function authorizeClaimDecision(claim: VehicleClaimResource): void {
  if (claim.status === "closed")
    throw new AppError("claim_decided", { base: [registryMessages.claimClosed] });
  if (claim.status !== "pending")
    throw new AppError("claim_decided", { base: [registryMessages.claimDecided] });
}

/**
 * Approving moves the car out of the garage the claim was made against, and only out of that one: a car that changed
 * hands since (sold, or offered and accepted) is not taken from an owner the claim never named.
 */
export function authorizeClaimApproval(
  claim: VehicleClaimResource,
  vehicle: { memberId: number | null },
): void {
  authorizeClaimDecision(claim);
  if (claim.claimedFromId !== vehicle.memberId)
    throw new AppError("claim_outdated", { base: [registryMessages.claimOutdated] });
}

// Issue 39: the registry's dealings.

/**
 * The owner the claim was made against answers it while it waits and the car is still theirs; to anyone else the
 * claim is not there (404).
 */
export function authorizeClaimAnswer(
  actor: Pick<Actor, "memberId">,
  claim: VehicleClaimResource,
  vehicle: { memberId: number | null },
): void {
  if (claim.claimedFromId !== actor.memberId || vehicle.memberId !== actor.memberId) throw notFound();
  authorizeClaimDecision(claim);
}

/**
 * Issue 44: the seller's own listing, in a state that allows `action` (listing.rules: a draft is published or
 * deleted, a listed one marked sold or withdrawn, one ending renewed). Anyone else's is not found; the wrong state is
 * a conflict in the rule's words.
 */
export function authorizeListing<L extends OwnedRow & ListingState>(
  actor: Pick<Actor, "memberId">,
  action: ListingAction,
  listing: L | undefined,
  now: Date,
): asserts listing is L {
  authorizeOwn(actor, "changeListing", listing);
  const why = listingActionRefusal(listing, action, now);
  if (why) throw new AppError("listing_state", { base: [why] });
}
