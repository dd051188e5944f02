import http from "node:http";
import { PassThrough } from "node:stream";
import { serverMessages } from "@club/domain/messages";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { admissionPlugin, apiLine } from "./admission.ts";
import { errorsPlugin } from "./errors.ts";

// Issue 41: the API lets a few requests in at a time and the others wait their turn in order; a turn that would come,
// or has not come, within the queue's limit is answered 429 with Retry-After. Each request here holds its place until
// the test lets it end, as a registration holds it while the database works.

async function appWithAdmission(options: { maxInFlight: number; queueMs: number }) {
  const app = Fastify();
  await app.register(errorsPlugin);
  await app.register(admissionPlugin, { line: apiLine(options) });
  const holding: (() => void)[] = [];
  const started: number[] = [];
  app.get("/work/:n", async (request) => {
    const n = Number((request.params as { n: string }).n);
    started.push(n);
    await new Promise<void>((resolve) => holding.push(resolve));
    return { n };
  });
  app.post("/upload", async () => ({ received: true }));
  await app.ready();
  /** Lets the oldest request still working end. */
  const endOne = () => holding.shift()?.();
  const settle = () => new Promise((resolve) => setTimeout(resolve, 20));
  return { app, started, endOne, settle, get: (n: number) => app.inject({ url: `/work/${n}` }) };
}

describe("admission to the API", () => {
  it("keeps no place for a request whose body is still arriving: a slow sender cannot block the line", async () => {
    const { app, endOne, settle, get } = await appWithAdmission({ maxInFlight: 1, queueMs: 200 });
    const body = new PassThrough();
    const upload = app.inject({
      method: "POST",
      url: "/upload",
      headers: { "content-type": "application/json" },
      payload: body,
    });
    body.write('{"part": ');
    await settle();
    const meanwhile = get(1);
    await settle();
    endOne();
    expect((await meanwhile).statusCode).toBe(200);
    body.end("1}");
    expect((await upload).statusCode).toBe(200);
    await app.close();
  });

  it("lets requests in up to its limit, and the next in order as each ends", async () => {
    const { app, started, endOne, settle, get } = await appWithAdmission({ maxInFlight: 2, queueMs: 60_000 });
    const replies = [1, 2, 3, 4].map((n) => get(n));
    await settle();
    expect(started).toEqual([1, 2]);
    endOne();
    await settle();
    expect(started).toEqual([1, 2, 3]);
    for (let i = 0; i < 3; i++) {
      endOne();
      await settle();
    }
    expect((await Promise.all(replies)).map((reply) => reply.statusCode)).toEqual([200, 200, 200, 200]);
    expect(started).toEqual([1, 2, 3, 4]);
    await app.close();
  });

  it("answers 429 with Retry-After a request that has waited its limit", async () => {
    const { app, endOne, settle, get } = await appWithAdmission({ maxInFlight: 1, queueMs: 200 });
    const first = get(1);
    await settle();
    const waited = await get(2);
    expect(waited.statusCode).toBe(429);
    expect(Number(waited.headers["retry-after"])).toBeGreaterThanOrEqual(1);
    expect(waited.json()).toEqual({ errors: { base: [serverMessages.busy] } });
    endOne();
    expect((await first).statusCode).toBe(200);
    // The place was given back: the next one is served.
    const next = get(3);
    await settle();
    endOne();
    expect((await next).statusCode).toBe(200);
    await app.close();
  });

  it("answers at once a request whose turn would come too late, once it knows the pace", async () => {
    const { app, started, endOne, settle, get } = await appWithAdmission({ maxInFlight: 1, queueMs: 1_100 });
    // The pace: one request ends every 300 ms while others wait.
    const paced = [1, 2, 3, 4].map((n) => get(n));
    for (let i = 0; i < 3; i++) {
      await new Promise((resolve) => setTimeout(resolve, 300));
      endOne();
    }
    await settle();
    // Request 4 works; three more wait (0.3, 0.6 and 0.9 s expected); the next would wait 1.2 s, past 1.1 s.
    const waiting = [5, 6, 7].map((n) => get(n));
    await settle();
    let answeredAt = 0;
    const refused = get(8).then((reply) => {
      answeredAt = started.length;
      return reply;
    });
    expect((await refused).statusCode).toBe(429);
    // Answered while the ones before it were still waiting, not after its own wait.
    expect(answeredAt).toBe(4);
    expect((await Promise.all(paced.slice(0, 3))).map((reply) => reply.statusCode)).toEqual([200, 200, 200]);
    // The rest end (served, or told after their own wait on a slow machine: the first test covers their turns).
    for (let i = 0; i < 4; i++) {
      endOne();
      await settle();
    }
    await Promise.all([paced[3], ...waiting]);
    await app.close();
  });

  it("forgets a crowd's pace once its line has been empty a while: the next crowd is judged by its own", async () => {
    const { app, started, endOne, settle, get } = await appWithAdmission({ maxInFlight: 1, queueMs: 1_100 });
    // A slow crowd: one request ends every 300 ms while others wait.
    const slow = [1, 2, 3, 4].map((n) => get(n));
    for (let i = 0; i < 4; i++) {
      await new Promise((resolve) => setTimeout(resolve, 300));
      endOne();
    }
    expect((await Promise.all(slow)).map((reply) => reply.statusCode)).toEqual([200, 200, 200, 200]);
    // Quiet for longer than a turn may take.
    await new Promise((resolve) => setTimeout(resolve, 1_300));
    // A new crowd: one works, four wait. By the old pace the fourth would wait 1.2 s and be turned away at once.
    const next = [5, 6, 7, 8, 9].map((n) => get(n));
    await settle();
    for (let i = 0; i < 5; i++) {
      endOne();
      await settle();
    }
    expect((await Promise.all(next)).map((reply) => reply.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(started).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    await app.close();
  });
  it("keeps no place for a client that left while its session was read: the line is not lost for good", async () => {
    const app = Fastify();
    await app.register(errorsPlugin);
    await app.register(admissionPlugin, { line: apiLine({ maxInFlight: 1, queueMs: 300 }) });
    // The first request's session read waits until the test lets it go, as one does behind a busy pool.
    let endSessionRead = () => {};
    let first = true;
    app.addHook("onRequest", async () => {
      if (first) {
        first = false;
        await new Promise<void>((resolve) => {
          endSessionRead = resolve;
        });
      }
    });
    app.get("/profile", async () => ({ ok: true }));
    await app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = app.server.address() as { port: number };
    const get = () =>
      new Promise<number>((resolve, reject) =>
        http
          .get({ host: "127.0.0.1", port, path: "/profile" }, (response) => {
            response.resume();
            resolve(response.statusCode ?? 0);
          })
          .on("error", reject),
      );
    const leaving = http.get({ host: "127.0.0.1", port, path: "/profile" }).on("error", () => {});
    await new Promise((resolve) => setTimeout(resolve, 50));
    leaving.destroy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    endSessionRead();
    await new Promise((resolve) => setTimeout(resolve, 50));
    // The next member is served, not made to wait the line's limit and turned away.
    expect(await get()).toBe(200);
    expect(await get()).toBe(200);
    await app.close();
  });
});
