import { hash, verify } from "@node-rs/argon2";

// OWASP's argon2id baseline: 19 MiB, two passes, one lane (the library's default algorithm is argon2id).
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

/** What an account without a password keeps (issue 43: a joiner who signs in with codes): nothing verifies against it. */
export const noPassword = "";

/** Whether the account has a password of its own. */
export const hasPassword = (passwordHash: string) => passwordHash !== noPassword;

// Checked against when the e-mail is unknown, so a wrong address costs as long as a wrong password.
const decoyHash = hash("decoy-password-for-timing", options);

export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  // An account without a password costs the same as an unknown address: the decoy is checked, and fails.
  if (passwordHash === noPassword)
    return verify(await decoyHash, `${password}-`).then(
      () => false,
      () => false,
    );
  return verify(passwordHash ?? (await decoyHash), password).catch(() => false);
}
