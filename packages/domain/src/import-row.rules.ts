import { isoDay } from "./days.ts";
import { emailSchema, hasNoNul, maxInteger } from "./fields.schema.ts";
import type { CarImportField, CarMapping, MemberImportField, MemberMapping } from "./import.schema.ts";
import { publicationPreferences, seniorCategories } from "./member.schema.ts";
import { firstOfficeMemberNo, isInOfficeRange } from "./member-number.rules.ts";
import { firstVehicleYear, lastVehicleYear, seniorNumberMaxLength } from "./vehicle.schema.ts";

// Issue 16: one row of a roster file to the values the import would write, or the reasons it cannot. Only the
// mapped fields are in `values`, so a row that matches a member changes only those. Every reason names its column.

/** What the row rules look up in the portal's tables; `createImportLookups` (import-lookups.rules.ts) builds one. */
export interface ImportLookups {
  /** "US", "United States", "usa", "U.S.A." → "US"; null if unknown. */
  countryCode(text: string): string | null;
  /** A state by code or name within a country: ("US", "il" | "Illinois" | "US-IL") → "US-IL"; null if unknown. */
  subdivisionCode(country: string, text: string): string | null;
  /** Whether the portal lists the country's states or provinces (if not, a state is kept as written). */
  hasSubdivisions(country: string): boolean;
  /** A national plan by title, case-insensitive. */
  nationalPlan(text: string): { id: number; lifelong: boolean } | null;
  /** A region's plan by the region's code or name ("GI", "Greater Illinois", "Greater Illinois Region"). */
  regionalPlan(text: string): number | null;
  makeId(text: string): number | null;
}

export type PublicationPreference = 0 | 1 | 2;
export type SeniorCategory = (typeof seniorCategories)[number];

export interface MemberRowValues {
  memberNo: number | null;
  prefix: string | null;
  firstName: string;
  lastName: string;
  suffix: string | null;
  company: string | null;
  /** Lower-cased; "" when none (an imported member may have no e-mail). */
  email: string;
  addressLine1: string | null;
  addressLine2: string | null;
  city: string | null;
  /** A subdivision code ("US-IL"), or the text as written for a country whose states the portal does not list. */
  state: string | null;
  zipCode: string | null;
  country: string | null;
  businessPhone: string | null;
  cellPhone: string | null;
  residentialPhone: string | null;
  publicationPreferences: PublicationPreference | null;
  nationalPlanId: number | null;
  lifetime: boolean | null;
  /** YYYY-MM-DD. */
  duesExpire: string | null;
  yearJoined: number | null;
  associate: { firstName: string; lastName: string } | null;
  /** [] when the cell is empty. */
  regionalPlanIds: number[];
}

export interface CarRowValues {
  /** The owner, a member; null when the row names an owner outside the club instead (the car is in no garage). */
  ownerMemberNo: number | null;
  ownerName: string | null;
  ownerPlace: string | null;
  /** YYYY-MM-DD: the day the current owner got the car. */
  acquiredOn: string | null;
  /** Issue 27: the owners before the current one, oldest first. */
  pastOwners: PastOwner[];
  year: number;
  makeId: number;
  model: string;
  bodyStyle: string | null;
  bodyMaker: string | null;
  engineNumber: string | null;
  bodyNumber: string | null;
  serialNumber: string | null;
  seniorCategory: SeniorCategory;
  seniorNumber: string | null;
  approved: boolean | null;
}

export interface RowResult<V> {
  values: Partial<V>;
  /** Empty when the row is good. */
  reasons: string[];
}

// ---- Reading a row ----

interface Cell {
  column: string;
  text: string;
}

/** The row's cells by field: the first non-empty of the columns mapped to it (regions: all of them). */
function cellsByField<F extends string>(cells: Record<string, string>, mapping: Record<string, F | null>) {
  const byField = new Map<F, Cell>();
  for (const [column, field] of Object.entries(mapping)) {
    if (!field) continue;
    const text = (cells[column] ?? "").trim();
    const before = byField.get(field);
    if (!before) byField.set(field, { column, text });
    else if (before.text === "") byField.set(field, { column, text });
    else if (text !== "" && field === "regions")
      byField.set(field, { ...before, text: `${before.text}, ${text}` });
  }
  return byField;
}

