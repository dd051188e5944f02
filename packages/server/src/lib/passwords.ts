import { hash, verify } from "@node-rs/argon2";

// OWASP's argon2id baseline: 19 MiB, two passes, one lane (the library's default algorithm is argon2id).
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

// Checked against when the e-mail is unknown, so a wrong address costs as long as a wrong password.
const decoyHash = hash("decoy-password-for-timing", options);

export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  return verify(passwordHash ?? (await decoyHash), password).catch(() => false);
}
