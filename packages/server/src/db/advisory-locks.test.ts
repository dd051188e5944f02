import { describe, expect, it } from "vitest";
import { advisoryLocks } from "./advisory-locks.ts";

describe("the advisory locks", () => {
  it("give each lock a number of its own", () => {
    const numbers = Object.values(advisoryLocks);
    expect(new Set(numbers).size).toBe(numbers.length);
  });
});
