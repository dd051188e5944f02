import { createPrivateKey } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { dayMs } from "@club/domain/days";
import { z } from "zod";
import { defaultPool } from "./db/client.ts";
import { defaultDataDir } from "./lib/compile-cache.ts";
import { readWallets, walletEnvShape } from "./wallet-config.ts";

// Every setting comes from the environment, parsed once at start (DESIGN §8); .env.example documents them.

const optionalUrl = z.preprocess((value) => (value === "" ? undefined : value), z.url().optional());
const optionalText = z.preprocess((value) => (value === "" ? undefined : value), z.string().optional());

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    // A local or end-to-end run on a chosen day: the app's clock starts there and runs on (never in production).
    CLOCK_START: z.preprocess((value) => (value === "" ? undefined : value), z.iso.datetime().optional()),
    HOST: z.string().default("0.0.0.0"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    DATA_DIR: z.string().default(defaultDataDir),
    DATABASE_URL: z.preprocess(
      (value) => (value === "" ? undefined : value),
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, "must be a postgres:// URL")
        .optional(),
    ),
    // Connections one instance opens to PostgreSQL, and how long a request waits for one when all are busy.
    DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(1000).default(defaultPool.max),
    DATABASE_POOL_WAIT_MS: z.coerce.number().int().min(100).max(600_000).default(defaultPool.waitMs),
    // Issue 41: the longest an API request waits for its turn (plugins/admission.ts) before it is answered 429.
    DATABASE_POOL_QUEUE_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
    // Default: on for a local run, off in production (where "on" is refused).
    DEMO_DATA: z.enum(["on", "off"]).optional(),
    PUBLIC_URL: optionalUrl,
    SMTP_URL: optionalUrl,
    MAIL_FROM: z.string().default("Classic Car Club of America <membership@classiccarclub.org>"),
    // The club's DKIM key: all three (the key as PEM text, "\n" escapes allowed, or as a file) or none.
    DKIM_DOMAIN: optionalText,
    DKIM_SELECTOR: optionalText,
    DKIM_PRIVATE_KEY: optionalText,
    DKIM_PRIVATE_KEY_FILE: optionalText,
    // The most messages a second one instance hands the SMTP server, over one connection kept open (issue 24): set it
    // to the provider's sending limit.
    SMTP_RATE_PER_SECOND: z.coerce.number().min(0.1).max(1000).default(10),
    // Issue 41: how many SMTP connections carry mail side by side (one reached 13 messages a second, five 47 to 69);
    // the rate above still bounds them all together.
    SMTP_POOL_SIZE: z.coerce.number().int().min(1).max(20).default(5),
    SESSION_TTL_MINUTES: z.coerce.number().int().positive().default(120),
    SESSION_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
    REMEMBER_ME_TTL_DAYS: z.coerce.number().int().positive().default(30),
    RESET_TOKEN_TTL_MINUTES: z.coerce.number().int().positive().default(60),
    RATE_LIMIT_MAX: z.coerce.number().int().positive().default(10),
    RATE_LIMIT_WINDOW: z
      .string()
      .regex(/^\d+ ?(seconds?|minutes?|hours?)$/, "must be a duration like 15 minutes, 90 seconds or 1 hour")
      .default("15 minutes"),
    MAX_VEHICLES_PER_MEMBER: z.coerce.number().int().positive().default(20),
    MAX_PHOTOS_PER_VEHICLE: z.coerce.number().int().positive().default(10),
    MAX_IMAGE_MEGAPIXELS: z.coerce.number().positive().default(40),
    IMAGE_PROCESSING_CONCURRENCY: z.coerce.number().int().positive().max(16).default(2),
    TRUST_PROXY: z.enum(["true", "false"]).default("false"),
    // Office accounts prove a second factor (TOTP): required by default in production, optional otherwise.
    OFFICE_2FA: z.enum(["required", "optional"]).optional(),
    CLUB_NAME: z.string().default("Classic Car Club of America"),
    CLUB_SHORT_NAME: z.string().default("CCCA"),
    CLUB_WEBSITE_URL: z.url().default("https://www.classiccarclub.org"),
    CLUB_LOGO_URL: z.string().optional(),
    CLUB_PRIMARY_COLOR: z
      .string()
      .regex(/^#[0-9a-fA-F]{6}$/, "must be a colour like #1f3a5f")
      .default("#1f3a5f"),
    CLUB_ACCENT_COLOR: z
      .string()
      .regex(/^#[0-9a-fA-F]{6}$/, "must be a colour like #8a6d1d")
      .default("#7a5c12"),
    CLUB_OFFICE_EMAIL: z.string().default("info@classiccarclub.org"),
    CLUB_OFFICE_PHONE: z.string().default("(847) 390-0443"),
    CLUB_CONTACT_URL: optionalUrl,
    // Where members post cheques, until the office sets it on its settings page: lines separated by "\n".
    CLUB_OFFICE_ADDRESS: z.string().default("1645 Des Plaines River Road, Suite 7A\\nDes Plaines, IL 60018"),
    // Signs the membership cards' QR codes (issue 25): a card checks out only with this secret's signature.
    CARD_SIGNING_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
    WEB_DIST_DIR: z.string().optional(),
    FORMS_BASE_URL: optionalUrl,
    FORMS_WEBHOOK_SECRET: z.string().min(16, "must be at least 16 characters").optional(),
    CLUB_CURRENT_PUBLICATIONS_URL: optionalUrl,
    CLUB_HISTORICAL_PUBLICATIONS_URL: optionalUrl,
    CLUB_TECHNICIANS_PDF_URL: optionalUrl,
    CLUB_MEMBERSHIP_HANDBOOK_URL: optionalUrl,
    PAYMENT_PROVIDER: z.enum(["sandbox", "paypal"]).default("sandbox"),
    INVOICE_EXPIRY_DAYS: z.coerce.number().int().positive().default(30),
    ABANDONED_JOIN_DAYS: z.coerce.number().int().positive().default(90),
    EVENT_PAYMENT_HOLD_MINUTES: z.coerce.number().int().positive().default(60),
    EVENT_OFFER_HOURS: z.coerce.number().int().positive().default(48),
    SENT_MAIL_RETENTION_DAYS: z.coerce.number().int().positive().default(365),
    // Issue 30: the days the office has to answer a request to leave the club. The GDPR gives one month, extended by
    // two more for a hard case (art. 12(3)): 90 days is the furthest an answer may be put off.
    ERASURE_ANSWER_DAYS: z.coerce.number().int().positive().max(90).default(30),
    // Announcements' share of the mail server's pace, all instances together: by default half of
    // SMTP_RATE_PER_SECOND, so a member's password reset never waits behind a whole announcement.
    ANNOUNCEMENT_MAIL_PER_SECOND: z.preprocess(
      (value) => (value === "" ? undefined : value),
      z.coerce.number().min(0.1).max(1000).optional(),
    ),
    // Replaced by ANNOUNCEMENT_MAIL_PER_SECOND (issue 24): read only to refuse it, not to drop its limit unseen.
    ANNOUNCEMENT_MAIL_PER_MINUTE: optionalText,
    // Issue 41: whether this process runs the queue's jobs. "off" on web instances beside a worker (npm run worker):
    // they still send jobs to the queue, and run none, nor any schedule.
    JOBS: z.enum(["on", "off"]).default("on"),
    // When the purges run (cron, in the club's time zone: Office → Settings): one run per time across every instance.
    HOUSEKEEPING_CRON: z
      .string()
      .regex(/^\S+( \S+){4}$/, "must be a cron expression of five fields, like 17 * * * *")
      .default("17 * * * *"),
    // When the day's renewal reminders go out (cron, in the club's time zone): 8 in the morning where the club is.
    REMINDERS_CRON: z
      .string()
      .regex(/^\S+( \S+){4}$/, "must be a cron expression of five fields, like 0 8 * * *")
      .default("0 8 * * *"),
    PAYPAL_CLIENT_ID: z.string().optional(),
    PAYPAL_CLIENT_SECRET: z.string().optional(),
    PAYPAL_API_BASE: z.url().optional(),
    PAYPAL_WEBHOOK_ID: z.string().optional(),
    PAYPAL_SDK_BASE_URL: optionalUrl,
    // Car photos in an S3-compatible bucket (several instances) instead of DATA_DIR/uploads (one instance).
    S3_BUCKET: z.preprocess((value) => (value === "" ? undefined : value), z.string().optional()),
    S3_ENDPOINT: optionalUrl,
    S3_REGION: z.string().default("us-east-1"),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    S3_FORCE_PATH_STYLE: z.enum(["true", "false"]).default("false"),
    // Issue 43: the membership card in Apple Wallet and Google Wallet (wallet-config.ts).
    ...walletEnvShape,
  })
  // Runs even when another variable is wrong, so that one start lists every problem.
  .superRefine(checkCombinations, { when: () => true });

