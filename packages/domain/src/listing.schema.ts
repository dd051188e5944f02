import { z } from "zod";
import {
  coercedIntegerSchema,
  emailSchema,
  idSchema,
  integerSchema,
  multiLineTextSchema,
  singleLineTextSchema,
  textSchema,
} from "./fields.schema.ts";
import { seniorCategories } from "./member.schema.ts";
import { memberMessageInputSchema } from "./member-message.schema.ts";
import { officePageSchema } from "./office.schema.ts";
import { vehicleImageSchema } from "./vehicle.schema.ts";
import { vehicleAwardSchema } from "./vehicle-registry.schema.ts";

// Issue 44: the club's marketplace. Members in good standing list cars (from their garage, with the registry's facts
// the seller chooses to show), parts, wanted notices and services; buyers write through the message relay; a sold
// car goes to its buyer through the registry's offer and accept.

export const listingKinds = ["car", "part", "wanted", "service"] as const;
export type ListingKind = (typeof listingKinds)[number];
export const listingKindLabels: Record<ListingKind, string> = {
  car: "Car for sale",
  part: "Part for sale",
  wanted: "Wanted",
  service: "Service",
};
/** The kinds a club may also show to the public (its setting): things for sale, never members' wants or services. */
export const publicListingKinds = ["car", "part"] as const satisfies readonly ListingKind[];

/**
 * A listing's life: a draft until published; then waiting for the office's approval (a new member's, or everyone's
 * when the club says so) or for its fee; active for the club's period; then expired, sold, withdrawn by the seller or
 * removed by the office. Only a draft is deleted; the others are kept (a fee, a report or a sale points to them).
 */
export const listingStatuses = [
  "draft",
  "awaiting_payment",
  "awaiting_approval",
  "active",
  "expired",
  "sold",
  "withdrawn",
  "removed",
] as const;
export type ListingStatus = (typeof listingStatuses)[number];
export const listingStatusLabels: Record<ListingStatus, string> = {
  draft: "Draft",
  awaiting_payment: "Waiting for payment",
  awaiting_approval: "Waiting for the office's approval",
  active: "Listed",
  expired: "Expired",
  sold: "Sold",
  withdrawn: "Withdrawn",
  removed: "Removed by the office",
};

export const listingTitleMax = 120;
export const listingDescriptionMax = 5000;
export const listingPlaceMax = 80;
export const listingReasonMax = 1000;
/** Photos of one listing (its own; a car listing shows the car's photos besides). */
export const listingPhotosMax = 8;
/** How many listings a search page holds. */
export const listingPageSize = 24;
/** A price above this is a typing slip (dollars). */
export const listingPriceMaxDollars = 10_000_000;
/** How long a sold listing stays in the marketplace marked "Sold". */
export const soldListingShownDays = 30;
/** The reminder mail goes this many days before a listing expires. */
export const listingReminderDays = 7;
/** A member who joined within this many days has their listings approved by the office first. */
export const newMemberDays = 90;

