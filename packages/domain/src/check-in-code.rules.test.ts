import { describe, expect, it } from "vitest";
import {
  checkInCodeFault,
  checkInMessages,
  isMembershipCardText,
  normalizeCheckInCode,
} from "./check-in-code.rules.ts";

describe("normalizeCheckInCode", () => {
  it("reads a code typed in any case, in groups, with spaces, hyphens or dashes between them", () => {
    for (const typed of [
      "G2HQ6Y6Q",
      "g2hq6y6q",
      " G2HQ 6Y6Q ",
      "g2hq-6y6q",
      "G2 HQ 6Y 6Q",
      "G2HQ–6Y6Q",
      "G2HQ\u00a06Y6Q",
    ])
      expect(normalizeCheckInCode(typed), typed).toBe("G2HQ6Y6Q");
  });

  it("reads a phone keyboard's full-width letters and digits as the plain ones", () => {
    expect(normalizeCheckInCode("Ｇ２ＨＱ６Ｙ６Ｑ")).toBe("G2HQ6Y6Q");
  });
});

describe("checkInCodeFault", () => {
  it("says so when a character is one the codes never use, or the length is wrong", () => {
    expect(checkInCodeFault("G2HQ6Y0Q")).toBe(checkInMessages.lookAlikes);
    expect(checkInCodeFault("G2HQ6YOQ")).toBe(checkInMessages.lookAlikes);
    expect(checkInCodeFault("G2HQ6Y1L")).toBe(checkInMessages.lookAlikes);
    expect(checkInCodeFault("G2HQ6Y6")).toBe(checkInMessages.length(7));
    expect(checkInCodeFault("G2HQ6Y6QQ")).toBe(
      "A check-in code has 8 letters and digits; this one has 9: check it again",
    );
  });

  it("finds nothing wrong with a code that looks like one", () => {
    expect(checkInCodeFault("G2HQ6Y6Q")).toBeUndefined();
  });
});

describe("isMembershipCardText (issue 43)", () => {
  it("knows a membership card's QR text, as its address or its token, from a registration's code", () => {
    expect(isMembershipCardText("https://members.example.org/card/42-abcdefghijklmnopqrstuv")).toBe(true);
    expect(isMembershipCardText(" 42-abcdefghijklmnopqrstuv ")).toBe(true);
    expect(isMembershipCardText("K7Q2M9XP")).toBe(false);
    expect(isMembershipCardText("https://members.example.org/events/42")).toBe(false);
  });
});
