import { generateKeyPairSync } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { clockFor, systemClock } from "./app.ts";
import { ConfigError, parseConfig } from "./config.ts";

describe("parseConfig", () => {
  it("runs with no settings at all, on the embedded database", () => {
    const config = parseConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicUrl).toBe("http://localhost:3000");
    expect(config.club.clubShortName).toBe("CCCA");
    expect(config.demoData).toBe(true);
  });

  it("names the variable that is wrong and says why", () => {
    expect(() => parseConfig({ PORT: "eighty" })).toThrow(ConfigError);
    expect(() => parseConfig({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => parseConfig({ DATABASE_URL: "mysql://x" })).toThrow(
      /DATABASE_URL: must be a postgres:\/\/ URL/,
    );
    expect(() => parseConfig({ CLUB_PRIMARY_COLOR: "blue" })).toThrow(/CLUB_PRIMARY_COLOR/);
  });

  it("runs the jobs unless told not to, and lets them off only on PostgreSQL (issue 41)", () => {
    expect(parseConfig({}).jobs.run).toBe(true);
    const url = "postgres://club@localhost:5432/club";
    expect(parseConfig({ DATABASE_URL: url, JOBS: "off" }).jobs.run).toBe(false);
    expect(() => parseConfig({ JOBS: "off" })).toThrow(/JOBS: may be off only with DATABASE_URL/);
    expect(() => parseConfig({ DATABASE_URL: url, JOBS: "sometimes" })).toThrow(/JOBS/);
  });

  it("derives the public address from the port unless it is set", () => {
    expect(parseConfig({ PORT: "8080" }).publicUrl).toBe("http://localhost:8080");
    expect(parseConfig({ PUBLIC_URL: "https://members.example.org/" }).publicUrl).toBe(
      "https://members.example.org",
    );
  });
});

describe("parseConfig for several instances", () => {
  it("keeps photos on the local disk unless a bucket is named, and reads the bucket's settings", () => {
    expect(parseConfig({}).s3).toBeNull();
    expect(
      parseConfig({
        S3_BUCKET: "club-photos",
        S3_ENDPOINT: "https://s3.eu-central-003.backblazeb2.com",
        S3_ACCESS_KEY_ID: "key",
        S3_SECRET_ACCESS_KEY: "secret",
        S3_FORCE_PATH_STYLE: "true",
      }).s3,
    ).toEqual({
      bucket: "club-photos",
      endpoint: "https://s3.eu-central-003.backblazeb2.com",
      region: "us-east-1",
      forcePathStyle: true,
      credentials: { accessKeyId: "key", secretAccessKey: "secret" },
    });
    // No keys at all: the SDK's own chain (an instance role, AWS_* variables).
    expect(parseConfig({ S3_BUCKET: "club-photos" }).s3?.credentials).toBeNull();
  });

  it("names the S3 key that is missing when only one of the pair is set", () => {
    expect(() => parseConfig({ S3_BUCKET: "b", S3_ACCESS_KEY_ID: "key" })).toThrow(
      /S3_SECRET_ACCESS_KEY: is required/,
    );
    expect(() => parseConfig({ S3_BUCKET: "b", S3_SECRET_ACCESS_KEY: "s" })).toThrow(
      /S3_ACCESS_KEY_ID: is required/,
    );
  });

  it("reads the rate limit's window and the purges' schedule, and refuses what it cannot read", () => {
    expect(parseConfig({}).rateLimit).toEqual({ max: 10, windowMs: 900_000 });
    expect(parseConfig({ RATE_LIMIT_WINDOW: "1 hour" }).rateLimit.windowMs).toBe(3_600_000);
    expect(parseConfig({ RATE_LIMIT_WINDOW: "90 seconds" }).rateLimit.windowMs).toBe(90_000);
    expect(() => parseConfig({ RATE_LIMIT_WINDOW: "a while" })).toThrow(
      /RATE_LIMIT_WINDOW: must be a duration/,
    );
    expect(parseConfig({}).jobs.housekeepingCron).toBe("17 * * * *");
    expect(() => parseConfig({ HOUSEKEEPING_CRON: "hourly" })).toThrow(/HOUSEKEEPING_CRON: must be a cron/);
  });
});

describe("parseConfig: the pace of mail (issue 24)", () => {
  it("hands the SMTP server 10 messages a second, announcements half of them, unless told otherwise", () => {
    const config = parseConfig({});
    expect(config.mail.ratePerSecond).toBe(10);
    // 45,000 members at 5 a second: two and a half hours.
    expect(config.announcements.mailPerSecond).toBe(5);
    expect(parseConfig({ SMTP_RATE_PER_SECOND: "14" }).announcements.mailPerSecond).toBe(7);
    const chosen = parseConfig({ SMTP_RATE_PER_SECOND: "0.5", ANNOUNCEMENT_MAIL_PER_SECOND: "0.5" });
    expect(chosen.mail.ratePerSecond).toBe(0.5);
    expect(chosen.announcements.mailPerSecond).toBe(0.5);
  });

  it("refuses a rate it cannot read, and announcements faster than the server is handed mail", () => {
    expect(() => parseConfig({ SMTP_RATE_PER_SECOND: "fast" })).toThrow(/SMTP_RATE_PER_SECOND/);
    expect(() => parseConfig({ SMTP_RATE_PER_SECOND: "0" })).toThrow(/SMTP_RATE_PER_SECOND/);
    expect(() => parseConfig({ ANNOUNCEMENT_MAIL_PER_SECOND: "-1" })).toThrow(/ANNOUNCEMENT_MAIL_PER_SECOND/);
    expect(() => parseConfig({ SMTP_RATE_PER_SECOND: "2", ANNOUNCEMENT_MAIL_PER_SECOND: "5" })).toThrow(
      /ANNOUNCEMENT_MAIL_PER_SECOND: must not be more than SMTP_RATE_PER_SECOND \(2\)/,
    );
  });

  it("refuses the old per-minute throttle rather than dropping its limit unseen", () => {
    expect(() => parseConfig({ ANNOUNCEMENT_MAIL_PER_MINUTE: "60" })).toThrow(
      /ANNOUNCEMENT_MAIL_PER_MINUTE: is replaced by ANNOUNCEMENT_MAIL_PER_SECOND/,
    );
  });
});

const { privateKey: dkimKey } = generateKeyPairSync("rsa", {
  modulusLength: 2048,
  privateKeyEncoding: { type: "pkcs8", format: "pem" },
  publicKeyEncoding: { type: "spki", format: "pem" },
});
const dkim = {
  DKIM_DOMAIN: "example.org",
  DKIM_SELECTOR: "portal",
  // As an environment file holds it: one line, the line breaks written as \n.
  DKIM_PRIVATE_KEY: dkimKey.trim().replaceAll("\n", "\\n"),
};

describe("parseConfig: the DKIM key (DKIM_*)", () => {
  it("signs nothing without it", () => {
    expect(parseConfig({}).mail.dkim).toBeNull();
  });

  it("reads the key from the variable, its \\n escapes made line breaks", () => {
    expect(parseConfig(dkim).mail.dkim).toEqual({
      domainName: "example.org",
      keySelector: "portal",
      privateKey: dkimKey.trim(),
    });
  });

  it("reads the key from a file", () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "club-dkim-")), "dkim.pem");
    writeFileSync(file, dkimKey);
    const { DKIM_PRIVATE_KEY: _, ...names } = dkim;
    expect(parseConfig({ ...names, DKIM_PRIVATE_KEY_FILE: file }).mail.dkim?.privateKey).toBe(dkimKey);
    expect(() => parseConfig({ ...names, DKIM_PRIVATE_KEY_FILE: `${file}.missing` })).toThrow(
      /DKIM_PRIVATE_KEY_FILE: cannot be read \(ENOENT\)/,
    );
    expect(() => parseConfig({ ...dkim, DKIM_PRIVATE_KEY_FILE: file })).toThrow(
      /DKIM_PRIVATE_KEY_FILE: must not be set with DKIM_PRIVATE_KEY/,
    );
  });

  it.each(["DKIM_DOMAIN", "DKIM_SELECTOR", "DKIM_PRIVATE_KEY"] as const)(
    "refuses the others without %s, naming it",
    (variable) => {
      const { [variable]: _, ...rest } = dkim;
      expect(() => parseConfig(rest)).toThrow(ConfigError);
      expect(() => parseConfig(rest)).toThrow(
        new RegExp(`^  ${variable}: is required when any DKIM_ variable is set`, "m"),
      );
    },
  );

  it("refuses a key that is not a PEM private key", () => {
    expect(() => parseConfig({ ...dkim, DKIM_PRIVATE_KEY: "not-a-key" })).toThrow(
      /DKIM_PRIVATE_KEY: is not a private key in PEM form/,
    );
  });
});

