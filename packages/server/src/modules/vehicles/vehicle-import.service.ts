import type { PastOwner, SeniorCategory } from "@club/domain/import-row.rules";
import { fullName } from "@club/domain/member-name.rules";
import { type ChainLink, type EarlierLink, earlierLinks } from "@club/domain/registry-import.rules";
import { registryMessages } from "@club/domain/vehicle-registry.schema";
import type { AppContext } from "../../lib/app-context.ts";
import { brokenForeignKey } from "../../lib/database-errors.ts";
import { memberNamesByIds } from "../members/members.service.ts";
import { insertOwnerships } from "./registry.repository.ts";
import {
  clearNumbers,
  deleteOwnerships,
  deleteVehicles,
  fillNumber,
  findChains,
  findFirstPosition,
  findRegistryCars as findRegistryCarRows,
  type IdentifierField,
  insertOwnershipsReturningIds,
  insertVehicles,
} from "./vehicle-import.repository.ts";
import { approvalOf } from "./vehicle-review.rules.ts";

// Issue 16: the cars a roster import brings, a batch at a time in the import's transaction (`context.db`). Issue
// 27: a registry file's cars come with their earlier owners, and may belong to someone outside the club (in no
// garage); a row whose serial number the registry already has adds to that car instead of making a second one.

export interface ImportedVehicle {
  /** The member whose garage it goes to; null for an owner outside the club (`ownerName`). */
  memberId: number | null;
  ownerName: string | null;
  ownerPlace: string | null;
  /** The day the owner got it, when the file says. */
  acquiredOn: string | null;
  /** The owners before, oldest first: the chain's first links. */
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
  /** The roster says the club approved it: approved and reviewed now, so it does not wait in the office's queue. */
  approved: boolean;
}

/** The earlier owners as links of a chain, below `position`, in order. */
const earlierOwnershipRows = (vehicleId: number, links: EarlierLink[], position: number, createdAt: Date) =>
  links.map((link, index) => ({
    vehicleId,
    ownerName: link.name,
    ownerPlace: link.place,
    startedOn: link.startedOn,
    endedOn: link.endedOn,
    source: "import" as const,
    position: position - links.length + index,
    createdAt,
  }));

/** The cars in one statement, and their chains in another; their ids in the order given. */
export async function createImportedVehicles(
  context: Pick<AppContext, "db" | "now">,
  cars: ImportedVehicle[],
) {
  const now = context.now();
  const ids = await insertVehicles(
    context.db,
    cars.map(({ approved, ownerName: _n, ownerPlace: _p, acquiredOn: _a, pastOwners: _o, ...car }) => {
      // The roster has no cylinders; 0 until the owner fills it in (the car form asks for it).
      const values = {
        ...car,
        ownedByAssociate: false,
        numberOfCylinders: 0,
        newCoachWork: false,
        altered: false,
        createdAt: now,
        updatedAt: now,
      };
      return approved ? { ...values, ...approvalOf(values, now) } : values;
    }),
  );
  await insertOwnerships(
    context.db,
    cars.flatMap((car, i) => {
      const vehicleId = ids[i] as number;
      return [
        ...earlierOwnershipRows(vehicleId, earlierLinks(car.pastOwners, car.acquiredOn), 0, now),
        {
          vehicleId,
          memberId: car.memberId,
          ownerName: car.memberId === null ? car.ownerName : null,
          ownerPlace: car.memberId === null ? car.ownerPlace : null,
          startedOn: car.acquiredOn,
          source: "import" as const,
          createdAt: now,
        },
      ];
    }),
  );
  return ids;
}

/**
 * Undo: the cars an import added are deleted, but for those with a history since (issue 39: an offer, a claim, an
 * event entry hold the car with RESTRICT), which stay in the registry with it. The database's keys decide, so a
 * history of another module's (events') counts as well as the registry's own. A batch is tried at once, and car by
 * car only when a key refuses it; each try is a savepoint of the caller's transaction. The ids kept.
 */
export async function deleteImportedVehicles(context: Pick<AppContext, "db">, ids: number[]) {
  const deleted = async (batch: number[]) => {
    try {
      await context.db.transaction((savepoint) => deleteVehicles(savepoint, batch));
      return true;
    } catch (error) {
      if (brokenForeignKey(error)) return false;
      throw error;
    }
  };
  if (ids.length === 0 || (await deleted(ids))) return [];
  const kept: number[] = [];
  for (const id of ids) if (!(await deleted([id]))) kept.push(id);
  return kept;
}

