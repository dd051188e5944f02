import { clubDate } from "@club/domain/club-clock";
import { listingEnd, needsApproval, soldShownSince } from "@club/domain/listing.rules";
import {
  type Listing,
  type ListingInput,
  type ListingSearchQuery,
  type ListingSoldInput,
  type ListingUpdate,
  listingMessages,
  listingPageSize,
  listingPhotosMax,
  publicListingKinds,
} from "@club/domain/listing.schema";
import type { MarketplaceSettings } from "@club/domain/marketplace-settings.schema";
import type { MemberMessageInput } from "@club/domain/member-message.schema";
import type { ViewingAccount } from "@club/domain/member-visibility.rules";
import { vehicleMessages } from "@club/domain/vehicle.schema";
import type { AppContext } from "../../lib/app-context.ts";
import { AppError, invalidField, notFound } from "../../lib/app-error.ts";
import { brokenUniqueIndex } from "../../lib/database-errors.ts";
import { recordAudit } from "../audit/audit.service.ts";
import type { ImageProcessor } from "../files/images.ts";
import type { UrlSigner } from "../files/signed-urls.ts";
import type { FileStorage } from "../files/storage.ts";
import { getMemberContact, holdMember } from "../members/members.service.ts";
import { joinedOnOf } from "../memberships/memberships.service.ts";
import { authorize, authorizeListing } from "../policy/policy.ts";
import { getClubTimeZone, getMarketplaceSettings } from "../settings/settings.service.ts";
import { listedCars, offerVehicle } from "../vehicles/vehicle-registry.service.ts";
import { feeOf, openListingFee, withdrawListingFee } from "./listing-fees.ts";
import { removeListingPhotoFiles, storeListingPhoto } from "./listing-photo-files.ts";
import { listingPhotoPath, summariesOf, toListing, toSummary } from "./listing-view.ts";
import {
  countOpenListings,
  deleteImage,
  deleteListingRow,
  findImage,
  findImagesOf,
  findListing,
  findMemberListings,
  insertEnquiry,
  insertImage,
  insertListing,
  type ListingRow,
  lockListing,
  searchListings,
  updateListing,
} from "./listings.repository.ts";

// Issue 44: the marketplace as members use it: listing (a car from the garage, a part, a wanted notice, a service),
// publishing under the club's cap and approval, renewing, selling (a car to a member through the registry's offer),
// and writing to a seller through the message relay.

/** The message relay's one door (privacy's), handed in by app.ts: privacy reaches the listings for a member's data. */
export interface RelayedMessage {
  senderId: number;
  recipient: { id: number; email: string | null; firstName: string; lastName: string };
  subject: string | null;
  message: string;
  via: string;
}

export interface ListingsContext extends AppContext {
  storage: FileStorage;
  signer: UrlSigner;
  images: ImageProcessor;
  relay(message: RelayedMessage): Promise<{ sent: true }>;
}

/** Members search, list, publish, renew and write to sellers only while the club's marketplace is open. */
async function openMarketplace(context: ListingsContext) {
  const settings = await getMarketplaceSettings(context);
  if (!settings.enabled) throw new AppError("marketplace_closed", { base: [listingMessages.closed] });
  return settings;
}

/** The listing as `reader` reads it, with the fee of publishing (and, to the seller, the invoice that pays it). */
async function listingReply(
  context: ListingsContext,
  reader: ViewingAccount | null,
  row: ListingRow,
  settings?: MarketplaceSettings,
) {
  const marketplace = settings ?? (await getMarketplaceSettings(context));
  return toListing(context, reader, row, await feeOf(context, reader, row, marketplace));
}

/** A listing another member may read: listed, or sold in the last 30 days (and, for a car, still the seller's). */
function shownToMembers(row: ListingRow, carOwnerId: number | null | undefined, now: Date) {
  if (row.status === "sold") return row.soldAt !== null && row.soldAt > soldShownSince(now);
  if (row.status !== "active") return false;
  return row.kind !== "car" || carOwnerId === row.memberId;
}

/** The listing as the reader may read it: their own in any state; anyone else's only while it is shown. */
export async function readableListing(context: ListingsContext, reader: ViewingAccount | null, id: number) {
  const row = await findListing(context.db, id);
  if (!row) throw notFound();
  if (reader !== null && row.memberId === reader.memberId) return row;
  if (reader === null && !(publicListingKinds as readonly string[]).includes(row.kind)) throw notFound();
  const car =
    row.vehicleId === null
      ? undefined
      : (await listedCars(context, reader, [row.vehicleId])).get(row.vehicleId);
  if (!shownToMembers(row, car?.memberId, context.now())) throw notFound();
  return row;
}

