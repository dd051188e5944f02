import { listingActionsOf } from "@club/domain/listing.rules";
import {
  type Listing,
  type ListingCar,
  type ListingSummary,
  listingMessages,
} from "@club/domain/listing.schema";
import { type ViewingAccount, visibilityMessages } from "@club/domain/member-visibility.rules";
import { postalAddressLines } from "@club/domain/postal-address.rules";
import type { VehicleImage } from "@club/domain/vehicle.schema";
import type { AppContext } from "../../lib/app-context.ts";
import { classicsMatching } from "../classics/classics.service.ts";
import type { UrlSigner } from "../files/signed-urls.ts";
import { vehicleAwards } from "../judging/judging-results.service.ts";
import { getProfile, memberNamesByIds, membersAsSeenByIds } from "../members/members.service.ts";
import { type ListedCar, listedCars } from "../vehicles/vehicle-registry.service.ts";
import { signPhotos, signThumbnail } from "../vehicles/vehicles.service.ts";
import { findEnquirerIds, findImagesOf, type ListingRow } from "./listings.repository.ts";

// Issue 44: a listing as its reader sees it. The seller reads all of it; a member reads the seller as the visibility
// rule names them and only the contact details the seller chose; the public reads no member's name or contact.
// The car's facts are the registry's, read each time, those the seller chose to show, and its warning always.

export const listingPhotoPath = (id: number, variant: "original" | "thumbnail") =>
  `/api/v1/listing_photos/${id}/${variant}`;

export async function signListingPhotos(
  context: { signer: UrlSigner },
  ids: number[],
): Promise<VehicleImage[]> {
  return Promise.all(
    ids.map(async (id) => ({
      id,
      url: await context.signer.sign(listingPhotoPath(id, "original")),
      thumbnailUrl: await context.signer.sign(listingPhotoPath(id, "thumbnail")),
    })),
  );
}

/** The warning a buyer must read first: the car's identity is disputed, or a claim on it waits for the office. */
export function carWarning(
  car: Pick<ListedCar, "registryStatus" | "claimPending"> | undefined,
): string | null {
  if (!car) return null;
  // A claim waiting for the office is the more precise word (a claim filed marks the car disputed meanwhile).
  if (car.claimPending) return listingMessages.claimPending;
  if (car.registryStatus === "disputed") return listingMessages.disputed;
  return null;
}

function iso(moment: Date | null) {
  return moment ? moment.toISOString() : null;
}

/** A line of a list: the listing, its car's name, its first photo (its own, or else its car's). */
export async function toSummary(
  context: { signer: UrlSigner },
  row: ListingRow,
  extra: {
    car: { year: number; make: string; model: string } | null;
    firstImageId: number | null;
    carPhotoId: number | null;
    warning: boolean;
  },
): Promise<ListingSummary> {
  const thumbnailUrl =
    extra.firstImageId !== null
      ? await context.signer.sign(listingPhotoPath(extra.firstImageId, "thumbnail"))
      : await signThumbnail(context, extra.carPhotoId);
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    title: row.title,
    price: row.price,
    city: row.city,
    state: row.state,
    country: row.country,
    car: extra.car,
    thumbnailUrl,
    warning: extra.warning,
    publishedAt: iso(row.publishedAt),
    expiresAt: iso(row.expiresAt),
    soldAt: iso(row.soldAt),
  };
}

/** Summaries of rows of any listings (the member's own, the office's queue): their cars and photos in two queries. */
export async function summariesOf(
  context: Pick<AppContext, "db"> & { signer: UrlSigner },
  viewer: ViewingAccount | null,
  rows: ListingRow[],
): Promise<ListingSummary[]> {
  const [images, cars] = await Promise.all([
    findImagesOf(
      context.db,
      rows.map((row) => row.id),
    ),
    listedCars(
      context,
      viewer,
      rows.flatMap((row) => row.vehicleId ?? []),
    ),
  ]);
  return Promise.all(
    rows.map((row) => {
      const car = row.vehicleId === null ? undefined : cars.get(row.vehicleId);
      return toSummary(context, row, {
        car: car ? { year: car.year, make: car.make, model: car.model } : null,
        firstImageId: images.find((image) => image.listingId === row.id)?.id ?? null,
        carPhotoId: car?.photoIds[0] ?? null,
        warning: carWarning(car) !== null,
      });
    }),
  );
}

