import type { PrivacyChoices } from "@club/domain/privacy.rules";
import { desc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { members } from "../members/members.schema.ts";
import { consentEvents, privacyChoices } from "./privacy.schema.ts";

const choiceColumns = {
  memberId: privacyChoices.memberId,
  showInDirectory: privacyChoices.showInDirectory,
  showAddress: privacyChoices.showAddress,
  showPhones: privacyChoices.showPhones,
  showEmail: privacyChoices.showEmail,
  allowClubMail: privacyChoices.allowClubMail,
  chosenAt: privacyChoices.updatedAt,
};

/** The choices these members made; a member who never chose has no row. */
export function findChoices(db: Db, memberIds: number[]) {
  if (memberIds.length === 0) return Promise.resolve([]);
  return db.select(choiceColumns).from(privacyChoices).where(inArray(privacyChoices.memberId, memberIds));
}

/** The member's choices, locked until the caller's transaction ends, so two saves at once log each change once. */
export async function lockChoices(db: Db, memberId: number) {
  const [row] = await db
    .select(choiceColumns)
    .from(privacyChoices)
    .where(eq(privacyChoices.memberId, memberId))
    .for("update");
  return row;
}

export async function upsertChoices(db: Db, memberId: number, choices: PrivacyChoices, now: Date) {
  const [row] = await db
    .insert(privacyChoices)
    .values({ memberId, ...choices, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: privacyChoices.memberId, set: { ...choices, updatedAt: now } })
    .returning(choiceColumns);
  if (!row) throw new Error("privacy choices not saved");
  return row;
}

export async function insertConsentEvent(db: Db, event: typeof consentEvents.$inferInsert) {
  await db.insert(consentEvents).values(event);
}

/** A member's consent log, newest first, with each actor's name parts (read from members: the log is a read model). */
export function findConsentEvents(db: Db, memberId: number) {
  return db
    .select({
      kind: consentEvents.kind,
      choice: consentEvents.choice,
      how: consentEvents.how,
      at: consentEvents.at,
      // Flat: Drizzle would read a nested object whose first column is null (no prefix) as no actor at all.
      actorPrefix: members.prefix,
      actorFirstName: members.firstName,
      actorLastName: members.lastName,
      actorSuffix: members.suffix,
    })
    .from(consentEvents)
    .leftJoin(members, eq(members.id, consentEvents.actorId))
    .where(eq(consentEvents.memberId, memberId))
    .orderBy(desc(consentEvents.at), desc(consentEvents.id));
}

export async function memberExists(db: Db, memberId: number) {
  const [row] = await db.select({ id: members.id }).from(members).where(eq(members.id, memberId));
  return row !== undefined;
}
