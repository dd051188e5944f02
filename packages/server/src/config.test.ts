import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "./config.ts";

describe("parseConfig", () => {
  it("runs with no settings at all, on the embedded database", () => {
    const config = parseConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicUrl).toBe("http://localhost:3000");
    expect(config.club.clubShortName).toBe("CCCA");
    expect(config.demoData).toBe(true);
  });

  it("names the variable that is wrong and says why", () => {
    expect(() => parseConfig({ PORT: "eighty" })).toThrow(ConfigError);
    expect(() => parseConfig({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => parseConfig({ DATABASE_URL: "mysql://x" })).toThrow(
      /DATABASE_URL: must be a postgres:\/\/ URL/,
    );
    expect(() => parseConfig({ CLUB_PRIMARY_COLOR: "blue" })).toThrow(/CLUB_PRIMARY_COLOR/);
  });

  it("derives the public address from the port unless it is set", () => {
    expect(parseConfig({ PORT: "8080" }).publicUrl).toBe("http://localhost:8080");
    expect(parseConfig({ PUBLIC_URL: "https://members.example.org/" }).publicUrl).toBe(
      "https://members.example.org",
    );
  });
});
