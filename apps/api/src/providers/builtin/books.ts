import { Prisma } from '../../db/client.js';
import type { Sql, SqlPool } from '../../db/sql.js';
import { isCheckViolation, isUniqueViolation } from '../../db/errors.js';
import { PlatformRejected, type TransferDirection } from '../types.js';

/**
 * The built-in platform's own wallet books, kept apart from the portal's ledger exactly as an
 * outside provider keeps its own: one wallet per (brand, player), every change an op row,
 * operator transfers idempotent by their reference, bets settled at once.
 */
export function createBuiltinBooks(sql: SqlPool) {
  async function walletId(brand: string, player: string): Promise<number> {
    const [row] = await sql.query<{ id: number }>(
      `INSERT INTO builtin_wallets (brand, player) VALUES ($1, $2) ON CONFLICT (brand, player) DO UPDATE SET player = EXCLUDED.player RETURNING id`,
      [brand, player],
    );
    return row!.id;
  }

  async function balance(brand: string, player: string): Promise<Prisma.Decimal> {
    const [row] = await sql.query<{ balance: string }>('SELECT balance::text FROM builtin_wallets WHERE brand = $1 AND player = $2', [brand, player]);
    return new Prisma.Decimal(row?.balance ?? 0);
  }

  /**
   * An operator transfer; a repeated reference reports the current balance and moves nothing.
   * The usual case is one statement (the balance and its op row together; the CHECK on the
   * balance refuses an overdraft); a repeat, a race on the same reference or an unknown player
   * take the slower path below.
   */
  async function transfer(
    brand: string,
    player: string,
    direction: TransferDirection,
    amount: Prisma.Decimal,
    ref: string,
  ): Promise<{ balance: Prisma.Decimal }> {
    const signed = (direction === 'in' ? amount : amount.negated()).toFixed(2);
    try {
      const [done] = await sql.query<{ balance: string }>(
        `WITH w AS (
           UPDATE builtin_wallets SET balance = balance + $4::numeric
           WHERE brand = $1 AND player = $2 AND NOT EXISTS (SELECT 1 FROM builtin_wallet_ops WHERE brand = $1 AND ref = $3)
           RETURNING id, balance)
         INSERT INTO builtin_wallet_ops (wallet_id, brand, ref, kind, amount, balance_after)
         SELECT id, $1, $3, $5, $4::numeric, balance FROM w RETURNING balance_after::text AS balance`,
        [brand, player, ref, signed, direction],
      );
      if (done) return { balance: new Prisma.Decimal(done.balance) };
    } catch (err) {
      if (isCheckViolation(err)) throw new PlatformRejected('insufficient balance');
      if (!isUniqueViolation(err)) throw err;
    }
    return sql.tx(async (tx) => {
      const [op] = await tx.query<{ id: string; wallet_id: number }>(
        `INSERT INTO builtin_wallet_ops (wallet_id, brand, ref, kind, amount, balance_after)
         SELECT id, $1, $3, $4, $5::numeric, 0 FROM builtin_wallets WHERE brand = $1 AND player = $2
         ON CONFLICT (brand, ref) DO NOTHING RETURNING id::text, wallet_id`,
        [brand, player, ref, direction, signed],
      );
      if (!op) {
        const [wallet] = await tx.query<{ id: number }>('SELECT id FROM builtin_wallets WHERE brand = $1 AND player = $2', [brand, player]);
        if (!wallet) throw new PlatformRejected('no such player');
        const [first] = await tx.query<{ wallet_id: number; kind: string; amount: string }>(
          'SELECT wallet_id, kind, amount::text FROM builtin_wallet_ops WHERE brand = $1 AND ref = $2',
          [brand, ref],
        );
        if (!first || first.wallet_id !== wallet.id || first.kind !== direction || !new Prisma.Decimal(first.amount).equals(signed))
          throw new PlatformRejected('reference reused');
        const [current] = await tx.query<{ balance: string }>('SELECT balance::text FROM builtin_wallets WHERE id = $1', [wallet.id]);
        return { balance: new Prisma.Decimal(current!.balance) };
      }
      const [updated] = await tx.query<{ balance: string }>(
        'UPDATE builtin_wallets SET balance = balance + $2::numeric WHERE id = $1 AND balance + $2::numeric >= 0 RETURNING balance::text',
        [op.wallet_id, signed],
      );
      if (!updated) throw new PlatformRejected('insufficient balance');
      await tx.query('UPDATE builtin_wallet_ops SET balance_after = $2::numeric WHERE id = $1::bigint', [op.id, updated.balance]);
      return { balance: new Prisma.Decimal(updated.balance) };
    });
  }

  /**
   * Takes the stake, pays the payout and records the round (the bet and its wallet ops), in one
   * statement (atomic without a BEGIN/COMMIT round trip of its own); null when the stake is more
   * than the balance. `db`: a transaction of the operator's to settle it in (player protection's
   * loss limit), `at`: the round's time (the operator's clock); by default the pool and now().
   */
  async function settleRound(
    brand: string,
    player: string,
    round: { game: string; stakeCents: number; payoutCents: number; detail: unknown },
    { db = sql, at }: { db?: Sql; at?: Date } = {},
  ) {
    const { game, stakeCents, payoutCents, detail } = round;
    const stake = new Prisma.Decimal(stakeCents).dividedBy(100);
    const payout = new Prisma.Decimal(payoutCents).dividedBy(100);
    const [settled] = await db.query<{ id: string; created_at: Date; balance: string }>(
      `WITH w AS (
         UPDATE builtin_wallets SET balance = balance - $3::numeric + $4::numeric
         WHERE brand = $1 AND player = $2 AND balance >= $3::numeric RETURNING id, balance),
       b AS (
         INSERT INTO builtin_bets (wallet_id, brand, game, stake, payout, detail, created_at)
         SELECT w.id, $1, $5, $3::numeric, $4::numeric, $6::jsonb, COALESCE($7::timestamp, now()) FROM w RETURNING id, wallet_id, created_at),
       o AS (
         INSERT INTO builtin_wallet_ops (wallet_id, brand, ref, kind, amount, balance_after)
         SELECT b.wallet_id, $1, x.kind || ':' || b.id, x.kind, x.amount, x.after
         FROM b, w, LATERAL (VALUES (1, 'bet', -$3::numeric, w.balance - $4::numeric), (2, 'payout', $4::numeric, w.balance)) AS x(n, kind, amount, after)
         WHERE x.n = 1 OR $4::numeric <> 0 ORDER BY x.n)
       SELECT b.id::text, b.created_at, w.balance::text AS balance FROM w, b`,
      [brand, player, stake.toFixed(2), payout.toFixed(2), game, JSON.stringify(detail), at ?? null],
    );
    if (!settled) return null;
    return { balance: new Prisma.Decimal(settled.balance), bet: { id: settled.id, stake, payout } };
  }

  /**
   * The bets after `cursor`, oldest transaction first: a commit-safe feed. Bet ids are drawn when a
   * round's statement runs, and its transaction may commit long after a higher-numbered bet was
   * read (player protection settles a round inside its own transaction), so reading by id could
   * leave a bet behind the cursor for good. Each bet carries its inserting transaction's id (xid),
   * and the feed reads in (xid, id) order only below a horizon: the oldest transaction still
   * running in this database (pg_stat_activity.backend_xid, shown for every role's sessions), at
   * most the horizon statement's snapshot xmax (every xid below it was assigned by then, so one
   * still running is in pg_stat_activity). Every transaction below the horizon has ended before
   * the bets are read, in a later statement, so all its bets are visible then; any bet committed
   * later has an xid at or above it, beyond the cursor. A transaction left open (in this database
   * only) holds the feed back, never makes it skip. (Prepared transactions are not used here: one
   * would not show in pg_stat_activity.) The cursor is "xid:id"; an id alone (before xids were
   * kept, when every bet had xid 0) reads as "0:id".
   */
  async function betsSince(brand: string, cursor: string, limit: number) {
    const [after = '0', afterId = '0'] = cursor.includes(':') ? cursor.split(':') : ['0', cursor || '0'];
    const horizon = await commitHorizon(sql);
    return sql.query<{ id: string; xid: string; game: string; stake: string; payout: string; detail: unknown; created_at: Date; player: string }>(
      `SELECT b.id::text, b.xid::text, b.game, b.stake::text, b.payout::text, b.detail, b.created_at, w.player FROM builtin_bets b JOIN builtin_wallets w ON w.id = b.wallet_id
       WHERE b.brand = $1 AND b.xid < $2::bigint AND (b.xid, b.id) > ($3::bigint, $4::bigint) ORDER BY b.xid, b.id LIMIT $5`,
      [brand, horizon, after, afterId, limit],
    );
  }

  return { walletId, balance, transfer, settleRound, betsSince };
}

