import { isoDay } from "@club/domain/days";
import { type OfficeMemberQuery, type OfficeMemberRecord, officePageSize } from "@club/domain/office.schema";
import type { OfficeRole } from "@club/domain/own-profile.schema";
import type { AppContext } from "../../lib/app-context.ts";
import { notFound } from "../../lib/app-error.ts";
import { listAudit, recordAudit } from "../audit/audit.service.ts";
import type { SessionContext } from "../auth/auth.service.ts";
import { findBounce } from "../mail/bounces.service.ts";
import {
  createOfficeAccount,
  findAccountByEmail,
  getMemberContact,
  toProfile,
} from "../members/members.service.ts";
import {
  type Actor,
  memberPolicies,
  memberRefusals,
  officePolicies,
  secondFactorFor,
} from "../policy/policy.ts";
import {
  deleteNotes,
  findAccount,
  findAssociate,
  findDonations,
  findInvoiceHistory,
  findMailTo,
  findMergedIds,
  findNotes,
  findRegionalMemberships,
  findRegistrations,
  findReminders,
  findVehicleSummaries,
  insertNote,
  searchAccounts,
} from "./office.repository.ts";
import { lockStaff, upsertStaff } from "./staff.repository.ts";
import { twoFactorStatus } from "./two-factor.service.ts";

/** GET /office/session: who is at the desk, where their second factor stands, and what their role lets them do. */
export async function officeSession(context: AppContext, session: SessionContext) {
  const { firstName, lastName } = await getMemberContact(context, session.memberId);
  return {
    role: session.officeRole as OfficeRole,
    name: `${firstName} ${lastName}`,
    twoFactor: await twoFactorStatus(context, session),
    policies: officePolicies(session),
  };
}

/** A member's record as the actor sees it: with what they may do to this account. */
export function recordFor(actor: Actor, record: MemberRecord): OfficeMemberRecord {
  return {
    ...record,
    policies: memberPolicies(actor, record),
    refusals: memberRefusals(actor, record),
    secondFactorFor: secondFactorFor(actor, record),
  };
}

/** GET /office/members: each row with what the actor may do to that account, and why not, as a record has them. */
export async function searchMembers(context: AppContext, actor: Actor, query: OfficeMemberQuery) {
  const { rows, total } = await searchAccounts(context.db, query, isoDay(context.now()));
  return {
    results: rows.map(({ total: _total, mergedIntoId, ...row }) => {
      const account = { officeRole: row.officeRole, mergedIntoId };
      return { ...row, policies: memberPolicies(actor, account), refusals: memberRefusals(actor, account) };
    }),
    page: query.page,
    pageSize: officePageSize,
    total,
  };
}

const iso = (date: Date) => date.toISOString();

type MemberRecord = Omit<OfficeMemberRecord, "policies" | "refusals" | "secondFactorFor">;

