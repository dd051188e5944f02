import { fileURLToPath } from "node:url";
import { imageMaxBytes } from "@club/domain/vehicle.schema";
import { installZodWords } from "@club/domain/zod-words";
import compress from "@fastify/compress";
import multipart from "@fastify/multipart";
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { Config } from "./config.ts";
import type { Db } from "./db/client.ts";
import { appJobs } from "./jobs.ts";
import type { AppContext } from "./lib/app-context.ts";
import { serializeError, serializeRequest } from "./lib/log-serializers.ts";
import { regionNewslettersRoutes } from "./modules/announcements/region-newsletters.routes.ts";
import { unsubscribeRoutes } from "./modules/announcements/unsubscribe.routes.ts";
import { archiveRoutes } from "./modules/archive/archive.routes.ts";
import { archivePagesOfCar } from "./modules/archive/archive-mentions.service.ts";
import { authRoutes } from "./modules/auth/auth.routes.ts";
import type { SessionContext } from "./modules/auth/auth.service.ts";
import { createSessionCache } from "./modules/auth/session-cache.ts";
import { memberPaymentsRoutes } from "./modules/checkout/member-payments.routes.ts";
import { ordersRoutes, paymentsRoutes } from "./modules/checkout/payments.routes.ts";
import type { PaymentsContext } from "./modules/checkout/payments-context.ts";
import { paypalProvider } from "./modules/checkout/providers/paypal-provider.ts";
import { sandboxProvider } from "./modules/checkout/providers/sandbox-provider.ts";
import { claimsRoutes } from "./modules/claims/claims.routes.ts";
import { classicsRoutes } from "./modules/classics/classics.routes.ts";
import { committeesRoutes } from "./modules/committees/committees.routes.ts";
import { ballotLinksRoutes } from "./modules/elections/ballot-links.routes.ts";
import { ballotsRoutes } from "./modules/elections/ballots.routes.ts";
import { electionsRoutes } from "./modules/elections/elections.routes.ts";
import { regionalElectionsRoutes } from "./modules/elections/regional-elections.routes.ts";
import { calendarRoutes } from "./modules/events/calendar.routes.ts";
import { eventPurchase } from "./modules/events/event-purchase.service.ts";
import { eventsRoutes } from "./modules/events/events.routes.ts";
import { eventPlaceOf, listVehicleEvents } from "./modules/events/events.service.ts";
import { regionalEventsRoutes } from "./modules/events/regional-events.routes.ts";
import { createImageProcessor, type ImageProcessor } from "./modules/files/images.ts";
import { storageFor } from "./modules/files/s3-storage.ts";
import { createUrlSigner } from "./modules/files/signed-urls.ts";
import { geoRoutes } from "./modules/geo/geo.routes.ts";
import { healthRoutes } from "./modules/health/health.routes.ts";
import { createImportFileReader } from "./modules/imports/import-file-reader.ts";
import type { ImportsContext } from "./modules/imports/imports.service.ts";
import type { JobQueue } from "./modules/jobs/job-queue.ts";
import { judgingRoutes } from "./modules/judging/judging.routes.ts";
import { vehicleAwards } from "./modules/judging/judging-results.service.ts";
import { regionalJudgingRoutes } from "./modules/judging/regional-judging.routes.ts";
import { regionalVolunteersRoutes } from "./modules/judging/regional-volunteers.routes.ts";
import { volunteersRoutes } from "./modules/judging/volunteers.routes.ts";
import { listingPurchase } from "./modules/listings/listing-purchase.service.ts";
import { listingsRoutes } from "./modules/listings/listings.routes.ts";
import { publicListingsRoutes } from "./modules/listings/public-listings.routes.ts";
import { createMailer } from "./modules/mail/mail.service.ts";
import { fileTransport, type MailTransport, smtpTransport } from "./modules/mail/mail.transport.ts";
import { makesRoutes } from "./modules/makes/makes.routes.ts";
import { membersRoutes } from "./modules/members/members.routes.ts";
import { membershipCardRoutes } from "./modules/memberships/membership-card.routes.ts";
import { membershipsRoutes } from "./modules/memberships/memberships.routes.ts";
import { membershipPurchases } from "./modules/memberships/purchases.service.ts";
import { passkeysRoutes } from "./modules/passkeys/passkeys.routes.ts";
import { plansRoutes } from "./modules/plans/plans.routes.ts";
import { erasureRequestsRoutes } from "./modules/privacy/erasure-requests.routes.ts";
import { memberMessagesRoutes } from "./modules/privacy/member-messages.routes.ts";
import { type RelayedMessage, relayMessage } from "./modules/privacy/member-messages.service.ts";
import { myDataRoutes } from "./modules/privacy/my-data.routes.ts";
import { privacyChoicesRoutes } from "./modules/privacy/privacy-choices.routes.ts";
import { saveJoinChoices } from "./modules/privacy/privacy-choices.service.ts";
import { regionMoneyRoutes } from "./modules/region-money/region-money.routes.ts";
import { administeredRegions } from "./modules/regional-admin/administered-regions.ts";
import { regionPostsRoutes } from "./modules/regional-admin/region-posts.routes.ts";
import { regionalAdminRoutes } from "./modules/regional-admin/regional-admin.routes.ts";
import { remindersRoutes } from "./modules/reminders/reminders.routes.ts";
import { searchRoutes } from "./modules/search/search.routes.ts";
import { resourcesRoutes } from "./modules/settings/resources.routes.ts";
import { getClubTimeZone } from "./modules/settings/settings.service.ts";
import { siteRoutes } from "./modules/site/site.routes.ts";
import { registryStatsRoutes } from "./modules/vehicles/registry-stats.routes.ts";
import { vehicleClaimsRoutes } from "./modules/vehicles/vehicle-claims.routes.ts";
import { vehicleRegistryRoutes } from "./modules/vehicles/vehicle-registry.routes.ts";
import { vehiclesRoutes } from "./modules/vehicles/vehicles.routes.ts";
import type { VehiclesContext } from "./modules/vehicles/vehicles.service.ts";
import { appleWebServiceRoutes } from "./modules/wallet/apple-web-service.routes.ts";
import { walletRoutes } from "./modules/wallet/wallet.routes.ts";
import { officeApi } from "./office-api.ts";
import { admissionPlugin, apiLine } from "./plugins/admission.ts";
import { authPlugin } from "./plugins/auth.ts";
import { errorsPlugin, replyToFrameworkError } from "./plugins/errors.ts";
import { membersFirstPlugin } from "./plugins/members-first.ts";
import { openApiPlugin } from "./plugins/openapi.ts";
import { rateLimitPlugin } from "./plugins/rate-limit.ts";
import { securityHeadersPlugin } from "./plugins/security-headers.ts";
import { snakeCasePlugin } from "./plugins/snake-case.ts";
import { staticWebPlugin } from "./plugins/static-web.ts";

