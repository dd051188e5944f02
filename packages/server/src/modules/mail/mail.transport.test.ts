import { generateKeyPairSync } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import { parseConfig } from "../../config.ts";
import { seedDatabase } from "../../db/seed/seed.ts";
import { createMember } from "../../test/factories.ts";
import { startSmtpServer, type TestSmtpServer } from "../../test/smtp-server.ts";
import { testClockStart } from "../../test/test-app.ts";
import { createTestDatabase } from "../../test/test-database.ts";
import { waitFor } from "../../test/wait-for.ts";
import { startJobQueue } from "../jobs/job-queue.ts";
import { type MailTransport, smtpTransport } from "./mail.transport.ts";

let smtp: TestSmtpServer;
/** Every transport a test opens, closed at the end: the test server waits for open connections. */
const transports: MailTransport[] = [];
const opened = (transport: MailTransport) => {
  transports.push(transport);
  return transport;
};
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(async () => {
  for (const transport of transports) transport.close?.();
  await smtp.close();
});

const mail = {
  id: 1,
  from: "Club <membership@club.example>",
  to: "member@example.org",
  subject: "Your renewal",
  text: "Renew at http://x.test/renew",
  html: null,
  headers: null,
  attachments: null,
  createdAt: new Date("2026-11-21T12:00:00Z"),
};

describe("SMTP delivery with the club's DKIM key (DKIM_*)", () => {
  it("signs each message for the club's domain and selector", async () => {
    const { privateKey } = generateKeyPairSync("rsa", {
      modulusLength: 2048,
      privateKeyEncoding: { type: "pkcs8", format: "pem" },
      publicKeyEncoding: { type: "spki", format: "pem" },
    });
    const transport = opened(
      smtpTransport(smtp.url, { dkim: { domainName: "club.example", keySelector: "portal", privateKey } }),
    );
    await transport(mail);
    const message = smtp.received.at(-1) as string;
    const signature = /^DKIM-Signature: (.+(?:\r?\n[ \t].+)*)/m.exec(message)?.[1] ?? "";
    expect(signature).toMatch(/\bd=club\.example;/);
    expect(signature).toMatch(/\bs=portal;/);
    expect(signature).toMatch(/\bb=\S/);
  });

  it("sends unsigned mail without a key", async () => {
    await opened(smtpTransport(smtp.url))(mail);
    expect(smtp.received.at(-1)).not.toContain("DKIM-Signature");
  });
});

describe("SMTP delivery at the server's pace (issue 24)", () => {
  it("sends message after message over one connection, at most SMTP_RATE_PER_SECOND a second", async () => {
    const transport = opened(smtpTransport(smtp.url, { ratePerSecond: 20 }));
    const connectionsBefore = smtp.connections.made;
    const first = smtp.receivedAt.length;
    // 21 messages at once: at 20 a second, the last leaves a second after the first (20 gaps of 50 ms).
    await Promise.all(
      Array.from({ length: 21 }, (_, index) =>
        transport({ ...mail, id: 100 + index, to: `m${index}@example.org` }),
      ),
    );
    const times = smtp.receivedAt.slice(first);
    expect(times).toHaveLength(21);
    const span = (times.at(-1) as number) - (times[0] as number);
    // Timers never fire early; a loaded machine may be late, so only a generous upper bound.
    expect(span).toBeGreaterThanOrEqual(950);
    expect(span).toBeLessThan(4_000);
    expect(smtp.connections.made - connectionsBefore).toBe(1);
  });

  it("carries messages side by side over a pool of connections (SMTP_POOL_SIZE, issue 41)", async () => {
    // A server of its own: only this test's connections are counted.
    const sink = await startSmtpServer();
    const transport = opened(smtpTransport(sink.url, { poolSize: 3 }));
    try {
      await Promise.all(
        Array.from({ length: 12 }, (_, index) =>
          transport({ ...mail, id: 200 + index, to: `p${index}@example.org` }),
        ),
      );
      expect(sink.received).toHaveLength(12);
      expect(sink.connections.made).toBeGreaterThan(1);
      expect(sink.connections.made).toBeLessThanOrEqual(3);
    } finally {
      transport.close?.();
      await sink.close();
    }
  });

  it("keeps SMTP_RATE_PER_SECOND for the pool as a whole, not for each of its connections", async () => {
    const sink = await startSmtpServer();
    const transport = opened(smtpTransport(sink.url, { poolSize: 5, ratePerSecond: 20 }));
    try {
      // A connection open first: the first message's connecting is not counted in the span.
      await transport({ ...mail, id: 299 });
      const first = sink.receivedAt.length;
      // 21 messages at once over 5 connections: at 20 a second in all, the last is handed over a second after they
      // were asked for, at the earliest. Measured from the asking, not the first arrival: a message handed to a
      // connection still being opened arrives a handshake after its turn, which shortens first-to-last.
      const asked = performance.now();
      await Promise.all(
        Array.from({ length: 21 }, (_, index) =>
          transport({ ...mail, id: 300 + index, to: `r${index}@example.org` }),
        ),
      );
      const times = sink.receivedAt.slice(first);
      expect(times).toHaveLength(21);
      expect(sink.connections.made).toBeGreaterThan(1);
      expect((times.at(-1) as number) - asked).toBeGreaterThanOrEqual(1000);
    } finally {
      transport.close?.();
      await sink.close();
    }
  });

  it("closes the app's SMTP connection when the app closes", async () => {
    // A server of its own: no other test's connection is counted.
    const sink = await startSmtpServer();
    const database = await createTestDatabase();
    const now = testClockStart();
    await seedDatabase(database.db, { demo: false, now });
    const jobs = await startJobQueue(database);
    const config = parseConfig({
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "club-test-")),
      PUBLIC_URL: "http://portal.test",
      SMTP_URL: sink.url,
    });
    const app = await buildApp(config, { db: database.db, ping: database.ping, jobs, now: () => now });
    try {
      await app.ready();
      const member = await createMember(database.db);
      const reply = await app.inject({
        method: "POST",
        url: "/api/v1/members/request_reset_password",
        payload: { email: member.email },
      });
      expect(reply.statusCode).toBe(200);
      await waitFor(() => sink.received.length === 1);
      // The connection stays open for the next message…
      expect(sink.connections.open()).toBe(1);
      await app.close();
      // …until the app closes.
      await waitFor(() => sink.connections.open() === 0);
    } finally {
      await app.close();
      await jobs.stop();
      await database.close();
      await sink.close();
    }
  });
});

describe("SMTP delivery of a message's own headers", () => {
  it("carries them as given: a member's relayed message is From the club, Reply-To its sender (issue 30)", async () => {
    await opened(smtpTransport(smtp.url))({ ...mail, headers: { "Reply-To": "sender@example.net" } });
    const message = smtp.received.at(-1) as string;
    expect(message).toMatch(/^From: Club <membership@club\.example>\r?$/m);
    expect(message).toMatch(/^Reply-To: sender@example\.net\r?$/m);
  });
});
