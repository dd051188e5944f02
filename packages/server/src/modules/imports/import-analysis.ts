import type { CarMapping, ImportPreview, MemberMapping } from "@club/domain/import.schema";
import { importFieldLabels } from "@club/domain/import.schema";
import {
  type AccountMatch,
  importMatchMessages,
  indexPortalAccounts,
  matchAccount,
  matchColumns,
  type PortalAccount,
  type PortalAccounts,
} from "@club/domain/import-match.rules";
import {
  type CarRowValues,
  carRowValues,
  columnOf,
  type MemberRowValues,
  memberRowValues,
} from "@club/domain/import-row.rules";
import { identityKey } from "@club/domain/vehicle-registry.schema";
import type { RegistryCar } from "../vehicles/vehicle-import.service.ts";
import { changedParts, describeChanges, type MemberState, memberTarget } from "./import-changes.ts";
import { type ImportReference, importReferenceOf, type ReferenceRows } from "./import-reference.ts";
import { matchRegistryCars, registrySerialKeys } from "./import-registry-match.ts";
import { rowResultPages } from "./import-row-results.ts";
import type { ImportSheetName, RowOutcome, RowResult } from "./imports.repository.ts";

// Issue 16: the preview. Every row through the row rules, then matched against the portal's members: by member
// number, else by e-mail, else (a row without a number) by last name and postal code (import-match.rules.ts, which
// also refuses a row that is an office account, issue 23). A second row for the same member in the file is a
// duplicate, reported and not imported twice. What it finds is kept on each row, and the commit does exactly that.
// Issue 27: a car row whose serial number the registry has is matched to that car (import-registry-match.ts).
// Issue 41: all of it runs in a worker thread (import-preview.worker.ts), on plain data: the rows and the accounts
// come as pages of JSON text, and what it must read in between (the matched members, the registry's cars, the
// members' cars) it asks the thread that holds the database for (`PreviewReads`); the results go back as the JSON
// pages the repository writes.

/** What the preview starts from: plain data, copied to the worker thread. */
export interface PreviewInput {
  /** The import's rows in the commit's order, as findRowPages writes them. */
  rowPages: string[];
  /** Every account's keys, as findMemberKeyPages writes them. */
  memberPages: string[];
  reference: ReferenceRows;
  mapping: MemberMapping;
  carMapping: CarMapping | null;
  /** The club's day (YYYY-MM-DD). */
  today: string;
}

/** What the preview reads from the database between its steps. */
export interface PreviewReads {
  /** findMemberStatePages of these members. */
  memberStates(ids: number[]): Promise<string[]>;
  /** The registry's cars with these serial keys (vehicles' findRegistryCars). */
  registryCars(serialKeys: string[]): Promise<RegistryCar[]>;
  /** findVehicleKeyPages of these members. */
  vehicleKeys(memberIds: number[]): Promise<string[]>;
}

export interface PreviewAnswer {
  preview: ImportPreview;
  /** Each row's result, as saveRowResultPages writes them. */
  resultPages: string[];
}

/** How many rejected rows and changes the preview lists; the CSV has every rejected row. */
const listed = 500;

interface Row {
  id: number;
  sheet: ImportSheetName;
  rowNo: number;
  cells: Record<string, string>;
}

const parsePages = <T>(pages: string[]): T[] => pages.flatMap((page) => JSON.parse(page) as T[]);

function rowsOf(pages: string[]): Row[] {
  return parsePages<[number, ImportSheetName, number, Record<string, string>]>(pages).map(
    ([id, sheet, rowNo, cells]) => ({ id, sheet, rowNo, cells }),
  );
}

function accountsOf(pages: string[]): PortalAccount[] {
  return parsePages<[number, number, string, string, string | null, number | null, boolean]>(pages).map(
    ([id, memberNo, email, lastName, zipCode, mergedIntoId, office]) => ({
      id,
      memberNo,
      email,
      lastName,
      zipCode,
      mergedIntoId,
      office,
    }),
  );
}

type VehicleKey = {
  memberId: number;
  year: number;
  makeId: number;
  model: string;
  serialNumber: string | null;
};

function vehicleKeysOf(pages: string[]): VehicleKey[] {
  return parsePages<[number, number, number, string, string | null]>(pages).map(
    ([memberId, year, makeId, model, serialNumber]) => ({ memberId, year, makeId, model, serialNumber }),
  );
}

const result = (
  row: Row,
  outcome: RowOutcome,
  reasons: string[] = [],
  memberId: number | null = null,
): RowResult => ({
  id: row.id,
  outcome,
  reasons: reasons.length > 0 ? reasons : null,
  memberId,
  vehicleId: null,
  created: false,
  before: null,
});

interface MemberRowState {
  row: Row;
  values: Partial<MemberRowValues>;
  result: RowResult;
  match: PortalAccount | null;
}

