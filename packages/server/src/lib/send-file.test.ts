import { Readable } from "node:stream";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { safeFileName, sendFile } from "./send-file.ts";

describe("sendFile", () => {
  it("sends a CSV or a PDF to be saved under a safe name, never cached", async () => {
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
    expect(pdf.headers["content-disposition"]).toBe('attachment; filename="card__1___.pdf"');
    await app.close();
  });

  it("keeps letters, digits, dots, dashes and underscores", () => {
    expect(safeFileName("registrations-Spring_Tour.2026.csv")).toBe("registrations-Spring_Tour.2026.csv");
    expect(safeFileName("../Rösti Run.csv")).toBe(".._R_sti_Run.csv");
  });
});
