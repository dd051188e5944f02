import { generateKeyPairSync } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSmtpServer, type TestSmtpServer } from "../../test/smtp-server.ts";
import { smtpTransport } from "./mail.transport.ts";

let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp.close());

const mail = {
  id: 1,
  from: "Club <membership@club.example>",
  to: "member@example.org",
  subject: "Your renewal",
  text: "Renew at http://x.test/renew",
  html: null,
  headers: null,
  createdAt: new Date("2026-11-21T12:00:00Z"),
};

describe("SMTP delivery with the club's DKIM key (DKIM_*)", () => {
  it("signs each message for the club's domain and selector", async () => {
    const { privateKey } = generateKeyPairSync("rsa", {
      modulusLength: 2048,
      privateKeyEncoding: { type: "pkcs8", format: "pem" },
      publicKeyEncoding: { type: "spki", format: "pem" },
    });
    const transport = smtpTransport(smtp.url, {
      domainName: "club.example",
      keySelector: "portal",
      privateKey,
    });
    await transport(mail);
    const message = smtp.received.at(-1) as string;
    const signature = /^DKIM-Signature: (.+(?:\r?\n[ \t].+)*)/m.exec(message)?.[1] ?? "";
    expect(signature).toMatch(/\bd=club\.example;/);
    expect(signature).toMatch(/\bs=portal;/);
    expect(signature).toMatch(/\bb=\S/);
  });

  it("sends unsigned mail without a key", async () => {
    await smtpTransport(smtp.url)(mail);
    expect(smtp.received.at(-1)).not.toContain("DKIM-Signature");
  });
});
