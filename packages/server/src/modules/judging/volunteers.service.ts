import { addDays } from "@club/domain/days";
import type { ViewingAccount } from "@club/domain/member-visibility.rules";
import {
  type MeetVolunteering,
  volunteerMessages as messages,
  type OwnVolunteering,
  type VolunteerRoleInput,
  type VolunteerRoster,
} from "@club/domain/volunteer.schema";
import type { AppContext } from "../../lib/app-context.ts";
import { AppError, invalidField, notFound } from "../../lib/app-error.ts";
import { recordAudit } from "../audit/audit.service.ts";
import type { SessionContext } from "../auth/auth.service.ts";
import { type EventSummary, eventsByIds } from "../events/events.service.ts";
import { volunteerReminderMail } from "../mail/mail-templates.ts";
import { accountContactsByIds, getMemberContact, membersAsSeenByIds } from "../members/members.service.ts";
import { authorize, refusal } from "../policy/policy.ts";
import { configWithClubSettings, getClubToday } from "../settings/settings.service.ts";
import { judgesByIds } from "./judges.service.ts";
import { findTeamMembers } from "./judging.repository.ts";
import { requireJudgedEvent } from "./judging-setup.service.ts";
import {
  deleteRole,
  deleteSignUp,
  deleteSignUpsOfMember,
  findEventIdsAwaitingReminders,
  findEventIdsWithRoles,
  findRoles,
  findSignUps,
  findSignUpsOfMember,
  findUnreminded,
  insertRole,
  insertSignUp,
  lockRole,
  markReminded,
  type SignUpRecord,
  updateRole,
  type VolunteerRoleRecord,
} from "./volunteers.repository.ts";

// Issue 46: a meet's volunteers, beside its judges. The office (and the hosting region's administrators, through
// the same functions) open roles with places; members in good standing sign up until the meet's first day, each
// role's places counted under its row's lock; the day before the meet each volunteer is reminded, once.

/** Who reads the roster: the office sees every name and the volunteers' e-mail; a region's administrator, names. */
export interface RosterReader {
  account: ViewingAccount;
  withContact: boolean;
}

const placesLeft = (role: VolunteerRoleRecord, signUps: SignUpRecord[]) =>
  Math.max(0, role.places - signUps.filter((signUp) => signUp.roleId === role.id).length);

const roleFields = (role: VolunteerRoleRecord, signUps: SignUpRecord[]) => ({
  id: role.id,
  eventId: role.eventId,
  title: role.title,
  description: role.description,
  places: role.places,
  time: role.time,
  position: role.position,
  placesLeft: placesLeft(role, signUps),
});

/** GET /office/events/{id}/volunteers: the judges and their teams, then each role with who signed up. */
export async function getVolunteerRoster(
  context: AppContext,
  reader: RosterReader,
  eventId: number,
): Promise<VolunteerRoster> {
  const event = await requireJudgedEvent(context, eventId);
  const [team, roles] = await Promise.all([
    findTeamMembers(context.db, eventId),
    findRoles(context.db, [eventId]),
  ]);
  const [judges, signUps] = await Promise.all([
    judgesByIds(
      context,
      team.map((member) => member.judgeId),
    ),
    findSignUps(
      context.db,
      roles.map((role) => role.id),
    ),
  ]);
  const memberIds = [
    ...[...judges.values()].map((judge) => judge.memberId),
    ...signUps.map((row) => row.memberId),
  ];
  const [seen, contacts] = await Promise.all([
    membersAsSeenByIds(context, reader.account, memberIds),
    reader.withContact
      ? accountContactsByIds(
          context,
          signUps.map((row) => row.memberId),
        )
      : new Map(),
  ]);
  const nameOf = (memberId: number) => seen.get(memberId)?.name ?? "";
  return {
    eventId,
    title: event.title,
    dateStart: event.dateStart,
    judges: [...judges.values()]
      .map((judge) => ({
        judgeId: judge.id,
        name: nameOf(judge.memberId),
        teams: team
          .filter((member) => member.judgeId === judge.id)
          .map((member) => ({ classCode: member.classCode, leader: member.leader })),
      }))
      .sort((a, b) => a.name.localeCompare(b.name) || a.judgeId - b.judgeId),
    roles: roles.map((role) => ({
      ...roleFields(role, signUps),
      volunteers: signUps
        .filter((row) => row.roleId === role.id)
        .map((row) => ({
          signUpId: row.id,
          memberId: row.memberId,
          memberNo: seen.get(row.memberId)?.memberNo ?? null,
          name: nameOf(row.memberId),
          email: contacts.get(row.memberId)?.email ?? null,
          signedUpAt: row.createdAt.toISOString(),
          remindedAt: row.remindedAt?.toISOString() ?? null,
        })),
    })),
  };
}

/** The role of this meet, held until the transaction ends; another meet's role, or none, is not found. */
async function lockRoleOf(db: AppContext["db"], eventId: number, roleId: number) {
  const role = await lockRole(db, roleId);
  if (!role || role.eventId !== eventId) throw notFound();
  return role;
}

