import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defaultClubTimeZone } from "@club/domain/club-clock";
import { eq, inArray } from "drizzle-orm";
import pino from "pino";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { createMember } from "../../test/factories.ts";
import { captureQueries } from "../../test/round-trips.ts";
import { createTestDatabase } from "../../test/test-database.ts";
import { waitFor } from "../../test/wait-for.ts";
import { type JobQueue, jobStatus, startJobQueue } from "../jobs/job-queue.ts";
import { outbox } from "./mail.schema.ts";
import { createMailer, mailDeliveryJob } from "./mail.service.ts";
import { fileTransport, smtpTransport } from "./mail.transport.ts";

// The club's time zone, in which the jobs' schedules are read.
const clubZone = defaultClubTimeZone;

let database: Database;
let jobs: JobQueue;
beforeAll(async () => {
  database = await createTestDatabase();
  jobs = await startJobQueue(database);
});
afterAll(async () => {
  await jobs.stop();
  await database.close();
});

const log = pino({ level: "silent" });
const clock = new Date("2026-11-21T12:00:00Z");
const message = {
  to: "member@example.org",
  subject: "Password reset",
  text: "Open http://x.test/reset-password/abc",
};

describe("mailer", () => {
  it("delivers through a real SMTP server and marks the message sent", async () => {
    const received: string[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      onData(stream, _session, callback) {
        let data = "";
        stream.on("data", (chunk: Buffer) => {
          data += chunk.toString();
        });
        stream.on("end", () => {
          received.push(data);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.server.address() as { port: number };
    const transport = smtpTransport(`smtp://127.0.0.1:${port}`);
    try {
      const mailer = createMailer({
        db: database.db,
        transport,
        from: "Club <office@example.org>",
        log,
        now: () => clock,
        jobs,
      });
      await mailer.enqueue(message);
      await mailer.deliverPending();
      expect(received).toHaveLength(1);
      expect(received[0]).toContain("Subject: Password reset");
      expect(received[0]).toContain("http://x.test/reset-password/abc");
      const rows = await database.db.select().from(outbox);
      expect(rows.at(-1)).toMatchObject({ status: "sent", attempts: 1 });
    } finally {
      transport.close?.();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it("sends a member's own mail before the bulk of a reminders run queued ahead of it", async () => {
    const sent: string[] = [];
    const mailer = createMailer({
      db: database.db,
      transport: async (mail) => {
        sent.push(mail.subject);
        return "ok";
      },
      from: "Club <office@example.org>",
      log,
      now: () => clock,
      jobs,
    });
    await mailer.enqueueMany(
      Array.from({ length: 60 }, (_, i) => ({ ...message, subject: `Reminder ${i}`, bulk: true })),
    );
    await mailer.enqueue({ ...message, subject: "Your password reset" });
    await mailer.deliverPending();
    expect(sent).toHaveLength(61);
    expect(sent[0]).toBe("Your password reset");
    expect(sent.slice(1)).toEqual(Array.from({ length: 60 }, (_, i) => `Reminder ${i}`));
  });

  it("writes many messages in one statement of one array per column, every field as given, in order", async () => {
    const mailer = createMailer({
      db: database.db,
      transport: async () => "ok",
      from: "office@example.org",
      log,
      now: () => clock,
      jobs,
    });
    const member = await createMember(database.db);
    // Words an array of text must carry as they are: quotes, a backslash, braces, commas, lines, NULL spelled out.
    const awkward = `Dear "Ada", {renew} \\ here,\nor call: NULL — ünïcode ✓`;
    const messages = Array.from({ length: 250 }, (_, i) => ({
      to: `many${i}@example.org`,
      subject: `${awkward} ${i}`,
      text: `${awkward}\n${i}`,
      ...(i % 2 === 0 ? { html: `<p>${awkward}</p>`, memberId: member.id, bulk: true } : {}),
      ...(i % 3 === 0
        ? { headers: { "List-Unsubscribe": `<https://x.test/u/${i}>`, "X-Quote": '"{a,b}"' } }
        : {}),
      ...(i % 5 === 0
        ? { attachments: [{ filename: `qr ${i}.png`, contentType: "image/png", contentBase64: "iVBORw0K" }] }
        : {}),
      ...(i % 7 === 0 ? { forgetOnceSent: true } : {}),
    }));

    let queued: Awaited<ReturnType<typeof mailer.enqueueMany>> = [];
    const statements = await captureQueries(database.db, async () => {
      queued = await mailer.enqueueMany(messages);
    });

    // Issue 41: one array per column, so building and binding the statement costs the same few parameters for 4,000
    // messages as for one (one parameter per value took the thread that answers members far longer).
    expect(statements).toHaveLength(1);
    expect(statements[0]?.values).toHaveLength(10);

    expect(queued.map((row) => row.memberId)).toEqual(messages.map((m) => m.memberId ?? null));
    const rows = await database.db
      .select()
      .from(outbox)
      .where(
        inArray(
          outbox.id,
          queued.map((row) => row.id),
        ),
      )
      .orderBy(outbox.id);
    expect(rows.map((row) => row.id)).toEqual(queued.map((row) => row.id));
    expect(rows).toEqual(
      messages.map((m, i) => ({
        id: queued[i]?.id,
        to: m.to,
        subject: m.subject,
        text: m.text,
        html: m.html ?? null,
        headers: m.headers ?? null,
        attachments: m.attachments ?? null,
        memberId: m.memberId ?? null,
        status: "pending",
        attempts: 0,
        claimedAt: null,
        lastError: null,
        sentAt: null,
        bulk: m.bulk ?? false,
        forgetOnceSent: m.forgetOnceSent ?? false,
        createdAt: clock,
      })),
    );
    await database.db.delete(outbox).where(
      inArray(
        outbox.id,
        queued.map((row) => row.id),
      ),
    );
  });

  it("writes .eml files to the outbox folder when there is no SMTP server", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "club-outbox-"));
    const mailer = createMailer({
      db: database.db,
      transport: fileTransport(dir),
      from: "office@example.org",
      log,
      now: () => clock,
      jobs,
    });
    await mailer.enqueue({ ...message, to: "file@example.org" });
    await mailer.deliverPending();
    const files = readdirSync(dir);
    expect(files).toHaveLength(1);
    const eml = readFileSync(path.join(dir, files[0] as string), "utf8");
    expect(eml).toContain("To: file@example.org");
    expect(eml).toContain("http://x.test/reset-password/abc");
  });

  it("keeps a message that could not be delivered and retries it after a wait that doubles", async () => {
    let fail = true;
    const delivered: string[] = [];
    let now = new Date("2026-11-21T12:00:00Z");
    const mailer = createMailer({
      db: database.db,
      transport: async (mail) => {
        if (fail) throw new Error("connection refused");
        delivered.push(mail.to);
        return "ok";
      },
      from: "office@example.org",
      log,
      now: () => now,
      jobs,
    });
    const after = (minutes: number) => {
      now = new Date(now.getTime() + minutes * 60_000);
    };
    await mailer.enqueue({ ...message, to: "retry@example.org" });
    await mailer.deliverPending();
    after(1);
    await mailer.deliverPending();
    expect(delivered).toEqual([]);
    fail = false;
    after(1);
    await mailer.deliverPending();
    expect(delivered).toEqual([]);
    after(1);
    await mailer.deliverPending();
    expect(delivered).toEqual(["retry@example.org"]);
    const [row] = await database.db.select().from(outbox).where(eq(outbox.to, "retry@example.org"));
    expect(row).toMatchObject({ status: "sent", attempts: 3 });
  });

  it("delivers through the job queue once the sender asks (mail-delivery job)", async () => {
    const delivered: string[] = [];
    const mailer = createMailer({
      db: database.db,
      transport: async (mail) => {
        delivered.push(mail.to);
        return "ok";
      },
      from: "office@example.org",
      log,
      now: () => clock,
      jobs,
    });
    await jobs.work([{ name: mailDeliveryJob, run: () => mailer.deliverPending() }], log, clubZone);
    await mailer.enqueue({ ...message, to: "queued@example.org" });
    mailer.deliverSoon();
    await waitFor(() => delivered.includes("queued@example.org"));
    // The run is visible as done in the queue's status (npm run jobs:status).
    await waitFor(async () =>
      (await jobStatus(database)).some((job) => job.name === mailDeliveryJob && job.counts.completed > 0),
    );
  });

  it("deletes sent mail older than the retention, and keeps the rest", async () => {
    let now = new Date("2026-11-21T12:00:00Z");
    const mailer = createMailer({
      db: database.db,
      transport: async () => "ok",
      from: "office@example.org",
      log,
      now: () => now,
      jobs,
    });
    await mailer.enqueue({ ...message, to: "old@example.org" });
    await mailer.deliverPending();
    now = new Date("2027-12-01T12:00:00Z");
    await mailer.enqueue({ ...message, to: "recent@example.org" });
    await mailer.deliverPending();
    await mailer.purgeSentMail(365 * 86_400_000);
    const left = (await database.db.select({ to: outbox.to }).from(outbox)).map((row) => row.to);
    expect(left).toContain("recent@example.org");
    expect(left).not.toContain("old@example.org");
  });
});
