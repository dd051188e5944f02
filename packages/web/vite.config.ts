/// <reference types="vitest/config" />
import react from "@vitejs/plugin-react";
import { defaultClientConditions, defineConfig } from "vite";

const apiTarget = `http://localhost:${process.env.PORT ?? 3000}`;

export default defineConfig({
  plugins: [react()],
  // The TypeScript sources of @club/domain (its package.json: "@club/source"), not the server's build of it.
  resolve: { conditions: ["@club/source", ...defaultClientConditions] },
  server: {
    port: 5173,
    proxy: { "/api": apiTarget, "/orders": apiTarget },
  },
  build: { outDir: "dist", sourcemap: true },
  test: {
    name: "web",
    environment: "happy-dom",
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["src/test/setup.ts"],
  },
});