export const listingMessages = {
  kindRequired: "Choose what the listing is: a car for sale, a part for sale, wanted or a service",
  vehicleRequired: "Choose the car from your garage",
  vehicleOnlyForCars: "Only a car for sale names a car from the garage",
  titleRequired: "Title is required",
  titleTooLong: `Title is too long (${listingTitleMax} characters at most)`,
  descriptionRequired: "Description is required",
  descriptionTooLong: `Description is too long (${listingDescriptionMax.toLocaleString("en-US")} characters at most)`,
  priceInvalid: `Price is a whole number of dollars up to ${listingPriceMaxDollars.toLocaleString("en-US")}, or empty for offers`,
  placeTooLong: `Too long (${listingPlaceMax} characters at most)`,
  cityRequired: "City is required",
  countryRequired: "Country is required",
  contactInvalid: "Say which of your e-mail, phone and address the listing shows (true or false)",
  reasonRequired: "Reason is required",
  reasonTooLong: `Reason is too long (${listingReasonMax.toLocaleString("en-US")} characters at most)`,
  nameRequired: "Your name is required",
  lastNameWithMemberNo: "Give the buyer's member number and last name together",
  notYourCar: "That car is not in your garage.",
  carNotApproved: "The club has not approved this car yet, so it cannot be listed.",
  carAlreadyListed: "This car is already listed. Change that listing instead.",
  notEditable: "This listing can no longer be changed.",
  notDraft: "Only a draft can be published or deleted.",
  notRenewable: "Only a listed or expired listing can be renewed.",
  notOpen: "Only a listed listing can be marked sold or withdrawn.",
  tooManyActive: (max: number) =>
    `You already have ${max} listings in the marketplace, the most a member may have. Mark one sold or withdraw it first.`,
  ownListing: "This is your own listing.",
  buyerOnlyForCars:
    "Only a car is sold to a member through the registry; mark other listings sold without a buyer.",
  carGone: "The car is no longer in your garage, so it cannot be offered through the registry.",
  disputed:
    "The club has marked this car's identity as disputed. Ask the seller and the office before you buy.",
  claimPending:
    "Another member has claimed this car, and the office has not decided the claim yet. Ask the office before you buy.",
  sent: "Your message was sent to the seller. Replies come to your own e-mail.",
  inquiryConfirm: "Check your e-mail: open the link in it to send your message to the seller.",
  inquirySent: "Your message was sent to the seller. Replies come to your e-mail.",
  inquiryGone: "This link has been used or has expired. Write to the seller again from the listing.",
  closed: "The club's marketplace is closed.",
  gone: "This listing is not in the marketplace: it may have ended, sold more than 30 days ago, or been withdrawn.",
  marketplaceUnpaid: "The marketplace opens to you once your membership is paid.",
  marketplaceLapsed: "Your membership has expired. Renew it to use the club's marketplace again.",
  notPublic: "This listing is for club members. Sign in to read it.",
  reported: "Thank you. The office will look at this listing.",
  feePaying: "Your payment of this listing's fee is going through. Try again in a minute.",
} as const;

const optionalPlace = singleLineTextSchema()
  .trim()
  .max(listingPlaceMax, { error: listingMessages.placeTooLong })
  .nullish()
  .transform((value) => value || null);

const requiredPlace = (error: string) =>
  singleLineTextSchema({ error })
    .trim()
    .min(1, { error, abort: true })
    .max(listingPlaceMax, { error: listingMessages.placeTooLong });

/** Which of the seller's own contact details the listing shows (each read from their profile when shown). */
export const listingContactChoiceSchema = z.object(
  {
    email: z.boolean({ error: listingMessages.contactInvalid }),
    phone: z.boolean({ error: listingMessages.contactInvalid }),
    address: z.boolean({ error: listingMessages.contactInvalid }),
  },
  { error: listingMessages.contactInvalid },
);
export type ListingContactChoice = z.infer<typeof listingContactChoiceSchema>;
export const noContactShown: ListingContactChoice = { email: false, phone: false, address: false };

/**
 * Which of the registry's facts about the car a car listing shows (the seller's choice). A warning that the car's
 * identity is disputed or claimed is shown always, and its numbers only as the car's own setting shows them.
 */
export const listingFactChoiceSchema = z.object({
  ownerCount: z.boolean(),
  awards: z.boolean(),
  fullClassic: z.boolean(),
  senior: z.boolean(),
});
export type ListingFactChoice = z.infer<typeof listingFactChoiceSchema>;
export const allFactsShown: ListingFactChoice = {
  ownerCount: true,
  awards: true,
  fullClassic: true,
  senior: true,
};

const priceSchema = integerSchema({ error: listingMessages.priceInvalid })
  .min(0, { error: listingMessages.priceInvalid })
  .max(listingPriceMaxDollars, { error: listingMessages.priceInvalid })
  .nullable();

const listingFields = {
  title: singleLineTextSchema({ error: listingMessages.titleRequired })
    .trim()
    .min(1, { error: listingMessages.titleRequired, abort: true })
    .max(listingTitleMax, { error: listingMessages.titleTooLong }),
  // Plain text: paragraphs are separated by a blank line; no HTML is ever rendered from it.
  description: multiLineTextSchema({ error: listingMessages.descriptionRequired })
    .trim()
    .min(1, { error: listingMessages.descriptionRequired, abort: true })
    .max(listingDescriptionMax, { error: listingMessages.descriptionTooLong }),
  /** Whole dollars; null: "Offers" (for a wanted notice, no budget given). */
  price: priceSchema,
  city: requiredPlace(listingMessages.cityRequired),
  state: optionalPlace,
  country: requiredPlace(listingMessages.countryRequired),
  contact: listingContactChoiceSchema,
  facts: listingFactChoiceSchema,
};