const auditedFields = (role: VolunteerRoleRecord) => ({
  eventId: role.eventId,
  roleId: role.id,
  title: role.title,
  places: role.places,
  time: role.time,
});

/** POST /office/events/{id}/volunteer-roles: a role opened at the meet (volunteer_role_added). */
export async function addVolunteerRole(
  context: AppContext,
  session: SessionContext,
  eventId: number,
  input: VolunteerRoleInput,
) {
  await requireJudgedEvent(context, eventId);
  const role = await context.db.transaction(async (tx) => {
    const now = context.now();
    const added = await insertRole(tx, { eventId, ...input, createdAt: now, updatedAt: now });
    await recordAudit(
      { ...context, db: tx },
      {
        actorId: session.memberId,
        memberId: null,
        action: "volunteer_role_added",
        after: auditedFields(added),
      },
    );
    return added;
  });
  return roleFields(role, []);
}

/** PUT /office/events/{id}/volunteer-roles/{roleId}: never fewer places than members signed up (volunteer_role_changed). */
export async function changeVolunteerRole(
  context: AppContext,
  session: SessionContext,
  eventId: number,
  roleId: number,
  input: VolunteerRoleInput,
) {
  await requireJudgedEvent(context, eventId);
  return context.db.transaction(async (tx) => {
    const before = await lockRoleOf(tx, eventId, roleId);
    const signUps = await findSignUps(tx, [roleId]);
    if (input.places < signUps.length)
      throw invalidField("places", messages.placesBelowSignUps(signUps.length));
    const after = await updateRole(tx, roleId, { ...input, updatedAt: context.now() });
    await recordAudit(
      { ...context, db: tx },
      {
        actorId: session.memberId,
        memberId: null,
        action: "volunteer_role_changed",
        before: auditedFields(before),
        after: auditedFields(after),
      },
    );
    return roleFields(after, signUps);
  });
}

/**
 * DELETE /office/events/{id}/volunteer-roles/{roleId}: a role nobody signed up for goes at once; one with sign-ups
 * only when `force` says the office confirmed it (409 otherwise, saying how many), taking the sign-ups with it.
 */
export async function removeVolunteerRole(
  context: AppContext,
  session: SessionContext,
  eventId: number,
  roleId: number,
  force: boolean,
) {
  await requireJudgedEvent(context, eventId);
  await context.db.transaction(async (tx) => {
    const role = await lockRoleOf(tx, eventId, roleId);
    const signUps = await findSignUps(tx, [roleId]);
    if (signUps.length > 0 && !force)
      throw new AppError("volunteer_role_has_sign_ups", { base: [messages.hasSignUps(signUps.length)] });
    await deleteRole(tx, roleId);
    await recordAudit(
      { ...context, db: tx },
      {
        actorId: session.memberId,
        memberId: null,
        action: "volunteer_role_removed",
        before: { ...auditedFields(role), signUps: signUps.length },
      },
    );
  });
}

/** Why the member may not sign up at the meet today, or null. */
function signUpRefusal(session: SessionContext, event: EventSummary, today: string): string | null {
  if (today >= event.dateStart) return messages.meetBegun;
  return refusal(session, "volunteerAtMeets")?.errors.membership?.[0] ?? null;
}

/** The meets as members read their roles, with the fellow volunteers named as the visibility rule says. */
async function meetsAsSeen(
  context: AppContext,
  session: SessionContext,
  events: EventSummary[],
): Promise<MeetVolunteering[]> {
  const roles = await findRoles(
    context.db,
    events.map((event) => event.id),
  );
  const signUps = await findSignUps(
    context.db,
    roles.map((role) => role.id),
  );
  const [seen, today] = await Promise.all([
    membersAsSeenByIds(
      context,
      session,
      signUps.map((row) => row.memberId),
    ),
    getClubToday(context),
  ]);
  return events.map((event) => ({
    eventId: event.id,
    title: event.title,
    dateStart: event.dateStart,
    dateEnd: event.dateEnd,
    place: event.place,
    cannotSignUpReason: signUpRefusal(session, event, today),
    roles: roles
      .filter((role) => role.eventId === event.id)
      .map((role) => {
        const own = signUps.filter((row) => row.roleId === role.id);
        return {
          ...roleFields(role, signUps),
          volunteers: own.map((row) => seen.get(row.memberId)?.name ?? ""),
          signedUp: own.some((row) => row.memberId === session.memberId),
        };
      }),
  }));
}

async function requireEvent(context: AppContext, eventId: number) {
  const event = (await eventsByIds(context, [eventId])).get(eventId);
  if (!event) throw notFound();
  return event;
}

/** GET /events/{id}/volunteer-roles: the meet's roles as the member reads them. */
export async function getMeetVolunteering(context: AppContext, session: SessionContext, eventId: number) {
  const [meet] = await meetsAsSeen(context, session, [await requireEvent(context, eventId)]);
  if (!meet) throw notFound();
  return meet;
}