export interface AppDeps {
  db: Db;
  /** One round trip on a connection of the database's own, for /readyz (Database.ping). */
  ping: () => Promise<void>;
  /** The job queue in the same database (startJobQueue); the app works on its jobs once ready. */
  jobs: JobQueue;
  /** The clock every rule reads; tests move it. */
  now?: () => Date;
  mailTransport?: MailTransport;
  /** Photo processing (its limits come from the config); tests pass their own to watch it. */
  images?: ImageProcessor;
  /** Where log lines go instead of stdout; tests read them. */
  logStream?: { write(line: string): void };
}

/** The wall clock: read here, in the entry points, and nowhere else; everything below gets `now()`. */
export const systemClock = () => new Date();

/** A clock that starts at `start` and runs on at the wall clock's pace (CLOCK_START, for local and e2e runs). */
export function clockFrom(start: Date): () => Date {
  const offset = start.getTime() - Date.now();
  return () => new Date(Date.now() + offset);
}

/** The clock a process runs on: the wall clock, unless CLOCK_START chose another day. */
export const clockFor = (config: Pick<Config, "clockStart">) =>
  config.clockStart ? clockFrom(config.clockStart) : systemClock;

const defaultWebDist = fileURLToPath(new URL("../../web/dist", import.meta.url));

