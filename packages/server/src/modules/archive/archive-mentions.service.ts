import {
  type ArchiveMention,
  type ArchiveMentionInput,
  archiveMessages,
  archiveSuggestionsWaitingMax,
} from "@club/domain/archive.schema";
import { carNumbersShown, viewerOf } from "@club/domain/member-visibility.rules";
import { AppError } from "../../lib/app-error.ts";
import type { SessionContext } from "../auth/auth.service.ts";
import { authorize, authorizeOwn, can, readsMembersOnly } from "../policy/policy.ts";
import {
  carInRegistry,
  decideMention,
  findIssue,
  findMentionRow,
  findPage,
  insertMention,
  lockAndCountWaitingSuggestions,
  lockMention,
  type MentionListRow,
  mentionsOfVehicle,
} from "./archive.repository.ts";
import { type ArchiveContext, mentionView } from "./archive-view.ts";

// Issue 45: a page's links to the registry's cars. The job finds them (pending); a member suggests one (pending);
// the car's owner or the office confirms or dismisses each, so a wrong match never stays on a car's history. A link
// found by the serial number is shown only where the reader may see the car's numbers (the visibility rule).

const mentionNotFound = () => new AppError("not_found", { id: [archiveMessages.mentionNotFound] });

/** Whether the reader sees this link: confirmed (or waiting, to whom decides), and its serial only where shown. */
function shownTo(session: SessionContext | null, row: MentionListRow) {
  const viewer = viewerOf(session, row.ownerId);
  if (row.foundBy === "serial" && !carNumbersShown(viewer, row)) return false;
  return row.status === "confirmed" || viewer === "self" || viewer === "office";
}

/**
 * A car's history's archive pages (handed to the vehicles by app.ts): confirmed ones, and, to the car's owner and the
 * office, those waiting; the owner may decide those waiting (the office decides from its own queue).
 */
export async function archivePagesOfCar(
  context: ArchiveContext,
  session: SessionContext,
  vehicleId: number,
  ownerId: number | null,
): Promise<ArchiveMention[]> {
  const mayDecide = session.memberId === ownerId;
  const withPending = mayDecide || session.officeRole !== null;
  const rows = await mentionsOfVehicle(context.db, vehicleId, withPending);
  const visible = rows.filter(
    (row) => shownTo(session, row) && (!row.issue.membersOnly || readsMembersOnly(session) || mayDecide),
  );
  return Promise.all(visible.map((row) => mentionView(context, row, mayDecide)));
}

/**
 * POST /archive/mentions: a member in good standing suggests a page for a car of the registry (the car search's
 * readers); it waits for the owner's or the office's decision.
 */
export async function suggestMention(
  context: ArchiveContext,
  session: SessionContext,
  input: ArchiveMentionInput,
): Promise<ArchiveMention> {
  authorize(session, "useDirectory");
  if (!(await carInRegistry(context.db, input.vehicleId)))
    throw new AppError("not_found", { vehicleId: [archiveMessages.vehicleNotFound] });
  const issue = await findIssue(context.db, input.issueId);
  if (issue?.status !== "ready") throw new AppError("not_found", { issueId: [archiveMessages.notFound] });
  if (!(await findPage(context.db, input.issueId, input.page)))
    throw new AppError("not_found", { page: [archiveMessages.pageNotFound] });
  const inserted = await context.db.transaction(async (tx) => {
    if ((await lockAndCountWaitingSuggestions(tx, session.memberId)) >= archiveSuggestionsWaitingMax)
      throw new AppError("too_many_suggestions", { base: [archiveMessages.tooManySuggestions] });
    return insertMention(tx, {
      issueId: input.issueId,
      pageNo: input.page,
      vehicleId: input.vehicleId,
      foundBy: "suggested",
      suggestedBy: session.memberId,
      createdAt: context.now(),
    });
  });
  if (!inserted) throw new AppError("mention_exists", { page: [archiveMessages.alreadyMentioned] });
  const row = await findMentionRow(context.db, inserted.id);
  if (!row) throw mentionNotFound();
  return mentionView(context, row, session.memberId === row.ownerId);
}

/**
 * Confirms or dismisses a link waiting: as the car's owner (anyone else: not found), or as the office (its routes'
 * guard has authorised `manageArchive`). One decided already is a conflict.
 */
export async function decideMentionAs(
  context: ArchiveContext,
  session: SessionContext,
  id: number,
  status: "confirmed" | "dismissed",
  as: { office: boolean },
) {
  await context.db.transaction(async (tx) => {
    const found = await lockMention(tx, id);
    if (!found) throw mentionNotFound();
    if (as.office) authorize(session, "manageArchive");
    else authorizeOwn(session, "changeVehicle", { memberId: found.ownerId });
    if (found.mention.status !== "pending")
      throw new AppError("mention_decided", { base: [archiveMessages.mentionDecided] });
    await decideMention(tx, id, { status, decidedBy: session.memberId, decidedAt: context.now() });
  });
}

/** POST /archive/mentions/{id}/confirm and /dismiss: the car's owner decides. */
export async function decideMentionAsOwner(
  context: ArchiveContext,
  session: SessionContext,
  id: number,
  status: "confirmed" | "dismissed",
): Promise<ArchiveMention> {
  await decideMentionAs(context, session, id, status, { office: false });
  const row = await findMentionRow(context.db, id);
  if (!row) throw mentionNotFound();
  return mentionView(context, row, can(session, "changeVehicle", { memberId: row.ownerId }));
}