/** Checks and matches every row of the import; nothing is written. */
export async function analyseRows(input: PreviewInput, reads: PreviewReads): Promise<PreviewAnswer> {
  const { mapping, carMapping, today } = input;
  const reference = importReferenceOf(input.reference);
  const rows = rowsOf(input.rowPages);
  const members = indexPortalAccounts(accountsOf(input.memberPages));

  // Members: the rules, duplicates in the file, then the match.
  const firstByNo = new Map<number, number>();
  const firstByEmail = new Map<string, number>();
  const firstByMember = new Map<number, number>();
  const states: MemberRowState[] = [];
  for (const row of rows) {
    if (row.sheet !== "members") continue;
    const { values, reasons } = memberRowValues(row.cells, mapping, reference.lookups, today);
    const state: MemberRowState = { row, values, result: result(row, "new"), match: null };
    states.push(state);
    const no = values.memberNo ?? null;
    const email = values.email ?? "";
    const sameNo = no !== null ? firstByNo.get(no) : undefined;
    const sameEmail = email !== "" ? firstByEmail.get(email) : undefined;
    if (no !== null && sameNo === undefined) firstByNo.set(no, row.rowNo);
    if (email !== "" && sameEmail === undefined) firstByEmail.set(email, row.rowNo);
    if (sameNo !== undefined) {
      state.result = result(row, "duplicate", [`Same member number as row ${sameNo}`]);
    } else if (sameEmail !== undefined) {
      state.result = result(row, "duplicate", [`Same e-mail as row ${sameEmail}`]);
    } else if (reasons.length > 0) {
      state.result = result(row, "rejected", reasons);
    } else {
      matchRow(state, matchAccount(values, matchColumns(row.cells, mapping), members), firstByMember);
    }
  }

  // Matched members: what the row would change.
  const matchedIds = states.flatMap((state) =>
    state.result.outcome === "new" && state.match ? [state.match.id] : [],
  );
  const existing = new Map<number, MemberState>();
  for (const state of parsePages<MemberState>(await reads.memberStates(matchedIds)))
    existing.set(state.member.id, state);
  const changes: ImportPreview["changes"] = [];
  for (const state of states) {
    if (state.result.outcome !== "new") continue;
    const current = state.match ? (existing.get(state.match.id) ?? null) : null;
    const { target, reasons } = memberTarget(state.values, current, reference, today);
    if (reasons.length > 0) {
      state.result = result(state.row, "rejected", reasons);
    } else if (current) {
      const parts = changedParts(current, target);
      state.result = result(state.row, parts.changed ? "changed" : "matched", [], current.member.id);
      if (parts.changed && changes.length < listed)
        changes.push({
          row: state.row.rowNo,
          memberNo: current.member.memberNo,
          name: `${current.member.firstName} ${current.member.lastName}`,
          fields: describeChanges(current, parts, reference),
        });
    }
  }

  const carResults = analyseCars(rows, states, members.byNo, carMapping, reference);
  const candidates = carResults.filter((car) => car.result.outcome === "new");
  const registry = matchRegistryCars(
    candidates,
    await reads.registryCars(registrySerialKeys(candidates)),
    listed,
  );
  const vehicleKeys = vehicleKeysOf(
    await reads.vehicleKeys([
      ...new Set(
        carResults.flatMap((car) =>
          car.memberId !== null && car.result.outcome === "new" ? [car.memberId] : [],
        ),
      ),
    ]),
  );
  markExistingCars(carResults, vehicleKeys);

  const results = [...states.map((state) => state.result), ...carResults.map((car) => car.result)];
  const rowNoOf = new Map(rows.map((row) => [row.id, { sheet: row.sheet, rowNo: row.rowNo }]));
  return {
    resultPages: rowResultPages(results),
    preview: {
      summary: summariseOutcomes(
        results.map((r) => ({ sheet: rowNoOf.get(r.id)?.sheet ?? "members", outcome: r.outcome, rows: 1 })),
        registry.ownersAdded,
      ),
      rejected: results
        .filter((r) => r.outcome === "rejected" || r.outcome === "duplicate")
        .slice(0, listed)
        .map((r) => {
          const at = rowNoOf.get(r.id);
          return { sheet: at?.sheet ?? "members", row: at?.rowNo ?? 0, reasons: r.reasons ?? [] };
        }),
      changes,
      matchedCars: registry.matchedCars,
    },
  };
}

/**
 * The import's counts from its rows' outcomes: the preview's from what each row would do, the commit's from what
 * each row did (a row the commit had to refuse is rejected), so the office reads the same count both ways.
 */
export function summariseOutcomes(
  counts: { sheet: ImportSheetName; outcome: RowOutcome | null; rows: number }[],
  ownersAdded: number,
): ImportPreview["summary"] {
  const count = (sheet: ImportSheetName, ...outcomes: RowOutcome[]) =>
    counts
      .filter((c) => c.sheet === sheet && c.outcome !== null && outcomes.includes(c.outcome))
      .reduce((sum, c) => sum + c.rows, 0);
  return {
    new: count("members", "new"),
    matched: count("members", "matched"),
    changed: count("members", "changed"),
    rejected: count("members", "rejected"),
    duplicates: count("members", "duplicate"),
    carsNew: count("cars", "new"),
    carsRejected: count("cars", "rejected", "duplicate"),
    carsMatched: count("cars", "matched"),
    ownersAdded,
  };
}

