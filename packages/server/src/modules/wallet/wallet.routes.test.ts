import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { importSPKI, jwtVerify } from "jose";
import forge from "node-forge";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import yauzl from "yauzl";
import {
  bearer,
  createDirectoryMember,
  createMember,
  nationalPlanId,
  renewalPayload,
  signIn,
} from "../../test/factories.ts";
import { jobContextOn } from "../../test/job-context.ts";
import { createTestApp, createTestInstance, type TestApp } from "../../test/test-app.ts";
import { daysFrom, pinClock } from "../../test/test-clock.ts";
import { createTestWallet, testGoogleIssuerId, testPassTypeId } from "../../test/wallet-certificates.ts";
import { auditLog } from "../audit/audit.schema.ts";
import { members } from "../members/members.schema.ts";
import { cardTokenOf } from "../memberships/card-tokens.ts";
import { refreshWalletPasses } from "./wallet.service.ts";

const secret = "the-wallet-suite-own-signing-secret-01";
const wallet = createTestWallet();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CARD_SIGNING_SECRET: secret, ...wallet.env });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url, headers });

/** A paid-up member whose dues run out `days` from the test clock's today, signed in. */
async function memberWithDues(days: number) {
  const duesExpire = daysFrom(t.clock.now, days);
  const member = await createDirectoryMember(t.database.db, { duesExpire, member: { firstName: "Clara" } });
  return { ...member, duesExpire, token: await signIn(t.app, member.email) };
}

/** Each file of the zip by name, as bytes. */
async function unzip(data: Buffer): Promise<Map<string, Buffer>> {
  const zip = await yauzl.fromBufferPromise(data);
  const files = new Map<string, Buffer>();
  try {
    for await (const entry of zip.eachEntry()) {
      const chunks: Buffer[] = [];
      for await (const chunk of await zip.openReadStreamPromise(entry)) chunks.push(chunk as Buffer);
      files.set(entry.fileName, Buffer.concat(chunks));
    }
  } finally {
    zip.close();
  }
  return files;
}

/** The pass's files, checked as Wallet checks them: every file's SHA-1 in the manifest, the manifest signed. */
async function openPass(pkpass: Buffer) {
  const files = await unzip(pkpass);
  const manifest = JSON.parse(files.get("manifest.json")?.toString("utf8") ?? "{}") as Record<string, string>;
  const signed = [...files.keys()].filter((name) => name !== "manifest.json" && name !== "signature").sort();
  expect(Object.keys(manifest).sort()).toEqual(signed);
  for (const name of signed) {
    expect(manifest[name], name).toBe(
      createHash("sha1")
        .update(files.get(name) as Buffer)
        .digest("hex"),
    );
  }
  return { files, pass: JSON.parse(files.get("pass.json")?.toString("utf8") ?? "{}") };
}

/** `openssl smime -verify` of the detached signature over manifest.json, against the test chain's root only. */
function opensslVerifies(files: Map<string, Buffer>, manifest?: Buffer): boolean {
  const dir = path.join(wallet.dir, `verify-${Math.random().toString(36).slice(2)}`);
  execFileSync("mkdir", ["-p", dir]);
  writeFileSync(path.join(dir, "signature"), files.get("signature") as Buffer);
  writeFileSync(path.join(dir, "manifest.json"), manifest ?? (files.get("manifest.json") as Buffer));
  try {
    execFileSync(
      "openssl",
      [
        "smime",
        "-verify",
        "-binary",
        "-inform",
        "DER",
        "-in",
        path.join(dir, "signature"),
        "-content",
        path.join(dir, "manifest.json"),
        "-CAfile",
        path.join(wallet.dir, "ca.pem"),
        "-out",
        "/dev/null",
      ],
      { stdio: "pipe" },
    );
    return true;
  } catch {
    return false;
  }
}

const pkpassOf = (token: string) => get("/api/v1/members/card.pkpass", bearer(token));

