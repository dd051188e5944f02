import { describe, expect, it } from "vitest";
import { z } from "zod";
import { fieldErrorsOf, invalidInput } from "./validation-errors.ts";

describe("fieldErrorsOf", () => {
  it("names nested fields with dots, keeps every message of a field and puts whole-value issues under base", () => {
    const issues = [
      { path: ["address", "zipCode"], message: "is too long" },
      { path: ["address", "zipCode"], message: "has a character that is not allowed" },
      { path: ["images", 0], message: "must be PNG or JPEG" },
      { path: [], message: "is not an object" },
    ];
    expect(fieldErrorsOf(issues)).toEqual({
      "address.zipCode": ["is too long", "has a character that is not allowed"],
      "images.0": ["must be PNG or JPEG"],
      base: ["is not an object"],
    });
  });

  it("names the field inside an envelope key only when asked to", () => {
    const issues = [{ path: ["member", "firstName"], message: "is required" }];
    expect(fieldErrorsOf(issues, { envelope: "member" })).toEqual({ firstName: ["is required"] });
    expect(fieldErrorsOf(issues)).toEqual({ "member.firstName": ["is required"] });
  });
});

describe("invalidInput", () => {
  it("is a 400 naming the fields zod found wrong", () => {
    const result = z.object({ region: z.string().min(1, "Region is required") }).safeParse({ region: "" });
    if (result.success) throw new Error("expected a failure");
    const error = invalidInput(result.error, "invalid_query");
    expect([error.statusCode, error.code, error.errors]).toEqual([
      400,
      "invalid_query",
      { region: ["Region is required"] },
    ]);
  });
});