export async function getListing(
  context: ListingsContext,
  reader: ViewingAccount,
  id: number,
): Promise<Listing> {
  const row = await readableListing(context, reader, id);
  if (row.memberId !== reader.memberId) authorize(reader, "useMarketplace");
  return listingReply(context, reader, row);
}

/** The public page of a car or part for sale, when the club shows them to the public (404 otherwise). */
export async function getPublicListing(context: ListingsContext, id: number): Promise<Listing> {
  const settings = await getMarketplaceSettings(context);
  if (!settings.enabled || !settings.public) throw notFound();
  const row = await readableListing(context, null, id);
  return listingReply(context, null, row, settings);
}

/** GET /listings: a page of the marketplace (GET /public/listings: the public's, cars and parts without names). */
export async function searchMarketplace(
  context: ListingsContext,
  reader: ViewingAccount | null,
  query: ListingSearchQuery,
) {
  if (reader !== null) authorize(reader, "useMarketplace");
  const settings = await getMarketplaceSettings(context);
  if (reader === null && !(settings.enabled && settings.public)) throw notFound();
  if (reader !== null) await openMarketplace(context);
  const now = context.now();
  const { rows, total } = await searchListings(context.db, query, {
    soldSince: soldShownSince(now),
    kinds: reader === null ? publicListingKinds : undefined,
  });
  const cars = await listedCars(
    context,
    reader,
    rows.flatMap((row) => row.listing.vehicleId ?? []),
  );
  const results = await Promise.all(
    rows.map(({ listing, year, make, model, firstImageId }) => {
      const car = listing.vehicleId === null ? undefined : cars.get(listing.vehicleId);
      return toSummary(context, listing, {
        car: year !== null && make !== null && model !== null ? { year, make, model } : null,
        firstImageId,
        carPhotoId: car?.photoIds[0] ?? null,
        warning: car !== undefined && (car.registryStatus === "disputed" || car.claimPending),
      });
    }),
  );
  return { results, page: query.page, pageSize: listingPageSize, total };
}

/** GET /listings/mine: every listing of the member's, newest first. */
export async function myListings(context: ListingsContext, member: ViewingAccount) {
  const rows = await findMemberListings(context.db, member.memberId);
  return { results: await summariesOf(context, member, rows) };
}

/** The car a car listing names: in the seller's garage and approved by the club. */
async function requireListableCar(context: ListingsContext, seller: ViewingAccount, vehicleId: number) {
  const car = (await listedCars(context, seller, [vehicleId])).get(vehicleId);
  if (!car || car.memberId !== seller.memberId) throw invalidField("vehicleId", listingMessages.notYourCar);
  if (!car.approved) throw invalidField("vehicleId", listingMessages.carNotApproved);
  return car;
}

function carListed(error: unknown) {
  if (brokenUniqueIndex(error) === "listings_one_open_per_car")
    return new AppError("car_listed", { vehicleId: [listingMessages.carAlreadyListed] });
  return error;
}

/** POST /listings: a draft, of the member's own car (its name the title unless given) or of anything else. */
export async function createListing(context: ListingsContext, seller: ViewingAccount, input: ListingInput) {
  authorize(seller, "useMarketplace");
  await openMarketplace(context);
  const car = input.vehicleId == null ? null : await requireListableCar(context, seller, input.vehicleId);
  const now = context.now();
  const title = input.title ?? (car ? `${car.year} ${car.make} ${car.model}` : "");
  try {
    const row = await insertListing(context.db, {
      memberId: seller.memberId,
      kind: input.kind,
      vehicleId: car?.vehicleId ?? null,
      title,
      description: input.description,
      price: input.price,
      city: input.city,
      state: input.state,
      country: input.country,
      contactChoice: input.contact,
      factChoice: input.facts,
      createdAt: now,
      updatedAt: now,
    });
    return listingReply(context, seller, row);
  } catch (error) {
    throw carListed(error);
  }
}

/** PATCH /listings/{id}: the seller changes what it says, while it is a draft, waiting or listed. */
export async function changeListing(
  context: ListingsContext,
  seller: ViewingAccount,
  id: number,
  update: ListingUpdate,
) {
  const row = await context.db.transaction(async (tx) => {
    const listing = await lockListing(tx, id);
    authorizeListing(seller, "edit", listing, context.now());
    const { contact, facts, ...fields } = update;
    return updateListing(tx, id, {
      ...fields,
      ...(contact ? { contactChoice: contact } : {}),
      ...(facts ? { factChoice: facts } : {}),
      updatedAt: context.now(),
    });
  });
  return listingReply(context, seller, row);
}

/** DELETE /listings/{id}: a draft only (nothing points to it yet); its photos go with it. */
export async function deleteListing(context: ListingsContext, seller: ViewingAccount, id: number) {
  const images = await context.db.transaction(async (tx) => {
    const listing = await lockListing(tx, id);
    authorizeListing(seller, "delete", listing, context.now());
    const images = await findImagesOf(tx, [id]);
    await deleteListingRow(tx, id);
    return images;
  });
  await removeListingPhotoFiles(context, images);
}

