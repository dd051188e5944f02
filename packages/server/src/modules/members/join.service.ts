import type { JoinData } from "@club/domain/join.schema";
import { joinMessages, splitSelections } from "@club/domain/join.schema";
import { messages } from "@club/domain/messages";
import type { PrivacyChoices } from "@club/domain/privacy.rules";
import type { AppContext } from "../../lib/app-context.ts";
import { AppError, invalidField } from "../../lib/app-error.ts";
import { brokenUniqueIndex } from "../../lib/database-errors.ts";
import { hashPassword, noPassword } from "../../lib/passwords.ts";
import { openInvoice } from "../checkout/invoices.service.ts";
import { priceSelections } from "../plans/pricing.service.ts";
import { joinWithoutPassword } from "../settings/settings.service.ts";
import { findMemberByEmail, insertMember, upsertAssociate } from "./members.repository.ts";

/**
 * The join saves the new member's privacy choices through the privacy service, handed in by app.ts: privacy reads
 * the members' records (a member's data, their erasure), so members cannot call it.
 */
export type JoinContext = AppContext & {
  saveJoinChoices(
    context: Pick<AppContext, "db" | "now">,
    memberId: number,
    choices: PrivacyChoices,
  ): Promise<void>;
};

export async function isEmailAvailable(context: AppContext, email: string) {
  return !(await findMemberByEmail(context.db, email));
}

/**
 * Creates the member, their associate, their privacy choices and the invoice of what they chose, priced by the
 * server. The membership starts only when the invoice is paid (checkout settles it; memberships fulfils it). Nothing
 * is created when anything is refused.
 */
export async function joinClub(context: JoinContext, data: JoinData) {
  if (data.password === undefined && !(await joinWithoutPassword(context))) {
    throw new AppError("invalid_input", { password: [messages.passwordRequired] });
  }
  if (!(await isEmailAvailable(context, data.email))) throw emailTaken();
  const checkout = await priceSelections(context, data);
  // Issue 43: no password, no hash: no password signs in (argon2 refuses to verify against an empty hash).
  const passwordHash = data.password === undefined ? noPassword : await hashPassword(data.password);
  const { selections, rest } = splitSelections(data);
  const { email, password: _password, passwordConfirmation: _confirmation, privacy, ...profile } = rest;
  try {
    return await context.db.transaction(async (tx) => {
      const now = context.now();
      const member = await insertMember(tx, {
        ...profile,
        email,
        passwordHash,
        createdAt: now,
        updatedAt: now,
      });
      if (selections.associate) await upsertAssociate(tx, member.id, selections.associate, now);
      await context.saveJoinChoices({ ...context, db: tx }, member.id, privacy);
      const { orderId } = await openInvoice(
        { ...context, db: tx },
        { memberId: member.id, kind: "join", selections, checkout },
      );
      return { orderId, member };
    });
  } catch (error) {
    if (brokenUniqueIndex(error) !== undefined) throw emailTaken();
    throw error;
  }
}

function emailTaken() {
  return invalidField("email", joinMessages.emailTaken, "email_taken");
}
