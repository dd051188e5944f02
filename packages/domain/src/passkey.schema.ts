import { z } from "zod";
import { requiredLine } from "./fields.schema.ts";
import { passkeyMessages } from "./messages.ts";

// Issue 43: passkeys (WebAuthn). A member adds them on Member Info (named, listed with when each was last used,
// removable) and signs in with one; an office account may prove its second factor with one. The browser's
// credential JSON (@simplewebauthn/browser's startRegistration and startAuthentication) goes to the server as it is:
// its keys are WebAuthn's own (clientDataJSON, rawId), so those routes read their bodies' keys as sent.

export const passkeyNameMaxLength = 60;

export const passkeyNameSchema = requiredLine(passkeyMessages.nameRequired)
  .trim()
  .min(1, { error: passkeyMessages.nameRequired })
  .max(passkeyNameMaxLength, { error: passkeyMessages.nameTooLong });

/** base64url, as WebAuthn's JSON writes every binary value; 64 KiB is far above any real credential. */
const base64Url = z
  .string({ error: passkeyMessages.credentialUnreadable })
  .max(65_536, { error: passkeyMessages.credentialUnreadable })
  .regex(/^[A-Za-z0-9_-]*$/, { error: passkeyMessages.credentialUnreadable });

const transports = ["ble", "cable", "hybrid", "internal", "nfc", "smart-card", "usb"] as const;

/** What startRegistration gives back (WebAuthn's RegistrationResponseJSON). */
export const registrationCredentialSchema = z.object(
  {
    id: base64Url,
    rawId: base64Url,
    type: z.literal("public-key", { error: passkeyMessages.credentialUnreadable }),
    response: z.object(
      {
        clientDataJSON: base64Url,
        attestationObject: base64Url,
        authenticatorData: base64Url.optional(),
        transports: z.array(z.enum(transports)).max(10).optional(),
        publicKeyAlgorithm: z.number().int().optional(),
        publicKey: base64Url.optional(),
      },
      { error: passkeyMessages.credentialUnreadable },
    ),
    authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional(),
    clientExtensionResults: z.looseObject({}),
  },
  { error: passkeyMessages.credentialUnreadable },
);

/** What startAuthentication gives back (WebAuthn's AuthenticationResponseJSON). */
export const authenticationCredentialSchema = z.object(
  {
    id: base64Url,
    rawId: base64Url,
    type: z.literal("public-key", { error: passkeyMessages.credentialUnreadable }),
    response: z.object(
      {
        clientDataJSON: base64Url,
        authenticatorData: base64Url,
        signature: base64Url,
        userHandle: base64Url.optional(),
      },
      { error: passkeyMessages.credentialUnreadable },
    ),
    authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional(),
    clientExtensionResults: z.looseObject({}),
  },
  { error: passkeyMessages.credentialUnreadable },
);
export type AuthenticationCredential = z.infer<typeof authenticationCredentialSchema>;

/** POST /api/v1/members/passkeys: the browser's new credential and the name the member gave it. */
export const addPasskeyInputSchema = z.object({
  name: passkeyNameSchema,
  credential: registrationCredentialSchema,
});
export type AddPasskeyInput = z.input<typeof addPasskeyInputSchema>;

/** PUT /api/v1/members/passkeys/{id}: a new name. */
export const renamePasskeyInputSchema = z.object({ name: passkeyNameSchema });
export type RenamePasskeyInput = z.input<typeof renamePasskeyInputSchema>;

/** A sign-in or a second factor by passkey: the browser's assertion. */
export const passkeyAssertionInputSchema = z.object({ credential: authenticationCredentialSchema });
export type PasskeyAssertionInput = z.input<typeof passkeyAssertionInputSchema>;

/** One of the member's passkeys as Member Info lists it. */
export const passkeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  createdAt: z.iso.datetime(),
  /** null until it is first used to sign in or prove the second factor. */
  lastUsedAt: z.iso.datetime().nullable(),
});
export type Passkey = z.infer<typeof passkeySchema>;
export const passkeyListSchema = z.object({ passkeys: z.array(passkeySchema) });
export type PasskeyList = z.infer<typeof passkeyListSchema>;

const credentialDescriptorSchema = z.object({
  id: z.string(),
  type: z.literal("public-key"),
  transports: z.array(z.enum(transports)).optional(),
});

/** What startRegistration is given (WebAuthn's PublicKeyCredentialCreationOptionsJSON), as the server made it. */
export const registrationOptionsSchema = z.object({
  challenge: z.string(),
  rp: z.object({ id: z.string().optional(), name: z.string() }),
  user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
  pubKeyCredParams: z.array(z.object({ alg: z.number(), type: z.literal("public-key") })),
  timeout: z.number().optional(),
  excludeCredentials: z.array(credentialDescriptorSchema).optional(),
  authenticatorSelection: z
    .object({
      authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional(),
      requireResidentKey: z.boolean().optional(),
      residentKey: z.enum(["discouraged", "preferred", "required"]).optional(),
      userVerification: z.enum(["discouraged", "preferred", "required"]).optional(),
    })
    .optional(),
  hints: z.array(z.string()).optional(),
  attestation: z.enum(["none", "indirect", "direct", "enterprise"]).optional(),
  extensions: z.looseObject({}).optional(),
});
export type RegistrationOptions = z.infer<typeof registrationOptionsSchema>;

/** What startAuthentication is given (WebAuthn's PublicKeyCredentialRequestOptionsJSON). */
export const authenticationOptionsSchema = z.object({
  challenge: z.string(),
  timeout: z.number().optional(),
  rpId: z.string().optional(),
  allowCredentials: z.array(credentialDescriptorSchema).optional(),
  userVerification: z.enum(["discouraged", "preferred", "required"]).optional(),
  hints: z.array(z.string()).optional(),
  extensions: z.looseObject({}).optional(),
});
export type AuthenticationOptions = z.infer<typeof authenticationOptionsSchema>;
