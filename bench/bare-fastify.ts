// The floor of the request-cost and start benches (issue 41): a bare Fastify on PORT, started as the portal is
// (`node --import tsx`), answering /healthz with a small JSON, nothing else.
import Fastify from "fastify";

const app = Fastify({ logger: false });
app.get("/healthz", async () => ({ status: "ok" }));
await app.listen({ host: "127.0.0.1", port: Number(process.env.PORT) });
