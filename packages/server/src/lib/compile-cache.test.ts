import path from "node:path";
import { describe, expect, it } from "vitest";
import { compileCacheDir } from "./compile-cache.ts";

describe("where a start keeps its compiled modules (issue 41)", () => {
  it("in the data folder, which only the portal's user writes, not the shared temporary folder", () => {
    expect(compileCacheDir({ DATA_DIR: "/srv/club/data" })).toBe("/srv/club/data/compile-cache");
    expect(compileCacheDir({})).toBe(path.resolve("data", "compile-cache"));
  });

  it("in the folder NODE_COMPILE_CACHE names, when it names one", () => {
    expect(compileCacheDir({ DATA_DIR: "/srv/club/data", NODE_COMPILE_CACHE: "/var/cache/club" })).toBe(
      "/var/cache/club",
    );
  });
});
