import { describe, expect, it } from "vitest";
import {
  coercedIntegerSchema,
  emailSchema,
  idParamSchema,
  idSchema,
  integerSchema,
  requiredString,
  textSchema,
} from "./fields.schema.ts";
import { fieldMessages, messages } from "./messages.ts";

const messagesOf = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message);

describe("text fields", () => {
  it("refuse NUL, which PostgreSQL text cannot hold, with one message", () => {
    expect(messagesOf(textSchema().trim().max(5).safeParse("a\u0000bcdefgh"))).toEqual([
      fieldMessages.invalidCharacter,
    ]);
    expect(messagesOf(requiredString("Name is required").safeParse("\u0000"))).toEqual([
      fieldMessages.invalidCharacter,
    ]);
    expect(textSchema().trim().safeParse(" Ünïcödé ✓ ").data).toBe("Ünïcödé ✓");
  });

  it("keep their own message for a missing value", () => {
    expect(messagesOf(requiredString("Name is required").safeParse(undefined))).toEqual(["Name is required"]);
  });

  it("refuse an e-mail address longer than 254 characters as a wrong format", () => {
    expect(messagesOf(emailSchema.safeParse(`${"a".repeat(250)}@example.net`))).toEqual([
      messages.emailFormat,
    ]);
    expect(messagesOf(emailSchema.safeParse("a\u0000@example.net"))).toEqual([
      fieldMessages.invalidCharacter,
    ]);
  });
});

describe("integer fields", () => {
  it("hold what a PostgreSQL integer column holds", () => {
    expect(integerSchema().safeParse(2147483647).success).toBe(true);
    expect(integerSchema().safeParse(-2147483648).success).toBe(true);
    expect(messagesOf(integerSchema().safeParse(2147483648))).toEqual([fieldMessages.numberTooLarge]);
    expect(messagesOf(integerSchema().safeParse(-2147483649))).toEqual([fieldMessages.numberTooSmall]);
  });

  it("read ids from text, positive and within range", () => {
    expect(idParamSchema.safeParse("42").data).toBe(42);
    expect(messagesOf(idParamSchema.safeParse("2147483648"))).toEqual([fieldMessages.numberTooLarge]);
    expect(messagesOf(idParamSchema.safeParse("99999999999999999999"))).toEqual([
      fieldMessages.numberTooLarge,
    ]);
    expect(idParamSchema.safeParse("0").success).toBe(false);
    expect(coercedIntegerSchema().safeParse("1e400").success).toBe(false);
  });

  it("keep the field's own message for a missing or non-positive id", () => {
    expect(messagesOf(idSchema({ error: "Select a plan" }).safeParse(undefined))).toEqual(["Select a plan"]);
    expect(messagesOf(idSchema({ error: "Select a plan" }).safeParse(0))).toEqual(["Select a plan"]);
  });
});
