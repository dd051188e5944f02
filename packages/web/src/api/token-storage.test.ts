import { describe, expect, it, vi } from "vitest";
import { clearToken, getToken, saveToken, subscribeToToken } from "./token-storage.ts";

describe("token storage (spec §4)", () => {
  it("keeps the token in localStorage when remember-me was ticked", () => {
    saveToken("persistent-token", true);
    expect(window.localStorage.length).toBe(1);
    expect(window.sessionStorage.length).toBe(0);
    expect(getToken()).toBe("persistent-token");
  });

  it("keeps the token in sessionStorage otherwise", () => {
    saveToken("tab-token", false);
    expect(window.localStorage.length).toBe(0);
    expect(window.sessionStorage.length).toBe(1);
    expect(getToken()).toBe("tab-token");
  });

  it("moves the token when the member signs in again with the other choice", () => {
    saveToken("first", true);
    saveToken("second", false);
    expect(window.localStorage.length).toBe(0);
    expect(getToken()).toBe("second");
  });

  it("clears both storages and tells subscribers", () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToToken(listener);
    saveToken("a", true);
    window.sessionStorage.setItem("club.session-token", "b");
    clearToken();
    expect(getToken()).toBeNull();
    expect(window.localStorage.length + window.sessionStorage.length).toBe(0);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    saveToken("c", false);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
