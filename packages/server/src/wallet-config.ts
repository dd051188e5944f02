import { createPrivateKey, type KeyObject, X509Certificate } from "node:crypto";
import { readFileSync } from "node:fs";
import { z } from "zod";

// Issue 43: the membership card in the phone's wallet. Each wallet is all or nothing: set, every file is read and
// checked at start (a bad certificate stops the process naming its variable); half set, production refuses to start
// and any other run starts without that wallet, with a warning. Certificates and keys are files, never committed.

const optionalText = z.preprocess((value) => (value === "" ? undefined : value), z.string().optional());

export const walletEnvShape = {
  // Apple Wallet: the pass type and team from the Apple Developer account, the pass type's certificate and key (PEM),
  // and Apple's WWDR intermediate certificate (PEM).
  APPLE_WALLET_PASS_TYPE_ID: optionalText,
  APPLE_WALLET_TEAM_ID: optionalText,
  APPLE_WALLET_SIGNER_CERT_FILE: optionalText,
  APPLE_WALLET_SIGNER_KEY_FILE: optionalText,
  // Only for a key written with a passphrase.
  APPLE_WALLET_SIGNER_KEY_PASSPHRASE: optionalText,
  APPLE_WALLET_WWDR_CERT_FILE: optionalText,
  // Where a changed pass is announced to the phones (https://api.push.apple.com), over HTTP/2 with the pass type's
  // certificate. Unset, nothing is pushed: a phone still fetches the newer pass when it next asks.
  APPLE_WALLET_APNS_URL: z.preprocess((value) => (value === "" ? undefined : value), z.url().optional()),
  // Google Wallet: the issuer id of the Google Pay & Wallet Console, the suffix of the club's generic class, and the
  // service account's JSON key file.
  GOOGLE_WALLET_ISSUER_ID: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.string().regex(/^\d+$/, "must be the issuer id of the Google Pay & Wallet Console (digits)").optional(),
  ),
  GOOGLE_WALLET_CLASS_SUFFIX: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z
      .string()
      .regex(/^[\w.-]+$/, "must be letters, digits, '.', '_' or '-'")
      .optional(),
  ),
  GOOGLE_WALLET_SERVICE_ACCOUNT_FILE: optionalText,
};

const walletEnvSchema = z.object(walletEnvShape);
type WalletEnv = z.infer<typeof walletEnvSchema> & {
  NODE_ENV: "development" | "production" | "test";
};
type WalletVariable = keyof typeof walletEnvShape;

const appleVariables = [
  "APPLE_WALLET_PASS_TYPE_ID",
  "APPLE_WALLET_TEAM_ID",
  "APPLE_WALLET_SIGNER_CERT_FILE",
  "APPLE_WALLET_SIGNER_KEY_FILE",
  "APPLE_WALLET_WWDR_CERT_FILE",
] as const satisfies WalletVariable[];
const googleVariables = [
  "GOOGLE_WALLET_ISSUER_ID",
  "GOOGLE_WALLET_CLASS_SUFFIX",
  "GOOGLE_WALLET_SERVICE_ACCOUNT_FILE",
] as const satisfies WalletVariable[];

export interface AppleWalletConfig {
  passTypeIdentifier: string;
  teamIdentifier: string;
  signerCert: string;
  signerKey: string;
  signerKeyPassphrase: string | undefined;
  wwdr: string;
  /** The APNs server, or null: nothing is pushed. */
  apnsUrl: string | null;
}

export interface GoogleWalletConfig {
  issuerId: string;
  classId: string;
  serviceAccountEmail: string;
  privateKey: KeyObject;
}

interface Problem {
  variable: WalletVariable;
  message: string;
}

interface WalletsRead {
  apple: AppleWalletConfig | null;
  google: GoogleWalletConfig | null;
  problems: Problem[];
  warnings: string[];
}

function readText(variable: WalletVariable, file: string, problems: Problem[]): string | undefined {
  try {
    return readFileSync(file, "utf8");
  } catch (error) {
    problems.push({
      variable,
      message: `cannot be read (${(error as NodeJS.ErrnoException).code ?? String(error)})`,
    });
    return undefined;
  }
}

function certificateIn(variable: WalletVariable, pem: string | undefined, problems: Problem[]) {
  if (pem === undefined) return undefined;
  try {
    return new X509Certificate(pem);
  } catch {
    problems.push({ variable, message: "is not a certificate in PEM form (-----BEGIN CERTIFICATE----- …)" });
    return undefined;
  }
}

/** The variables of a wallet that are missing, when some of its variables are set: none when all or none are. */
function missingOf(e: WalletEnv, variables: readonly WalletVariable[]): WalletVariable[] {
  const missing = variables.filter((variable) => !e[variable]);
  return missing.length === variables.length ? [] : missing;
}

function halfSet(
  e: WalletEnv,
  wallet: string,
  missing: WalletVariable[],
  problems: Problem[],
  warnings: string[],
) {
  const message = `is required when any other ${wallet} variable is set (or leave them all out)`;
  if (e.NODE_ENV === "production") {
    for (const variable of missing) problems.push({ variable, message });
  } else {
    warnings.push(`${wallet} is off: ${missing.join(", ")} ${missing.length > 1 ? "are" : "is"} not set`);
  }
}

