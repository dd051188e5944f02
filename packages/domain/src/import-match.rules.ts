import { importFieldLabels, type MemberImportField, type MemberMapping } from "./import.schema.ts";
import { columnOf, type MemberRowValues } from "./import-row.rules.ts";

// Issue 16: which of the portal's accounts a checked roster row is. By member number; else by e-mail (refused when
// that account has another number); else, for a row without a number, by last name and postal code when they name
// one account only. Issue 23: an account with an office role is never matched, by any of the three: the row is
// refused, naming its column, so that a roster cannot change an office account's e-mail and with it who may sign in
// as the office.

/** An account of the portal, with what a row may match it by. */
export interface PortalAccount {
  id: number;
  memberNo: number;
  email: string;
  lastName: string;
  zipCode: string | null;
  mergedIntoId: number | null;
  /** Holds an office role. */
  office: boolean;
}

export type MatchValues = Pick<Partial<MemberRowValues>, "memberNo" | "email" | "lastName" | "zipCode">;

/** The columns the row's number, e-mail, last name and postal code were read from, for the reasons. */
export type MatchColumns = Record<keyof MatchValues, string>;

/** The account the row is (null: a new member); or, with no account, why the row cannot be imported. */
export interface AccountMatch {
  account: PortalAccount | null;
  reasons: string[];
}

/** The row's columns for the reasons: the field's name when no column is mapped to it. */
export function matchColumns(cells: Record<string, string>, mapping: MemberMapping): MatchColumns {
  const column = (field: MemberImportField) => columnOf(cells, mapping, field) ?? importFieldLabels[field];
  return {
    memberNo: column("memberNo"),
    email: column("email"),
    lastName: columnOf(cells, mapping, "lastName") ?? column("fullName"),
    zipCode: column("zipCode"),
  };
}

const leftAlone = "the import does not change office accounts";

export const importMatchMessages = {
  officeNumber: (column: string, no: number) =>
    `Column "${column}": ${no} is an office account; ${leftAlone}`,
  officeEmail: (column: string, email: string) =>
    `Column "${column}": ${email} is an office account's e-mail; ${leftAlone}`,
  officeNameZip: (columns: MatchColumns) =>
    `${bothColumns(columns)}: an office account has this last name and postal code; ${leftAlone}`,
  ambiguousNameZip: (columns: MatchColumns, accounts: PortalAccount[]) =>
    `${bothColumns(columns)}: ${accounts.length} members have this last name and postal code (${accounts
      .map((account) => account.memberNo)
      .join(", ")}); add the member number or e-mail to tell which`,
  merged: (no: number, kept: number | undefined) =>
    `Member number ${no} is a duplicate the office merged into member ${kept ?? "another"}: use that number`,
  emailOfOtherNumber: (email: string, owner: number, no: number) =>
    `The e-mail ${email} is member ${owner}'s, and the row's member number is ${no}`,
  emailTaken: (email: string, owner: number) => `The e-mail ${email} is already member ${owner}'s`,
};

function bothColumns(columns: MatchColumns) {
  return `Columns "${columns.lastName}" and "${columns.zipCode}"`;
}

/** Postal codes compared without case or spaces; a ZIP+4 as its ZIP. */
export function postalKey(zip: string | null | undefined): string {
  const key = (zip ?? "").toUpperCase().replace(/\s+/g, "");
  return /^\d{5}-\d{4}$/.test(key) ? key.slice(0, 5) : key;
}

const nameZipKey = (lastName: string, zip: string | null | undefined) =>
  `${lastName.trim().toLowerCase()}|${postalKey(zip)}`;

export interface PortalAccounts {
  byNo: Map<number, PortalAccount>;
  byEmail: Map<string, PortalAccount>;
  byNameZip: Map<string, PortalAccount[]>;
  byId: Map<number, PortalAccount>;
}

/** The portal's accounts, indexed by each way a row may match one: built once for the whole roster. */
export function indexPortalAccounts(accounts: PortalAccount[]): PortalAccounts {
  const index: PortalAccounts = {
    byNo: new Map(),
    byEmail: new Map(),
    byNameZip: new Map(),
    byId: new Map(),
  };
  for (const account of accounts) {
    index.byNo.set(account.memberNo, account);
    index.byId.set(account.id, account);
    // A duplicate the office merged keeps its number, and nothing else to match by.
    if (account.mergedIntoId !== null) continue;
    if (account.email !== "") index.byEmail.set(account.email.toLowerCase(), account);
    if (postalKey(account.zipCode) !== "") {
      const key = nameZipKey(account.lastName, account.zipCode);
      index.byNameZip.set(key, [...(index.byNameZip.get(key) ?? []), account]);
    }
  }
  return index;
}

const refused = (...reasons: string[]): AccountMatch => ({ account: null, reasons });
const found = (account: PortalAccount | null): AccountMatch => ({ account, reasons: [] });

/** The account a checked row is, or the reasons it is refused; `{ account: null, reasons: [] }` is a new member. */
export function matchAccount(
  values: MatchValues,
  columns: MatchColumns,
  accounts: PortalAccounts,
): AccountMatch {
  const no = values.memberNo ?? null;
  const email = values.email ?? "";
  const byNo = no !== null ? accounts.byNo.get(no) : undefined;
  if (no !== null && byNo?.office) return refused(importMatchMessages.officeNumber(columns.memberNo, no));
  if (no !== null && byNo && byNo.mergedIntoId !== null)
    return refused(importMatchMessages.merged(no, accounts.byId.get(byNo.mergedIntoId)?.memberNo));
  const emailOwner = email !== "" ? accounts.byEmail.get(email) : undefined;
  if (emailOwner?.office) return refused(importMatchMessages.officeEmail(columns.email, email));
  if (byNo) {
    if (emailOwner && emailOwner.id !== byNo.id)
      return refused(importMatchMessages.emailTaken(email, emailOwner.memberNo));
    return found(byNo);
  }
  if (emailOwner) {
    if (no !== null) return refused(importMatchMessages.emailOfOtherNumber(email, emailOwner.memberNo, no));
    return found(emailOwner);
  }
  if (no !== null || !values.lastName || postalKey(values.zipCode) === "") return found(null);
  return matchByNameZip(accounts.byNameZip.get(nameZipKey(values.lastName, values.zipCode)) ?? [], columns);
}

/** A row without a number or a known e-mail is the one account with its last name and postal code, if only one. */
function matchByNameZip(candidates: PortalAccount[], columns: MatchColumns): AccountMatch {
  if (candidates.some((account) => account.office))
    return refused(importMatchMessages.officeNameZip(columns));
  if (candidates.length > 1) return refused(importMatchMessages.ambiguousNameZip(columns, candidates));
  return found(candidates[0] ?? null);
}
