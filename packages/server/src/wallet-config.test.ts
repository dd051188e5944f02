import { writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "./config.ts";
import { createTestWallet, testGoogleIssuerId, testPassTypeId } from "./test/wallet-certificates.ts";

// Issue 43: each wallet is all or nothing; production refuses one half set, naming what is missing.

const wallet = createTestWallet();
const production = {
  NODE_ENV: "production",
  PAYMENT_PROVIDER: "paypal",
  PAYPAL_CLIENT_ID: "id",
  PAYPAL_CLIENT_SECRET: "secret",
  PAYPAL_WEBHOOK_ID: "hook",
  PAYPAL_API_BASE: "https://api-m.paypal.com",
  PUBLIC_URL: "https://members.example.org",
  SMTP_URL: "smtp://mail.example.org",
  CARD_SIGNING_SECRET: "a".repeat(32),
};
const without = (variable: string) =>
  Object.fromEntries(Object.entries(wallet.env).filter(([name]) => name !== variable));

describe("the wallets' configuration", () => {
  it("is off when nothing is set", () => {
    expect(parseConfig({}).wallets).toEqual({ apple: null, google: null });
  });

  it("reads the certificates, the key and the service account from their files at start", () => {
    const { apple, google } = parseConfig(wallet.env).wallets;
    expect(apple).toMatchObject({
      passTypeIdentifier: testPassTypeId,
      teamIdentifier: "TESTTEAM01",
      signerCert: wallet.signerCertPem,
      wwdr: wallet.wwdrPem,
      apnsUrl: null,
    });
    expect(google).toMatchObject({
      issuerId: testGoogleIssuerId,
      classId: `${testGoogleIssuerId}.membership_card`,
      serviceAccountEmail: wallet.googleEmail,
    });
  });

  it("refuses a half-set wallet in production, naming each missing variable", () => {
    expect(() => parseConfig({ ...production, ...wallet.env })).not.toThrow();
    expect(() => parseConfig({ ...production, ...without("APPLE_WALLET_WWDR_CERT_FILE") })).toThrow(
      /APPLE_WALLET_WWDR_CERT_FILE: is required when any other Apple Wallet variable is set/,
    );
    expect(() =>
      parseConfig({ ...production, ...wallet.env, APPLE_WALLET_APNS_URL: "http://api.push.apple.com" }),
    ).toThrow(/APPLE_WALLET_APNS_URL: must be https in production/);
    expect(() => parseConfig({ ...production, ...without("GOOGLE_WALLET_ISSUER_ID") })).toThrow(
      /GOOGLE_WALLET_ISSUER_ID: is required when any other Google Wallet variable is set/,
    );
  });

  it("starts without a half-set wallet elsewhere, with a warning", () => {
    const config = parseConfig(without("APPLE_WALLET_TEAM_ID"));
    expect(config.wallets.apple).toBeNull();
    expect(config.wallets.google).not.toBeNull();
    expect(config.warnings).toEqual(["Apple Wallet is off: APPLE_WALLET_TEAM_ID is not set"]);
  });

  it("names a file it cannot read, a wrong passphrase, a key of another certificate and a bad service account", () => {
    expect(() =>
      parseConfig({ ...wallet.env, APPLE_WALLET_WWDR_CERT_FILE: "/nonexistent/wwdr.pem" }),
    ).toThrow(/APPLE_WALLET_WWDR_CERT_FILE: cannot be read \(ENOENT\)/);
    expect(() => parseConfig({ ...wallet.env, APPLE_WALLET_SIGNER_KEY_PASSPHRASE: "wrong" })).toThrow(
      /APPLE_WALLET_SIGNER_KEY_PASSPHRASE: does not open the signer key/,
    );
    expect(() =>
      parseConfig({ ...wallet.env, APPLE_WALLET_SIGNER_CERT_FILE: path.join(wallet.dir, "wwdr.pem") }),
    ).toThrow(/APPLE_WALLET_SIGNER_KEY_FILE: is not the key of the signer certificate/);
    const notAKey = path.join(wallet.dir, "not-a-key.json");
    writeFileSync(notAKey, JSON.stringify({ client_email: "x@example.org" }));
    expect(() => parseConfig({ ...wallet.env, GOOGLE_WALLET_SERVICE_ACCOUNT_FILE: notAKey })).toThrow(
      ConfigError,
    );
    expect(() => parseConfig({ ...wallet.env, GOOGLE_WALLET_SERVICE_ACCOUNT_FILE: notAKey })).toThrow(
      /GOOGLE_WALLET_SERVICE_ACCOUNT_FILE: is not a service account's JSON key/,
    );
  });
});
