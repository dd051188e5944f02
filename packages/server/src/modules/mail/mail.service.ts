import { and, desc, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.ts";
import { columnArray, rowsOf } from "../../db/column-arrays.ts";
import { contains } from "../../db/member-filters.ts";
import { redactText, wordsPattern } from "../../lib/redact.ts";
import type { JobQueue } from "../jobs/job-queue.ts";
import { deleteBounce, upsertBounce } from "./bounces.repository.ts";
import { outbox } from "./mail.schema.ts";
import { AddressRefusedError, type MailAttachment, type MailTransport } from "./mail.transport.ts";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
  /** Extra headers (an announcement's List-Unsubscribe). */
  headers?: Record<string, string>;
  /** The member it is for: the office's Mail tab lists it by member, whatever the address. */
  memberId?: number;
  /** One of many (reminders, an announcement, invitations): it waits behind mail sent to one member for one reason. */
  bulk?: boolean;
  /** To a member being erased: its record forgets the address and the text once it is sent (issue 39). */
  forgetOnceSent?: boolean;
}

/** A sent record that no longer reaches or names anyone: what was sent (its subject) and when stay. */
const forgotten = { to: "", text: "", html: null, headers: null, attachments: null, forgetOnceSent: false };

const maxAttempts = 5;
const batchSize = 20;
const staleClaimMinutes = 10;

/**
 * Mail goes through the outbox table: `enqueue` stores it (inside the caller's transaction when given one),
 * `deliverSoon` asks the job queue for a delivery run once that transaction is committed, and the run
 * (`deliverPending`, the job `mail-delivery`, also every minute) sends what is due. Rows are claimed with
 * SKIP LOCKED, so instances sharing one PostgreSQL never send a message twice; a failed message waits 1, 2, 4
 * and 8 minutes before its next attempts. A message whose address the receiving server refused for good (an SMTP
 * 5xx to RCPT TO) is `bounced` instead: never retried, and the address recorded in `mail_bounces`.
 */
