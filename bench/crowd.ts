import { percentile } from "./member-client.ts";

export interface CrowdResult {
  /** How many answers of each HTTP status (0: no answer, the connection failed). */
  statuses: Record<number, number>;
  /** Of the registrations (201), how many took a place (created or confirmed) and how many wait. */
  placed: number;
  waitlisted: number;
  /** 429 answers without a Retry-After header (there should be none). */
  busyWithoutRetryAfter: number;
  /** Each answer's time from the start, in ms: the median, the 99th percentile, the slowest. */
  p50: number;
  p99: number;
  slowest: number;
  seconds: number;
}

/**
 * Issue 41: every member of `tokens` (bearer tokens of members in good standing) asks at the same moment for a place
 * at the portal event `eventId`, over HTTP to `base` (the app, or nginx before several). The answers by status, the
 * places they took, and how long the slowest waited.
 */
export async function runCrowd(
  base: string,
  options: { eventId: number; tokens: string[] },
): Promise<CrowdResult> {
  const start = performance.now();
  const answers = await Promise.all(
    options.tokens.map(async (token) => {
      try {
        const response = await fetch(`${base}/api/v1/events/${options.eventId}/registrations`, {
          method: "POST",
          headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
          body: JSON.stringify({ vehicle_id: null, associate: false, guests: [], items: [] }),
        });
        const body = (await response.json()) as { status?: string };
        return {
          status: response.status,
          registration: body.status,
          retryAfter: response.headers.get("retry-after"),
          ms: performance.now() - start,
        };
      } catch {
        return { status: 0, registration: undefined, retryAfter: null, ms: performance.now() - start };
      }
    }),
  );
  const statuses: Record<number, number> = {};
  for (const answer of answers) statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
  const registered = answers.filter((answer) => answer.status === 201);
  const times = answers.map((answer) => answer.ms).sort((a, b) => a - b);
  return {
    statuses,
    placed: registered.filter((answer) => answer.registration !== "waitlisted").length,
    waitlisted: registered.filter((answer) => answer.registration === "waitlisted").length,
    busyWithoutRetryAfter: answers.filter((answer) => answer.status === 429 && !answer.retryAfter).length,
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    slowest: times.at(-1) ?? 0,
    seconds: (performance.now() - start) / 1000,
  };
}
