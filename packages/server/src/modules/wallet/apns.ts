import { connect } from "node:http2";
import type { FastifyBaseLogger } from "fastify";
import type { AppleWalletConfig } from "../../wallet-config.ts";

// Issue 43: tells the phones holding a pass that it changed, through Apple's push service (APNs), over HTTP/2 with
// the pass type's certificate and an empty payload; each phone then asks the pass web service what changed. Without
// APPLE_WALLET_APNS_URL nothing is sent: a phone still gets the newer card when it next asks.

export async function pushPassChanged(
  apple: AppleWalletConfig | null,
  log: FastifyBaseLogger,
  pushTokens: string[],
): Promise<number> {
  if (!apple?.apnsUrl || pushTokens.length === 0) return 0;
  const session = connect(apple.apnsUrl, {
    cert: apple.signerCert,
    key: apple.signerKey,
    passphrase: apple.signerKeyPassphrase,
  });
  session.on("error", (error) => log.warn({ err: error }, "APNs connection failed"));
  const push = (token: string) =>
    new Promise<boolean>((resolve) => {
      const request = session.request({
        ":method": "POST",
        ":path": `/3/device/${encodeURIComponent(token)}`,
        "apns-topic": apple.passTypeIdentifier,
        "apns-push-type": "background",
        "apns-priority": "5",
        "content-type": "application/json",
      });
      request.on("response", (headers) => {
        const status = Number(headers[":status"]);
        if (status !== 200) log.warn({ status }, "APNs refused a pass update notification");
        resolve(status === 200);
      });
      request.on("error", () => resolve(false));
      request.end("{}");
    });
  try {
    const results = await Promise.all(pushTokens.map(push));
    return results.filter(Boolean).length;
  } finally {
    session.close();
  }
}