async function listingCarOf(
  context: Pick<AppContext, "db">,
  row: ListingRow,
  car: ListedCar,
): Promise<ListingCar> {
  const facts = row.factChoice;
  const [awards, classics] = await Promise.all([
    facts.awards ? vehicleAwards(context, car.vehicleId) : Promise.resolve(null),
    facts.fullClassic
      ? classicsMatching(context, [
          { id: car.vehicleId, makeId: car.makeId, year: car.year, model: car.model },
        ])
      : Promise.resolve(null),
  ]);
  return {
    vehicleId: car.vehicleId,
    year: car.year,
    make: car.make,
    model: car.model,
    bodyStyle: car.bodyStyle,
    bodyMaker: car.bodyMaker,
    numberOfCylinders: car.numberOfCylinders,
    serialNumber: car.serialNumber,
    engineNumber: car.engineNumber,
    ownerCount: facts.ownerCount ? car.ownerCount : null,
    awards,
    fullClassic: classics?.get(car.vehicleId)?.label ?? null,
    senior:
      facts.senior && car.seniorCategory !== "None"
        ? { category: car.seniorCategory, number: car.seniorNumber }
        : null,
    warning: carWarning(car),
  };
}

/** The seller's contact details the listing shows: only those chosen, to members; none to the public. */
async function contactShown(context: AppContext, row: ListingRow, reader: ViewingAccount | null) {
  const none = { email: null, phone: null, address: null };
  const choice = row.contactChoice;
  if (reader === null || !(choice.email || choice.phone || choice.address)) return none;
  const profile = await getProfile(context, row.memberId);
  const address = postalAddressLines({
    ...profile,
    line1: profile.addressLine1,
    line2: profile.addressLine2,
  }).join(", ");
  return {
    email: choice.email ? profile.email : null,
    phone: choice.phone
      ? (profile.cellPhone ?? profile.residentialPhone ?? profile.businessPhone ?? null)
      : null,
    address: choice.address && address !== "" ? address : null,
  };
}

/**
 * GET /listings/{id}: the listing as `reader` may see it (null: the public page). The caller has decided that the
 * reader may read it at all.
 */
export async function toListing(
  context: AppContext & { signer: UrlSigner },
  reader: ViewingAccount | null,
  row: ListingRow,
  extra: { fee: number; invoicePublicId: string | null },
): Promise<Listing> {
  const own = reader !== null && reader.memberId === row.memberId;
  const [images, cars, sellers, enquirerIds, contact] = await Promise.all([
    findImagesOf(context.db, [row.id]),
    listedCars(context, reader, row.vehicleId === null ? [] : [row.vehicleId]),
    reader === null ? Promise.resolve(new Map()) : membersAsSeenByIds(context, reader, [row.memberId]),
    own ? findEnquirerIds(context.db, row.id) : Promise.resolve([]),
    contactShown(context, row, reader),
  ]);
  const car = row.vehicleId === null ? undefined : cars.get(row.vehicleId);
  // Who wrote to the seller told them their name and number in the relayed mail: the seller reads them so here too.
  const enquirers = await memberNamesByIds(context, enquirerIds);
  const seller = sellers.get(row.memberId);
  const photos = await signListingPhotos(
    context,
    images.map((image) => image.id),
  );
  const carPhotos = car ? await signPhotos(context, car.photoIds) : [];
  const summary = await toSummary(context, row, {
    car: car ? { year: car.year, make: car.make, model: car.model } : null,
    firstImageId: images[0]?.id ?? null,
    carPhotoId: car?.photoIds[0] ?? null,
    warning: carWarning(car) !== null,
  });
  return {
    ...summary,
    description: row.description,
    vehicleId: row.vehicleId,
    photos,
    carPhotos,
    listingCar: car ? await listingCarOf(context, row, car) : null,
    seller:
      reader === null
        ? null
        : { name: seller?.name ?? visibilityMessages.formerMember, memberNo: seller?.memberNo ?? null },
    contact,
    contactChoice: row.contactChoice,
    factChoice: row.factChoice,
    own,
    actions: own ? listingActionsOf(row, context.now()) : [],
    removalReason: own ? row.removalReason : null,
    enquirers: enquirerIds.flatMap((id) => {
      const member = enquirers.get(id);
      return member ? [{ memberNo: member.memberNo, name: `${member.firstName} ${member.lastName}` }] : [];
    }),
    transferId: own ? row.transferId : null,
    fee: extra.fee,
    invoiceId: own ? extra.invoicePublicId : null,
    createdAt: row.createdAt.toISOString(),
  };
}
