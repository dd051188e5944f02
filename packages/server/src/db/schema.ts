import type { InvoiceSelections } from "@club/domain/renewal.schema";
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

// One schema for PGlite and PostgreSQL. Column names are the snake_case of these keys (casing: "snake_case").
// Money is integer cents; calendar dates are `date` read as YYYY-MM-DD strings.
// No timestamp has a database default: every one is written from the app's clock (`now()`), so rules that
// compare times (session expiry, reset links, invoice age) read one clock, which tests can move.

const createdAt = timestamp({ withTimezone: true }).notNull();
const updatedAt = timestamp({ withTimezone: true }).notNull();

export const memberNoSequence = pgSequence("member_no_seq", { startWith: 10001 });

export const members = pgTable(
  "members",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    memberNo: integer().notNull().unique().default(sql`nextval('member_no_seq')`),
    email: text().notNull(),
    passwordHash: text().notNull(),
    prefix: text(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    suffix: text(),
    company: text(),
    addressLine1: text(),
    addressLine2: text(),
    city: text(),
    state: text(),
    zipCode: text(),
    country: text(),
    businessPhone: text(),
    cellPhone: text(),
    residentialPhone: text(),
    publicationPreferences: integer().notNull().default(1),
    referrerName: text(),
    seniorCategory: text(),
    seniorNumber: text(),
    /** Set by the office: no reminders, not in the directory. */
    deceasedOn: date({ mode: "string" }),
    resignedOn: date({ mode: "string" }),
    /**
     * A duplicate the office merged into another account: its history moved there, and it no longer signs in. The
     * account it was merged into cannot be deleted (issue 23): the link is how the duplicate's history is found.
     */
    mergedIntoId: integer().references((): AnyPgColumn => members.id, { onDelete: "restrict" }),
    /** The member followed an announcement's unsubscribe link: no more bulk mail (reminders and receipts still go). */
    bulkMailOptOutAt: timestamp({ withTimezone: true }),
    createdAt,
    updatedAt,
  },
  (t) => [
    // An imported member may have no e-mail (''): they claim their account from a printed code (issue 16).
    uniqueIndex("members_email_unique").on(sql`lower(${t.email})`).where(sql`${t.email} <> ''`),
    // The directory's sort (spec §9: last name, then first name, then member number) read in index order, so a
    // page of 500 stops after 500 listed members instead of sorting every match; the export's keyset order.
    index("members_directory_order").on(sql`lower(${t.lastName})`, sql`lower(${t.firstName})`, t.memberNo),
    index("members_last_name_member_no").on(t.lastName, t.memberNo),
    // Deleting a member checks who was merged into it: without this index, each deletion reads every member (an
    // import's undo deletes thousands).
    index().on(t.mergedIntoId),
  ],
);

export const sessions = pgTable(
  "sessions",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer()
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    tokenHash: text().notNull().unique(),
    rememberMe: boolean().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    lastUsedAt: timestamp({ withTimezone: true }).notNull(),
    /** When this session proved the office's second factor (a TOTP code or a recovery code), if it did. */
    secondFactorAt: timestamp({ withTimezone: true }),
    createdAt,
  },
  (t) => [index().on(t.memberId), index().on(t.expiresAt)],
);

export const passwordResets = pgTable(
  "password_resets",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer()
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    tokenHash: text().notNull().unique(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt,
  },
  (t) => [index().on(t.memberId)],
);

/** The club office's accounts (issue 13): a role on an account, which may or may not hold a membership. */
export const staff = pgTable("staff", {
  memberId: integer()
    .primaryKey()
    .references(() => members.id, { onDelete: "cascade" }),
  role: text({ enum: ["office_staff", "office_admin"] }).notNull(),
  /** The TOTP authenticator's shared secret (base32), kept from enrolment; in force once confirmed. */
  totpSecret: text(),
  totpConfirmedAt: timestamp({ withTimezone: true }),
  /**
   * A replacement's secret, until a code from the new app confirms it (issue 23): the authenticator in force stays
   * in force meanwhile, so starting a replacement never leaves the account with a password only.
   */
  totpPendingSecret: text(),
  /** The last time step whose code was accepted: a code is good once (RFC 6238 §5.2). */
  totpLastStep: integer(),
  /** SHA-256 hashes of the unused recovery codes: each signs in once in place of a TOTP code. */
  recoveryCodes: jsonb().$type<string[]>().notNull().default([]),
  createdAt,
});

