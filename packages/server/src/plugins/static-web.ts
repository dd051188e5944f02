import { existsSync } from "node:fs";
import path from "node:path";
import { serverMessages } from "@club/domain/messages";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

const apiPrefixes = ["/api/", "/orders/"];

/**
 * Serves the built React app: hashed assets cached for a year, index.html for any other GET of a page (the SPA's
 * router takes it from there). Files are looked up per request, so a rebuild is served without a restart; a
 * missing file or API path gets the JSON 404, never the page.
 */
export const staticWebPlugin = fp<{ distDir: string }>(async (app: FastifyInstance, { distDir }) => {
  const built = existsSync(path.join(distDir, "index.html"));
  if (built) {
    await app.register(fastifyStatic, {
      root: distDir,
      index: "index.html",
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header("Cache-Control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
      },
    });
  } else {
    app.log.warn({ distDir }, "the web app is not built; run `npm run build` to serve it");
  }

  app.setNotFoundHandler((request, reply) => {
    const isApi = apiPrefixes.some((prefix) => request.url.startsWith(prefix));
    const isFile = path.extname(request.url.split("?")[0] ?? "") !== "";
    if (built && request.method === "GET" && !isApi && !isFile) {
      return reply.header("Cache-Control", "no-cache").sendFile("index.html");
    }
    return reply.status(404).send({ errors: { base: [serverMessages.notFound] } });
  });
});
