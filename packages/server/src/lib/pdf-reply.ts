import type { FastifyReply } from "fastify";

/** A PDF the browser saves under `fileName`; the web reads the name from the exposed header. */
export function sendPdf(reply: FastifyReply, fileName: string, pdf: Buffer) {
  return reply
    .header("Content-Type", "application/pdf")
    .header("Content-Disposition", `attachment; filename="${fileName}"`)
    .header("Access-Control-Expose-Headers", "Content-Disposition")
    .send(pdf);
}