/**
 * Who changed what, when, with the values before and after: written in the transaction of the change, never
 * updated or deleted (a trigger refuses both, migration 0008). A member the trail names, as the subject or the
 * actor, cannot be deleted (issue 23, migration 0014): the trail and the member it is about stay together.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp({ withTimezone: true }).notNull(),
    /** Who did it: a staff member, the member themself, or null for the portal (a webhook, a job). */
    actorId: integer().references((): AnyPgColumn => members.id, { onDelete: "restrict" }),
    /** The member the change is about. */
    memberId: integer().references((): AnyPgColumn => members.id, { onDelete: "restrict" }),
    action: text().notNull(),
    reason: text(),
    before: jsonb().$type<Record<string, unknown>>(),
    after: jsonb().$type<Record<string, unknown>>(),
  },
  (t) => [index().on(t.memberId, t.at), index().on(t.actorId, t.at), index().on(t.at)],
);

/** The office's dated notes on a member. */
export const officeNotes = pgTable(
  "office_notes",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer()
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    authorId: integer().references(() => members.id, { onDelete: "set null" }),
    text: text().notNull(),
    createdAt,
  },
  (t) => [index().on(t.memberId), index().on(t.authorId)],
);

/**
 * Rate limits shared by every instance: one row per counted key (what is limited, and for whom), counted in a
 * window that starts with the first hit (modules/limits).
 */
export const rateLimitCounters = pgTable(
  "rate_limit_counters",
  {
    key: text().primaryKey(),
    windowStart: timestamp({ withTimezone: true }).notNull(),
    hits: integer().notNull(),
  },
  (t) => [index().on(t.windowStart)],
);

export const nationalPlans = pgTable("national_plans", {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  title: text().notNull().unique(),
  description: text().notNull(),
  cost: integer().notNull(),
  lifelong: boolean().notNull().default(false),
  offeredOnline: boolean().notNull().default(true),
  associatePlanTitle: text().notNull(),
  associatePlanCost: integer().notNull(),
  sortOrder: integer().notNull().default(0),
  /** An inactive plan is kept for the members on it and their history, but nobody can choose it (issue 14). */
  active: boolean().notNull().default(true),
});

export const countries = pgTable("countries", {
  code: text().primaryKey(),
  name: text().notNull().unique(),
});

export const subdivisions = pgTable(
  "subdivisions",
  {
    code: text().primaryKey(),
    countryCode: text()
      .notNull()
      .references(() => countries.code),
    name: text().notNull(),
  },
  (t) => [index().on(t.countryCode)],
);

/** The club's regions (local chapters), each with its yearly regional plan. */
export const regions = pgTable(
  "regions",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    code: text().notNull().unique(),
    name: text().notNull().unique(),
    countryCode: text().references(() => countries.code),
  },
  (t) => [index().on(t.countryCode)],
);

export const regionalPlans = pgTable("regional_plans", {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  regionId: integer()
    .notNull()
    .unique()
    .references(() => regions.id),
  title: text().notNull(),
  description: text().notNull().default(""),
  cost: integer().notNull(),
  associateCost: integer().notNull(),
  active: boolean().notNull().default(true),
});

export const regionalAdministrators = pgTable(
  "regional_administrators",
  {
    memberId: integer()
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    regionId: integer()
      .notNull()
      .references(() => regions.id),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.regionId] }), index().on(t.regionId)],
);

export const associates = pgTable("associates", {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  memberId: integer()
    .notNull()
    .unique()
    .references(() => members.id, { onDelete: "cascade" }),
  firstName: text().notNull(),
  lastName: text().notNull(),
  createdAt,
});

