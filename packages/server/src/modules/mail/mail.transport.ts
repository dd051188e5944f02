import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import type SMTPConnection from "nodemailer/lib/smtp-connection";

/** A file sent with a message (a check-in QR code), its bytes in base64 as the outbox keeps them. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  contentBase64: string;
}

export interface OutgoingMail {
  id: number;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  headers: Record<string, string> | null;
  attachments: MailAttachment[] | null;
  /** When the message was queued, by the app's clock. */
  createdAt: Date;
}

/** Delivers one message; returns where it went, for the log. */
export type MailTransport = ((mail: OutgoingMail) => Promise<string>) & {
  /** The mail stays on this machine (the outbox folder): only then may the log show a message's link. */
  readonly local?: boolean;
  /** Ends what the transport holds open (the SMTP connections), when the app closes. */
  close?(): void;
  /** How many messages it may carry at once (its SMTP connections); one when not said. */
  readonly connections?: number;
};

/** The club's DKIM key (DKIM_*): nodemailer signs each message with it, for the domain of the From address. */
export interface DkimKey {
  domainName: string;
  keySelector: string;
  privateKey: string;
}

/**
 * The receiving server refused the address for good (an SMTP 5xx to RCPT TO, such as "550 5.1.1 user unknown"):
 * the same message would be refused again, so it is not retried, and the address is marked as bouncing.
 */
export class AddressRefusedError extends Error {
  /** The server's reply, for the office: "550 5.1.1 <a@example.org>: Recipient address rejected". */
  readonly reply: string;

  constructor(message: string, reply: string) {
    super(message);
    this.reply = reply;
    this.name = "AddressRefusedError";
  }
}

/**
 * Real delivery through an SMTP server (SMTP_URL), DKIM-signed when the club has a key. Connections stay open for
 * message after message (nodemailer's pool; a new connection per message managed 7.9 a second, issue 24); up to
 * `poolSize` of them carry messages side by side (SMTP_POOL_SIZE: one connection reached 13 a second, issue 41), and
 * at most `ratePerSecond` messages are handed over a second across all of them (SMTP_RATE_PER_SECOND, the pool's
 * one limit), evenly spaced, so that a provider's sending limit is never passed. An idle connection closes after four
 * minutes, or with `close`.
 */
export function smtpTransport(
  smtpUrl: string,
  options: { dkim?: DkimKey | null; ratePerSecond?: number; poolSize?: number } = {},
): MailTransport {
  const connections = options.poolSize ?? 1;
  const transporter = onFirstUse(async () =>
    (await loadNodemailer()).createTransport({
      url: smtpUrl,
      pool: true,
      maxConnections: connections,
      ...(options.ratePerSecond ? connectionPace(options.ratePerSecond) : {}),
      ...(options.dkim ? { dkim: options.dkim } : {}),
    }),
  );
  const pace = options.ratePerSecond ? poolPace(options.ratePerSecond) : undefined;
  const deliver = async (mail: OutgoingMail) => {
    await pace?.();
    try {
      const info = await (await transporter.get()).sendMail(toNodemailer(mail));
      return `smtp ${info.messageId}`;
    } catch (error) {
      throw refusalOf(error) ?? error;
    }
  };
  return Object.assign(deliver, {
    close: () => transporter.made()?.then((made) => made.close()),
    connections,
  });
}

// Issue 41: nodemailer (39 files, about 70 ms and 25 MiB) loads with the first message, not at every start: mail
// leaves from the outbox's job, never inside a member's request.
const loadNodemailer = async () => (await import("nodemailer")).default;

/** Makes the value on the first `get` (once, even when asked twice at once); `made` is it if it was made. */
function onFirstUse<T>(make: () => Promise<T>) {
  let value: Promise<T> | undefined;
  return {
    get: () => {
      value ??= make();
      return value;
    },
    made: () => value,
  };
}

/**
 * Nodemailer's rate limit as one message per 1/rate seconds (rather than `rate` at the start of each second): a
 * connection that has sent a message waits its turn before the next, so one connection's messages leave evenly
 * spaced from the moment each was taken, and a rate below one a second can be given.
 */
function connectionPace(ratePerSecond: number) {
  return { rateLimit: 1, rateDelta: Math.round(1000 / ratePerSecond) };
}

/**
 * The same pace for the pool as a whole: nodemailer checks its limit only as each connection comes free, and
 * releases every waiting connection at once, so a pool of five passed it fivefold (issue 41). Each message waits for
 * the transport's next free moment before it is handed to a connection.
 */
function poolPace(ratePerSecond: number) {
  const gapMs = 1000 / ratePerSecond;
  let nextTurn = 0;
  return async () => {
    const now = performance.now();
    const turn = Math.max(now, nextTurn);
    nextTurn = turn + gapMs;
    if (turn > now) await sleep(Math.ceil(turn - now));
  };
}

/**
 * Nodemailer's error when the server refused the recipient for good. Only a refusal of RCPT TO counts: a 5xx to
 * MAIL FROM, AUTH or the message itself is about the club's own sending (a wrong password, mail failing SPF and DKIM),
 * not the member's address, and is retried like a 4xx. 503 (bad sequence of commands) is about the session, not
 * the address (nodemailer, too, does not count it as permanent).
 */
function refusalOf(error: unknown): AddressRefusedError | null {
  if (!(error instanceof Error)) return null;
  const { code, command, responseCode, response } = error as SMTPConnection.SMTPError;
  const permanent =
    responseCode !== undefined && responseCode >= 500 && responseCode < 600 && responseCode !== 503;
  if (code !== "EENVELOPE" || command !== "RCPT TO" || !permanent) return null;
  return new AddressRefusedError(error.message, response ?? String(responseCode));
}

/** Without SMTP, each message becomes an .eml file in the outbox folder, so a local run can read it. */
export function fileTransport(outboxDir: string): MailTransport {
  const transporter = onFirstUse(async () =>
    (await loadNodemailer()).createTransport({ streamTransport: true, buffer: true, newline: "unix" }),
  );
  const deliver = async (mail: OutgoingMail) => {
    const info = await (await transporter.get()).sendMail(toNodemailer(mail));
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
    attachments: mail.attachments?.map(({ filename, contentType, contentBase64 }) => ({
      filename,
      contentType,
      content: contentBase64,
      encoding: "base64",
    })),
  };
}