/**
 * POST /api/v1/listings: a draft. A car for sale names a car of the seller's garage (`vehicleId`), whose year, make,
 * model and photos the listing shows; the title may then be left out (the car's name is used).
 */
export const listingInputSchema = z
  .object({
    kind: z.enum(listingKinds, { error: listingMessages.kindRequired }),
    vehicleId: idSchema({ error: listingMessages.vehicleRequired }).nullish(),
    title: listingFields.title.optional(),
    description: listingFields.description,
    price: listingFields.price.default(null),
    city: listingFields.city,
    state: listingFields.state,
    country: listingFields.country,
    contact: listingFields.contact.default(noContactShown),
    facts: listingFields.facts.default(allFactsShown),
  })
  .superRefine((input, check) => {
    if (input.kind === "car" && input.vehicleId == null)
      check.addIssue({ code: "custom", path: ["vehicleId"], message: listingMessages.vehicleRequired });
    if (input.kind !== "car" && input.vehicleId != null)
      check.addIssue({ code: "custom", path: ["vehicleId"], message: listingMessages.vehicleOnlyForCars });
    if (input.kind !== "car" && input.title === undefined)
      check.addIssue({ code: "custom", path: ["title"], message: listingMessages.titleRequired });
  });
export type ListingInput = z.output<typeof listingInputSchema>;

/** PATCH /api/v1/listings/{id}: only the fields sent change; its kind and car stay. */
export const listingUpdateSchema = z.object(listingFields).partial();
export type ListingUpdate = z.output<typeof listingUpdateSchema>;

/** What each kind's price reads as, for a listing without a price. */
export function priceLabel(kind: ListingKind, price: number | null): string {
  if (price !== null) return `$${price.toLocaleString("en-US")}`;
  return kind === "wanted" ? "Budget not given" : kind === "service" ? "Ask for a price" : "Offers";
}

/** The registry's facts a car listing shows: only those the seller chose, and the warning always. */
export const listingCarSchema = z.object({
  vehicleId: z.number().int(),
  year: z.number().int(),
  make: z.string(),
  model: z.string(),
  bodyStyle: z.string().nullable(),
  bodyMaker: z.string().nullable(),
  numberOfCylinders: z.number().int(),
  /** The car's numbers, only when the car's own setting shows them to this reader; null otherwise. */
  serialNumber: z.string().nullable(),
  engineNumber: z.string().nullable(),
  /** How many owners the registry has recorded (null when the seller does not show it). */
  ownerCount: z.number().int().nullable(),
  awards: z.array(vehicleAwardSchema).nullable(),
  /** The Full Classic list's entry the car is on, in words ("Packard 1930–1939 Super Eight"); null: not shown or none. */
  fullClassic: z.string().nullable(),
  senior: z.object({ category: z.enum(seniorCategories), number: z.string().nullable() }).nullable(),
  /** Why a buyer should ask first: the identity is disputed, or a claim waits for the office. Always shown. */
  warning: z.string().nullable(),
});
export type ListingCar = z.infer<typeof listingCarSchema>;

/** One line of the marketplace's list. */
export const listingSummarySchema = z.object({
  id: z.number().int(),
  kind: z.enum(listingKinds),
  status: z.enum(listingStatuses),
  title: z.string(),
  price: z.number().int().nullable(),
  city: z.string(),
  state: z.string().nullable(),
  country: z.string(),
  /** The car's year, make and model (car listings). */
  car: z.object({ year: z.number().int(), make: z.string(), model: z.string() }).nullable(),
  /** The first photo's signed thumbnail; null without photos. */
  thumbnailUrl: z.string().nullable(),
  /** True when the car's identity is disputed or claimed (the listing says why). */
  warning: z.boolean(),
  publishedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  soldAt: z.string().nullable(),
});
export type ListingSummary = z.infer<typeof listingSummarySchema>;

