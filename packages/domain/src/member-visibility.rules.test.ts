import { describe, expect, it } from "vitest";
import {
  administratorViewerOf,
  candidateAsSeen,
  carNumbersShown,
  contactAsSeen,
  contactHiddenFrom,
  memberAsSeen,
  memberVisibility,
  type Viewer,
  viewerOf,
  viewers,
  visibilityMessages,
} from "./member-visibility.rules.ts";
import { choicesAtJoin, choicesBeforeAsking, type PrivacyChoices } from "./privacy.rules.ts";
import { standings } from "./standing.rules.ts";

const unlisted: PrivacyChoices = { ...choicesBeforeAsking, showInDirectory: false };
const clara = { memberNo: 1931, firstName: "Clara", lastName: "Bow" };
const contact = {
  email: "clara@example.org",
  addressLine1: "12 Elm Street",
  addressLine2: null,
  zipCode: "62701",
  cellPhone: "+1 217 555 0101",
  residentialPhone: null,
  city: "Springfield",
};

describe("viewerOf", () => {
  it("reads the office first, then the member themselves, then the viewer's standing", () => {
    expect(viewerOf({ memberId: 1, standing: "lapsed", officeRole: "office_staff" }, 2)).toBe("office");
    expect(viewerOf({ memberId: 2, standing: "lapsed", officeRole: null }, 2)).toBe("self");
    expect(viewerOf({ memberId: 1, standing: "active", officeRole: null }, 2)).toBe("member");
    expect(viewerOf({ memberId: 1, standing: "lifetime", officeRole: null }, 2)).toBe("member");
    expect(viewerOf({ memberId: 1, standing: "lapsed", officeRole: null }, 2)).toBe("not_in_good_standing");
    expect(viewerOf({ memberId: 1, standing: "unpaid_joiner", officeRole: null }, 2)).toBe(
      "not_in_good_standing",
    );
    expect(viewerOf(null, 2)).toBe("public");
  });

  it("counts every standing outside good standing as not in good standing", () => {
    for (const standing of standings) {
      const viewer = viewerOf({ memberId: 1, standing, officeRole: null }, 2);
      expect(viewer).toBe(
        ["active", "lifetime", "complimentary"].includes(standing) ? "member" : "not_in_good_standing",
      );
    }
  });
});

describe("memberVisibility", () => {
  const everything = { name: true, memberNo: true, contact: "all", cars: true, standing: true };

  it("shows the office and the member themselves everything, whatever the member chose", () => {
    for (const viewer of ["office", "self"] as const)
      for (const choices of [choicesBeforeAsking, unlisted, choicesAtJoin])
        expect(memberVisibility(viewer, { choices, erased: false })).toEqual(everything);
  });

  it("names a listed member to another member in good standing, with the contact they chose to show", () => {
    expect(memberVisibility("member", { choices: choicesAtJoin, erased: false })).toEqual({
      name: true,
      memberNo: true,
      contact: "chosen",
      cars: true,
      standing: false,
    });
  });

  it("makes an unlisted member a club member to other members: no name, number, contact or link to their cars", () => {
    expect(memberVisibility("member", { choices: unlisted, erased: false })).toEqual({
      name: false,
      memberNo: false,
      contact: "none",
      cars: false,
      standing: false,
    });
  });

  it("names no other member at all to an account not in good standing, nor to the public", () => {
    for (const viewer of ["not_in_good_standing", "public"] as const)
      expect(memberVisibility(viewer, { choices: choicesBeforeAsking, erased: false })).toMatchObject({
        name: false,
        memberNo: false,
        contact: "none",
        cars: false,
      });
  });

  it("names a member who left the club and was forgotten to no other member, listed or not", () => {
    expect(memberVisibility("member", { choices: choicesBeforeAsking, erased: true })).toMatchObject({
      name: false,
      memberNo: false,
    });
  });
});

