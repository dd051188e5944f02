import type { CarImportField, CarMapping, MemberImportField, MemberMapping } from "./import.schema.ts";

// Issue 16: the mapping the server proposes from a file's headers, which the office then corrects. Headers are
// compared as words ("E-Mail 1", "email_1" and "EMail1" read the same), first against the names other systems'
// exports use (Wild Apricot, ClubExpress, Access, hand-made sheets), then by a key word ("Home Phone Number").

/** Lower-case words: camelCase split, accents, punctuation and "#"/"No." read as "number". */
export function normalizeHeader(header: string): string {
  return header
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2")
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/#/g, " number ")
    .replace(/&/g, " and ")
    .replace(/\be[\s._-]*mail/g, "email")
    .replace(/([a-z])(\d)/g, "$1 $2")
    .replace(/[^a-z0-9]+/g, " ")
    .trim()
    .replace(/\b(no|nr|nbr|num)\b/g, "number")
    .replace(/\s+/g, " ");
}

interface FieldNames<F> {
  field: F;
  /** Whole headers, normalised. */
  names: string[];
  /** A weaker match on a normalised header. */
  pattern?: RegExp;
}

const memberFields: FieldNames<MemberImportField>[] = [
  {
    field: "memberNo",
    names: [
      "member id",
      "membership number",
      "member number",
      "membership id",
      "id",
      "number",
      "club number",
    ],
    pattern: /\bmember(ship)? (id|number)\b/,
  },
  { field: "prefix", names: ["title", "salutation", "prefix", "name prefix", "honorific"] },
  {
    field: "firstName",
    names: ["first name", "given name", "first", "forename", "fname", "first names", "member first name"],
    pattern: /\b(first|given) name\b/,
  },
  {
    field: "lastName",
    names: ["last name", "surname", "family name", "last", "lname", "member last name"],
    pattern: /\b(last|family) name\b|\bsurname\b/,
  },
  {
    field: "fullName",
    names: ["name", "full name", "member name", "contact name", "display name", "member", "names"],
  },
  { field: "suffix", names: ["suffix", "name suffix"] },
  {
    field: "company",
    names: ["company", "organization", "organisation", "business", "employer", "company name"],
    pattern: /\b(company|organi[sz]ation)\b/,
  },
  {
    field: "email",
    names: ["email", "email address", "email 1", "primary email", "member email", "personal email"],
    pattern: /\bemail\b/,
  },
  {
    field: "addressLine1",
    names: [
      "street",
      "address",
      "address 1",
      "address line 1",
      "street address",
      "street 1",
      "mailing address",
      "street address 1",
      "home address",
    ],
    pattern: /\b(street|address)\b/,
  },
  {
    field: "addressLine2",
    names: ["address 2", "address line 2", "street 2", "street address 2", "apt", "suite", "apt suite"],
    pattern: /\b(address|street)( line)? 2\b/,
  },
  { field: "city", names: ["city", "town", "city town", "locality", "mailing city"], pattern: /\bcity\b/ },
  {
    field: "state",
    names: [
      "state",
      "state province",
      "province",
      "state province region",
      "st",
      "state region",
      "mailing state",
    ],
    pattern: /\b(state|province)\b/,
  },
  {
    field: "zipCode",
    names: [
      "zip",
      "zip code",
      "postal code",
      "postcode",
      "zip postal code",
      "postal",
      "zipcode",
      "zip postal",
    ],
    pattern: /\b(zip|postal|postcode)\b/,
  },
  { field: "country", names: ["country", "country code", "mailing country"], pattern: /\bcountry\b/ },
  {
    field: "businessPhone",
    names: ["work phone", "business phone", "office phone", "phone work", "phone business"],
    pattern: /\b(work|business|office)\b.*\bphone\b|\bphone\b.*\b(work|business|office)\b/,
  },
  {
    field: "cellPhone",
    names: ["mobile", "cell", "cell phone", "mobile phone", "cellphone", "phone mobile", "phone cell"],
    pattern: /\b(cell|mobile)\b/,
  },
  {
    field: "residentialPhone",
    names: [
      "phone",
      "home phone",
      "telephone",
      "phone number",
      "tel",
      "primary phone",
      "phone home",
      "phone 1",
    ],
    pattern: /\b(phone|telephone)\b/,
  },
  {
    field: "publicationPreferences",
    names: [
      "publication preference",
      "publication preferences",
      "publications",
      "magazine",
      "delivery",
      "magazine delivery",
    ],
    pattern: /\b(publication|magazine)/,
  },
  {
    field: "nationalPlan",
    names: [
      "membership level",
      "level",
      "plan",
      "membership type",
      "membership plan",
      "member type",
      "membership",
      "membership class",
    ],
    pattern: /\bmembership (level|type|plan)\b/,
  },
  {
    field: "duesExpire",
    names: [
      "renewal due",
      "expiration date",
      "expires",
      "paid through",
      "dues expire",
      "dues expires",
      "expiration",
      "expiry",
      "expiry date",
      "paid thru",
      "renewal date",
      "membership expires",
      "dues paid through",
    ],
    pattern: /\b(expir|paid thr)/,
  },
  {
    field: "yearJoined",
    names: ["member since", "year joined", "joined", "date joined", "join date", "joined on", "since"],
    pattern: /\bjoin/,
  },
  {
    field: "associate",
    names: [
      "spouse",
      "associate",
      "partner",
      "spouse name",
      "associate name",
      "spouse partner",
      "associate member",
    ],
    pattern: /\b(spouse|associate)\b/,
  },
  { field: "lifetime", names: ["lifetime", "life member", "life", "lifetime member"], pattern: /\blife/ },
  {
    field: "regions",
    names: ["regions", "region", "chapter", "chapters", "club region", "local region", "region s"],
    pattern: /\b(region|chapter)/,
  },
];