function readApple(e: WalletEnv, problems: Problem[]): AppleWalletConfig | null {
  const certPem = readText("APPLE_WALLET_SIGNER_CERT_FILE", e.APPLE_WALLET_SIGNER_CERT_FILE ?? "", problems);
  const keyPem = readText("APPLE_WALLET_SIGNER_KEY_FILE", e.APPLE_WALLET_SIGNER_KEY_FILE ?? "", problems);
  const wwdrPem = readText("APPLE_WALLET_WWDR_CERT_FILE", e.APPLE_WALLET_WWDR_CERT_FILE ?? "", problems);
  const cert = certificateIn("APPLE_WALLET_SIGNER_CERT_FILE", certPem, problems);
  const wwdr = certificateIn("APPLE_WALLET_WWDR_CERT_FILE", wwdrPem, problems);
  let key: KeyObject | undefined;
  if (keyPem !== undefined) {
    try {
      key = createPrivateKey({ key: keyPem, passphrase: e.APPLE_WALLET_SIGNER_KEY_PASSPHRASE });
    } catch {
      problems.push({
        variable: e.APPLE_WALLET_SIGNER_KEY_PASSPHRASE
          ? "APPLE_WALLET_SIGNER_KEY_PASSPHRASE"
          : "APPLE_WALLET_SIGNER_KEY_FILE",
        message:
          "does not open the signer key: the key must be a private key in PEM form, and its passphrase (if it has one) in APPLE_WALLET_SIGNER_KEY_PASSPHRASE",
      });
    }
  }
  if (key && key.asymmetricKeyType !== "rsa") {
    problems.push({
      variable: "APPLE_WALLET_SIGNER_KEY_FILE",
      message: "must be an RSA key (passes are signed with RSA)",
    });
    return null;
  }
  if (key && cert && !cert.checkPrivateKey(key)) {
    problems.push({
      variable: "APPLE_WALLET_SIGNER_KEY_FILE",
      message: "is not the key of the signer certificate",
    });
    return null;
  }
  if (!(certPem && keyPem && wwdrPem && cert && wwdr && key)) return null;
  return {
    passTypeIdentifier: e.APPLE_WALLET_PASS_TYPE_ID ?? "",
    teamIdentifier: e.APPLE_WALLET_TEAM_ID ?? "",
    signerCert: certPem,
    signerKey: keyPem,
    signerKeyPassphrase: e.APPLE_WALLET_SIGNER_KEY_PASSPHRASE,
    wwdr: wwdrPem,
    apnsUrl: e.APPLE_WALLET_APNS_URL?.replace(/\/$/, "") ?? null,
  };
}

const serviceAccountSchema = z.object({ client_email: z.string().min(1), private_key: z.string().min(1) });

function readGoogle(e: WalletEnv, problems: Problem[]): GoogleWalletConfig | null {
  const variable = "GOOGLE_WALLET_SERVICE_ACCOUNT_FILE";
  const text = readText(variable, e.GOOGLE_WALLET_SERVICE_ACCOUNT_FILE ?? "", problems);
  if (text === undefined) return null;
  let account: z.infer<typeof serviceAccountSchema>;
  try {
    account = serviceAccountSchema.parse(JSON.parse(text));
  } catch {
    problems.push({
      variable,
      message: "is not a service account's JSON key (with client_email and private_key)",
    });
    return null;
  }
  let privateKey: KeyObject;
  try {
    privateKey = createPrivateKey(account.private_key);
  } catch {
    problems.push({ variable, message: "holds a private_key that is not a private key in PEM form" });
    return null;
  }
  if (privateKey.asymmetricKeyType !== "rsa") {
    problems.push({ variable, message: "must hold an RSA key (Google signs save links with RS256)" });
    return null;
  }
  const issuerId = e.GOOGLE_WALLET_ISSUER_ID ?? "";
  return {
    issuerId,
    classId: `${issuerId}.${e.GOOGLE_WALLET_CLASS_SUFFIX}`,
    serviceAccountEmail: account.client_email,
    privateKey,
  };
}

/** Each wallet as configured (null when it is not), and what is wrong with the variables. */
export function readWallets(e: WalletEnv): WalletsRead {
  const problems: Problem[] = [];
  const warnings: string[] = [];
  let apple: AppleWalletConfig | null = null;
  let google: GoogleWalletConfig | null = null;
  const appleMissing = missingOf(e, appleVariables);
  if (appleMissing.length > 0) halfSet(e, "Apple Wallet", appleMissing, problems, warnings);
  else if (e.APPLE_WALLET_PASS_TYPE_ID) apple = readApple(e, problems);
  if (e.NODE_ENV === "production" && e.APPLE_WALLET_APNS_URL && !e.APPLE_WALLET_APNS_URL.startsWith("https:"))
    problems.push({
      variable: "APPLE_WALLET_APNS_URL",
      message: "must be https in production (https://api.push.apple.com)",
    });
  if (e.APPLE_WALLET_APNS_URL && !e.APPLE_WALLET_PASS_TYPE_ID)
    problems.push({
      variable: "APPLE_WALLET_APNS_URL",
      message: "is used only with the APPLE_WALLET_ variables",
    });
  const googleMissing = missingOf(e, googleVariables);
  if (googleMissing.length > 0) halfSet(e, "Google Wallet", googleMissing, problems, warnings);
  else if (e.GOOGLE_WALLET_ISSUER_ID) google = readGoogle(e, problems);
  return { apple, google, problems, warnings };
}
