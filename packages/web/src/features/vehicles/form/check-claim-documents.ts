import {
  claimDocumentMaxBytes,
  claimDocumentMaxCount,
  claimDocumentTypes,
  registryMessages,
} from "@club/domain/vehicle-registry.schema";

// Issue 27: a claim's papers are PDF, JPEG or PNG files of 10 MB at most, 5 at most; checked as they are chosen, so a
// long upload from a phone is not refused at its end. The server checks again, with the same messages.

const megabytes = claimDocumentMaxBytes / (1024 * 1024);
const documentExtensions = /\.(pdf|png|jpe?g)$/i;

/** The papers field's description. */
export const claimDocumentsHint = `PDF, JPEG or PNG files, ${megabytes} MB or smaller each, ${claimDocumentMaxCount} at most`;

/** The first rule a chosen paper breaks, naming the file, or null. */
export function claimDocumentProblem(file: File): string | null {
  // Some systems give no type for a file; its extension then decides.
  const typeAllowed = file.type
    ? (claimDocumentTypes as readonly string[]).includes(file.type)
    : documentExtensions.test(file.name);
  if (!typeAllowed) return `${file.name}: ${registryMessages.documentType}`;
  if (file.size > claimDocumentMaxBytes) return `${file.name}: ${registryMessages.documentTooLarge}`;
  return null;
}

/** The papers chosen now added to those already chosen, within the count; one message per paper refused. */
export function addClaimDocuments(
  chosen: readonly File[],
  added: readonly File[],
): { documents: File[]; problems: string[] } {
  const documents = [...chosen];
  const problems: string[] = [];
  let overCount = false;
  for (const file of added) {
    const problem = claimDocumentProblem(file);
    if (problem) problems.push(problem);
    else if (documents.length >= claimDocumentMaxCount) overCount = true;
    else documents.push(file);
  }
  if (overCount) problems.push(registryMessages.tooManyDocuments);
  return { documents, problems };
}
