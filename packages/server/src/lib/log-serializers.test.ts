import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMailer } from "../modules/mail/mail.service.ts";
import { fileTransport, type MailTransport } from "../modules/mail/mail.transport.ts";
import { members } from "../modules/members/members.schema.ts";
import { bearer, createMember, signIn } from "../test/factories.ts";
import { createTestApp, type TestApp } from "../test/test-app.ts";
import { waitFor } from "../test/wait-for.ts";
import { redactUrl } from "./log-serializers.ts";

// The app's real log, every line, at a level that shows each request.
const lines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: "debug" }, { logStream: { write: (line) => lines.push(line) } });
});
afterAll(() => t.close());

interface LogLine {
  msg?: string;
  reqId?: string;
  req?: { url?: string };
  err?: { code?: string; cause?: { code?: string; constraint?: string } };
}
const logLines = () => lines.map((line) => JSON.parse(line) as LogLine);

describe("the log", () => {
  it("never shows a reset link or its token, a bearer token or a password hash", async () => {
    const member = await createMember(t.database.db);
    const session = await signIn(t.app, member.email);
    expect(
      (await t.app.inject({ url: "/api/v1/members/profile", headers: bearer(session) })).statusCode,
    ).toBe(200);

    const before = t.sentMail.length;
    await t.app.inject({
      method: "POST",
      url: "/api/v1/members/request_reset_password",
      payload: { email: member.email },
    });
    await waitFor(() => t.sentMail.length > before);
    const link = /http:\/\/portal\.test(\/reset-password\/(\S+))/.exec(t.sentMail.at(-1)?.text ?? "");
    const [url, pathname, token] = [link?.[0], link?.[1], link?.[2]];
    if (!url || !pathname || !token) throw new Error("no reset link in the mail");
    await t.app.inject({ url: pathname });
    const reset = await t.app.inject({
      method: "PUT",
      url: "/api/v1/members/reset_password",
      payload: {
        member: {
          password: "Logged-Nowhere-2026",
          password_confirmation: "Logged-Nowhere-2026",
          reset_password_token: token,
        },
      },
    });
    expect(reset.statusCode).toBe(200);
    const [updated] = await t.database.db
      .select({ passwordHash: members.passwordHash })
      .from(members)
      .where(eq(members.id, member.id));

    const log = lines.join("");
    expect(logLines().map((line) => line.req?.url)).toContain("/reset-password/[redacted]");
    expect(logLines().some((line) => line.msg === "mail sent")).toBe(true);
    for (const secret of [url, token, session, member.passwordHash, updated?.passwordHash, "$argon2"]) {
      expect(secret).toBeTruthy();
      expect(log).not.toContain(secret);
    }
  });

  it("names a failed query by its code and request id, without its SQL text or values", async () => {
    const member = await createMember(t.database.db);
    const session = await signIn(t.app, member.email);
    const chosen = "Secret-City-7741";
    // The database refuses one value, so a real request fails inside PostgreSQL with that value as a parameter.
    await t.database.db.execute(
      sql.raw(`alter table members add constraint log_test_city check (city <> '${chosen}') not valid`),
    );
    try {
      const response = await t.app.inject({
        method: "PUT",
        url: `/api/v1/members/${member.id}`,
        headers: bearer(session),
        payload: {
          member: {
            first_name: "Grace",
            last_name: "Hopper",
            address_line1: "1 Navy Way",
            city: chosen,
            state: "US-VA",
            zip_code: "22201",
            country: "US",
          },
        },
      });
      expect(response.statusCode).toBe(500);
      expect(response.body).not.toContain(chosen);
    } finally {
      await t.database.db.execute(sql`alter table members drop constraint log_test_city`);
    }

    const incoming = logLines().find((line) => line.req?.url === `/api/v1/members/${member.id}`);
    const failure = logLines().find((line) => line.msg === "request failed");
    expect(failure?.reqId).toBeTruthy();
    expect(failure?.reqId).toBe(incoming?.reqId);
    expect(failure?.err?.cause).toMatchObject({ code: "23514", constraint: "log_test_city" });
    const log = lines.join("");
    expect(log).not.toContain(chosen);
    expect(log).not.toMatch(/update "members"/i);
    expect(log).not.toContain("Failing row");
  });

  it("shows a mail's link only when the mail stays on this machine (the outbox folder)", async () => {
    const linkLogged = async (transport: MailTransport) => {
      const written: string[] = [];
      const log = pino({ level: "info" }, { write: (line: string) => written.push(line) });
      const mailer = createMailer({
        db: t.database.db,
        transport,
        from: "office@example.org",
        log,
        now: () => t.clock.now,
        jobs: { send: async () => undefined },
      });
      await mailer.enqueue({
        to: "local@example.org",
        subject: "Reset",
        text: "Open https://portal.test/reset-password/abc123",
      });
      await mailer.deliverPending();
      expect(written.join("")).toContain("mail sent");
      return written.join("").includes("/reset-password/abc123");
    };
    expect(await linkLogged(fileTransport(mkdtempSync(path.join(tmpdir(), "club-outbox-"))))).toBe(true);
    expect(await linkLogged(async () => "smtp <id@example.org>")).toBe(false);
  });

  it("redacts secrets from request URLs and keeps the rest", () => {
    expect(redactUrl("/reset-password/abc_DEF-123")).toBe("/reset-password/[redacted]");
    expect(redactUrl("/reset-password")).toBe("/reset-password");
    expect(redactUrl("/renew/abc_DEF-123")).toBe("/renew/[redacted]");
    expect(redactUrl("/r/K7QM4TXP9A")).toBe("/r/[redacted]");
    expect(redactUrl("/unsubscribe/abc")).toBe("/unsubscribe/[redacted]");
    expect(redactUrl("/api/v1/unsubscribe/abc")).toBe("/api/v1/unsubscribe/[redacted]");
    expect(redactUrl("/claim/K7QM4TXP9A")).toBe("/claim/[redacted]");
    expect(redactUrl("/for-sale/confirm/abc_DEF-123")).toBe("/for-sale/confirm/[redacted]");
    expect(redactUrl("/for-sale/12")).toBe("/for-sale/12");
    expect(redactUrl("/api/v1/members/claim/abc_DEF")).toBe("/api/v1/members/claim/[redacted]");
    expect(redactUrl("/api/v1/members/reset_password/abc_DEF")).toBe(
      "/api/v1/members/reset_password/[redacted]",
    );
    expect(redactUrl("/api/v1/members/reset_password")).toBe("/api/v1/members/reset_password");
    expect(redactUrl("/renewals")).toBe("/renewals");
    expect(redactUrl("/api/v1/vehicle_images/3/thumbnail?expires=1790000000000&signature=s1gN")).toBe(
      "/api/v1/vehicle_images/3/thumbnail?expires=1790000000000&signature=[redacted]",
    );
    expect(redactUrl("/api/v1/search/members?last_name=Benton&page=2")).toBe(
      "/api/v1/search/members?last_name=Benton&page=2",
    );
  });
});
