import { describe, expect, it } from "vitest";
import { nextSort } from "./next-sort.ts";

describe("nextSort (spec §4)", () => {
  it("sets a new key descending", () => {
    expect(nextSort({ sort: "last_name", order: "asc" }, "member_no")).toEqual({
      sort: "member_no",
      order: "desc",
    });
    expect(nextSort({ sort: undefined, order: "asc" }, "year")).toEqual({ sort: "year", order: "desc" });
  });

  it("sets the current ascending key descending", () => {
    expect(nextSort({ sort: "last_name", order: "asc" }, "last_name")).toEqual({
      sort: "last_name",
      order: "desc",
    });
  });

  it("sets the current descending key ascending", () => {
    expect(nextSort({ sort: "model", order: "desc" }, "model")).toEqual({ sort: "model", order: "asc" });
  });
});
