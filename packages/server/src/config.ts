import path from "node:path";
import { z } from "zod";

// Every setting comes from the environment, parsed once at start (DESIGN §8); .env.example documents them.

const optionalUrl = z.preprocess((value) => (value === "" ? undefined : value), z.url().optional());

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    HOST: z.string().default("0.0.0.0"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    DATA_DIR: z.string().default("./data"),
    DATABASE_URL: z.preprocess(
      (value) => (value === "" ? undefined : value),
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, "must be a postgres:// URL")
        .optional(),
    ),
    DEMO_DATA: z.enum(["on", "off"]).default("on"),
    PUBLIC_URL: optionalUrl,
    SMTP_URL: optionalUrl,
    MAIL_FROM: z.string().default("Classic Car Club of America <membership@classiccarclub.org>"),
    SESSION_TTL_MINUTES: z.coerce.number().int().positive().default(120),
    REMEMBER_ME_TTL_DAYS: z.coerce.number().int().positive().default(30),
    RESET_TOKEN_TTL_MINUTES: z.coerce.number().int().positive().default(60),
    RATE_LIMIT_MAX: z.coerce.number().int().positive().default(10),
    RATE_LIMIT_WINDOW: z.string().default("15 minutes"),
    TRUST_PROXY: z.enum(["true", "false"]).default("false"),
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
    WEB_DIST_DIR: z.string().optional(),
    FORMS_BASE_URL: optionalUrl,
    FORMS_WEBHOOK_SECRET: z.string().min(16, "must be at least 16 characters").optional(),
    CLUB_CURRENT_PUBLICATIONS_URL: optionalUrl,
    CLUB_HISTORICAL_PUBLICATIONS_URL: optionalUrl,
    CLUB_TECHNICIANS_PDF_URL: optionalUrl,
    CLUB_MEMBERSHIP_HANDBOOK_URL: optionalUrl,
    PAYMENT_PROVIDER: z.enum(["sandbox", "paypal"]).default("sandbox"),
    PAYPAL_CLIENT_ID: z.string().optional(),
    PAYPAL_CLIENT_SECRET: z.string().optional(),
    PAYPAL_API_BASE: z.url().default("https://api-m.sandbox.paypal.com"),
    PAYPAL_WEBHOOK_ID: z.string().optional(),
    PAYPAL_SDK_BASE_URL: optionalUrl,
  })
  .refine((e) => e.PAYMENT_PROVIDER !== "paypal" || (e.PAYPAL_CLIENT_ID && e.PAYPAL_CLIENT_SECRET), {
    path: ["PAYPAL_CLIENT_ID"],
    message: "PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET are required when PAYMENT_PROVIDER=paypal",
  });

export type Env = z.infer<typeof envSchema>;

export function parseConfig(env: NodeJS.ProcessEnv) {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = result.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    logLevel: e.LOG_LEVEL,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    demoData: e.DEMO_DATA === "on",
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ""),
    trustProxy: e.TRUST_PROXY === "true",
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM, outboxDir: path.join(dataDir, "outbox") },
    auth: {
      sessionTtlMs: e.SESSION_TTL_MINUTES * 60_000,
      rememberMeTtlMs: e.REMEMBER_ME_TTL_DAYS * 86_400_000,
      resetTokenTtlMs: e.RESET_TOKEN_TTL_MINUTES * 60_000,
    },
    rateLimit: { max: e.RATE_LIMIT_MAX, timeWindow: e.RATE_LIMIT_WINDOW },
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
    forms: { webhookSecret: e.FORMS_WEBHOOK_SECRET ?? null },
    uploadsDir: path.join(dataDir, "uploads"),
    payments: {
      provider: e.PAYMENT_PROVIDER,
      paypal: {
        clientId: e.PAYPAL_CLIENT_ID ?? "",
        clientSecret: e.PAYPAL_CLIENT_SECRET ?? "",
        apiBase: e.PAYPAL_API_BASE.replace(/\/$/, ""),
        webhookId: e.PAYPAL_WEBHOOK_ID ?? "",
        sdkBaseUrl: e.PAYPAL_SDK_BASE_URL ?? null,
      },
    },
  };
}

export type Config = ReturnType<typeof parseConfig>;

function website(e: Env): string {
  return e.CLUB_WEBSITE_URL.replace(/\/$/, "");
}

export class ConfigError extends Error {}
