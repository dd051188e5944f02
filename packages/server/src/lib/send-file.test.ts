import { Readable } from "node:stream";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { sendFile } from "./send-file.ts";

describe("sendFile", () => {
  it("sends a CSV or a PDF to be saved under its name (RFC 6266 filename* beyond plain ASCII), never cached", async () => {
    const app = Fastify();
    app.get("/csv", (_request, reply) => sendFile(reply, "csv", "payments.csv", Readable.from(["a,b\n"])));
    app.get("/pdf", (_request, reply) => sendFile(reply, "pdf", 'card "1"\r\n.pdf', Buffer.from("%PDF-")));

    const csv = await app.inject({ url: "/csv" });
    expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(csv.headers["content-disposition"]).toBe('attachment; filename="payments.csv"');
    expect(csv.headers["access-control-expose-headers"]).toBe("Content-Disposition");
    expect(csv.headers["cache-control"]).toBe("no-store");
    expect(csv.body).toBe("a,b\n");

    const pdf = await app.inject({ url: "/pdf" });
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    // Issue 39: the name goes whole as filename* (control characters dropped), a safe ASCII name beside it.
    expect(pdf.headers["content-disposition"]).toBe(
      "attachment; filename=\"card__1_.pdf\"; filename*=UTF-8''card%20%221%22.pdf",
    );
    await app.close();
  });
});
