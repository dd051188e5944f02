import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  changePasswordSchema,
  loginSchema,
  newPasswordFormSchema,
  requestResetPasswordSchema,
  resetPasswordSchema,
} from "./auth.schema.ts";

function errorsOf(schema: z.ZodType, value: unknown): Record<string, string[]> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join(".");
    errors[key] = [...(errors[key] ?? []), issue.message];
  }
  return errors;
}

const strong = "Classic-Cars-1932";
const weakMessage =
  "Password does not meet security requirements. Password must be at least ten characters with at least one number, upper-case letter and lower-case letter.";
const newWeakMessage =
  "New Password does not meet security requirements. Password must be at least ten characters with at least one number, upper-case letter and lower-case letter.";

describe("login form (spec §5)", () => {
  it("requires email and password", () => {
    expect(errorsOf(loginSchema, {})).toEqual({
      email: ["Email is required"],
      password: ["Password is required"],
    });
    expect(errorsOf(loginSchema, { email: "", password: "" })).toEqual({
      email: ["Email is required"],
      password: ["Password is required"],
    });
  });

  it("says 'Wrong email format' for an address that is not e-mail shaped", () => {
    expect(errorsOf(loginSchema, { email: "member.example.org", password: "x" })).toEqual({
      email: ["Wrong email format"],
    });
  });

  it("trims and lower-cases the e-mail and defaults remember-me to false", () => {
    expect(loginSchema.parse({ email: " Member@Example.org ", password: "x" })).toEqual({
      email: "member@example.org",
      password: "x",
      rememberMe: false,
    });
  });
});

describe("change password form (spec §5)", () => {
  it("requires each field with its own message", () => {
    expect(
      errorsOf(changePasswordSchema, { currentPassword: "", password: "", passwordConfirmation: "" }),
    ).toEqual({
      currentPassword: ["Current Password required"],
      password: ["New Password required"],
      passwordConfirmation: ["Confirm Password is required"],
    });
  });

  it("refuses a new password equal to the current one", () => {
    expect(
      errorsOf(changePasswordSchema, {
        currentPassword: strong,
        password: strong,
        passwordConfirmation: strong,
      }),
    ).toEqual({
      password: [
        'Input into "Current Password" and "New Password" fields cannot match. Please correct and re-submit.',
      ],
    });
  });

  it("refuses a weak new password with the New Password strength message", () => {
    const errors = errorsOf(changePasswordSchema, {
      currentPassword: strong,
      password: "weakpass",
      passwordConfirmation: "weakpass",
    });
    expect(errors.password).toEqual([newWeakMessage]);
    expect(errors.password?.[0]).toMatch(/^New Password does not meet security requirements/);
  });

  it("refuses a confirmation that differs", () => {
    expect(
      errorsOf(changePasswordSchema, {
        currentPassword: strong,
        password: "Another-Pass-2024",
        passwordConfirmation: "Another-Pass-2025",
      }),
    ).toEqual({ passwordConfirmation: ["Passwords do not Match: Please Try again."] });
  });

  it("accepts a valid change", () => {
    expect(
      changePasswordSchema.safeParse({
        currentPassword: strong,
        password: "Another-Pass-2024",
        passwordConfirmation: "Another-Pass-2024",
      }).success,
    ).toBe(true);
  });
});

describe("forgot password forms (spec §5)", () => {
  it("requires a well-formed e-mail to request a reset", () => {
    expect(errorsOf(requestResetPasswordSchema, { email: "" })).toEqual({ email: ["Email is required"] });
    expect(errorsOf(requestResetPasswordSchema, { email: "nope" })).toEqual({
      email: ["Wrong email format"],
    });
  });

  it("checks the new password with the forgot-password messages", () => {
    expect(errorsOf(newPasswordFormSchema, { password: "", passwordConfirmation: "" })).toEqual({
      password: ["New Password is required"],
      passwordConfirmation: ["Confirm Password is required"],
    });
    expect(errorsOf(newPasswordFormSchema, { password: "short1A", passwordConfirmation: "short1A" })).toEqual(
      {
        password: [newWeakMessage],
      },
    );
    expect(errorsOf(newPasswordFormSchema, { password: strong, passwordConfirmation: `${strong}x` })).toEqual(
      {
        passwordConfirmation: [
          'Input into "password" and "confirm password" fields does not match. Please correct and re-submit.',
        ],
      },
    );
  });

  it("needs the token on the wire", () => {
    expect(errorsOf(resetPasswordSchema, { password: strong, passwordConfirmation: strong })).toEqual({
      resetPasswordToken: ["Reset password token is required"],
    });
  });
});

describe("join step 2 strength message (spec §5)", () => {
  it("reads as the spec writes it", async () => {
    const { messages } = await import("./messages.ts");
    expect(messages.passwordWeak).toBe(weakMessage);
  });
});
