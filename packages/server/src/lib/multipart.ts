import { serverMessages } from "@club/domain/messages";
import type { MultipartFile } from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import { AppError } from "./app-error.ts";

// @fastify/multipart's limits, by code; each is the client sending more than the app accepts.
const limitCodes = new Set([
  "FST_PARTS_LIMIT",
  "FST_FIELDS_LIMIT",
  "FST_FILES_LIMIT",
  "FST_REQ_FILE_TOO_LARGE",
]);

/**
 * The error for a multipart body that could not be read. Only reading the request throws here: a limit of
 * @fastify/multipart (413), or busboy finding the body malformed ("Unexpected end of form", "Malformed part
 * header", no boundary; these carry no code), a field named `__proto__`, a JSON field that is not JSON (400).
 * None is the server's fault, so none is a 500. A route maps first the errors it can name a field for.
 */
export function unreadableForm(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string" && limitCodes.has(code)) {
    return new AppError("form_too_large", { base: [serverMessages.formTooLarge] });
  }
  return new AppError("form_unreadable", { base: [serverMessages.formUnreadable] });
}

/** ES2024's resizable ArrayBuffer, which Node has; the project's lib is ES2023. */
export interface ResizableArrayBuffer extends ArrayBuffer {
  resize(byteLength: number): void;
}
export const ResizableArrayBuffer = ArrayBuffer as unknown as new (
  byteLength: number,
  options: { maxByteLength: number },
) => ResizableArrayBuffer;

/**
 * An uploaded file's bytes, each piece copied as it arrives into memory of the file's own, which grows without being
 * copied (a resizable ArrayBuffer that reserves `maxBytes`, the part's `fileSize` limit). Issue 41:
 * `MultipartFile.toBuffer()` joins the pieces once the file has arrived, for a 19 MB roster one copy of 10-25 ms on
 * the thread that answers members. Past the limit it throws as `toBuffer()` does (FST_REQ_FILE_TOO_LARGE, 413).
 */
export async function fileBytesAsTheyCome(request: FastifyRequest, file: MultipartFile, maxBytes: number) {
  const tooLarge = () => new request.server.multipartErrors.RequestFileTooLargeError();
  const memory = new ResizableArrayBuffer(0, { maxByteLength: maxBytes });
  const bytes = new Uint8Array(memory);
  for await (const piece of file.file as AsyncIterable<Buffer>) {
    const at = memory.byteLength;
    // busboy stops a file at the part's limit (and marks it truncated): a larger one is not that file.
    if (at + piece.length > maxBytes) throw tooLarge();
    memory.resize(at + piece.length);
    bytes.set(piece, at);
  }
  if (file.file.truncated) throw tooLarge();
  return Buffer.from(memory);
}

/**
 * An uploaded file's name to show and to download as: the last path segment, without control characters, at most
 * 200 characters; in any script, as the member's computer gave it (issue 39: the download sends it as RFC 6266
 * filename*). `fallback` when nothing is left.
 */
export function uploadedFileName(name: string, fallback: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  const printable = [
    ...base
      .normalize("NFC")
      .replace(/\p{Cc}/gu, "")
      .trim(),
  ]
    .slice(-200)
    .join("");
  return printable === "" ? fallback : printable;
}

/**
 * The one photo of a multipart upload (field `photo`), refused past `maxBytes` before it is read into memory (the
 * listings' photos, issue 44; a candidate's, issue 46). `missing` is the refusal of an upload with no photo in it.
 */
export async function readOnePhoto(
  request: FastifyRequest,
  maxBytes: number,
  missing: AppError,
): Promise<Buffer> {
  if (!request.isMultipart())
    throw new AppError("multipart_required", { base: ["Send the photo as multipart/form-data"] });
  try {
    const file = (await request.file({ limits: { files: 1, fileSize: maxBytes, fields: 0 } })) as
      | MultipartFile
      | undefined;
    if (!file) throw missing;
    return await file.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE")
      throw new AppError("image_too_large", { photo: ["The photo is larger than 5 MB"] });
    throw unreadableForm(error);
  }
}