/** The column a field of the row is read from (the first non-empty of those mapped to it); null when unmapped. */
export function columnOf<F extends string>(
  cells: Record<string, string>,
  mapping: Record<string, F | null>,
  field: F,
): string | null {
  return cellsByField(cells, mapping).get(field)?.column ?? null;
}

class RowReader<F extends string> {
  readonly reasons: string[] = [];
  private readonly byField: Map<F, Cell>;

  constructor(cells: Record<string, string>, mapping: Record<string, F | null>) {
    this.byField = cellsByField(cells, mapping);
  }

  has(field: F): boolean {
    return this.byField.has(field);
  }

  cell(field: F): Cell | undefined {
    return this.byField.get(field);
  }

  /** The cell's text ("" when empty or unmapped). */
  raw(field: F): string {
    return this.byField.get(field)?.text ?? "";
  }

  /** `Column "Last name" is empty…`, or `why` alone when no column is mapped to the field. */
  reject(field: F, why: string, separator = " ") {
    const cell = this.byField.get(field);
    this.reasons.push(cell ? `Column "${cell.column}"${separator}${why}` : why);
  }

  /** `Column "Expires": "31/31/2026" is not a date`. */
  rejectValue(field: F, what: string) {
    this.reject(field, `"${this.raw(field)}" ${what}`, ": ");
  }

  /** Free text up to `max` characters; null when empty. */
  text(field: F, max: number): string | null {
    const text = this.raw(field);
    if (!hasNoNul(text)) this.reject(field, "contains a character that is not allowed");
    else if (text.length > max) this.reject(field, `is longer than ${max} characters`);
    return text === "" ? null : text;
  }
}

// ---- Members ----

// The profile's limits (member.schema.ts): prefix and suffix 20 characters, phones 30, the rest 100.
const memberTextFields = [
  ["company", 100],
  ["addressLine1", 100],
  ["addressLine2", 100],
  ["city", 100],
  ["zipCode", 100],
  ["businessPhone", 30],
  ["cellPhone", 30],
  ["residentialPhone", 30],
] as const satisfies readonly (readonly [MemberImportField & keyof MemberRowValues, number])[];

const nameMaxLength = 100;
const affixMaxLength = 20;

export function memberRowValues(
  cells: Record<string, string>,
  mapping: MemberMapping,
  lookups: ImportLookups,
  today: string,
): RowResult<MemberRowValues> {
  const row = new RowReader<MemberImportField>(cells, mapping);
  const values: Partial<MemberRowValues> = {};
  if (row.has("memberNo")) values.memberNo = rosterMemberNumber(row);
  Object.assign(values, memberNames(row));
  for (const [field, max] of memberTextFields) if (row.has(field)) values[field] = row.text(field, max);
  if (row.has("email")) values.email = emailAddress(row);
  Object.assign(values, place(row, lookups));
  if (row.has("publicationPreferences")) values.publicationPreferences = publication(row);
  if (row.has("nationalPlan")) values.nationalPlanId = nationalPlan(row, lookups);
  if (row.has("lifetime")) values.lifetime = yesNo(row, "lifetime");
  if (row.has("duesExpire")) values.duesExpire = day(row, "duesExpire");
  if (row.has("yearJoined")) values.yearJoined = yearJoined(row, today);
  if (row.has("associate")) values.associate = associate(row, values.lastName);
  if (row.has("regions")) values.regionalPlanIds = regions(row, lookups);
  return { values, reasons: row.reasons };
}

