import { existsSync } from "node:fs";
import path from "node:path";
import { serverMessages } from "@club/domain/messages";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

const apiPrefixes = ["/api/", "/orders/"];

/**
 * Serves the built React app: hashed assets cached for a year, index.html for any other GET (or HEAD) of a page
 * (the SPA's router takes it from there). The build writes a brotli and a gzip copy beside each file, sent as they
 * are to a browser that accepts them (with `Vary: Accept-Encoding`). Files are looked up per request, so a rebuild
 * is served without a restart; a missing file or API path gets the JSON 404, never the page.
 */
export const staticWebPlugin = fp<{ distDir: string }>(async (app: FastifyInstance, { distDir }) => {
  const built = existsSync(path.join(distDir, "index.html"));
  if (built) {
    await app.register(fastifyStatic, {
      root: distDir,
      index: "index.html",
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header("Cache-Control", immutable ? "public, max-age=31536000, immutable" : "no-cache");
      },
    });
    // Browsers and crawlers ask for /favicon.ico whatever the page links: the SVG icon answers there too.
    app.get("/favicon.ico", (_request, reply) => reply.sendFile("favicon.svg"));
  } else {
    app.log.warn({ distDir }, "the web app is not built; run `npm run build` to serve it");
  }

  app.setNotFoundHandler((request, reply) => {
    const isApi = apiPrefixes.some((prefix) => request.url.startsWith(prefix));
    const isFile = path.extname(request.url.split("?")[0] ?? "") !== "";
    const isRead = request.method === "GET" || request.method === "HEAD";
    if (built && isRead && !isApi && !isFile) {
      return reply.header("Cache-Control", "no-cache").sendFile("index.html");
    }
    return reply.status(404).send({ errors: { base: [serverMessages.notFound] } });
  });
});
