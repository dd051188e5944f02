import { describe, expect, it } from "vitest";
import { profileFixture } from "../../test/member-fixtures.ts";
import { packardFixture } from "../../test/vehicle.fixture.ts";
import { registrationLink, submissionLink } from "./registration-link.ts";

const formsBaseUrl = "https://forms.example.org/club";

const packard = { ...packardFixture, images: [] };

function paramsOf(link: string) {
  return Object.fromEntries(new URL(link).searchParams);
}

describe("event registration link (spec §2)", () => {
  it("opens the event's form with every member and car parameter", () => {
    const link = registrationLink(
      formsBaseUrl,
      { formId: "240102" },
      { ...profileFixture, prefix: "Mrs.", addressLine2: "Unit 4", suffix: "Jr." },
      packard,
    );
    const url = new URL(link);
    expect(`${url.origin}${url.pathname}`).toBe("https://forms.example.org/club/240102");
    expect(paramsOf(link)).toEqual({
      email: "member@example.org",
      addressLine1: "412 Linden Avenue",
      addressLine2: "Unit 4",
      city: "Winnetka",
      state: "US-IL",
      zipCode: "60093",
      country: "US",
      prefix: "Mrs.",
      firstName: "Margaret",
      lastName: "Whitfield",
      suffix: "Jr.",
      memberId: "7",
      memberNo: "1042",
      year: "1932",
      make: "Packard",
      model: "Deluxe Eight",
      bodyStyle: "Coupe Roadster",
      bodyMaker: "Dietrich",
      serialNumber: "S-1932",
      engineNumber: "E-904",
      seniorNumber: "4471",
      numberOfCylinders: "8",
    });
  });

  it("keeps the car parameters, blank, when no car is brought, and blanks missing member details", () => {
    const params = paramsOf(registrationLink(formsBaseUrl, { formId: "240102" }, profileFixture, null));
    expect(Object.keys(params)).toHaveLength(22);
    for (const name of [
      "year",
      "make",
      "model",
      "bodyStyle",
      "bodyMaker",
      "serialNumber",
      "engineNumber",
      "seniorNumber",
      "numberOfCylinders",
      "prefix",
      "suffix",
      "addressLine2",
    ]) {
      expect(params[name], name).toBe("");
    }
    expect(params.firstName).toBe("Margaret");
  });

  it("encodes spaces, ampersands and hashes so no value breaks the address", () => {
    const link = registrationLink(
      `${formsBaseUrl}/`,
      { formId: "240102" },
      { ...profileFixture, addressLine1: "12 Oak & Elm #3", lastName: "Smith-Jones" },
      { ...packard, model: "Model J #2 & Co" },
    );
    expect(link).toContain("addressLine1=12+Oak+%26+Elm+%233");
    expect(link).toContain("model=Model+J+%232+%26+Co");
    expect(link.startsWith("https://forms.example.org/club/240102?")).toBe(true);
    expect(link.includes("#")).toBe(false);
    expect(paramsOf(link).addressLine1).toBe("12 Oak & Elm #3");
    expect(paramsOf(link).model).toBe("Model J #2 & Co");
  });

  it("links a registered event to its submission page", () => {
    expect(submissionLink(`${formsBaseUrl}/`, "sub 77")).toBe(
      "https://forms.example.org/club/submission/sub%2077",
    );
  });
});