/** A member number: digits (a spreadsheet's "10001.0" too); null when empty (the portal gives one). */
function memberNumber<F extends string>(row: RowReader<F>, field: F): number | null {
  const text = row.raw(field).replace(/\.0+$/, "");
  if (text === "") return null;
  const value = Number(text);
  if (!/^\d+$/.test(text) || value < 1 || value > maxInteger) {
    row.rejectValue(field, "is not a member number");
    return null;
  }
  return value;
}

/** A member's own number: never one of the office accounts' range (issue 23), which the portal gives alone. */
function rosterMemberNumber(row: RowReader<MemberImportField>): number | null {
  const value = memberNumber(row, "memberNo");
  if (value === null || !isInOfficeRange(value)) return value;
  row.reject(
    "memberNo",
    `${value} is in the range kept for office accounts (${firstOfficeMemberNo} and above)`,
    ": ",
  );
  return null;
}

type NameValues = Pick<Partial<MemberRowValues>, "prefix" | "firstName" | "lastName" | "suffix">;

/** First and last name from their columns, or from a full name; a mapped name column requires both. */
function memberNames(row: RowReader<MemberImportField>): NameValues {
  const values: NameValues = {};
  const full = row.has("fullName") ? splitName(row.raw("fullName")) : null;
  if (full?.prefix) values.prefix = full.prefix;
  if (full?.suffix) values.suffix = full.suffix;
  if (row.has("prefix")) values.prefix = row.text("prefix", affixMaxLength) ?? values.prefix ?? null;
  if (row.has("suffix")) values.suffix = row.text("suffix", affixMaxLength) ?? values.suffix ?? null;
  const missing: ("firstName" | "lastName")[] = [];
  for (const field of ["firstName", "lastName"] as const) {
    if (!row.has(field) && !full) continue;
    const own = row.has(field) ? row.text(field, nameMaxLength) : null;
    const value = own ?? full?.[field] ?? "";
    if (value === "") missing.push(field);
    else if (!own && value.length > nameMaxLength)
      row.reject("fullName", `is longer than ${nameMaxLength} characters`);
    values[field] = value;
  }
  if (missing.length > 0) rejectMissingNames(row, missing);
  return values;
}

const nameWords = { firstName: "first name", lastName: "last name" };

/** One reason per column to blame: the name's own column when it is empty, else the full name. */
function rejectMissingNames(row: RowReader<MemberImportField>, missing: ("firstName" | "lastName")[]) {
  if (row.raw("fullName") !== "") {
    row.rejectValue("fullName", `has no ${missing.map((field) => nameWords[field]).join(" and no ")}`);
    return;
  }
  const blamed = new Map<MemberImportField, string[]>();
  for (const field of missing) {
    const column = row.has(field) ? field : "fullName";
    blamed.set(column, [...(blamed.get(column) ?? []), nameWords[field]]);
  }
  for (const [column, names] of blamed)
    row.reject(column, `is empty; a member needs a ${names.join(" and a ")}`);
}

export interface NameParts {
  prefix: string | null;
  firstName: string;
  lastName: string;
  suffix: string | null;
}

const namePrefixes = new Set(
  "mr mrs ms miss mx dr prof rev fr hon sir dame lady lord capt col maj gen lt sgt judge".split(" "),
);
const nameSuffixes = new Set("jr sr ii iii iv md phd esq dds dvm cpa ret".split(" "));
const lastNameParticles = new Set("van von de del della der den di da du la le st ter dos das".split(" "));
const bare = (word: string) => word.toLowerCase().replace(/[.,]/g, "");

/**
 * "Margaret Whitfield", "Whitfield, Margaret", "Dr. Margaret A. Whitfield Jr.", "Ludwig van Beethoven": a middle
 * name stays with the first name, particles with the last. One word is a last name.
 */
