import { generateKeyPairSync } from "node:crypto";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import forge from "node-forge";

// Issue 43: a throw-away certificate chain made at run time (never committed), standing in for Apple's: a root CA,
// a "WWDR" intermediate it signs, and the pass type's signer certificate the intermediate signs; and a Google
// service account's JSON key. Keys come from node:crypto (fast); node-forge writes the certificates.

export const testPassTypeId = "pass.test.club.membership";
export const testSignerKeyPassphrase = "a-test-passphrase";
export const testGoogleIssuerId = "3388000000012345678";

function rsaKeys() {
  const { privateKey, publicKey } = generateKeyPairSync("rsa", {
    modulusLength: 2048,
    privateKeyEncoding: { type: "pkcs1", format: "pem" },
    publicKeyEncoding: { type: "spki", format: "pem" },
  });
  return { privatePem: privateKey, publicPem: publicKey };
}

let serial = 1;

function certificate(options: {
  subject: string;
  publicPem: string;
  issuer?: { subject: string; privatePem: string };
  selfPrivatePem?: string;
  ca: boolean;
}) {
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(options.publicPem);
  serial += 1;
  cert.serialNumber = serial.toString(16).padStart(2, "0");
  // openssl checks a certificate against the real date, the portal against none: fixed bounds wide enough for any
  // date the suite runs on, or a test clock moves to, and no clock read at all.
  cert.validity.notBefore = new Date("2000-01-01T00:00:00Z");
  cert.validity.notAfter = new Date("2099-12-31T23:59:59Z");
  cert.setSubject([{ name: "commonName", value: options.subject }]);
  cert.setIssuer([{ name: "commonName", value: options.issuer?.subject ?? options.subject }]);
  cert.setExtensions(
    options.ca
      ? [
          { name: "basicConstraints", cA: true, critical: true },
          { name: "keyUsage", keyCertSign: true, cRLSign: true, digitalSignature: true, critical: true },
        ]
      : [
          { name: "basicConstraints", cA: false },
          { name: "keyUsage", digitalSignature: true, critical: true },
        ],
  );
  const signingKey = options.issuer?.privatePem ?? options.selfPrivatePem ?? "";
  cert.sign(forge.pki.privateKeyFromPem(signingKey), forge.md.sha256.create());
  return forge.pki.certificateToPem(cert);
}

export interface TestWallet {
  dir: string;
  caPem: string;
  signerCertPem: string;
  wwdrPem: string;
  googlePublicKeyPem: string;
  googleEmail: string;
  /** The environment that turns both wallets on. */
  env: Record<string, string>;
}

/**
 * A root CA, a WWDR intermediate and a signer certificate, with the signer key under a passphrase, and a Google
 * service account, in the folder given (made if need be) or a new one.
 */
export function createTestWallet(folder?: string): TestWallet {
  const dir = folder ?? mkdtempSync(path.join(tmpdir(), "club-wallet-"));
  mkdirSync(dir, { recursive: true });
  const root = rsaKeys();
  const wwdr = rsaKeys();
  const signer = rsaKeys();
  const rootSubject = "Test Root CA";
  const wwdrSubject = "Test WWDR";
  const caPem = certificate({
    subject: rootSubject,
    publicPem: root.publicPem,
    selfPrivatePem: root.privatePem,
    ca: true,
  });
  const wwdrPem = certificate({
    subject: wwdrSubject,
    publicPem: wwdr.publicPem,
    issuer: { subject: rootSubject, privatePem: root.privatePem },
    ca: true,
  });
  const signerCertPem = certificate({
    subject: `Pass Type ID: ${testPassTypeId}`,
    publicPem: signer.publicPem,
    issuer: { subject: wwdrSubject, privatePem: wwdr.privatePem },
    ca: false,
  });
  const signerKeyPem = forge.pki.encryptRsaPrivateKey(
    forge.pki.privateKeyFromPem(signer.privatePem),
    testSignerKeyPassphrase,
    { algorithm: "aes256" },
  );
  const google = generateKeyPairSync("rsa", {
    modulusLength: 2048,
    privateKeyEncoding: { type: "pkcs8", format: "pem" },
    publicKeyEncoding: { type: "spki", format: "pem" },
  });
  const googleEmail = "wallet@club-test.iam.gserviceaccount.com";
  const files = {
    "ca.pem": caPem,
    "wwdr.pem": wwdrPem,
    "signer-cert.pem": signerCertPem,
    "signer-key.pem": signerKeyPem,
    "google-service-account.json": JSON.stringify({
      type: "service_account",
      client_email: googleEmail,
      private_key: google.privateKey,
    }),
  };
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  return {
    dir,
    caPem,
    signerCertPem,
    wwdrPem,
    googlePublicKeyPem: google.publicKey,
    googleEmail,
    env: {
      APPLE_WALLET_PASS_TYPE_ID: testPassTypeId,
      APPLE_WALLET_TEAM_ID: "TESTTEAM01",
      APPLE_WALLET_SIGNER_CERT_FILE: path.join(dir, "signer-cert.pem"),
      APPLE_WALLET_SIGNER_KEY_FILE: path.join(dir, "signer-key.pem"),
      APPLE_WALLET_SIGNER_KEY_PASSPHRASE: testSignerKeyPassphrase,
      APPLE_WALLET_WWDR_CERT_FILE: path.join(dir, "wwdr.pem"),
      GOOGLE_WALLET_ISSUER_ID: testGoogleIssuerId,
      GOOGLE_WALLET_CLASS_SUFFIX: "membership_card",
      GOOGLE_WALLET_SERVICE_ACCOUNT_FILE: path.join(dir, "google-service-account.json"),
    },
  };
}
