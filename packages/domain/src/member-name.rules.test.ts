import { describe, expect, it } from "vitest";
import { fullName } from "./member-name.rules.ts";

describe("fullName", () => {
  it("joins prefix, names and suffix", () => {
    expect(fullName({ prefix: "Dr.", firstName: "James", lastName: "Okafor", suffix: "Jr." })).toBe(
      "Dr. James Okafor Jr.",
    );
  });

  it("leaves out what is missing or blank", () => {
    expect(fullName({ prefix: null, firstName: "Ann", lastName: "Lee", suffix: "  " })).toBe("Ann Lee");
    expect(fullName({ firstName: "Ann", lastName: "Lee" })).toBe("Ann Lee");
  });
});