/** The row's match (import-match.rules.ts), unless a row before it in the file is the same member. */
function matchRow(state: MemberRowState, match: AccountMatch, firstByMember: Map<number, number>) {
  const { row } = state;
  if (match.reasons.length > 0) {
    state.result = result(row, "rejected", match.reasons);
    return;
  }
  const { account } = match;
  if (!account) return;
  const first = firstByMember.get(account.id);
  if (first !== undefined) {
    state.result = result(row, "duplicate", [`The same member (${account.memberNo}) as row ${first}`]);
    return;
  }
  firstByMember.set(account.id, row.rowNo);
  state.match = account;
}

interface CarRowState {
  rowNo: number;
  values: Partial<CarRowValues>;
  result: RowResult;
  memberId: number | null;
  /** Owner, year, make and model: what an existing car is looked up by. */
  key: string;
  serial: string;
}

/**
 * Each car: its rules, an owner in the file or the portal (or outside the club, by name), and no second row for the
 * same car: the same serial number written alike, or for a row without one, the same owner, year, make and model.
 */
function analyseCars(
  rows: Row[],
  states: MemberRowState[],
  membersByNo: PortalAccounts["byNo"],
  carMapping: CarMapping | null,
  reference: ImportReference,
): CarRowState[] {
  const fileMembers = new Map<number, MemberRowState>();
  for (const state of states) {
    const no = state.values.memberNo ?? state.match?.memberNo;
    if (no !== undefined && no !== null && !fileMembers.has(no)) fileMembers.set(no, state);
  }
  const firstCar = new Map<string, number>();
  const cars: CarRowState[] = [];
  for (const row of rows) {
    if (row.sheet !== "cars") continue;
    const { values, reasons } = carRowValues(row.cells, carMapping ?? {}, reference.lookups);
    const car: CarRowState = {
      rowNo: row.rowNo,
      values,
      result: result(row, "new"),
      memberId: null,
      key: "",
      serial: "",
    };
    cars.push(car);
    if (reasons.length > 0 || values.ownerMemberNo === undefined) {
      car.result = result(row, "rejected", reasons);
      continue;
    }
    const owner = values.ownerMemberNo;
    const ownerRow = owner === null ? undefined : fileMembers.get(owner);
    if (ownerRow && (ownerRow.result.outcome === "rejected" || ownerRow.result.outcome === "duplicate")) {
      car.result = result(row, "rejected", [`The owner's row (${ownerRow.row.rowNo}) is not imported`]);
      continue;
    }
    const account = owner === null ? undefined : membersByNo.get(owner);
    if (owner !== null && !ownerRow && account?.office) {
      const column =
        columnOf(row.cells, carMapping ?? {}, "ownerMemberNo") ?? importFieldLabels.ownerMemberNo;
      car.result = result(row, "rejected", [importMatchMessages.officeNumber(column, owner)]);
      continue;
    }
    const memberId = ownerRow ? ownerRow.result.memberId : (account?.id ?? null);
    if (owner !== null && !ownerRow && memberId === null) {
      car.result = result(row, "rejected", [`No member has number ${owner}, in the file or in the portal`]);
      continue;
    }
    const serialKey = identityKey(values.serialNumber);
    const sameCar =
      serialKey !== null
        ? `serial|${serialKey}`
        : carKey(
            owner ?? `name:${(values.ownerName ?? "").toLowerCase()}`,
            values.year,
            values.makeId,
            values.model,
            null,
          );
    const first = firstCar.get(sameCar);
    if (first !== undefined) {
      car.result = result(row, "duplicate", [
        serialKey !== null ? `The same serial number as row ${first}` : `The same car as row ${first}`,
      ]);
      continue;
    }
    firstCar.set(sameCar, row.rowNo);
    car.memberId = memberId;
    car.key = carKey(memberId ?? 0, values.year, values.makeId, values.model, null);
    car.serial = (values.serialNumber ?? "").toLowerCase();
    car.result = result(row, "new", [], memberId);
  }
  return cars;
}

function carKey(
  owner: number | string,
  year: number | undefined,
  makeId: number | undefined,
  model: string | null | undefined,
  serial: string | null | undefined,
) {
  return [owner, year, makeId, (model ?? "").toLowerCase(), (serial ?? "").toLowerCase()].join("|");
}

/**
 * A car a matched member already has (same year, make and model, and the same serial number when both have one)
 * is not added again: importing the roster a second time adds no cars twice.
 */
function markExistingCars(cars: CarRowState[], vehicles: VehicleKey[]) {
  const existing = new Map<string, string[]>();
  for (const vehicle of vehicles) {
    const key = carKey(vehicle.memberId, vehicle.year, vehicle.makeId, vehicle.model, null);
    existing.set(key, [...(existing.get(key) ?? []), (vehicle.serialNumber ?? "").toLowerCase()]);
  }
  for (const car of cars) {
    if (car.result.outcome !== "new" || car.memberId === null) continue;
    const serials = existing.get(car.key);
    if (serials?.some((other) => other === "" || car.serial === "" || other === car.serial))
      car.result = { ...car.result, outcome: "matched" };
  }
}
