import { isoDay } from "@club/domain/days";
import {
  carNumbersShown,
  type ViewingAccount,
  viewerOf,
  visibilityMessages,
} from "@club/domain/member-visibility.rules";
import type { FormerCar } from "@club/domain/my-data.schema";
import {
  identityKey,
  registryMessages,
  type VehicleAward,
  type VehicleHistory,
  type VehicleIdentifierSources,
  type VehicleTransfer,
  type VehicleTransferInput,
  vehicleIdentifierSourcesSchema,
} from "@club/domain/vehicle-registry.schema";
import {
  type GarageRemovalInput,
  ownershipEndRefusal,
  transferOfferLimit,
} from "@club/domain/vehicle-transfer.rules";
import type { Db } from "../../db/client.ts";
import type { AppContext } from "../../lib/app-context.ts";
import { AppError, invalidField, notFound } from "../../lib/app-error.ts";
import { brokenUniqueIndex } from "../../lib/database-errors.ts";
import { recordAudit } from "../audit/audit.service.ts";
import type { SessionContext } from "../auth/auth.service.ts";
import { takeHits } from "../limits/limits.service.ts";
import { findBuyer, holdMember, memberNamesByIds, membersAsSeenByIds } from "../members/members.service.ts";
import { authorizeOwn, authorizeVehicleHistory } from "../policy/policy.ts";
import { requireRoomForVehicle } from "./garage-room.ts";
import {
  cancelPendingTransfer,
  endOwnerships,
  findCarWithIdentity,
  findFormerOwnerships,
  findListedCars,
  findOpenOwnershipStart,
  findOwnerships,
  findRegistryVehicle,
  findTransfers,
  hasRegistryPast,
  insertOwnerships,
  insertTransfer,
  lockTransfer,
  moveVehicle,
  setRegistryStatus,
  setTransferStatus,
} from "./registry.repository.ts";
import { vehicleStatusOf } from "./vehicle-review.rules.ts";
import { lockVehicle, type VehicleRow } from "./vehicles.repository.ts";

// Issue 27: the car's own record. A car keeps its chain of owners; the seller offers it to a member, who accepts
// (the car moves to their garage with its photos and history) or declines.

/**
 * One identity per car: a serial or engine number already in the registry (written alike: case, spaces and dashes
 * aside) is a second record of that car, refused (409). The reply names no car (issue 39); a member who may claim
 * (`mayClaim`, the policy's) is given the car's claim path. `exceptId`: the car being changed.
 */
export async function requireNewIdentity(
  context: Pick<AppContext, "db">,
  numbers: { serialNumber: string | null; engineNumber: string | null },
  { exceptId, mayClaim }: { exceptId?: number; mayClaim: boolean },
) {
  for (const [column, field, kind] of [
    ["serialNumber", "serialNumber", "serial"],
    ["engineNumber", "engineNumber", "engine"],
  ] as const) {
    const key = identityKey(numbers[column]);
    if (key === null) continue;
    const existing = await findCarWithIdentity(context.db, column, key, exceptId);
    if (existing)
      throw new AppError(
        "vehicle_duplicate",
        { [field]: [registryMessages.duplicateIdentity(kind, mayClaim)] },
        undefined,
        mayClaim ? { id: existing.id, claimPath: `/api/v1/vehicles/${existing.id}/claims` } : undefined,
      );
  }
}

/** The first link of new cars' chains: the member who registered each, or whose roster row brought it. */
export async function startOwnerships(
  context: Pick<AppContext, "db" | "now">,
  cars: { vehicleId: number; memberId: number }[],
  source: "registered" | "import",
) {
  const createdAt = context.now();
  await insertOwnerships(
    context.db,
    cars.map((car) => ({ ...car, source, createdAt })),
  );
}

/**
 * POST /vehicles/{id}/transfer: the owner offers the car to the member with that number and last name, or records
 * its sale to someone outside the club. Issue 39: every offer to a member counts against the seller's limit, found
 * or not, before the buyer is looked up; every buyer the car cannot go to gets one answer; the reply names the buyer
 * as the seller typed them, never as the club keeps them.
 */
