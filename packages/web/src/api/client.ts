// The one HTTP client of the web app (DESIGN §4): JSON over fetch, bearer token, snake_case request
// bodies (multipart forms go as they are), one error shape. Responses already arrive camelCase and are never
// converted (some are maps keyed by names).
import { errorBodySchema } from "@club/domain/errors.schema";
import { serverMessages } from "@club/domain/messages";
import snakecaseKeys from "snakecase-keys";
import { ApiError, type FieldErrors, networkError } from "./api-error.ts";
import { clearToken, getToken } from "./token-storage.ts";

export const apiBase = "/api/v1";

type Method = "GET" | "POST" | "PUT" | "DELETE";

export interface RequestOptions {
  method?: Method;
  /** A plain object sent as JSON with its keys converted to snake_case (deep). */
  body?: Record<string, unknown>;
  /**
   * A multipart body (e.g. a vehicle with its photos) sent as it is: no Content-Type header, so the browser
   * sets it with the part boundary, and no key conversion, so the caller names the parts (in snake_case).
   */
  form?: FormData;
  /** A protected call sends the token and signs the user out on a 401. Default true. */
  auth?: boolean;
  /** The path prefix; apiBase unless a call lives outside the API, e.g. "" for POST /orders/approve. */
  base?: string;
}

let unauthorizedHandler: () => void = () => {};

/** Set once by the app: what happens after a protected call is refused (go to the login page). */
export function setUnauthorizedHandler(handler: () => void): void {
  unauthorizedHandler = handler;
}

function signOutLocally(): never {
  clearToken();
  unauthorizedHandler();
  throw new ApiError(401, { base: [serverMessages.signInRequired] });
}

async function readErrors(response: Response): Promise<FieldErrors> {
  try {
    const parsed = errorBodySchema.safeParse(await response.json());
    if (parsed.success && Object.keys(parsed.data.errors).length > 0) return parsed.data.errors;
  } catch {
    // not JSON: fall through to the status text
  }
  return { base: [response.statusText || `Request failed with status ${response.status}`] };
}

/** Sends a request and returns the successful response; every failure throws an ApiError. */
export async function apiFetch(path: string, options: RequestOptions = {}): Promise<Response> {
  const { method = "GET", body, form, auth = true, base = apiBase } = options;
  const headers = new Headers({ Accept: "application/json" });
  if (body !== undefined && form === undefined) headers.set("Content-Type", "application/json");
  if (auth) {
    const token = getToken();
    if (!token) signOutLocally();
    headers.set("Authorization", `Bearer ${token}`);
  }

  let response: Response;
  try {
    response = await fetch(`${base}${path}`, {
      method,
      headers,
      body: form ?? (body === undefined ? undefined : JSON.stringify(snakecaseKeys(body, { deep: true }))),
    });
  } catch {
    throw networkError();
  }

  if (response.ok) return response;
  if (response.status === 401 && auth) {
    clearToken();
    unauthorizedHandler();
  }
  throw new ApiError(response.status, await readErrors(response));
}

/** Sends a request and returns its JSON body (undefined for an empty reply such as 204). */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await apiFetch(path, options);
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}
