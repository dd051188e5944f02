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
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
