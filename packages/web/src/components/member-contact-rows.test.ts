import { describe, expect, it } from "vitest";
import { memberContactRows } from "./member-contact-rows.ts";

const contact = {
  email: "walter.brandt@example.org",
  addressLine1: "9 Lake Shore",
  addressLine2: null,
  zipCode: "60201",
  cellPhone: null,
  residentialPhone: "847-555-0100",
  city: "Evanston",
  stateName: "Illinois",
  countryName: null,
};
const nothingHidden = { email: false, address: false, phones: false };

describe("a member's contact as another member reads it (issue 40)", () => {
  it("shows what is given, and says None given for what the member left empty", () => {
    expect(memberContactRows(contact, nothingHidden)).toEqual([
      { label: "Email", value: "walter.brandt@example.org" },
      { label: "Cell Phone", value: "None given" },
      { label: "Home Phone", value: "847-555-0100" },
      { label: "Street Address", value: "9 Lake Shore, 60201" },
      { label: "City/State", value: "Evanston, Illinois" },
    ]);
  });

  it("says Not shown for what the member hides, never a dash, and keeps the city", () => {
    const hidden = { ...contact, email: null, addressLine1: null, zipCode: null, residentialPhone: null };
    const rows = memberContactRows(hidden, { email: true, address: true, phones: true });
    expect(rows.map((row) => row.value)).toEqual([
      "Not shown",
      "Not shown",
      "Not shown",
      "Not shown",
      "Evanston, Illinois",
    ]);
  });
});
