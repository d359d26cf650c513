import type { Sql } from '../../../db/sql.js';
import type { CursorRow } from '../presenter.js';

// How far each chain's watcher has read (chain_cursors, one row per chain): the cursor block, the
// chain's head at its last run, the token's decimals, and its errors and back-off.

/** The watcher's cursor (undefined before its first run). */
export async function cursorOf(sql: Sql, chain: string): Promise<{ cursor_block: string; backoff_until: Date | null; errors: number } | undefined> {
  const [row] = await sql.query<{ cursor_block: string; backoff_until: Date | null; errors: number }>(
    'SELECT cursor_block::text AS cursor_block, backoff_until, errors FROM chain_cursors WHERE chain = $1',
    [chain],
  );
  return row;
}

/** The TRC20 watcher's cursor (undefined before its first run). */
export async function tronCursorOf(sql: Sql, chain: string): Promise<{ cursor_block: string; backoff_until: Date | null } | undefined> {
  const [row] = await sql.query<{ cursor_block: string; backoff_until: Date | null }>(
    'SELECT cursor_block::text AS cursor_block, backoff_until FROM chain_cursors WHERE chain = $1',
    [chain],
  );
  return row;
}

/** The cursor row, at `cursorBlock`, unless it exists. */
export async function createCursor(sql: Sql, { chain, cursorBlock, at }: { chain: string; cursorBlock: string | number; at: Date }): Promise<void> {
  await sql.query('INSERT INTO chain_cursors (chain, cursor_block, updated_at) VALUES ($1, $2, $3) ON CONFLICT (chain) DO NOTHING', [chain, cursorBlock, at]);
}

/** The cursor moved forward to `block` (never back), with the transfers recorded up to it. */
export async function advanceCursor(tx: Sql, { chain, block, at }: { chain: string; block: string; at: Date }): Promise<void> {
  await tx.query('UPDATE chain_cursors SET cursor_block = GREATEST(cursor_block, $2), updated_at = $3 WHERE chain = $1', [chain, block, at]);
}

/** A run that went through: the head it read (and the token's decimals, ERC20), errors and back-off cleared. */
export async function runSucceeded(sql: Sql, { chain, head, at, decimals }: { chain: string; head: string; at: Date; decimals?: number }): Promise<void> {
  if (decimals === undefined) {
    await sql.query("UPDATE chain_cursors SET head_block = $2, last_error = '', errors = 0, backoff_until = NULL, updated_at = $3 WHERE chain = $1", [
      chain,
      head,
      at,
    ]);
    return;
  }
  await sql.query(
    "UPDATE chain_cursors SET head_block = $2, decimals = $4, last_error = '', errors = 0, backoff_until = NULL, updated_at = $3 WHERE chain = $1",
    [chain, head, at, decimals],
  );
}

/** A provider's error counted on the cursor; returns how many in a row. */
export async function countError(sql: Sql, { chain, message, at }: { chain: string; message: string; at: Date }): Promise<number> {
  const [row] = await sql.query<{ errors: number }>(
    `UPDATE chain_cursors SET errors = errors + 1, last_error = $2, error_at = $3, updated_at = $3 WHERE chain = $1 RETURNING errors`,
    [chain, message, at],
  );
  return row?.errors ?? 1;
}

export async function backOffUntil(sql: Sql, chain: string, until: Date): Promise<void> {
  await sql.query('UPDATE chain_cursors SET backoff_until = $2 WHERE chain = $1', [chain, until]);
}

/** The token's decimals as the last run read them (null before the first run). */
export async function knownDecimals(sql: Sql, chain: string): Promise<number | null> {
  const [row] = await sql.query<{ decimals: number | null }>('SELECT decimals FROM chain_cursors WHERE chain = $1', [chain]);
  return row?.decimals ?? null;
}

/** Every chain's cursor (the back office's status). */
export function allCursors(sql: Sql): Promise<CursorRow[]> {
  return sql.query<CursorRow>(
    'SELECT chain, cursor_block::text AS cursor_block, head_block::text AS head_block, last_error, error_at, updated_at FROM chain_cursors',
  );
}

/** The cursor locked for a rescan, and where it was. */
export async function lockCursor(tx: Sql, chain: string): Promise<string | null> {
  const [before] = await tx.query<{ cursor_block: string }>('SELECT cursor_block::text AS cursor_block FROM chain_cursors WHERE chain = $1 FOR UPDATE', [
    chain,
  ]);
  return before?.cursor_block ?? null;
}

/** The cursor set to `cursorBlock` (a rescan reads on from there), its back-off cleared. */
export async function setCursor(tx: Sql, { chain, cursorBlock, at }: { chain: string; cursorBlock: number; at: Date }): Promise<void> {
  await tx.query(
    `INSERT INTO chain_cursors (chain, cursor_block, updated_at) VALUES ($1, $2, $3::timestamptz AT TIME ZONE 'UTC')
     ON CONFLICT (chain) DO UPDATE SET cursor_block = EXCLUDED.cursor_block, backoff_until = NULL, updated_at = EXCLUDED.updated_at`,
    [chain, cursorBlock, at.toISOString()],
  );
}
