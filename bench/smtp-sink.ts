import { once } from "node:events";
import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";

// In a deployment the club's mail goes to its provider, another machine; the bench's SMTP server shares the 2 cores
// with the portal. Accepting the reminders' 4,000 messages a run in the bench's main thread took cores beside the
// members' requests the bench times (issue 41), a cost no deployment has. Here it runs in a thread of its own at the
// lowest priority, so that it takes only what the portal leaves; alone (the mail rate) it runs at full speed.
const sinkSource = `
const { parentPort, workerData } = require("node:worker_threads");
const { setPriority, constants } = require("node:os");
const { accepted, smtpServer } = workerData;
const { SMTPServer } = require(smtpServer);
// On Linux a thread's priority is its own: the member's client, a thread of the same process, keeps the usual one.
if (process.platform === "linux") setPriority(0, constants.priority.PRIORITY_LOW);
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  onData(stream, _session, callback) {
    stream.resume();
    stream.on("end", () => {
      Atomics.add(accepted, 0, 1);
      callback();
    });
  },
});
server.listen(0, "127.0.0.1", () => parentPort.postMessage(server.server.address().port));
parentPort.on("message", () => server.close(() => parentPort.postMessage("closed")));
`;
const smtpServer = createRequire(new URL("../packages/server/package.json", import.meta.url)).resolve(
  "smtp-server",
);

/** The bench's SMTP server at the lowest priority: its URL, and how many messages it has accepted so far. */
export async function startSmtpSink() {
  const accepted = new Int32Array(new SharedArrayBuffer(4));
  const worker = new Worker(sinkSource, { eval: true, workerData: { accepted, smtpServer } });
  const [port] = (await once(worker, "message")) as [number];
  return {
    url: `smtp://127.0.0.1:${port}`,
    accepted: () => Atomics.load(accepted, 0),
    close: async () => {
      worker.postMessage("close");
      await once(worker, "message");
      await worker.terminate();
    },
  };
}