describe("GET /api/v1/members/card/wallets, card.pkpass and card/google_wallet", () => {
  it("needs a token", async () => {
    for (const url of [
      "/api/v1/members/card/wallets",
      "/api/v1/members/card.pkpass",
      "/api/v1/members/card/google_wallet",
    ]) {
      expect((await get(url)).statusCode, url).toBe(401);
    }
  });

  it("says which wallets the club offers", async () => {
    const member = await memberWithDues(100);
    const reply = await get("/api/v1/members/card/wallets", bearer(member.token));
    expect(reply.json()).toEqual({ apple: true, google: true });
  });

  it("offers no wallet the club has not configured: no button, and 404", async () => {
    const bare = await createTestInstance(t.database, t.clock, { CARD_SIGNING_SECRET: secret });
    try {
      const member = await createDirectoryMember(t.database.db);
      const token = await signIn(bare.app, member.email);
      const ask = (url: string) => bare.app.inject({ url, headers: bearer(token) });
      expect((await ask("/api/v1/members/card/wallets")).json()).toEqual({ apple: false, google: false });
      expect((await ask("/api/v1/members/card.pkpass")).statusCode).toBe(404);
      expect((await ask("/api/v1/members/card/google_wallet")).statusCode).toBe(404);
      const service = await bare.app.inject({ url: `/api/v1/wallet/apple/v1/passes/${testPassTypeId}/any` });
      expect(service.statusCode).toBe(404);
    } finally {
      await bare.close();
    }
  });

  it("tells a joiner who has not paid that the card comes once the membership is paid", async () => {
    const joiner = await createMember(t.database.db);
    const token = await signIn(t.app, joiner.email);
    for (const url of ["/api/v1/members/card.pkpass", "/api/v1/members/card/google_wallet"]) {
      const reply = await get(url, bearer(token));
      expect(reply.statusCode).toBe(409);
      expect(Object.keys(reply.json().errors)).toEqual(["membership"]);
    }
  });

  it("downloads a signed .pkpass: the card's facts and QR, every file in the manifest, the signature by the chain", async () => {
    const member = await memberWithDues(100);

    const reply = await pkpassOf(member.token);

    expect(reply.statusCode).toBe(200);
    expect(reply.headers["content-type"]).toBe("application/vnd.apple.pkpass");
    expect(reply.headers["content-disposition"]).toContain(`membership-card-${member.memberNo}.pkpass`);
    const { files, pass } = await openPass(reply.rawPayload);
    expect([...files.keys()]).toEqual(
      expect.arrayContaining(["pass.json", "icon.png", "icon@2x.png", "manifest.json", "signature"]),
    );
    const checkUrl = `http://portal.test/card/${cardTokenOf(secret, member.id)}`;
    expect(pass).toMatchObject({
      formatVersion: 1,
      passTypeIdentifier: testPassTypeId,
      teamIdentifier: "TESTTEAM01",
      organizationName: "Classic Car Club of America",
      webServiceURL: "http://portal.test/api/v1/wallet/apple",
      backgroundColor: "rgb(31, 58, 95)",
      barcodes: [expect.objectContaining({ format: "PKBarcodeFormatQR", message: checkUrl })],
    });
    expect(pass.authenticationToken.length).toBeGreaterThanOrEqual(16);
    const fields = Object.fromEntries(
      ["headerFields", "primaryFields", "secondaryFields", "auxiliaryFields"]
        .flatMap((kind) => pass.storeCard[kind])
        .map((field: { key: string; value: string }) => [field.key, field.value]),
    );
    const validUntil = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(
      new Date(`${member.duesExpire}T00:00:00Z`),
    );
    expect(fields).toEqual({
      status: "Current",
      name: `Clara ${member.lastName}`,
      memberNo: String(member.memberNo),
      plan: "Active Member (USA)",
      validUntil,
    });
    expect(pass.expirationDate).toBeUndefined();

    expect(opensslVerifies(files)).toBe(true);
    // The signature is of this manifest: another one does not verify.
    expect(opensslVerifies(files, Buffer.from("{}"))).toBe(false);
    // Signed by the pass type's certificate, carrying the WWDR certificate as Apple's chain does.
    const signature = forge.pkcs7.messageFromAsn1(
      forge.asn1.fromDer((files.get("signature") as Buffer).toString("binary")),
    ) as forge.pkcs7.PkcsSignedData;
    const pemText = (pem: string) => pem.replace(/\s+/g, "");
    expect(signature.certificates.map((cert) => pemText(forge.pki.certificateToPem(cert))).sort()).toEqual(
      [wallet.signerCertPem, wallet.wwdrPem].map(pemText).sort(),
    );

    const trail = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.memberId, member.id), eq(auditLog.action, "wallet_pass_issued")));
    expect(trail).toEqual([
      expect.objectContaining({
        actorId: member.id,
        after: { wallet: "apple", serialNumber: pass.serialNumber },
      }),
    ]);
  });

  it("gives the same pass (serial and token) on a second download", async () => {
    const member = await memberWithDues(100);
    const first = (await openPass((await pkpassOf(member.token)).rawPayload)).pass;
    const second = (await openPass((await pkpassOf(member.token)).rawPayload)).pass;
    expect(second.serialNumber).toBe(first.serialNumber);
    expect(second.authenticationToken).toBe(first.authenticationToken);
  });

  it("gives a Save to Google Wallet link whose JWT the service account signed, with the club's class and the card", async () => {
    const member = await memberWithDues(100);
    const pass = (await openPass((await pkpassOf(member.token)).rawPayload)).pass;

    const reply = await get("/api/v1/members/card/google_wallet", bearer(member.token));

    expect(reply.statusCode).toBe(200);
    const { saveUrl } = reply.json();
    expect(saveUrl).toMatch(/^https:\/\/pay\.google\.com\/gp\/v\/save\/[\w-]+\.[\w-]+\.[\w-]+$/);
    const jwt = saveUrl.split("/").at(-1);
    const { payload } = await jwtVerify(jwt, await importSPKI(wallet.googlePublicKeyPem, "RS256"), {
      issuer: wallet.googleEmail,
      audience: "google",
    });
    expect(payload).toMatchObject({ typ: "savetowallet", origins: ["http://portal.test"] });
    expect((payload.payload as { genericObjects: unknown[] }).genericObjects).toEqual([
      expect.objectContaining({
        id: `${testGoogleIssuerId}.${pass.serialNumber}`,
        classId: `${testGoogleIssuerId}.membership_card`,
        state: "ACTIVE",
        header: { defaultValue: { language: "en-US", value: `Clara ${member.lastName}` } },
        barcode: expect.objectContaining({
          type: "QR_CODE",
          value: `http://portal.test/card/${cardTokenOf(secret, member.id)}`,
        }),
      }),
    ]);
    // Another key does not verify it.
    const other = createTestWallet();
    await expect(jwtVerify(jwt, await importSPKI(other.googlePublicKeyPem, "RS256"))).rejects.toThrow();
  });
});

