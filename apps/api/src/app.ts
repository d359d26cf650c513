import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { type Express } from 'express';
import cors from 'cors';
import helmet from 'helmet';
import { pinoHttp } from 'pino-http';
import type { Config } from './config.js';
import type { PrismaClient } from './db/client.js';
import type { SqlPool } from './db/sql.js';
import { redactUrl, type Logger } from './logger.js';
import './http/types.js';
import { localeMiddleware } from './http/locale.js';
import { apiNotFound, errorHandler } from './http/error-handler.js';
import { optionalMember, requireAdmin, requireMember } from './http/auth.js';
import { createLimiters } from './http/limits.js';
import { createHasher } from './modules/auth/passwords.js';
import { createSessions } from './modules/auth/sessions.js';
import { createCaptcha } from './modules/auth/captcha.js';
import { createAuthService } from './modules/auth/service.js';
import { createRecovery } from './modules/auth/recovery.js';
import { authRoutes } from './modules/auth/routes.js';
import { createDelivery } from './modules/verification/delivery.js';
import { createCodes } from './modules/verification/codes.js';
import { createProfileService } from './modules/profile/service.js';
import { profileRoutes } from './modules/profile/routes.js';
import { siteRoutes, fileRoutes } from './modules/site/routes.js';
import { adminRoutes } from './modules/admin/routes.js';
import { contentRoutes } from './modules/content/routes.js';
import { createContentService } from './modules/content/service.js';
import { activityAdminRoutes } from './modules/content/admin-routes.js';
import { catalogueRoutes } from './modules/games/catalogue-routes.js';
import { createPlatforms } from './modules/games/platforms.js';
import { launchRoutes } from './modules/games/launch-routes.js';
import { createTransfers } from './modules/wallet/transfers.js';
import { walletRoutes } from './modules/wallet/routes.js';
import { walletAdminRoutes } from './modules/wallet/admin-routes.js';
import { createBetSync } from './modules/records/bet-sync.js';
import { recordRoutes } from './modules/records/routes.js';
import { createAdapters, type AdapterRegistry } from './providers/registry.js';
import { createLaunchTokens } from './providers/builtin/launch-token.js';
import { createBuiltinBooks } from './providers/builtin/books.js';
import { builtinRoutes } from './providers/builtin/routes.js';
import type { Job } from './jobs/scheduler.js';

export interface AppDeps {
  config: Config;
  prisma: PrismaClient;
  /** Plain SQL for the money hot path (see db/sql.ts). */
  sql: SqlPool;
  /** Plain SQL whose commits do not wait for the disk: the Idempotency-Key replies only (see http/idempotency.ts). */
  bookkeepingSql: SqlPool;
  log: Logger;
  /** Services built once and shared with the background jobs; built here when absent. */
  services?: Services;
}

/** The stateful parts the routes and the background jobs share. `wrapAdapters` lets tests put a failing platform in front of the real one. */
export function createServices({ config, prisma, sql, log }: Pick<AppDeps, 'config' | 'prisma' | 'sql' | 'log'>, wrapAdapters: (real: AdapterRegistry) => AdapterRegistry = (real) => real) {
  const launchTokens = createLaunchTokens(config.jwtSecret);
  const platforms = createPlatforms(prisma, wrapAdapters(createAdapters(sql, launchTokens)));
  const transfers = createTransfers({ sql, platforms, timeoutMs: config.platformTimeoutMs, log });
  const betSync = createBetSync(prisma, platforms, config.platformTimeoutMs, log, (userId, platname) => transfers.reconcile(userId, platname));
  return { launchTokens, platforms, transfers, betSync };
}
export type Services = ReturnType<typeof createServices>;

/** The background jobs: bet records pulled from the platforms, unsettled transfers repaired. */
export function backgroundJobs(services: Services, config: Config): Job[] {
  return [
    { name: 'bet-sync', schedule: config.jobs.betSyncCron, run: () => services.betSync.syncAll() },
    { name: 'transfer-repair', schedule: config.jobs.transferRepairCron, run: () => services.transfers.repairPending(config.jobs.transferRepairAfterSeconds * 1000) },
  ];
}