/** The log's settings, for the app (Fastify's logger) and the worker (pino itself): one format for both. */
export function logOptions(config: Pick<Config, "logLevel">) {
  return {
    level: config.logLevel,
    // Tokens and query values never reach the log (lib/log-serializers.ts); redact covers fields logged by name.
    serializers: { req: serializeRequest, err: serializeError },
    redact: {
      paths: [
        "req.headers.authorization",
        "req.headers.cookie",
        "res.headers.authorization",
        ...["password", "passwordHash", "token", "tokenHash"].flatMap((key) => [key, `*.${key}`]),
      ],
      censor: "[redacted]",
    },
  };
}

/**
 * What every module and job is given: the config, the database, the mailer on its transport, the clock, the log and
 * the queue. Built here for the app and for the worker (worker.ts, issue 41); `close` ends the SMTP connection it
 * opened, which would otherwise stay open four idle minutes more.
 */
export function createAppContext(
  config: Config,
  deps: Pick<AppDeps, "db" | "jobs" | "now" | "mailTransport"> & { log: FastifyBaseLogger },
): { context: AppContext; close: () => Promise<void> } {
  const transport = deps.mailTransport ?? ownTransport(config);
  const now = deps.now ?? systemClock;
  const mailer = createMailer({
    db: deps.db,
    transport,
    from: config.mail.from,
    log: deps.log,
    now,
    jobs: deps.jobs,
  });
  return {
    context: { config, db: deps.db, mailer, now, log: deps.log, jobs: deps.jobs },
    close: async () => {
      if (!deps.mailTransport) await transport.close?.();
    },
  };
}