/** A car of the registry as a registry file's row is compared with it. */
export interface RegistryCar {
  id: number;
  /** "1932 Packard Deluxe Eight". */
  car: string;
  /** The serial number as `identityKey` writes it. */
  serialKey: string | null;
  engineNumber: string | null;
  bodyNumber: string | null;
  /** Who has it now: a member (by number), or someone outside the club by the name the chain gives. */
  owner: { memberNo: number | null; name: string };
  chain: ChainLink[];
  /** The first link's start: an earlier owner's link ends there when the file does not say. */
  firstStart: string | null;
}

/**
 * The registry's cars with these serial keys (`identityKey`), or these ids, each with its chain; locked until the
 * transaction ends when `lock`.
 */
export async function findRegistryCars(
  context: Pick<AppContext, "db">,
  by: { serialKeys: string[] } | { ids: number[] },
  lock = false,
): Promise<RegistryCar[]> {
  const wanted = "ids" in by ? by.ids : by.serialKeys;
  if (wanted.length === 0) return [];
  const cars = await findRegistryCarRows(context.db, by, lock);
  const links = await findChains(
    context.db,
    cars.map((car) => car.id),
  );
  const members = await memberNamesByIds(context, [
    ...cars.flatMap((car) => car.memberId ?? []),
    ...links.flatMap((link) => link.memberId ?? []),
  ]);
  const memberOf = (id: number | null) => (id === null ? undefined : members.get(id));
  const chains = new Map<number, ChainLink[]>();
  for (const link of links) {
    const member = memberOf(link.memberId);
    const name = member ? fullName(member) : (link.ownerName ?? registryMessages.formerMember);
    chains.set(link.vehicleId, [
      ...(chains.get(link.vehicleId) ?? []),
      { name, from: link.startedOn, to: link.endedOn },
    ]);
  }
  return cars.map((car) => {
    const chain = chains.get(car.id) ?? [];
    const member = memberOf(car.memberId);
    return {
      id: car.id,
      car: car.car,
      serialKey: car.serialKey,
      engineNumber: car.engineNumber,
      bodyNumber: car.bodyNumber,
      owner: {
        memberNo: member?.memberNo ?? null,
        name: member ? fullName(member) : (chain[chain.length - 1]?.name ?? registryMessages.formerMember),
      },
      chain,
      firstStart: chain[0]?.from ?? null,
    };
  });
}

/** What a registry file's row added to a car: the links it inserted and the numbers it filled (undo's record). */
export interface RegistryAdditions {
  ownershipIds: number[];
  filled: Partial<Record<IdentifierField, string>>;
}

/**
 * A registry file's row on a car already in the registry: its earlier owners before the chain's first link, and the
 * numbers the car lacks. The car's owner and garage are left as they are.
 */
export async function addImportedHistory(
  context: Pick<AppContext, "db" | "now">,
  vehicleId: number,
  additions: { links: EarlierLink[]; numbers: Partial<Record<IdentifierField, string>> },
): Promise<RegistryAdditions> {
  const now = context.now();
  const position = await findFirstPosition(context.db, vehicleId);
  const ownershipIds = await insertOwnershipsReturningIds(
    context.db,
    earlierOwnershipRows(vehicleId, additions.links, position, now),
  );
  const filled: RegistryAdditions["filled"] = {};
  for (const [field, value] of Object.entries(additions.numbers) as [IdentifierField, string][]) {
    if (await fillNumber(context.db, vehicleId, field, value, now)) filled[field] = value;
  }
  return { ownershipIds, filled };
}

/**
 * Undo of `addImportedHistory`, for a batch of cars in two statements (issue 41): their links go, and the numbers it
 * filled unless changed since.
 */
export async function removeImportedHistory(
  context: Pick<AppContext, "db" | "now">,
  cars: { vehicleId: number; added: RegistryAdditions }[],
) {
  await deleteOwnerships(
    context.db,
    cars.map((car) => ({ vehicleId: car.vehicleId, ids: car.added.ownershipIds })),
  );
  await clearNumbers(
    context.db,
    cars.map((car) => ({ vehicleId: car.vehicleId, numbers: car.added.filled })),
    context.now(),
  );
}