/** What the seller may do with their listing now, decided by the server (the page shows these buttons). */
export const listingActions = [
  "edit",
  "publish",
  "delete",
  "renew",
  "withdraw",
  "markSold",
  "addPhotos",
] as const;
export type ListingAction = (typeof listingActions)[number];

/** GET /api/v1/listings/{id}. */
export const listingSchema = listingSummarySchema.extend({
  description: z.string(),
  vehicleId: z.number().int().nullable(),
  photos: z.array(vehicleImageSchema),
  /** The car's photos from the registry (car listings), after the listing's own. */
  carPhotos: z.array(vehicleImageSchema),
  listingCar: listingCarSchema.nullable(),
  /** The seller as the visibility rule names them ("A club member" when unlisted); null on the public page. */
  seller: z.object({ name: z.string(), memberNo: z.number().int().nullable() }).nullable(),
  /** Only what the seller chose to show; everything null on the public page. */
  contact: z.object({
    email: z.string().nullable(),
    phone: z.string().nullable(),
    address: z.string().nullable(),
  }),
  contactChoice: listingContactChoiceSchema,
  factChoice: listingFactChoiceSchema,
  /** True for the seller reading their own listing. */
  own: z.boolean(),
  actions: z.array(z.enum(listingActions)),
  /** The office's reason, to the seller, when it removed the listing. */
  removalReason: z.string().nullable(),
  /** The members who wrote to the seller about it (the seller's view only): whom "Sold to a member" offers first. */
  enquirers: z.array(z.object({ memberNo: z.number().int(), name: z.string() })),
  /** The sale's offer of the car to a member, while it waits for their answer or after (the seller's view). */
  transferId: z.number().int().nullable(),
  /**
   * The fee to publish, in cents (0: free; once invoiced, what its invoice asks), and that invoice's order id (the
   * seller's only, else null): the payment dialog pays it while the listing waits for payment; its receipt after.
   */
  fee: z.number().int(),
  invoiceId: z.string().nullable(),
  createdAt: z.string(),
});
export type Listing = z.infer<typeof listingSchema>;

/** What a listing fee's invoice keeps (invoices.selections): the listing it publishes, and its title when opened. */
export const listingInvoiceSelectionsSchema = z.object({ listingId: z.number().int(), title: z.string() });
export type ListingInvoiceSelections = z.output<typeof listingInvoiceSelectionsSchema>;

const optionalText = textSchema()
  .trim()
  .max(100)
  .optional()
  .transform((value) => value || undefined);
const optionalNumber = z.preprocess(
  (value) => (value === "" ? undefined : value),
  coercedIntegerSchema().min(0).optional(),
);

export const listingSorts = ["newest", "price", "year", "ending"] as const;

/** GET /api/v1/listings: the marketplace, listed and recently sold; all filters optional. */
export const listingSearchQuerySchema = z.object({
  kind: z.enum(listingKinds).optional(),
  makeId: optionalNumber,
  model: optionalText,
  yearFrom: optionalNumber,
  yearTo: optionalNumber,
  /** Whole dollars. */
  priceFrom: optionalNumber,
  priceTo: optionalNumber,
  /** A region's code: listings whose place is one of the region's states. */
  region: optionalText,
  state: optionalText,
  country: optionalText,
  /** Words of the title or description. */
  q: optionalText,
  sort: z.enum(listingSorts).default("newest"),
  order: z.enum(["asc", "desc"]).optional(),
  page: coercedIntegerSchema().min(1).default(1),
});
export type ListingSearchQuery = z.output<typeof listingSearchQuerySchema>;

export const listingPageSchema = officePageSchema(listingSummarySchema);
export type ListingPage = z.infer<typeof listingPageSchema>;

/** GET /api/v1/listings/mine: every listing of the member's, newest first, with what each waits for. */
export const myListingsSchema = z.object({ results: z.array(listingSummarySchema) });

/**
 * POST /api/v1/listings/{id}/sold: sold, to a member (their number and last name, as the registry's offer asks:
 * a car listing then offers the car to them) or to someone outside the club (neither given).
 */
export const listingSoldInputSchema = z
  .object({
    memberNo: idSchema().optional(),
    lastName: singleLineTextSchema().trim().max(100).optional(),
  })
  .superRefine((input, check) => {
    if ((input.memberNo === undefined) !== (input.lastName === undefined || input.lastName === ""))
      check.addIssue({ code: "custom", path: ["lastName"], message: listingMessages.lastNameWithMemberNo });
  });
