import { claimDocumentMaxBytes, registryMessages } from "@club/domain/vehicle-registry.schema";
import { describe, expect, it } from "vitest";
import { addClaimDocuments, claimDocumentProblem } from "./check-claim-documents.ts";

const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });

describe("a claim's papers (issue 27)", () => {
  it("accepts PDF, JPEG and PNG files, also by extension when the type is unknown", () => {
    expect(claimDocumentProblem(file("title.pdf", "application/pdf"))).toBeNull();
    expect(claimDocumentProblem(file("bill.jpg", "image/jpeg"))).toBeNull();
    expect(claimDocumentProblem(file("plate.PNG", ""))).toBeNull();
  });

  it("refuses other types and papers over 10 MB, naming the file; 10 MB exactly is fine", () => {
    expect(claimDocumentProblem(file("letter.docx", "application/msword"))).toBe(
      `letter.docx: ${registryMessages.documentType}`,
    );
    expect(claimDocumentProblem(file("exact.pdf", "application/pdf", claimDocumentMaxBytes))).toBeNull();
    expect(claimDocumentProblem(file("scan.pdf", "application/pdf", claimDocumentMaxBytes + 1))).toBe(
      `scan.pdf: ${registryMessages.documentTooLarge}`,
    );
  });

  it("takes five papers at most, and says why the others were left out", () => {
    const four = Array.from({ length: 4 }, (_, index) => file(`p${index}.pdf`, "application/pdf"));
    const result = addClaimDocuments(four, [
      file("fifth.pdf", "application/pdf"),
      file("sixth.pdf", "application/pdf"),
      file("notes.txt", "text/plain"),
    ]);
    expect(result.documents.map((document) => document.name)).toEqual([
      "p0.pdf",
      "p1.pdf",
      "p2.pdf",
      "p3.pdf",
      "fifth.pdf",
    ]);
    expect(result.problems).toEqual([
      `notes.txt: ${registryMessages.documentType}`,
      registryMessages.tooManyDocuments,
    ]);
  });
});