describe("parseConfig in production", () => {
  const production = {
    NODE_ENV: "production",
    PUBLIC_URL: "https://members.example.org",
    SMTP_URL: "smtp://mail.example.org:587",
    ...dkim,
    PAYMENT_PROVIDER: "paypal",
    PAYPAL_CLIENT_ID: "client-id",
    PAYPAL_CLIENT_SECRET: "client-secret",
    PAYPAL_WEBHOOK_ID: "webhook-id",
    PAYPAL_API_BASE: "https://api-m.paypal.com",
    CARD_SIGNING_SECRET: "a-card-signing-secret-of-40-characters..",
  };
  const without = (variable: keyof typeof production) => {
    const { [variable]: _, ...rest } = production;
    return rest;
  };

  it("starts with live PayPal, a public address and mail, and seeds no demo members", () => {
    const config = parseConfig(production);
    expect(config.payments.provider).toBe("paypal");
    expect(config.payments.paypal.apiBase).toBe("https://api-m.paypal.com");
    expect(config.demoData).toBe(false);
    expect(config.office.twoFactorRequired).toBe(true);
    expect(config.warnings).toEqual([]);
  });

  it("starts with the office's second factor optional only when asked for, with a warning", () => {
    const config = parseConfig({ ...production, OFFICE_2FA: "optional" });
    expect(config.office.twoFactorRequired).toBe(false);
    expect(config.warnings).toEqual([expect.stringMatching(/^OFFICE_2FA is optional/)]);
    expect(() => parseConfig({ ...production, OFFICE_2FA: "sometimes" })).toThrow(/OFFICE_2FA/);
  });

  it("refuses the sandbox payment provider, also when it is only the default", () => {
    expect(() => parseConfig({ ...production, PAYMENT_PROVIDER: "sandbox" })).toThrow(
      /PAYMENT_PROVIDER: must be paypal in production/,
    );
    expect(() => parseConfig(without("PAYMENT_PROVIDER"))).toThrow(/PAYMENT_PROVIDER: must be paypal/);
  });

  it("refuses a chosen clock", () => {
    expect(() => parseConfig({ ...production, CLOCK_START: "2026-11-21T12:00:00Z" })).toThrow(
      /CLOCK_START: must not be set in production/,
    );
  });

  it("refuses demo members", () => {
    expect(() => parseConfig({ ...production, DEMO_DATA: "on" })).toThrow(ConfigError);
    expect(() => parseConfig({ ...production, DEMO_DATA: "on" })).toThrow(/DEMO_DATA: must not be on/);
    expect(parseConfig({ ...production, DEMO_DATA: "off" }).demoData).toBe(false);
  });

  it.each(["PAYPAL_CLIENT_ID", "PAYPAL_CLIENT_SECRET", "PAYPAL_WEBHOOK_ID"] as const)(
    "refuses PayPal without %s",
    (variable) => {
      expect(() => parseConfig(without(variable))).toThrow(
        new RegExp(`${variable}: is required when PAYMENT_PROVIDER=paypal`),
      );
    },
  );

  it.each(["PUBLIC_URL", "SMTP_URL", "PAYPAL_API_BASE", "CARD_SIGNING_SECRET"] as const)(
    "refuses to start without %s",
    (variable) => {
      expect(() => parseConfig(without(variable))).toThrow(
        new RegExp(`${variable}: is required in production`),
      );
    },
  );

  it("refuses the event forms without their webhook secret", () => {
    const forms = { ...production, FORMS_BASE_URL: "https://forms.example.org" };
    expect(() => parseConfig(forms)).toThrow(/FORMS_WEBHOOK_SECRET: is required in production/);
    const secret = "a-secret-of-24-characters";
    expect(parseConfig({ ...forms, FORMS_WEBHOOK_SECRET: secret }).forms.webhookSecret).toBe(secret);
  });

  it("lists every problem at once, with the variable's name", () => {
    let message = "";
    try {
      parseConfig({ NODE_ENV: "production", PORT: "eighty", DEMO_DATA: "on" });
    } catch (error) {
      message = error instanceof ConfigError ? error.message : "";
    }
    for (const variable of ["PORT", "PAYMENT_PROVIDER", "DEMO_DATA", "PUBLIC_URL", "SMTP_URL"]) {
      expect(message).toMatch(new RegExp(`^  ${variable}: `, "m"));
    }
  });

  it("starts without a DKIM key, with a warning: unsigned mail may be filed as spam", () => {
    const {
      DKIM_DOMAIN: _domain,
      DKIM_SELECTOR: _selector,
      DKIM_PRIVATE_KEY: _key,
      ...unsigned
    } = production;
    const config = parseConfig(unsigned);
    expect(config.mail.dkim).toBeNull();
    expect(config.warnings).toEqual([expect.stringMatching(/^SMTP_URL is set without DKIM_DOMAIN/)]);
  });

  it("starts on PayPal's sandbox when asked for it explicitly, with a warning", () => {
    const config = parseConfig({ ...production, PAYPAL_API_BASE: "https://api-m.sandbox.paypal.com" });
    expect(config.warnings).toEqual([expect.stringMatching(/^PAYPAL_API_BASE is PayPal's sandbox/)]);
  });
});

describe("parseConfig outside production", () => {
  it("keeps the local defaults: demo members, the sandbox provider, PayPal's sandbox API", () => {
    for (const NODE_ENV of [undefined, "development", "test"]) {
      const config = parseConfig(NODE_ENV ? { NODE_ENV } : {});
      expect(config.demoData).toBe(true);
      expect(config.payments.provider).toBe("sandbox");
      expect(config.payments.paypal.apiBase).toBe("https://api-m.sandbox.paypal.com");
      expect(config.office.twoFactorRequired).toBe(false);
      expect(config.warnings).toEqual([]);
    }
  });

  it("starts the clock on a chosen day and lets it run on", () => {
    const config = parseConfig({ CLOCK_START: "2027-06-15T12:00:00Z" });
    const now = clockFor(config);
    expect(now().toISOString().slice(0, 10)).toBe("2027-06-15");
    expect(() => parseConfig({ CLOCK_START: "next Tuesday" })).toThrow(/CLOCK_START/);
    expect(clockFor(parseConfig({}))).toBe(systemClock);
  });

  it("takes PayPal with its credentials, the webhook id being optional", () => {
    const paypal = { PAYMENT_PROVIDER: "paypal", PAYPAL_CLIENT_ID: "id", PAYPAL_CLIENT_SECRET: "secret" };
    expect(parseConfig(paypal).payments.provider).toBe("paypal");
    expect(() => parseConfig({ ...paypal, PAYPAL_CLIENT_SECRET: "" })).toThrow(
      /PAYPAL_CLIENT_SECRET: is required when PAYMENT_PROVIDER=paypal/,
    );
  });
});
