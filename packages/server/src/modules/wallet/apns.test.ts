import { createServer, type IncomingHttpHeaders } from "node:http2";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createDirectoryMember, signIn } from "../../test/factories.ts";
import { jobContextOn } from "../../test/job-context.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { daysFrom } from "../../test/test-clock.ts";
import { createTestWallet, testPassTypeId } from "../../test/wallet-certificates.ts";
import { walletPasses } from "./wallet.schema.ts";
import { refreshWalletPasses } from "./wallet.service.ts";

// Issue 43: a pass whose card changed is announced to the phones holding it, as APNs takes it: a POST per push
// token to /3/device/{token}, topic the pass type, an empty payload. Here APNs is a local HTTP/2 server (in
// cleartext: Apple's needs the pass type certificate over TLS, which this test cannot stand in for).

const wallet = createTestWallet();
const received: { path: string; headers: IncomingHttpHeaders; body: string }[] = [];
const apns = createServer((request, response) => {
  let body = "";
  request.on("data", (chunk) => {
    body += chunk;
  });
  request.on("end", () => {
    received.push({ path: request.headers[":path"] as string, headers: request.headers, body });
    response.statusCode = request.headers[":path"]?.includes("gone-token") ? 410 : 200;
    response.end();
  });
});
let t: TestApp;
let apnsUrl: string;
beforeAll(async () => {
  await new Promise<void>((resolve) => apns.listen(0, "127.0.0.1", resolve));
  apnsUrl = `http://127.0.0.1:${(apns.address() as AddressInfo).port}`;
  t = await createTestApp({ ...wallet.env, APPLE_WALLET_APNS_URL: apnsUrl });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => apns.close(resolve));
});

describe("refresh-wallet-passes with APPLE_WALLET_APNS_URL", () => {
  it("pushes to the phones of each pass whose card changed, once", async () => {
    const member = await createDirectoryMember(t.database.db, { duesExpire: daysFrom(t.clock.now, 3) });
    const token = await signIn(t.app, member.email);
    const pkpass = await t.app.inject({ url: "/api/v1/members/card.pkpass", headers: bearer(token) });
    expect(pkpass.statusCode).toBe(200);
    const [pass] = await t.database.db
      .select()
      .from(walletPasses)
      .where(eq(walletPasses.memberId, member.id));
    const serial = pass?.serialNumber as string;
    const authToken = await authTokenFromPass(pkpass.rawPayload);
    for (const [device, pushToken] of [
      ["phone-one", "push-token-one"],
      ["phone-two", "gone-token"],
    ]) {
      const registered = await t.app.inject({
        method: "POST",
        url: `/api/v1/wallet/apple/v1/devices/${device}/registrations/${testPassTypeId}/${serial}`,
        headers: { authorization: `ApplePass ${authToken}` },
        payload: { pushToken },
      });
      expect(registered.statusCode).toBe(201);
    }
    const context = jobContextOn(t.database.db, t.clock, {
      env: { ...wallet.env, APPLE_WALLET_APNS_URL: apnsUrl },
    });

    expect(await refreshWalletPasses(context)).toEqual({ changed: 0, pushed: 0 });
    expect(received).toEqual([]);

    const saved = t.clock.now;
    t.clock.now = new Date(t.clock.now.getTime() + 10 * 86_400_000);
    try {
      // The dues ran out: the card says lapsed now; one phone's token is no longer valid at APNs (410).
      expect(await refreshWalletPasses(context)).toEqual({ changed: 1, pushed: 1 });
      expect(received.map((push) => push.path).sort()).toEqual([
        "/3/device/gone-token",
        "/3/device/push-token-one",
      ]);
      for (const push of received) {
        expect(push.headers["apns-topic"]).toBe(testPassTypeId);
        expect(push.headers[":method"]).toBe("POST");
        expect(JSON.parse(push.body)).toEqual({});
      }
      expect(await refreshWalletPasses(context)).toEqual({ changed: 0, pushed: 0 });
      expect(received).toHaveLength(2);
    } finally {
      t.clock.now = saved;
    }
  });
});

/** The pass's authentication token, from its pass.json. */
async function authTokenFromPass(pkpass: Buffer): Promise<string> {
  const { default: yauzl } = await import("yauzl");
  const zip = await yauzl.fromBufferPromise(pkpass);
  try {
    for await (const entry of zip.eachEntry()) {
      if (entry.fileName !== "pass.json") continue;
      const chunks: Buffer[] = [];
      for await (const chunk of await zip.openReadStreamPromise(entry)) chunks.push(chunk as Buffer);
      return JSON.parse(Buffer.concat(chunks).toString("utf8")).authenticationToken;
    }
  } finally {
    zip.close();
  }
  throw new Error("no pass.json");
}
