import { describe, expect, it } from "vitest";
import type { MemberMapping } from "./import.schema.ts";
import {
  indexPortalAccounts,
  type MatchValues,
  matchAccount,
  matchColumns,
  type PortalAccount,
  postalKey,
} from "./import-match.rules.ts";

let nextId = 0;
function account(fields: Partial<PortalAccount>): PortalAccount {
  nextId += 1;
  return {
    id: nextId,
    memberNo: 10000 + nextId,
    email: "",
    lastName: "Tester",
    zipCode: null,
    mergedIntoId: null,
    office: false,
    ...fields,
  };
}

const harold = account({ memberNo: 500, email: "harold@example.net", lastName: "Ashby", zipCode: "60611" });
const twinOne = account({ memberNo: 601, lastName: "Castellano", zipCode: "02134" });
const twinTwo = account({ memberNo: 602, lastName: "castellano ", zipCode: "02134-5678" });
const office = account({
  memberNo: 10007,
  email: "office@example.org",
  lastName: "Desk",
  zipCode: "60302",
  office: true,
});
const kept = account({ memberNo: 7700 });
const merged = account({ memberNo: 7701, mergedIntoId: kept.id, email: "old@example.net" });
const accounts = indexPortalAccounts([harold, twinOne, twinTwo, office, kept, merged]);

const columns = { memberNo: "Member ID", email: "E-mail", lastName: "Surname", zipCode: "Postcode" };
const match = (values: MatchValues) => matchAccount(values, columns, accounts);

describe("matchAccount", () => {
  it("matches by number, else by e-mail, else by last name and postal code; otherwise a new member", () => {
    expect(match({ memberNo: 500, email: "harold@example.net" })).toEqual({ account: harold, reasons: [] });
    expect(match({ email: "harold@example.net" })).toEqual({ account: harold, reasons: [] });
    expect(match({ lastName: "ASHBY", zipCode: "60611-1234" })).toEqual({ account: harold, reasons: [] });
    expect(match({ memberNo: 12345, lastName: "Ashby", zipCode: "60611" })).toEqual({
      account: null,
      reasons: [],
    });
    expect(match({ lastName: "Ashby" })).toEqual({ account: null, reasons: [] });
  });

  it("refuses a last name and postal code that several members share, naming the columns and how many", () => {
    const result = match({ lastName: "Castellano", zipCode: "02134" });
    expect(result).toEqual({
      account: null,
      reasons: [
        'Columns "Surname" and "Postcode": 2 members have this last name and postal code (601, 602); add the member number or e-mail to tell which',
      ],
    });
  });

  it("matches one of those members by number or e-mail", () => {
    expect(match({ memberNo: 602, lastName: "Castellano", zipCode: "02134" }).account).toBe(twinTwo);
  });

  it.each([
    [
      "number",
      { memberNo: 10007, email: "someone.else@example.net" },
      'Column "Member ID": 10007 is an office account; the import does not change office accounts',
    ],
    [
      "e-mail",
      { email: "office@example.org" },
      `Column "E-mail": office@example.org is an office account's e-mail; the import does not change office accounts`,
    ],
    [
      "e-mail, beside a member's number",
      { memberNo: 500, email: "office@example.org" },
      `Column "E-mail": office@example.org is an office account's e-mail; the import does not change office accounts`,
    ],
    [
      "last name and postal code",
      { lastName: "Desk", zipCode: "60302" },
      'Columns "Surname" and "Postcode": an office account has this last name and postal code; the import does not change office accounts',
    ],
  ])("refuses a row that is an office account by its %s", (_, values, reason) => {
    expect(match(values)).toEqual({ account: null, reasons: [reason] });
  });

  it("refuses a merged duplicate's number, and does not match it by e-mail", () => {
    expect(match({ memberNo: 7701 }).reasons).toEqual([
      "Member number 7701 is a duplicate the office merged into member 7700: use that number",
    ]);
    expect(match({ email: "old@example.net" })).toEqual({ account: null, reasons: [] });
  });

  it("refuses an e-mail that is another member's", () => {
    expect(match({ memberNo: 601, email: "harold@example.net" }).reasons).toEqual([
      "The e-mail harold@example.net is already member 500's",
    ]);
    expect(match({ memberNo: 12345, email: "harold@example.net" }).reasons).toEqual([
      "The e-mail harold@example.net is member 500's, and the row's member number is 12345",
    ]);
  });
});

describe("matchColumns", () => {
  it("names the columns the row was read from, the last name's from a full name, the field when unmapped", () => {
    const mapping: MemberMapping = { "No.": "memberNo", Name: "fullName", "Alt No.": "memberNo" };
    expect(matchColumns({ "No.": "", Name: "Ada Lovelace", "Alt No.": "17" }, mapping)).toEqual({
      memberNo: "Alt No.",
      email: "E-mail",
      lastName: "Name",
      zipCode: "Postal code",
    });
  });
});

describe("postalKey", () => {
  it("compares postal codes without case or spaces, a ZIP+4 as its ZIP", () => {
    expect(postalKey(" sw1a 1aa ")).toBe("SW1A1AA");
    expect(postalKey("60611-1234")).toBe("60611");
    expect(postalKey(null)).toBe("");
  });
});
