import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../lib/app-error.ts";
import { sharedSetting } from "../settings/settings.service.ts";

const secretKey = "files_signing_secret";
const lifetimeMs = 3_600_000;

/**
 * Image URLs for an <img> tag cannot carry the bearer token, so the API hands signed-in members URLs signed for
 * an hour. The secret lives in the database, so every instance signs and checks alike.
 */
export function createUrlSigner(db: Db, now: () => Date) {
  let secret: Promise<Buffer> | undefined;

  function loadSecret(): Promise<Buffer> {
    secret ??= (async () => {
      const stored = await sharedSetting({ db, now }, secretKey, randomBytes(32).toString("hex"));
      return Buffer.from(String(stored), "hex");
    })();
    return secret;
  }

  async function signature(pathname: string, expires: number) {
    return createHmac("sha256", await loadSecret())
      .update(`${pathname}|${expires}`)
      .digest("base64url");
  }

  return {
    async sign(pathname: string) {
      const expires = now().getTime() + lifetimeMs;
      return `${pathname}?expires=${expires}&signature=${await signature(pathname, expires)}`;
    },
    async verify(pathname: string, expires: number, given: string) {
      if (!Number.isFinite(expires) || expires < now().getTime()) return false;
      const expected = Buffer.from(await signature(pathname, expires));
      const actual = Buffer.from(given);
      return expected.length === actual.length && timingSafeEqual(expected, actual);
    },
    /** Refuses (403) a link whose signature is wrong or whose hour has passed: the reader reloads for a fresh one. */
    async requireValid(pathname: string, expires: number, given: string) {
      if (!(await this.verify(pathname, expires, given)))
        throw new AppError("signature_invalid", { base: ["This link has expired. Reload the page."] });
    },
  };
}

export type UrlSigner = ReturnType<typeof createUrlSigner>;
