import multipart, { type MultipartFile } from "@fastify/multipart";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fileBytesAsTheyCome } from "./multipart.ts";
import { hasMemoryToItself } from "./own-memory.ts";

const maxBytes = 3 * 1024 * 1024;
const app = Fastify();
beforeAll(async () => {
  await app.register(multipart);
  app.post("/upload", async (request, reply) => {
    const part = (await request.file({ limits: { fileSize: maxBytes } })) as MultipartFile;
    try {
      const bytes = await fileBytesAsTheyCome(request, part, maxBytes);
      return {
        length: bytes.length,
        ownMemory: hasMemoryToItself(bytes),
        sum: bytes.reduce((total, byte) => (total + byte) % 65_521, 0),
      };
    } catch (error) {
      return reply.code(413).send({ code: (error as { code?: string }).code });
    }
  });
});
afterAll(() => app.close());

function upload(data: Buffer) {
  const body = new FormData();
  body.append("file", new Blob([data]), "roster.csv");
  return app.inject({ method: "POST", url: "/upload", payload: body });
}

describe("an uploaded file's bytes read as they come (issue 41)", () => {
  it("are the file's, in memory of their own that a worker thread can be given without a copy", async () => {
    // Many pieces: busboy hands a file of a few megabytes over in pieces of at most 64 KiB.
    const data = Buffer.alloc(maxBytes - 17, 0);
    for (let i = 0; i < data.length; i++) data[i] = (i * 31) % 251;
    const reply = await upload(data);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({
      length: data.length,
      ownMemory: true,
      sum: data.reduce((total, byte) => (total + byte) % 65_521, 0),
    });
  });

  it("refuse a file past the limit as the multipart plugin does", async () => {
    const reply = await upload(Buffer.alloc(maxBytes + 1, 7));
    expect({ status: reply.statusCode, body: reply.json() }).toEqual({
      status: 413,
      body: { code: "FST_REQ_FILE_TOO_LARGE" },
    });
  });

  it("are empty for an empty file", async () => {
    const reply = await upload(Buffer.alloc(0));
    expect(reply.json()).toEqual({ length: 0, ownMemory: true, sum: 0 });
  });
});