export async function offerVehicle(
  context: AppContext,
  seller: ViewingAccount,
  vehicleId: number,
  input: VehicleTransferInput,
) {
  const sellerId = seller.memberId;
  const found = await findRegistryVehicle(context.db, vehicleId);
  const vehicle = found?.vehicle;
  authorizeOwn({ memberId: sellerId }, "offerVehicle", vehicle);
  const soldOn = await ownershipEndDay(context, vehicle, input.date);
  if (input.memberNo === undefined)
    return sellOutside(context, seller, vehicleId, {
      name: input.buyerName ?? "",
      place: input.buyerPlace,
      soldOn,
    });
  await takeHits(context, [{ key: `transfer offer|member|${sellerId}`, limit: transferOfferLimit }]);
  const typedName = input.buyerLastName ?? "";
  const buyer = await findBuyer(context, {
    memberNo: input.memberNo,
    lastName: typedName,
    today: isoDay(context.now()),
  });
  if (!buyer) throw invalidField("memberNo", registryMessages.buyerUnknown, "buyer_unknown");
  if (buyer.id === sellerId) throw invalidField("memberNo", registryMessages.buyerIsSeller, "buyer_unknown");
  try {
    const id = await insertTransfer(context.db, {
      vehicleId,
      sellerId,
      buyerId: buyer.id,
      buyerName: typedName,
      soldOn,
      createdAt: context.now(),
    });
    return await transferById(context, seller, id);
  } catch (error) {
    if (brokenUniqueIndex(error) === "vehicle_transfers_one_pending")
      throw new AppError("transfer_pending", { base: [registryMessages.transferPending] });
    throw error;
  }
}

/**
 * The day a car changed hands (a sale, or leaving the garage): today unless given, never after today, never before
 * 1 January of its model year nor before its owner had it (issue 39).
 */
async function ownershipEndDay(
  context: AppContext,
  vehicle: { id: number; year: number },
  given: string | undefined,
) {
  const today = isoDay(context.now());
  if (given === undefined) return today;
  const ownedSince = await findOpenOwnershipStart(context.db, vehicle.id);
  const why = ownershipEndRefusal(given, { today, modelYear: vehicle.year, ownedSince });
  if (why) throw invalidField("date", why);
  return given;
}

/**
 * Issue 39: the car has a past the registry keeps: an earlier owner, an offer, a claim (its own tables) or a senior
 * number. Such a car is never deleted; its owner removes it from their garage instead. An event it was entered for
 * (and so any award: awards are a registration's) is the events module's to know, and vehicles may not call it
 * (events check the entered car with the vehicles): the registrations' RESTRICT key refuses that delete, which the
 * caller turns into the same answer.
 */
export async function hasHistory(
  context: Pick<AppContext, "db">,
  vehicle: { id: number; seniorCategory: string; seniorNumber: string | null },
) {
  if (vehicle.seniorCategory !== "None" || (vehicle.seniorNumber ?? "") !== "") return true;
  return hasRegistryPast(context.db, vehicle.id);
}

/**
 * POST /vehicles/{id}/remove_from_garage (issue 39): the car leaves its owner's garage with what happened (sold
 * outside the club, destroyed, not known) as the end of their ownership, and stays in the registry with its history,
 * awards and senior number, for a later owner to claim. A destroyed car is marked so, unless a claim on it waits
 * (the office decides that first). An offer of it still waiting is cancelled.
 */
export async function removeFromGarage(
  context: AppContext,
  ownerId: number,
  vehicleId: number,
  input: GarageRemovalInput,
) {
  const found = await findRegistryVehicle(context.db, vehicleId);
  authorizeOwn({ memberId: ownerId }, "changeVehicle", found?.vehicle);
  const endedOn = await ownershipEndDay(context, found.vehicle, input.date);
  const now = context.now();
  await context.db.transaction(async (tx) => {
    const vehicle = await lockVehicle(tx, vehicleId);
    authorizeOwn({ memberId: ownerId }, "changeVehicle", vehicle);
    await cancelPendingTransfer(tx, vehicleId, now);
    await endOwnerships(tx, vehicleId, endedOn, input.reason);
    await moveVehicle(tx, vehicleId, null, now);
    if (input.reason === "destroyed" && vehicle.status === "active")
      await setRegistryStatus(tx, vehicleId, "destroyed", now);
    await recordAudit(
      { ...context, db: tx },
      {
        actorId: ownerId,
        memberId: ownerId,
        action: "vehicle_removed_from_garage",
        before: { vehicleId, memberId: ownerId },
        after: { vehicleId, endedHow: input.reason, endedOn },
      },
    );
  });
}

/**
 * A sale outside the club: the car leaves the seller's garage at once and stays in the registry, its new owner
 * known by name, until a member claims it. An offer to a member still waiting is cancelled.
 */