export function splitName(text: string): NameParts {
  const parts = text.split(",").map((part) => part.trim());
  let suffix: string | null = null;
  while (parts.length > 1 && nameSuffixes.has(bare(parts[parts.length - 1] ?? "")))
    suffix = parts.pop() ?? null;
  const reversed = parts.filter((part) => part !== "").length > 1;
  const words = (reversed ? parts.slice(1).join(" ") : parts.join(" ")).split(/\s+/).filter(Boolean);
  const prefix = words.length > 1 && namePrefixes.has(bare(words[0] ?? "")) ? (words.shift() ?? null) : null;
  if (!suffix && words.length > 1 && nameSuffixes.has(bare(words[words.length - 1] ?? ""))) {
    suffix = words.pop() ?? null;
  }
  if (reversed) return { prefix, firstName: words.join(" "), lastName: parts[0] ?? "", suffix };
  let split = words.length - 1;
  while (split > 1 && lastNameParticles.has(bare(words[split - 1] ?? ""))) split--;
  return {
    prefix,
    firstName: words.slice(0, split).join(" "),
    lastName: words.slice(split).join(" "),
    suffix,
  };
}

function emailAddress(row: RowReader<MemberImportField>): string {
  const text = row.raw("email").replace(/^mailto:/i, "");
  if (text === "") return "";
  const parsed = emailSchema.safeParse(text);
  if (!parsed.success) {
    row.rejectValue("email", "is not an e-mail address");
    return "";
  }
  return parsed.data;
}

// A state without a country is looked for in these, in order.
const defaultCountries = ["US", "CA"];

function place(
  row: RowReader<MemberImportField>,
  lookups: ImportLookups,
): Pick<Partial<MemberRowValues>, "state" | "country"> {
  const values: Pick<Partial<MemberRowValues>, "state" | "country"> = {};
  const countryText = row.raw("country");
  const country = countryText === "" ? null : lookups.countryCode(countryText);
  if (row.has("country")) values.country = country;
  if (countryText !== "" && !country) {
    row.rejectValue("country", "is not a country in the portal's list");
    if (row.has("state")) values.state = null;
  } else if (row.has("state")) values.state = state(row, lookups, country);
  return values;
}

function state(
  row: RowReader<MemberImportField>,
  lookups: ImportLookups,
  country: string | null,
): string | null {
  const text = row.text("state", 100);
  if (text === null) return null;
  if (country && !lookups.hasSubdivisions(country)) return text;
  for (const candidate of country ? [country] : defaultCountries) {
    const code = lookups.subdivisionCode(candidate, text);
    if (code) return code;
  }
  row.rejectValue("state", `is not a state or province${country ? ` of ${country}` : ""}`);
  return null;
}

const paperWords = /\b(print|printed|paper|mail|mailed|post|postal|hard ?copy)\b/;
const digitalWords = /\b(digital|email|electronic|electronically|online|pdf|web)\b/;

/** 0 print by mail, 1 magazine by mail and bulletin by e-mail, 2 all digital (spec §3); the digits or words. */
export function parsePublicationPreference(text: string): PublicationPreference | null {
  const words = text
    .toLowerCase()
    .replace(/\be[\s-]?mail/g, "email")
    .trim();
  if (/^[012]$/.test(words)) return Number(words) as PublicationPreference;
  const labelled = Object.entries(publicationPreferences).find(([, label]) => label.toLowerCase() === words);
  if (labelled) return Number(labelled[0]) as PublicationPreference;
  if (/\b(both|mixed)\b/.test(words)) return 1;
  const paper = paperWords.test(words);
  const digital = digitalWords.test(words);
  if (paper && digital) return 1;
  if (paper) return 0;
  if (digital) return 2;
  return null;
}

function publication(row: RowReader<MemberImportField>): PublicationPreference | null {
  const text = row.raw("publicationPreferences");
  if (text === "") return null;
  const value = parsePublicationPreference(text);
  if (value === null)
    row.rejectValue("publicationPreferences", "is not a publication preference (print, both or digital)");
  return value;
}

function nationalPlan(row: RowReader<MemberImportField>, lookups: ImportLookups): number | null {
  const text = row.raw("nationalPlan");
  if (text === "") return null;
  const plan = lookups.nationalPlan(text);
  if (!plan) row.rejectValue("nationalPlan", "is not a national plan");
  return plan?.id ?? null;
}

