import {
  claimDocumentMaxBytes,
  claimDocumentMaxCount,
  claimDocumentTypes,
  registryMessages,
} from "@club/domain/vehicle-registry.schema";
import { toCodeKeys } from "@club/domain/wire-keys";
import type { MultipartFile, MultipartValue } from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import { AppError, invalidField } from "../../lib/app-error.ts";
import { unreadableForm, uploadedFileName } from "../../lib/multipart.ts";

export interface ClaimDocument {
  fileName: string;
  /** Read from the file's own bytes, never from what the browser said. */
  contentType: (typeof claimDocumentTypes)[number];
  data: Buffer;
}

async function documentOf(fileName: string, data: Buffer): Promise<ClaimDocument> {
  // Loaded at the first claim's documents, not at start (issue 41).
  const { fileTypeFromBuffer } = await import("file-type");
  const type = (await fileTypeFromBuffer(data))?.mime;
  const contentType = claimDocumentTypes.find((allowed) => allowed === type);
  if (!contentType) throw invalidField("documents", registryMessages.documentType, "document_type");
  return { fileName: uploadedFileName(fileName, "paper"), contentType, data };
}

/**
 * Reads a claim (multipart): its text fields and up to 5 papers of 10 MB; the file past either limit is refused
 * before it is read into memory, and each paper's type is read from its bytes.
 */
export async function readClaimForm(request: FastifyRequest) {
  if (!request.isMultipart()) {
    throw new AppError("multipart_required", { base: ["Send the claim as multipart/form-data"] });
  }
  const raw: Record<string, unknown> = {};
  const documents: ClaimDocument[] = [];
  try {
    const parts = request.parts({
      limits: { files: claimDocumentMaxCount, fileSize: claimDocumentMaxBytes, fields: 10 },
    });
    for await (const part of parts) {
      if (part.type === "file") {
        const file = part as MultipartFile;
        const data = await file.toBuffer();
        documents.push(await documentOf(file.filename, data));
      } else {
        const { fieldname, value } = part as MultipartValue<string>;
        raw[fieldname] = value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === "FST_REQ_FILE_TOO_LARGE")
      throw new AppError("form_too_large", { documents: [registryMessages.documentTooLarge] });
    if (code === "FST_FILES_LIMIT")
      throw invalidField("documents", registryMessages.tooManyDocuments, "too_many_documents");
    throw unreadableForm(error);
  }
  return { fields: toCodeKeys(raw), documents };
}
