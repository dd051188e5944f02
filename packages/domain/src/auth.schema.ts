import { z } from "zod";
import { emailSchema, newPasswordSchema, requiredString } from "./fields.schema.ts";
import { messages } from "./messages.ts";

// The payloads of the auth calls of spec §7, camelCase (the wire carries snake_case; both edges convert).

export const loginSchema = z.object({
  email: emailSchema,
  password: requiredString(messages.passwordRequired),
  rememberMe: z.boolean().default(false),
});
export type LoginInput = z.input<typeof loginSchema>;

export const changePasswordSchema = z
  .object({
    currentPassword: requiredString(messages.currentPasswordRequired),
    password: newPasswordSchema(messages.newPasswordRequiredShort, messages.newPasswordWeak),
    passwordConfirmation: requiredString(messages.confirmPasswordRequired),
  })
  .superRefine((value, ctx) => {
    if (value.currentPassword && value.password && value.currentPassword === value.password) {
      ctx.addIssue({ code: "custom", path: ["password"], message: messages.newPasswordSameAsCurrent });
    }
    if (value.passwordConfirmation && value.password !== value.passwordConfirmation) {
      ctx.addIssue({ code: "custom", path: ["passwordConfirmation"], message: messages.newPasswordMismatch });
    }
  });
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

export const requestResetPasswordSchema = z.object({ email: emailSchema });
export type RequestResetPasswordInput = z.input<typeof requestResetPasswordSchema>;

/** The new-password form of the forgot-password page, without the token the route carries. */
export const newPasswordFormSchema = z
  .object({
    password: newPasswordSchema(messages.newPasswordRequired, messages.newPasswordWeak),
    passwordConfirmation: requiredString(messages.confirmPasswordRequired),
  })
  .refine((value) => !value.passwordConfirmation || value.password === value.passwordConfirmation, {
    path: ["passwordConfirmation"],
    message: messages.passwordMismatch,
  });
export type NewPasswordFormInput = z.input<typeof newPasswordFormSchema>;

export const resetPasswordSchema = z
  .object({
    password: newPasswordSchema(messages.newPasswordRequired, messages.newPasswordWeak),
    passwordConfirmation: requiredString(messages.confirmPasswordRequired),
    resetPasswordToken: requiredString("Reset password token is required"),
  })
  .refine((value) => !value.passwordConfirmation || value.password === value.passwordConfirmation, {
    path: ["passwordConfirmation"],
    message: messages.passwordMismatch,
  });
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

/** GET /members/reset_password/{token}: the link can still set a password (a refusal is a 404 or 410). */
export const resetLinkCheckSchema = z.object({ valid: z.literal(true) });
export type ResetLinkCheck = z.infer<typeof resetLinkCheckSchema>;

/** A reply that only carries a sentence for the user. */
export const messageReplySchema = z.object({ message: z.string() });
export type MessageReply = z.infer<typeof messageReplySchema>;
