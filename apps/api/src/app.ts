import { existsSync } from 'node:fs';
import path from 'node:path';
import type { TLSSocket } from 'node:tls';
import express, { type Express, type Request, type RequestHandler } from 'express';
import cors from 'cors';
import helmet, { type HelmetOptions } from 'helmet';
import type { Core } from './core.js';
import './http/types.js';
import { installLocale } from './http/locale.js';
import { requestLog } from './http/request-log.js';
import { apiNotFound, errorHandler } from './http/error-handler.js';
import { inputGuard } from './http/input-guard.js';
import { jsonBody } from './http/json-body.js';
import { createRouter, sequence } from './http/router.js';
import { checkMountedRoutes, routersByPath } from './http/table-routes.js';
import { docsGate } from './http/docs.js';
import { ADMIN_MOUNT } from '@portal/contracts';
import type { Modules } from './modules/index.js';
import type { Metrics } from './metrics/index.js';
import { createReadiness } from './db/readiness.js';
import { MIGRATIONS_DIR } from './db/database.js';

/**
 * Helmet's headers. HSTS and the CSP's upgrade-insecure-requests only when the site is served over
 * HTTPS: PUBLIC_URL is https, or this request came over TLS (a proxy trusted by TRUST_PROXY saying
 * X-Forwarded-Proto: https). On plain HTTP (a LAN portal at http://192.168.x.x:8080) they would
 * send the browser to an https:// that does not exist.
 *
 * Our helmet options are constant (no per-request nonce), so helmet's answer is the same for every
 * request: it is recorded once per scheme (running helmet itself against a recorder) and each
 * reply gets those headers in one loop instead of twelve chained middleware calls.
 */
export function helmetOptions(https: boolean): HelmetOptions {
  return {
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
  };
}

function securityHeaders(httpsSite: boolean): RequestHandler {
  const overHttps = recordHeaders(helmet(helmetOptions(true)));
  const overHttp = recordHeaders(helmet(helmetOptions(false)));
  // req.secure asks the trusted-proxy check for every request; without TLS and without an
  // X-Forwarded-Proto header its answer is false whoever the peer is (Express's req.protocol).
  const secure = (req: Request) => (req.socket as TLSSocket).encrypted === true || (!!req.headers['x-forwarded-proto'] && req.secure);
  return (req, res, next) => {
    const { set, removed } = httpsSite || secure(req) ? overHttps : overHttp;
    for (let i = 0; i < set.length; i++) res.setHeader(set[i]![0], set[i]![1]);
    for (let i = 0; i < removed.length; i++) res.removeHeader(removed[i]!);
    next();
  };
}

/** What a constant header middleware (helmet) does to a reply: the headers it sets, in order, and those it removes. */
function recordHeaders(middleware: RequestHandler): { set: [string, string][]; removed: string[] } {
  const set = new Map<string, [string, string]>();
  const removed = new Set<string>();
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      if (typeof value !== 'string') throw new Error(`security header ${name} is not a plain string`);
      removed.delete(name.toLowerCase());
      set.set(name.toLowerCase(), [name, value]);
    },
    removeHeader(name: string) {
      set.delete(name.toLowerCase());
      removed.add(name.toLowerCase());
    },
  };
  let called = false;
  let failure: unknown;
  middleware({} as never, recorder as never, (err?: unknown) => {
    called = true;
    failure = err;
  });
  if (!called || failure) throw new Error(`security headers could not be recorded: ${String(failure ?? 'next() not called')}`);
  return { set: [...set.values()], removed: [...removed] };
}

/** The largest JSON or form body read (100 kb, as body-parser counts: 102,400 bytes). */
const BODY_LIMIT = 100 * 1024;

/**
 * The JSON body parser, then the form parser (each leaves a body of the other type alone), as one
 * middleware: every request passes here, and each middleware the app's router walks costs a
 * request its own matching and dispatch.
 */
function bodyParsers(json: RequestHandler, form: RequestHandler): RequestHandler {
  return (req, res, next) => json(req, res, (err?: unknown) => (err ? next(err) : form(req, res, next)));
}

/**
 * The whole HTTP application, without listening: main.ts serves it, tests drive it with supertest.
 * Only mounting here: middleware, every module's routes under /api, one /api/admin mount (every
 * module's back-office routes, each authenticating staff itself), the files, the game platform and the
 * built web app. What the routes do is in the modules (modules/index.ts builds them).
 */