export type Env = z.infer<typeof envSchema>;

const localCardSigningSecret = "local-only-card-signing-secret-not-for-production";

const paypalSandboxApiBase = "https://api-m.sandbox.paypal.com";

/**
 * Settings that depend on each other, and what production refuses to run without: taking no money, demo members
 * with a published password, links to localhost, mail that never leaves the server (docs/decisions.md, issue 9).
 */
function checkCombinations(e: Env, ctx: z.RefinementCtx<Env>) {
  const problem = (variable: keyof Env, message: string) =>
    ctx.addIssue({ code: "custom", path: [variable], message });
  const production = e.NODE_ENV === "production";
  if (e.PAYMENT_PROVIDER === "paypal") {
    const needed: (keyof Env)[] = ["PAYPAL_CLIENT_ID", "PAYPAL_CLIENT_SECRET"];
    if (production) needed.push("PAYPAL_WEBHOOK_ID");
    for (const variable of needed) {
      if (!e[variable]) problem(variable, "is required when PAYMENT_PROVIDER=paypal");
    }
  }
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    const missing = e.S3_ACCESS_KEY_ID ? "S3_SECRET_ACCESS_KEY" : "S3_ACCESS_KEY_ID";
    problem(
      missing,
      "is required with the other S3 key (or leave both out to use the machine's own credentials)",
    );
  }
  checkDkim(e, problem);
  checkMailRates(e, problem);
  for (const { variable, message } of readWallets(e).problems) problem(variable, message);
  if (e.JOBS === "off" && !e.DATABASE_URL)
    problem(
      "JOBS",
      "may be off only with DATABASE_URL: the embedded database has one process, which must run the jobs (a worker needs PostgreSQL)",
    );
  if (!production) return;
  if (e.CLOCK_START)
    problem("CLOCK_START", "must not be set in production: the portal runs on the real date");
  if (e.PAYMENT_PROVIDER !== "paypal") {
    problem("PAYMENT_PROVIDER", "must be paypal in production: the sandbox provider takes no money");
  } else if (!e.PAYPAL_API_BASE) {
    problem("PAYPAL_API_BASE", "is required in production (https://api-m.paypal.com for live payments)");
  }
  if (e.DEMO_DATA === "on") {
    problem("DEMO_DATA", "must not be on in production: demo members sign in with a published password");
  }
  if (!e.PUBLIC_URL) {
    problem("PUBLIC_URL", "is required in production: links in e-mails would point at localhost");
  }
  if (!e.SMTP_URL) {
    problem("SMTP_URL", "is required in production: without it no e-mail leaves the server");
  }
  if (!e.CARD_SIGNING_SECRET) {
    problem(
      "CARD_SIGNING_SECRET",
      "is required in production: without it anyone could make a membership card that checks out (openssl rand -hex 32)",
    );
  }
  if (e.FORMS_BASE_URL && !e.FORMS_WEBHOOK_SECRET) {
    problem("FORMS_WEBHOOK_SECRET", "is required in production when FORMS_BASE_URL is set");
  }
}