/** A member's national membership: one row per member, extended by each paid renewal. */
export const nationalMemberships = pgTable(
  "national_memberships",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer()
      .notNull()
      .unique()
      .references(() => members.id, { onDelete: "cascade" }),
    nationalPlanId: integer()
      .notNull()
      .references(() => nationalPlans.id),
    yearJoined: integer().notNull(),
    duesExpire: date().notNull(),
    datePaid: date(),
    amountPaid: integer(),
    renewalDate: date(),
    museumMembershipLevel: integer().notNull().default(0),
    /** The office gave the current year without payment: no renewal reminders for it (issue 15). */
    complimentary: boolean().notNull().default(false),
    createdAt,
    updatedAt,
  },
  (t) => [index().on(t.nationalPlanId)],
);

export const regionalMemberships = pgTable(
  "regional_memberships",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer()
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    regionalPlanId: integer()
      .notNull()
      .references(() => regionalPlans.id),
    associate: boolean().notNull().default(false),
    duesExpire: date().notNull(),
    createdAt,
    updatedAt,
  },
  (t) => [uniqueIndex().on(t.memberId, t.regionalPlanId)],
);

export const makes = pgTable("makes", {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  name: text().notNull().unique(),
});

export const vehicles = pgTable(
  "vehicles",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer()
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    ownedByAssociate: boolean().notNull().default(false),
    year: integer().notNull(),
    makeId: integer()
      .notNull()
      .references(() => makes.id),
    model: text().notNull(),
    numberOfCylinders: integer().notNull(),
    bodyStyle: text(),
    bodyMaker: text(),
    engineNumber: text(),
    bodyNumber: text(),
    serialNumber: text(),
    trackAcquiredFrom: text(),
    trackDateAcquired: text(),
    trackSoldTo: text(),
    trackDateSold: text(),
    trackOtherInfo: text(),
    seniorCategory: text({ enum: ["None", "Senior", "Senior Premier"] })
      .notNull()
      .default("None"),
    seniorNumber: text(),
    newCoachWork: boolean().notNull().default(false),
    altered: boolean().notNull().default(false),
    authentic: boolean().notNull().default(false),
    approvedByCommittee: boolean().notNull().default(false),
    /**
     * The office's review (issue 14): when it was last approved or rejected, and the reason of a rejection. A car
     * is pending while neither approved nor rejected; a material change sends it back (both cleared).
     */
    reviewedAt: timestamp({ withTimezone: true }),
    rejectionReason: text(),
    /** The material fields as they were approved: the queue shows what changed since. */
    approvedValues: jsonb().$type<Record<string, unknown>>(),
    location: text(),
    createdAt,
    updatedAt,
  },
  // The car search's sort keys (year or model, then the car), read in index order like the member search's.
  (t) => [
    index().on(t.memberId),
    index().on(t.makeId),
    index("vehicles_year_id").on(t.year, t.id),
    index("vehicles_model_id").on(t.model, t.id),
  ],
);

export const events = pgTable(
  "events",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    formId: text().notNull().unique(),
    title: text().notNull(),
    dateStart: date().notNull(),
    dateEnd: date().notNull(),
    regionId: integer().references(() => regions.id),
    /** How many may register (issue 14); no limit when null. */
    capacity: integer(),
  },
  (t) => [index().on(t.regionId)],
);

/** Small club-wide settings (for example the renewal window), one JSON value per key. */
export const settings = pgTable("settings", {
  key: text().primaryKey(),
  value: jsonb().notNull(),
  updatedAt,
});

/** Every e-mail the portal sends, kept until delivered (and after, as a record). */
export const outbox = pgTable(
  "outbox",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    to: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text(),
    /** Extra headers, e.g. an announcement's List-Unsubscribe (RFC 8058). */
    headers: jsonb().$type<Record<string, string>>(),
    /** Whom it is for, when it is for a member: the office's Mail tab lists it even after an address change. */
    memberId: integer().references(() => members.id, { onDelete: "set null" }),
    /** bounced: the receiving server refused the address for good (an SMTP 5xx); never retried. */
    status: text({ enum: ["pending", "sending", "sent", "failed", "bounced"] })
      .notNull()
      .default("pending"),
    attempts: integer().notNull().default(0),
    claimedAt: timestamp({ withTimezone: true }),
    lastError: text(),
    sentAt: timestamp({ withTimezone: true }),
    /**
     * One of many (a reminders run, an announcement, invitations): sent after the mail a member is waiting for, so a
     * password reset does not queue behind thousands of reminders at the server's pace (issue 24).
     */
    bulk: boolean().notNull().default(false),
    createdAt,
  },
  (t) => [index().on(t.status, t.bulk, t.id), index().on(t.memberId)],
);

