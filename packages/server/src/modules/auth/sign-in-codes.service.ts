import { randomInt } from "node:crypto";
import { serverMessages } from "@club/domain/messages";
import {
  type LoginWithCode,
  type LoginWithLink,
  signInCodeLength,
  signInCodeMinutes,
  signInCodeTries,
} from "@club/domain/sign-in-code.schema";
import { closedStandingOf } from "@club/domain/standing.rules";
import type { AppContext } from "../../lib/app-context.ts";
import { AppError } from "../../lib/app-error.ts";
import { hashToken, newToken } from "../../lib/tokens.ts";
import { recordAudit } from "../audit/audit.service.ts";
import { takeHits } from "../limits/limits.service.ts";
import { signInCodeMail } from "../mail/mail-templates.ts";
import { findAccountByEmail, findAccountById } from "../members/members.service.ts";
import { configWithClubSettings } from "../settings/settings.service.ts";
import { type Account, startSession } from "./auth.service.ts";
import {
  countWrongTry,
  deleteExpiredSignInCodes,
  hasHeldMembership,
  replaceSignInCode,
  useSignInCode,
  useSignInLink,
} from "./sign-in-codes.repository.ts";

// Issue 43: a member signs in with six digits sent by e-mail, or with the link sent with them (decisions.md).

const codeTtlMs = signInCodeMinutes * 60_000;

/** The code is kept hashed with the member's id: the same six digits for two members are two different hashes. */
const codeHash = (memberId: number, code: string) => hashToken(`${memberId}:${code}`);

const wrongCode = () => new AppError("sign_in_code_wrong", { code: [serverMessages.signInCodeWrong] });

/**
 * Counts a request for a code against the address asked for (the route counts it against the client's), before the
 * reply: a limit reached answers 429 whoever the address belongs to.
 */
export async function limitSignInCodeRequests(context: AppContext, email: string) {
  const { max, windowMs } = context.config.rateLimit;
  await takeHits(context, [{ key: `sign-in code|account|${email.toLowerCase()}`, limit: { max, windowMs } }]);
}

/**
 * Mails a code when the address belongs to an account that may sign in; says nothing either way, nor by its timing:
 * the work starts after the caller has replied, as a password reset's does.
 */
export function requestSignInCode(context: AppContext, email: string): void {
  mailSignInCode(context, email).catch((error: unknown) =>
    context.log.error({ err: error }, "sign-in code request failed"),
  );
}

async function mailSignInCode(context: AppContext, email: string) {
  const member = await findAccountByEmail(context, email);
  if (!member || closedStandingOf(member) !== null) return;
  const code = String(randomInt(10 ** signInCodeLength)).padStart(signInCodeLength, "0");
  const link = newToken();
  const now = context.now();
  // Read before the transaction: on the embedded database, a query outside it would wait for it forever.
  const config = await configWithClubSettings(context);
  // A request names the member in the trail only once they hold a membership: anyone may ask for any address, and an
  // entry naming a joiner who never paid would keep them from the purge of abandoned joiners for good.
  const named = await hasHeldMembership(context.db, member.id);
  await context.db.transaction(async (tx) => {
    await replaceSignInCode(tx, {
      memberId: member.id,
      codeHash: codeHash(member.id, code),
      linkHash: link.tokenHash,
      expiresAt: new Date(now.getTime() + codeTtlMs),
      now,
    });
    if (named)
      await recordAudit(
        { ...context, db: tx },
        { actorId: null, memberId: member.id, action: "sign_in_code_sent" },
      );
    const url = `${context.config.publicUrl}/login/code/${link.token}`;
    await context.mailer.enqueue(
      signInCodeMail(config, member, { code, link: url, minutes: signInCodeMinutes }),
      tx,
    );
  });
  context.mailer.deliverSoon();
}

/**
 * Signs in with the address and the code mailed to it. Failures are limited as a password's are (per address and
 * per client, the same counters), and each wrong code counts against the code, which ends at its fifth. One sentence
 * answers every failure: an unknown address, a closed account, a wrong, used, replaced or expired code.
 */
export async function loginWithCode(context: AppContext, input: LoginWithCode, address: string) {
  const { max, windowMs } = context.config.rateLimit;
  const attempt = await takeHits(context, [
    { key: `login failure|account|${input.email.toLowerCase()}`, limit: { max, windowMs } },
    { key: `login failure|address|${address}`, limit: { max: max * 3, windowMs } },
  ]);
  const member = await findAccountByEmail(context, input.email);
  const memberId = member?.id ?? 0;
  const now = context.now();
  const used = await useSignInCode(context.db, memberId, codeHash(memberId, input.code), now);
  if (!used) {
    await countWrongTry(context.db, memberId, now, signInCodeTries);
    throw wrongCode();
  }
  if (!member || closedStandingOf(member) !== null) throw wrongCode();
  await attempt.undo();
  return signInWith(context, member, {
    by: "code",
    requestedAt: used.createdAt,
    rememberMe: input.rememberMe,
  });
}

/** Signs in the device that opened the mailed link: once, within the code's ten minutes. */
export async function loginWithLink(context: AppContext, input: LoginWithLink) {
  const used = await useSignInLink(context.db, hashToken(input.token), context.now());
  const member = used && (await findAccountById(context, used.memberId));
  if (!used || !member || closedStandingOf(member) !== null) {
    throw new AppError("sign_in_link_used", { token: [serverMessages.signInLinkUsed] });
  }
  return signInWith(context, member, {
    by: "link",
    requestedAt: used.createdAt,
    rememberMe: input.rememberMe,
  });
}

async function signInWith(
  context: AppContext,
  member: Account,
  { by, requestedAt, rememberMe }: { by: "code" | "link"; requestedAt: Date; rememberMe: boolean },
) {
  await recordAudit(context, {
    actorId: member.id,
    memberId: member.id,
    action: "signed_in_with_code",
    after: { by, requestedAt: requestedAt.toISOString() },
  });
  return startSession(context, member, {
    rememberMe,
    scope: "full",
    signedInWith: by === "code" ? "code" : "code_link",
  });
}

/** Housekeeping: a code past its ten minutes can no longer do anything. */
export async function purgeExpiredSignInCodes(context: Pick<AppContext, "db" | "now">) {
  await deleteExpiredSignInCodes(context.db, context.now());
}