/** The whole HTTP application, without listening: main.ts serves it, tests drive it with supertest. */
export function createApp({ config, prisma, sql, bookkeepingSql, log, services = createServices({ config, prisma, sql, log }) }: AppDeps): Express {
  const { platforms, transfers, launchTokens } = services;
  const hasher = createHasher(config.bcryptCost);
  const sessions = createSessions(prisma, config.jwtSecret, config.tokenTtlSeconds, sql);
  const captcha = createCaptcha(prisma, config.captchaEnabled);
  const codes = createCodes(prisma, createDelivery(prisma, config.smtp, log), config.jwtSecret, config.codes);
  const auth = createAuthService({ prisma, sessions, captcha, hasher });
  const recovery = createRecovery({ prisma, codes, auth, hasher, sessions });
  const profile = createProfileService({ prisma, hasher, sessions, codes });
  const limits = createLimiters(prisma, config.rateLimit);
  const member = requireMember(sessions);
  const admin = requireAdmin(sessions, prisma);

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  // Request logs (none at all when the level is silent: the middleware would build them for nothing).
  if (config.logLevel !== 'silent') {
    app.use(
      pinoHttp({
        logger: log,
        autoLogging: { ignore: (req) => req.url === '/healthz' },
        serializers: { req: (req: { url?: string }) => ({ ...req, url: redactUrl(req.url ?? '') }) },
      }),
    );
  }
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          styleSrc: ["'self'", "'unsafe-inline'"],
          scriptSrc: ["'self'"],
          connectSrc: ["'self'"],
          frameSrc: ["'self'"],
          mediaSrc: ["'self'", 'data:', 'blob:'],
        },
      },
      crossOriginEmbedderPolicy: false,
    }),
  );
  app.use(
    cors({
      origin: config.corsOrigins.length > 0 ? config.corsOrigins : false,
      allowedHeaders: ['Authorization', 'Content-Type', 'Lang', 'Idempotency-Key'],
      methods: ['GET', 'POST'],
    }),
  );
  app.use(localeMiddleware);
  app.use(express.json({ limit: '100kb' }));
  app.use(express.urlencoded({ extended: false, limit: '100kb' }));

  app.get('/healthz', async (_req, res) => {
    await prisma.$queryRaw`SELECT 1`;
    res.json({ status: 'ok' });
  });

  const api = express.Router();
  // The money routes first: every request walks the routers in order, and these are the busiest.
  api.use(walletRoutes({ sql, bookkeepingSql, transfers, platforms, member }));
  api.use(siteRoutes(prisma));
  api.use(catalogueRoutes(prisma));
  api.use(contentRoutes({ prisma, content: createContentService(prisma), member, optionalMember: optionalMember(sessions) }));
  api.use(authRoutes({ auth, captcha, recovery, sessions, prisma, limits, member }));
  api.use(profileRoutes({ prisma, profile, member, limits }));
  api.use(launchRoutes({ sql, platforms, transfers, member, timeoutMs: config.platformTimeoutMs, log, agentSiteUrl: config.agentSiteUrl, jwtSecret: config.jwtSecret }));
  api.use(recordRoutes(prisma, member));
  api.use('/admin', walletAdminRoutes(prisma, bookkeepingSql, admin));
  api.use('/admin/activity', activityAdminRoutes(prisma, admin));
  api.use('/admin', adminRoutes({ prisma, sessions, hasher, limits, admin }));
  api.use(apiNotFound);
  app.use('/api', api);
  app.use(fileRoutes(prisma));
  app.use(builtinRoutes(prisma, createBuiltinBooks(sql), launchTokens));

  // The built web app (hash routing: every page is index.html).
  const index = path.join(config.webDist, 'index.html');
  if (existsSync(index)) {
    app.use(express.static(config.webDist, { index: false, maxAge: '1h' }));
    app.get(/^\/(?!api\/).*/, (_req, res) => res.sendFile(index));
  }

  app.use(errorHandler);
  return app;
}
