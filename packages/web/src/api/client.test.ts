import { profileSchema } from "@club/domain/member.schema";
import { clientMessages, messages } from "@club/domain/messages";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { ApiError } from "./api-error.ts";
import { apiFetch, apiRequest, requestTimeoutMs, setUnauthorizedHandler, uploadTimeoutMs } from "./client.ts";
import { getToken, saveToken } from "./token-storage.ts";

/** For the tests of the transport, where the reply's shape is not the point. */
const anyReply = z.unknown();

function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json", ...headers },
  });
}

function stubFetch(reply: () => Response | Promise<Response>) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => reply());
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

function sentRequest(fetchMock: ReturnType<typeof stubFetch>) {
  const [url, init] = fetchMock.mock.calls[0] ?? [];
  return { url, init, headers: new Headers(init?.headers) };
}

describe("api client", () => {
  const onUnauthorized = vi.fn();

  beforeEach(() => {
    onUnauthorized.mockReset();
    setUnauthorizedHandler(onUnauthorized);
  });

  it("sends request bodies with snake_case keys, deep, and reads the reply as it is", async () => {
    const fetchMock = stubFetch(() => jsonResponse(200, { message: "ok", nestedKey: { keepMe: 1 } }));
    const reply = await apiRequest("/members/login", anyReply, {
      method: "POST",
      auth: false,
      body: { member: { email: "a@b.org", password: "x", rememberMe: true } },
    });

    const { url, init, headers } = sentRequest(fetchMock);
    expect(url).toBe("/api/v1/members/login");
    expect(init?.method).toBe("POST");
    expect(JSON.parse(String(init?.body))).toEqual({
      member: { email: "a@b.org", password: "x", remember_me: true },
    });
    expect(headers.get("Content-Type")).toBe("application/json");
    expect(headers.has("Authorization")).toBe(false);
    expect(reply).toEqual({ message: "ok", nestedKey: { keepMe: 1 } });
  });

  it("calls a path outside the API when given another base", async () => {
    const fetchMock = stubFetch(() => jsonResponse(200, { status: "paid" }));
    await apiRequest("/orders/approve", anyReply, {
      method: "POST",
      auth: false,
      base: "",
      body: { invoiceId: "A1" },
    });
    expect(sentRequest(fetchMock).url).toBe("/orders/approve");
    expect(JSON.parse(String(sentRequest(fetchMock).init?.body))).toEqual({ invoice_id: "A1" });
  });

  it("adds the bearer token to protected calls", async () => {
    saveToken("secret-token", false);
    const fetchMock = stubFetch(() => jsonResponse(200, { firstName: "Ada" }));
    await apiRequest("/members/profile", anyReply);
    expect(sentRequest(fetchMock).headers.get("Authorization")).toBe("Bearer secret-token");
  });

  it("returns undefined for an empty 204 reply", async () => {
    saveToken("t", false);
    stubFetch(() => new Response(null, { status: 204 }));
    await expect(apiRequest("/members/logout", z.undefined(), { method: "DELETE" })).resolves.toBeUndefined();
  });

  it("signs out on a 401 from a protected call", async () => {
    saveToken("expired", true);
    stubFetch(() => jsonResponse(401, { errors: { base: ["Please sign in to continue"] } }));
    const error = await apiRequest("/members/profile", anyReply).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(getToken()).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it("sends a renewal link's session to sign in when a call is outside the renewal (issue 39), not on another 403", async () => {
    saveToken("renewal-link", false);
    const refusal = "Please sign in to do this. Your renewal link only lets you renew your membership.";
    stubFetch(() => jsonResponse(403, { errors: { session: [refusal] } }));
    const error = await apiRequest("/members/my_data", anyReply).catch((e: unknown) => e);
    expect((error as ApiError).status).toBe(403);
    expect(getToken()).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledWith("renewal_link_only");

    onUnauthorized.mockReset();
    saveToken("member", false);
    stubFetch(() => jsonResponse(403, { errors: { base: ["You are not allowed to do that"] } }));
    await expect(apiRequest("/members/42", anyReply)).rejects.toMatchObject({ status: 403 });
    expect(getToken()).toBe("member");
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it("does not sign out on a 401 from a public call such as login", async () => {
    saveToken("other-tab", true);
    stubFetch(() => jsonResponse(401, { errors: { base: ["The email or password is incorrect"] } }));
    const error = await apiFetch("/members/login", { method: "POST", auth: false, body: {} }).catch(
      (e: unknown) => e,
    );
    expect((error as ApiError).errors).toEqual({ base: ["The email or password is incorrect"] });
    expect(getToken()).toBe("other-tab");
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it("sends the token with a call that reads it if signed in, and calls without one, signing no one out (issue 42)", async () => {
    const signedOut = stubFetch(() => jsonResponse(200, {}));
    await apiRequest("/regions/GI", anyReply, { auth: "ifSignedIn" });
    expect(sentRequest(signedOut).headers.get("Authorization")).toBeNull();

    saveToken("member", false);
    const signedIn = stubFetch(() => jsonResponse(200, {}));
    await apiRequest("/regions/GI", anyReply, { auth: "ifSignedIn" });
    expect(sentRequest(signedIn).headers.get("Authorization")).toBe("Bearer member");

    stubFetch(() => jsonResponse(404, { errors: { base: ["Not Found"] } }));
    await expect(apiRequest("/regions/XX", anyReply, { auth: "ifSignedIn" })).rejects.toMatchObject({
      status: 404,
    });
    expect(getToken()).toBe("member");
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it("signs out without calling the server when a protected call has no token", async () => {
    const fetchMock = stubFetch(() => jsonResponse(200, {}));
    await expect(apiRequest("/members/profile", anyReply)).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it("turns a fetch that throws into the 'Internet connection error'", async () => {
    stubFetch(() => {
      throw new TypeError("Failed to fetch");
    });
    const error = await apiRequest("/site_config", anyReply, { auth: false }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).isNetworkError).toBe(true);
    expect((error as ApiError).errors).toEqual({ base: [messages.internetConnectionError] });
    expect((error as ApiError).message).toBe("Internet connection error");
  });

  describe("a server that does not answer", () => {
    // AbortSignal.timeout on the test's fake clock: happy-dom's runs on a timer of its own.
    beforeEach(() => {
      vi.useFakeTimers();
      vi.spyOn(AbortSignal, "timeout").mockImplementation((milliseconds) => {
        const controller = new AbortController();
        setTimeout(
          () => controller.abort(new DOMException("signal timed out", "TimeoutError")),
          milliseconds,
        );
        return controller.signal;
      });
    });
    afterEach(() => vi.useRealTimers());

    /** What a real fetch does with its signal: the call, or the body still arriving, fails when it aborts. */
    function aborted(init: RequestInit | undefined, fail: (reason: unknown) => void) {
      init?.signal?.addEventListener("abort", () => fail(init.signal?.reason));
    }

    async function settleAfter(call: Promise<unknown>, milliseconds: number) {
      const settled = vi.fn();
      const outcome = call.then(settled, (error: unknown) => {
        settled();
        return error;
      });
      await vi.advanceTimersByTimeAsync(milliseconds - 1);
      expect(settled).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(settled).toHaveBeenCalledTimes(1);
      return outcome;
    }

    it("gives up after 15 seconds with the 'Internet connection error'", async () => {
      vi.stubGlobal(
        "fetch",
        vi.fn(
          (_url: string, init?: RequestInit) => new Promise<Response>((_, reject) => aborted(init, reject)),
        ),
      );
      const error = await settleAfter(
        apiRequest("/site_config", anyReply, { auth: false }),
        requestTimeoutMs,
      );
      expect(requestTimeoutMs).toBe(15_000);
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).isNetworkError).toBe(true);
      expect((error as ApiError).errors).toEqual({ base: [messages.internetConnectionError] });
    });

    it("gives up the same way when the reply's body stops arriving", async () => {
      vi.stubGlobal(
        "fetch",
        vi.fn(async (_url: string, init?: RequestInit) => {
          const body = new ReadableStream<Uint8Array>({
            start: (stream) => aborted(init, (reason) => stream.error(reason)),
          });
          return new Response(body, { status: 200, headers: { "Content-Type": "application/json" } });
        }),
      );
      const error = await settleAfter(
        apiRequest("/site_config", anyReply, { auth: false }),
        requestTimeoutMs,
      );
      expect((error as ApiError).errors).toEqual({ base: [messages.internetConnectionError] });
    });

    it("gives an upload of photos two minutes", async () => {
      saveToken("t", false);
      vi.stubGlobal(
        "fetch",
        vi.fn(
          (_url: string, init?: RequestInit) => new Promise<Response>((_, reject) => aborted(init, reject)),
        ),
      );
      const form = new FormData();
      form.append("photos", new File(["png"], "car.png", { type: "image/png" }));
      const error = await settleAfter(
        apiRequest("/vehicles", anyReply, { method: "POST", form }),
        uploadTimeoutMs,
      );
      expect((error as ApiError).isNetworkError).toBe(true);
    });
  });

  it("parses the error body's field errors", async () => {
    saveToken("t", false);
    stubFetch(() => jsonResponse(422, { errors: { currentPassword: ["Current Password is incorrect"] } }));
    const error = await apiRequest("/members/change_password", anyReply, { method: "PUT", body: {} }).catch(
      (e: unknown) => e,
    );
    expect((error as ApiError).status).toBe(422);
    expect((error as ApiError).errors).toEqual({ currentPassword: ["Current Password is incorrect"] });
    expect((error as ApiError).existing).toBeUndefined();
  });

  it("carries the record a conflict names (issue 27: the car that already has this serial number)", async () => {
    saveToken("t", false);
    const errors = { serialNumber: ["A car with this serial number is already in the club's registry"] };
    const existing = { id: 31, claimPath: "/api/v1/vehicles/31/claims" };
    stubFetch(() => jsonResponse(409, { errors, existing }));
    const error = await apiRequest("/vehicles", anyReply, { method: "POST", form: new FormData() }).catch(
      (e: unknown) => e,
    );
    expect((error as ApiError).status).toBe(409);
    expect((error as ApiError).errors).toEqual(errors);
    expect((error as ApiError).existing).toEqual(existing);
  });

  it("falls back to the status text when the error body is not the error shape", async () => {
    stubFetch(() => new Response("<html>Bad gateway</html>", { status: 502, statusText: "Bad Gateway" }));
    const error = await apiRequest("/site_config", anyReply, { auth: false }).catch((e: unknown) => e);
    expect((error as ApiError).errors).toEqual({ base: ["Bad Gateway"] });
  });

  describe("reply schemas", () => {
    const profile = {
      id: 7,
      memberNo: 1042,
      prefix: null,
      firstName: "Ada",
      lastName: "Lovelace",
      suffix: null,
      company: null,
      email: "ada@example.org",
      addressLine1: "1 Main St",
      addressLine2: null,
      city: "Springfield",
      state: "US-IL",
      zipCode: "62701",
      country: "US",
      businessPhone: null,
      cellPhone: null,
      residentialPhone: null,
      publicationPreferences: 1,
      referrerName: null,
      seniorCategory: null,
      seniorNumber: null,
    };

    // The setup file restores the spy after each test.
    const spyOnConsoleError = () => vi.spyOn(console, "error").mockImplementation(() => {});

    it("returns a matching reply as its schema parses it", async () => {
      saveToken("t", false);
      stubFetch(() => jsonResponse(200, { ...profile, passwordDigest: "not for the browser" }));
      const reply = await apiRequest("/members/profile", profileSchema);
      expect(reply).toEqual(profile);
    });

    it("turns a reply that does not match into the 'reply could not be read' error, logged with its issues", async () => {
      saveToken("t", false);
      const consoleError = spyOnConsoleError();
      stubFetch(() => jsonResponse(200, { ...profile, memberNo: "1042", firstName: undefined }));
      const error = await apiRequest("/members/profile", profileSchema).catch((e: unknown) => e);

      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).status).toBe(200);
      expect((error as ApiError).errors).toEqual({ base: [clientMessages.replyUnreadable] });
      expect((error as ApiError).message).toBe(clientMessages.replyUnreadable);
      expect(consoleError).toHaveBeenCalledTimes(1);
      const [what, issues] = consoleError.mock.calls[0] ?? [];
      expect(String(what)).toContain("/members/profile");
      expect((issues as { path: unknown[] }[]).map((issue) => issue.path)).toEqual([
        ["memberNo"],
        ["firstName"],
      ]);
    });

    it("turns a successful reply that is not JSON into the same error", async () => {
      const consoleError = spyOnConsoleError();
      stubFetch(() => new Response("<html>Welcome to the hotel wifi</html>", { status: 200 }));
      const error = await apiRequest("/site_config", anyReply, { auth: false }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).errors).toEqual({ base: [clientMessages.replyUnreadable] });
      expect(consoleError).toHaveBeenCalledTimes(1);
    });

    it("refuses an empty reply where a body is expected, and a body where none is", async () => {
      saveToken("t", false);
      spyOnConsoleError();
      stubFetch(() => new Response(null, { status: 204 }));
      const empty = await apiRequest("/members/profile", profileSchema).catch((e: unknown) => e);
      expect((empty as ApiError).errors).toEqual({ base: [clientMessages.replyUnreadable] });

      stubFetch(() => jsonResponse(200, { message: "Signed out" }));
      const unexpected = await apiRequest("/members/logout", z.undefined(), { method: "DELETE" }).catch(
        (e: unknown) => e,
      );
      expect((unexpected as ApiError).errors).toEqual({ base: [clientMessages.replyUnreadable] });
    });
  });

  describe("multipart forms", () => {
    function vehicleForm() {
      const form = new FormData();
      form.append("make_id", "12");
      form.append("trackOtherInfo", "kept as named");
      form.append("photos", new File(["png"], "car.png", { type: "image/png" }));
      return form;
    }

    it("passes the FormData through untouched, without a Content-Type, with the token", async () => {
      saveToken("secret-token", false);
      const fetchMock = stubFetch(() => jsonResponse(201, { id: 5 }));
      const form = vehicleForm();
      const reply = await apiRequest("/vehicles", z.object({ id: z.number() }), { method: "POST", form });

      const { url, init, headers } = sentRequest(fetchMock);
      expect(url).toBe("/api/v1/vehicles");
      expect(init?.method).toBe("POST");
      expect(init?.body).toBe(form);
      expect([...form.keys()]).toEqual(["make_id", "trackOtherInfo", "photos"]);
      // The browser adds multipart/form-data with its boundary only when no Content-Type is set.
      expect(headers.has("Content-Type")).toBe(false);
      expect(headers.get("Authorization")).toBe("Bearer secret-token");
      expect(reply).toEqual({ id: 5 });
    });

    it("signs out on a 401", async () => {
      saveToken("expired", true);
      stubFetch(() => jsonResponse(401, { errors: { base: ["Please sign in to continue"] } }));
      const error = await apiRequest("/vehicles/5", anyReply, { method: "PUT", form: vehicleForm() }).catch(
        (e: unknown) => e,
      );
      expect((error as ApiError).status).toBe(401);
      expect(getToken()).toBeNull();
      expect(onUnauthorized).toHaveBeenCalledTimes(1);
    });

    it("reports a failed upload as the 'Internet connection error'", async () => {
      saveToken("t", false);
      stubFetch(() => {
        throw new TypeError("Failed to fetch");
      });
      const error = await apiRequest("/vehicles", anyReply, { method: "POST", form: vehicleForm() }).catch(
        (e: unknown) => e,
      );
      expect((error as ApiError).isNetworkError).toBe(true);
      expect((error as ApiError).errors).toEqual({ base: [messages.internetConnectionError] });
    });

    it("reads the image errors, and the status text when the reply has no body", async () => {
      saveToken("t", false);
      stubFetch(() => jsonResponse(413, { errors: { images: ["Each image must be 5 MB or smaller"] } }));
      const tooLarge = await apiRequest("/vehicles", anyReply, { method: "POST", form: vehicleForm() }).catch(
        (e: unknown) => e,
      );
      expect((tooLarge as ApiError).errors).toEqual({ images: ["Each image must be 5 MB or smaller"] });

      stubFetch(() => new Response(null, { status: 413, statusText: "Payload Too Large" }));
      const bare = await apiRequest("/vehicles", anyReply, { method: "POST", form: vehicleForm() }).catch(
        (e: unknown) => e,
      );
      expect((bare as ApiError).errors).toEqual({ base: ["Payload Too Large"] });
    });
  });
});
