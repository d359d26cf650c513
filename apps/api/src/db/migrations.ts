import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { standaloneClient } from './pool.js';

/** Same table Prisma's own engine keeps, so the history stays usable by `prisma migrate`. */
const BOOKKEEPING = `
CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
  "id" VARCHAR(36) PRIMARY KEY NOT NULL,
  "checksum" VARCHAR(64) NOT NULL,
  "finished_at" TIMESTAMPTZ,
  "migration_name" VARCHAR(255) NOT NULL,
  "logs" TEXT,
  "rolled_back_at" TIMESTAMPTZ,
  "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
  "applied_steps_count" INTEGER NOT NULL DEFAULT 0
)`;
const LOCK_KEY = 72707369; // the advisory lock key Prisma uses for migrations

export interface MigrationFile {
  name: string;
  sql: string;
  checksum: string;
}

export function readMigrations(dir: string): MigrationFile[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && fs.existsSync(path.join(dir, d.name, 'migration.sql')))
    .map((d) => d.name)
    .sort()
    .map((name) => {
      const bytes = fs.readFileSync(path.join(dir, name, 'migration.sql'));
      return { name, sql: bytes.toString('utf8'), checksum: crypto.createHash('sha256').update(bytes).digest('hex') };
    });
}

/**
 * Applies pending migrations in name order, each in its own transaction, under an advisory lock
 * so concurrent starters wait. Refuses to run when an applied migration's file was changed.
 */
export async function applyMigrations(url: string, dir: string, log: (m: string) => void = () => {}): Promise<string[]> {
  const files = readMigrations(dir);
  const client = standaloneClient({ connectionString: url });
  await client.connect();
  const applied: string[] = [];
  try {
    await client.query('select pg_advisory_lock($1)', [LOCK_KEY]);
    await client.query(BOOKKEEPING);
    const { rows } = await client.query<{ migration_name: string; checksum: string; finished_at: Date | null; rolled_back_at: Date | null }>(
      'select migration_name, checksum, finished_at, rolled_back_at from "_prisma_migrations"',
    );
    const done = new Map(rows.filter((r) => r.rolled_back_at === null).map((r) => [r.migration_name, r]));
    for (const file of files) {
      const row = done.get(file.name);
      if (row) {
        if (!row.finished_at) throw new Error(`Migration ${file.name} failed earlier and must be resolved by hand.`);
        if (row.checksum !== file.checksum) throw new Error(`Migration ${file.name} was modified after it was applied (checksum mismatch).`);
        continue;
      }
      await client.query('begin');
      try {
        await client.query(file.sql);
        await client.query(
          `insert into "_prisma_migrations" (id, checksum, migration_name, started_at, finished_at, applied_steps_count)
           values ($1, $2, $3, now(), now(), 1)`,
          [crypto.randomUUID(), file.checksum, file.name],
        );
        await client.query('commit');
      } catch (e) {
        await client.query('rollback');
        throw new Error(`Migration ${file.name} failed: ${(e as Error).message}`, { cause: e });
      }
      applied.push(file.name);
      log(`applied migration ${file.name}`);
    }
  } finally {
    await client.query('select pg_advisory_unlock($1)', [LOCK_KEY]).catch(() => {});
    await client.end();
  }
  return applied;
}
