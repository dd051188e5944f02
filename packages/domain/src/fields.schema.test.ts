import { describe, expect, it } from "vitest";
import {
  coercedIntegerSchema,
  emailSchema,
  idParamSchema,
  idSchema,
  integerSchema,
  multiLineTextSchema,
  requiredLine,
  requiredString,
  singleLineTextSchema,
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

describe("one-line text fields (names, addresses, subjects)", () => {
  it("refuse a line break of any kind, saying so", () => {
    for (const value of ["Ada\r\nBcc: x@example.net", "Ada\n", "Ada\rLovelace", "Ada\u2028", "Ada\u2029"])
      expect(messagesOf(singleLineTextSchema().trim().safeParse(value)), JSON.stringify(value)).toEqual([
        fieldMessages.lineBreak,
      ]);
    expect(messagesOf(requiredLine("First Name is required").safeParse("\r\n"))).toEqual([
      fieldMessages.lineBreak,
    ]);
  });

  it("refuse other control characters (C0, DEL, C1, tab) and NUL, with one message", () => {
    for (const value of ["A\u0001da", "Ada\t", "Ada\u001f", "Ada\u007f", "Ada\u0085", "Ada\u009b", "A\u0000"])
      expect(messagesOf(singleLineTextSchema().safeParse(value)), JSON.stringify(value)).toEqual([
        fieldMessages.invalidCharacter,
      ]);
  });

  it("take any printable text, accents and symbols included", () => {
    expect(singleLineTextSchema().trim().safeParse(" Zoë O'Brien-Łukasz ✓ ").data).toBe(
      "Zoë O'Brien-Łukasz ✓",
    );
    expect(messagesOf(requiredLine("First Name is required").safeParse(""))).toEqual([
      "First Name is required",
    ]);
  });
});

describe("multi-line text fields (bodies, notes)", () => {
  it("keep LF, CR LF and tabs", () => {
    const body = "Dear members,\r\n\r\nThe rally:\n\t* Saturday\u2028Sunday";
    expect(multiLineTextSchema().safeParse(body).data).toBe(body);
  });

  it("refuse a lone CR and every other control character", () => {
    for (const value of ["One\rTwo", "Bell\u0007", "Esc\u001b[31m", "Del\u007f", "Nul\u0000"])
      expect(messagesOf(multiLineTextSchema().safeParse(value)), JSON.stringify(value)).toEqual([
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