/** Builds the whole portal from its config; `listen` is the caller's business (main.ts, or tests' inject). */
export async function buildApp(config: Config, deps: AppDeps) {
  // Issue 40: a check no schema worded answers in words, never in zod's own English.
  installZodWords();
  const app = Fastify({
    logger: { ...logOptions(config), stream: deps.logStream },
    trustProxy: config.trustProxy,
    genReqId: () => crypto.randomUUID(),
    bodyLimit: 1024 * 1024,
    frameworkErrors: replyToFrameworkError,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const { context, close } = createAppContext(config, { ...deps, log: app.log });
  app.addHook("onClose", close);
  const paypal =
    config.payments.provider === "paypal" ? paypalProvider(config.payments.paypal, context.now) : null;
  const paymentsContext: PaymentsContext = {
    ...context,
    provider: paypal ?? sandboxProvider(deps.db),
    purchases: { ...membershipPurchases, event: eventPurchase, listing: listingPurchase },
  };
  // Issue 24: roster files are read in worker threads of the app's own, ended with it. Issue 41: the preview is a
  // job (imports.service.ts), with a thread of its own.
  const importsContext: ImportsContext = { ...context, importFiles: createImportFileReader() };
  app.addHook("onClose", () => importsContext.importFiles.close());
  const vehiclesContext: VehiclesContext = {
    ...context,
    storage: storageFor(config),
    signer: createUrlSigner(deps.db, context.now),
    images: deps.images ?? createImageProcessor(config.images),
  };

  // Issue 41: with JOBS=off (a web instance beside a worker) the app sends jobs and runs none.
  app.addHook("onReady", async () =>
    config.jobs.run
      ? deps.jobs.work(appJobs(context), app.log, await getClubTimeZone(context))
      : deps.jobs.declare(appJobs(context), app.log),
  );

  // Issue 41: live sessions are remembered a moment (modules/auth/session-cache.ts). Whatever a request that is not
  // a read changes (a sign-out, a password, an office role, an account closed), it has changed by the time its
  // reply is sent: the sessions are forgotten then, before the client can ask again.
  const sessions = createSessionCache(config.auth.sessionCacheMs);
  app.addHook("onSend", async (request) => {
    if (!readMethods.has(request.method)) sessions.forget();
  });

  await app.register(errorsPlugin);
  await app.register(membersFirstPlugin);
  // Replies over 1 KiB go out in brotli or gzip when the browser takes it (JSON, and the CSV exports as they stream);
  // images are not a compressible type, and the web app comes precompressed (plugins/static-web.ts). Registered
  // before any route: it hooks each route as it is added.
  await app.register(compress, { encodings: ["br", "gzip"], threshold: 1024, globalDecompression: false });
  const https = config.publicUrl.startsWith("https:");
  // PayPal's buttons are a script from PayPal that opens PayPal frames and calls PayPal (DESIGN §5).
  const paypalSources =
    config.payments.provider === "paypal"
      ? [
          "https://*.paypal.com",
          "https://*.paypalobjects.com",
          ...sdkOrigin(config.payments.paypal.sdkBaseUrl),
        ]
      : [];
  await app.register(securityHeadersPlugin, {
    options: {
      hsts: https,
      contentSecurityPolicy: {
        directives: {
          "upgrade-insecure-requests": https ? [] : null,
          "script-src": ["'self'", ...paypalSources],
          "frame-src": ["'self'", ...paypalSources],
          "img-src": ["'self'", "data:", "https:"],
          "style-src": ["'self'", "'unsafe-inline'"],
          "connect-src": ["'self'", ...paypalSources],
        },
      },
    },
  });
  await app.register(openApiPlugin, { clubName: config.club.clubName });
  await app.register(multipart, { limits: { fileSize: imageMaxBytes, files: 10, fields: 60 } });

  // The JSON API: snake_case in, camelCase out, private unless a route says it is public, never cached.
  const line = apiLine(config.admission);
  const apiScope = (register: (api: FastifyInstance) => Promise<void>) => async (api: FastifyInstance) => {
    api.addHook("onSend", async (_request, reply) => {
      if (!reply.hasHeader("Cache-Control")) reply.header("Cache-Control", "no-store");
    });
    await api.register(snakeCasePlugin);
    // A place in the line once the body has arrived (issue 41: plugins/admission.ts).
    await api.register(admissionPlugin, { line });
    await api.register(authPlugin, { context, sessions });
    await api.register(rateLimitPlugin, { context });
    await register(api);
  };
  await app.register(
    apiScope(async (api) => {
      for (const routes of [
        authRoutes,
        passkeysRoutes,
        membershipsRoutes,
        membershipCardRoutes,
        siteRoutes,
        plansRoutes,
        geoRoutes,
        makesRoutes,
        calendarRoutes,
        regionalAdminRoutes,
        regionPostsRoutes,
        regionNewslettersRoutes,
        unsubscribeRoutes,
        remindersRoutes,
        claimsRoutes,
        classicsRoutes,
        judgingRoutes,
        volunteersRoutes,
        erasureRequestsRoutes,
        memberMessagesRoutes,
        privacyChoicesRoutes,
        walletRoutes,
      ]) {
        await api.register(routes, { context });
      }
      // Issue 40: what is owed says what it is for; an event place's event comes from events, which call checkout.
      await api.register(memberPaymentsRoutes, {
        context: { ...context, eventPlaceOf: (registrationId) => eventPlaceOf(context, registrationId) },
      });
      // The join saves the new member's privacy choices through privacy, which reads the members (so members cannot call it).
      await api.register(membersRoutes, { context: { ...context, saveJoinChoices } });
      // The directory's car search and car pages sign the cars' photo URLs with the vehicles' signer.
      await api.register(searchRoutes, { context: vehiclesContext });
      await api.register(vehiclesRoutes, { context: vehiclesContext });
      // A car's history shows the events it was brought to and the awards it earned at judged meets; events and
      // judging know them (events check the entered car with the vehicles, so vehicles cannot call either).
      await api.register(vehicleRegistryRoutes, {
        context: {
          ...context,
          eventsOf: (vehicleId) => listVehicleEvents(context, vehicleId),
          awardsOf: (vehicleId) => vehicleAwards(context, vehicleId),
          archiveOf: (session, vehicleId, ownerId) =>
            archivePagesOfCar(vehiclesContext, session, vehicleId, ownerId),
        },
      });
      await api.register(vehicleClaimsRoutes, { context: vehiclesContext });
      // Issue 44: buyers write to sellers through the message relay, privacy's (privacy reaches the listings for a
      // member's data, so the listings cannot call it).
      const listingsContext = {
        ...vehiclesContext,
        relay: (message: RelayedMessage) => relayMessage(context, message),
      };
      await api.register(listingsRoutes, { context: listingsContext });
      await api.register(publicListingsRoutes, { context: listingsContext });
      // Issue 45: the archive's pictures and PDFs are stored and signed as the cars' photos are.
      await api.register(archiveRoutes, { context: vehiclesContext });
      // Issue 46: candidates' photos are stored and signed as the cars' photos are.
      await api.register(electionsRoutes, { context: vehiclesContext });
      await api.register(regionalElectionsRoutes, { context: vehiclesContext });
      // The member's ballot, and the e-mailed link's without a session, with the candidates' photos signed.
      await api.register(ballotsRoutes, { context: vehiclesContext });
      await api.register(ballotLinksRoutes, { context: vehiclesContext });
      await api.register(resourcesRoutes, { context });
      // Issue 46: who serves on the club's and the regions' committees, to anyone.
      await api.register(committeesRoutes, { context });
      // A member's own data holds their cars with signed photo URLs and their history.
      await api.register(myDataRoutes, { context: vehiclesContext });
      await api.register(registryStatsRoutes, { context });
      // Issue 43: Apple's pass web service, where the Apple Wallet card's webServiceURL points.
      await api.register(appleWebServiceRoutes, { context, prefix: "/wallet/apple" });
      await api.register(paymentsRoutes, { context: paymentsContext, paypal });
      // A member's cancellation refunds through the payment provider.
      await api.register(eventsRoutes, { context: paymentsContext });
      // Regional administrators run their regions' events and meets; regional-admin knows which regions are theirs.
      const regionalContext = {
        ...context,
        administeredRegions: (session: SessionContext) => administeredRegions(context, session),
      };
      await api.register(regionalEventsRoutes, { context: regionalContext });
      await api.register(regionalJudgingRoutes, { context: regionalContext });
      await api.register(regionalVolunteersRoutes, { context: regionalContext });
      // Issue 42: a region's money sits beside the office's routes, outside their door: its treasurer reads it too.
      await api.register(regionMoneyRoutes, { context, prefix: "/office" });
      await api.register(officeApi, {
        context: paymentsContext,
        vehicles: vehiclesContext,
        imports: importsContext,
        prefix: "/office",
      });
    }),
    { prefix: "/api/v1" },
  );
  await app.register(
    apiScope(async (api) => {
      await api.register(ordersRoutes, { context: paymentsContext });
    }),
    { prefix: "/orders" },
  );

  await app.register(healthRoutes, { ping: deps.ping });
  await app.register(staticWebPlugin, { distDir: config.webDistDir ?? defaultWebDist });

  return app;
}

const readMethods = new Set(["GET", "HEAD", "OPTIONS"]);

function ownTransport(config: Config): MailTransport {
  const { smtpUrl, dkim, ratePerSecond, poolSize } = config.mail;
  return smtpUrl
    ? smtpTransport(smtpUrl, { dkim, ratePerSecond, poolSize })
    : fileTransport(config.mail.outboxDir);
}

function sdkOrigin(sdkBaseUrl: string | null): string[] {
  return sdkBaseUrl ? [new URL(sdkBaseUrl).origin] : [];
}
