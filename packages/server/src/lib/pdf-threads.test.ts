import { readdirSync, readFileSync } from "node:fs";
import { constants, getPriority } from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import type { renderMailingLabels } from "../modules/reminders/reminder-letters.ts";
import { pdfPageTexts } from "../test/pdf-text.ts";
import type { threadPriority } from "../test/thread-priority.ts";
import { drawPdf, pdfDrawing } from "./pdf-threads.ts";

// Issue 41: PDFs are drawn in worker threads, and pdfkit is loaded there only: no file the server runs on its main
// thread imports pdfkit, nor a drawing file (one that draws with lib/pdf-letter.ts), except for its types.

const source = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === "test" ? [] : sourceFiles(file);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [file] : [];
  });
}

/** The modules a file loads when it runs: its imports, less those of types only. */
function loadedImports(file: string): string[] {
  const text = readFileSync(file, "utf8");
  const imports = text.matchAll(/^import\s+(type\s+)?[^;]*?from\s+"([^"]+)";/gms);
  return [...imports].filter(([, typeOnly]) => !typeOnly).map(([, , specifier]) => specifier as string);
}

const labels = pdfDrawing<typeof renderMailingLabels>(
  pathToFileURL(path.join(source, "modules/reminders/renewal-letters.service.ts")).href,
  "reminder-letters",
  "renderMailingLabels",
);

describe("PDFs drawn in worker threads", () => {
  it("gives back the PDF the drawing function makes, its arguments carried to the thread as they are", async () => {
    const address = {
      line1: "1 Main Street",
      line2: null,
      city: "Dayton",
      state: "OH",
      zipCode: "45402",
      country: "US",
    };
    const pdf = await drawPdf(labels, [
      { name: "Ada Lovelace", address },
      { name: "Émile Zola", address: { ...address, line1: "2 Rue Street" } },
    ]);

    const [page] = await pdfPageTexts(pdf);
    expect(page).toContain("Ada Lovelace");
    expect(page).toContain("Émile Zola");
    expect(page).toContain("2 Rue Street");
  });

  it.runIf(process.platform === "linux")(
    "draws at the lowest priority, and the thread answering members keeps its own",
    async () => {
      const before = getPriority();
      const priority = pdfDrawing<typeof threadPriority>(
        pathToFileURL(path.join(source, "test/thread-priority.ts")).href,
        "thread-priority",
        "threadPriority",
      );
      const [drawnAt] = await drawPdf(priority);
      expect(drawnAt).toBe(constants.priority.PRIORITY_LOW);
      expect(getPriority()).toBe(before);
    },
  );

  it("starts every worker thread of the server lowered for the office's work (office-thread.test.ts)", () => {
    const files = sourceFiles(source);
    const workerFiles = files.filter(
      (file) => file.endsWith(".worker.ts") && !file.endsWith("office-thread.worker.ts"),
    );
    expect(workerFiles.length).toBeGreaterThanOrEqual(4);
    const started = files.flatMap((file) => [
      ...readFileSync(file, "utf8").matchAll(/threadWorkerFile\(import\.meta\.url, "([^"]+)"\)/g),
    ]);
    const startedFiles = started.map(([, name]) => `${name}.ts`);
    for (const file of workerFiles)
      expect(startedFiles, path.relative(source, file)).toContain(path.basename(file));
    expect(readFileSync(path.join(source, "lib/office-thread.worker.ts"), "utf8")).toMatch(
      /^lowerThisThreadForOfficeWork\(\);$/m,
    );
  });

  it("refuses a drawing its file does not export, as an error of the call", async () => {
    const missing: typeof labels = { file: labels.file, name: "renderNothing" };
    await expect(drawPdf(missing, [])).rejects.toThrow(/exports no drawing named renderNothing/);
  });

  it("loads pdfkit only in the threads: the server's files import a drawing file for its types only", () => {
    const files = sourceFiles(source);
    const pdfkitUsers = files.filter((file) => loadedImports(file).includes("pdfkit"));
    expect(pdfkitUsers.map((file) => path.relative(source, file))).toEqual(["lib/pdf-letter.ts"]);

    const drawingFiles = new Set(
      files.filter((file) =>
        loadedImports(file).some((specifier) => specifier.endsWith("/lib/pdf-letter.ts")),
      ),
    );
    expect(drawingFiles.size).toBeGreaterThanOrEqual(7);
    const loadingADrawing = files.filter(
      (file) =>
        !drawingFiles.has(file) &&
        loadedImports(file).some(
          (specifier) =>
            specifier.endsWith("/pdf-letter.ts") ||
            drawingFiles.has(path.resolve(path.dirname(file), specifier)),
        ),
    );
    expect(loadingADrawing.map((file) => path.relative(source, file))).toEqual([]);
  });
});
