import { describe, expect, it } from "vitest";
import { type PostalAddress, postalAddressLines } from "./postal-address.rules.ts";

const hartford: PostalAddress = {
  line1: "12 Elm Street",
  line2: null,
  city: "Hartford",
  state: "US-CT",
  zipCode: "06103",
  country: "US",
};

describe("postalAddressLines (USPS)", () => {
  it("writes a home address without a country line, the state as the post abbreviates it", () => {
    expect(postalAddressLines(hartford)).toEqual(["12 Elm Street", "Hartford, CT 06103"]);
  });

  it("ends an address abroad with the country's name in capitals", () => {
    const london = { ...hartford, line1: "1 Baker Street", line2: "Flat 2", city: "London", state: null };
    expect(postalAddressLines({ ...london, zipCode: "NW1 6XE", country: "GB" })).toEqual([
      "1 Baker Street",
      "Flat 2",
      "London, NW1 6XE",
      "UNITED KINGDOM",
    ]);
    expect(postalAddressLines({ ...london, country: "Isle of Sark" }).at(-1)).toBe("ISLE OF SARK");
  });

  it("leaves out the parts that are blank", () => {
    expect(
      postalAddressLines({
        line1: "1 Main Street",
        line2: " ",
        city: null,
        state: null,
        zipCode: "45402",
        country: null,
      }),
    ).toEqual(["1 Main Street", "45402"]);
  });
});
