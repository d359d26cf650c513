import { createHash } from 'node:crypto';
import type pg from 'pg';
import { isConnectionError } from './errors.js';
import { createPgPool, lostConnection } from './pool.js';
import type { Logger } from '../logger.js';

/**
 * Plain SQL for the money hot path (ledger, transfers, the platform's books, sessions and
 * idempotency checks). Prisma 7's query layer costs 1-2 ms of CPU per query in Node; a transfer
 * runs about fifteen queries, so through Prisma the API process saturates a core long before
 * PostgreSQL does. Same database, same transactions; NUMERIC arrives as a string, int8 as a string.
 */
export interface Sql {
  query<R = Record<string, unknown>>(text: string, params?: unknown[], options?: QueryOptions): Promise<R[]>;
  /**
   * Immutable facts about committed rows (e.g. an account's id by its code) that a pool may
   * remember. Inside a transaction, what is remembered is kept only once the transaction commits.
   */
  memo?: { get(key: string): number | undefined; set(key: string, value: number): void };
}

export interface QueryOptions {
  /**
   * This statement is its transaction's last: inside SqlPool.tx, COMMIT is written right behind it,
   * in the same round trip, and the transaction takes no further statement. If this statement (or
   * one before it) fails, PostgreSQL answers that COMMIT with a rollback, so nothing of the
   * transaction stays. Outside a transaction (autocommit) it changes nothing.
   */
  thenCommit?: boolean;
  /**
   * A plain SELECT that takes no lock and is quick (a row by its key): outside a transaction it is
   * written with the other such reads asked for in the same turn of the event loop, on one
   * connection, in one write (pipelined, each with its own Sync: each has its own result or error).
   * Under load this spares a connection and a write to PostgreSQL per read. Never for a statement
   * that can wait on a lock or run long: the reads sent with it would wait behind it. Inside a
   * transaction it changes nothing.
   */
  plainRead?: boolean;
}

export interface SqlPool extends Sql {
  /** Runs `fn` in one transaction (READ COMMITTED); it rolls back when `fn` throws. */
  tx<T>(fn: (sql: Sql) => Promise<T>): Promise<T>;
  end(): Promise<void>;
  /** The pool's connections now: open, idle among them, and callers waiting for one (for /metrics). */
  stats(): { total: number; idle: number; waiting: number };
}

/**
 * `durable: false` gives a pool whose commits do not wait for the WAL flush
 * (synchronous_commit=off): only for bookkeeping whose loss in a crash is harmless because what it
 * protects is guarded durably elsewhere (see http/idempotency.ts).
 */
// Every statement is prepared once per connection (a named statement): PostgreSQL then skips
// parsing and, after a few runs, planning. The texts are fixed in the code, so the set is small.
const names = new Map<string, string>();
function statement(text: string, values: unknown[]): pg.QueryConfig {
  let name = names.get(text);
  if (!name) names.set(text, (name = `s_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`));
  return { name, text, values };
}

