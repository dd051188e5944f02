import { defaultServerConditions } from "vite";
import { configDefaults, defineConfig } from "vitest/config";

// Tests run the TypeScript sources of @club/domain (its package.json: "@club/source"), not a build of it.
const sourceConditions = ["@club/source", ...defaultServerConditions];

export default defineConfig({
  test: {
    projects: [
      { test: { name: "domain", root: "packages/domain", include: ["src/**/*.test.ts"] } },
      { test: { name: "repo", root: ".", include: ["scripts/**/*.test.ts"] } },
      {
        test: {
          name: "server",
          root: "packages/server",
          include: ["src/**/*.test.ts"],
          // Restarting PostgreSQL needs a cluster of its own: `npm run test:resilience` (vitest.pg-restart.config.ts).
          exclude: [...configDefaults.exclude, "src/**/*.pg-restart.test.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
        ssr: { resolve: { conditions: sourceConditions } },
      },
      "packages/web/vite.config.ts",
    ],
  },
});
