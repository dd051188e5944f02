import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { asciiFileName, attachmentDisposition } from "./content-disposition.ts";

// Issue 39: a file name in any script is sent as RFC 6266 filename* (UTF-8, percent-encoded), with a plain ASCII
// filename beside it for old clients; a header Node cannot send (outside Latin-1) was a 500.

describe("attachmentDisposition", () => {
  it("makes an ASCII name of letters, digits, dots, dashes and underscores", () => {
    expect(asciiFileName("registrations-Spring_Tour.2026.csv")).toBe("registrations-Spring_Tour.2026.csv");
    expect(asciiFileName("../Rösti Run.csv")).toBe(".._R_sti_Run.csv");
  });

  it("keeps a plain name as it is", () => {
    expect(attachmentDisposition("payments-2026.csv")).toBe('attachment; filename="payments-2026.csv"');
  });

  it("sends a name in any script as filename*, with an ASCII name beside it", () => {
    expect(attachmentDisposition("Fahrzeugbrief €.pdf")).toBe(
      "attachment; filename=\"Fahrzeugbrief__.pdf\"; filename*=UTF-8''Fahrzeugbrief%20%E2%82%AC.pdf",
    );
    expect(attachmentDisposition("車検証 (1).pdf")).toBe(
      "attachment; filename=\"_____1_.pdf\"; filename*=UTF-8''%E8%BB%8A%E6%A4%9C%E8%A8%BC%20%281%29.pdf",
    );
  });

  it("drops control characters and path separators, so the header and the saved file stay whole", () => {
    expect(attachmentDisposition('a "b"\r\n/../c.pdf')).toBe(
      "attachment; filename=\"a__b__.._c.pdf\"; filename*=UTF-8''a%20%22b%22_.._c.pdf",
    );
    expect(attachmentDisposition("\r\n")).toBe('attachment; filename="file"');
  });

  it("is a header Node sends, whatever the name", async () => {
    const app = Fastify();
    app.get("/", (_request, reply) =>
      reply.header("Content-Disposition", attachmentDisposition("Fahrzeugbrief €.pdf")).send("x"),
    );
    const response = await app.inject({ url: "/" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-disposition"]).toContain(
      "filename*=UTF-8''Fahrzeugbrief%20%E2%82%AC.pdf",
    );
    await app.close();
  });
});
