/**
 * What the log may say. Secrets travel in URLs (a reset link's path, a signed image URL's query) and in a failed
 * query's error: drizzle's and PGlite's errors carry the SQL text and its parameters (a password hash, a token
 * hash, an address), and PostgreSQL's detail quotes the failing row. The log keeps what a reader needs next to
 * the request id (route, status, error type, SQLSTATE, constraint, stack frames), never those.
 */

const redacted = "[redacted]";

// Routes whose next path segment is a secret: /reset-password/{token} (spec §1), a renewal link /renew/{token} or
// its short form /r/{code}, an unsubscribe link, the page's and the API's (issue 15), a claim link (issue 16), and
// the reset link's check as its page opens (issue 25); the page a public inquiry's confirmation link opens (issue 44);
// a voter's ballot link, the page's and the API's (issue 46).
const secretPathSegments =
  /^(\/(?:reset-password|renew|r|unsubscribe|api\/v1\/unsubscribe|claim|for-sale\/confirm|vote|api\/v1\/ballots|api\/v1\/members\/claim|api\/v1\/members\/reset_password)\/)[^/?#]+/;
// Query parameters that carry a secret: the signature of a signed image URL, any token.
const secretQueryParameter = /token|signature|secret|password/i;

/** A request URL as the log shows it: the path and query with their secrets replaced. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf("?");
  const pathname = queryStart === -1 ? url : url.slice(0, queryStart);
  const safePath = pathname.replace(secretPathSegments, `$1${redacted}`);
  if (queryStart === -1) return safePath;
  const query = url
    .slice(queryStart + 1)
    .split("&")
    .map((pair) => {
      const name = pair.split("=", 1)[0] ?? "";
      return secretQueryParameter.test(name) ? `${name}=${redacted}` : pair;
    })
    .join("&");
  return `${safePath}?${query}`;
}

interface LoggedRequest {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** Fastify's request serializer, with the URL's secrets redacted. */
export function serializeRequest(request: LoggedRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url ?? ""),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

// PostgreSQL's error fields that name things (which constraint, table, column) but never quote values.
const namingFields = ["code", "severity", "routine", "constraint", "schema", "table", "column", "dataType"];
// Fields any error may carry that are plain facts: an errno, a socket, an HTTP status.
const factFields = [
  "code",
  "errno",
  "syscall",
  "address",
  "port",
  "statusCode",
  "responseCode",
  "response",
  "command",
];

interface SerializedError {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
}

/** Fastify's `err` serializer: like pino's, but a database error keeps its code, not its SQL or values. */
export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: "" };
  const serialized: SerializedError = {
    type: error.constructor.name === "Error" ? error.name : error.constructor.name,
    message: error.message,
    stack: error.stack ?? "",
  };
  const fields = error as unknown as Record<string, unknown>;
  if (isQueryError(error)) {
    // A query error's message (and so its stack's first lines) is "Failed query: <sql> params: <values>";
    // PostgreSQL's own message quotes the offending value for data exceptions (class 22) and raised ones (P0).
    serialized.message = safeDatabaseMessage(error);
    serialized.stack = stackFrames(error);
    for (const field of namingFields) {
      if (typeof fields[field] === "string") serialized[field] = fields[field];
    }
  } else {
    for (const field of factFields) {
      const value = fields[field];
      if (typeof value === "string" || typeof value === "number") serialized[field] = value;
    }
  }
  if (error.cause !== undefined && depth < 5) serialized.cause = serializeError(error.cause, depth + 1);
  if (error instanceof AggregateError && depth < 5) {
    serialized.errors = error.errors.map((inner) => serializeError(inner, depth + 1));
  }
  return serialized;
}

/** drizzle's DrizzleQueryError, or a database's error that carries a SQLSTATE (node-postgres, PGlite). */
function isQueryError(error: Error): boolean {
  const fields = error as unknown as Record<string, unknown>;
  if ("query" in fields || "params" in fields) return true;
  return typeof fields.severity === "string" && typeof fields.code === "string";
}

function safeDatabaseMessage(error: Error): string {
  const fields = error as unknown as Record<string, unknown>;
  const code = typeof fields.code === "string" ? fields.code : undefined;
  if (!code) return "query failed (SQL text and parameters are not logged)";
  if (code.startsWith("22") || code.startsWith("P0")) return `database error ${code} (message not logged)`;
  return error.message;
}

function stackFrames(error: Error): string {
  const frames = (error.stack ?? "").split("\n").filter((line) => line.trimStart().startsWith("at "));
  return [`${error.constructor.name}: ${safeDatabaseMessage(error)}`, ...frames].join("\n");
}