async function sellOutside(
  context: AppContext,
  seller: ViewingAccount,
  vehicleId: number,
  buyer: { name: string; place: string | undefined; soldOn: string },
) {
  const sellerId = seller.memberId;
  const now = context.now();
  const id = await context.db.transaction(async (tx) => {
    const vehicle = await lockVehicle(tx, vehicleId);
    authorizeOwn({ memberId: sellerId }, "offerVehicle", vehicle);
    await cancelPendingTransfer(tx, vehicleId, now);
    await endOwnerships(tx, vehicleId, buyer.soldOn);
    await insertOwnerships(tx, [
      {
        vehicleId,
        ownerName: buyer.name,
        ownerPlace: buyer.place ?? null,
        startedOn: buyer.soldOn,
        source: "transfer",
        createdAt: now,
      },
    ]);
    await moveVehicle(tx, vehicleId, null, now);
    const transferId = await insertTransfer(tx, {
      vehicleId,
      sellerId,
      buyerName: buyer.name,
      buyerPlace: buyer.place ?? null,
      soldOn: buyer.soldOn,
      status: "accepted",
      createdAt: now,
      decidedAt: now,
    });
    await recordAudit(
      { ...context, db: tx },
      {
        actorId: sellerId,
        memberId: sellerId,
        action: "vehicle_sold_outside",
        before: { vehicleId, memberId: sellerId },
        after: { vehicleId, buyerName: buyer.name, soldOn: buyer.soldOn },
      },
    );
    return transferId;
  });
  return transferById(context, seller, id);
}

/**
 * The transfers the member sells or buys, each party named as the viewer may know them (issue 39). To its seller, a
 * member buying is the last name the seller typed and the number they gave, never the name the club keeps (else an
 * offer that stands would tell them); a buyer outside the club is the name given. To its buyer, the seller is named
 * by the visibility rule (another member: an unlisted seller is "A club member"), and the buyer themselves whole. A
 * transfer whose member's account was deleted since it was read went with the account.
 */
async function transfersOf(context: AppContext, viewer: ViewingAccount, id?: number) {
  const rows = await findTransfers(context.db, viewer.memberId, id);
  const buyersTyped = rows.flatMap((row) =>
    row.sellerId === viewer.memberId && row.buyerId !== null ? [row.buyerId] : [],
  );
  const [seen, numbers] = await Promise.all([
    membersAsSeenByIds(
      context,
      viewer,
      rows.flatMap((row) => (row.buyerId === null ? [row.sellerId] : [row.sellerId, row.buyerId])),
    ),
    memberNamesByIds(context, buyersTyped),
  ]);
  return rows.flatMap(({ sellerId, buyerId, buyerName, createdAt, ...row }) => {
    const seller = seen.get(sellerId);
    const buyer = buyerId === null ? null : seen.get(buyerId);
    if (!seller || buyer === undefined) return [];
    const typed = sellerId === viewer.memberId;
    const buyerShown =
      buyerId === null || buyer === null
        ? { name: buyerName ?? "", memberNo: null }
        : typed
          ? // An offer to a member who was since erased has lost the typed name with the rest of them.
            {
              name: buyerName ?? visibilityMessages.formerMember,
              memberNo: numbers.get(buyerId)?.memberNo ?? null,
            }
          : { name: buyer.name, memberNo: buyer.memberNo };
    const transfer: VehicleTransfer = {
      ...row,
      sellerName: seller.name,
      buyerName: buyerShown.name,
      buyerMemberNo: buyerShown.memberNo,
      createdAt: createdAt.toISOString(),
    };
    return [{ sellerId, transfer }];
  });
}

async function transferById(context: AppContext, viewer: ViewingAccount, id: number) {
  const [row] = await transfersOf(context, viewer, id);
  if (!row) throw notFound();
  return row.transfer;
}

/** GET /vehicle_transfers: the cars waiting for the member's answer, and those waiting for their buyer's. */
export async function listTransfers(context: AppContext, viewer: ViewingAccount) {
  const rows = await transfersOf(context, viewer);
  return {
    incoming: rows.filter((row) => row.sellerId !== viewer.memberId).map((row) => row.transfer),
    outgoing: rows.filter((row) => row.sellerId === viewer.memberId).map((row) => row.transfer),
  };
}

/** The offer, locked, if it waits for this buyer's answer: anyone else's, or one answered, is not found. */
async function lockBuyersOffer(db: Db, buyerId: number, id: number) {
  const transfer = await lockTransfer(db, id);
  authorizeOwn({ memberId: buyerId }, "answerTransfer", transfer);
  return transfer;
}