export function createMailer(deps: {
  db: Db;
  transport: MailTransport;
  from: string;
  log: FastifyBaseLogger;
  now: () => Date;
  jobs: Pick<JobQueue, "send">;
}) {
  function outboxRow(message: MailMessage, createdAt: Date) {
    return {
      ...message,
      html: message.html ?? null,
      headers: message.headers ?? null,
      attachments: message.attachments ?? null,
      memberId: message.memberId ?? null,
      bulk: message.bulk ?? false,
      forgetOnceSent: message.forgetOnceSent ?? false,
      createdAt,
    };
  }

  async function enqueue(message: MailMessage, db: Db = deps.db) {
    const [row] = await db.insert(outbox).values(outboxRow(message, deps.now())).returning({ id: outbox.id });
    return row?.id as number;
  }

  /**
   * Many messages in one statement (a set of a reminders run): the rows written, in order, each with its member. One
   * array per column (issue 41: a multi-row insert of 4,000 messages, one parameter per value, held the thread that
   * answers members while drizzle built and bound it).
   */
  async function enqueueMany(messages: MailMessage[], db: Db = deps.db) {
    if (messages.length === 0) return [];
    const createdAt = deps.now();
    const rows = messages.map((message) => outboxRow(message, createdAt));
    const of = (value: (row: (typeof rows)[number]) => unknown) => columnArray(rows.map(value));
    const json = (value: object | null) => (value === null ? null : JSON.stringify(value));
    // In the messages' order (`ordinality`): the ids, and so the order bulk mail is sent in, follow it.
    const result = await db.execute(sql`insert into ${outbox}
        ("to", subject, text, html, headers, attachments, member_id, bulk, forget_once_sent, created_at)
      select "to", subject, text, html, headers::jsonb, attachments::jsonb, member_id, bulk, forget_once_sent,
        ${createdAt.toISOString()}::timestamptz
      from unnest(${of((row) => row.to)}::text[],
        ${of((row) => row.subject)}::text[],
        ${of((row) => row.text)}::text[],
        ${of((row) => row.html)}::text[],
        ${of((row) => json(row.headers))}::text[],
        ${of((row) => json(row.attachments))}::text[],
        ${of((row) => row.memberId)}::int[],
        ${of((row) => row.bulk)}::boolean[],
        ${of((row) => row.forgetOnceSent)}::boolean[])
        with ordinality as given ("to", subject, text, html, headers, attachments, member_id, bulk, forget_once_sent, n)
      order by n
      returning id, member_id as "memberId"`);
    return rowsOf<{ id: number; memberId: number | null }>(result);
  }

  async function claimBatch() {
    const now = deps.now();
    const due = deps.db
      .select({ id: outbox.id })
      .from(outbox)
      .where(
        or(
          eq(outbox.status, "pending"),
          and(
            eq(outbox.status, "failed"),
            lt(outbox.attempts, maxAttempts),
            sql`${outbox.claimedAt} + interval '1 minute' * power(2, ${outbox.attempts} - 1) <= ${now}`,
          ),
          and(
            eq(outbox.status, "sending"),
            lt(outbox.claimedAt, new Date(now.getTime() - staleClaimMinutes * 60_000)),
          ),
        ),
      )
      .orderBy(outbox.bulk, outbox.id)
      .limit(batchSize)
      .for("update", { skipLocked: true });
    const claimed = await deps.db
      .update(outbox)
      .set({ status: "sending", claimedAt: now, attempts: sql`${outbox.attempts} + 1` })
      .where(inArray(outbox.id, due))
      .returning();
    // An UPDATE returns its rows in no particular order: sent in the order they were chosen.
    return claimed.sort((a, b) => Number(a.bulk) - Number(b.bulk) || a.id - b.id);
  }

  async function deliver(row: Awaited<ReturnType<typeof claimBatch>>[number]) {
    try {
      const where = await deps.transport({ ...row, from: deps.from });
      await deps.db
        .update(outbox)
        .set({
          status: "sent",
          sentAt: deps.now(),
          lastError: null,
          ...(row.forgetOnceSent ? forgotten : {}),
        })
        .where(eq(outbox.id, row.id));
      // The message itself stays in the outbox table: a subject can name an order, a text holds a reset link.
      // A local run (file transport) shows the link, so a developer can follow it without opening the file.
      const local = deps.transport.local ? { subject: row.subject, link: firstLink(row.text) } : {};
      deps.log.info({ mailId: row.id, to: row.to, where, ...local }, "mail sent");
    } catch (error) {
      if (error instanceof AddressRefusedError) await markBounced(row, error);
      else {
        const givenUp = row.forgetOnceSent && row.attempts >= maxAttempts;
        await deps.db
          .update(outbox)
          .set({ status: "failed", lastError: String(error), ...(givenUp ? forgotten : {}) })
          .where(eq(outbox.id, row.id));
        deps.log.warn({ mailId: row.id, err: error }, "mail delivery failed; it will be retried");
      }
    }
  }

  /** Refused for good: the message is not tried again, and bulk mail skips the address until the office clears it. */
  async function markBounced(
    row: { id: number; to: string; forgetOnceSent: boolean },
    error: AddressRefusedError,
  ) {
    await deps.db.transaction(async (tx) => {
      await tx
        .update(outbox)
        .set({ status: "bounced", lastError: String(error), ...(row.forgetOnceSent ? forgotten : {}) })
        .where(eq(outbox.id, row.id));
      // The address of a member who left is kept nowhere, not even as one that bounces.
      if (row.forgetOnceSent) return;
      await upsertBounce(tx, {
        address: row.to.trim().toLowerCase(),
        reason: error.reply,
        outboxId: row.id,
        bouncedAt: deps.now(),
      });
    });
    deps.log.warn(
      { mailId: row.id, to: row.to, reply: error.reply },
      "mail bounced: the address was refused",
    );
  }

  /**
   * Sends every message that is due, a batch at a time; within a batch, as many side by side as the transport has
   * connections (SMTP_POOL_SIZE), so one slow exchange does not hold up the rest (issue 41).
   */
  async function deliverPending(): Promise<void> {
    const side = Math.max(1, deps.transport.connections ?? 1);
    for (let rows = await claimBatch(); rows.length > 0; rows = await claimBatch()) {
      for (let start = 0; start < rows.length; start += side)
        await Promise.all(rows.slice(start, start + side).map(deliver));
    }
  }

  /**
   * Messages the server has not taken yet: new, being sent, or failed and to be tried again. Bulk mail is queued
   * only as far as the server keeps up with it (the announcements' pace).
   */
  async function countWaiting(): Promise<number> {
    const [row] = await deps.db
      .select({ count: sql<number>`count(*)::int` })
      .from(outbox)
      .where(
        or(
          inArray(outbox.status, ["pending", "sending"]),
          and(eq(outbox.status, "failed"), lt(outbox.attempts, maxAttempts)),
        ),
      );
    return row?.count ?? 0;
  }

  /** After the transaction that enqueued mail has committed: a delivery run soon, on whichever instance. */
  function deliverSoon(): void {
    deps.jobs
      .send(mailDeliveryJob)
      .catch((error: unknown) =>
        deps.log.error(
          { err: error },
          "could not ask for a mail delivery run; the next minute's run sends it",
        ),
      );
  }

  /** Housekeeping: sent messages older than the retention (SENT_MAIL_RETENTION_DAYS) are deleted. */
  async function purgeSentMail(retentionMs: number) {
    const before = new Date(deps.now().getTime() - retentionMs);
    const removed = await deps.db
      .delete(outbox)
      .where(and(eq(outbox.status, "sent"), lt(outbox.sentAt, before)))
      .returning({ id: outbox.id });
    if (removed.length > 0)
      deps.log.info({ removed: removed.length }, "deleted sent mail past its retention");
  }

  return { enqueue, enqueueMany, deliverPending, deliverSoon, countWaiting, purgeSentMail };
}

