import type { Readable } from "node:stream";
import { constants } from "node:zlib";
import type { FastifyCompressOptions } from "@fastify/compress";
import type { FastifyReply } from "fastify";
import { attachmentDisposition } from "./content-disposition.ts";

// Every file the API sends to be saved (a CSV export, a PDF of letters, a card or a receipt, a member's own data as a
// ZIP) goes out here: its type, the name the browser saves it under (the web reads it from the exposed
// Content-Disposition), and no caching, as the file holds members' data and is made afresh for each request.

const contentTypes = {
  csv: "text/csv; charset=utf-8",
  pdf: "application/pdf",
  zip: "application/zip",
  // Issue 43: a membership card for Apple Wallet.
  pkpass: "application/vnd.apple.pkpass",
} as const;
export type FileKind = keyof typeof contentTypes;

/**
 * A route's compression for a file made as it is sent (a CSV export read through a cursor), in place of the app's
 * (app.ts): the same encodings at their quickest levels. Issue 41, measured on the bench's club: on audit.csv's 50,000
 * lines (6.4 MB) gzip's default level took 55 ms against 22 for 1 % fewer bytes and brotli's quality 4 took 92 ms
 * against 17 for 10 % fewer; on payments.csv's 50,000 (5.0 MB), 109 ms against 28 for 16 % fewer, and 208 ms against
 * 20 for 5 % more.
 */
export const streamedFileCompression: FastifyCompressOptions = {
  encodings: ["br", "gzip"],
  threshold: 1024,
  zlibOptions: { level: constants.Z_BEST_SPEED },
  brotliOptions: {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 1,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    },
  },
};

export function sendFile(reply: FastifyReply, kind: FileKind, fileName: string, body: Buffer | Readable) {
  return reply
    .header("Content-Type", contentTypes[kind])
    .header("Content-Disposition", attachmentDisposition(fileName))
    .header("Access-Control-Expose-Headers", "Content-Disposition")
    .header("Cache-Control", "no-store")
    .send(body);
}
