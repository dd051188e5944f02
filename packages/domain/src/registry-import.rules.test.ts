import { describe, expect, it } from "vitest";
import { earlierLinks, ownersToAdd, sameOwner } from "./registry-import.rules.ts";

const owner = (name: string, from: string | null = null, to: string | null = null) => ({
  name,
  place: null,
  from,
  to,
});

describe("sameOwner", () => {
  it("compares names without case or spaces, and years only where both are known", () => {
    expect(sameOwner(owner("Ruth  Olsen", "1950-01-01"), owner("ruth olsen", "1950-06-30"))).toBe(true);
    expect(sameOwner(owner("Ruth Olsen"), owner("Ruth Olsen", "1950-01-01", "1971-01-01"))).toBe(true);
    expect(sameOwner(owner("Ruth Olsen", "1950-01-01"), owner("Ruth Olsen", "1951-01-01"))).toBe(false);
    expect(sameOwner(owner("Ruth Olsen"), owner("Ruth Olsson"))).toBe(false);
  });
});

describe("ownersToAdd", () => {
  it("leaves out the owners the chain has, and an owner the file names twice", () => {
    const chain = [
      { name: "Hal Price", from: "1950-01-01", to: "1962-01-01" },
      { name: "Margaret Whitfield", from: null, to: null },
    ];
    const file = [
      owner("Walter Brandt", "1932-01-01"),
      owner("hal price", "1950-01-01"),
      owner("Walter Brandt"),
    ];
    expect(ownersToAdd(chain, file)).toEqual([owner("Walter Brandt", "1932-01-01")]);
  });
});

describe("earlierLinks", () => {
  it("ends each link when the file says, else on the next link's start when known", () => {
    expect(
      earlierLinks(
        [
          owner("A", "1932-01-01"),
          owner("B", "1940-01-01", "1945-01-01"),
          owner("C"),
          owner("D", "1950-01-01"),
        ],
        "1962-05-01",
      ).map((link) => [link.name, link.startedOn, link.endedOn]),
    ).toEqual([
      ["A", "1932-01-01", "1940-01-01"],
      ["B", "1940-01-01", "1945-01-01"],
      ["C", null, "1950-01-01"],
      ["D", "1950-01-01", "1962-05-01"],
    ]);
  });
});
