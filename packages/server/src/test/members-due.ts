import type { Db } from "../db/client.ts";
import { members } from "../modules/members/members.schema.ts";
import { nationalMemberships } from "../modules/memberships/memberships.schema.ts";
import { nationalPlanId, stamped } from "./factories.ts";

/**
 * `count` members whose national dues end on `duesExpire`, written a thousand at a time (no rule here needs a member
 * made one at a time); `onPaper`, they take their mail on paper, at a street address. Their ids.
 */
export async function membersDue(
  db: Db,
  count: number,
  { prefix, duesExpire, onPaper = false }: { prefix: string; duesExpire: string; onPaper?: boolean },
): Promise<number[]> {
  const planId = await nationalPlanId(db);
  const ids: number[] = [];
  for (let from = 0; from < count; from += 1_000) {
    const due = await db
      .insert(members)
      .values(
        Array.from({ length: Math.min(1_000, count - from) }, (_, offset) => {
          const index = from + offset;
          return {
            email: `${prefix.toLowerCase()}${index}@example.net`,
            passwordHash: "no sign-in",
            firstName: "Ada",
            lastName: `${prefix}${index}`,
            ...(onPaper
              ? { publicationPreferences: 0, addressLine1: `${index + 1} Main Street`, city: "Dayton" }
              : {}),
            ...stamped,
          };
        }),
      )
      .returning({ id: members.id });
    await db.insert(nationalMemberships).values(
      due.map(({ id }) => ({
        memberId: id,
        nationalPlanId: planId,
        yearJoined: 2010,
        duesExpire,
        ...stamped,
      })),
    );
    ids.push(...due.map(({ id }) => id));
  }
  return ids;
}
