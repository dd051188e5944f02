import { describe, expect, it } from "vitest";
import {
  looksLikeCars,
  normalizeHeader,
  proposeCarMapping,
  proposeMemberMapping,
} from "./import-mapping.rules.ts";

const memberHeaders: [string, string][] = [
  ["Member ID", "memberNo"],
  ["Membership number", "memberNo"],
  ["Member #", "memberNo"],
  ["Member No", "memberNo"],
  ["Member No.", "memberNo"],
  ["MemberID", "memberNo"],
  ["ID", "memberNo"],
  ["First name", "firstName"],
  ["Given name", "firstName"],
  ["FirstName", "firstName"],
  ["first_name", "firstName"],
  ["Last name", "lastName"],
  ["Surname", "lastName"],
  ["Name", "fullName"],
  ["Full name", "fullName"],
  ["e-Mail", "email"],
  ["Email address", "email"],
  ["E-mail 1", "email"],
  ["EMail", "email"],
  ["Street", "addressLine1"],
  ["Address", "addressLine1"],
  ["Address 1", "addressLine1"],
  ["Address line 1", "addressLine1"],
  ["Address 2", "addressLine2"],
  ["City", "city"],
  ["Town", "city"],
  ["State", "state"],
  ["State/Province", "state"],
  ["Province", "state"],
  ["Region", "regions"],
  ["Zip", "zipCode"],
  ["ZIP code", "zipCode"],
  ["Postal code", "zipCode"],
  ["Postcode", "zipCode"],
  ["Country", "country"],
  ["Phone", "residentialPhone"],
  ["Home phone", "residentialPhone"],
  ["Mobile", "cellPhone"],
  ["Cell", "cellPhone"],
  ["Work phone", "businessPhone"],
  ["Company", "company"],
  ["Organization", "company"],
  ["Membership level", "nationalPlan"],
  ["Level", "nationalPlan"],
  ["Plan", "nationalPlan"],
  ["Membership type", "nationalPlan"],
  ["Renewal due", "duesExpire"],
  ["Expiration date", "duesExpire"],
  ["Expires", "duesExpire"],
  ["Paid through", "duesExpire"],
  ["Dues expire", "duesExpire"],
  ["Member since", "yearJoined"],
  ["Year joined", "yearJoined"],
  ["Joined", "yearJoined"],
  ["Spouse", "associate"],
  ["Associate", "associate"],
  ["Partner", "associate"],
  ["Lifetime", "lifetime"],
  ["Life member", "lifetime"],
  ["Regions", "regions"],
  ["Chapter", "regions"],
  ["Chapters", "regions"],
  ["Publication preference", "publicationPreferences"],
  ["Magazine", "publicationPreferences"],
  ["Delivery", "publicationPreferences"],
  ["Title", "prefix"],
  ["Salutation", "prefix"],
  ["Suffix", "suffix"],
  // A key word when the whole header is not a known name.
  ["Home Phone Number", "residentialPhone"],
  ["Preferred e-mail", "email"],
  ["Membership Expiration", "duesExpire"],
];

const carHeaders: [string, string][] = [
  ["Owner member number", "ownerMemberNo"],
  ["Member ID", "ownerMemberNo"],
  ["Member #", "ownerMemberNo"],
  ["Year", "year"],
  ["Make", "make"],
  ["Marque", "make"],
  ["Model", "model"],
  ["Body style", "bodyStyle"],
  ["Body", "bodyStyle"],
  ["Coachbuilder", "bodyMaker"],
  ["Body maker", "bodyMaker"],
  ["Engine #", "engineNumber"],
  ["Engine number", "engineNumber"],
  ["Body #", "bodyNumber"],
  ["Serial", "serialNumber"],
  ["VIN", "serialNumber"],
  ["Chassis", "serialNumber"],
  ["Senior category", "seniorCategory"],
  ["Senior number", "seniorNumber"],
  ["Approved", "approved"],
  ["Classic approved", "approved"],
  ["Owner's name", "ownerName"],
  ["Current owner", "ownerName"],
  ["Owner location", "ownerPlace"],
  ["Date acquired", "acquiredOn"],
  ["Purchased", "acquiredOn"],
  ["Previous owners", "pastOwners"],
  ["Provenance", "pastOwners"],
  ["Ownership history", "pastOwners"],
];

