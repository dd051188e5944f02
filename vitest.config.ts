import { configDefaults, defineConfig } from "vitest/config";
import { serverConditions } from "./vitest.conditions.ts";

export default defineConfig({
  test: {
    // Vitest's default leaves a core to itself (one worker on CI's two); its own work is light beside the tests'
    // (PGlite, happy-dom), so a worker per core runs the unit run in two thirds of the time (issue 26).
    maxWorkers: "100%",
    projects: [
      { test: { name: "domain", root: "packages/domain", include: ["src/**/*.test.ts"] } },
      { test: { name: "repo", root: ".", include: ["scripts/**/*.test.ts", "e2e/*.test.ts"] } },
      {
        test: {
          name: "server",
          root: "packages/server",
          include: ["src/**/*.test.ts"],
          // Restarting PostgreSQL needs a cluster of its own: `npm run test:resilience` (vitest.pg-restart.config.ts);
          // several instances behind nginx: `npm run test:cluster` (vitest.cluster.config.ts).
          exclude: [...configDefaults.exclude, "src/**/*.pg-restart.test.ts", "src/**/*.cluster.test.ts"],
          globalSetup: ["src/test/global-setup.ts"],
          // Issue 26: the files of a worker share one module graph (Fastify, Drizzle, the app are imported once per
          // worker, not once per file: imports took 144 s of CI's 13-minute run). Each file still builds its own app
          // on its own database, and no server test mocks a module or changes the environment.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
        ssr: { resolve: { conditions: serverConditions } },
      },
      "packages/web/vite.config.ts",
    ],
  },
});