/** Announcements are a share of what the mail server is handed: more would queue them ahead of everything else. */
function checkMailRates(e: Env, problem: (variable: keyof Env, message: string) => void) {
  if (e.ANNOUNCEMENT_MAIL_PER_MINUTE !== undefined)
    problem(
      "ANNOUNCEMENT_MAIL_PER_MINUTE",
      "is replaced by ANNOUNCEMENT_MAIL_PER_SECOND (announcements are paced by sending, by default at half of SMTP_RATE_PER_SECOND): remove it",
    );
  if (e.ANNOUNCEMENT_MAIL_PER_SECOND !== undefined && e.ANNOUNCEMENT_MAIL_PER_SECOND > e.SMTP_RATE_PER_SECOND)
    problem(
      "ANNOUNCEMENT_MAIL_PER_SECOND",
      `must not be more than SMTP_RATE_PER_SECOND (${e.SMTP_RATE_PER_SECOND}): announcements would keep the club's other mail waiting`,
    );
}

const dkimVariables = ["DKIM_DOMAIN", "DKIM_SELECTOR", "DKIM_PRIVATE_KEY"] as const;

/** DKIM is all or nothing: half of it would start a portal that sends unsigned mail while it looks configured. */
function checkDkim(e: Env, problem: (variable: keyof Env, message: string) => void) {
  const given = {
    DKIM_DOMAIN: Boolean(e.DKIM_DOMAIN),
    DKIM_SELECTOR: Boolean(e.DKIM_SELECTOR),
    DKIM_PRIVATE_KEY: Boolean(e.DKIM_PRIVATE_KEY || e.DKIM_PRIVATE_KEY_FILE),
  };
  if (!Object.values(given).some(Boolean)) return;
  for (const variable of dkimVariables) {
    if (!given[variable])
      problem(
        variable,
        variable === "DKIM_PRIVATE_KEY"
          ? "is required when any DKIM_ variable is set (or DKIM_PRIVATE_KEY_FILE, the path of the key)"
          : "is required when any DKIM_ variable is set (or leave them all out)",
      );
  }
  if (!given.DKIM_PRIVATE_KEY) return;
  if (e.DKIM_PRIVATE_KEY && e.DKIM_PRIVATE_KEY_FILE) {
    problem("DKIM_PRIVATE_KEY_FILE", "must not be set with DKIM_PRIVATE_KEY: give the key one way");
    return;
  }
  const key = dkimPrivateKey(e);
  if ("problem" in key)
    problem(e.DKIM_PRIVATE_KEY_FILE ? "DKIM_PRIVATE_KEY_FILE" : "DKIM_PRIVATE_KEY", key.problem);
}

