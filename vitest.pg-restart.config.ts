import { defineConfig } from "vitest/config";
import { serverConditions } from "./vitest.conditions.ts";

// `npm run test:resilience`: PostgreSQL restarts under a running server, on a throw-away cluster each test file
// starts itself (decisions.md). Apart from `vitest run`: it needs the PostgreSQL 15 server binaries, as CI has.
export default defineConfig({
  ssr: { resolve: { conditions: serverConditions } },
  test: {
    name: "server-pg-restart",
    root: "packages/server",
    include: ["src/**/*.pg-restart.test.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
