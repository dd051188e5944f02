import type { JoinData } from "@club/domain/join.schema";
import { joinMessages, splitSelections } from "@club/domain/join.schema";
import { associates, members } from "../../db/schema.ts";
import type { AppContext } from "../../lib/app-context.ts";
import { invalidField } from "../../lib/app-error.ts";
import { hashPassword } from "../../lib/passwords.ts";
import { insertInvoice } from "../payments/invoices.repository.ts";
import { priceSelections } from "../plans/pricing.service.ts";
import { findMemberByEmail } from "./members.repository.ts";

const uniqueViolation = "23505";

export async function isEmailAvailable(context: AppContext, email: string) {
  return !(await findMemberByEmail(context.db, email));
}

/**
 * Creates the member, their associate and the invoice of what they chose, priced by the server. The membership
 * starts only when the invoice is paid (payments.service). Nothing is created when anything is refused.
 */
export async function joinClub(context: AppContext, data: JoinData) {
  if (!(await isEmailAvailable(context, data.email))) throw emailTaken();
  const checkout = await priceSelections(context.db, data);
  const passwordHash = await hashPassword(data.password);
  const { selections, rest } = splitSelections(data);
  const { email, password: _password, passwordConfirmation: _confirmation, ...profile } = rest;
  try {
    return await context.db.transaction(async (tx) => {
      const now = context.now();
      const [member] = await tx
        .insert(members)
        .values({ ...profile, email, passwordHash, createdAt: now, updatedAt: now })
        .returning();
      if (!member) throw new Error("member not created");
      if (selections.associate)
        await tx.insert(associates).values({ memberId: member.id, ...selections.associate, createdAt: now });
      const invoice = await insertInvoice(tx, {
        memberId: member.id,
        kind: "join",
        selections,
        checkout,
        createdAt: now,
      });
      return { orderId: invoice.publicId, member };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

function emailTaken() {
  return invalidField("email", joinMessages.emailTaken, "email_taken");
}

function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } }).cause;
  return (error as { code?: string }).code === uniqueViolation || cause?.code === uniqueViolation;
}