/**
 * POST /vehicle_transfers/{id}/accept: the car moves to the buyer's garage with its photos and history; the
 * seller's ownership ends on the day of the sale and the buyer's starts. A car the seller no longer has (deleted,
 * or merged elsewhere by the office) cancels the offer (409). Only the buyer may answer: anyone else gets 404.
 */
export async function acceptTransfer(context: AppContext, buyerId: number, id: number) {
  const now = context.now();
  const outcome = await context.db.transaction(async (tx) => {
    const transfer = await lockBuyersOffer(tx, buyerId, id);
    const vehicle = await lockVehicle(tx, transfer.vehicleId);
    if (!vehicle || vehicle.memberId !== transfer.sellerId) {
      await setTransferStatus(tx, id, "cancelled", now);
      return "gone" as const;
    }
    await holdMember({ db: tx }, buyerId);
    await requireRoomForVehicle(context, tx, buyerId);
    await endOwnerships(tx, transfer.vehicleId, transfer.soldOn);
    await insertOwnerships(tx, [
      {
        vehicleId: transfer.vehicleId,
        memberId: buyerId,
        startedOn: transfer.soldOn,
        source: "transfer",
        createdAt: now,
      },
    ]);
    await moveVehicle(tx, transfer.vehicleId, buyerId, now);
    await setTransferStatus(tx, id, "accepted", now);
    await recordAudit(
      { ...context, db: tx },
      {
        actorId: buyerId,
        memberId: buyerId,
        action: "vehicle_transferred",
        before: { vehicleId: transfer.vehicleId, memberId: transfer.sellerId },
        after: { vehicleId: transfer.vehicleId, memberId: buyerId, soldOn: transfer.soldOn },
      },
    );
    return "moved" as const;
  });
  if (outcome === "gone") throw new AppError("transfer_gone", { base: [registryMessages.transferGone] });
}

/** POST /vehicle_transfers/{id}/cancel: the seller takes back an offer the buyer has not answered. */
export async function cancelTransfer(context: AppContext, sellerId: number, id: number) {
  await context.db.transaction(async (tx) => {
    const transfer = await lockTransfer(tx, id);
    if (!transfer || transfer.sellerId !== sellerId || transfer.status !== "pending") throw notFound();
    await setTransferStatus(tx, id, "cancelled", context.now());
  });
}

/** POST /vehicle_transfers/{id}/decline: the car stays with the seller, who may offer it again. */
export async function declineTransfer(context: AppContext, buyerId: number, id: number) {
  await context.db.transaction(async (tx) => {
    await lockBuyersOffer(tx, buyerId, id);
    await setTransferStatus(tx, id, "declined", context.now());
  });
}

/**
 * The context of a car's history: the events the car was brought to and the awards it earned at judged meets, handed
 * in by app.ts from the events and judging modules (which cannot be called from here: events check the entered car
 * with the vehicles, and judging reads the events).
 */
export interface VehicleHistoryContext extends AppContext {
  eventsOf(vehicleId: number): Promise<VehicleHistory["events"]>;
  awardsOf(vehicleId: number): Promise<VehicleAward[]>;
  /** Issue 45: the archive's pages that mention the car, as the reader may see them (the archive calls the vehicles). */
  archiveOf(
    session: SessionContext,
    vehicleId: number,
    ownerId: number | null,
  ): Promise<VehicleHistory["archivePages"]>;
}

/** Issue 40: the cars the member owned once and no longer has, each with their own times with it, for their data. */
export async function listFormerCars(context: AppContext, memberId: number): Promise<FormerCar[]> {
  const cars = new Map<number, FormerCar>();
  for (const row of await findFormerOwnerships(context.db, memberId)) {
    const car = cars.get(row.vehicleId) ?? { vehicleId: row.vehicleId, car: row.car, ownerships: [] };
    car.ownerships.push({ from: row.startedOn, to: row.endedOn, endedHow: row.endedHow, source: row.source });
    cars.set(row.vehicleId, car);
  }
  return [...cars.values()];
}

/**
 * GET /vehicles/{id}/history: the car's owners, the current one last, the events it was brought to, the awards it
 * earned at judged meets, and the club's review of it. Its numbers as the visibility rule shows them to the reader
 * (the owner's and the office's, and other members' when the owner shows them). Each owner who is a member is named as the reader may see them (issue 39:
 * the domain's visibility rule), so an owner hidden from the directory is "A club member" to other members.
 */