/** Addresses whose server refused our mail for good (an SMTP 5xx): no reminders or announcements go there. */
export const mailBounces = pgTable("mail_bounces", {
  /** Lower-cased. */
  address: text().primaryKey(),
  reason: text().notNull(),
  outboxId: integer(),
  bouncedAt: timestamp({ withTimezone: true }).notNull(),
});

/**
 * Each renewal reminder sent (or printed as a letter), once per member, per membership year (`cycle`: the dues
 * date it is about) and per step of the schedule: the unique index is what makes a second run send nothing.
 */
export const reminderLog = pgTable(
  "reminder_log",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer()
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    cycle: date({ mode: "string" }).notNull(),
    /** window_open, before:60, lapsed:7… */
    step: text().notNull(),
    channel: text({ enum: ["email", "letter"] }).notNull(),
    /** The day of the run that sent it. */
    runOn: date({ mode: "string" }).notNull(),
    outboxId: integer(),
    createdAt,
  },
  (t) => [uniqueIndex().on(t.memberId, t.cycle, t.step), index().on(t.runOn)],
);

/**
 * One-click renewal links (issue 15): a random token (stored hashed) for one member and one membership year; it
 * signs in until it expires or the year is renewed (the member's dues date moves past `cycle`). The short code is
 * the same link typed from a letter.
 */
export const renewalLinks = pgTable(
  "renewal_links",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer()
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    tokenHash: text().notNull().unique(),
    shortCodeHash: text().notNull().unique(),
    /**
     * A letter's short code, kept readable while the link lives (issue 24): printing the day's letters again
     * reprints the same code, so a letter already posted keeps working. Null for a mailed link.
     */
    letterCode: text(),
    cycle: date({ mode: "string" }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    lastUsedAt: timestamp({ withTimezone: true }),
    createdAt,
  },
  (t) => [index().on(t.memberId), index().on(t.expiresAt)],
);

/** Bytes (a PDF): a Buffer on both drivers (PGlite reads a Uint8Array). */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value),
});

/**
 * The reminders' long work (issue 24): sending today's reminders, a day's letters or labels, started by the office
 * and done by the job `reminder-tasks`. The page follows `done` of `total`; a PDF is kept here for a day.
 */
export const reminderTasks = pgTable(
  "reminder_tasks",
  {
    id: uuid().primaryKey(),
    kind: text({ enum: ["run", "letters", "labels"] }).notNull(),
    date: date({ mode: "string" }).notNull(),
    status: text({ enum: ["queued", "running", "done", "failed"] })
      .notNull()
      .default("queued"),
    done: integer().notNull().default(0),
    total: integer().notNull().default(0),
    /** How many times a job took it up: a task that stopped its process three times is failed, not retried. */
    attempts: integer().notNull().default(0),
    /** The run's counts { date, emailed, letters }. */
    result: jsonb().$type<{ date: string; emailed: number; letters: number }>(),
    fileName: text(),
    file: bytea(),
    error: text(),
    createdBy: integer().references(() => members.id, { onDelete: "set null" }),
    createdAt,
    updatedAt,
  },
  (t) => [index().on(t.status, t.createdAt), index().on(t.createdAt), index().on(t.createdBy)],
);

