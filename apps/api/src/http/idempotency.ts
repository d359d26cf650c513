import { createHash } from 'node:crypto';
import type { RequestHandler, Response } from 'express';
import { IdempotentRequestStatus, ReplyCode } from '@portal/contracts';
import type { Sql } from '../db/sql.js';
import { isConnectionError } from '../db/errors.js';
import { sendEnvelope } from './envelope.js';

const KEY = /^[\x21-\x7e]{1,128}$/;

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** The caller-scoped Idempotency-Key of this request, when the client sent one. */
      idempotencyKey?: string;
    }
  }
}

/**
 * Money routes accept an Idempotency-Key header. The first request with a key runs and its reply is
 * stored before it is sent; a replay (same caller, route and key) gets that reply again and runs
 * nothing. The same key with a different body is refused; one still running answers code 409 (for
 * IDEMPOTENCY_LEASE_SECONDS at most: then its process is taken for dead and a retry runs it again).
 * Replies of unexpected failures (HTTP 5xx) and refusals are not kept, so the client may retry them;
 * invalid input never claims a key (see endpoint.ts: the input is parsed first).
 *
 * These rows may be written without waiting for the WAL flush (`sql` from a non-durable pool): a
 * crash can lose the last ones, and a replay then runs again, but the money it would move is
 * guarded durably on its own (a transfer's unique request_key, a posting's unique journal key).
 */
export function idempotent(sql: Sql, scope: string, { leaseSeconds = 60 }: { leaseSeconds?: number } = {}): RequestHandler {
  return async (req, res, next) => {
    const header = req.get('idempotency-key');
    if (header === undefined) return next();
    if (!KEY.test(header)) return sendEnvelope(res, { code: ReplyCode.validation, message: 'idempotency.keyInvalid' });
    const owner = req.member ? `m${req.member.userId}` : req.admin ? `a${req.admin.adminId}` : 'anon';
    const key = `${owner}:${scope}:${header}`;
    const requestHash = createHash('sha256')
      .update(JSON.stringify(req.body ?? {}))
      .digest('hex');

    // A claim still pending after the lease was left by a process that died mid-request (SIGKILL,
    // a lost machine): the retry takes it over and runs again, which is safe because the money it
    // moves is guarded by its own unique keys (a retried transfer finds the first one's row).
    const inserted = await sql.query(
      `INSERT INTO idempotent_requests (key, request_hash) VALUES ($1, $2)
       ON CONFLICT (key) DO UPDATE SET created_at = now()
         WHERE idempotent_requests.status = '${IdempotentRequestStatus.pending}' AND idempotent_requests.request_hash = EXCLUDED.request_hash
           AND idempotent_requests.created_at < now() - $3::int * interval '1 second'
       RETURNING 1`,
      [key, requestHash, leaseSeconds],
    );
    if (inserted.length === 0) {
      const [first] = await sql.query<{ request_hash: string; status: string; reply: unknown }>(
        'SELECT request_hash, status, reply FROM idempotent_requests WHERE key = $1',
        [key],
      );
      if (!first) return sendEnvelope(res, { code: ReplyCode.inProgress, message: 'idempotency.inProgress' });
      if (first.request_hash !== requestHash) return sendEnvelope(res, { code: ReplyCode.validation, message: 'idempotency.reused' });
      if (first.status !== IdempotentRequestStatus.done) return sendEnvelope(res, { code: ReplyCode.inProgress, message: 'idempotency.inProgress' });
      res.set('Idempotent-Replayed', 'true');
      res.locals.replyCode = (first.reply as { code?: number } | null)?.code;
      return void res.json(first.reply);
    }

    req.idempotencyKey = key;
    keepReply(res, (status, body) =>
      retryLostConnection({ backgroundSeconds: Math.max(1, leaseSeconds - 5) }, () =>
        status >= 500 || refused(body)
          ? sql.query('DELETE FROM idempotent_requests WHERE key = $1', [key])
          : sql.query(`UPDATE idempotent_requests SET status = '${IdempotentRequestStatus.done}', reply = $2::jsonb WHERE key = $1`, [
              key,
              JSON.stringify(body),
            ]),
      ),
    );
    next();
  };
}

/**
 * Releasing or completing a claim is idempotent, so a connection lost under it (a terminated
 * backend: the pool hands out a new one) is tried again, three times a moment apart, before the
 * reply goes out. With PostgreSQL down for longer, the reply goes out anyway and the write goes on
 * being tried in the background, every second, until it succeeds or `backgroundSeconds` are spent
 * (less than the lease, so it never releases a claim a retried request took over): the
 * client's retry with the same key then runs (or replays) within a second of the database's return
 * instead of answering 409 until the lease ends.
 */
async function retryLostConnection({ backgroundSeconds }: { backgroundSeconds: number }, write: () => Promise<unknown>): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await write();
      return;
    } catch (err) {
      if (!isConnectionError(err)) throw err;
      if (attempt >= 3) {
        keepTrying(write, backgroundSeconds);
        throw err;
      }
      await new Promise((r) => setTimeout(r, 100 * attempt));
    }
  }
}

function keepTrying(write: () => Promise<unknown>, triesLeft: number): void {
  if (triesLeft <= 0) return;
  setTimeout(() => {
    write().catch((err: unknown) => {
      if (isConnectionError(err)) keepTrying(write, triesLeft - 1);
    });
  }, 1_000).unref();
}

/** Replies of requests that ran: success, and a transfer that failed at the platform or is pending (its row holds the key). */
const RAN: ReadonlySet<unknown> = new Set([ReplyCode.ok, ReplyCode.transferFailed, ReplyCode.transferPending]);

/**
 * Replies of refused requests keep no row (invalid input, too many requests, short funds, not
 * allowed, busy, a withdrawal rule...): input is parsed before the key is claimed, and the rest
 * are the use case's own refusals, where nothing moved. A flood of refused requests thus stores
 * nothing, and the client may send the corrected request again under the same key.
 */
const refused = (body: unknown) => !RAN.has((body as { code?: unknown } | null)?.code);

/** Runs `store` with the reply before it goes out (so a replay right after the reply finds it). */
function keepReply(res: Response, store: (status: number, body: unknown) => Promise<void>): void {
  const send = res.json.bind(res);
  res.json = (body: unknown) => {
    store(res.statusCode, body)
      .catch((err: unknown) =>
        isConnectionError(err)
          ? res.req.log?.warn({ err }, 'could not store the idempotent reply yet (database unreachable); still trying in the background')
          : res.req.log?.error({ err }, 'could not store the idempotent reply'),
      )
      .finally(() => send(body));
    return res;
  };
}