/** GET /volunteer-roles: every meet with roles that has not ended, soonest first. */
export async function listMeetVolunteering(context: AppContext, session: SessionContext) {
  const [events, today] = await Promise.all([
    findEventIdsWithRoles(context.db).then((ids) => eventsByIds(context, ids)),
    getClubToday(context),
  ]);
  const current = [...events.values()]
    .filter((event) => event.dateEnd >= today)
    .sort((a, b) => a.dateStart.localeCompare(b.dateStart) || a.id - b.id);
  return meetsAsSeen(context, session, current);
}

/**
 * POST /events/{id}/volunteer-roles/{roleId}/sign-up: a member in good standing takes a place, before the meet's
 * first day (the club's), once; the role's row is held while its places are counted, so two members asking for the
 * last place at once get it once.
 */
export async function signUpToVolunteer(
  context: AppContext,
  session: SessionContext,
  eventId: number,
  roleId: number,
) {
  authorize(session, "volunteerAtMeets");
  const event = await requireEvent(context, eventId);
  if ((await getClubToday(context)) >= event.dateStart)
    throw new AppError("meet_begun", { base: [messages.meetBegun] });
  await context.db.transaction(async (tx) => {
    const role = await lockRoleOf(tx, eventId, roleId);
    const signUps = await findSignUps(tx, [roleId]);
    if (signUps.some((row) => row.memberId === session.memberId))
      throw new AppError("volunteer_signed_up", { base: [messages.alreadySignedUp] });
    if (signUps.length >= role.places) throw new AppError("volunteer_role_full", { base: [messages.full] });
    const added = await insertSignUp(tx, { roleId, memberId: session.memberId, createdAt: context.now() });
    if (!added) throw new AppError("volunteer_signed_up", { base: [messages.alreadySignedUp] });
  });
  return getMeetVolunteering(context, session, eventId);
}

/** DELETE /events/{id}/volunteer-roles/{roleId}/sign-up: the member gives their place back, before the meet begins. */
export async function withdrawFromVolunteering(
  context: AppContext,
  session: SessionContext,
  eventId: number,
  roleId: number,
) {
  const event = await requireEvent(context, eventId);
  if ((await getClubToday(context)) >= event.dateStart)
    throw new AppError("meet_begun", { base: [messages.meetBegun] });
  await context.db.transaction(async (tx) => {
    await lockRoleOf(tx, eventId, roleId);
    if (!(await deleteSignUp(tx, roleId, session.memberId)))
      throw new AppError("volunteer_not_signed_up", { base: [messages.notSignedUp] });
  });
  return getMeetVolunteering(context, session, eventId);
}

const reminderBatch = 100;

/**
 * The job `remind-volunteers`: on the day before a meet (the club's day), each of its volunteers not yet reminded is
 * mailed their role, its time and the meet's place; the mark is set in the same transaction as the mail is queued,
 * and only if no other run set it first, so a volunteer is reminded once. Says how many were reminded.
 */
export async function remindVolunteers(context: AppContext) {
  const tomorrow = addDays(await getClubToday(context), 1);
  const events = await eventsByIds(context, await findEventIdsAwaitingReminders(context.db));
  const due = [...events.values()].filter((event) => event.dateStart === tomorrow);
  if (due.length === 0) return { reminded: 0 };
  const config = await configWithClubSettings(context);
  let reminded = 0;
  const dueIds = due.map((event) => event.id);
  for (let batch = await findUnreminded(context.db, dueIds, reminderBatch); batch.length > 0; ) {
    for (const { signUp, role } of batch) {
      const event = events.get(role.eventId);
      const volunteer = await getMemberContact(context, signUp.memberId);
      await context.db.transaction(async (tx) => {
        if (!(await markReminded(tx, signUp.id, context.now())) || !volunteer.email || !event) return;
        const mail = volunteerReminderMail(
          config,
          { ...volunteer, email: volunteer.email },
          { meet: event.title, day: event.dateStart, place: event.place, role: role.title, time: role.time },
        );
        await context.mailer.enqueue({ ...mail, memberId: signUp.memberId }, tx);
        reminded += 1;
      });
    }
    batch = await findUnreminded(context.db, dueIds, reminderBatch);
  }
  if (reminded > 0) context.mailer.deliverSoon();
  return { reminded };
}

/** Download my data: the roles the member signed up for, with their meets. */
export async function ownVolunteering(context: AppContext, memberId: number): Promise<OwnVolunteering[]> {
  const rows = await findSignUpsOfMember(context.db, memberId);
  const events = await eventsByIds(
    context,
    rows.map((row) => row.role.eventId),
  );
  return rows.map(({ signUp, role }) => ({
    eventId: role.eventId,
    meet: events.get(role.eventId)?.title ?? "",
    meetDate: events.get(role.eventId)?.dateStart ?? "",
    role: role.title,
    time: role.time,
    signedUpAt: signUp.createdAt.toISOString(),
    remindedAt: signUp.remindedAt?.toISOString() ?? null,
  }));
}

/** A member leaves the club (erasure): their sign-ups go, giving their places back. */
export async function forgetVolunteer(context: Pick<AppContext, "db">, memberId: number) {
  await deleteSignUpsOfMember(context.db, memberId);
}