/** An e-mail the office writes to a segment of the members (issue 15), sent by a throttled job. */
export const announcements = pgTable(
  "announcements",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    subject: text().notNull(),
    body: text().notNull(),
    /** Who it goes to: { kind: "active" | "region" | "lapsed" | "event", regionId?, months?, eventId? }. */
    segment: jsonb().$type<Record<string, unknown>>().notNull(),
    status: text({ enum: ["draft", "sending", "sent"] })
      .notNull()
      .default("draft"),
    createdBy: integer().references(() => members.id, { onDelete: "set null" }),
    total: integer().notNull().default(0),
    sendStartedAt: timestamp({ withTimezone: true }),
    sentAt: timestamp({ withTimezone: true }),
    createdAt,
    updatedAt,
  },
  (t) => [index().on(t.createdAt), index().on(t.createdBy)],
);

/** Each member an announcement goes to, and what became of it. */
export const announcementRecipients = pgTable(
  "announcement_recipients",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    announcementId: integer()
      .notNull()
      .references(() => announcements.id, { onDelete: "cascade" }),
    memberId: integer()
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    email: text().notNull(),
    status: text({ enum: ["pending", "sent", "skipped"] })
      .notNull()
      .default("pending"),
    /** Why it was skipped (unsubscribed, bouncing). */
    reason: text(),
    /** The one-click unsubscribe link's token (RFC 8058), hashed. */
    unsubscribeTokenHash: text().notNull().unique(),
    outboxId: integer(),
    sentAt: timestamp({ withTimezone: true }),
    createdAt,
  },
  (t) => [
    uniqueIndex().on(t.announcementId, t.memberId),
    index().on(t.announcementId, t.status),
    index().on(t.memberId),
  ],
);

/**
 * What a join or renewal checkout asks the member to pay; `publicId` is the order id the browser knows. Money is
 * never deleted with a member (issue 23): invoices, their orders, payments, refunds, unsettled captures and gifts
 * restrict the delete, and whoever deletes members refuses (or moves the money) first.
 */
export const invoices = pgTable(
  "invoices",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    publicId: text().notNull().unique(),
    memberId: integer()
      .notNull()
      .references(() => members.id, { onDelete: "restrict" }),
    kind: text({ enum: ["join", "renewal"] }).notNull(),
    /**
     * void: replaced by a newer invoice of the same member (a second renewal), never payable again.
     * refunded: paid, then given back in full by the office (what it bought was undone).
     */
    status: text({ enum: ["pending", "paid", "void", "refunded"] })
      .notNull()
      .default("pending"),
    /** The selections the payment activates (national plan, associate, regions, donations, museum). */
    selections: jsonb().$type<InvoiceSelections>().notNull(),
    subtotal: integer().notNull(),
    fee: integer().notNull(),
    total: integer().notNull(),
    currency: text().notNull().default("USD"),
    /** When the amounts were last priced from the plans; an unpaid invoice older than the expiry is priced again. */
    pricedAt: timestamp({ withTimezone: true }).notNull(),
    /** The one provider order that may pay this invoice; opening another voids this one. */
    liveProviderOrderId: text(),
    /** Set while the live order is being captured: no other order may be opened meanwhile. */
    captureStartedAt: timestamp({ withTimezone: true }),
    paidAt: timestamp({ withTimezone: true }),
    createdAt,
  },
  (t) => [index().on(t.memberId)],
);

export const invoiceItems = pgTable(
  "invoice_items",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    invoiceId: integer()
      .notNull()
      .references(() => invoices.id, { onDelete: "cascade" }),
    position: integer().notNull(),
    kind: text().notNull(),
    description: text().notNull(),
    amount: integer().notNull(),
  },
  (t) => [index().on(t.invoiceId)],
);

/** Orders opened at the payment provider, each bound to the one invoice it may pay. */
export const providerOrders = pgTable(
  "provider_orders",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    invoiceId: integer()
      .notNull()
      .references(() => invoices.id, { onDelete: "restrict" }),
    provider: text({ enum: ["sandbox", "paypal"] }).notNull(),
    providerOrderId: text().notNull().unique(),
    amount: integer().notNull(),
    status: text({ enum: ["created", "approved", "declined", "captured", "failed", "voided"] })
      .notNull()
      .default("created"),
    lastError: text(),
    createdAt,
    updatedAt,
  },
  (t) => [index().on(t.invoiceId)],
);

/**
 * A settled payment: at most one per invoice, and one per provider capture. Offline payments (a cheque, cash, a
 * bank transfer) are recorded by the office: `provider` is the method, with the office's reference and no
 * provider order or capture.
 */
