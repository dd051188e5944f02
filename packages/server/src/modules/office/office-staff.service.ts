import { officePageOffset, officePageSize } from "@club/domain/office.schema";
import {
  officeStaffMessages,
  type StaffInput,
  type StaffList,
  type StaffMember,
} from "@club/domain/office-staff.schema";
import type { OfficeRole } from "@club/domain/own-profile.schema";
import type { AppContext } from "../../lib/app-context.ts";
import { AppError, notFound } from "../../lib/app-error.ts";
import { recordAudit } from "../audit/audit.service.ts";
import { forgetSecondFactor, type SessionContext } from "../auth/auth.service.ts";
import { authorizeOwn, can } from "../policy/policy.ts";
import { addStaff } from "./office.service.ts";
import {
  countStaffAccounts,
  deleteStaff,
  findStaffAccounts,
  lockAdministrators,
  lockStaff,
  updateStaff,
} from "./staff.repository.ts";

// The office's own accounts (issue 14, office administrators only): who has which role, whether their second
// sign-in step is set up; a role given, changed or taken away, an authenticator reset. Each change in one
// transaction with its audit entry. The session reads the role on every request: a change applies at once.

type StaffRow = Awaited<ReturnType<typeof findStaffAccounts>>[number];

function toStaffMember(actor: Pick<SessionContext, "memberId">, row: StaffRow): StaffMember {
  return {
    memberId: row.memberId,
    memberNo: row.memberNo,
    name: `${row.firstName} ${row.lastName}`,
    email: row.email,
    role: row.role,
    twoFactorEnrolled: row.totpConfirmedAt !== null,
    since: row.createdAt.toISOString(),
    policies: { changeRole: can(actor, "changeStaffRole", row) },
  };
}

/** GET /office/staff?page=: a page of the office accounts, by name. */
export async function listStaff(
  context: AppContext,
  session: Pick<SessionContext, "memberId">,
  page: number,
): Promise<StaffList> {
  const [rows, total] = await Promise.all([
    findStaffAccounts(context.db, { page: { limit: officePageSize, offset: officePageOffset(page) } }),
    countStaffAccounts(context.db),
  ]);
  return { results: rows.map((row) => toStaffMember(session, row)), page, pageSize: officePageSize, total };
}

async function staffMember(context: AppContext, session: Pick<SessionContext, "memberId">, memberId: number) {
  const [row] = await findStaffAccounts(context.db, { memberId });
  if (!row) throw notFound();
  return toStaffMember(session, row);
}

const refused = (message: string) => new AppError("invalid", { base: [message] });

/**
 * POST /office/staff: the role for the account with this address (an existing account gets it, whatever else it
 * is); a new address becomes an account with the names given, whose owner sets a password with "Forgot your
 * password?". In the trail as `staff_role_set`.
 */
export async function addStaffByOffice(context: AppContext, session: SessionContext, input: StaffInput) {
  const name = { firstName: input.firstName ?? "", lastName: input.lastName ?? "" };
  const added = await addStaff(context, input.email, input.role, name, session.memberId);
  if (!added) {
    throw new AppError("invalid", {
      ...(name.firstName ? {} : { firstName: [officeStaffMessages.nameForNewAccount] }),
      ...(name.lastName ? {} : { lastName: [officeStaffMessages.nameForNewAccount] }),
    });
  }
  return { staff: await staffMember(context, session, added.account.id), created: added.created };
}

/**
 * The office keeps an administrator: nobody lowers or removes their own role (another administrator does), and the
 * last administrator keeps theirs. Holds the administrators' rows for the caller's transaction.
 */
async function requireAdministratorLeft(
  context: Pick<AppContext, "db">,
  session: Pick<SessionContext, "memberId">,
  memberId: number,
) {
  authorizeOwn(session, "changeStaffRole", { memberId });
  const administrators = await lockAdministrators(context.db);
  if (administrators.includes(memberId) && administrators.length <= 1)
    throw refused(officeStaffMessages.lastAdmin);
}

/** PUT /office/staff/{member_id}: another role for an office account; in the trail as `staff_role_set`. */
export async function changeStaffRole(
  context: AppContext,
  session: SessionContext,
  memberId: number,
  role: OfficeRole,
) {
  await context.db.transaction(async (tx) => {
    const inTransaction = { ...context, db: tx };
    if (role !== "office_admin") await requireAdministratorLeft(inTransaction, session, memberId);
    const row = await lockStaff(tx, memberId);
    if (!row) throw notFound();
    if (row.role === role) return;
    await updateStaff(tx, memberId, { role });
    await recordAudit(inTransaction, {
      actorId: session.memberId,
      memberId,
      action: "staff_role_set",
      before: { role: row.role },
      after: { role },
    });
  });
  return staffMember(context, session, memberId);
}

/**
 * DELETE /office/staff/{member_id}: the account loses its office role (and its authenticator, and every session's
 * proof of it), not the account: a member stays a member. In the trail as `staff_role_removed`.
 */
export async function removeStaffRole(
  context: Pick<AppContext, "db" | "now">,
  session: Pick<SessionContext, "memberId">,
  memberId: number,
) {
  await context.db.transaction(async (tx) => {
    const inTransaction = { ...context, db: tx };
    await requireAdministratorLeft(inTransaction, session, memberId);
    const row = await lockStaff(tx, memberId);
    if (!row) throw notFound();
    await deleteStaff(tx, memberId);
    // Given a role again one day, they set up a new authenticator: no old session counts as having proved one.
    await forgetSecondFactor(inTransaction, memberId);
    await recordAudit(inTransaction, {
      actorId: session.memberId,
      memberId,
      action: "staff_role_removed",
      before: { role: row.role },
    });
  });
}

/**
 * POST /office/staff/{member_id}/reset_two_factor: a lost phone. The authenticator and the recovery codes go, and
 * no session of the account counts as having proved the second factor: at the next office call they set up a new
 * one. In the trail as `two_factor_reset`.
 */
export async function resetStaffTwoFactor(context: AppContext, session: SessionContext, memberId: number) {
  await context.db.transaction(async (tx) => {
    const inTransaction = { ...context, db: tx };
    const row = await lockStaff(tx, memberId);
    if (!row) throw notFound();
    await updateStaff(tx, memberId, {
      totpSecret: null,
      totpConfirmedAt: null,
      totpPendingSecret: null,
      totpLastStep: null,
      recoveryCodes: [],
    });
    await forgetSecondFactor(inTransaction, memberId);
    await recordAudit(inTransaction, {
      actorId: session.memberId,
      memberId,
      action: "two_factor_reset",
      before: { twoFactorEnrolled: row.totpConfirmedAt !== null },
      after: { twoFactorEnrolled: false },
    });
  });
  return staffMember(context, session, memberId);
}
