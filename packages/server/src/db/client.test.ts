import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { openPglite } from "./client.ts";

describe("openPglite with a data directory", () => {
  it("keeps a second process out of a directory in use, and lets it in once released", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "club-lock-"));
    const first = await openPglite(dataDir);
    await expect(openPglite(dataDir)).rejects.toThrow(/is in use by another portal process/);
    await first.close();
    const second = await openPglite(dataDir);
    await second.migrate();
    await second.close();
  });
});
