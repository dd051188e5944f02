// The one HTTP client of the web app (DESIGN §4): JSON over fetch, bearer token, snake_case request
// bodies (multipart forms go as they are), one error shape. Responses already arrive camelCase and are never
// converted (some are maps keyed by names); each is parsed with the domain schema the server replies with.
import { errorBodySchema } from "@club/domain/errors.schema";
import { clientMessages, serverMessages } from "@club/domain/messages";
import { toWireKeys } from "@club/domain/wire-keys";
import type { z } from "zod";
import { ApiError, type ExistingRecord, type FieldErrors, networkError } from "./api-error.ts";
import { clearToken, getToken } from "./token-storage.ts";

export const apiBase = "/api/v1";

/** A call with no answer after this long fails as 'Internet connection error' rather than spinning on. */
export const requestTimeoutMs = 15_000;
/** Photos go up on a phone's connection, so a multipart call has longer. */
export const uploadTimeoutMs = 120_000;

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface RequestOptions {
  method?: Method;
  /** A plain object sent as JSON with its keys converted to snake_case (deep). */
  body?: Record<string, unknown>;
  /**
   * A multipart body (e.g. a vehicle with its photos) sent as it is: no Content-Type header, so the browser
   * sets it with the part boundary, and no key conversion, so the caller names the parts (in snake_case).
   */
  form?: FormData;
  /**
   * Keys of `body` whose values are maps keyed by names the user chose (a file's column names): the key itself is
   * converted, what is inside is sent as it is.
   */
  keepKeysUnder?: readonly string[];
  /**
   * A protected call sends the token and signs the user out on a 401. Default true. "ifSignedIn": a public call
   * whose answer depends on who asks (issue 42: a region's members-only news) sends the token when there is one, and
   * signs no one out.
   */
  auth?: boolean | "ifSignedIn";
  /** The path prefix; apiBase unless a call lives outside the API, e.g. "" for POST /orders/approve. */
  base?: string;
  /** Sends the request in fetch's place: an upload that tells its progress (api/upload-progress.ts). */
  send?: typeof fetch;
}

/**
 * Why the member is sent to sign in: signed out (no session, or it ended), or a renewal link's session asked for more
 * than the renewal (issue 39: the server refuses it under `session`), so they sign in with their password.
 */
export type SignInReason = "signed_out" | "renewal_link_only";

let unauthorizedHandler: (reason: SignInReason) => void = () => {};

/** Set once by the app: what happens after a protected call is refused (go to the login page). */
export function setUnauthorizedHandler(handler: (reason: SignInReason) => void): void {
  unauthorizedHandler = handler;
}

function signOutLocally(): never {
  clearToken();
  unauthorizedHandler("signed_out");
  throw new ApiError(401, { base: [serverMessages.signInRequired] });
}

async function readErrors(response: Response): Promise<{ errors: FieldErrors; existing?: ExistingRecord }> {
  try {
    const parsed = errorBodySchema.safeParse(await response.json());
    if (parsed.success && Object.keys(parsed.data.errors).length > 0) return parsed.data;
  } catch {
    // not JSON: fall through to the status text
  }
  return { errors: { base: [response.statusText || `Request failed with status ${response.status}`] } };
}

/** Sends a request and returns the successful response; every failure throws an ApiError. */
export async function apiFetch(path: string, options: RequestOptions = {}): Promise<Response> {
  const {
    method = "GET",
    body,
    form,
    keepKeysUnder = [],
    auth = true,
    base = apiBase,
    send = fetch,
  } = options;
  const headers = new Headers({ Accept: "application/json" });
  if (body !== undefined && form === undefined) headers.set("Content-Type", "application/json");
  if (auth === "ifSignedIn") {
    const token = getToken();
    if (token) headers.set("Authorization", `Bearer ${token}`);
  } else if (auth) {
    const token = getToken();
    if (!token) signOutLocally();
    headers.set("Authorization", `Bearer ${token}`);
  }

  let response: Response;
  try {
    response = await send(`${base}${path}`, {
      method,
      headers,
      body: form ?? (body === undefined ? undefined : JSON.stringify(toWireKeys(body, keepKeysUnder))),
      // Also ends the reading of the reply's body (readReply).
      signal: AbortSignal.timeout(form === undefined ? requestTimeoutMs : uploadTimeoutMs),
    });
  } catch {
    throw networkError();
  }

  if (response.ok) return response;
  const { errors, existing } = await readErrors(response);
  const renewalLinkOnly = response.status === 403 && errors.session !== undefined;
  if (auth === true && (response.status === 401 || renewalLinkOnly)) {
    clearToken();
    unauthorizedHandler(renewalLinkOnly ? "renewal_link_only" : "signed_out");
  }
  throw new ApiError(response.status, errors, existing);
}

/** A reply we cannot use: the user sees a clear message, the developer the reason in the console. */
function unreadableReply(path: string, response: Response, reason: string, detail: unknown): ApiError {
  // biome-ignore lint/suspicious/noConsole: the only place a developer can see why a reply was refused
  console.error(`The reply to ${path} ${reason}`, detail);
  return new ApiError(response.status, { base: [clientMessages.replyUnreadable] });
}

/** Reads a successful response's JSON body (undefined when empty) and parses it with the reply's schema. */
export async function readReply<S extends z.ZodType>(
  path: string,
  response: Response,
  reply: S,
): Promise<z.output<S>> {
  let text: string;
  try {
    text = await response.text();
  } catch {
    // The connection dropped, or the call timed out, while the reply was arriving.
    throw networkError();
  }
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch (error) {
    throw unreadableReply(path, response, "is not JSON", error);
  }
  const parsed = reply.safeParse(body);
  if (!parsed.success)
    throw unreadableReply(path, response, "does not match its schema", parsed.error.issues);
  return parsed.data;
}

/**
 * Sends a request and returns its JSON body parsed with `reply`, the schema the route replies with; an empty
 * reply (204) says so with `z.undefined()`.
 */
export async function apiRequest<S extends z.ZodType>(
  path: string,
  reply: S,
  options: RequestOptions = {},
): Promise<z.output<S>> {
  return readReply(path, await apiFetch(path, options), reply);
}