/**
 * Lists it now, for the club's number of days: published, approved or paid. A car still has to be its seller's
 * (it may have left the garage since the draft).
 */
export async function startListing(
  context: AppContext,
  listing: ListingRow,
  settings: Pick<MarketplaceSettings, "listingDays">,
) {
  const now = context.now();
  return updateListing(context.db, listing.id, {
    status: "active",
    publishedAt: now,
    expiresAt: listingEnd(now, settings.listingDays),
    remindedAt: null,
    updatedAt: now,
  });
}

/**
 * Past the cap and the fee: waiting for the office's approval (a new member's, or everyone's if the club says so), or
 * listed. Publishing without a fee and the fee's payment (listing-purchase.service.ts) both end here. The seller's
 * joining day and today are the club's days.
 */
export async function listOrAwaitApproval(
  context: AppContext,
  listing: ListingRow,
  settings: Pick<MarketplaceSettings, "approval" | "listingDays">,
) {
  const [joinedOn, timeZone] = await Promise.all([
    joinedOnOf(context, listing.memberId),
    getClubTimeZone(context),
  ]);
  return needsApproval(settings.approval, joinedOn, clubDate(context.now(), timeZone))
    ? updateListing(context.db, listing.id, { status: "awaiting_approval", updatedAt: context.now() })
    : startListing(context, listing, settings);
}

/**
 * POST /listings/{id}/publish: under the club's cap of listings per member, counted while the member's row is held
 * (two publishes at once are counted one after the other); then, when the club asks a fee, waiting for its payment
 * (an invoice opened with the change); otherwise waiting for the office's approval or listed.
 */
export async function publishListing(context: ListingsContext, seller: ViewingAccount, id: number) {
  authorize(seller, "useMarketplace");
  const settings = await openMarketplace(context);
  const row = await context.db.transaction(async (tx) => {
    const inTransaction = { ...context, db: tx };
    await holdMember(inTransaction, seller.memberId);
    const listing = await lockListing(tx, id);
    authorizeListing(seller, "publish", listing, context.now());
    if (listing.vehicleId !== null) await requireListableCar(inTransaction, seller, listing.vehicleId);
    if ((await countOpenListings(tx, seller.memberId, id)) >= settings.maxActive)
      throw new AppError("too_many_listings", { base: [listingMessages.tooManyActive(settings.maxActive)] });
    const published =
      settings.fee > 0
        ? await openListingFee(inTransaction, listing, settings.fee)
        : await listOrAwaitApproval(inTransaction, listing, settings);
    await recordAudit(inTransaction, {
      actorId: seller.memberId,
      memberId: seller.memberId,
      action: "listing_published",
      after: { listingId: id, status: published.status },
    });
    return published;
  });
  return listingReply(context, seller, row, settings);
}

/** POST /listings/{id}/renew: another period from now, in the week before it ends or after it ended. */
export async function renewListing(context: ListingsContext, seller: ViewingAccount, id: number) {
  authorize(seller, "useMarketplace");
  const settings = await openMarketplace(context);
  const row = await context.db.transaction(async (tx) => {
    const inTransaction = { ...context, db: tx };
    await holdMember(inTransaction, seller.memberId);
    const listing = await lockListing(tx, id);
    authorizeListing(seller, "renew", listing, context.now());
    if (
      listing.status === "expired" &&
      (await countOpenListings(tx, seller.memberId, id)) >= settings.maxActive
    )
      throw new AppError("too_many_listings", { base: [listingMessages.tooManyActive(settings.maxActive)] });
    if (listing.vehicleId !== null) await requireListableCar(inTransaction, seller, listing.vehicleId);
    return startListing(inTransaction, listing, settings);
  });
  return listingReply(context, seller, row, settings);
}

/**
 * POST /listings/{id}/withdraw: the seller takes it out of the marketplace; it is kept, closed. One waiting for its
 * fee has its invoice withdrawn first, so the fee can no longer be paid.
 */
export async function withdrawListing(context: ListingsContext, seller: ViewingAccount, id: number) {
  const listing = await findListing(context.db, id);
  authorizeListing(seller, "withdraw", listing, context.now());
  if (listing.status === "awaiting_payment") await withdrawListingFee(context, listing);
  const row = await context.db.transaction(async (tx) => {
    const listing = await lockListing(tx, id);
    authorizeListing(seller, "withdraw", listing, context.now());
    return updateListing(tx, id, { status: "withdrawn", closedAt: context.now(), updatedAt: context.now() });
  });
  return listingReply(context, seller, row);
}

