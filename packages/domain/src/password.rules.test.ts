import { describe, expect, it } from "vitest";
import { isStrongPassword } from "./password.rules.ts";

describe("isStrongPassword (spec §5, §9)", () => {
  it("accepts ten characters with a digit, a lower-case and an upper-case letter", () => {
    expect(isStrongPassword("Classic-Cars-1932")).toBe(true);
    expect(isStrongPassword("Abcdefgh12")).toBe(true);
  });

  it.each([
    ["nine characters", "Abcdefg12"],
    ["no digit", "Abcdefghijk"],
    ["no lower-case letter", "ABCDEFGH12"],
    ["no upper-case letter", "abcdefgh12"],
    ["a space", "Abcdef gh12"],
    ["a tab", "Abcdef\tgh12"],
  ])("refuses a password with %s", (_, password) => {
    expect(isStrongPassword(password)).toBe(false);
  });
});
