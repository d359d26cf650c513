import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { type Express, type RequestHandler } from 'express';
import cors from 'cors';
import helmet from 'helmet';
import { pinoHttp } from 'pino-http';
import type { Core } from './core.js';
import { redactUrl } from './logger.js';
import './http/types.js';
import { localeMiddleware } from './http/locale.js';
import { apiNotFound, errorHandler } from './http/error-handler.js';
import { inputGuard } from './http/input-guard.js';
import { requireAdmin } from './http/auth.js';
import type { Modules } from './modules/index.js';

/**
 * Helmet's headers. HSTS and the CSP's upgrade-insecure-requests only when the site is served over
 * HTTPS: PUBLIC_URL is https, or this request came over TLS (a proxy trusted by TRUST_PROXY saying
 * X-Forwarded-Proto: https). On plain HTTP (a LAN portal at http://192.168.x.x:8080) they would
 * send the browser to an https:// that does not exist.
 */
function securityHeaders(httpsSite: boolean): RequestHandler {
  const headers = (https: boolean) =>
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
          upgradeInsecureRequests: https ? [] : null,
        },
      },
      strictTransportSecurity: https,
      crossOriginEmbedderPolicy: false,
    });
  const overHttps = headers(true);
  const overHttp = headers(false);
  return (req, res, next) => (httpsSite || req.secure ? overHttps : overHttp)(req, res, next);
}

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
  app.use(securityHeaders(config.publicUrl.startsWith('https:')));
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
  api.use(inputGuard);
  for (const m of modules) if (m.routes) api.use(m.routes);
  api.use('/admin', requireAdmin(sessions, prisma, { totpRequired: config.staffTotpRequired }), ...modules.flatMap((m) => (m.adminRoutes ? [m.adminRoutes] : [])));
  api.use(apiNotFound);
  app.use('/api', api);
  for (const m of modules) if (m.files) app.use(m.files);
  app.use(gamePlatform);

  // The built back office under /admin/ (its own bundle; history routing: every /admin/* page is its index.html).
  const adminIndex = path.join(config.adminDist, 'index.html');
  if (existsSync(adminIndex)) {
    app.use('/admin', express.static(config.adminDist, { index: false, maxAge: '1h' }));
    app.get(/^\/admin(\/.*)?$/, (_req, res) => res.set('Cache-Control', 'no-store').sendFile(adminIndex));
  }

  // The built web app (hash routing: every page is index.html).
  const index = path.join(config.webDist, 'index.html');
  if (existsSync(index)) {
    app.use(express.static(config.webDist, { index: false, maxAge: '1h' }));
    app.get(/^\/(?!api\/).*/, (_req, res) => res.sendFile(index));
  }

  app.use(errorHandler);
  return app;
}
