import { existsSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { MSG } from '@rekon/contracts';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import { isApiRequest } from './http/api-path';
import { actorOf, collectRoute, type RegisteredRoute } from './http/access';
import { contentSecurityPolicy, sendAppPage } from './http/csp';
import { handleError } from './http/errors';
import { registerGuards } from './request-guards';
import { openProcessTempDir } from './http/upload-temp';
import { HeavyWork } from './lib/heavy-work';
import { defaultWebDist } from './lib/paths';
import { accountsRoutes } from './modules/accounts/accounts.routes';
import { akunBankRoutes } from './modules/akunbank/akunbank.routes';
import { authRoutes } from './modules/auth/auth.routes';
import type { AuthDeps } from './modules/auth/auth.service';
import { convertRoutes } from './modules/convert/convert.routes';
import { docsRoutes } from './modules/docs/docs.routes';
import type { ActionContext } from './modules/tracking/tracking.service';
import { reportsRoutes } from './modules/reports/reports.routes';
import { reviewRoutes } from './modules/review/review.routes';
import { uploadHistoryRoutes } from './modules/upload-history/upload-history.routes';
import { trackingRoutes } from './modules/tracking/tracking.routes';
import { uploadsRoutes } from './modules/uploads/uploads.routes';
import { websitesRoutes } from './modules/websites/websites.routes';
import { WhitelistGate } from './modules/whitelist/whitelist.gate';
import { whitelistRoutes } from './modules/whitelist/whitelist.routes';
import { learnedNameRoutes } from './modules/learned-names/learned-names.routes';
import { insightsRoutes } from './modules/insights/insights.routes';
import { ruleReplayRoutes } from './modules/rule-replay/replay.routes';
import { feedsRoutes } from './modules/feeds/feeds.routes';
import { SecretBox } from './modules/feeds/secret-box';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
    config: Config;
    clock: () => Date;
    authDeps: AuthDeps;
    whitelistGate: WhitelistGate;
    /** This process's upload temp folder under `UPLOAD_TMP_DIR` (upload-temp.ts), removed on close. */
    uploadTempDir: string;
    /** Every /api route with its access rule, for the authorization matrix test. */
    apiRoutes: RegisteredRoute[];
    /** Who acts, from where, and when: what every audited change records. */
    actionContext(req: FastifyRequest): ActionContext;
    /** The queue every workbook read and upload parse goes through (decision 039). */
    heavyWork: HeavyWork;
    /** Seals and opens the feeds' secrets (decision 057); undefined without a key (PostgreSQL, no FEED_SECRET_KEY). */
    feedBox: SecretBox | undefined;
  }
}

export interface AppDeps {
  database: Database;
  config: Config;
  clock?: () => Date;
  /** A pino logger option or instance; tests pass false. */
  logger?: FastifyServerOptions['logger'];
  whitelistTtlMs?: number;
}

const SECONDS = 1000;

/** Builds the HTTP application; never listens (main.ts does, tests use inject or listen themselves). */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const app = Fastify({
    logger: deps.logger ?? {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    },
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    bodyLimit: 1024 * 1024,
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    // Slow clients must not hold connections for ever (security.md H48).
    requestTimeout: 120 * SECONDS,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    routerOptions: { maxParamLength: 300 },
    genReqId: () => randomUUID(),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Only JSON and (for uploads) multipart bodies are accepted: nothing else reaches a handler.
  app.removeContentTypeParser(['text/plain']);

  const clock = deps.clock ?? (() => new Date());
  const whitelistGate = new WhitelistGate(database.db, deps.whitelistTtlMs);
  const authDeps: AuthDeps = {
    db: database.db,
    clock,
    log: app.log,
    sessionTtlMs: config.sessionTtlMs,
    sessionIdleMs: config.sessionIdleMs,
  };
  app.decorate('db', database.db);
  app.decorate('database', database);
  app.decorate('config', config);
  app.decorate('clock', clock);
  app.decorate('authDeps', authDeps);
  app.decorate('whitelistGate', whitelistGate);
  // Uploads wait in a folder of this process; a start sweeps the folders of processes that are gone.
  const uploadTemp = await openProcessTempDir(config.uploadTmpDir);
  if (uploadTemp.swept.removed.length > 0)
    app.log.info({ removed: uploadTemp.swept.removed }, 'upload temp leftovers of stopped processes removed');
  app.decorate('uploadTempDir', uploadTemp.path);
  // onClose hooks run after the server stopped and its last requests ended.
  app.addHook('onClose', () => uploadTemp.close());
  app.decorate('apiRoutes', [] as RegisteredRoute[]);
  app.decorate('heavyWork', new HeavyWork(config.heavyWork));
  app.decorate('feedBox', config.feedSecretKey ? new SecretBox(config.feedSecretKey) : undefined);
  app.decorate('actionContext', (req: FastifyRequest) => ({
    actor: actorOf(req),
    ip: req.clientIp,
    at: clock(),
  }));
  app.decorateRequest('actor', undefined);
  app.decorateRequest('clientIp', '');

  app.addHook('onRoute', (route) => collectRoute(route, app.apiRoutes));

  await app.register(cookie);
  // Streaming only (request.parts()); never attachFieldsToBody or saveRequestFiles (security.md §3).
  await app.register(multipart, { throwFileSizeLimit: true });
  await app.register(helmet, {
    // Set below, from http/csp.ts: one policy for every response, the app's page adding its nonce.
    contentSecurityPolicy: false,
    strictTransportSecurity: config.cookieSecure ? { maxAge: 15_552_000 } : false,
    referrerPolicy: { policy: 'no-referrer' },
  });
  const csp = contentSecurityPolicy();
  app.addHook('onRequest', async (_req, reply) => {
    reply.header('content-security-policy', csp);
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Rekon API',
        version: '1.0.0',
        description: 'Back-office reconciliation for payment staff.',
      },
    },
    transform: jsonSchemaTransform,
  });

  registerGuards(app, { gate: whitelistGate, auth: authDeps });
  app.setErrorHandler(handleError);

  await app.register(authRoutes);
  await app.register(accountsRoutes);
  await app.register(websitesRoutes);
  await app.register(whitelistRoutes);
  await app.register(learnedNameRoutes);
  await app.register(ruleReplayRoutes);
  await app.register(akunBankRoutes);
  await app.register(trackingRoutes);
  await app.register(uploadsRoutes);
  await app.register(reviewRoutes);
  await app.register(uploadHistoryRoutes);
  await app.register(reportsRoutes);
  await app.register(insightsRoutes);
  await app.register(convertRoutes);
  await app.register(docsRoutes);
  await app.register(feedsRoutes);

  const webDist = config.webDist ?? defaultWebDist();
  const hasWeb = existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      // index.html is sent by sendAppPage (below), with the nonce of its CSP.
      index: false,
      globIgnore: ['index.html'],
      setHeaders(reply, filePath) {
        // Vite names assets by content hash; index.html must always be revalidated.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler(async (req, reply) => {
    if (!isApiRequest(req) && hasWeb && (req.method === 'GET' || req.method === 'HEAD')) {
      // Client-side routes (/signin, /user, …) all load the single-page app.
      return sendAppPage(reply, path.join(webDist, 'index.html'));
    }
    return reply.code(404).send({ status: false, message: MSG.notFoundRoute });
  });

  return app;
}