export const payments = pgTable(
  "payments",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    invoiceId: integer()
      .notNull()
      .unique()
      .references(() => invoices.id, { onDelete: "restrict" }),
    provider: text().notNull(),
    providerOrderId: text(),
    captureId: text().unique(),
    /** The cheque number, the transfer's reference: what the office wrote down. */
    reference: text(),
    recordedBy: integer().references(() => members.id, { onDelete: "restrict" }),
    amount: integer().notNull(),
    currency: text().notNull(),
    /** What the purchase changed, handed back to the module that sold it if the payment is refunded in full. */
    undo: jsonb().$type<Record<string, unknown>>(),
    createdAt,
  },
  // Deleting a member checks whether they recorded a payment: without this index, each deletion reads every payment.
  (t) => [index().on(t.createdAt), index().on(t.recordedBy)],
);

/** Money given back by the office, in full or in part: through the provider for online payments. */
export const refunds = pgTable(
  "refunds",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    paymentId: integer()
      .notNull()
      .references(() => payments.id, { onDelete: "restrict" }),
    amount: integer().notNull(),
    reason: text().notNull(),
    /** completed: the money is back (or was handed back offline); pending while the provider works on it. */
    status: text({ enum: ["pending", "completed"] }).notNull(),
    providerRefundId: text(),
    actorId: integer().references(() => members.id, { onDelete: "restrict" }),
    createdAt,
  },
  (t) => [index().on(t.paymentId), index().on(t.createdAt), index().on(t.actorId)],
);

/**
 * Money a provider captured that we did not settle: a second capture of a paid invoice, a capture that does not
 * match its invoice, a renewal the rules no longer allow. Each is refunded through the provider and kept for the
 * office to see.
 */
export const unsettledCaptures = pgTable(
  "unsettled_captures",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    provider: text().notNull(),
    providerOrderId: text().notNull(),
    captureId: text().notNull().unique(),
    invoiceId: integer().references(() => invoices.id, { onDelete: "restrict" }),
    amount: integer().notNull(),
    currency: text().notNull(),
    reason: text().notNull(),
    refundId: text(),
    refundStatus: text({ enum: ["pending", "refunded", "failed", "not_refunded"] }).notNull(),
    lastError: text(),
    createdAt,
    updatedAt,
  },
  (t) => [index().on(t.invoiceId)],
);

export const donations = pgTable(
  "donations",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer()
      .notNull()
      .references(() => members.id, { onDelete: "restrict" }),
    invoiceId: integer()
      .notNull()
      .references(() => invoices.id, { onDelete: "restrict" }),
    kind: text({ enum: ["club", "educational_foundation"] }).notNull(),
    amount: integer().notNull(),
    createdAt,
  },
  (t) => [index().on(t.memberId), index().on(t.invoiceId)],
);

/** Photos of a member's car: the stored original (metadata stripped) and its thumbnail, by storage key. */
export const vehicleImages = pgTable(
  "vehicle_images",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    vehicleId: integer()
      .notNull()
      .references(() => vehicles.id, { onDelete: "cascade" }),
    storageKey: text().notNull().unique(),
    thumbnailKey: text().notNull().unique(),
    contentType: text().notNull(),
    size: integer().notNull(),
    position: integer().notNull().default(0),
    createdAt,
  },
  (t) => [index().on(t.vehicleId)],
);

/** A member's registration for an event, as the external form service reported it. */
export const registrations = pgTable(
  "registrations",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    submissionId: text().notNull().unique(),
    memberId: integer()
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    eventId: integer()
      .notNull()
      .references(() => events.id),
    vehicleId: integer().references(() => vehicles.id, { onDelete: "set null" }),
    createdAt,
  },
  (t) => [index().on(t.memberId), index().on(t.eventId), index().on(t.vehicleId)],
);

/**
 * A roster brought in from a spreadsheet (issue 16): its file's columns, the office's mapping of them to the
 * portal's fields, and where it stands. The whole import is one batch the office can undo.
 */
