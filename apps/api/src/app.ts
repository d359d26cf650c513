import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { type Express } from 'express';
import cors from 'cors';
import helmet from 'helmet';
import { pinoHttp } from 'pino-http';
import type { Core } from './core.js';
import { redactUrl } from './logger.js';
import './http/types.js';
import { localeMiddleware } from './http/locale.js';
import { apiNotFound, errorHandler } from './http/error-handler.js';
import { requireAdmin } from './http/auth.js';
import type { Modules } from './modules/index.js';

/**
 * The whole HTTP application, without listening: main.ts serves it, tests drive it with supertest.
 * Only mounting here: middleware, every module's routes under /api, one /api/admin mount (admin
 * authentication, then every module's back-office routes), the files, the game platform and the
 * built web app. What the routes do is in the modules (modules/index.ts builds them).
 */
export function createApp(core: Core, { modules, gamePlatform }: Pick<Modules, 'modules' | 'gamePlatform'>): Express {
  const { config, prisma, log, sessions } = core;
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
  for (const m of modules) if (m.routes) api.use(m.routes);
  api.use('/admin', requireAdmin(sessions, prisma), ...modules.flatMap((m) => (m.adminRoutes ? [m.adminRoutes] : [])));
  api.use(apiNotFound);
  app.use('/api', api);
  for (const m of modules) if (m.files) app.use(m.files);
  app.use(gamePlatform);

  // The built web app (hash routing: every page is index.html).
  const index = path.join(config.webDist, 'index.html');
  if (existsSync(index)) {
    app.use(express.static(config.webDist, { index: false, maxAge: '1h' }));
    app.get(/^\/(?!api\/).*/, (_req, res) => res.sendFile(index));
  }

  app.use(errorHandler);
  return app;
}