export async function vehicleHistory(
  context: VehicleHistoryContext,
  session: SessionContext,
  vehicleId: number,
): Promise<VehicleHistory> {
  const found = await findRegistryVehicle(context.db, vehicleId);
  if (!found) throw notFound();
  const { vehicle } = found;
  authorizeVehicleHistory(session, vehicle.memberId);
  const [ownerships, events, awards, archivePages] = await Promise.all([
    findOwnerships(context.db, vehicleId),
    context.eventsOf(vehicleId),
    context.awardsOf(vehicleId),
    context.archiveOf(session, vehicleId, vehicle.memberId),
  ]);
  const members = await membersAsSeenByIds(
    context,
    session,
    ownerships.flatMap((row) => row.memberId ?? []),
  );
  return {
    vehicleId,
    car: found.car,
    status: vehicleStatusOf(vehicle),
    registryStatus: vehicle.status,
    inGarage: vehicle.memberId !== null,
    numbers: carNumbersShown(viewerOf(session, vehicle.memberId), vehicle)
      ? {
          serialNumber: vehicle.serialNumber,
          engineNumber: vehicle.engineNumber,
          bodyNumber: vehicle.bodyNumber,
          sources: identifierSourcesOf(vehicle.identifierSources),
        }
      : null,
    ownerships: ownerships.map((row) => {
      const member = row.memberId === null ? undefined : members.get(row.memberId);
      return {
        ownerName: member?.name ?? row.ownerName ?? visibilityMessages.formerMember,
        // A link naming no one is a member's whose account was deleted or erased.
        clubMember: member !== undefined || row.ownerName === null,
        memberNo: member?.memberNo ?? null,
        place: member ? null : row.ownerPlace,
        from: row.startedOn,
        to: row.endedOn,
        endedHow: row.endedHow,
        source: row.source,
      };
    }),
    events,
    awards,
    archivePages,
  };
}

/** The jsonb column as the domain reads it; a value it cannot read counts as no sources recorded. */
export function identifierSourcesOf(value: unknown): VehicleIdentifierSources {
  const parsed = vehicleIdentifierSourcesSchema.safeParse(value);
  return parsed.success ? parsed.data : {};
}

/** A marketplace listing's car as the registry knows it (issue 44), its numbers as the reader may see them. */
export interface ListedCar {
  vehicleId: number;
  memberId: number | null;
  approved: boolean;
  year: number;
  makeId: number;
  make: string;
  model: string;
  bodyStyle: string | null;
  bodyMaker: string | null;
  numberOfCylinders: number;
  serialNumber: string | null;
  engineNumber: string | null;
  ownerCount: number;
  seniorCategory: VehicleRow["seniorCategory"];
  seniorNumber: string | null;
  registryStatus: VehicleRow["status"];
  claimPending: boolean;
  photoIds: number[];
}

/**
 * Issue 44: the cars of listings, by id, read in one query: what a listing shows of its car (the seller chooses
 * which facts), the warning it always shows (a disputed identity, a claim waiting), and its numbers only as the
 * visibility rule shows them to `viewer` (null: the public).
 */
export async function listedCars(
  context: Pick<AppContext, "db">,
  viewer: ViewingAccount | null,
  ids: number[],
): Promise<Map<number, ListedCar>> {
  if (ids.length === 0) return new Map();
  const rows = await findListedCars(context.db, [...new Set(ids)]);
  return new Map(
    rows.map(({ vehicle, make, ownerCount, claimPending, photoIds }) => {
      const shown = carNumbersShown(viewerOf(viewer, vehicle.memberId), vehicle);
      const car: ListedCar = {
        vehicleId: vehicle.id,
        memberId: vehicle.memberId,
        approved: vehicle.approvedByCommittee,
        year: vehicle.year,
        makeId: vehicle.makeId,
        make,
        model: vehicle.model,
        bodyStyle: vehicle.bodyStyle,
        bodyMaker: vehicle.bodyMaker,
        numberOfCylinders: vehicle.numberOfCylinders,
        serialNumber: shown ? vehicle.serialNumber : null,
        engineNumber: shown ? vehicle.engineNumber : null,
        ownerCount,
        seniorCategory: vehicle.seniorCategory,
        seniorNumber: vehicle.seniorNumber,
        registryStatus: vehicle.status,
        claimPending,
        photoIds,
      };
      return [vehicle.id, car];
    }),
  );
}