export function createSqlPool(url: string, max = 10, { durable = true, log }: { durable?: boolean; log?: Logger } = {}): SqlPool {
  // Pipeline mode: a statement is written without waiting for the replies of those before it on the
  // connection (replies still come back in order, one per statement). Awaited one by one, statements
  // behave as without it; a transaction's BEGIN goes out with its first statement (below), and a
  // caller may send statements that do not depend on each other's results back to back (wallet/transfers.ts).
  const pool = createPgPool(url, { logger: log, max, pipeline: true, ...(durable ? {} : { options: '-c synchronous_commit=off' }) });
  const remembered = new Map<string, number>();
  const MEMO_MAX = 200_000;
  const reads = plainReads(pool);
  return {
    async query<R>(text: string, params: unknown[] = [], options?: QueryOptions) {
      if (options?.plainRead) return reads.read<R>(text, params);
      // Autocommit: each statement is its own transaction, so thenCommit has nothing to add.
      // Not pool.query: pg-pool releases the connection with the statement's error, and a
      // connection released with an error is closed. Refusals that are a constraint's doing
      // (a platform wallet short of money, a second pending transfer) then cost a new backend
      // each: 54 a second in the long bank, three quarters of PostgreSQL's CPU. Only a lost
      // connection is discarded here, as in tx().
      const client = await pool.connect();
      let failed: Error | undefined;
      try {
        return (await client.query(statement(text, params))).rows as R[];
      } catch (err) {
        if (isConnectionError(err)) failed = err as Error;
        throw err;
      } finally {
        client.release(lostConnection(client) ?? failed);
      }
    },
    async tx<T>(fn: (sql: Sql) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      // A connection lost while held (between two statements, or before the first) is marked by
      // the pool (pool.ts lostConnection); one a statement found gone is noted here. Either way
      // no ROLLBACK is sent to it and the pool discards it on release.
      let failed: Error | undefined;
      const lost = () => lostConnection(client) ?? failed;
      const pending = new Map<string, number>();
      // BEGIN is sent with the transaction's first statement, in the same round trip (pipeline mode):
      // if it fails, so does that statement, whose error the caller sees.
      let begun = false;
      const begin = () => {
        if (begun) return;
        begun = true;
        client.query('BEGIN').catch(() => {});
      };
      // Set by a statement sent with thenCommit: that COMMIT's answer ends the transaction.
      let committing: Promise<pg.QueryResult> | undefined;
      const sql: Sql = {
        query: async <R>(text: string, params: unknown[] = [], options?: QueryOptions) => {
          if (committing) throw new Error('a statement after its transaction was committed (thenCommit)');
          begin();
          const sent = client.query(statement(text, params));
          if (options?.thenCommit) (committing = client.query('COMMIT')).catch(() => {});
          return (await sent).rows as R[];
        },
        memo: { get: (key) => pending.get(key) ?? remembered.get(key), set: (key, value) => void pending.set(key, value) },
      };
      try {
        const result = await fn(sql);
        begin(); // a transaction that ran no statement still commits an (empty) one
        const ended = await (committing ?? client.query('COMMIT'));
        // A COMMIT sent behind a statement that then failed is answered ROLLBACK (fn saw that statement's error).
        if (ended.command !== 'COMMIT') throw new Error(`the transaction ended in ${ended.command}, not COMMIT`);
        if (remembered.size + pending.size > MEMO_MAX) remembered.clear();
        for (const [key, value] of pending) remembered.set(key, value);
        return result;
      } catch (err) {
        if (isConnectionError(err)) failed ??= err as Error;
        // With COMMIT already sent, its answer ends the transaction (a rollback when a statement failed).
        if (committing) await committing.catch((e: unknown) => void (isConnectionError(e) && (failed ??= e as Error)));
        else if (!lost()) await client.query('ROLLBACK').catch(() => {});
        throw err;
      } finally {
        client.release(lost());
      }
    },
    end: () => pool.end(),
    stats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}

type Waiting = { text: string; params: unknown[]; resolve(rows: unknown[]): void; reject(err: unknown): void };
/** pg's socket under a client (not in its types): corked, the batch's messages leave in one write. */
type Corkable = { connection?: { stream?: { cork?(): void; uncork?(): void } } };

/**
 * QueryOptions.plainRead outside a transaction: the reads asked for during one turn of the event
 * loop wait for its end (setImmediate), then go out together on one connection, corked into one
 * write. A lost connection fails the reads sent on it, as it fails query()'s, and is discarded.
 */
function plainReads(pool: pg.Pool) {
  let gathering: Waiting[] | null = null;
  async function send(batch: Waiting[]): Promise<void> {
    let client: pg.PoolClient;
    try {
      client = await pool.connect();
    } catch (err) {
      for (const w of batch) w.reject(err);
      return;
    }
    let failed: Error | undefined;
    const stream = (client as Corkable).connection?.stream;
    stream?.cork?.();
    const fail = (w: Waiting, err: unknown) => {
      if (isConnectionError(err)) failed ??= err as Error;
      w.reject(err);
    };
    const answered: Promise<void>[] = [];
    for (const w of batch) {
      try {
        answered.push(
          client.query(statement(w.text, w.params)).then(
            (result) => w.resolve(result.rows),
            (err: unknown) => fail(w, err),
          ),
        );
      } catch (err) {
        fail(w, err);
      }
    }
    stream?.uncork?.();
    await Promise.all(answered);
    client.release(lostConnection(client) ?? failed);
  }
  return {
    read<R>(text: string, params: unknown[]): Promise<R[]> {
      return new Promise<unknown[]>((resolve, reject) => {
        if (!gathering) {
          const batch: Waiting[] = (gathering = []);
          setImmediate(() => {
            gathering = null;
            void send(batch);
          });
        }
        gathering.push({ text, params, resolve, reject });
      }) as Promise<R[]>;
    },
  };
}
