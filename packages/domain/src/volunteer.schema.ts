import { z } from "zod";
import { integerSchema, multiLineTextSchema, singleLineTextSchema } from "./fields.schema.ts";

// Issue 46: a meet's volunteers (marshals, the registration desk, tabulators) beside its judges. The office, or the
// hosting region's administrators, open the roles; members in good standing sign up until the meet begins.

export const volunteerMessages = {
  title: "Each role needs a title (80 characters at most)",
  description: "A role's description is 1,000 characters at most",
  places: "Places are a whole number from 1 to 500",
  time: "When is 100 characters at most",
  position: "Position is a whole number from 0 to 1,000",
  force: "Say true to remove the role with its sign-ups",
  notPortal: "Volunteers are set up for a portal event",
  hasSignUps: (count: number) =>
    `${count === 1 ? "One member has" : `${count} members have`} signed up for this role: confirm to remove it with their sign-ups`,
  placesBelowSignUps: (count: number) =>
    `${count === 1 ? "One member has" : `${count} members have`} signed up already: the role needs that many places at least`,
  full: "Every place of this role is taken",
  alreadySignedUp: "You are already signed up for this role",
  notSignedUp: "You are not signed up for this role",
  meetBegun: "The meet has begun: sign-ups are closed",
  notGoodStanding: "Only members in good standing may volunteer: renew your membership first",
} as const;

const line = (message: string, max: number) =>
  singleLineTextSchema({ error: message })
    .trim()
    .min(1, { error: message, abort: true })
    .max(max, { error: message });

/** POST and PUT /office/events/{id}/volunteer-roles(/{roleId}): a role as the office writes it. */
export const volunteerRoleInputSchema = z.object({
  title: line(volunteerMessages.title, 80),
  description: multiLineTextSchema({ error: volunteerMessages.description })
    .trim()
    .max(1000, { error: volunteerMessages.description })
    .nullish()
    .transform((value) => value || null),
  places: integerSchema({ error: volunteerMessages.places })
    .min(1, { error: volunteerMessages.places })
    .max(500, { error: volunteerMessages.places }),
  time: singleLineTextSchema({ error: volunteerMessages.time })
    .trim()
    .max(100, { error: volunteerMessages.time })
    .nullish()
    .transform((value) => value || null),
  position: integerSchema({ error: volunteerMessages.position })
    .min(0, { error: volunteerMessages.position })
    .max(1000, { error: volunteerMessages.position })
    .default(0),
});
export type VolunteerRoleInput = z.output<typeof volunteerRoleInputSchema>;

/** DELETE /office/events/{id}/volunteer-roles/{roleId}?force=true: a role with sign-ups goes only when confirmed. */
export const removeVolunteerRoleQuerySchema = z.object({
  force: z.preprocess(
    (value) => (value === "true" ? true : value === "false" ? false : value),
    z.boolean({ error: volunteerMessages.force }).default(false),
  ),
});

/** A volunteer as the roster shows them: their name as the viewer may see it, and their contact for the office. */
export const rosterVolunteerSchema = z.object({
  signUpId: z.number().int(),
  memberId: z.number().int(),
  memberNo: z.number().int().nullable(),
  name: z.string(),
  /** The office's alone: null for anyone else (a region's administrator reads names only). */
  email: z.string().nullable(),
  signedUpAt: z.string(),
  remindedAt: z.string().nullable(),
});
export type RosterVolunteer = z.infer<typeof rosterVolunteerSchema>;

const roleFields = {
  id: z.number().int(),
  eventId: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  places: z.number().int(),
  time: z.string().nullable(),
  position: z.number().int(),
  placesLeft: z.number().int(),
};

export const rosterRoleSchema = z.object({ ...roleFields, volunteers: z.array(rosterVolunteerSchema) });
export type RosterRole = z.infer<typeof rosterRoleSchema>;

/** GET /office/events/{id}/volunteers: the meet's roster: its judges and teams beside its volunteers. */
export const volunteerRosterSchema = z.object({
  eventId: z.number().int(),
  title: z.string(),
  dateStart: z.string(),
  judges: z.array(
    z.object({
      judgeId: z.number().int(),
      name: z.string(),
      /** The classes whose teams they are on; "(leader)" is the web's to word. */
      teams: z.array(z.object({ classCode: z.string(), leader: z.boolean() })),
    }),
  ),
  roles: z.array(rosterRoleSchema),
});
export type VolunteerRoster = z.infer<typeof volunteerRosterSchema>;

/** A role as members read it: places left, the fellow volunteers as the visibility rule names them, and their own. */
export const memberVolunteerRoleSchema = z.object({
  ...roleFields,
  volunteers: z.array(z.string()),
  signedUp: z.boolean(),
});
export type MemberVolunteerRole = z.infer<typeof memberVolunteerRoleSchema>;

/** GET /events/{id}/volunteer-roles and each meet of GET /volunteer-roles. */
export const meetVolunteeringSchema = z.object({
  eventId: z.number().int(),
  title: z.string(),
  dateStart: z.string(),
  dateEnd: z.string(),
  place: z.string().nullable(),
  /** Why the member may not sign up now (the meet has begun, their dues), or null. */
  cannotSignUpReason: z.string().nullable(),
  roles: z.array(memberVolunteerRoleSchema),
});
export type MeetVolunteering = z.infer<typeof meetVolunteeringSchema>;

/** Download my data: a role the member signed up for. */
export const ownVolunteeringSchema = z.object({
  eventId: z.number().int(),
  meet: z.string(),
  meetDate: z.string(),
  role: z.string(),
  time: z.string().nullable(),
  signedUpAt: z.string(),
  remindedAt: z.string().nullable(),
});
export type OwnVolunteering = z.infer<typeof ownVolunteeringSchema>;
