/// <reference types="vitest/config" />
import react from "@vitejs/plugin-react";
import { defaultClientConditions, defineConfig } from "vite";
import { compression } from "vite-plugin-compression2";

const apiTarget = `http://localhost:${process.env.PORT ?? 3000}`;

export default defineConfig({
  // Brotli and gzip copies beside each built file, which the server sends as they are (plugins/static-web.ts).
  plugins: [react(), compression({ algorithms: ["brotliCompress", "gzip"] })],
  // The TypeScript sources of @club/domain (its package.json: "@club/source"), not the server's build of it.
  resolve: { conditions: ["@club/source", ...defaultClientConditions] },
  server: {
    port: 5173,
    proxy: { "/api": apiTarget, "/orders": apiTarget },
  },
  build: {
    outDir: "dist",
    sourcemap: true,
    rolldownOptions: {
      // What every page needs (React, the router, the providers, the login page) comes in one file beside the
      // entry rather than in a score of small ones; each page's own code stays in its chunk (app/router.tsx).
      output: { codeSplitting: { groups: [{ name: "app-shell", tags: ["$initial"] }] } },
    },
  },
  test: {
    name: "web",
    environment: "happy-dom",
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["src/test/setup.ts"],
  },
});