/** The DKIM key's PEM text, from the variable or the file, checked to be a private key nodemailer can sign with. */
function dkimPrivateKey(e: Env): { pem: string } | { problem: string } {
  let pem: string;
  if (e.DKIM_PRIVATE_KEY_FILE) {
    try {
      pem = readFileSync(e.DKIM_PRIVATE_KEY_FILE, "utf8");
    } catch (error) {
      return { problem: `cannot be read (${(error as NodeJS.ErrnoException).code ?? String(error)})` };
    }
  } else {
    // An environment file holds one line: the key's line breaks written as \n.
    pem = (e.DKIM_PRIVATE_KEY ?? "").replace(/\\n/g, "\n");
  }
  try {
    createPrivateKey(pem);
    return { pem };
  } catch {
    return {
      problem:
        "is not a private key in PEM form (-----BEGIN PRIVATE KEY----- …, as openssl genpkey writes it)",
    };
  }
}

function dkimOf(e: Env) {
  if (!e.DKIM_DOMAIN || !e.DKIM_SELECTOR) return null;
  const key = dkimPrivateKey(e);
  return "pem" in key
    ? { domainName: e.DKIM_DOMAIN, keySelector: e.DKIM_SELECTOR, privateKey: key.pem }
    : null;
}

/** Allowed but worth a line in the log at start (a staging site may take PayPal's sandbox on purpose). */
function configWarnings(e: Env): string[] {
  if (e.NODE_ENV !== "production") return [];
  const warnings: string[] = [];
  if (e.PAYMENT_PROVIDER === "paypal" && e.PAYPAL_API_BASE?.includes(".sandbox.paypal.com"))
    warnings.push(`PAYPAL_API_BASE is PayPal's sandbox (${e.PAYPAL_API_BASE}): payments take no real money`);
  if (e.OFFICE_2FA === "optional")
    warnings.push("OFFICE_2FA is optional: office accounts may sign in with a password alone");
  if (e.SMTP_URL && !e.DKIM_DOMAIN)
    warnings.push(
      "SMTP_URL is set without DKIM_DOMAIN: the portal does not sign its mail, so unless the SMTP provider signs it for the club's domain, receiving servers may file it as spam (docs/operations.md)",
    );
  return warnings;
}

