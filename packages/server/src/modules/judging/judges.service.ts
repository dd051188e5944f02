import {
  type Judge,
  type JudgeChange,
  type JudgeInput,
  judgingMessages as messages,
} from "@club/domain/judging.schema";
import type { AppContext } from "../../lib/app-context.ts";
import { invalidField, notFound } from "../../lib/app-error.ts";
import { changedFields, recordAudit } from "../audit/audit.service.ts";
import type { SessionContext } from "../auth/auth.service.ts";
import { eventsByIds } from "../events/events.service.ts";
import { memberNamesByIds } from "../members/members.service.ts";
import {
  findJudgeByMember,
  findJudges,
  findJudgesByIds,
  findMeetsJudged,
  insertJudge,
  type JudgeRecord,
  lockJudge,
  updateJudge,
} from "./judges.repository.ts";

// Issue 29: the club's judges' roster. A judge is a member at a level, with the seminars they attended; the meets
// they judged are read from the teams of the meets whose results were published.

/** The judges as their résumés read, by last and first name. */
async function toJudges(context: Pick<AppContext, "db">, rows: JudgeRecord[]): Promise<Judge[]> {
  if (rows.length === 0) return [];
  const [names, meets] = await Promise.all([
    memberNamesByIds(
      context,
      rows.map((row) => row.memberId),
    ),
    findMeetsJudged(
      context.db,
      rows.map((row) => row.id),
    ),
  ]);
  const events = await eventsByIds(
    context,
    meets.map((meet) => meet.eventId),
  );
  const judges = rows.flatMap((row) => {
    const member = names.get(row.memberId);
    if (!member) return [];
    const meetsJudged = meets
      .flatMap((meet) => {
        const event = meet.judgeId === row.id ? events.get(meet.eventId) : undefined;
        return event ? [{ eventId: event.id, title: event.title, date: event.dateStart }] : [];
      })
      .sort((a, b) => a.date.localeCompare(b.date) || a.eventId - b.eventId);
    return [
      {
        id: row.id,
        memberId: row.memberId,
        memberNo: member.memberNo,
        firstName: member.firstName,
        lastName: member.lastName,
        level: row.level,
        seminars: row.seminars,
        meetsJudged,
      },
    ];
  });
  return judges.sort(
    (a, b) => a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName) || a.id - b.id,
  );
}

async function toJudge(context: Pick<AppContext, "db">, row: JudgeRecord): Promise<Judge> {
  const [judge] = await toJudges(context, [row]);
  if (!judge) throw notFound();
  return judge;
}

export interface JudgeName {
  id: number;
  memberId: number;
  firstName: string;
  lastName: string;
}

/** The judges on the roster by id, with their names; an id not on it is not in the map. */
export async function judgesByIds(context: Pick<AppContext, "db">, ids: number[]) {
  if (ids.length === 0) return new Map<number, JudgeName>();
  const rows = await findJudgesByIds(context.db, [...new Set(ids)]);
  const names = await memberNamesByIds(
    context,
    rows.map((row) => row.memberId),
  );
  return new Map<number, JudgeName>(
    rows.flatMap((row) => {
      const member = names.get(row.memberId);
      return member
        ? [
            [
              row.id,
              { id: row.id, memberId: row.memberId, firstName: member.firstName, lastName: member.lastName },
            ],
          ]
        : [];
    }),
  );
}

/** The judge on the roster who is this member, if any. */
export function findJudgeOfMember(context: Pick<AppContext, "db">, memberId: number) {
  return findJudgeByMember(context.db, memberId);
}

/** Issue 39: Download my data. The member's record as a judge, or null when they are not on the roster. */
export async function ownJudgeRecord(context: AppContext, memberId: number): Promise<Judge | null> {
  const judge = await findJudgeOfMember(context, memberId);
  return judge ? toJudge(context, judge) : null;
}

/** GET /office/judges: the whole roster. */
export async function listJudges(context: AppContext): Promise<Judge[]> {
  return toJudges(context, await findJudges(context.db));
}

/** GET /judging/me: the signed-in member's own record as a judge; 404 when they are not on the roster. */
export async function getOwnJudge(context: AppContext, memberId: number): Promise<Judge> {
  const judge = await findJudgeOfMember(context, memberId);
  if (!judge) throw notFound();
  return toJudge(context, judge);
}

/** POST /office/judges: a member joins the roster (judge_added); a member is on it once. */
export async function addJudge(context: AppContext, session: SessionContext, input: JudgeInput) {
  if (!(await memberNamesByIds(context, [input.memberId])).has(input.memberId))
    throw invalidField("memberId", messages.memberUnknown);
  const judge = await context.db.transaction(async (tx) => {
    const now = context.now();
    const row = await insertJudge(tx, {
      memberId: input.memberId,
      level: input.level,
      seminars: input.seminars,
      createdAt: now,
      updatedAt: now,
    });
    if (!row) throw invalidField("memberId", messages.alreadyJudge);
    await recordAudit(
      { ...context, db: tx },
      {
        actorId: session.memberId,
        memberId: input.memberId,
        action: "judge_added",
        after: { judgeId: row.id, level: row.level, seminars: row.seminars },
      },
    );
    return row;
  });
  return toJudge(context, judge);
}

/** PUT /office/judges/{id}: the judge's level and seminars (judge_changed, with what changed). */
export async function changeJudge(
  context: AppContext,
  session: SessionContext,
  id: number,
  input: JudgeChange,
) {
  const judge = await context.db.transaction(async (tx) => {
    const before = await lockJudge(tx, id);
    if (!before) throw notFound();
    const after = await updateJudge(tx, id, {
      level: input.level,
      seminars: input.seminars,
      updatedAt: context.now(),
    });
    await recordAudit(
      { ...context, db: tx },
      {
        actorId: session.memberId,
        memberId: before.memberId,
        action: "judge_changed",
        ...changedFields(
          { level: before.level, seminars: before.seminars },
          { level: after.level, seminars: after.seminars },
        ),
      },
    );
    return after;
  });
  return toJudge(context, judge);
}
