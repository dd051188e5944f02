import { z } from "zod";
import {
  emailSchema,
  idSchema,
  integerSchema,
  newPasswordSchema,
  requiredLine,
  requiredString,
} from "./fields.schema.ts";
import {
  donationAmountError,
  donationCentsError,
  givingMessages,
  museumLevelSchema,
} from "./giving.rules.ts";
import { profileFieldsSchema } from "./member.schema.ts";
import { messages } from "./messages.ts";
import { choicesAtJoin } from "./privacy.rules.ts";
import { privacyChoicesInputSchema } from "./privacy.schema.ts";

export const joinMessages = {
  selectPlan: "Select a membership level",
  associateFirstNameRequired: "Associate First Name is required",
  associateLastNameRequired: "Associate Last Name is required",
  emailTaken: "This email is already associated with a member",
} as const;

const joinPasswordSchema = newPasswordSchema(messages.passwordRequired, messages.passwordWeak);
const joinConfirmationSchema = requiredString(messages.confirmPasswordRequired);

/**
 * Step 2, Create Password (spec §5). Issue 43: where the club allows it, a joiner may skip the password
 * (`skipPassword`) and sign in with codes by e-mail; the two password fields are then not checked.
 */
export const createPasswordSchema = z
  .object({
    email: emailSchema,
    skipPassword: z.boolean(),
    password: z.string(),
    passwordConfirmation: z.string(),
  })
  .superRefine((value, ctx) => {
    if (value.skipPassword) return;
    for (const [field, schema] of [
      ["password", joinPasswordSchema],
      ["passwordConfirmation", joinConfirmationSchema],
    ] as const) {
      const issue = schema.safeParse(value[field]).error?.issues[0];
      if (issue) ctx.addIssue({ code: "custom", path: [field], message: issue.message });
    }
    if (value.passwordConfirmation && value.password !== value.passwordConfirmation) {
      ctx.addIssue({ code: "custom", path: ["passwordConfirmation"], message: messages.passwordMismatch });
    }
  });

export const associateSchema = z.object({
  firstName: requiredLine(joinMessages.associateFirstNameRequired).trim().min(1).max(100),
  lastName: requiredLine(joinMessages.associateLastNameRequired).trim().min(1).max(100),
});

export const regionalSelectionSchema = z.object({
  regionalId: idSchema(),
  associate: z.boolean().default(false),
});

/** Step 6, Giving Opportunities, as the form holds it: whole dollars typed as text. */
export const givingFormSchema = z
  .object({
    clubDonation: z.boolean(),
    clubDonationAmount: z.string(),
    educationalFoundation: z.boolean(),
    educationalFoundationAmount: z.string(),
    museum: z.boolean(),
    museumMembershipLevel: museumLevelSchema,
  })
  .superRefine((value, ctx) => {
    for (const [flag, field] of [
      ["clubDonation", "clubDonationAmount"],
      ["educationalFoundation", "educationalFoundationAmount"],
    ] as const) {
      const error = value[flag] ? donationAmountError(value[field]) : null;
      if (error) ctx.addIssue({ code: "custom", path: [field], message: error });
    }
    if (value.museum && value.museumMembershipLevel === 0) {
      ctx.addIssue({
        code: "custom",
        path: ["museumMembershipLevel"],
        message: givingMessages.museumLevelRequired,
      });
    }
  });
export type GivingForm = z.infer<typeof givingFormSchema>;

const cents = integerSchema().nullish();

