import { and, eq, inArray, lt, or, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.ts";
import { outbox } from "../../db/schema.ts";
import type { MailTransport } from "./mail.transport.ts";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

const maxAttempts = 5;
const batchSize = 20;
const staleClaimMinutes = 10;

/**
 * Mail goes through the outbox table: `enqueue` stores it (inside the caller's transaction when given one),
 * `deliverPending` sends what is waiting. Rows are claimed with SKIP LOCKED, so several server instances
 * can share one PostgreSQL without sending a message twice.
 */
export function createMailer(deps: {
  db: Db;
  transport: MailTransport;
  from: string;
  log: FastifyBaseLogger;
  now: () => Date;
}) {
  let delivering: Promise<void> = Promise.resolve();

  async function enqueue(message: MailMessage, db: Db = deps.db) {
    await db.insert(outbox).values({ ...message, html: message.html ?? null, createdAt: deps.now() });
  }

  async function claimBatch() {
    const due = deps.db
      .select({ id: outbox.id })
      .from(outbox)
      .where(
        or(
          and(inArray(outbox.status, ["pending", "failed"]), lt(outbox.attempts, maxAttempts)),
          and(
            eq(outbox.status, "sending"),
            lt(outbox.claimedAt, new Date(deps.now().getTime() - staleClaimMinutes * 60_000)),
          ),
        ),
      )
      .orderBy(outbox.id)
      .limit(batchSize)
      .for("update", { skipLocked: true });
    return deps.db
      .update(outbox)
      .set({ status: "sending", claimedAt: deps.now(), attempts: sql`${outbox.attempts} + 1` })
      .where(inArray(outbox.id, due))
      .returning();
  }

  async function deliverBatch() {
    const rows = await claimBatch();
    for (const row of rows) {
      try {
        const where = await deps.transport({ ...row, from: deps.from });
        await deps.db
          .update(outbox)
          .set({ status: "sent", sentAt: deps.now(), lastError: null })
          .where(eq(outbox.id, row.id));
        // The message itself stays in the outbox table: a subject can name an order, a text holds a reset link.
        // A local run (file transport) shows the link, so a developer can follow it without opening the file.
        const local = deps.transport.local ? { subject: row.subject, link: firstLink(row.text) } : {};
        deps.log.info({ mailId: row.id, to: row.to, where, ...local }, "mail sent");
      } catch (error) {
        await deps.db
          .update(outbox)
          .set({ status: "failed", lastError: String(error) })
          .where(eq(outbox.id, row.id));
        deps.log.warn({ mailId: row.id, err: error }, "mail delivery failed; it will be retried");
      }
    }
  }

  /** Sends what is waiting; calls made while a delivery runs wait for it instead of racing it. */
  function deliverPending(): Promise<void> {
    delivering = delivering.then(deliverBatch).catch((error: unknown) => {
      deps.log.error({ err: error }, "mail delivery run failed");
    });
    return delivering;
  }

  return { enqueue, deliverPending };
}

export type Mailer = ReturnType<typeof createMailer>;

function firstLink(text: string): string | undefined {
  return /https?:\/\/\S+/.exec(text)?.[0];
}
