import { SMTPServer } from "smtp-server";

export interface TestSmtpServer {
  url: string;
  /** Every message accepted, as the raw text the server received (headers and body). */
  received: string[];
  /** Every RCPT TO the server was asked (lower-cased, as the server matches them), in order, accepted or not. */
  recipients: string[];
  /** When each message was accepted (performance.now(), milliseconds), in order. */
  receivedAt: number[];
  /** Connections made to the server so far, and those open now. */
  connections: { made: number; open(): number };
  close(): Promise<void>;
}

/** A reply the server gives instead of accepting: an SMTP code and its text, e.g. 550 "5.1.1 User unknown". */
export interface SmtpRefusal {
  code: number;
  text: string;
}

/**
 * A real SMTP server on a free local port. `refuse` answers RCPT TO (or MAIL FROM) for the addresses it names, as a
 * receiving server does for an unknown mailbox (550) or a full one (451).
 */
export async function startSmtpServer(
  refuse: { recipients?: Record<string, SmtpRefusal>; senders?: Record<string, SmtpRefusal> } = {},
): Promise<TestSmtpServer> {
  const received: string[] = [];
  const recipients: string[] = [];
  const receivedAt: number[] = [];
  let made = 0;
  const refusal = ({ code, text }: SmtpRefusal) => Object.assign(new Error(text), { responseCode: code });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onConnect(_session, callback) {
      made += 1;
      callback();
    },
    onMailFrom(address, _session, callback) {
      const refused = refuse.senders?.[address.address];
      callback(refused ? refusal(refused) : null);
    },
    onRcptTo(address, _session, callback) {
      recipients.push(address.address.toLowerCase());
      const refused = refuse.recipients?.[address.address.toLowerCase()];
      callback(refused ? refusal(refused) : null);
    },
    onData(stream, _session, callback) {
      let data = "";
      stream.on("data", (chunk: Buffer) => {
        data += chunk.toString();
      });
      stream.on("end", () => {
        received.push(data);
        receivedAt.push(performance.now());
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    recipients,
    receivedAt,
    connections: {
      get made() {
        return made;
      },
      open: () => server.connections.size,
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