export async function memberRecord(context: AppContext, memberId: number): Promise<MemberRecord> {
  const account = await findAccount(context.db, memberId, isoDay(context.now()));
  if (!account) throw notFound();
  const { member } = account;
  const mergedIds = await findMergedIds(context.db, memberId);
  const [
    regional,
    associate,
    invoices,
    donations,
    vehicles,
    registrations,
    mails,
    mailBounce,
    reminders,
    notes,
    audit,
  ] = await Promise.all([
    findRegionalMemberships(context.db, memberId),
    findAssociate(context.db, memberId),
    findInvoiceHistory(context.db, memberId),
    findDonations(context.db, memberId),
    findVehicleSummaries(context.db, memberId),
    findRegistrations(context.db, memberId),
    findMailTo(context.db, memberId, member.email),
    findBounce(context, member.email),
    findReminders(context.db, memberId),
    findNotes(context.db, memberId),
    listAudit(context, { memberIds: [memberId, ...mergedIds] }, { limit: 500, offset: 0 }),
  ]);
  return {
    profile: toProfile(member),
    status: account.status,
    officeRole: account.officeRole,
    deceasedOn: member.deceasedOn,
    resignedOn: member.resignedOn,
    bulkMailOptOutAt: member.bulkMailOptOutAt ? iso(member.bulkMailOptOutAt) : null,
    mergedIntoId: member.mergedIntoId,
    createdAt: iso(member.createdAt),
    nationalMembership:
      account.planTitle && account.nationalPlanId
        ? {
            nationalPlanId: account.nationalPlanId,
            planTitle: account.planTitle,
            lifelong: account.lifelong ?? false,
            yearJoined: account.yearJoined,
            duesExpire: account.duesExpire,
            complimentary: account.complimentary ?? false,
          }
        : null,
    regionalMemberships: regional,
    associate,
    invoices: invoices.map(({ invoice, items, payments }) => ({
      orderId: invoice.publicId,
      kind: invoice.kind,
      status: invoice.status,
      total: invoice.total,
      createdAt: iso(invoice.createdAt),
      paidAt: invoice.paidAt ? iso(invoice.paidAt) : null,
      items: items.map((item) => ({ description: item.description, amount: item.amount })),
      payments: payments.map((payment) => ({
        id: payment.id,
        provider: payment.provider,
        reference: payment.reference,
        amount: payment.amount,
        refunded: payment.refunded,
        capturedAt: iso(payment.createdAt),
      })),
    })),
    donations: donations.map((donation) => ({ ...donation, createdAt: iso(donation.createdAt) })),
    vehicles,
    registrations: registrations.map((row) => ({ ...row, createdAt: iso(row.createdAt) })),
    mails: mails.map((mail) => ({
      ...mail,
      createdAt: iso(mail.createdAt),
      sentAt: mail.sentAt ? iso(mail.sentAt) : null,
    })),
    mailBounce: mailBounce && { reason: mailBounce.reason, bouncedAt: mailBounce.bouncedAt },
    reminders,
    notes: notes.map((note) => ({ ...note, createdAt: iso(note.createdAt) })),
    audit,
  };
}

/** A dated note by the staff member, in the member's record and the audit trail. */
export async function addNote(context: AppContext, session: SessionContext, memberId: number, text: string) {
  if (!(await findAccount(context.db, memberId, isoDay(context.now())))) throw notFound();
  const author = await getMemberContact(context, session.memberId);
  return context.db.transaction(async (tx) => {
    const note = await insertNote(tx, {
      memberId,
      authorId: session.memberId,
      text,
      createdAt: context.now(),
    });
    await recordAudit(
      { ...context, db: tx },
      {
        actorId: session.memberId,
        memberId,
        action: "note_added",
        after: { text },
      },
    );
    return { ...note, authorName: `${author.firstName} ${author.lastName}` };
  });
}

/** Issue 30: the office's notes on a member who asked to be forgotten are removed with their details. */
export async function removeMemberNotes(context: Pick<AppContext, "db">, memberId: number) {
  await deleteNotes(context.db, memberId);
}

/**
 * Gives an account an office role (`npm run staff:add`, or an office administrator: `actorId`), creating the account
 * when there is none: staff need not be members. A new account takes its number from the office accounts' range;
 * an existing one (a member given a role) keeps its own. A new account's owner sets a password through "Forgot
 * your password?".
 */
export async function addStaff(
  context: Pick<AppContext, "db" | "now">,
  email: string,
  role: OfficeRole,
  name: { firstName: string; lastName: string },
  actorId: number | null = null,
) {
  const existing = await findAccountByEmail(context, email);
  if (!existing && (!name.firstName || !name.lastName)) return null;
  const account =
    existing ?? (await createOfficeAccount(context, { email: email.trim().toLowerCase(), ...name }));
  await context.db.transaction(async (tx) => {
    const previous = await lockStaff(tx, account.id);
    if (previous?.role === role) return;
    await upsertStaff(tx, { memberId: account.id, role, createdAt: context.now() });
    await recordAudit(
      { ...context, db: tx },
      {
        actorId,
        memberId: account.id,
        action: "staff_role_set",
        before: previous ? { role: previous.role } : null,
        after: { role },
      },
    );
  });
  return { account, created: !existing };
}