/**
 * POST /listings/{id}/sold: sold. To a member, a car listing offers the car to them through the registry (the buyer
 * accepts it on My Vehicles, and the car's chain of owners goes on); the offer's own rules apply (the buyer by number
 * and last name, the seller's limit of offers). Other listings sold to a member just say so.
 */
export async function markSold(
  context: ListingsContext,
  seller: ViewingAccount,
  id: number,
  input: ListingSoldInput,
) {
  const listing = await findListing(context.db, id);
  authorizeListing(seller, "markSold", listing, context.now());
  let transferId: number | null = null;
  if (input.memberNo !== undefined) {
    if (listing.vehicleId === null) throw invalidField("memberNo", listingMessages.buyerOnlyForCars);
    const transfer = await offerVehicle(context, seller, listing.vehicleId, {
      memberNo: input.memberNo,
      buyerLastName: input.lastName,
    });
    transferId = transfer.id;
  }
  const row = await context.db.transaction(async (tx) => {
    const locked = await lockListing(tx, id);
    authorizeListing(seller, "markSold", locked, context.now());
    const now = context.now();
    return updateListing(tx, id, {
      status: "sold",
      soldAt: now,
      closedAt: now,
      transferId,
      updatedAt: now,
    });
  });
  return listingReply(context, seller, row);
}

/**
 * POST /listings/{id}/messages: a member writes to the seller through the message relay (its limits: the relay's),
 * from the club's address with Reply-To the writer; the seller's address is never shown them. The seller's list of
 * who wrote is what "Sold to a member" offers.
 */
export async function writeToSeller(
  context: ListingsContext,
  writer: ViewingAccount,
  id: number,
  input: MemberMessageInput,
) {
  authorize(writer, "useMarketplace");
  await openMarketplace(context);
  const listing = await readableListing(context, writer, id);
  if (listing.memberId === writer.memberId) throw invalidField("base", listingMessages.ownListing);
  if (listing.status !== "active") throw notFound();
  const seller = await getMemberContact(context, listing.memberId);
  const sent = await context.relay({
    senderId: writer.memberId,
    recipient: { id: listing.memberId, ...seller },
    subject: input.subject ?? `About your listing "${listing.title}"`,
    message: input.message,
    via: `your listing "${listing.title}" in the marketplace`,
  });
  await insertEnquiry(context.db, { listingId: id, senderId: writer.memberId, sentAt: context.now() });
  return sent;
}

/** POST /listings/{id}/photos: one photo more, by the cars' image rules, up to the listing's limit. */
export async function addListingPhoto(
  context: ListingsContext,
  seller: ViewingAccount,
  id: number,
  upload: Buffer,
) {
  const listing = await findListing(context.db, id);
  authorizeListing(seller, "addPhotos", listing, context.now());
  if ((await findImagesOf(context.db, [id])).length >= listingPhotosMax)
    throw invalidField("photo", vehicleMessages.tooManyPhotos(listingPhotosMax), "too_many_photos");
  const stored = await storeListingPhoto(context, upload);
  try {
    await context.db.transaction(async (tx) => {
      const locked = await lockListing(tx, id);
      authorizeListing(seller, "addPhotos", locked, context.now());
      const images = await findImagesOf(tx, [id]);
      if (images.length >= listingPhotosMax)
        throw invalidField("photo", vehicleMessages.tooManyPhotos(listingPhotosMax), "too_many_photos");
      await insertImage(tx, { ...stored, listingId: id, position: images.length, createdAt: context.now() });
    });
  } catch (error) {
    await removeListingPhotoFiles(context, [stored]);
    throw error;
  }
  return getListing(context, seller, id);
}

/** DELETE /listings/{id}/photos/{photoId}. */
export async function removeListingPhoto(
  context: ListingsContext,
  seller: ViewingAccount,
  id: number,
  photoId: number,
) {
  const image = await context.db.transaction(async (tx) => {
    const listing = await lockListing(tx, id);
    authorizeListing(seller, "addPhotos", listing, context.now());
    const image = await findImage(tx, photoId);
    if (!image || image.listingId !== id) throw notFound();
    await deleteImage(tx, photoId);
    return image;
  });
  await removeListingPhotoFiles(context, [image]);
  return getListing(context, seller, id);
}

/** A listing's photo by its signed URL (an <img> cannot send the token): the bytes, or why not. */
export async function readListingPhoto(
  context: ListingsContext,
  request: { id: number; variant: "original" | "thumbnail"; expires: number; signature: string },
) {
  const { id, variant } = request;
  await context.signer.requireValid(listingPhotoPath(id, variant), request.expires, request.signature);
  const image = await findImage(context.db, id);
  if (!image) throw notFound();
  const body = await context.storage.read(variant === "original" ? image.storageKey : image.thumbnailKey);
  if (!body) throw notFound();
  return { contentType: variant === "original" ? image.contentType : "image/jpeg", body };
}
