import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from "node:crypto";

// Issue 43: a passkey authenticator in software (ES256, attestation "none"), so the tests give
// @simplewebauthn/server real WebAuthn answers to verify: the attestation object and the signatures are made here
// with node's crypto, as a phone's authenticator makes them.

const b64url = (bytes: Uint8Array | string) => Buffer.from(bytes).toString("base64url");
const sha256 = (data: Uint8Array | string) => createHash("sha256").update(data).digest();

/** The little of CBOR (RFC 8949) an attestation object needs: maps, byte and text strings, small integers. */
type Cbor = number | string | Uint8Array | Map<Cbor, Cbor>;
function head(major: number, length: number) {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 256) return Buffer.from([(major << 5) | 24, length]);
  const bytes = Buffer.alloc(3);
  bytes[0] = (major << 5) | 25;
  bytes.writeUInt16BE(length, 1);
  return bytes;
}
function cbor(value: Cbor): Buffer {
  if (typeof value === "number") return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === "string") {
    const text = Buffer.from(value, "utf8");
    return Buffer.concat([head(3, text.length), text]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  const entries = [...value.entries()].flatMap(([key, item]) => [cbor(key), cbor(item)]);
  return Buffer.concat([head(5, value.size), ...entries]);
}

interface Options {
  challenge: string;
  rp?: { id?: string };
  rpId?: string;
  user?: { id: string };
}

export interface SoftwarePasskey {
  credentialId: Buffer;
  privateKey: KeyObject;
  publicKey: KeyObject;
  userHandle: string | undefined;
  counter: number;
  rpId: string;
}

export const flags = { userPresent: 0x01, userVerified: 0x04, attestedData: 0x40 };

export function createSoftwareAuthenticator(origin = "http://portal.test") {
  const rpIdOf = (options: Options) => options.rp?.id ?? options.rpId ?? new URL(origin).hostname;
  const clientData = (type: string, challenge: string, at = origin) =>
    Buffer.from(JSON.stringify({ type, challenge, origin: at, crossOrigin: false }));

  return {
    /** navigator.credentials.create: a new passkey, and the registration JSON startRegistration would give. */
    create(options: Options, { originOverride }: { originOverride?: string } = {}) {
      const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
      const jwk = publicKey.export({ format: "jwk" });
      const coseKey = new Map<Cbor, Cbor>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x as string, "base64url")],
        [-3, Buffer.from(jwk.y as string, "base64url")],
      ]);
      const credentialId = randomBytes(16);
      const rpId = rpIdOf(options);
      const counter = Buffer.alloc(4);
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(credentialId.length);
      const authData = Buffer.concat([
        sha256(rpId),
        Buffer.from([flags.userPresent | flags.userVerified | flags.attestedData]),
        counter,
        Buffer.alloc(16),
        idLength,
        credentialId,
        cbor(coseKey),
      ]);
      const attestationObject = cbor(
        new Map<Cbor, Cbor>([
          ["fmt", "none"],
          ["attStmt", new Map()],
          ["authData", authData],
        ]),
      );
      const passkey: SoftwarePasskey = {
        credentialId,
        privateKey,
        publicKey,
        userHandle: options.user?.id,
        counter: 0,
        rpId,
      };
      const credential = {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: "public-key",
        response: {
          clientDataJSON: b64url(clientData("webauthn.create", options.challenge, originOverride)),
          attestationObject: b64url(attestationObject),
          transports: ["internal"],
        },
        authenticatorAttachment: "platform",
        clientExtensionResults: {},
      };
      return { passkey, credential };
    },

    /** navigator.credentials.get: the passkey signs the challenge, its counter moved on (or set, for a clone). */
    get(
      passkey: SoftwarePasskey,
      options: Options,
      { counter, flagBits }: { counter?: number; flagBits?: number } = {},
    ) {
      passkey.counter = counter ?? passkey.counter + 1;
      const count = Buffer.alloc(4);
      count.writeUInt32BE(passkey.counter);
      const authData = Buffer.concat([
        sha256(rpIdOf(options)),
        Buffer.from([flagBits ?? flags.userPresent | flags.userVerified]),
        count,
      ]);
      const data = clientData("webauthn.get", options.challenge);
      const signature = sign("sha256", Buffer.concat([authData, sha256(data)]), passkey.privateKey);
      return {
        id: b64url(passkey.credentialId),
        rawId: b64url(passkey.credentialId),
        type: "public-key",
        response: {
          clientDataJSON: b64url(data),
          authenticatorData: b64url(authData),
          signature: b64url(signature),
          ...(passkey.userHandle ? { userHandle: passkey.userHandle } : {}),
        },
        authenticatorAttachment: "platform",
        clientExtensionResults: {},
      };
    },
  };
}