const yesWords = new Set(["yes", "y", "true", "t", "1", "x", "life", "lifetime", "✓", "✔"]);
const noWords = new Set(["no", "n", "false", "f", "0", "-"]);

/** yes/no/y/n/true/false/1/0/x/"life"; null when empty or neither. */
export function parseYesNo(text: string): boolean | null {
  const word = text.trim().toLowerCase();
  if (yesWords.has(word)) return true;
  if (noWords.has(word)) return false;
  return null;
}

function yesNo<F extends string>(row: RowReader<F>, field: F): boolean | null {
  const text = row.raw(field);
  if (text === "") return null;
  const value = parseYesNo(text);
  if (value === null) row.rejectValue(field, "is not yes or no");
  return value;
}

function day(row: RowReader<MemberImportField>, field: MemberImportField): string | null {
  const text = row.raw(field);
  if (text === "") return null;
  const value = parseImportDate(text);
  if (value === null) row.rejectValue(field, "is not a date");
  return value;
}

/** A year ("1987") or a date whose year is taken, from 1900 to next year. */
function yearJoined(row: RowReader<MemberImportField>, today: string): number | null {
  const text = row.raw("yearJoined");
  if (text === "") return null;
  const year = /^\d{4}$/.test(text) ? Number(text) : Number(parseImportDate(text)?.slice(0, 4) ?? Number.NaN);
  const last = Number(today.slice(0, 4)) + 1;
  if (!(year >= 1900 && year <= last)) {
    row.rejectValue("yearJoined", `is not a year from 1900 to ${last}`);
    return null;
  }
  return year;
}

/** "Jane Smith" → Jane Smith; a bare "Jane" takes the member's last name. */
function associate(
  row: RowReader<MemberImportField>,
  memberLastName: string | undefined,
): MemberRowValues["associate"] {
  const text = row.raw("associate");
  if (text === "") return null;
  const name = splitName(text);
  const firstName = name.firstName || name.lastName;
  const lastName = name.firstName ? name.lastName : (memberLastName ?? "");
  if (!hasNoNul(text)) row.reject("associate", "contains a character that is not allowed");
  else if (lastName === "") row.rejectValue("associate", "has no last name, and the member's is not known");
  else if (firstName.length > nameMaxLength || lastName.length > nameMaxLength) {
    row.reject("associate", `is longer than ${nameMaxLength} characters`);
  } else return { firstName, lastName };
  return null;
}

/** "GI, Chicago; Wisconsin / Ohio Valley and Michigan": a name that holds "and" or "/" is tried whole first. */
function regions(row: RowReader<MemberImportField>, lookups: ImportLookups): number[] {
  const text = row.raw("regions");
  if (text === "") return [];
  const whole = lookups.regionalPlan(text);
  if (whole !== null) return [whole];
  const ids = new Set<number>();
  for (const name of text.split(/\s*(?:[,;/&+]|\band\b)\s*/i).filter(Boolean)) {
    const id = lookups.regionalPlan(name);
    if (id === null) row.reject("regions", `"${name}" is not a region`, ": ");
    else ids.add(id);
  }
  return [...ids];
}

// ---- Cars ----

const carTextFields = [
  ["bodyStyle", 100],
  ["bodyMaker", 100],
  ["engineNumber", 100],
  ["bodyNumber", 100],
  ["serialNumber", 100],
] as const satisfies readonly (readonly [CarImportField & keyof CarRowValues, number])[];

/**
 * A car needs its owner (a member's number, or the name of an owner outside the club), a year, a make and a model
 * (spec §5: the vehicle form's rules).
 */