describe("normalizeHeader", () => {
  it("reads punctuation, case, camelCase and number signs alike", () => {
    expect(normalizeHeader("  E-Mail_1 ")).toBe("email 1");
    expect(normalizeHeader("Member #")).toBe("member number");
    expect(normalizeHeader("Member No.")).toBe("member number");
    expect(normalizeHeader("ZIPCode")).toBe("zip code");
    expect(normalizeHeader("State/Province")).toBe("state province");
  });
});

describe("proposeMemberMapping", () => {
  it.each(memberHeaders)("maps %s to %s", (header, field) => {
    expect(proposeMemberMapping([header])).toEqual({ [header]: field });
  });

  it("leaves unknown headers unmapped", () => {
    expect(proposeMemberMapping(["Notes", "Favorite color", "Column C"])).toEqual({
      Notes: null,
      "Favorite color": null,
      "Column C": null,
    });
  });

  it("proposes each field once, to the best-scoring column", () => {
    expect(
      proposeMemberMapping(["Mobile Phone Number", "Cell", "Email", "E-mail 1", "Phone", "Phone (2)"]),
    ).toEqual({
      "Mobile Phone Number": null,
      Cell: "cellPhone",
      Email: "email",
      "E-mail 1": null,
      Phone: "residentialPhone",
      "Phone (2)": null,
    });
  });

  it("maps a typical Wild Apricot export", () => {
    const columns = [
      "User ID",
      "Member ID",
      "First name",
      "Last name",
      "Organization",
      "e-Mail",
      "Phone",
      "Membership level",
      "Renewal due",
      "Member since",
      "Address",
      "City",
      "State/Province",
      "Zip",
      "Region",
    ];
    expect(proposeMemberMapping(columns)).toEqual({
      "User ID": null,
      "Member ID": "memberNo",
      "First name": "firstName",
      "Last name": "lastName",
      Organization: "company",
      "e-Mail": "email",
      Phone: "residentialPhone",
      "Membership level": "nationalPlan",
      "Renewal due": "duesExpire",
      "Member since": "yearJoined",
      Address: "addressLine1",
      City: "city",
      "State/Province": "state",
      Zip: "zipCode",
      Region: "regions",
    });
  });
});

describe("proposeCarMapping", () => {
  it.each(carHeaders)("maps %s to %s", (header, field) => {
    expect(proposeCarMapping([header])).toEqual({ [header]: field });
  });

  it("tells the body style from the body number, and leaves unknown headers unmapped", () => {
    expect(proposeCarMapping(["Body", "Body #", "Color"])).toEqual({
      Body: "bodyStyle",
      "Body #": "bodyNumber",
      Color: null,
    });
  });
});

describe("proposeCarMapping for a registry file (issue 27)", () => {
  it("tells the owner's number, name and place and the earlier owners apart", () => {
    expect(
      proposeCarMapping([
        "Owner member #",
        "Owner name",
        "Owner city",
        "Owned since",
        "Prior owners",
        "Serial",
        "Year",
      ]),
    ).toEqual({
      "Owner member #": "ownerMemberNo",
      "Owner name": "ownerName",
      "Owner city": "ownerPlace",
      "Owned since": "acquiredOn",
      "Prior owners": "pastOwners",
      Serial: "serialNumber",
      Year: "year",
    });
  });

  it("keeps a bare Owner column for the member number, as rosters use it, and a previous owner for the chain", () => {
    expect(proposeCarMapping(["Owner", "Previous owner"])).toEqual({
      Owner: "ownerMemberNo",
      "Previous owner": "pastOwners",
    });
  });
});

describe("looksLikeCars", () => {
  it("is true for a sheet with year, make and model", () => {
    expect(looksLikeCars(["Member #", "Year", "Make", "Model", "Body"])).toBe(true);
    expect(looksLikeCars(["Owner", "Marque", "Model"])).toBe(true);
  });

  it("is false for a members sheet", () => {
    expect(looksLikeCars(["Member #", "Name", "Year joined", "Membership level", "Email"])).toBe(false);
  });
});
