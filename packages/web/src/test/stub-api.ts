import { vi } from "vitest";

export interface StubReply {
  status?: number;
  body?: unknown;
}

type Handler = (init?: RequestInit) => StubReply | Promise<StubReply>;

/** The JSON body a stubbed call was sent with. */
export function sentBody(init?: RequestInit): unknown {
  return JSON.parse(String(init?.body));
}

/**
 * Stubs fetch with a handler per "METHOD /path" (query string included); an unknown call throws, which the
 * client reports as a network error. A handler may return a promise that never settles to hold a call open.
 */
export function stubApi(routes: Record<string, Handler>) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const handler = routes[`${init?.method ?? "GET"} ${url}`];
    if (!handler) throw new TypeError(`No stubbed reply for ${init?.method ?? "GET"} ${url}`);
    const { status = 200, body } = await handler(init);
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { "Content-Type": "application/json" },
    });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}
