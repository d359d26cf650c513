import { createHash } from 'node:crypto';
import { isStaffRole } from '@portal/contracts';
import { Prisma } from '../db/client.js';
import type { Clock } from '../clock.js';
import { adminScope } from '../context.js';
import type { Sql, SqlPool } from '../db/sql.js';

export interface AuditEntry {
  adminId: number;
  action: string;
  /** Whom or what the action was about (a username, an id). */
  target?: string;
  detail?: Prisma.InputJsonValue;
  /** Settings changes: the values before and after the change. */
  before?: Prisma.InputJsonValue;
  after?: Prisma.InputJsonValue;
  /** Money actions: the amount moved or decided. */
  amount?: Prisma.Decimal | string;
  /** The actor's IP; by default the IP of the admin request being served. */
  ip?: string;
  /** The actor's role; by default that of the admin request being served, else the account's. */
  role?: string;
}

/**
 * Writes one audit row; pass the caller's `Sql` transaction to commit it with the action. Given a
 * pool, it writes in a transaction of its own.
 */
export type Audit = (db: AuditDb, entry: AuditEntry) => Promise<void>;
export type AuditDb = Sql | SqlPool;

/** What a row's hash covers, in one fixed shape (the same whether built at write or read back). */
export interface AuditContent {
  admin_id: number;
  role: string;
  action: string;
  target: string;
  detail: unknown;
  before: unknown;
  after: unknown;
  amount: string | null;
  ip: string;
  /** ISO-8601 UTC with milliseconds (the column's precision). */
  created_at: string;
}

/** JSON with object keys sorted at every level: jsonb does not keep key order, so the hash must not depend on it. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value ?? null);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

/** sha256 over the previous row's hash and this row's canonical content (hex). */
export function chainHash(prevHash: string, content: AuditContent): string {
  return createHash('sha256').update(prevHash).update('\n').update(canonicalJson(content)).digest('hex');
}

/** A JSON value as jsonb will give it back (no undefined, no class instances). */
const asStored = (v: Prisma.InputJsonValue | undefined): unknown => (v === undefined ? null : (JSON.parse(JSON.stringify(v)) as unknown));

const isSqlPool = (db: Sql | SqlPool): db is SqlPool => 'tx' in db;

/**
 * Every admin action leaves a row: who (and in which role), what, on whom, the details, the
 * before/after of a settings change, the amount, the IP and the time. Rows are append-only (a
 * trigger refuses UPDATE, DELETE and TRUNCATE) and hash-chained. Appends are serialised by the lock
 * on the one audit_chain_head row, held until the caller's transaction ends, so two concurrent
 * admin actions can never both extend the same predecessor (no fork in the chain).
 */
export function createAudit({ clock }: { clock: Clock }): Audit {
  /** The row's role: given, that of the admin request being served, else the account's. */
  function roleOf(entry: AuditEntry, lookup: () => Promise<string | undefined>): Promise<string> | string {
    const scope = adminScope.getStore();
    const inScope = scope?.adminId === entry.adminId ? scope : undefined;
    const role = entry.role ?? inScope?.role;
    if (role !== undefined) return role;
    return lookup().then((r) => (r !== undefined && isStaffRole(r) ? r : (r ?? '')));
  }

  function contentOf(entry: AuditEntry, role: string): AuditContent {
    const scope = adminScope.getStore();
    const inScope = scope?.adminId === entry.adminId ? scope : undefined;
    return {
      admin_id: entry.adminId,
      role,
      action: entry.action,
      target: entry.target ?? '',
      detail: asStored(entry.detail ?? {}),
      before: asStored(entry.before),
      after: asStored(entry.after),
      amount: entry.amount === undefined ? null : new Prisma.Decimal(entry.amount).toFixed(2),
      ip: (entry.ip ?? inScope?.ip ?? '').slice(0, 64),
      created_at: clock.now().toISOString(),
    };
  }

  /** Appends the row in the caller's transaction, holding the chain head's lock until it ends. */
  async function append(tx: Sql, entry: AuditEntry): Promise<void> {
    const [head] = await tx.query<{ hash: string }>('SELECT hash FROM audit_chain_head WHERE id = 1 FOR UPDATE');
    const prevHash = head?.hash ?? '';
    const role = await roleOf(entry, async () => (await tx.query<{ role: string }>('SELECT role FROM admins WHERE id = $1', [entry.adminId]))[0]?.role);
    const content = contentOf(entry, role);
    const hash = chainHash(prevHash, content);
    const json = (v: unknown) => (v === null ? null : JSON.stringify(v));
    await tx.query(
      `WITH row AS (
         INSERT INTO audit_logs (admin_id, role, action, target, detail, before, after, amount, ip, prev_hash, hash, created_at)
         VALUES ($1, $2, $3, $4, $5::jsonb, $6::jsonb, $7::jsonb, $8::numeric, $9, $10, $11, $12::timestamptz AT TIME ZONE 'UTC') RETURNING id)
       UPDATE audit_chain_head SET last_id = (SELECT id FROM row), hash = $11 WHERE id = 1`,
      [
        content.admin_id,
        content.role,
        content.action,
        content.target,
        JSON.stringify(content.detail),
        json(content.before),
        json(content.after),
        content.amount,
        content.ip,
        prevHash,
        hash,
        content.created_at,
      ],
    );
  }

  return async (db, entry) => {
    await (isSqlPool(db) ? db.tx((tx) => append(tx, entry)) : append(db, entry));
  };
}

