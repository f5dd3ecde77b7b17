import path from "node:path";
import fastifyCookie from "@fastify/cookie";
import fastifyRateLimit from "@fastify/rate-limit";
import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import Fastify, { type FastifyServerOptions } from "fastify";
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import { type BuildInfo, readBuildInfo } from "./build-info.ts";
import type { Config } from "./config.ts";
import type { Database, Executor } from "./db/client.ts";
import { seedDatabase } from "./db/seed.ts";
import { loggerOptions } from "./logging.ts";
import { registerAccessControl } from "./modules/auth/access.ts";
import { registerSessionLoader } from "./modules/auth/session.ts";
import { registerModules } from "./modules/index.ts";
import { enqueueMail, type Mail, officeReplyTo } from "./modules/mail/outbox.ts";
import { createOutboxWorker, loopbackHost, type OutboxWorker } from "./modules/mail/worker.ts";
import { applyRetention } from "./modules/privacy/retention.ts";
import { repoRoot } from "./paths.ts";
import { type Periodic, runEvery } from "./periodic.ts";
import { registerClientAddress } from "./plugins/client-address.ts";
import { registerCsrf } from "./plugins/csrf.ts";
import { frameworkErrorHandler, registerErrorHandler, socketErrorHandler } from "./plugins/error-handler.ts";
import { databaseRateLimitStore } from "./plugins/rate-limit-store.ts";
import { registerReadCache } from "./plugins/read-cache.ts";
import { registerSecurityHeaders } from "./plugins/security-headers.ts";
import { registerStaticSite } from "./plugins/static-site.ts";

declare module "fastify" {
  interface FastifyInstance {
    config: Config;
    /** What the build recorded beside the pages (build-info.ts); undefined without a built site. */
    buildInfo: BuildInfo | undefined;
    database: Database;
    outbox: OutboxWorker;
    startWorkers(): void;
    /** Queues a mail in the given transaction (see mail/outbox.ts). */
    queueMail(executor: Executor, mail: Mail): Promise<unknown>;
  }
}

export const defaultWebRoot = path.join(repoRoot, "build/client");
/** How often a running server extends the generated programme (see startWorkers). */
export const programmeTopUpMs = 24 * 60 * 60 * 1000;
export const retentionMs = 24 * 60 * 60 * 1000;

export type BuildOptions = {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions["logger"];
  webRoot?: string;
  /** How long public reads are reused (plugins/read-cache.ts); 0 computes every answer. */
  readCacheTtlMs?: number;
};

/**
 * Fastify's trustProxy for TRUST_PROXY: a number of proxies as a function trusting that many hops
 * nearest the server (what proxy-addr makes of a number, which Fastify's types do not accept).
 */
function trustedProxies(setting: Config["trustProxy"]) {
  return typeof setting === "number" ? (_address: string, hop: number) => hop < setting : setting;
}

/** Builds the whole application without listening, so tests drive it with `app.inject`. */
export async function buildApp(options: BuildOptions) {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config),
    bodyLimit: 100 * 1024,
    trustProxy: trustedProxies(config.trustProxy),
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: false,
    // On close, drop idle keep-alive sockets at once but let requests in flight finish.
    forceCloseConnections: "idle",
    return503OnClosing: true,
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler: socketErrorHandler,
    // A verification or reset link a mail program lengthened still reaches its route (which says
    // the link is not valid) instead of the router's bare 414 at 100 characters.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 1000 },
  }).withTypeProvider<ZodTypeProvider>();

  // Each request's id is on every line the log writes for it; given back, a fault a visitor or a
  // monitor saw is found in the log (a 500's message quotes the id's start).
  app.addHook("onRequest", (request, reply, done) => {
    reply.header("x-request-id", request.id);
    done();
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate("config", config);
  const webRoot = options.webRoot ?? defaultWebRoot;
  app.decorate("buildInfo", readBuildInfo(webRoot));
  app.decorate("database", database);
  registerErrorHandler(app);

  const mailDomain = new URL(config.publicUrl).hostname;
  const outboxWorker = createOutboxWorker({
    db: database.db,
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    log: app.log,
  });
  app.decorate("outbox", outboxWorker);
  let programmeTopUp: Periodic | undefined;
  let retentionRuns: Periodic | undefined;
  let firstRetention: Promise<unknown> | undefined;
  app.decorate("startWorkers", () => {
    outboxWorker.start(config.outboxIntervalMs);
    // On this machine the log is where a developer reads the mails; anywhere else it means the
    // families' mails are going nowhere, which must be said where the operator looks.
    if (!config.smtpUrl && !loopbackHost.test(new URL(config.publicUrl).hostname))
      app.log.warn(
        "SMTP_URL is not set: no e-mail is sent. Each is written to this log instead (with the families' details) and marked as logged, never sent later. Set SMTP_URL to send them.",
      );
    // What the privacy notice promises not to keep is deleted at start and every day after.
    const retain = () =>
      applyRetention(database.db).then((deleted) => app.log.info({ deleted }, "retention applied"));
    const retentionFailed = (error: unknown) => app.log.error({ err: error }, "retention failed");
    firstRetention = retain().catch(retentionFailed);
    retentionRuns = runEvery(retentionMs, retain, retentionFailed);
    // The generated Sundays reach 56 weeks from the day they are written: written again each day
    // (idempotent), the programme keeps a year ahead however long the server runs.
    programmeTopUp = runEvery(
      programmeTopUpMs,
      () => seedDatabase(database.db),
      (error) => app.log.error({ err: error }, "programme top-up failed"),
    );
  });
  app.decorate("queueMail", (executor: Executor, mail: Mail) =>
    enqueueMail(executor, { ...mail, replyTo: officeReplyTo(mail, config) }, mailDomain),
  );
  app.addHook("onClose", async () => {
    await programmeTopUp?.stop();
    await firstRetention;
    await retentionRuns?.stop();
    await outboxWorker.stop();
  });

  await app.register(fastifyCookie);
  registerSecurityHeaders(app, {
    // Pages get a policy with their own script hashes (static-site.ts); the API needs none.
    contentSecurityPolicy: false,
    strictTransportSecurity: config.secureCookies,
    crossOriginEmbedderPolicy: false,
  });
  registerClientAddress(app);
  await app.register(fastifyRateLimit, {
    global: false,
    store: databaseRateLimitStore(database.db),
    keyGenerator: (request) => request.limitedAddress,
  });
  registerCsrf(app, { secure: config.secureCookies });
  registerSessionLoader(app);
  registerAccessControl(app);
  registerReadCache(app, { ttlMs: options.readCacheTtlMs });

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: "Parish website API", version: "1.0.0" },
      components: {
        securitySchemes: {
          session: { type: "apiKey", in: "cookie", name: "sid" },
          xsrf: { type: "apiKey", in: "header", name: "X-XSRF-TOKEN" },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: "/api/docs", staticCSP: true });
  app.get("/api/openapi.json", { schema: { hide: true } }, async () => app.swagger());

  await registerModules(app);
  await registerStaticSite(app, { root: webRoot });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
