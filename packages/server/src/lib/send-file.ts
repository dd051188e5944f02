import type { Readable } from "node:stream";
import type { FastifyReply } from "fastify";

// Every file the API sends to be saved (a CSV export, a PDF of letters, a card or a receipt, a member's own data as a
// ZIP) goes out here: its type, the name the browser saves it under (the web reads it from the exposed
// Content-Disposition), and no caching, as the file holds members' data and is made afresh for each request.

const contentTypes = {
  csv: "text/csv; charset=utf-8",
  pdf: "application/pdf",
  zip: "application/zip",
} as const;
export type FileKind = keyof typeof contentTypes;

/** A name safe inside the header's quotes and on any disk: letters, digits, ".", "_" and "-"; anything else is "_". */
export function safeFileName(name: string): string {
  return name.replace(/[^A-Za-z0-9._-]/g, "_");
}

export function sendFile(reply: FastifyReply, kind: FileKind, fileName: string, body: Buffer | Readable) {
  return reply
    .header("Content-Type", contentTypes[kind])
    .header("Content-Disposition", `attachment; filename="${safeFileName(fileName)}"`)
    .header("Access-Control-Expose-Headers", "Content-Disposition")
    .header("Cache-Control", "no-store")
    .send(body);
}