/** A row as read back: the hashed content plus its id and chain links. */
interface StoredRow extends AuditContent {
  /** int8, as the Sql door gives it: a string. */
  id: string;
  prev_hash: string | null;
  hash: string | null;
}

const BATCH = 1000;

/**
 * Walks the chain: each row must name its predecessor's hash and hash to its own content, and the
 * head must name the last row. Returns the id of the first row that does not.
 *
 * Checkpointed: a walk that finds the chain whole records where it ended (verify_checkpoints, name
 * 'audit': the last row's id and hash), and the next walk starts there, reading only the rows
 * appended since (the rows before it cannot change: a trigger refuses UPDATE and DELETE, and the
 * checkpoint row's hash is compared with the row it names). `full` walks from the first hashed row
 * (rows written before the chain existed carry no hash and come first), as every walk did before.
 * Appends are serialised by the chain head's lock, so ids follow commit order and no row can later
 * appear behind the checkpoint.
 */
export async function verifyAuditChain(
  sql: Sql,
  { full = false }: { full?: boolean } = {},
): Promise<{ ok: boolean; first_broken: number | null; checked: number }> {
  let prev = '';
  let started = false;
  let afterId = 0n;
  let checked = 0;
  let lastId: bigint | null = null;
  if (!full) {
    const [mark] = await sql.query<{ last_id: string; hash: string; row_hash: string | null }>(
      `SELECT c.last_id, c.hash, l.hash AS row_hash FROM verify_checkpoints c LEFT JOIN audit_logs l ON l.id = c.last_id WHERE c.name = 'audit'`,
    );
    if (mark) {
      if (mark.row_hash !== mark.hash) return { ok: false, first_broken: Number(mark.last_id), checked };
      prev = mark.hash;
      started = true;
      afterId = BigInt(mark.last_id);
      lastId = afterId;
    }
  }
  for (;;) {
    const rows = await sql.query<StoredRow>(
      `SELECT id, admin_id, role, action, target, detail, before, after, amount::text AS amount, ip,
              to_char(created_at, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at, prev_hash, hash
       FROM audit_logs WHERE id > $1 ORDER BY id LIMIT $2`,
      [afterId.toString(), BATCH],
    );
    for (const r of rows) {
      afterId = BigInt(r.id);
      if (r.hash === null) {
        if (started) return { ok: false, first_broken: Number(r.id), checked };
        continue;
      }
      started = true;
      checked += 1;
      const content: AuditContent = {
        admin_id: r.admin_id,
        role: r.role,
        action: r.action,
        target: r.target,
        detail: r.detail,
        before: r.before,
        after: r.after,
        amount: r.amount,
        ip: r.ip,
        created_at: r.created_at,
      };
      if (r.prev_hash !== prev || chainHash(prev, content) !== r.hash) return { ok: false, first_broken: Number(r.id), checked };
      prev = r.hash;
      lastId = afterId;
    }
    if (rows.length < BATCH) break;
  }
  const [head] = await sql.query<{ last_id: string | null; hash: string }>('SELECT last_id, hash FROM audit_chain_head WHERE id = 1');
  // Rows missing after the last one found (deleted with the trigger bypassed): the head names a later row.
  if (head && (head.hash !== prev || (head.last_id === null ? null : BigInt(head.last_id)) !== lastId))
    return { ok: false, first_broken: Number(head.last_id ?? lastId ?? 0), checked };
  if (lastId !== null) {
    await sql.query(
      `INSERT INTO verify_checkpoints (name, last_id, hash, verified_at) VALUES ('audit', $1, $2, now())
       ON CONFLICT (name) DO UPDATE SET last_id = EXCLUDED.last_id, hash = EXCLUDED.hash, verified_at = EXCLUDED.verified_at`,
      [lastId.toString(), prev],
    );
  }
  return { ok: true, first_broken: null, checked };
}