export const imports = pgTable(
  "imports",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    fileName: text().notNull(),
    /** uploaded → previewed → committing → committed → (undoing →) undone; failed when a commit stopped. */
    status: text({
      enum: ["uploaded", "previewed", "committing", "committed", "undoing", "undone", "failed"],
    })
      .notNull()
      .default("uploaded"),
    /** The members sheet's columns, and the cars sheet's (a second sheet or file) when there is one. */
    columns: jsonb().$type<string[]>().notNull(),
    mapping: jsonb().$type<Record<string, string | null>>().notNull(),
    carColumns: jsonb().$type<string[]>(),
    carMapping: jsonb().$type<Record<string, string | null>>(),
    /** The preview's counts (new, matched, changed, rejected, duplicates; cars new, rejected). */
    summary: jsonb().$type<Record<string, number>>(),
    rowsDone: integer().notNull().default(0),
    rowsTotal: integer().notNull().default(0),
    error: text(),
    createdBy: integer().references(() => members.id, { onDelete: "set null" }),
    /** When a run of the commit last took it up after another had stopped mid-way (issue 24): the page says so. */
    resumedAt: timestamp({ withTimezone: true }),
    committedAt: timestamp({ withTimezone: true }),
    undoneAt: timestamp({ withTimezone: true }),
    createdAt,
    updatedAt,
  },
  (t) => [index().on(t.createdAt), index().on(t.createdBy)],
);

/**
 * Each row of an import's file, as read, and what the preview and the commit made of it: the member it matched or
 * created, and the fields it changed as they were before (what undo puts back).
 */
export const importRows = pgTable(
  "import_rows",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    importId: integer()
      .notNull()
      .references(() => imports.id, { onDelete: "cascade" }),
    sheet: text({ enum: ["members", "cars"] }).notNull(),
    /** The row's number in its file (the header is row 1), as a spreadsheet shows it. */
    rowNo: integer().notNull(),
    /** The cells by column name, as read. */
    cells: jsonb().$type<Record<string, string>>().notNull(),
    /** new, matched (nothing to change), changed, rejected, duplicate; null before the preview. */
    outcome: text({ enum: ["new", "matched", "changed", "rejected", "duplicate"] }),
    reasons: jsonb().$type<string[]>(),
    memberId: integer().references(() => members.id, { onDelete: "set null" }),
    vehicleId: integer().references(() => vehicles.id, { onDelete: "set null" }),
    /** The commit created this member or car (undo deletes it) rather than changing one (undo restores `before`). */
    created: boolean().notNull().default(false),
    before: jsonb().$type<Record<string, unknown>>(),
  },
  (t) => [index().on(t.importId, t.sheet, t.rowNo), index().on(t.memberId), index().on(t.vehicleId)],
);

/**
 * An invitation to claim an imported account (issue 16): a single-use link (a random token, kept hashed) or, on a
 * letter, a short code; valid 30 days from sending. Queued when the office invites, sent a number per hour.
 */
export const claimLinks = pgTable(
  "claim_links",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer()
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    importId: integer().references(() => imports.id, { onDelete: "set null" }),
    tokenHash: text().unique(),
    codeHash: text().unique(),
    channel: text({ enum: ["email", "letter"] }).notNull(),
    /** queued until the hourly run mails it (a letter is printed by the office); then its 30 days run. */
    sentAt: timestamp({ withTimezone: true }),
    expiresAt: timestamp({ withTimezone: true }),
    claimedAt: timestamp({ withTimezone: true }),
    createdAt,
  },
  (t) => [index().on(t.memberId), index().on(t.importId), index().on(t.sentAt)],
);

/**
 * Who is running a job now (issue 24): the process that took a job from the queue beats here every few seconds.
 * A running job whose beat stopped (its process was killed) is taken up again by any instance within a minute,
 * instead of blocking its queue until pg-boss's expiry. The beats are the database's clock, like the queue's own
 * `started_on`: they tell whether a process is alive, not anything the club's rules read.
 */
export const jobLeases = pgTable("job_leases", {
  jobId: text().primaryKey(),
  name: text().notNull(),
  beatAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