export function carRowValues(
  cells: Record<string, string>,
  mapping: CarMapping,
  lookups: ImportLookups,
): RowResult<CarRowValues> {
  const row = new RowReader<CarImportField>(cells, mapping);
  const values: Partial<CarRowValues> = carOwner(row);
  if (row.has("acquiredOn")) values.acquiredOn = carDay(row, "acquiredOn");
  if (row.has("pastOwners")) values.pastOwners = pastOwners(row);
  const year = required(row, "year", "a year") ? carYear(row) : null;
  if (year !== null) values.year = year;
  const makeId = required(row, "make", "a make") ? make(row, lookups) : null;
  if (makeId !== null) values.makeId = makeId;
  const model = required(row, "model", "a model") ? row.text("model", 100) : null;
  if (model !== null) values.model = model;
  for (const [field, max] of carTextFields) if (row.has(field)) values[field] = row.text(field, max);
  Object.assign(values, senior(row));
  if (row.has("approved")) values.approved = yesNo(row, "approved");
  return { values, reasons: row.reasons };
}

const ownerNameMaxLength = 120;

/**
 * The owner's member number; else, from a registry file (issue 27), the name and place of an owner outside the
 * club. A member number wins over a name: the car goes to the member's garage.
 */
function carOwner(
  row: RowReader<CarImportField>,
): Pick<Partial<CarRowValues>, "ownerMemberNo" | "ownerName" | "ownerPlace"> {
  if (row.raw("ownerMemberNo") === "" && row.raw("ownerName") !== "") {
    const ownerName = row.text("ownerName", ownerNameMaxLength);
    const ownerPlace = row.text("ownerPlace", ownerNameMaxLength);
    return ownerName === null ? {} : { ownerMemberNo: null, ownerName, ownerPlace };
  }
  const what = row.has("ownerName") ? "the owner's member number or name" : "the owner's member number";
  if (!row.has("ownerMemberNo") && row.has("ownerName")) {
    row.reject("ownerName", `is empty; a car needs ${what}`);
    return {};
  }
  const owner = required(row, "ownerMemberNo", what) ? memberNumber(row, "ownerMemberNo") : null;
  return owner === null ? {} : { ownerMemberNo: owner };
}

function carDay(row: RowReader<CarImportField>, field: CarImportField): string | null {
  const text = row.raw(field);
  if (text === "") return null;
  const value = parseImportDate(text);
  if (value === null) row.rejectValue(field, "is not a date");
  return value;
}

function pastOwners(row: RowReader<CarImportField>): PastOwner[] {
  const { owners, problems } = parsePastOwners(row.raw("pastOwners"));
  for (const problem of problems) row.reject("pastOwners", problem, ": ");
  return owners;
}

/** False, with a reason, when the field is unmapped or empty. */
function required(row: RowReader<CarImportField>, field: CarImportField, what: string): boolean {
  if (!row.has(field)) row.reject(field, `No column holds ${what}`);
  else if (row.raw(field) === "") row.reject(field, `is empty; a car needs ${what}`);
  else return true;
  return false;
}

function carYear(row: RowReader<CarImportField>): number | null {
  const text = row.raw("year").replace(/\.0+$/, "");
  const year = /^\d{4}$/.test(text) ? Number(text) : Number.NaN;
  if (year >= firstVehicleYear && year <= lastVehicleYear) return year;
  row.rejectValue("year", `is not a year from ${firstVehicleYear} to ${lastVehicleYear}`);
  return null;
}

function make(row: RowReader<CarImportField>, lookups: ImportLookups): number | null {
  const id = lookups.makeId(row.raw("make"));
  if (id === null) row.rejectValue("make", "is not a make in the portal's list");
  return id;
}

const seniorWords: Record<string, SeniorCategory> = {
  "": "None",
  none: "None",
  no: "None",
  n: "None",
  "-": "None",
  senior: "Senior",
  s: "Senior",
  "senior premier": "Senior Premier",
  premier: "Senior Premier",
  sp: "Senior Premier",
};