/**
 * Issue 30: the mail the portal sent the member, newest first, as their data: subject, delivery and dates, never the
 * text (a reset link is in it). The rows naming them, and those naming no one sent to their address (most of the
 * portal's mail names no member); a row naming another member stays theirs, whatever its address.
 */
export async function listMemberMail(context: { db: Db }, member: { id: number; email: string }) {
  const toAddress = member.email
    ? and(isNull(outbox.memberId), sql`lower(${outbox.to}) = ${member.email.toLowerCase()}`)
    : undefined;
  const rows = await context.db
    .select({
      subject: outbox.subject,
      status: outbox.status,
      createdAt: outbox.createdAt,
      sentAt: outbox.sentAt,
    })
    .from(outbox)
    .where(or(eq(outbox.memberId, member.id), toAddress))
    .orderBy(desc(outbox.createdAt), desc(outbox.id));
  return rows.map((row) => ({
    subject: row.subject,
    status: row.status,
    queuedAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  }));
}

/**
 * Issue 39: the member is erased, and their sent mail forgets them in the same transaction (`context.db`): the
 * mail to them (by member, or to their address naming no one) keeps its subject and dates but no address or text,
 * and mail not sent yet is not sent; any other message's subject and text lose the words that named them (a message
 * they sent through the relay); a record that their address bounced goes, as it served only mail to them.
 * `person` comes from the members' erasure, read before the address was cleared.
 */
export async function forgetMemberMail(
  context: { db: Db },
  person: { memberId: number; email: string; words: string[] },
) {
  const theirs = or(
    eq(outbox.memberId, person.memberId),
    person.email
      ? and(isNull(outbox.memberId), sql`lower(${outbox.to}) = ${person.email.toLowerCase()}`)
      : undefined,
  );
  const waiting = or(
    eq(outbox.status, "pending"),
    and(eq(outbox.status, "failed"), lt(outbox.attempts, maxAttempts)),
  );
  await context.db.delete(outbox).where(and(theirs, waiting));
  if (person.email) await deleteBounce(context.db, person.email.toLowerCase());
  const pattern = wordsPattern(person.words);
  const theirRows = await context.db
    .select({ id: outbox.id, subject: outbox.subject })
    .from(outbox)
    .where(theirs);
  for (const row of theirRows)
    await context.db
      .update(outbox)
      .set({ ...forgotten, subject: redactText(row.subject, pattern) })
      .where(eq(outbox.id, row.id));
  if (!pattern) return;
  const naming = or(
    ...person.words.map((word) => or(contains(outbox.subject, word), contains(outbox.text, word))),
  );
  const others = await context.db
    .select({ id: outbox.id, subject: outbox.subject, text: outbox.text, html: outbox.html })
    .from(outbox)
    .where(naming);
  for (const row of others)
    await context.db
      .update(outbox)
      .set({
        subject: redactText(row.subject, pattern),
        text: redactText(row.text, pattern),
        html: row.html === null ? null : redactText(row.html, pattern),
      })
      .where(eq(outbox.id, row.id));
}

export const mailDeliveryJob = "mail-delivery";

export type Mailer = ReturnType<typeof createMailer>;

function firstLink(text: string): string | undefined {
  return /https?:\/\/\S+/.exec(text)?.[0];
}