export type ListingSoldInput = z.output<typeof listingSoldInputSchema>;

/** POST /api/v1/listings/{id}/messages: as the relay's message to a member. */
export const listingMessageInputSchema = memberMessageInputSchema;

const reasonSchema = multiLineTextSchema({ error: listingMessages.reasonRequired })
  .trim()
  .min(1, { error: listingMessages.reasonRequired, abort: true })
  .max(listingReasonMax, { error: listingMessages.reasonTooLong });

/** POST /api/v1/listings/{id}/reports: a member tells the office what is wrong with a listing. */
export const listingReportInputSchema = z.object({ reason: reasonSchema });

/** POST /api/v1/office/listings/{id}/remove: the reason goes to the seller by mail. */
export const listingRemovalInputSchema = z.object({ reason: reasonSchema });

/**
 * POST /api/v1/public/listings/{id}/inquiries: someone outside the club writes to a seller. No captcha: the message
 * waits until its writer opens the link mailed to them, and each address and each network may send a few a day.
 */
export const publicInquiryInputSchema = z.object({
  name: singleLineTextSchema({ error: listingMessages.nameRequired })
    .trim()
    .min(1, { error: listingMessages.nameRequired, abort: true })
    .max(100),
  email: emailSchema,
  message: memberMessageInputSchema.shape.message,
});
export type PublicInquiryInput = z.output<typeof publicInquiryInputSchema>;

export const publicInquiryConfirmSchema = z.object({ token: z.string().min(1).max(200) });

/** GET /api/v1/office/listings: the approval queue, reported listings, or all, newest first. */
/** The office's lists: the approval queue, listings with a report not decided yet, or every listing but drafts. */
export const officeListingShows = ["awaiting_approval", "reported", "all"] as const;
export type OfficeListingShow = (typeof officeListingShows)[number];

export const officeListingQuerySchema = z.object({
  show: z.enum(officeListingShows).default("awaiting_approval"),
  page: coercedIntegerSchema().min(1).default(1),
});
export type OfficeListingQuery = z.output<typeof officeListingQuerySchema>;

/** What the office is told when a decision no longer fits the listing or report (409). */
export const officeListingMessages = {
  notAwaiting: "This listing is not waiting for approval (any more).",
  notRemovable: "This listing is no longer in the marketplace (sold, withdrawn, ended or removed already).",
  reportDecided: "The office has decided this report already.",
} as const;

export const listingReportSchema = z.object({
  id: z.number().int(),
  reason: z.string(),
  /** The member who reported it, named for the office. */
  reporter: z.string(),
  createdAt: z.string(),
});

export const officeListingRowSchema = listingSummarySchema.extend({
  seller: z.object({ memberId: z.number().int(), memberNo: z.number().int(), name: z.string() }),
  openReports: z.array(listingReportSchema),
});
export type OfficeListingRow = z.infer<typeof officeListingRowSchema>;
export const officeListingPageSchema = officePageSchema(officeListingRowSchema);

/** Download my data (issue 44): each listing of the member's with its words, the enquiries and reports they sent. */
export const myListingsDataSchema = z.object({
  listings: z.array(
    z.object({
      id: z.number().int(),
      kind: z.enum(listingKinds),
      status: z.enum(listingStatuses),
      title: z.string(),
      description: z.string(),
      price: z.number().int().nullable(),
      city: z.string(),
      state: z.string().nullable(),
      country: z.string(),
      contactChoice: listingContactChoiceSchema,
      createdAt: z.string(),
      publishedAt: z.string().nullable(),
      expiresAt: z.string().nullable(),
      soldAt: z.string().nullable(),
      removalReason: z.string().nullable(),
      photos: z.number().int(),
    }),
  ),
  /** The listings they wrote to a seller about (the text went into the seller's mail and is kept nowhere). */
  enquiries: z.array(z.object({ listingId: z.number().int(), at: z.string() })),
  reports: z.array(z.object({ listingId: z.number().int(), reason: z.string(), at: z.string() })),
});
export type MyListingsData = z.infer<typeof myListingsDataSchema>;