describe("Apple's pass web service (/api/v1/wallet/apple/v1/…)", () => {
  const base = "/api/v1/wallet/apple/v1";
  const device = "device-library-0001";
  const applePass = (token: string) => ({ authorization: `ApplePass ${token}` });
  const registrationUrl = (serial: string, deviceId = device, type = testPassTypeId) =>
    `${base}/devices/${deviceId}/registrations/${type}/${serial}`;

  async function installedPass(days = 100) {
    const member = await memberWithDues(days);
    const { pass } = await openPass((await pkpassOf(member.token)).rawPayload);
    return { member, serial: pass.serialNumber as string, token: pass.authenticationToken as string };
  }

  const register = (serial: string, headers: Record<string, string>, payload: object, deviceId = device) =>
    t.app.inject({ method: "POST", url: registrationUrl(serial, deviceId), headers, payload });

  it("registers a device only with the pass's own token", async () => {
    const mine = await installedPass();
    const theirs = await installedPass();
    const body = { pushToken: "push-token-1" };

    expect((await register(mine.serial, {}, body)).statusCode).toBe(401);
    expect((await register(mine.serial, applePass("wrong-token-wrong-token"), body)).statusCode).toBe(401);
    // Another member's pass with my token: refused as a wrong token is, saying nothing of whose it is.
    expect((await register(theirs.serial, applePass(mine.token), body)).statusCode).toBe(401);
    expect((await register("no-such-serial", applePass(mine.token), body)).statusCode).toBe(401);
    const otherType = await t.app.inject({
      method: "POST",
      url: registrationUrl(mine.serial, device, "pass.other.club"),
      headers: applePass(mine.token),
      payload: body,
    });
    expect(otherType.statusCode).toBe(404);

    const bad = await register(mine.serial, applePass(mine.token), {});
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(["pushToken"]);

    expect((await register(mine.serial, applePass(mine.token), body)).statusCode).toBe(201);
    expect((await register(mine.serial, applePass(mine.token), body)).statusCode).toBe(200);
  });

  it("sends the latest pass with Last-Modified, 304 while unchanged, and a newer pass after the member renews", async () => {
    // In the renewal window (October to December) of a member whose dues run to the end of the year.
    const saved = t.clock.now;
    pinClock(t.clock, `${t.clock.now.getUTCFullYear()}-11-02T12:00:00Z`);
    try {
      await renewedPassIsNewer();
    } finally {
      t.clock.now = saved;
    }
  });

  async function renewedPassIsNewer() {
    const member = await createDirectoryMember(t.database.db, {
      now: t.clock.now,
      member: { firstName: "Clara" },
    });
    const { pass: installed } = await openPass(
      (await pkpassOf(await signIn(t.app, member.email))).rawPayload,
    );
    const serial = installed.serialNumber as string;
    const token = installed.authenticationToken as string;
    const memberToken = await signIn(t.app, member.email);
    const deviceId = `device-renewal-${member.id}`;
    expect(
      (await register(serial, applePass(token), { pushToken: "push-renewal" }, deviceId)).statusCode,
    ).toBe(201);
    const passUrl = `${base}/passes/${testPassTypeId}/${serial}`;

    expect((await get(passUrl)).statusCode).toBe(401);
    expect((await get(passUrl, applePass("not-the-token-of-this-pass"))).statusCode).toBe(401);
    const first = await get(passUrl, applePass(token));
    expect(first.statusCode).toBe(200);
    expect(first.headers["content-type"]).toBe("application/vnd.apple.pkpass");
    const lastModified = first.headers["last-modified"] as string;
    expect(new Date(lastModified).getTime()).toBeLessThanOrEqual(t.clock.now.getTime());
    const unchanged = await get(passUrl, { ...applePass(token), "if-modified-since": lastModified });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe("");

    const listUrl = `${base}/devices/${deviceId}/registrations/${testPassTypeId}`;
    const listed = await get(listUrl);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().serialNumbers).toEqual([serial]);
    const tag = listed.json().lastUpdated as string;
    expect((await get(`${listUrl}?passesUpdatedSince=${tag}`)).statusCode).toBe(204);
    expect((await get(`${listUrl}?passesUpdatedSince=yesterday`)).statusCode).toBe(400);

    // The member renews (and pays) a minute later.
    t.clock.now = new Date(t.clock.now.getTime() + 60_000);
    const renewal = await t.app.inject({
      method: "PUT",
      url: "/api/v1/members/renew",
      headers: bearer(memberToken),
      payload: renewalPayload({ national_plan: await nationalPlanId(t.database.db) }),
    });
    expect(renewal.statusCode, renewal.body).toBe(201);
    const orderId = renewal.json().params.orderId as string;
    const order = await t.app.inject({
      method: "POST",
      url: "/api/v1/payments/orders",
      payload: { invoice_id: orderId },
    });
    const providerOrderId = order.json().providerOrderId as string;
    await t.app.inject({ method: "POST", url: `/api/v1/payments/sandbox/orders/${providerOrderId}/approve` });
    const paid = await t.app.inject({
      method: "POST",
      url: "/orders/approve",
      payload: { invoice_id: orderId, payment_id: providerOrderId },
    });
    expect(paid.statusCode, paid.body).toBe(200);

    const changed = await get(`${listUrl}?passesUpdatedSince=${tag}`);
    expect(changed.statusCode).toBe(200);
    expect(changed.json().serialNumbers).toEqual([serial]);
    expect(Number(changed.json().lastUpdated)).toBeGreaterThan(Number(tag));
    const newer = await get(passUrl, { ...applePass(token), "if-modified-since": lastModified });
    expect(newer.statusCode).toBe(200);
    expect(new Date(newer.headers["last-modified"] as string).getTime()).toBeGreaterThan(
      new Date(lastModified).getTime(),
    );
    const { pass } = await openPass(newer.rawPayload);
    const renewedUntil = pass.storeCard.auxiliaryFields[0].value;
    expect(renewedUntil).not.toBe((await openPass(first.rawPayload)).pass.storeCard.auxiliaryFields[0].value);
    expect(pass.serialNumber).toBe(serial);
  }

  it("shows Expired on a lapsed member's pass when it is fetched", async () => {
    const { member: lapsedMember, serial, token } = await installedPass(2);
    const passUrl = `${base}/passes/${testPassTypeId}/${serial}`;
    const before = await get(passUrl, applePass(token));
    const saved = t.clock.now;
    t.clock.now = new Date(t.clock.now.getTime() + 40 * 86_400_000);
    try {
      const lapsed = await get(passUrl, {
        ...applePass(token),
        "if-modified-since": before.headers["last-modified"] as string,
      });
      expect(lapsed.statusCode).toBe(200);
      const { pass } = await openPass(lapsed.rawPayload);
      expect(pass.storeCard.headerFields[0]).toMatchObject({ key: "status", value: "Expired" });
      expect(pass.expirationDate).toBeDefined();
      const link = await get(
        "/api/v1/members/card/google_wallet",
        bearer(await signIn(t.app, lapsedMember.email)),
      );
      const { payload } = await jwtVerify(
        (link.json().saveUrl as string).split("/").at(-1) as string,
        await importSPKI(wallet.googlePublicKeyPem, "RS256"),
      );
      expect((payload.payload as { genericObjects: { state: string }[] }).genericObjects[0]?.state).toBe(
        "EXPIRED",
      );
    } finally {
      t.clock.now = saved;
    }
  });

  it("marks a resigned member's pass changed, and shows it Expired", async () => {
    const { member, serial, token } = await installedPass(200);
    const deviceId = `device-resigned-${member.id}`;
    await register(serial, applePass(token), { pushToken: "push-resigned" }, deviceId);
    const listUrl = `${base}/devices/${deviceId}/registrations/${testPassTypeId}`;
    const tag = (await get(listUrl)).json().lastUpdated as string;
    expect((await get(`${listUrl}?passesUpdatedSince=${tag}`)).statusCode).toBe(204);
    const saved = t.clock.now;
    t.clock.now = new Date(t.clock.now.getTime() + 5_000);
    try {
      // The office records the resignation (office/member-changes.service.ts sets this column).
      await t.database.db
        .update(members)
        .set({ resignedOn: daysFrom(t.clock.now, 0) })
        .where(eq(members.id, member.id));

      const changed = await get(`${listUrl}?passesUpdatedSince=${tag}`);
      expect(changed.json().serialNumbers).toEqual([serial]);
      const { pass } = await openPass(
        (await get(`${base}/passes/${testPassTypeId}/${serial}`, applePass(token))).rawPayload,
      );
      expect(pass.storeCard.headerFields[0].value).toBe("Expired");
    } finally {
      t.clock.now = saved;
    }
  });

  it("looks at the passes phones hold and marks those whose card changed, pushing nothing without APNs", async () => {
    const { member, serial, token } = await installedPass(3);
    const deviceId = `device-refresh-${member.id}`;
    await register(serial, applePass(token), { pushToken: "push-refresh" }, deviceId);
    const context = jobContextOn(t.database.db, t.clock, {
      env: { CARD_SIGNING_SECRET: secret, ...wallet.env },
    });
    const saved = t.clock.now;
    t.clock.now = new Date(t.clock.now.getTime() + 10 * 86_400_000);
    try {
      const refreshed = await refreshWalletPasses(context);
      expect(refreshed.changed).toBeGreaterThanOrEqual(1);
      expect(refreshed.pushed).toBe(0);
      expect(await refreshWalletPasses(context)).toEqual({ changed: 0, pushed: 0 });
      const listed = await get(`${base}/devices/${deviceId}/registrations/${testPassTypeId}`);
      expect(listed.json()).toEqual({
        serialNumbers: [serial],
        lastUpdated: String(Math.floor(t.clock.now.getTime() / 1000)),
      });
    } finally {
      t.clock.now = saved;
    }
  });

  it("unregisters a device, and takes a device's log", async () => {
    const { member, serial, token } = await installedPass();
    const deviceId = `device-leaving-${member.id}`;
    await register(serial, applePass(token), { pushToken: "push-leaving" }, deviceId);
    const url = registrationUrl(serial, deviceId);
    expect((await t.app.inject({ method: "DELETE", url })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "DELETE", url, headers: applePass(token) })).statusCode).toBe(200);
    expect((await get(`${base}/devices/${deviceId}/registrations/${testPassTypeId}`)).statusCode).toBe(204);

    const log = await t.app.inject({ method: "POST", url: `${base}/log`, payload: { logs: ["a problem"] } });
    expect(log.statusCode).toBe(200);
    expect((await t.app.inject({ method: "POST", url: `${base}/log`, payload: {} })).statusCode).toBe(400);
  });

  it("shows the card and its phones in Download my data", async () => {
    const { member, serial, token } = await installedPass();
    const none = await memberWithDues(100);
    await register(serial, applePass(token), { pushToken: "push-my-data" }, `device-my-data-${member.id}`);

    const data = (await get("/api/v1/members/my_data", bearer(member.token))).json();
    expect(data.walletPass).toEqual({
      serialNumber: serial,
      issuedAt: t.clock.now.toISOString(),
      updatedAt: expect.any(String),
      devicesRegisteredAt: [t.clock.now.toISOString()],
    });
    expect((await get("/api/v1/members/my_data", bearer(none.token))).json().walletPass).toBeNull();
    const zip = await unzip((await get("/api/v1/members/my_data.zip", bearer(member.token))).rawPayload);
    expect(zip.get("wallet-card.csv")?.toString("utf8")).toContain(`Card ${serial} issued`);
  });
});
