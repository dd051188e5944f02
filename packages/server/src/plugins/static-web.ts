import { existsSync } from "node:fs";
import path from "node:path";
import { serverMessages } from "@club/domain/messages";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

const apiPrefixes = ["/api/", "/orders/"];

/**
 * Serves the built React app: hashed assets cached for a year, index.html for any other GET that is not an
 * API call (the SPA's router takes it from there). API paths that match nothing get the JSON 404.
 */
export const staticWebPlugin = fp<{ distDir: string }>(async (app: FastifyInstance, { distDir }) => {
  const built = existsSync(path.join(distDir, "index.html"));
  if (built) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
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
    if (built && request.method === "GET" && !isApi) {
      return reply.header("Cache-Control", "no-cache").sendFile("index.html");
    }
    return reply.status(404).send({ errors: { base: [serverMessages.notFound] } });
  });
});
