import { act } from "@testing-library/react";
import { vi } from "vitest";

/** An upload sent through XMLHttpRequest (api/upload-progress.ts), held until the test answers it. */
export interface HeldUpload {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: FormData;
  /** The browser has sent this much of the body. */
  progress: (loaded: number, total: number) => void;
  reply: (reply: { status: number; body?: unknown }) => void;
}

/**
 * Stubs XMLHttpRequest: each upload sent is held in the list returned, for the test to move its progress and answer
 * it (with JSON, as the API does).
 */
export function stubUploads(): HeldUpload[] {
  const uploads: HeldUpload[] = [];
  class HeldRequest {
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    onloadend: (() => void) | null = null;
    status = 0;
    statusText = "";
    responseText = "";
    private method = "GET";
    private url = "";
    private headers: Record<string, string> = {};

    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }

    setRequestHeader(name: string, value: string) {
      this.headers[name.toLowerCase()] = value;
    }

    getAllResponseHeaders() {
      return "content-type: application/json\r\n";
    }

    abort() {
      this.onabort?.();
      this.onloadend?.();
    }

    send(body: FormData) {
      uploads.push({
        method: this.method,
        url: this.url,
        headers: this.headers,
        body,
        progress: (loaded, total) =>
          act(() => {
            this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
          }),
        reply: ({ status, body: replyBody }) =>
          act(() => {
            this.status = status;
            this.responseText = replyBody === undefined ? "" : JSON.stringify(replyBody);
            this.onload?.();
            this.onloadend?.();
          }),
      });
    }
  }
  vi.stubGlobal("XMLHttpRequest", HeldRequest);
  return uploads;
}
