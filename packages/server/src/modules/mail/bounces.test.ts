import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { startSmtpServer, type TestSmtpServer } from "../../test/smtp-server.ts";
import { createTestDatabase } from "../../test/test-database.ts";
import { type JobQueue, startJobQueue } from "../jobs/job-queue.ts";
import { bouncingAddresses, findBounce } from "./bounces.service.ts";
import { mailBounces, outbox } from "./mail.schema.ts";
import { createMailer } from "./mail.service.ts";
import { type MailTransport, smtpTransport } from "./mail.transport.ts";

// Issue 15: an address the receiving server refuses for good (an SMTP 5xx to RCPT TO) bounces: its message is not
// tried again and bulk mail skips the address; a refusal for now (4xx) is retried as before.

let database: Database;
let jobs: JobQueue;
let smtp: TestSmtpServer;
beforeAll(async () => {
  database = await createTestDatabase();
  jobs = await startJobQueue(database);
  smtp = await startSmtpServer({
    recipients: {
      "gone@example.org": {
        code: 550,
        text: "5.1.1 <gone@example.org>: Recipient address rejected: User unknown",
      },
      "full@example.org": { code: 451, text: "4.2.2 Mailbox full, try again later" },
    },
    senders: { "blocked@club.example": { code: 550, text: "5.7.1 Sender not allowed" } },
  });
});
afterAll(async () => {
  for (const transport of transports) transport.close?.();
  await smtp.close();
  await jobs.stop();
  await database.close();
});

const log = pino({ level: "silent" });
let now = new Date("2026-11-21T12:00:00Z");
const minutesLater = (minutes: number) => {
  now = new Date(now.getTime() + minutes * 60_000);
};

/** Each mailer's SMTP connection, closed at the end: the test server waits for open ones. */
const transports: MailTransport[] = [];

function mailer(from = "Club <office@club.example>") {
  const transport = smtpTransport(smtp.url);
  transports.push(transport);
  return createMailer({
    db: database.db,
    transport,
    from,
    log,
    now: () => now,
    jobs,
  });
}

const message = (to: string) => ({ to, subject: "Your renewal", text: "Renew at http://x.test/renew" });
const rowOf = async (id: number) => (await database.db.select().from(outbox).where(eq(outbox.id, id)))[0];
const askedFor = (address: string) => smtp.recipients.filter((recipient) => recipient === address).length;

describe("a delivery the receiving server refuses", () => {
  it("marks a 550 to RCPT TO bounced, records the address, and never sends it again; a 451 is retried", async () => {
    const mail = mailer();
    const gone = await mail.enqueue(message("Gone@Example.org"));
    const full = await mail.enqueue(message("full@example.org"));
    const fine = await mail.enqueue(message("fine@example.org"));
    const bouncedAt = now;
    await mail.deliverPending();

    expect(await rowOf(gone)).toMatchObject({ status: "bounced", attempts: 1 });
    expect((await rowOf(gone))?.lastError).toContain("550");
    expect(await rowOf(full)).toMatchObject({ status: "failed", attempts: 1 });
    expect(await rowOf(fine)).toMatchObject({ status: "sent" });
    expect(await findBounce({ db: database.db }, "gone@example.org")).toEqual({
      address: "gone@example.org",
      reason: "550 5.1.1 <gone@example.org>: Recipient address rejected: User unknown",
      bouncedAt: bouncedAt.toISOString(),
    });
    const [bounce] = await database.db.select().from(mailBounces);
    expect(bounce?.outboxId).toBe(gone);

    // Past the first wait: the 451 is tried again, the bounced message is not.
    minutesLater(2);
    await mail.deliverPending();
    expect(askedFor("gone@example.org")).toBe(1);
    expect(askedFor("full@example.org")).toBe(2);
    expect(await rowOf(gone)).toMatchObject({ status: "bounced", attempts: 1 });
    expect(await rowOf(full)).toMatchObject({ status: "failed", attempts: 2 });
    expect(await findBounce({ db: database.db }, "full@example.org")).toBeNull();
  });

  it("keeps the latest bounce of an address: its reason, message and time", async () => {
    const mail = mailer();
    minutesLater(60);
    const again = await mail.enqueue(message("gone@example.org"));
    await mail.deliverPending();
    const rows = await database.db.select().from(mailBounces);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ address: "gone@example.org", outboxId: again, bouncedAt: now });
  });

  it("does not count a refused sender as a bounce of the member's address: it is retried", async () => {
    const mail = mailer("blocked@club.example");
    const id = await mail.enqueue(message("someone@example.org"));
    await mail.deliverPending();
    expect(await rowOf(id)).toMatchObject({ status: "failed" });
    expect((await rowOf(id))?.lastError).toContain("550 5.7.1");
    expect(await findBounce({ db: database.db }, "someone@example.org")).toBeNull();
  });

  it("tells bulk mail which addresses bounce, whatever their case", async () => {
    const bouncing = await bouncingAddresses({ db: database.db }, [
      "GONE@example.org",
      "fine@example.org",
      " gone@example.org ",
    ]);
    expect([...bouncing]).toEqual(["gone@example.org"]);
    expect(await bouncingAddresses({ db: database.db }, [])).toEqual(new Set());
  });
});
