import closeWithGrace from "close-with-grace";
import { keepCompiledModules } from "./lib/compile-cache.ts";
import { loadDrizzleAsCommonJs } from "./lib/drizzle-commonjs.ts";

// Issue 41: the hook must be in before drizzle is resolved, and the compile cache on before the portal's modules are
// read, so those are imported only after both.
keepCompiledModules();
loadDrizzleAsCommonJs();
const [{ ConfigError, parseConfig }, { openDatabase }] = await Promise.all([
  import("./config.ts"),
  import("./db/client.ts"),
]);

/** The rest of the portal: loaded while the database opens (main). */
async function portalModules() {
  const [app, seed, images, storage, queue] = await Promise.all([
    import("./app.ts"),
    import("./db/seed/seed.ts"),
    import("./modules/files/images.ts"),
    import("./modules/files/s3-storage.ts"),
    import("./modules/jobs/job-queue.ts"),
  ]);
  return { ...app, ...seed, ...images, ...storage, ...queue };
}

async function main() {
  const config = parseConfig(process.env);
  // Issue 41: the database opens and is found migrated (the embedded one compiles its WebAssembly on V8's
  // background threads; PostgreSQL's answers are waited for) while this thread loads the portal's modules.
  const migrated = openDatabase(config).then(async (database) => {
    await database.migrate();
    return database;
  });
  const [database, portal] = await Promise.all([migrated, portalModules()]);
  const { buildApp, clockFor, createImageProcessor, demoPassword, seedDatabase, startJobQueue, storageFor } =
    portal;
  const now = clockFor(config);
  const images = createImageProcessor(config.images);
  // Two instances starting on a new database seed it once: the second finds it done.
  const seeded = await database.exclusively((db) =>
    seedDatabase(db, {
      demo: config.demoData,
      now: now(),
      demoPhotos: { storage: storageFor(config), images },
    }),
  );
  // With JOBS=off (PostgreSQL, beside `npm run worker`) this instance sends jobs and runs none.
  const jobs = await startJobQueue(database, { works: config.jobs.run });
  const app = await buildApp(config, { db: database.db, ping: database.ping, jobs, now, images });
  app.addHook("onClose", async () => {
    await jobs.stop();
    await database.close();
  });
  database.onConnectionError((error) =>
    app.log.warn({ err: error }, "database connection lost; the pool reconnects for the next query"),
  );
  for (const warning of config.warnings) app.log.warn(warning);

  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, "shutting down after an error");
    else app.log.info({ signal }, "shutting down");
    await app.close();
  });

  await app.listen({ host: config.host, port: config.port });
  const where = config.databaseUrl ? "PostgreSQL" : `embedded PostgreSQL in ${config.dataDir}`;
  console.log(`\n  ${config.club.clubName} members portal: ${config.publicUrl}  (database: ${where})`);
  if (seeded.demoAccounts.length > 0) {
    console.log("\n  Demo sign-ins (password for all: %s):", demoPassword);
    for (const account of seeded.demoAccounts) console.log(`    ${account.role.padEnd(24)} ${account.email}`);
    console.log("");
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
