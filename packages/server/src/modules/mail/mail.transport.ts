import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";

export interface OutgoingMail {
  id: number;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  headers: Record<string, string> | null;
  /** When the message was queued, by the app's clock. */
  createdAt: Date;
}

/** Delivers one message; returns where it went, for the log. */
export type MailTransport = ((mail: OutgoingMail) => Promise<string>) & {
  /** The mail stays on this machine (the outbox folder): only then may the log show a message's link. */
  readonly local?: boolean;
};

/** Real delivery through an SMTP server (SMTP_URL). */
export function smtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return async (mail) => {
    const info = await transporter.sendMail(toNodemailer(mail));
    return `smtp ${info.messageId}`;
  };
}

/** Without SMTP, each message becomes an .eml file in the outbox folder, so a local run can read it. */
export function fileTransport(outboxDir: string): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  const deliver = async (mail: OutgoingMail) => {
    const info = await transporter.sendMail(toNodemailer(mail));
    await mkdir(outboxDir, { recursive: true });
    const file = path.join(outboxDir, `${mail.createdAt.toISOString().replace(/[:.]/g, "-")}-${mail.id}.eml`);
    await writeFile(file, info.message as Buffer);
    return file;
  };
  return Object.assign(deliver, { local: true });
}

function toNodemailer(mail: OutgoingMail) {
  return {
    from: mail.from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html ?? undefined,
    headers: mail.headers ?? undefined,
  };
}
