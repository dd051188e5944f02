import { beforeEach, describe, expect, it } from "vitest";
import { forgetSavedSearch, readSavedSearch, saveSearch } from "./saved-search.ts";

describe("saved search (spec §4)", () => {
  beforeEach(() => sessionStorage.clear());

  it("stores and restores the filters, sort and page per search", () => {
    const search = { filters: { lastName: "b" }, sort: "member_no", order: "desc", page: 2 };
    saveSearch("member", search);
    expect(readSavedSearch("member")).toEqual(search);
    expect(readSavedSearch("vehicle")).toBeNull();
  });

  it("removes the stored copy", () => {
    saveSearch("vehicle", { filters: { model: "Model J" }, sort: undefined, order: "asc", page: 1 });
    forgetSavedSearch("vehicle");
    expect(readSavedSearch("vehicle")).toBeNull();
  });

  it("ignores a stored value that is not JSON", () => {
    sessionStorage.setItem("saved-search:member", "{oops");
    expect(readSavedSearch("member")).toBeNull();
  });
});
