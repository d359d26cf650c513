import type { Request, RequestHandler } from 'express';
import { rateLimit, ipKeyGenerator, type Store, type IncrementResponse, type Options } from 'express-rate-limit';
import { ReplyCode } from '@portal/contracts';
import type { PrismaClient } from '../db/client.js';
import { sendEnvelope } from './envelope.js';

/**
 * Counters live in PostgreSQL so every API process shares them (design.md: nothing another
 * instance needs is kept in process memory). One atomic upsert per hit.
 */
class PostgresStore implements Store {
  private windowMs = 60_000;
  constructor(
    private readonly prisma: PrismaClient,
    readonly prefix: string,
  ) {}

  init(options: Options): void {
    this.windowMs = options.windowMs;
  }

  async increment(key: string): Promise<IncrementResponse> {
    const rows = await this.prisma.$queryRaw<{ hits: number; reset_at: Date }[]>`
      INSERT INTO rate_limit_hits (key, hits, reset_at)
      VALUES (${this.prefix + key}, 1, now() + ${this.windowMs} * interval '1 millisecond')
      ON CONFLICT (key) DO UPDATE SET
        hits = CASE WHEN rate_limit_hits.reset_at <= now() THEN 1 ELSE rate_limit_hits.hits + 1 END,
        reset_at = CASE WHEN rate_limit_hits.reset_at <= now() THEN EXCLUDED.reset_at ELSE rate_limit_hits.reset_at END
      RETURNING hits, reset_at`;
    const row = rows[0]!;
    return { totalHits: row.hits, resetTime: row.reset_at };
  }

  async decrement(key: string): Promise<void> {
    await this.prisma.$executeRaw`UPDATE rate_limit_hits SET hits = GREATEST(hits - 1, 0) WHERE key = ${this.prefix + key}`;
  }

  async resetKey(key: string): Promise<void> {
    await this.prisma.$executeRaw`DELETE FROM rate_limit_hits WHERE key = ${this.prefix + key}`;
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

export function createLimiter(prisma: PrismaClient, spec: LimitSpec): RequestHandler {
  if (!spec.enabled) return (_req, _res, next) => next();
  const keyOf = (req: Request) => (spec.key === 'ip' ? ipKeyGenerator(req.ip ?? '') : spec.key(req));
  return rateLimit({
    windowMs: spec.windowSeconds * 1000,
    limit: spec.limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    store: new PostgresStore(prisma, `${spec.name}:`),
    keyGenerator: (req) => keyOf(req) ?? '',
    skip: (req) => keyOf(req) === undefined,
    skipSuccessfulRequests: spec.failuresOnly ?? false,
    requestWasSuccessful: (_req, res) => res.locals.replyCode === ReplyCode.ok,
    handler: (req, res) => sendEnvelope(res, { code: ReplyCode.tooManyRequests, message: 'common.tooManyRequests' }, 429),
  });
}
