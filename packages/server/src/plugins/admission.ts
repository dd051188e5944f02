import { serverMessages } from "@club/domain/messages";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { AppError } from "../lib/app-error.ts";

// Issue 41: 500 members registering at once for 100 places on a pool of 10 connections got their 100 places, and 77
// answers of 503 after 30 s. Every request's queries queued for a connection behind every other request's: each of
// the 500 advanced one query at a time, so all of them were slow and the last failed on the pool's timeout. Here the
// API lets a few requests in at a time (two a connection), first come first served, and the others wait their turn in
// order; one whose turn would come later than `queueMs` is answered at once, 429 with Retry-After and words, and one
// that has waited that long is answered then. How fast the database works through the requests decides, not a timeout.
// On the embedded database (one connection) the same queue keeps a crowd from slowing every request alike.

declare module "fastify" {
  interface FastifyRequest {
    /** Whether the request took a place among those in flight, which it gives back once answered. */
    admitted?: boolean;
    /** Takes a request still waiting for its turn out of the line (its client left). */
    leaveLine?: () => void;
  }
}

// How much each interval moves the mean: the last few dozen decide, so a crowd's pace is known within a second.
const intervalWeight = 0.1;

const busy = (retryAfterSeconds: number) =>
  new AppError("too_many_requests", { base: [serverMessages.busy] }, retryAfterSeconds);

/**
 * At most `maxInFlight` API requests at once; the others wait in order, at most `queueMs`. The wait a newcomer would
 * have is the requests ahead of it times how often one ends while others wait (a moving mean of those intervals: the
 * pace the server works through the queue); until a crowd has shown its pace, the newcomer waits, and its own limit
 * decides. One line for the whole API (its scopes register the plugin with the same line).
 */
export function apiLine({ maxInFlight, queueMs }: { maxInFlight: number; queueMs: number }) {
  let inFlight = 0;
  const waiting: (() => void)[] = [];
  let meanIntervalMs: number | undefined;
  let lastEndWithWaiters: number | undefined;
  let paceSeenAt = Number.NEGATIVE_INFINITY;

  // A pace is one crowd's: once no request has ended with others waiting for longer than a turn may take, the next
  // crowd is judged by its own (a slow morning's pace would otherwise turn an afternoon's members away at once).
  const forgetOldPace = (now: number) => {
    if (now - paceSeenAt > queueMs) meanIntervalMs = undefined;
  };
  const expectedWaitMs = () => (waiting.length + 1) * (meanIntervalMs ?? 0);
  const retryAfter = () => Math.min(60, Math.max(1, Math.ceil(expectedWaitMs() / 1000)));

  return {
    async enter(request: FastifyRequest) {
      if (inFlight < maxInFlight) {
        inFlight += 1;
        request.admitted = true;
        return;
      }
      forgetOldPace(performance.now());
      if (meanIntervalMs !== undefined && expectedWaitMs() > queueMs) throw busy(retryAfter());
      await new Promise<void>((resolve, reject) => {
        const turn = () => {
          clearTimeout(timer);
          request.leaveLine = undefined;
          request.admitted = true;
          resolve();
        };
        const leaveLine = (error: AppError) => {
          clearTimeout(timer);
          request.leaveLine = undefined;
          waiting.splice(waiting.indexOf(turn), 1);
          reject(error);
        };
        const timer = setTimeout(() => leaveLine(busy(retryAfter())), queueMs);
        request.leaveLine = () => leaveLine(busy(1));
        waiting.push(turn);
      });
    },
    leave(request: FastifyRequest) {
      request.leaveLine?.();
      if (!request.admitted) return;
      request.admitted = false;
      const now = performance.now();
      if (waiting.length > 0) {
        forgetOldPace(now);
        paceSeenAt = now;
        if (lastEndWithWaiters !== undefined) {
          const interval = now - lastEndWithWaiters;
          meanIntervalMs =
            meanIntervalMs === undefined
              ? interval
              : meanIntervalMs + (interval - meanIntervalMs) * intervalWeight;
        }
        lastEndWithWaiters = now;
        // The place goes straight to the first in line.
        waiting.shift()?.();
      } else {
        lastEndWithWaiters = undefined;
        inFlight -= 1;
      }
    },
  };
}
export type ApiLine = ReturnType<typeof apiLine>;

export const admissionPlugin = fp<{ line: ApiLine }>(async (app: FastifyInstance, { line }) => {
  // Declared up front, so that every request has the same shape (Fastify's advice for what a hook sets on it).
  app.decorateRequest("admitted", false);
  app.decorateRequest("leaveLine", undefined);
  // A place is taken once the body has arrived (preHandler: after the session is read and the body parsed), so a
  // client sending slowly holds none: twenty slow senders would otherwise fill the line and turn every member away.
  // An upload (multipart) streams its body inside its handler: it keeps out of the line, under its own limits.
  app.addHook("preHandler", async (request) => {
    if (request.headers["content-type"]?.startsWith("multipart/")) return;
    // A client that left while its session was read or its body parsed had its onRequestAbort then, with no place to
    // give back; its answer will never finish, so no onResponse either. Let in, it would hold a place for good: the
    // club-scale bench's office search (200 connections, cut off at its end) left both web instances with none.
    if (request.raw.aborted) throw busy(1);
    await line.enter(request);
  });
  app.addHook("onResponse", async (request) => line.leave(request));
  // A client that leaves before its answer gives its place (or its wait) back too (its handler may still be running:
  // the next request starts beside it, as it would had the client stayed).
  app.addHook("onRequestAbort", async (request) => line.leave(request));
});