export type BuiltinBooks = ReturnType<typeof createBuiltinBooks>;

/**
 * The commit-safe horizon of a bet feed read in (transaction id, id) order (betsSince above): the
 * oldest transaction id still running in this database, at most this statement's snapshot xmax.
 * Every transaction below it has ended, so a later statement sees all its rows.
 */
export async function commitHorizon(sql: Sql): Promise<string> {
  const [{ horizon }] = (await sql.query<{ horizon: string }>(
    // pg_current_snapshot() is this statement's snapshot, taken before pg_stat_activity is read;
    // backend_xid is 32 bits, widened here to the 64-bit xid it is (within 2^31 of the xmax).
    `WITH s AS (SELECT pg_snapshot_xmax(pg_current_snapshot())::text::bigint AS xmax),
          r AS (SELECT s.xmax, ((a.backend_xid::text::bigint - s.xmax % 4294967296) % 4294967296 + 4294967296) % 4294967296 AS ahead
                FROM s JOIN pg_stat_activity a ON a.datname = current_database() AND a.backend_xid IS NOT NULL)
     SELECT LEAST((SELECT xmax FROM s), MIN(r.xmax + r.ahead - CASE WHEN r.ahead >= 2147483648 THEN 4294967296 ELSE 0 END))::text AS horizon FROM r`,
  )) as [{ horizon: string }];
  return horizon;
}
