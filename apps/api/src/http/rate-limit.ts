import type { Request, RequestHandler } from 'express';
import { rateLimit, ipKeyGenerator, type Store, type IncrementResponse, type Options } from 'express-rate-limit';
import { ReplyCode } from '@portal/contracts';
import type { Sql } from '../db/sql.js';
import { sendEnvelope } from './envelope.js';
import { AppError } from '../errors.js';

/**
 * Counters live in PostgreSQL so every API process shares them (docs/architecture.md#data-rules:
 * nothing another instance needs is kept in process memory). One atomic upsert per hit.
 */
class PostgresStore implements Store {
  private windowMs = 60_000;
  constructor(
    private readonly sql: Sql,
    readonly prefix: string,
  ) {}

  init(options: Options): void {
    this.windowMs = options.windowMs;
  }

  async increment(key: string): Promise<IncrementResponse> {
    const rows = await this.sql.query<{ hits: number; reset_at: Date }>(
      `INSERT INTO rate_limit_hits (key, hits, reset_at)
       VALUES ($1, 1, now() + $2::float8 * interval '1 millisecond')
       ON CONFLICT (key) DO UPDATE SET
         hits = CASE WHEN rate_limit_hits.reset_at <= now() THEN 1 ELSE rate_limit_hits.hits + 1 END,
         reset_at = CASE WHEN rate_limit_hits.reset_at <= now() THEN EXCLUDED.reset_at ELSE rate_limit_hits.reset_at END
       RETURNING hits, reset_at`,
      [this.prefix + key, this.windowMs],
    );
    const row = rows[0]!;
    return { totalHits: row.hits, resetTime: row.reset_at };
  }

  async decrement(key: string): Promise<void> {
    await this.sql.query('UPDATE rate_limit_hits SET hits = GREATEST(hits - 1, 0) WHERE key = $1', [this.prefix + key]);
  }

  async resetKey(key: string): Promise<void> {
    await this.sql.query('DELETE FROM rate_limit_hits WHERE key = $1', [this.prefix + key]);
  }
}

export interface LimitSpec {
  /** Off (RATE_LIMIT_MODE=off): the limit lets everything through. */
  enabled: boolean;
  name: string;
  limit: number;
  windowSeconds: number;
  /** Which requests count together; returning undefined skips the limit for that request. */
  key: 'ip' | ((req: Request) => string | undefined);
  /** Count only failed attempts (reply code other than 200). */
  failuresOnly?: boolean;
}

export function createLimiter(sql: Sql, spec: LimitSpec): RequestHandler {
  if (!spec.enabled) return (_req, _res, next) => next();
  const keyOf = (req: Request) => (spec.key === 'ip' ? ipKeyGenerator(req.ip ?? '') : spec.key(req));
  return rateLimit({
    windowMs: spec.windowSeconds * 1000,
    limit: spec.limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    store: new PostgresStore(sql, `${spec.name}:`),
    keyGenerator: (req) => keyOf(req) ?? '',
    skip: (req) => keyOf(req) === undefined,
    skipSuccessfulRequests: spec.failuresOnly ?? false,
    requestWasSuccessful: (_req, res) => res.locals.replyCode === ReplyCode.ok,
    handler: (req, res) => sendEnvelope(res, { code: ReplyCode.tooManyRequests, message: 'common.tooManyRequests' }, 429),
  });
}

/**
 * A limit on failed requests per member that costs a successful request nothing. express-rate-limit's
 * `skipSuccessfulRequests` counts every request first and takes the hit back after a success (two
 * statements on every transfer); here only a failure is counted, before its reply leaves (so the
 * next request sees it), and the check reads the live count: `refuse` as a query of its own, or a
 * route folds `key`/`limit` into a statement it already runs (a transfer reads it with the member's row).
 */
export interface FailureLimit {
  /** Counts the request when its reply code is not 200. */
  count: RequestHandler;
  /** Refuses (429) a member at the limit, with one query. */
  refuse: RequestHandler;
  /** The counter's key for a member (rate_limit_hits.key); undefined when the limit is off. */
  key(userId: number): string | undefined;
  limit: number;
  /** The limit's reply (429) for a route that folded the check. */
  refused(): AppError;
  /** Counts one failure of a member outside an HTTP route's `count` (the game page's wallet, authorised by a launch token). */
  hit(userId: number): Promise<void>;
}

export function createFailureLimit(sql: Sql, spec: Omit<LimitSpec, 'key' | 'failuresOnly'>): FailureLimit {
  const key = (userId: number) => (spec.enabled ? `${spec.name}:m${userId}` : undefined);
  const refused = () => new AppError(ReplyCode.tooManyRequests, 'common.tooManyRequests', 429);
  // Plain SQL, not Prisma: a refused transfer is common (short of money, another one in progress),
  // and through Prisma's query layer each count cost about a millisecond of the API's CPU.
  const countHit = (counted: string) =>
    sql.query(
      `INSERT INTO rate_limit_hits (key, hits, reset_at) VALUES ($1, 1, now() + $2 * interval '1 second')
       ON CONFLICT (key) DO UPDATE SET
         hits = CASE WHEN rate_limit_hits.reset_at <= now() THEN 1 ELSE rate_limit_hits.hits + 1 END,
         reset_at = CASE WHEN rate_limit_hits.reset_at <= now() THEN EXCLUDED.reset_at ELSE rate_limit_hits.reset_at END`,
      [counted, spec.windowSeconds],
    );
  const count: RequestHandler = (req, res, next) => {
    const counted = req.member ? key(req.member.userId) : undefined;
    if (!counted) return next();
    const end = res.end.bind(res) as (...args: unknown[]) => typeof res;
    res.end = ((...args: unknown[]) => {
      if (res.locals.replyCode === ReplyCode.ok) return end(...args);
      void countHit(counted)
        .catch(() => {})
        .finally(() => end(...args));
      return res;
    }) as typeof res.end;
    next();
  };
  const refuse: RequestHandler = async (req, _res, next) => {
    const checked = req.member ? key(req.member.userId) : undefined;
    if (checked) {
      const [row] = await sql.query<{ hits: number }>('SELECT hits FROM rate_limit_hits WHERE key = $1 AND reset_at > now()', [checked]);
      if ((row?.hits ?? 0) >= spec.limit) throw refused();
    }
    next();
  };
  const hit = async (userId: number) => {
    const counted = key(userId);
    if (counted) await countHit(counted);
  };
  return { count, refuse, key, limit: spec.limit, refused, hit };
}
