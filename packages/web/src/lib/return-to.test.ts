import { describe, expect, it } from "vitest";
import { returnPathOf, returnToState } from "./return-to.ts";

describe("where a sign-in returns to", () => {
  it("is the page the login page was sent from, with its query and fragment", () => {
    const state = returnToState({
      pathname: "/my-profile/search/member",
      search: "?last_name=Ross",
      hash: "#r",
    });
    expect(returnPathOf(state)).toBe("/my-profile/search/member?last_name=Ross#r");
  });

  it.each([
    ["another site's address", "https://evil.example/my-profile"],
    ["a protocol-relative address", "//evil.example/my-profile"],
    ["a backslash trick", "/\\evil.example"],
    ["a script", "javascript:alert(1)"],
    ["the login page itself", "/login"],
    ["a relative path", "my-profile"],
    ["not a path", 42],
  ])("is the profile instead of %s", (_what, returnTo) => {
    expect(returnPathOf({ returnTo })).toBe("/my-profile");
  });

  it("is the profile when nothing was asked for", () => {
    expect(returnPathOf(null)).toBe("/my-profile");
    expect(returnPathOf(undefined)).toBe("/my-profile");
    expect(returnPathOf({ somethingElse: "/my-profile/my-events" })).toBe("/my-profile");
  });
});
