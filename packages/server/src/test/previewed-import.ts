import type { FastifyInstance } from "fastify";
import { bearer } from "./factories.ts";
import { waitFor } from "./wait-for.ts";

/**
 * Issue 41: an import previewed as the office's page does it: asked for (202, the job `import-preview` takes it), its
 * status followed until the job is done, then its preview read. Answers the preview's reply (200 with the preview,
 * or the refusal), or the request's own refusal when it was refused.
 */
export async function previewedImport(app: FastifyInstance, token: string, id: number | string) {
  const url = `/api/v1/office/imports/${id}`;
  const asked = await app.inject({ method: "POST", url: `${url}/preview`, headers: bearer(token) });
  if (asked.statusCode !== 202) return asked;
  await waitFor(async () => {
    const view = await app.inject({ method: "GET", url, headers: bearer(token) });
    return view.json<{ status: string }>().status !== "previewing";
  }, 60_000);
  return app.inject({ method: "GET", url: `${url}/preview`, headers: bearer(token) });
}
