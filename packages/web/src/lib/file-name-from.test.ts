import { describe, expect, it } from "vitest";
import { fileNameFrom } from "./file-name-from.ts";

describe("fileNameFrom (Content-Disposition)", () => {
  it("reads a quoted file name", () => {
    expect(fileNameFrom('attachment; filename="GI-all-members-cars-2026-11-21.csv"')).toBe(
      "GI-all-members-cars-2026-11-21.csv",
    );
  });

  it("reads an unquoted and an encoded file name", () => {
    expect(fileNameFrom("attachment; filename=report.csv")).toBe("report.csv");
    expect(fileNameFrom("attachment; filename=\"a.csv\"; filename*=UTF-8''r%C3%A9gion.csv")).toBe(
      "région.csv",
    );
  });

  it("gives undefined without a name", () => {
    expect(fileNameFrom(null)).toBeUndefined();
    expect(fileNameFrom("attachment")).toBeUndefined();
  });
});
