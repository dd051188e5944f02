import { uploadTimeoutMs } from "./client.ts";

// fetch cannot tell how much of a request's body has gone (its upload streams are not in every browser): a large
// upload that must show a bar (issue 45: an issue's PDF, up to 50 MB) is sent with XMLHttpRequest instead, through
// the one API client (`send`), which keeps its token and its errors.

/** How much of the body has gone, in bytes. */
export interface UploadProgress {
  loaded: number;
  total: number;
}

/** The reply's headers as XMLHttpRequest gives them ("name: value" lines). */
function headersOf(lines: string): Headers {
  const headers = new Headers();
  for (const line of lines.trim().split(/[\r\n]+/)) {
    const at = line.indexOf(":");
    if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
  }
  return headers;
}

/** A status that carries no body: a Response refuses one with it. */
const bodiless = (status: number) => status === 204 || status === 205 || status === 304;

/**
 * A fetch for the API client's `send` that reports the upload's progress; it fails as fetch does (a TypeError, an
 * AbortError), so the client says "Internet connection error" as for any call.
 *
 * The client's limit on a whole upload (its `signal`) would stop 50 MB on a slow line half-way: here the upload goes
 * on while its bytes move, and stops once nothing has moved, nor has a reply come, for as long as that limit.
 */
export function sendWithProgress(
  onProgress: (progress: UploadProgress) => void,
  stalledAfterMs = uploadTimeoutMs,
): typeof fetch {
  return (input, init = {}) =>
    new Promise<Response>((resolve, reject) => {
      const request = new XMLHttpRequest();
      let stall: ReturnType<typeof setTimeout> | undefined;
      const watch = () => {
        clearTimeout(stall);
        stall = setTimeout(() => request.abort(), stalledAfterMs);
      };
      request.open(init.method ?? "GET", String(input));
      for (const [name, value] of new Headers(init.headers)) request.setRequestHeader(name, value);
      request.upload.onprogress = (event) => {
        watch();
        if (event.lengthComputable) onProgress({ loaded: event.loaded, total: event.total });
      };
      request.onloadend = () => clearTimeout(stall);
      request.onload = () => {
        const status = request.status;
        resolve(
          new Response(bodiless(status) ? null : request.responseText, {
            status,
            statusText: request.statusText,
            headers: headersOf(request.getAllResponseHeaders()),
          }),
        );
      };
      request.onerror = () => reject(new TypeError("The upload failed"));
      request.onabort = () => reject(new DOMException("The upload was stopped", "AbortError"));
      request.send((init.body ?? null) as XMLHttpRequestBodyInit | null);
      watch();
    });
}
