import pg from 'pg';
import type { PrismaClient, Tx } from './client.js';

/**
 * Plain SQL for the money hot path (ledger, transfers, the platform's books, sessions and
 * idempotency checks). Prisma 7's query layer costs 1-2 ms of CPU per query in Node; a transfer
 * runs about fifteen queries, so through Prisma the API process saturates a core long before
 * PostgreSQL does. Same database, same transactions; NUMERIC arrives as a string, int8 as a string.
 */
export interface Sql {
  query<R = Record<string, unknown>>(text: string, params?: unknown[]): Promise<R[]>;
}

export interface SqlPool extends Sql {
  /** Runs `fn` in one transaction (READ COMMITTED); it rolls back when `fn` throws. */
  tx<T>(fn: (sql: Sql) => Promise<T>): Promise<T>;
  end(): Promise<void>;
}

export function createSqlPool(url: string, max = 10): SqlPool {
  const pool = new pg.Pool({ connectionString: url, max });
  pool.on('error', () => {}); // an idle client's connection dropped: the pool replaces it
  return {
    async query<R>(text: string, params: unknown[] = []) {
      return (await pool.query(text, params)).rows as R[];
    },
    async tx<T>(fn: (sql: Sql) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      const sql: Sql = { query: async <R>(text: string, params: unknown[] = []) => (await client.query(text, params)).rows as R[] };
      try {
        await client.query('BEGIN');
        const result = await fn(sql);
        await client.query('COMMIT');
        return result;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => {});
        throw err;
      } finally {
        client.release();
      }
    },
    end: () => pool.end(),
  };
}

/** A Prisma client or interactive transaction seen as Sql (for money commands inside Prisma transactions, e.g. the seed). */
export function prismaSql(db: PrismaClient | Tx): Sql {
  return { query: <R>(text: string, params: unknown[] = []) => db.$queryRawUnsafe<R[]>(text, ...params) };
}