/** The category and number (spec §5): a senior car needs a number of at most 5 digits; "None" drops it. */
function senior(
  row: RowReader<CarImportField>,
): Pick<Partial<CarRowValues>, "seniorCategory" | "seniorNumber"> {
  const values: Pick<Partial<CarRowValues>, "seniorCategory" | "seniorNumber"> = {};
  const category = row.has("seniorCategory") ? seniorCategory(row) : null;
  if (category) values.seniorCategory = category;
  const number = row.raw("seniorNumber").replace(/\.0+$/, "");
  if (category && category !== "None" && number === "") {
    row.rejectValue("seniorCategory", "needs a senior number");
  }
  if (!row.has("seniorNumber")) return values;
  values.seniorNumber = category === "None" || number === "" ? null : number;
  if (category === "None" || number === "") return values;
  if (!/^\d+$/.test(number)) row.rejectValue("seniorNumber", "is not a number");
  else if (number.length > seniorNumberMaxLength) {
    row.rejectValue("seniorNumber", `has more than ${seniorNumberMaxLength} digits`);
  }
  return values;
}

function seniorCategory(row: RowReader<CarImportField>): SeniorCategory {
  const category = seniorWords[row.raw("seniorCategory").toLowerCase().replace(/\s+/g, " ")];
  if (!category)
    row.rejectValue("seniorCategory", `is not a senior category (${seniorCategories.join(", ")})`);
  return category ?? "None";
}

// ---- Past owners (issue 27) ----

/** An owner before the current one, as a registry file gives them; days as YYYY-MM-DD, a year alone as its 1 January. */
export interface PastOwner {
  name: string;
  place: string | null;
  from: string | null;
  to: string | null;
}

const pastOwnerSeparator = ";";
// A period holds digits and date punctuation, with "to" or "until" between its ends, or "from"/"since" before one.
const periodLike = /^(?:(?:from|since)\s+)?[\d\s./\-–—]*(?:\b(?:to|until)\b[\d\s./\-–—]*)?$/i;
const yearRange = /^(\d{4})?\s*[-–—]\s*(\d{4})?$/;
const periodEnds = /\s*(?:\bto\b|\buntil\b|[–—]|\s-\s)\s*/i;

/** A year or a date as `parseImportDate` reads it; a year is its 1 January. */
function periodEnd(text: string): string | null {
  if (/^\d{4}$/.test(text)) return dayOfParts(Number(text), 1, 1);
  return parseImportDate(text);
}

/** "1950-1962", "1950 to 1962", "3/1/1950 - 5/1/1962", "1950-" (the end unknown), "from 1950"; null if not one. */
function parsePeriod(text: string): { from: string | null; to: string | null } | null {
  const plain = text.replace(/^(?:from|since)\s+/i, "").trim();
  const years = yearRange.exec(plain);
  const ends = years ? [years[1] ?? "", years[2] ?? ""] : plain.split(periodEnds);
  if (ends.length > 2 || ends.every((end) => end.trim() === "")) return null;
  const [from, to] = ends.map((end) => (end.trim() === "" ? null : periodEnd(end.trim())));
  if (from === undefined || (from === null && (ends[0] ?? "").trim() !== "")) return null;
  if (to === null && (ends[1] ?? "").trim() !== "") return null;
  return { from, to: to ?? null };
}

/**
 * A registry file's cell of earlier owners, oldest first, separated by ";": each "Name, Place, 1950-1962", the place
 * and the period optional (years or full dates). A place may hold commas ("Detroit, Michigan"); a name may not.
 * Each part that cannot be read is a problem naming it.
 */
