import type { MyArchiveMention } from "@club/domain/archive.schema";
import type { AppContext } from "../../lib/app-context.ts";
import { forgetMentionsBy, mentionsByMember } from "./archive.repository.ts";

// Issue 45: what the archive holds of a member, for Download my data and for a request to leave (privacy asks): the
// pages they suggested for cars and the links they decided. The links stay with the cars when they leave, unsigned.

export async function ownArchiveData(
  context: Pick<AppContext, "db">,
  memberId: number,
): Promise<MyArchiveMention[]> {
  const rows = await mentionsByMember(context.db, memberId);
  return rows.map((row) => ({
    car: row.car,
    publication: row.publication,
    title: row.title,
    issueDate: row.issueDate,
    page: row.pageNo,
    suggested: row.suggested,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt ? row.decidedAt.toISOString() : null,
  }));
}

export function forgetArchiveReader(context: Pick<AppContext, "db">, memberId: number) {
  return forgetMentionsBy(context.db, memberId);
}
