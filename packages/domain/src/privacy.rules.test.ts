import { describe, expect, it } from "vitest";
import { choicesAtJoin, choicesBeforeAsking, contactAsOthersSeeIt } from "./privacy.rules.ts";

const member = {
  memberNo: 1931,
  email: "clara@example.org",
  addressLine1: "12 Elm Street",
  addressLine2: "Apt 3",
  zipCode: "62701",
  cellPhone: "+1 217 555 0101",
  residentialPhone: "+1 217 555 0102",
  city: "Springfield",
};

describe("contactAsOthersSeeIt", () => {
  it("shows everything of a member who never chose", () => {
    expect(contactAsOthersSeeIt(member, choicesBeforeAsking)).toEqual(member);
  });

  it("hides the street address, postal code, phones and e-mail a new member did not choose to show", () => {
    expect(contactAsOthersSeeIt(member, choicesAtJoin)).toEqual({
      memberNo: 1931,
      email: null,
      addressLine1: null,
      addressLine2: null,
      zipCode: null,
      cellPhone: null,
      residentialPhone: null,
      city: "Springfield",
    });
  });

  it("hides the business phone with the others, where a record carries one", () => {
    const withBusiness = { ...member, businessPhone: "+1 217 555 0103" };
    expect(contactAsOthersSeeIt(withBusiness, { ...choicesBeforeAsking, showPhones: false })).toMatchObject({
      businessPhone: null,
      cellPhone: null,
      email: "clara@example.org",
    });
    expect(contactAsOthersSeeIt(withBusiness, choicesBeforeAsking).businessPhone).toBe("+1 217 555 0103");
  });
});
