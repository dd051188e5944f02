import { describe, expect, it } from "vitest";
import { formatErrorLines, labelOf } from "./field-labels.ts";

describe("error lines (spec §8)", () => {
  it("prefixes each message with the field's friendly label", () => {
    expect(
      formatErrorLines({
        email: ["has already been taken"],
        passwordConfirmation: ["does not match"],
        resetPasswordToken: ["has expired"],
      }),
    ).toEqual([
      "Email: has already been taken",
      "Confirm Password: does not match",
      "Reset link: has expired",
    ]);
  });

  it("shows base messages bare", () => {
    expect(formatErrorLines({ base: ["The email or password is incorrect"] })).toEqual([
      "The email or password is incorrect",
    ]);
  });

  it("does not repeat a label the message already starts with", () => {
    expect(formatErrorLines({ currentPassword: ["Current Password is incorrect"] })).toEqual([
      "Current Password is incorrect",
    ]);
    expect(formatErrorLines({ password: ["Password is required", "is too short"] })).toEqual([
      "Password is required",
      "Password: is too short",
    ]);
  });

  it("uses a page's own labels and humanises unknown fields", () => {
    expect(formatErrorLines({ password: ["is too weak"] }, { password: "New Password" })).toEqual([
      "New Password: is too weak",
    ]);
    expect(labelOf("zipCode")).toBe("Zip code");
    expect(labelOf("associate.firstName")).toBe("First name");
  });
});