/** The selections of steps 3 to 6, in cents, as the join and renewal checkouts send them (spec §3). */
export const selectionsSchema = z
  .object({
    nationalPlan: idSchema({ error: joinMessages.selectPlan }),
    associate: associateSchema.nullish().transform((value) => value ?? null),
    regionalPlans: z.array(regionalSelectionSchema).max(50).default([]),
    clubDonation: z.boolean().default(false),
    clubDonationAmount: cents,
    educationalFoundation: z.boolean().default(false),
    educationalFoundationAmount: cents,
    museum: z.boolean().default(false),
    museumAmount: cents,
    museumMembershipLevel: museumLevelSchema.default(0),
  })
  .superRefine((value, ctx) => {
    for (const [flag, field] of [
      ["clubDonation", "clubDonationAmount"],
      ["educationalFoundation", "educationalFoundationAmount"],
    ] as const) {
      const error = value[flag] ? donationCentsError(value[field]) : null;
      if (error) ctx.addIssue({ code: "custom", path: [field], message: error });
    }
    if (value.museum && value.museumMembershipLevel === 0) {
      ctx.addIssue({
        code: "custom",
        path: ["museumMembershipLevel"],
        message: givingMessages.museumLevelRequired,
      });
    }
    const regions = value.regionalPlans.map((plan) => plan.regionalId);
    if (new Set(regions).size !== regions.length) {
      ctx.addIssue({ code: "custom", path: ["regionalPlans"], message: "Each region can be chosen once" });
    }
    if (!value.associate && value.regionalPlans.some((plan) => plan.associate)) {
      ctx.addIssue({
        code: "custom",
        path: ["regionalPlans"],
        message: "Only a registered associate can join a region",
      });
    }
  });
export type Selections = z.output<typeof selectionsSchema>;

/** POST /api/v1/members: everything the join wizard gathered (spec §3); prices are the server's. */
export const joinSchema = z
  .object({
    ...profileFieldsSchema.shape,
    email: emailSchema,
    // Issue 43: both left out, the member has no password (where the club allows it: the server decides).
    password: joinPasswordSchema.optional(),
    passwordConfirmation: joinConfirmationSchema.optional(),
    /** Issue 30: what other members will see of the new member; left out, the club's choices at join. */
    privacy: privacyChoicesInputSchema.default({ ...choicesAtJoin }),
  })
  .and(selectionsSchema)
  .superRefine((value, ctx) => {
    if (value.password !== undefined && value.passwordConfirmation === undefined) {
      ctx.addIssue({
        code: "custom",
        path: ["passwordConfirmation"],
        message: messages.confirmPasswordRequired,
      });
    }
    if (value.passwordConfirmation && value.password !== value.passwordConfirmation) {
      ctx.addIssue({ code: "custom", path: ["passwordConfirmation"], message: messages.passwordMismatch });
    }
  });
export type JoinInput = z.input<typeof joinSchema>;
export type JoinData = z.output<typeof joinSchema>;

/** Replies of the join and renewal checkouts (spec §7): the invoice to pay is params.orderId. */
export const checkoutReplySchema = z.object({
  status: z.literal("created"),
  params: z.object({ orderId: z.string() }),
});
export type CheckoutReply = z.infer<typeof checkoutReplySchema>;

export const uniqueEmailReplySchema = z.object({ available: z.boolean() });

/**
 * Splits a checkout request into the selections an invoice keeps and the rest (profile, account). Amounts of
 * unticked gifts are dropped and the browser's museum price is never kept: the server prices the level.
 */
export function splitSelections<T extends Selections>(request: T) {
  const {
    nationalPlan,
    associate,
    regionalPlans,
    clubDonation,
    clubDonationAmount,
    educationalFoundation,
    educationalFoundationAmount,
    museum,
    museumAmount: _museumAmount,
    museumMembershipLevel,
    ...rest
  } = request;
  const selections: Selections = {
    nationalPlan,
    associate,
    regionalPlans,
    clubDonation,
    clubDonationAmount: clubDonation ? (clubDonationAmount ?? null) : null,
    educationalFoundation,
    educationalFoundationAmount: educationalFoundation ? (educationalFoundationAmount ?? null) : null,
    museum,
    museumAmount: null,
    museumMembershipLevel: museum ? museumMembershipLevel : 0,
  };
  return { selections, rest };
}
