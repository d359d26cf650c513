import { createHash, timingSafeEqual } from 'node:crypto';
import http, { type IncomingMessage, type Server } from 'node:http';
import type { Express, RequestHandler } from 'express';
import { AggregatorRegistry, collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { OrderState, TransferState } from '@portal/contracts';
import type { LoadedConfig } from '../config.js';
import type { Logger } from '../logger.js';
import type { Core } from '../core.js';
import type { SqlPool } from '../db/sql.js';
import type { Job } from '../jobs/scheduler.js';
import { createPostingCounter } from './postings.js';
import { routeLabeller } from './routes.js';

/**
 * /metrics in the Prometheus text format: request durations, the database pools, job runs, the
 * business queues and ledger postings, and the process. Never public: served only with
 * METRICS_TOKEN as a bearer token, or only on METRICS_PORT (its own small server), or both; with
 * neither set there are no metrics at all (createMetrics answers null and nothing is mounted).
 *
 * The registry is this process's own (not prom-client's global one), so each test app has its own.
 * Under node:cluster each worker keeps its own; see docs/operations.md#monitoring for what the primary adds.
 */
export interface Metrics {
  registry: Registry;
  /** The request-duration middleware, first in the app (route labels are read from this app's routes). */
  timeRequests(app: Express): RequestHandler;
  /** GET /metrics on the main port, when METRICS_TOKEN is set and METRICS_PORT is not. */
  onMainPort: boolean;
  /** The handler of /metrics on the main port; a request without the token falls through as if it did not exist. */
  endpoint: RequestHandler;
  /** The same jobs, counting each run this process's scheduler starts, and each that fails. */
  countJobs(jobs: Job[]): Job[];
  /** Starts the METRICS_PORT server when configured (null otherwise). */
  listen(): Promise<Server | null>;
  /** A cluster worker: its registry answers the primary, which serves METRICS_PORT for all (serveClusterMetrics). */
  shareWithClusterPrimary(): void;
}

const SCRAPE_QUERY_TIMEOUT_MS = 5_000;

/** This process's metrics, or null when METRICS_TOKEN and METRICS_PORT are both unset. */
export function createMetrics({ config, sql, bookkeepingSql, log }: Pick<Core, 'config' | 'sql' | 'bookkeepingSql' | 'log'>): Metrics | null {
  if (!config.metrics) return null;
  const pools: Record<string, SqlPool> = { sql, bookkeeping: bookkeepingSql };
  const { token, port } = config.metrics;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const requests = new Histogram({
    name: 'portal_http_request_duration_seconds',
    help: 'Time from a request reaching the app to the last byte of its reply, by method, matched route, HTTP status and envelope reply code',
    labelNames: ['method', 'route', 'status', 'code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });

  const poolGauge = (name: string, help: string, read: (s: ReturnType<SqlPool['stats']>) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['pool'] as const,
      registers: [registry],
      collect() {
        for (const [pool, p] of Object.entries(pools)) this.set({ pool }, read(p.stats()));
      },
    });
  poolGauge('portal_db_pool_in_use', 'Connections of the pool checked out by a query or transaction', (s) => s.total - s.idle);
  poolGauge('portal_db_pool_idle', 'Open connections of the pool waiting for work', (s) => s.idle);
  poolGauge('portal_db_pool_waiting', 'Queries or transactions waiting for a connection of the pool', (s) => s.waiting);

  const jobRuns = new Counter({
    name: 'portal_job_runs_total',
    help: 'Job runs started by this process (under the job lock)',
    labelNames: ['job'] as const,
    registers: [registry],
  });
  const jobFailures = new Counter({
    name: 'portal_job_failures_total',
    help: 'Job runs started by this process that failed',
    labelNames: ['job'] as const,
    registers: [registry],
  });

  // The business gauges are counted in PostgreSQL at scrape time, one round of queries shared by
  // every gauge of the scrape. They are the same in every process: a cluster's aggregation takes
  // one worker's value ('max'), not the sum.
  const postings = createPostingCounter(sql);
  let inFlight: Promise<Business | null> | null = null;
  interface Business {
    queues: { transfers: string; deposits: string; withdrawals: string };
    postings: Map<string, number>;
    /** The chain watchers (modules/chain): each chain's lag behind the head, and its observed transfers by state. */
    chain: { lags: { chain: string; lag: string | null }[]; transfers: { chain: string; state: string; n: number }[] };
  }
  const business = () =>
    (inFlight ??= (async (): Promise<Business | null> => {
      try {
        const work = (async () => {
          const [queues] = await sql.query<Business['queues']>(
            `SELECT (SELECT count(*) FROM transfers WHERE state = ${TransferState.pending})::text AS transfers,
                    (SELECT count(*) FROM deposits WHERE state = ${OrderState.pending})::text AS deposits,
                    (SELECT count(*) FROM withdrawals WHERE state = ${OrderState.pending})::text AS withdrawals`,
          );
          const [lags, transfers] = await Promise.all([
            sql.query<{ chain: string; lag: string | null }>('SELECT chain, GREATEST(head_block - cursor_block, 0)::text AS lag FROM chain_cursors'),
            sql.query<{ chain: string; state: string; n: number }>('SELECT chain, state, count(*)::int AS n FROM chain_transfers GROUP BY chain, state'),
          ]);
          return { queues: queues!, postings: await postings(), chain: { lags, transfers } };
        })();
        let timer: NodeJS.Timeout | undefined;
        const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('metrics queries timed out')), SCRAPE_QUERY_TIMEOUT_MS)));
        try {
          return await Promise.race([work, timeout]);
        } finally {
          clearTimeout(timer);
        }
      } catch (err) {
        log.warn({ err }, 'metrics: the database counts could not be read');
        return null;
      } finally {
        inFlight = null;
      }
    })());

  new Gauge({
    name: 'portal_metrics_database_ok',
    help: '1 when the database counts of this scrape were read, 0 when the database did not answer (the portal_* queue and ledger series are then left out)',
    aggregator: 'min',
    registers: [registry],
    async collect() {
      this.set((await business()) ? 1 : 0);
    },
  });
  const queueGauge = (name: string, help: string, read: (q: Business['queues']) => string) =>
    new Gauge({
      name,
      help,
      aggregator: 'max',
      registers: [registry],
      async collect() {
        const b = await business();
        this.reset();
        if (b) this.set(Number(read(b.queues)));
      },
    });
  queueGauge('portal_transfers_pending', 'Transfers recorded and not yet settled or reversed', (q) => q.transfers);
  queueGauge('portal_deposits_awaiting_review', 'Deposit orders waiting for a finance decision', (q) => q.deposits);
  queueGauge('portal_withdrawals_awaiting_review', 'Withdrawals held and waiting for a finance decision', (q) => q.withdrawals);
  new Counter({
    name: 'portal_ledger_postings_total',
    help: 'Journal transactions in the ledger, by posting kind (wallet/chart.ts)',
    labelNames: ['kind'] as const,
    aggregator: 'max',
    registers: [registry],
    async collect() {
      const b = await business();
      this.reset();
      for (const [kind, n] of b?.postings ?? []) this.inc({ kind }, n);
    },
  });

  new Gauge({
    name: 'portal_chain_lag_blocks',
    help: 'Blocks between the chain head and the block the USDT watcher has read up to, by chain',
    labelNames: ['chain'] as const,
    aggregator: 'max',
    registers: [registry],
    async collect() {
      const b = await business();
      this.reset();
      for (const { chain, lag } of b?.chain.lags ?? []) if (lag !== null) this.set({ chain }, Number(lag));
    },
  });
  new Gauge({
    name: 'portal_chain_transfers',
    help: 'Observed USDT transfers to members by chain and state (pending, credited, orphaned, ignored, held)',
    labelNames: ['chain', 'state'] as const,
    aggregator: 'max',
    registers: [registry],
    async collect() {
      const b = await business();
      this.reset();
      for (const { chain, state, n } of b?.chain.transfers ?? []) this.set({ chain, state }, n);
    },
  });

  const authorized = token === null ? () => true : bearerCheck(token);
  const scrape = async (res: http.ServerResponse) => {
    const body = await registry.metrics();
    res.writeHead(200, { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' });
    res.end(body);
  };

  return {
    registry,
    timeRequests(app) {
      const routeOf = routeLabeller(app);
      return (req, res, next) => {
        const started = performance.now();
        res.once('finish', () => {
          const code = res.locals.replyCode as number | undefined;
          requests.observe({ method: req.method, route: routeOf(req), status: res.statusCode, code: code ?? '' }, (performance.now() - started) / 1000);
        });
        next();
      };
    },
    onMainPort: port === null,
    endpoint: (req, res, next) => {
      if (!authorized(req)) return next();
      scrape(res).catch(next);
    },
    countJobs: (jobs) =>
      jobs.map((job) => {
        // Both series exist from the start (0), so a rate or an alert on failures has data before the first one.
        jobRuns.inc({ job: job.name }, 0);
        jobFailures.inc({ job: job.name }, 0);
        return {
          ...job,
          async run() {
            jobRuns.inc({ job: job.name });
            try {
              return await job.run();
            } catch (err) {
              jobFailures.inc({ job: job.name });
              throw err;
            }
          },
        };
      }),
    async listen() {
      if (port === null) return null;
      return metricsServer({ port, host: config.host, authorized, log, body: async () => ({ type: registry.contentType, text: await registry.metrics() }) });
    },
    shareWithClusterPrimary() {
      // Constructing one installs prom-client's worker-side listener (setRegistries alone does not).
      new AggregatorRegistry();
      AggregatorRegistry.setRegistries([registry]);
    },
  };
}

/**
 * The cluster primary's METRICS_PORT (WEB_CONCURRENCY > 1): every worker's registry summed
 * (prom-client's AggregatorRegistry asks each worker over the cluster channel; the database-counted
 * series carry `aggregator: 'max'`, so they appear once). Null when METRICS_PORT is unset.
 */
export async function serveClusterMetrics({ config, log }: { config: LoadedConfig; log: Logger }): Promise<Server | null> {
  if (!config.metrics?.port) return null;
  const aggregator = new AggregatorRegistry();
  const { token, port } = config.metrics;
  return metricsServer({
    port,
    host: config.host,
    authorized: token === null ? () => true : bearerCheck(token),
    log,
    body: async () => ({ type: aggregator.contentType, text: await aggregator.clusterMetrics() }),
  });
}

/** The small server of METRICS_PORT: GET /metrics (with the token when one is set), 404 for anything else. */
async function metricsServer({
  port,
  host,
  authorized,
  log,
  body,
}: {
  port: number;
  host: string;
  authorized: (req: IncomingMessage) => boolean;
  log: Logger;
  body: () => Promise<{ type: string; text: string }>;
}): Promise<Server> {
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (req.method === 'GET' && path === '/metrics' && authorized(req)) {
      body()
        .then(({ type, text }) => {
          res.writeHead(200, { 'Content-Type': type, 'Cache-Control': 'no-store' });
          res.end(text);
        })
        .catch((err: unknown) => {
          log.error({ err }, 'metrics: scrape failed');
          if (!res.headersSent) res.writeHead(500);
          res.end();
        });
      return;
    }
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not Found');
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  log.info(`metrics on http://localhost:${port}/metrics`);
  return server;
}

/** `Authorization: Bearer <token>` compared in constant time (both sides hashed to the same length first). */
function bearerCheck(token: string): (req: IncomingMessage) => boolean {
  const expected = createHash('sha256').update(token).digest();
  return (req) => {
    const header = req.headers.authorization;
    const match = typeof header === 'string' ? /^Bearer +(\S+)\s*$/i.exec(header) : null;
    return !!match && timingSafeEqual(createHash('sha256').update(match[1]!).digest(), expected);
  };
}
