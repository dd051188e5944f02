import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pino from "pino";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { outbox } from "../../db/schema.ts";
import { createTestDatabase } from "../../test/test-database.ts";
import { createMailer } from "./mail.service.ts";
import { fileTransport, smtpTransport } from "./mail.transport.ts";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

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
    try {
      const mailer = createMailer({
        db: database.db,
        transport: smtpTransport(`smtp://127.0.0.1:${port}`),
        from: "Club <office@example.org>",
        log,
        now: () => clock,
      });
      await mailer.enqueue(message);
      await mailer.deliverPending();
      expect(received).toHaveLength(1);
      expect(received[0]).toContain("Subject: Password reset");
      expect(received[0]).toContain("http://x.test/reset-password/abc");
      const rows = await database.db.select().from(outbox);
      expect(rows.at(-1)).toMatchObject({ status: "sent", attempts: 1 });
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it("writes .eml files to the outbox folder when there is no SMTP server", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "club-outbox-"));
    const mailer = createMailer({
      db: database.db,
      transport: fileTransport(dir),
      from: "office@example.org",
      log,
      now: () => clock,
    });
    await mailer.enqueue({ ...message, to: "file@example.org" });
    await mailer.deliverPending();
    const files = readdirSync(dir);
    expect(files).toHaveLength(1);
    const eml = readFileSync(path.join(dir, files[0] as string), "utf8");
    expect(eml).toContain("To: file@example.org");
    expect(eml).toContain("http://x.test/reset-password/abc");
  });

  it("keeps a message that could not be delivered and retries it later", async () => {
    let fail = true;
    const delivered: string[] = [];
    const mailer = createMailer({
      db: database.db,
      transport: async (mail) => {
        if (fail) throw new Error("connection refused");
        delivered.push(mail.to);
        return "ok";
      },
      from: "office@example.org",
      log,
      now: () => clock,
    });
    await mailer.enqueue({ ...message, to: "retry@example.org" });
    await mailer.deliverPending();
    expect(delivered).toEqual([]);
    fail = false;
    await mailer.deliverPending();
    expect(delivered).toEqual(["retry@example.org"]);
  });
});
