// The floor of the request-cost and start benches (issue 41): a bare Fastify on PORT, started as the portal is
// (`node --import tsx`), answering /healthz and a small JSON of a profile's size, nothing else.
import Fastify from "fastify";

const app = Fastify({ logger: false });
app.get("/healthz", async () => ({ status: "ok" }));
app.get("/profile", async () => ({
  id: 42,
  memberNo: 10042,
  firstName: "Margaret",
  lastName: "Whitfield",
  email: "bench42@example.net",
  city: "Chicago",
  state: "US-IL",
  country: "US",
  standing: "good",
  officeRole: null,
}));
await app.listen({ host: "127.0.0.1", port: Number(process.env.PORT) });
