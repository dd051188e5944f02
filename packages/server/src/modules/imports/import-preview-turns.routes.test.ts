import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, signInEachRole } from "../../test/factories.ts";
import { jobContextOn } from "../../test/job-context.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { uploadedRoster } from "../../test/uploaded-roster.ts";
import { createImportFileReader } from "./import-file-reader.ts";
import { createImportPreviewThreads, type ImportPreviewThreads } from "./import-preview-threads.ts";
import {
  changeMapping,
  getImport,
  type ImportsContext,
  importMessages,
  previewImport,
} from "./imports.service.ts";

// Issue 41: the preview held the embedded database in one transaction while its thread worked on the rows (11 s at
// 20,000 rows on a loaded machine): no member's statement ran meanwhile. It now reads and saves in short
// transactions, the office's work giving way to members' statements in between, and saves nothing when the import
// changed while its rows were worked on.

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
    let ended = false;
    const preview = t.app
      .inject({ method: "POST", url: `/api/v1/office/imports/${id}/preview`, headers: bearer(tokens.admin) })
      .then((reply) => {
        ended = true;
        return reply;
      });
    const member = await t.app.inject({
      method: "GET",
      url: "/api/v1/members/profile",
      headers: bearer(tokens.member),
    });
    const memberAnsweredFirst = !ended;
    expect((await preview).statusCode).toBe(200);
    expect(member.statusCode).toBe(200);
    expect(memberAnsweredFirst).toBe(true);
  }, 60_000);

  it("saves nothing, and says so, when the mapping is changed while the rows are worked on", async () => {
    const id = await uploaded(82_001, 50);
    const threads = createImportPreviewThreads();
    const importFiles = createImportFileReader();
    const context: ImportsContext = {
      ...jobContextOn(t.database.db, t.clock),
      importFiles,
      importPreview: threads,
    };
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
      await expect(previewImport({ ...context, importPreview: changedMeanwhile }, id)).rejects.toMatchObject({
        errors: { base: [importMessages.changedDuringPreview] },
      });
      const after = await getImport(context, id);
      expect(after).toMatchObject({ status: "uploaded", summary: null });
      expect(after.mapping["e-Mail"]).toBeNull();
      // Previewed again, it holds.
      expect((await previewImport(context, id)).summary).toMatchObject({ new: 50 });
    } finally {
      await threads.close();
      await importFiles.close();
    }
  }, 60_000);
});