export function parseConfig(env: NodeJS.ProcessEnv) {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = result.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const wallets = readWallets(e);
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    logLevel: e.LOG_LEVEL,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databasePool: { max: e.DATABASE_POOL_MAX, waitMs: e.DATABASE_POOL_WAIT_MS },
    // Two API requests in flight a connection: a request holds its connection only part of its time.
    admission: { maxInFlight: 2 * e.DATABASE_POOL_MAX, queueMs: e.DATABASE_POOL_QUEUE_MS },
    clockStart: e.CLOCK_START ? new Date(e.CLOCK_START) : undefined,
    demoData: (e.DEMO_DATA ?? (e.NODE_ENV === "production" ? "off" : "on")) === "on",
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ""),
    trustProxy: e.TRUST_PROXY === "true",
    office: {
      twoFactorRequired:
        (e.OFFICE_2FA ?? (e.NODE_ENV === "production" ? "required" : "optional")) === "required",
    },
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM,
      outboxDir: path.join(dataDir, "outbox"),
      sentRetentionMs: e.SENT_MAIL_RETENTION_DAYS * dayMs,
      dkim: dkimOf(e),
      ratePerSecond: e.SMTP_RATE_PER_SECOND,
      poolSize: e.SMTP_POOL_SIZE,
    },
    jobs: { run: e.JOBS === "on", housekeepingCron: e.HOUSEKEEPING_CRON, remindersCron: e.REMINDERS_CRON },
    announcements: { mailPerSecond: e.ANNOUNCEMENT_MAIL_PER_SECOND ?? e.SMTP_RATE_PER_SECOND / 2 },
    auth: {
      sessionTtlMs: e.SESSION_TTL_MINUTES * 60_000,
      /** How long an instance remembers a live session (modules/auth/session-cache.ts); 0 reads it every request. */
      sessionCacheMs: e.SESSION_CACHE_MS,
      rememberMeTtlMs: e.REMEMBER_ME_TTL_DAYS * dayMs,
      resetTokenTtlMs: e.RESET_TOKEN_TTL_MINUTES * 60_000,
    },
    rateLimit: { max: e.RATE_LIMIT_MAX, windowMs: durationMs(e.RATE_LIMIT_WINDOW) },
    club: {
      clubName: e.CLUB_NAME,
      clubShortName: e.CLUB_SHORT_NAME,
      websiteUrl: e.CLUB_WEBSITE_URL.replace(/\/$/, ""),
      logoUrl: e.CLUB_LOGO_URL ?? null,
      primaryColor: e.CLUB_PRIMARY_COLOR,
      accentColor: e.CLUB_ACCENT_COLOR,
      officeEmail: e.CLUB_OFFICE_EMAIL,
      officePhone: e.CLUB_OFFICE_PHONE,
      contactUrl: e.CLUB_CONTACT_URL ?? `${e.CLUB_WEBSITE_URL.replace(/\/$/, "")}/contact`,
      officeAddress: e.CLUB_OFFICE_ADDRESS.replace(/\\n/g, "\n"),
      formsBaseUrl: (e.FORMS_BASE_URL ?? `${website(e)}/forms`).replace(/\/$/, ""),
      resources: {
        currentPublications: e.CLUB_CURRENT_PUBLICATIONS_URL ?? `${website(e)}/publications`,
        historicalPublications: e.CLUB_HISTORICAL_PUBLICATIONS_URL ?? `${website(e)}/publications/archive`,
        clubTechnicians: e.CLUB_TECHNICIANS_PDF_URL ?? `${website(e)}/documents/club-technicians.pdf`,
        membershipHandbook:
          e.CLUB_MEMBERSHIP_HANDBOOK_URL ?? `${website(e)}/documents/membership-handbook.pdf`,
      },
      payments: {
        provider: e.PAYMENT_PROVIDER,
        paypalClientId: e.PAYMENT_PROVIDER === "paypal" ? (e.PAYPAL_CLIENT_ID ?? null) : null,
        paypalSdkBaseUrl: e.PAYPAL_SDK_BASE_URL ?? null,
      },
    },
    webDistDir: e.WEB_DIST_DIR ? path.resolve(e.WEB_DIST_DIR) : undefined,
    warnings: [...configWarnings(e), ...wallets.warnings],
    /** Issue 43: each wallet as configured, or null (its buttons are hidden, its routes answer 404). */
    wallets: { apple: wallets.apple, google: wallets.google },
    forms: { webhookSecret: e.FORMS_WEBHOOK_SECRET ?? null },
    // The local default is public (it is in this file): production refuses to start without its own.
    cards: { signingSecret: e.CARD_SIGNING_SECRET ?? localCardSigningSecret },
    uploadsDir: path.join(dataDir, "uploads"),
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT ?? null,
          region: e.S3_REGION,
          forcePathStyle: e.S3_FORCE_PATH_STYLE === "true",
          credentials:
            e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
              : null,
        }
      : null,
    vehicleLimits: {
      vehiclesPerMember: e.MAX_VEHICLES_PER_MEMBER,
      photosPerVehicle: e.MAX_PHOTOS_PER_VEHICLE,
    },
    images: { maxMegapixels: e.MAX_IMAGE_MEGAPIXELS, concurrency: e.IMAGE_PROCESSING_CONCURRENCY },
    events: {
      /** A portal registration awaiting payment holds its place this long, then the place goes to the next. */
      paymentHoldMs: e.EVENT_PAYMENT_HOLD_MINUTES * 60_000,
      /** A place offered to a waiting member is held for them this long (the link in their e-mail). */
      offerHoldMs: e.EVENT_OFFER_HOURS * 3_600_000,
    },
    erasure: {
      /** A request to leave the club is due for the office's answer this many days after it was made. */
      answerDays: e.ERASURE_ANSWER_DAYS,
    },
    payments: {
      provider: e.PAYMENT_PROVIDER,
      /** An unpaid invoice older than this is priced again from the plans before it can be paid. */
      invoiceExpiryMs: e.INVOICE_EXPIRY_DAYS * dayMs,
      /** A joiner who never paid is removed, with their invoices, after this long. */
      abandonedJoinMs: e.ABANDONED_JOIN_DAYS * dayMs,
      paypal: {
        clientId: e.PAYPAL_CLIENT_ID ?? "",
        clientSecret: e.PAYPAL_CLIENT_SECRET ?? "",
        apiBase: (e.PAYPAL_API_BASE ?? paypalSandboxApiBase).replace(/\/$/, ""),
        webhookId: e.PAYPAL_WEBHOOK_ID ?? "",
        sdkBaseUrl: e.PAYPAL_SDK_BASE_URL ?? null,
      },
    },
  };
}

export type Config = ReturnType<typeof parseConfig>;

const unitMs = { second: 1_000, minute: 60_000, hour: 3_600_000 };

/** "15 minutes" → 900000 (the format is checked by the schema). */
function durationMs(duration: string): number {
  const [, amount, unit] = /^(\d+) ?(second|minute|hour)/.exec(duration) ?? [];
  return Number(amount) * unitMs[unit as keyof typeof unitMs];
}

function website(e: Env): string {
  return e.CLUB_WEBSITE_URL.replace(/\/$/, "");
}

export class ConfigError extends Error {}
