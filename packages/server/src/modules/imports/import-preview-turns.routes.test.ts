import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, signInEachRole } from "../../test/factories.ts";
import { jobContextOn } from "../../test/job-context.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { uploadedRoster } from "../../test/uploaded-roster.ts";
import { waitFor } from "../../test/wait-for.ts";
import { createImportPreviewThreads, type ImportPreviewThreads } from "./import-preview-threads.ts";
import {
  changeMapping,
  getImport,
  getImportPreview,
  importMessages,
  requestPreview,
  runImportPreviews,
} from "./imports.service.ts";

// Issue 41: the preview held the embedded database in one transaction while its thread worked on the rows (11 s at
// 20,000 rows on a loaded machine): no member's statement ran meanwhile. It now reads and saves in short
// transactions, the office's work giving way to members' statements in between, and saves nothing when the import
// changed while its rows were worked on. It is the job `import-preview`'s, which the request asks for.

let t: TestApp;
let tokens: Awaited<ReturnType<typeof signInEachRole>>["tokens"];

beforeAll(async () => {
  t = await createTestApp();
  tokens = (await signInEachRole(t.app, t.database.db)).tokens;
});
afterAll(() => t.close());

function uploaded(first: number, rows: number) {
  const lines = ["Member ID,First name,Last name,e-Mail"];
  for (let i = 0; i < rows; i++) lines.push(`${first + i},Pat,Turns${i},pat.${first + i}@example.com`);
  return uploadedRoster(t.app, tokens.admin, lines, { name: `turns-${first}.csv` });
}

describe("an import's preview beside members' requests", () => {
  it("answers a member's request made while the rows are worked on before the preview ends", async () => {
    const id = await uploaded(81_001, 4_000);
    const asked = await t.app.inject({
      method: "POST",
      url: `/api/v1/office/imports/${id}/preview`,
      headers: bearer(tokens.admin),
    });
    expect(asked.statusCode).toBe(202);
    const member = await t.app.inject({
      method: "GET",
      url: "/api/v1/members/profile",
      headers: bearer(tokens.member),
    });
    expect(member.statusCode).toBe(200);
    const context = jobContextOn(t.database.db, t.clock);
    expect((await getImport(context, id)).status).toBe("previewing");
    await waitFor(async () => (await getImport(context, id)).status === "previewed", 60_000);
  }, 90_000);

  it("saves nothing when the mapping is changed while the rows are worked on: the import is to preview again", async () => {
    const id = await uploaded(82_001, 50);
    const threads = createImportPreviewThreads();
    // The job's run by hand: the request only marks the import, and asks no queue here.
    const context = jobContextOn(t.database.db, t.clock);
    // The office changes the mapping (in another tab) while the preview's thread works.
    const changedMeanwhile: ImportPreviewThreads = {
      async analyse(input, reads) {
        const answer = await threads.analyse(input, reads);
        const { mapping } = await getImport(context, id);
        await changeMapping(context, id, { mapping: { ...mapping, "e-Mail": null } });
        return answer;
      },
      close: () => threads.close(),
    };
    try {
      await requestPreview(context, id);
      await runImportPreviews(context, changedMeanwhile);
      const after = await getImport(context, id);
      expect(after).toMatchObject({ status: "uploaded", summary: null });
      expect(after.mapping["e-Mail"]).toBeNull();
      await expect(getImportPreview(context, id)).rejects.toMatchObject({
        errors: { base: [importMessages.notPreviewed] },
      });
      // Previewed again, it holds.
      await requestPreview(context, id);
      await runImportPreviews(context, threads);
      expect((await getImportPreview(context, id)).summary).toMatchObject({ new: 50 });
    } finally {
      await threads.close();
    }
  }, 60_000);
});