export function createApp(
  core: Core,
  { modules, gamePlatform, seamlessWalletApi }: Pick<Modules, 'modules' | 'gamePlatform' | 'seamlessWalletApi'>,
  {
    metrics = null,
    draining = () => false,
  }: {
    metrics?: Metrics | null;
    /** True once SIGTERM began the drain: readiness then says 503 so a load balancer sends nothing new. */
    draining?: () => boolean;
  } = {},
): Express {
  const { config, log } = core;
  const app = express();
  // Paths match exactly as written (letter case, trailing slash): set before the first route, as
  // Express reads them when it makes the app's router; every other router is http/router.ts's.
  app.set('case sensitive routing', true);
  app.set('strict routing', true);
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  // Metrics (metrics/index.ts): nothing at all unless METRICS_TOKEN or METRICS_PORT is set.
  if (metrics) app.use(metrics.timeRequests(app));
  if (metrics?.onMainPort) app.get('/metrics', metrics.endpoint);
  // Request logs (http/request-log.ts): req.log on demand; a line per request with ACCESS_LOG=on at level info.
  const logRequests = requestLog(app, log, { accessLog: config.accessLog });
  if (logRequests) app.use(logRequests);
  app.use(securityHeaders(config.publicUrl.startsWith('https:')));
  // With no allowed origin, cors({origin: false}) does nothing at all (no header, preflights passed
  // on): then it is not mounted.
  if (config.corsOrigins.length > 0) {
    app.use(
      cors({
        origin: config.corsOrigins,
        allowedHeaders: ['Authorization', 'Content-Type', 'Lang', 'Idempotency-Key'],
        methods: ['GET', 'POST'],
      }),
    );
  }
  installLocale(app);
  // The seamless providers' wallet API reads its own raw body (its signature is of the bytes): before the parsers.
  app.use('/api/wallet', seamlessWalletApi);
  // A plain JSON body (nearly every API call) is read by http/json-body.ts; any other body by body-parser.
  app.use(
    jsonBody({
      limit: BODY_LIMIT,
      otherwise: bodyParsers(express.json({ limit: BODY_LIMIT }), express.urlencoded({ extended: false, limit: BODY_LIMIT })),
    }),
  );

  // Liveness: the process answers. It never asks the database, so a database outage does not get
  // a healthy process restarted; readiness (/readyz) says whether it can serve requests now.
  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  const readiness = createReadiness({ sql: core.sql, migrationsDir: MIGRATIONS_DIR });
  app.get('/readyz', async (_req, res) => {
    res.set('Cache-Control', 'no-store');
    if (draining()) return void res.status(503).json({ status: 'draining' });
    const { ready, database, pendingMigrations } = await readiness();
    res.status(ready ? 200 : 503).json({ status: ready ? 'ok' : 'unavailable', database, pending_migrations: pendingMigrations });
  });

  // Every route under /api is a line of the API table of contracts, and every line is mounted.
  const memberRouters = modules.flatMap((m) => (m.routes ? [m.routes] : []));
  const adminRouters = modules.flatMap((m) => (m.adminRoutes ? [m.adminRoutes] : []));
  checkMountedRoutes({ api: memberRouters, admin: adminRouters });
  const admin = createRouter();
  admin.use(ADMIN_MOUNT.slice('/api'.length), ...adminRouters);
  // In this order, as a router's middleware (http/router.ts sequence: without a router's own cost).
  const api = sequence([
    inputGuard,
    // The API's OpenAPI document and its reference page, both from the same table.
    docsGate(),
    routersByPath(memberRouters),
    admin,
    apiNotFound,
  ]);
  app.use('/api', api);
  // Any other spelling of the API prefix (/API, /Api/, ...) is an unknown API path, never a page.
  // (and with doubled leading slashes or an encoded slash after it: //api/admin/x, /api%2Fadmin).
  app.use(/^\/+api(?:[/%].*)?$/i, apiNotFound);
  // The game platforms answer /play/... only, before the files (no other request enters their routers).
  app.use((req, res, next) => (req.path.startsWith('/play/') ? gamePlatform(req, res, next) : next()));
  for (const m of modules) if (m.files) app.use(m.files);

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
    // Every path under /api, in any spelling, was answered above: what reaches here is a page.
    app.get(/.*/, (_req, res) => res.sendFile(index));
  }

  app.use(errorHandler);
  return app;
}
