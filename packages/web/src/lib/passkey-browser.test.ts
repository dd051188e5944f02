import { passkeyMessages } from "@club/domain/messages";
import { describe, expect, it } from "vitest";
import { ApiError } from "../api/api-error.ts";
import { browserRefusal } from "./passkey-browser.ts";

describe("the browser's refusal of a passkey (issue 43)", () => {
  it("is the member's cancellation in words, never a lost connection", () => {
    const aborted = browserRefusal(new DOMException("The operation was aborted.", "AbortError"));
    expect(aborted.message).toBe(passkeyMessages.cancelled);
    expect(aborted).toBeInstanceOf(ApiError);
    expect((aborted as ApiError).isNetworkError).toBe(false);
  });
});
