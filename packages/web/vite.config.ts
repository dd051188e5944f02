/// <reference types="vitest/config" />
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defaultClientConditions, defineConfig, type Plugin } from "vite";
import { compression } from "vite-plugin-compression2";
import { VitePWA } from "vite-plugin-pwa";
import { offlineApiCache, offlineApiPattern, offlinePages } from "./src/lib/offline-judging.ts";

const apiTarget = `http://localhost:${process.env.PORT ?? 3000}`;

/**
 * Issue 41: zod registers its English messages when its first schema is built (zod/v4/classic/schemas.js imports
 * ../locales/en.js), and so bundles them into the first script although the club's words replace them
 * (@club/domain/zod-words, installed by main.tsx). The build resolves that one import to src/lib/zod-no-locale.ts.
 */
function zodWithoutEnglish(): Plugin {
  const noLocale = fileURLToPath(new URL("./src/lib/zod-no-locale.ts", import.meta.url));
  return {
    name: "club:zod-without-english",
    apply: "build",
    enforce: "pre",
    resolveId(source, importer) {
      if (
        source === "../locales/en.js" &&
        importer?.replaceAll("\\", "/").endsWith("/zod/v4/classic/schemas.js")
      )
        return noLocale;
      return null;
    },
  };
}

// The office's own code: its areas, the events' forms, the dashboards, the office's domain schemas.
const officePaths = String.raw`features\/office|event-admin\/|components\/dashboard\/|office[^/]*\.|import\.|announcement\.|dashboard\.`;
const officeCode = new RegExp(String.raw`packages\/(web|domain)\/src\/(${officePaths})`);

/** The app's code shared by several pages, the office's apart (see `office-shared` below). */
const memberSharedCode = new RegExp(String.raw`packages\/(web|domain)\/src\/(?!${officePaths})`);

export default defineConfig({
  // Brotli and gzip copies beside each built file, which the server sends as they are (plugins/static-web.ts).
  plugins: [
    zodWithoutEnglish(),
    react(),
    // Issue 29: the judging page works at a show field without signal. The service worker (dist/sw.js, registered
    // by that page only, so members who never judge have none) precaches the app, serves it for the judging page
    // when the network cannot, and keeps the few API reads that page opens with (src/lib/offline-judging.ts).
    VitePWA({
      injectRegister: false,
      manifest: false,
      workbox: {
        globPatterns: ["**/*.{js,css,html,svg}"],
        navigateFallback: "/index.html",
        navigateFallbackAllowlist: offlinePages,
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
        runtimeCaching: [
          {
            urlPattern: offlineApiPattern,
            handler: "NetworkFirst",
            options: { cacheName: offlineApiCache, networkTimeoutSeconds: 5 },
          },
        ],
      },
    }),
    compression({ algorithms: ["brotliCompress", "gzip"] }),
  ],
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
      output: {
        // The entry names every lazy page's file, and a content hash is incompressible: 7 characters (the fewest
        // rolldown takes for this many files, each still unique) instead of 8 keep the login page's first script
        // within its budget (e2e/tests/first-load.spec.ts).
        chunkFileNames: "assets/[name]-[hash:7].js",
        codeSplitting: {
          groups: [
            // What every page needs (React, the router, the providers, the login page) comes in one file beside
            // the entry rather than in a score of small ones; each page's own code stays in its chunk
            // (app/router.tsx).
            { name: "app-shell", tags: ["$initial"], priority: 4 },
            // The libraries and the app's code that several pages share, in two files rather than twenty: a phone
            // on a slow network pays a round trip for each file (issue 11: the join page asked for 20 at once).
            // The lightbox and PayPal stay with the pages that show them.
            {
              name: "ui-kit",
              test: /node_modules\/(?!yet-another-react-lightbox|@paypal)/,
              minShareCount: 2,
              priority: 3,
            },
            // Issue 41: `shared` is the members' code that four pages or more share. At two, it held every form
            // two pages share (an election's set-up, the listing wizard, the ballot, checkout) with the schemas
            // they import, and every member's page evaluated all of it: Lighthouse scored member info, My Events,
            // the office and /login 4-10 points lower. Code fewer pages share goes into the chunks rolldown makes
            // for each set of pages (a page fetches more files, each of them code it runs).
            { name: "shared", test: memberSharedCode, minShareCount: 4, priority: 2 },
            // The office's own shared code in a file of its own, so that a member's page never fetches it: the
            // members' code it imports (a meet's volunteers, which My Events shows too) stays where it is.
            {
              name: "office-shared",
              test: officeCode,
              minShareCount: 2,
              priority: 1,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  test: {
    name: "web",
    environment: "happy-dom",
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["src/test/setup.ts"],
    // Issue 26: the files of a worker share one happy-dom window and the libraries' modules (importing Mantine and
    // React again for each file was two thirds of this project's time); src/test/setup.ts gives each file fresh app
    // modules, a fresh address and no toasts or dialogs left over.
    isolate: false,
    // A test that types into a long form takes about a second alone; with the server's tests beside it on two busy
    // cores it passed Vitest's default 5 s (CI, issue 26), so a web test has 15 s.
    testTimeout: 15_000,
  },
});