describe("memberAsSeen", () => {
  const cases: [Viewer, PrivacyChoices, boolean, ReturnType<typeof memberAsSeen>][] = [
    ["member", choicesBeforeAsking, false, { ...clara, name: "Clara Bow", named: true }],
    ["office", unlisted, false, { ...clara, name: "Clara Bow", named: true }],
    [
      "member",
      unlisted,
      false,
      { memberNo: null, firstName: null, lastName: null, name: visibilityMessages.clubMember, named: false },
    ],
    [
      "not_in_good_standing",
      choicesBeforeAsking,
      false,
      { memberNo: null, firstName: null, lastName: null, name: visibilityMessages.clubMember, named: false },
    ],
    [
      "member",
      choicesBeforeAsking,
      true,
      {
        memberNo: null,
        firstName: null,
        lastName: null,
        name: visibilityMessages.formerMember,
        named: false,
      },
    ],
  ];
  it.each(cases)("as %s sees a member choosing %o (erased: %s)", (viewer, choices, erased, expected) => {
    expect(memberAsSeen(viewer, { ...clara, choices, erased })).toEqual(expected);
  });
});

describe("contactAsSeen", () => {
  it("is whole for the office and the member, as chosen for another member, and none for the rest", () => {
    expect(contactAsSeen("self", choicesAtJoin, contact)).toEqual(contact);
    expect(contactAsSeen("member", choicesAtJoin, contact)).toEqual({
      ...contact,
      email: null,
      addressLine1: null,
      zipCode: null,
      cellPhone: null,
    });
    expect(contactAsSeen("member", unlisted, contact)).toBeNull();
    expect(contactAsSeen("not_in_good_standing", choicesBeforeAsking, contact)).toBeNull();
  });
});

describe("administratorViewerOf", () => {
  it("reads a regional administrator as another member whatever their own dues, and as themselves", () => {
    expect(administratorViewerOf({ memberId: 1, officeRole: null }, 2)).toBe("member");
    expect(administratorViewerOf({ memberId: 2, officeRole: null }, 2)).toBe("self");
    expect(administratorViewerOf({ memberId: 1, officeRole: "office_admin" }, 2)).toBe("office");
  });
});

describe("carNumbersShown", () => {
  it("shows a car's numbers to its owner and the office, and to everyone else only when the owner shows them", () => {
    for (const viewer of viewers) {
      expect(carNumbersShown(viewer, { showNumbers: true }), viewer).toBe(true);
      expect(carNumbersShown(viewer, { showNumbers: false }), viewer).toBe(
        viewer === "office" || viewer === "self",
      );
    }
  });
});

describe("contactHiddenFrom (issue 40)", () => {
  it("tells another member what the member hides, and the member and the office nothing", () => {
    expect(contactHiddenFrom("member", choicesAtJoin)).toEqual({ email: true, address: true, phones: true });
    expect(contactHiddenFrom("member", { ...choicesAtJoin, showPhones: true })).toEqual({
      email: true,
      address: true,
      phones: false,
    });
    for (const viewer of ["self", "office"] as const)
      expect(contactHiddenFrom(viewer, choicesAtJoin)).toEqual({
        email: false,
        address: false,
        phones: false,
      });
  });
});

describe("a candidate in an election (issue 46)", () => {
  const candidate = { firstName: "Eleanor", lastName: "Hayes", memberNo: 1043, erased: false };

  it("is named to members in good standing even when not listed: standing is consent, their number kept", () => {
    const unlisted = { ...candidate, choices: { showInDirectory: false } };
    expect(candidateAsSeen("member", unlisted)).toEqual({
      named: true,
      firstName: "Eleanor",
      lastName: "Hayes",
      memberNo: null,
      name: "Eleanor Hayes",
    });
    expect(candidateAsSeen("office", unlisted).memberNo).toBe(1043);
  });

  it("is nameless to readers not in good standing and to the public, and a former member once erased", () => {
    const unlisted = { ...candidate, choices: { showInDirectory: false } };
    expect(candidateAsSeen("not_in_good_standing", unlisted).named).toBe(false);
    expect(candidateAsSeen("public", unlisted).named).toBe(false);
    expect(candidateAsSeen("member", { ...unlisted, erased: true }).name).toBe(
      visibilityMessages.formerMember,
    );
  });
});
