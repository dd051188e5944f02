import { describe, expect, it } from "vitest";
import { toQueryString } from "./query-string.ts";

describe("toQueryString", () => {
  it("snake_cases the parameter names and keeps the values", () => {
    expect(
      toQueryString({ firstName: "Ann Marie", makeId: 4, regionalMemberStatus: "all_members", page: 1 }),
    ).toBe("?first_name=Ann+Marie&make_id=4&regional_member_status=all_members&page=1");
  });

  it("drops empty filters", () => {
    expect(
      toQueryString({ lastName: "", email: "  ", city: undefined, state: null, exportSelection: "cars" }),
    ).toBe("?export_selection=cars");
    expect(toQueryString({ lastName: "" })).toBe("");
  });
});
