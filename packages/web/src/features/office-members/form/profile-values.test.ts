import { describe, expect, it } from "vitest";
import { profileFixture } from "../../../test/member-fixtures.ts";
import { describeProfileChanges, profileToValues, toMemberUpdate } from "./profile-values.ts";

describe("the office's profile changes", () => {
  it("sends only what changed: blanks become null, the preference a number", () => {
    const values = {
      ...profileToValues(profileFixture),
      email: " Margaret@New.example ",
      cellPhone: "",
      publicationPreferences: "2",
      city: "Winnetka ",
      reason: " She asked by phone ",
    };
    expect(toMemberUpdate(values, profileFixture)).toEqual({
      member: { email: "Margaret@New.example", cellPhone: null, publicationPreferences: 2 },
      reason: "She asked by phone",
    });
  });

  it("sends nothing for an untouched form, and no reason when none is given", () => {
    expect(toMemberUpdate(profileToValues(profileFixture), profileFixture)).toEqual({ member: {} });
  });

  it("sends the authenticator's code with a new e-mail only (issue 23)", () => {
    const code = { ...profileToValues(profileFixture), twoFactorCode: " 123456 " };
    expect(toMemberUpdate({ ...code, email: "margaret@new.example" }, profileFixture)).toEqual({
      member: { email: "margaret@new.example" },
      twoFactorCode: "123456",
    });
    expect(toMemberUpdate({ ...code, city: "Evanston" }, profileFixture)).toEqual({
      member: { city: "Evanston" },
    });
  });

  it("describes the changes in words for the question before saving", () => {
    const values = { ...profileToValues(profileFixture), publicationPreferences: "2", suffix: "Jr." };
    expect(describeProfileChanges(values, profileFixture)).toEqual([
      { field: "suffix", label: "Suffix", before: "(empty)", after: "Jr." },
      {
        field: "publicationPreferences",
        label: "Publication Preferences",
        before: "Print magazine by mail and bulletin by email",
        after: "All publications digital by email",
      },
    ]);
  });
});