const carFields: FieldNames<CarImportField>[] = [
  {
    field: "ownerMemberNo",
    names: [
      "owner member number",
      "member id",
      "member number",
      "membership number",
      "owner id",
      "owner",
      "owner member id",
      "owner number",
    ],
    pattern: /\bmember(ship)? (id|number)\b|\bowner\b/,
  },
  // Issue 27: a registry file's owner outside the club, the day they got the car, and the owners before them.
  {
    field: "ownerName",
    names: ["owner name", "current owner", "owner s name", "name of owner", "owned by", "registered owner"],
    pattern: /\bowner( s)? name\b|\bcurrent owner\b/,
  },
  {
    field: "ownerPlace",
    names: [
      "owner place",
      "owner location",
      "owner city",
      "owner s place",
      "owner s location",
      "owner country",
    ],
    pattern: /\bowner( s)? (place|location|city|town|country|residence)\b/,
  },
  {
    field: "acquiredOn",
    names: [
      "acquired",
      "date acquired",
      "acquired on",
      "owned since",
      "purchase date",
      "date purchased",
      "bought",
    ],
    pattern: /\bacquir|\bpurchas|\bowned since\b/,
  },
  {
    field: "pastOwners",
    names: [
      "past owners",
      "previous owners",
      "prior owners",
      "former owners",
      "earlier owners",
      "previous owner",
      "prior owner",
      "provenance",
      "ownership history",
      "owner history",
      "chain of ownership",
    ],
    pattern: /\b(past|previous|prior|former|earlier) owners?\b|\bprovenance\b|\bowner(ship)? history\b/,
  },
  { field: "year", names: ["year", "model year", "yr", "vehicle year", "car year"], pattern: /\byear\b/ },
  {
    field: "make",
    names: ["make", "marque", "manufacturer", "vehicle make", "car make"],
    pattern: /\b(make|marque)\b/,
  },
  { field: "model", names: ["model", "vehicle model", "car model"], pattern: /\bmodel\b/ },
  {
    field: "bodyStyle",
    names: ["body style", "body", "body type", "style"],
    pattern: /\bbody (style|type)\b/,
  },
  {
    field: "bodyMaker",
    names: [
      "coachbuilder",
      "body maker",
      "coach builder",
      "coachwork",
      "body builder",
      "coachbuilder body maker",
    ],
    pattern: /\bcoach/,
  },
  { field: "engineNumber", names: ["engine number", "engine", "motor number"], pattern: /\bengine\b/ },
  { field: "bodyNumber", names: ["body number"], pattern: /\bbody number\b/ },
  {
    field: "serialNumber",
    names: ["serial", "vin", "chassis", "serial number", "chassis number", "vin number", "vehicle id"],
    pattern: /\b(serial|vin|chassis)\b/,
  },
  {
    field: "seniorCategory",
    names: ["senior category", "senior", "senior status"],
    pattern: /\bsenior (category|status)\b/,
  },
  { field: "seniorNumber", names: ["senior number"], pattern: /\bsenior number\b/ },
  {
    field: "approved",
    names: ["approved", "classic approved", "approval", "cca approved", "full classic"],
    pattern: /\bapprov/,
  },
];

const exact = 2;
const partial = 1;

function score<F>(header: string, names: FieldNames<F>): number {
  if (names.names.includes(header)) return exact;
  return names.pattern?.test(header) ? partial : 0;
}

/** Each column to its best field; a field goes to the best-scoring column (the leftmost on a tie). */
function propose<F extends string>(columns: string[], fields: FieldNames<F>[]): Record<string, F | null> {
  const candidates = columns.flatMap((column, index) => {
    const header = normalizeHeader(column);
    return fields.map((names, rank) => ({
      column,
      index,
      rank,
      field: names.field,
      score: score(header, names),
    }));
  });
  candidates.sort((a, b) => b.score - a.score || a.index - b.index || a.rank - b.rank);
  const mapping: Record<string, F | null> = Object.fromEntries(columns.map((column) => [column, null]));
  const used = new Set<F>();
  for (const { column, field, score } of candidates) {
    if (score === 0 || used.has(field) || mapping[column] !== null) continue;
    mapping[column] = field;
    used.add(field);
  }
  return mapping;
}

export function proposeMemberMapping(columns: string[]): MemberMapping {
  return propose(columns, memberFields);
}

export function proposeCarMapping(columns: string[]): CarMapping {
  return propose(columns, carFields);
}

/** Whether a sheet looks like cars rather than members: two of year, make and model among its headers. */
export function looksLikeCars(columns: string[]): boolean {
  const headers = columns.map(normalizeHeader);
  const found = carFields
    .filter(({ field }) => field === "year" || field === "make" || field === "model")
    .filter((names) => headers.some((header) => names.names.includes(header)));
  return found.length >= 2;
}
