import type { Readable } from "node:stream";
import type { FastifyReply } from "fastify";
import { attachmentDisposition } from "./content-disposition.ts";

// Every file the API sends to be saved (a CSV export, a PDF of letters, a card or a receipt, a member's own data as a
// ZIP) goes out here: its type, the name the browser saves it under (the web reads it from the exposed
// Content-Disposition), and no caching, as the file holds members' data and is made afresh for each request.

const contentTypes = {
  csv: "text/csv; charset=utf-8",
  pdf: "application/pdf",
  zip: "application/zip",
} as const;
export type FileKind = keyof typeof contentTypes;

export function sendFile(reply: FastifyReply, kind: FileKind, fileName: string, body: Buffer | Readable) {
  return reply
    .header("Content-Type", contentTypes[kind])
    .header("Content-Disposition", attachmentDisposition(fileName))
    .header("Access-Control-Expose-Headers", "Content-Disposition")
    .header("Cache-Control", "no-store")
    .send(body);
}
