import { defineConfig } from "vitest/config";
import { serverConditions } from "./vitest.conditions.ts";

// `npm run test:cluster`: two instances of the portal as processes behind nginx, on the PostgreSQL server of
// TEST_DATABASE_URL and an S3-protocol server (issue 12). Apart from `vitest run`: it needs nginx and PostgreSQL,
// as CI has.
export default defineConfig({
  ssr: { resolve: { conditions: serverConditions } },
  test: {
    name: "server-cluster",
    root: "packages/server",
    include: ["src/**/*.cluster.test.ts"],
    // Each file has its own database, instances and ports, and spends most of its time waiting for a minute's
    // schedule or a restart: the two run side by side.
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
