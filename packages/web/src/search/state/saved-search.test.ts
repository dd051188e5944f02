import { beforeEach, describe, expect, it } from "vitest";
import {
  forgetSavedSearch,
  readOpenedRow,
  readSavedSearch,
  saveOpenedRow,
  saveSearch,
} from "./saved-search.ts";

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

  it("keeps the result opened with the search (issue 25), forgotten with it, and ignores a malformed one", () => {
    saveOpenedRow("member", { row: "1107", shown: 50 });
    expect(readOpenedRow("member")).toEqual({ row: "1107", shown: 50 });
    forgetSavedSearch("member");
    expect(readOpenedRow("member")).toBeNull();
    sessionStorage.setItem("saved-search-row:member", JSON.stringify({ row: 1107, shown: "50" }));
    expect(readOpenedRow("member")).toBeNull();
  });
});
