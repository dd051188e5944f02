import {
  type Classic,
  type ClassicPetition,
  type ClassicPetitionInput,
  classicLabel,
  classicMessages,
  classicYearsError,
  maxPendingPetitions,
} from "@club/domain/classics.schema";
import type { ErrorBody } from "@club/domain/errors.schema";
import type { AppContext } from "../../lib/app-context.ts";
import { AppError } from "../../lib/app-error.ts";
import type { SessionContext } from "../auth/auth.service.ts";
import { listMakes } from "../makes/makes.service.ts";
import { lockMember } from "../members/members.service.ts";
import { entryCovering, type ListedCar } from "./classic-match.rules.ts";
import {
  blankEvidenceOf,
  type ClassicRow,
  countPendingPetitions,
  findClassics,
  findMemberPetitions,
  insertPetition,
  type PetitionRow,
} from "./classics.repository.ts";

// Issue 27: the Full Classic list, which the club publishes to everyone, and the members' petitions to add a car.
// The office's changes and decisions are in office-classics.service.ts.

/** Every make by id: its name, and its place in the makes' order (by name, as the makes module lists them). */
export type MakeIndex = Map<number, { name: string; rank: number }>;

export async function makeIndex(context: Pick<AppContext, "db">): Promise<MakeIndex> {
  const makes = await listMakes(context);
  return new Map(makes.map((make, rank) => [make.id, { name: make.name, rank }]));
}

const makeName = (makes: MakeIndex, makeId: number) => makes.get(makeId)?.name ?? `Make ${makeId}`;

export function toClassic(row: ClassicRow, makes: MakeIndex): Classic {
  const { id, makeId, series, firstYear, lastYear, notes } = row;
  return { id, makeId, make: makeName(makes, makeId), series, firstYear, lastYear, notes };
}

/**
 * A make the list knows, and years in order: refused with 422 at the fields (the request's shape was right, a rule
 * about its values is not).
 */
export function checkListedCar(
  makes: MakeIndex,
  input: { makeId: number; firstYear: number; lastYear: number },
) {
  const errors: ErrorBody["errors"] = {};
  const makeUnknown = !makes.has(input.makeId);
  if (makeUnknown) errors.makeId = [classicMessages.makeUnknown];
  const yearsError = classicYearsError(input);
  if (yearsError) errors.lastYear = [yearsError];
  if (Object.keys(errors).length > 0) throw new AppError(makeUnknown ? "make_unknown" : "invalid", errors);
}

/**
 * GET /classics?make_id=: the list by make name, then series (every model first) and first year. The repository
 * orders within a make; the makes' order is their names', which only the makes module knows.
 */
export async function listClassics(context: Pick<AppContext, "db">, query: { makeId?: number }) {
  const [makes, rows] = await Promise.all([
    makeIndex(context),
    findClassics(context.db, query.makeId === undefined ? undefined : [query.makeId]),
  ]);
  const rank = (row: ClassicRow) => makes.get(row.makeId)?.rank ?? Number.MAX_SAFE_INTEGER;
  return rows.sort((a, b) => rank(a) - rank(b)).map((row) => toClassic(row, makes));
}

/**
 * The entry of the list each car is on, by car id (a car on none is left out), named as one line. The vehicles
 * module asks it for the office's approval queue.
 */
export async function classicsMatching(
  context: Pick<AppContext, "db">,
  cars: readonly ListedCar[],
): Promise<Map<number, { id: number; label: string }>> {
  const matched = new Map<number, { id: number; label: string }>();
  if (cars.length === 0) return matched;
  const [makes, entries] = await Promise.all([
    makeIndex(context),
    findClassics(context.db, [...new Set(cars.map((car) => car.makeId))]),
  ]);
  for (const car of cars) {
    const entry = entryCovering(entries, car);
    if (entry) matched.set(car.id, { id: entry.id, label: classicLabel(toClassic(entry, makes)) });
  }
  return matched;
}

export function toPetition(row: PetitionRow, makes: MakeIndex): ClassicPetition {
  return {
    id: row.id,
    makeId: row.makeId,
    make: makeName(makes, row.makeId),
    model: row.model,
    firstYear: row.firstYear,
    lastYear: row.lastYear,
    evidence: row.evidence,
    status: row.status,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt ? row.decidedAt.toISOString() : null,
    classicId: row.classicId,
  };
}

/**
 * POST /classics/petitions: the member asks the office to add a car. The member's row is held while their waiting
 * petitions are counted, so two sent at once cannot both pass the limit.
 */
export function sendPetition(context: AppContext, session: SessionContext, input: ClassicPetitionInput) {
  return context.db.transaction(async (tx) => {
    const inTransaction = { ...context, db: tx };
    const makes = await makeIndex(inTransaction);
    checkListedCar(makes, input);
    await lockMember(inTransaction, session.memberId);
    if ((await countPendingPetitions(tx, session.memberId)) >= maxPendingPetitions)
      throw new AppError("invalid", { base: [classicMessages.tooManyPending] });
    const row = await insertPetition(tx, { memberId: session.memberId, ...input }, context.now());
    return toPetition(row, makes);
  });
}

/** GET /classics/petitions: the member's own petitions, the newest first, with the office's decisions. */
export async function listOwnPetitions(context: Pick<AppContext, "db">, memberId: number) {
  const [makes, rows] = await Promise.all([makeIndex(context), findMemberPetitions(context.db, memberId)]);
  return rows.map((row) => toPetition(row, makes));
}

/**
 * Issue 39: erasure. A petition is the list's history (which car was asked for, what the office decided and why):
 * it stays, its petitioner the anonymised member; the evidence in their own words may name them, so it goes. A
 * pending one is still the office's to decide on the car alone.
 */
export async function forgetPetitioner(context: Pick<AppContext, "db">, memberId: number) {
  await blankEvidenceOf(context.db, memberId);
}