export function parsePastOwners(text: string): { owners: PastOwner[]; problems: string[] } {
  const owners: PastOwner[] = [];
  const problems: string[] = [];
  const parts = text
    .split(pastOwnerSeparator)
    .map((part) => part.trim())
    .filter((part) => part !== "");
  parts.forEach((part, index) => {
    const which = `owner ${index + 1} ("${part}")`;
    const pieces = part.split(",").map((piece) => piece.trim());
    const last = pieces[pieces.length - 1] ?? "";
    let period: { from: string | null; to: string | null } = { from: null, to: null };
    if (pieces.length > 1 && /\d/.test(last) && periodLike.test(last)) {
      const read = parsePeriod(last);
      if (!read) {
        problems.push(`${which}: "${last}" is not years or dates (such as 1950-1962)`);
        return;
      }
      period = read;
      pieces.pop();
    }
    const [name = "", ...place] = pieces;
    if (name === "" || (pieces.length === 1 && /\d/.test(name) && periodLike.test(name))) {
      problems.push(`${which} has no name: write "Name, Place, 1950-1962"`);
    } else if (!hasNoNul(part)) {
      problems.push(`${which} contains a character that is not allowed`);
    } else if (name.length > ownerNameMaxLength || place.join(", ").length > ownerNameMaxLength) {
      problems.push(`${which}: a name or place is longer than ${ownerNameMaxLength} characters`);
    } else if (period.from !== null && period.to !== null && period.to < period.from) {
      problems.push(`${which} ends before it starts`);
    } else {
      const placeText = place.filter((piece) => piece !== "").join(", ");
      owners.push({ name, place: placeText === "" ? null : placeText, ...period });
    }
  });
  return { owners, problems };
}

// ---- Dates ----

const fullMonthNames = [
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
];

function monthNumber(word: string): number {
  const lower = word.toLowerCase().replace(/\.$/, "");
  const index = fullMonthNames.findIndex((name) => lower.length >= 3 && name.startsWith(lower));
  return index === -1 && lower === "sept" ? 9 : index + 1;
}

/** 26 → 2026, 49 → 2049, 50 → 1950. */
function fullYear(text: string): number {
  const year = Number(text);
  if (text.length !== 2) return year;
  return year < 50 ? 2000 + year : 1900 + year;
}

const datePatterns: [RegExp, (match: RegExpExecArray) => [number, number, number]][] = [
  // 2026-12-31, 2026/12/31
  [/^(\d{4})[-/](\d{1,2})[-/](\d{1,2})$/, (m) => [Number(m[1]), Number(m[2]), Number(m[3])]],
  // 12/31/2026, 12-31-2026, 1/2/03 (the US order)
  [/^(\d{1,2})[/-](\d{1,2})[/-](\d{2}|\d{4})$/, (m) => [fullYear(m[3] ?? ""), Number(m[1]), Number(m[2])]],
  // 31.12.2026
  [/^(\d{1,2})\.(\d{1,2})\.(\d{2}|\d{4})$/, (m) => [fullYear(m[3] ?? ""), Number(m[2]), Number(m[1])]],
  // 31 Dec 2026, 31-Dec-26, 31 December 2026
  [
    /^(\d{1,2})[\s-]+([a-z]+\.?)[\s-]+(\d{2}|\d{4})$/i,
    (m) => [fullYear(m[3] ?? ""), monthNumber(m[2] ?? ""), Number(m[1])],
  ],
  // Dec 31, 2026; December 31 2026
  [
    /^([a-z]+\.?)\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})$/i,
    (m) => [Number(m[3]), monthNumber(m[1] ?? ""), Number(m[2])],
  ],
];

/** A date as people and other systems write it, to YYYY-MM-DD (1900 to 2999); null if it is not one. */
export function parseImportDate(text: string): string | null {
  const trimmed = text
    .trim()
    .replace(/^[a-z]+,\s*/i, (weekday) => (monthNumber(weekday.replace(/[,\s]/g, "")) ? weekday : ""))
    .replace(/(?:[T\s]\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?\s*(?:am|pm)?\s*(?:z|[+-]\d{2}:?\d{2})?)$/i, "");
  for (const [pattern, parts] of datePatterns) {
    const match = pattern.exec(trimmed);
    if (match) return dayOfParts(...parts(match));
  }
  return null;
}

function dayOfParts(year: number, month: number, dayOfMonth: number): string | null {
  if (year < 1900 || year > 2999 || month < 1 || month > 12) return null;
  const date = new Date(Date.UTC(year, month - 1, dayOfMonth));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== dayOfMonth) return null;
  return isoDay(date);
}
