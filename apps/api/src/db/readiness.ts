import type { Sql } from './sql.js';
import { readMigrations } from './migrations.js';
import { isConnectionError } from './errors.js';

export interface Readiness {
  ready: boolean;
  /** `unreachable`: no connection to PostgreSQL could be had (or it dropped) just now. */
  database: 'ok' | 'unreachable';
  /** Migrations this code ships that the database has not recorded as applied (a release ahead of its database). */
  pendingMigrations: string[];
}

/**
 * Whether this process can serve requests now: PostgreSQL answers and every migration the code
 * knows is applied. What a load balancer's readiness probe asks (/readyz); liveness (/healthz) is
 * the process alone and never asks the database.
 */
export function createReadiness({ sql, migrationsDir }: { sql: Sql; migrationsDir: string }): () => Promise<Readiness> {
  let shipped: string[] | undefined;
  return async () => {
    shipped ??= readMigrations(migrationsDir).map((m) => m.name);
    try {
      const rows = await sql.query<{ migration_name: string }>(
        'SELECT migration_name FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL',
      );
      const applied = new Set(rows.map((r) => r.migration_name));
      const pendingMigrations = shipped.filter((name) => !applied.has(name));
      return { ready: pendingMigrations.length === 0, database: 'ok', pendingMigrations };
    } catch (err) {
      if (!isConnectionError(err)) throw err;
      return { ready: false, database: 'unreachable', pendingMigrations: [] };
    }
  };
}
