import { DEFAULT_ODDS, exposureSlots, slotDimensions, type LotteryGame, type OddsTable } from '@portal/game-rules';
import { LotteryBetState, LotteryDrawState } from '@portal/contracts';
import type { Sql, SqlPool } from '../../db/sql.js';
import { isUniqueViolation } from '../../db/errors.js';
import { commitHorizon } from '../builtin/books.js';
import type { Slot } from './schedule.js';

// The lottery's tables (lottery_games, lottery_chains, lottery_draws, lottery_slips, lottery_bets)
// and its movements of the wallets it shares with the built-in platform (builtin_wallets and their
// op rows): every statement that writes them is here. Money moves by guarded updates in the
// caller's transaction; a stake is taken at bet time (op 'lottery-bet:<bet>'), a payout credited
// at settlement ('lottery-payout:<bet>'), a refund when a draw is cancelled ('lottery-refund:<bet>'),
// each op reference unique, so nothing is ever paid twice.

export interface GameRow {
  code: LotteryGame;
  enabled: boolean;
  odds: OddsTable;
  min_stake: string;
  max_stake: string;
  payout_cap: string;
  updated_at: Date;
}

export interface ChainRow {
  id: number;
  game: LotteryGame;
  length: number;
  next_index: number;
  terminal_hash: string;
  sealed: string;
  created_at: Date;
  spent_at: Date | null;
}

/** What opening a chain's seeds needs. */
export type SealedChain = Pick<ChainRow, 'id' | 'terminal_hash' | 'sealed'>;

export interface DrawRow {
  id: string;
  game: LotteryGame;
  draw_no: string;
  opens_at: Date;
  closes_at: Date;
  draws_at: Date;
  chain_id: number;
  chain_index: number;
  hash: string;
  seed: string | null;
  result: number[] | null;
  state: number;
  exposure_bound: string;
  bets: number;
  stake: string;
  payout: string | null;
  drawn_at: Date | null;
  cancel_reason: string | null;
}

export interface BetRow {
  id: string;
  slip_id: string;
  game: LotteryGame;
  draw_no: string;
  kind: string;
  selection: string;
  stake: string;
  odds: string[];
  state: number;
  payout: string | null;
  result: number[] | null;
  draw_state: number;
  created_at: Date;
  settled_at: Date | null;
}

/** A pick as the books keep it (game-rules expandPick): odds in force at bet time, the rule's dimension and values, or keno's numbers. */
export interface KeptPick {
  kind: string;
  selection: string;
  stake: string;
  odds: string[];
  dim: number | null;
  wins: number[] | null;
  pushes: number[] | null;
  numbers: number[] | null;
  /** (1-based slot, cents) the pick adds to its draw's exposure. */
  exposure: { slot: number; cents: string }[];
}

const DRAW_COLUMNS = `d.id::text, d.game, d.draw_no, d.opens_at, d.closes_at, d.draws_at, d.chain_id, d.chain_index, d.hash, d.seed, d.result, d.state,
  d.exposure_bound::text, d.bets, d.stake::text, d.payout::text, d.drawn_at, d.cancel_reason`;
const BET_COLUMNS = `b.id::text, b.slip_id::text, b.game, d.draw_no, b.kind, b.selection, b.stake::text, b.odds::text[] AS odds, b.state, b.payout::text,
  d.result, d.state AS draw_state, b.created_at, b.settled_at`;

/** Why a bet's draw refused it. */
export type DrawRefusal = 'unknown' | 'notOpen' | 'closed' | 'cap' | 'gameClosed';
export class BetRefused extends Error {
  constructor(readonly reason: DrawRefusal | 'insufficient') {
    super(`bet refused: ${reason}`);
  }
}

/** The pool, or the caller's transaction: what runs several statements runs them in a transaction either way. */
const inTransaction = <T>(db: Sql, fn: (tx: Sql) => Promise<T>): Promise<T> => ('tx' in db ? (db as SqlPool).tx(fn) : fn(db));

export function createLotteryStore(sql: SqlPool) {
  // ---- games ----

  /** Every game has its row (the defaults, on) before anything reads them; a row the desk changed is left alone. */
  async function ensureGames(games: readonly LotteryGame[]): Promise<void> {
    await sql.query(`INSERT INTO lottery_games (code, odds) SELECT g, (($2::jsonb) -> g) FROM unnest($1::text[]) AS g ON CONFLICT (code) DO NOTHING`, [
      games,
      JSON.stringify(DEFAULT_ODDS),
    ]);
  }

  async function games(db: Sql = sql): Promise<GameRow[]> {
    return db.query<GameRow>(
      'SELECT code, enabled, odds, min_stake::text, max_stake::text, payout_cap::text, updated_at FROM lottery_games ORDER BY array_position($1::text[], code)',
      [['ssc', 'k3', 'pk10', 'keno']],
    );
  }

  /** A game's row locked for a change (the desk's save), or null. */
  async function gameForUpdate(tx: Sql, code: LotteryGame): Promise<GameRow | null> {
    const [row] = await tx.query<GameRow>(
      'SELECT code, enabled, odds, min_stake::text, max_stake::text, payout_cap::text, updated_at FROM lottery_games WHERE code = $1 FOR UPDATE',
      [code],
    );
    return row ?? null;
  }

  async function saveGame(tx: Sql, row: Omit<GameRow, 'updated_at'>, now: Date): Promise<GameRow> {
    const [saved] = await tx.query<GameRow>(
      `UPDATE lottery_games SET enabled = $2, odds = $3::jsonb, min_stake = $4::numeric, max_stake = $5::numeric, payout_cap = $6::numeric, updated_at = $7
       WHERE code = $1 RETURNING code, enabled, odds, min_stake::text, max_stake::text, payout_cap::text, updated_at`,
      [row.code, row.enabled, JSON.stringify(row.odds), row.min_stake, row.max_stake, row.payout_cap, now],
    );
    return saved!;
  }

  // ---- chains ----

  /** The game's chain in use (with room or not), or null. */
  async function chainInUse(game: LotteryGame, db: Sql = sql): Promise<ChainRow | null> {
    const [row] = await db.query<ChainRow>('SELECT * FROM lottery_chains WHERE game = $1 AND spent_at IS NULL', [game]);
    return row ?? null;
  }

  /**
   * A new chain of the game, published now; the one in use, when given (used up), is marked spent
   * in the same transaction. Another process that got there first wins: nothing is written.
   */
  async function addChain(chain: { game: LotteryGame; length: number; terminal: string; sealed: string; replaces: number | null }, now: Date): Promise<void> {
    await sql.tx(async (tx) => {
      if (chain.replaces !== null) await tx.query('UPDATE lottery_chains SET spent_at = $2 WHERE id = $1 AND spent_at IS NULL', [chain.replaces, now]);
      await tx.query(
        `INSERT INTO lottery_chains (game, length, terminal_hash, sealed, created_at) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (game) WHERE spent_at IS NULL DO NOTHING`,
        [chain.game, chain.length, chain.terminal, chain.sealed, now],
      );
    });
  }

  async function chains(game: LotteryGame): Promise<ChainRow[]> {
    return sql.query<ChainRow>('SELECT * FROM lottery_chains WHERE game = $1 ORDER BY id DESC', [game]);
  }

  async function chain(id: number): Promise<ChainRow | null> {
    const [row] = await sql.query<ChainRow>('SELECT * FROM lottery_chains WHERE id = $1', [id]);
    return row ?? null;
  }

  // ---- draws ----

  /**
   * Makes the draw of a slot unless it exists: the next index of the game's chain in use, and the
   * hash of its seed (computed by `hashAt` from the chain, in this transaction). One process at a
   * time per game (a transaction advisory lock), so indexes follow the draws' order. False when the
   * chain in use has no index left (a new chain is needed first).
   */
  async function createDraw(
    game: LotteryGame,
    slot: Slot,
    { hashAt, now }: { hashAt: (chain: SealedChain, index: number) => string; now: Date },
  ): Promise<'created' | 'exists' | 'noChain'> {
    return sql.tx(async (tx) => {
      await tx.query(`SELECT pg_advisory_xact_lock(hashtext('lottery:draws:' || $1))`, [game]);
      const [exists] = await tx.query('SELECT 1 FROM lottery_draws WHERE game = $1 AND draw_no = $2', [game, slot.drawNo]);
      if (exists) return 'exists';
      const [chainRow] = await tx.query<ChainRow>(
        `UPDATE lottery_chains SET next_index = next_index + 1 WHERE game = $1 AND spent_at IS NULL AND next_index <= length RETURNING *, next_index - 1 AS taken`,
        [game],
      );
      if (!chainRow) return 'noChain';
      const index = (chainRow as ChainRow & { taken: number }).taken;
      await tx.query(
        `INSERT INTO lottery_draws (game, draw_no, opens_at, closes_at, draws_at, chain_id, chain_index, hash, exposure, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, array_fill(0::bigint, ARRAY[$9::int]), $10)`,
        [game, slot.drawNo, slot.opensAt, slot.closesAt, slot.drawsAt, chainRow.id, index, hashAt(chainRow, index), exposureSlots(game), now],
      );
      return 'created';
    });
  }

  /** Draws still open whose time has come, oldest first. */
  async function dueDraws(now: Date, limit = 50): Promise<{ id: string; game: LotteryGame }[]> {
    return sql.query('SELECT id::text, game FROM lottery_draws WHERE state = 0 AND draws_at <= $1 ORDER BY draws_at, id LIMIT $2', [now, limit]);
  }

  /** The draw locked for drawing or cancelling (state open), with its chain; null when it is not open (drawn or cancelled already). */
  async function lockOpenDraw(tx: Sql, where: { id: string } | { game: LotteryGame; drawNo: string }): Promise<(DrawRow & { chain: SealedChain }) | null> {
    const [row] = await tx.query<DrawRow & { chain: SealedChain }>(
      `SELECT ${DRAW_COLUMNS}, json_build_object('id', c.id, 'terminal_hash', c.terminal_hash, 'sealed', c.sealed) AS chain FROM lottery_draws d JOIN lottery_chains c ON c.id = d.chain_id
       WHERE ${'id' in where ? 'd.id = $1::bigint' : 'd.game = $1 AND d.draw_no = $2'} AND d.state = 0 FOR UPDATE OF d`,
      'id' in where ? [where.id] : [where.game, where.drawNo],
    );
    return row ?? null;
  }

  /**
   * Settles every open bet of a draw in one statement, with its result: a non-keno bet wins when the
   * result's value of its dimension (`values`, one per dimension) is among its winning values
   * (payout = stake × odds, rounded down to the cent), pushes (the stake back) when among its pushing
   * values, else loses; a keno bet is paid by its paytable at the number of its numbers among
   * `drawn`. Winnings go to the wallets, each with its op row. Then the draw is drawn, with its seed,
   * result and total payout. In the caller's transaction (the draw row locked by lockOpenDraw).
   */
  async function settleDraw(tx: Sql, draw: { id: string; seed: string; result: number[]; values: number[] }, now: Date) {
    await lockWalletsOfDraw(tx, draw.id);
    const [totals] = await tx.query<{ bets: number; payout: string }>(
      `WITH s AS (
         UPDATE lottery_bets b SET state = ${LotteryBetState.settled}, settled_at = $4, done_xid = pg_current_xact_id()::text::bigint,
           payout = CASE
             WHEN b.dim IS NULL THEN trunc(b.stake * COALESCE(b.odds[(SELECT count(*) FROM unnest(b.numbers) n WHERE n = ANY($3::smallint[]))::int + 1], 0), 2)
             WHEN ($2::smallint[])[b.dim + 1] = ANY(b.wins) THEN trunc(b.stake * b.odds[1], 2)
             WHEN ($2::smallint[])[b.dim + 1] = ANY(b.pushes) THEN b.stake
             ELSE 0 END
         WHERE b.draw_id = $1::bigint AND b.state = ${LotteryBetState.open}
         RETURNING b.id, b.wallet_id, b.brand, b.payout),
       ${CREDIT_WALLETS('lottery-payout')}
       SELECT count(*)::int AS bets, COALESCE(sum(payout), 0)::text AS payout FROM s`,
      [draw.id, draw.values, draw.result, now],
    );
    await tx.query(
      `UPDATE lottery_draws SET state = ${LotteryDrawState.drawn}, seed = $2, result = $3::smallint[], payout = $4::numeric, drawn_at = $5 WHERE id = $1::bigint`,
      [draw.id, draw.seed, draw.result, totals!.payout, now],
    );
    return totals!;
  }

  /**
   * Cancels a draw (locked open by lockOpenDraw): every open bet refunded once (state, op row and
   * wallet in one statement), the draw cancelled with the reason, and its seed and result revealed
   * when known (the chain opened), so anyone can see what the cancelled draw would have been.
   */
  async function cancelDraw(tx: Sql, draw: { id: string; reason: string; seed: string | null; result: number[] | null }, now: Date) {
    await lockWalletsOfDraw(tx, draw.id);
    const [totals] = await tx.query<{ bets: number; refunded: string }>(
      `WITH s AS (
         UPDATE lottery_bets b SET state = ${LotteryBetState.cancelled}, settled_at = $2, payout = b.stake, done_xid = pg_current_xact_id()::text::bigint
         WHERE b.draw_id = $1::bigint AND b.state = ${LotteryBetState.open}
         RETURNING b.id, b.wallet_id, b.brand, b.payout),
       ${CREDIT_WALLETS('lottery-refund')}
       SELECT count(*)::int AS bets, COALESCE(sum(payout), 0)::text AS refunded FROM s`,
      [draw.id, now],
    );
    await tx.query(
      `UPDATE lottery_draws SET state = ${LotteryDrawState.cancelled}, cancel_reason = $2, seed = $3, result = $4::smallint[], payout = 0, drawn_at = $5 WHERE id = $1::bigint`,
      [draw.id, draw.reason, draw.seed, draw.result, now],
    );
    return totals!;
  }

  /** The wallets a draw's open bets will credit, locked in id order: two settlements (or a settlement and a cancel) never wait on each other in a cycle. */
  async function lockWalletsOfDraw(tx: Sql, drawId: string) {
    await tx.query(
      `SELECT 1 FROM builtin_wallets WHERE id IN (SELECT wallet_id FROM lottery_bets WHERE draw_id = $1::bigint AND state = ${LotteryBetState.open}) ORDER BY id FOR UPDATE`,
      [drawId],
    );
  }

  /** The draw running at `now` (opened, not yet drawn) and the one after it, of a game. */
  async function currentDraws(game: LotteryGame, now: Date): Promise<DrawRow[]> {
    return sql.query<DrawRow>(`SELECT ${DRAW_COLUMNS} FROM lottery_draws d WHERE d.game = $1 AND d.draws_at > $2 ORDER BY d.draws_at LIMIT 2`, [game, now]);
  }

  /** The last draws drawn or cancelled, newest first. */
  async function pastDraws(game: LotteryGame, limit: number): Promise<DrawRow[]> {
    return sql.query<DrawRow>(`SELECT ${DRAW_COLUMNS} FROM lottery_draws d WHERE d.game = $1 AND d.state <> 0 ORDER BY d.draws_at DESC LIMIT $2`, [
      game,
      limit,
    ]);
  }

  async function drawByNo(game: LotteryGame, drawNo: string): Promise<DrawRow | null> {
    const [row] = await sql.query<DrawRow>(`SELECT ${DRAW_COLUMNS} FROM lottery_draws d WHERE d.game = $1 AND d.draw_no = $2`, [game, drawNo]);
    return row ?? null;
  }

  /** The desk's list: newest first, by game, state and Beijing day (its start and end). */
  async function deskDraws(filter: { game?: LotteryGame; state?: number; from?: Date; to?: Date; limit: number; offset: number }) {
    const where = `($1::text IS NULL OR d.game = $1) AND ($2::int IS NULL OR d.state = $2) AND ($3::timestamp IS NULL OR d.draws_at > $3) AND ($4::timestamp IS NULL OR d.draws_at <= $4)`;
    const params = [filter.game ?? null, filter.state ?? null, filter.from ?? null, filter.to ?? null];
    const [rows, [count]] = await Promise.all([
      sql.query<DrawRow>(`SELECT ${DRAW_COLUMNS} FROM lottery_draws d WHERE ${where} ORDER BY d.draws_at DESC, d.id DESC LIMIT $5 OFFSET $6`, [
        ...params,
        filter.limit,
        filter.offset,
      ]),
      sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM lottery_draws d WHERE ${where}`, params),
    ]);
    return { rows, total: count?.n ?? 0 };
  }

  /**
   * Profit and loss by Beijing day of the draw (a draw at midnight belongs to the day it closes) and
   * game, over drawn draws (a cancelled draw refunded everything: it counts nothing).
   */
  async function report(range: { from: Date; to: Date; game?: LotteryGame }) {
    return sql.query<{ day: string; game: LotteryGame; draws: number; bets: number; stake: string; payout: string }>(
      `SELECT to_char((d.draws_at - interval '1 millisecond') AT TIME ZONE 'UTC' AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD') AS day, d.game,
              count(*)::int AS draws, sum(d.bets)::int AS bets, sum(d.stake)::text AS stake, sum(d.payout)::text AS payout
       FROM lottery_draws d WHERE d.state = ${LotteryDrawState.drawn} AND d.draws_at > $1 AND d.draws_at <= $2 AND ($3::text IS NULL OR d.game = $3)
       GROUP BY 1, 2 ORDER BY 1, array_position(ARRAY['ssc', 'k3', 'pk10', 'keno'], d.game)`,
      [range.from, range.to, range.game ?? null],
    );
  }

  // ---- bets ----

  /**
   * Places a slip on an open draw, in one transaction (the caller's, or its own): the draw's
   * exposure grown by the picks' and kept within the game's payout cap by a guarded update of the
   * draw row (which also holds the draw open until this commits: drawing waits for it), then the
   * stakes taken from the wallet by a guarded update, the slip, its bets and their op rows written.
   * Throws BetRefused; with an Idempotency-Key seen before, answers that slip instead.
   */
  async function placeBets(
    db: Sql,
    slip: { brand: string; player: string; game: LotteryGame; drawNo: string; picks: KeptPick[]; total: string; key: string | null; now: Date },
  ): Promise<{ balance: string; slipId: string; replayed: boolean }> {
    if (slip.key) {
      const seen = await slipByKey(db, slip);
      if (seen) return seen;
    }
    const slots = slip.picks.flatMap((p) => p.exposure.map((e) => e.slot));
    const cents = slip.picks.flatMap((p) => p.exposure.map((e) => e.cents));
    try {
      return await inTransaction(db, async (tx) => {
        const [draw] = await tx.query<{ id: string }>(
          `UPDATE lottery_draws d SET exposure = lottery_exposure_add(d.exposure, $3::int[], $4::bigint[]),
             exposure_bound = lottery_exposure_bound(lottery_exposure_add(d.exposure, $3::int[], $4::bigint[]), $5::smallint[]),
             bets = d.bets + $6, stake = d.stake + $7::numeric
           FROM lottery_games g
           WHERE d.game = $1 AND d.draw_no = $2 AND d.state = 0 AND d.opens_at <= $8 AND d.closes_at > $8 AND g.code = d.game AND g.enabled
             AND lottery_exposure_bound(lottery_exposure_add(d.exposure, $3::int[], $4::bigint[]), $5::smallint[]) <= (g.payout_cap * 100)::bigint
           RETURNING d.id::text`,
          [slip.game, slip.drawNo, slots, cents, slotDimensions(slip.game), slip.picks.length, slip.total, slip.now],
        );
        if (!draw) throw new BetRefused(await whyRefused(tx, slip.game, slip.drawNo, slip.now));
        const [placed] = await tx.query<{ balance: string; slip_id: string }>(
          `WITH w AS (UPDATE builtin_wallets SET balance = balance - $3::numeric WHERE brand = $1 AND player = $2 AND balance >= $3::numeric RETURNING id, balance),
           sl AS (INSERT INTO lottery_slips (wallet_id, draw_id, key, picks, total, created_at) SELECT w.id, $4::bigint, $5, $6, $3::numeric, $9 FROM w RETURNING id, wallet_id),
           b AS (INSERT INTO lottery_bets (slip_id, draw_id, wallet_id, brand, game, kind, selection, stake, odds, dim, wins, pushes, numbers, created_at)
                 SELECT sl.id, $4::bigint, sl.wallet_id, $1, $7, p.kind, p.selection, p.stake, p.odds, p.dim, p.wins, p.pushes, p.numbers, $9
                 FROM sl, jsonb_to_recordset($8::jsonb) AS p(n int, kind text, selection text, stake numeric, odds numeric[], dim smallint, wins smallint[], pushes smallint[], numbers smallint[])
                 ORDER BY p.n RETURNING id, wallet_id, stake),
           o AS (INSERT INTO builtin_wallet_ops (wallet_id, brand, ref, kind, amount, balance_after)
                 SELECT b.wallet_id, $1, 'lottery-bet:' || b.id, 'lottery-bet', -b.stake,
                        w.balance + COALESCE(sum(b.stake) OVER (ORDER BY b.id DESC ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0)
                 FROM b, w)
           SELECT w.balance::text, sl.id::text AS slip_id FROM w, sl`,
          [
            slip.brand,
            slip.player,
            slip.total,
            draw.id,
            slip.key,
            slip.picks.length,
            slip.game,
            JSON.stringify(slip.picks.map(({ exposure: _e, ...p }, n) => ({ n, ...p }))),
            slip.now,
          ],
        );
        if (!placed) throw new BetRefused('insufficient');
        return { balance: placed.balance, slipId: placed.slip_id, replayed: false };
      });
    } catch (err) {
      // The same Idempotency-Key sent twice at once: the first one's slip answers the second.
      if (slip.key && isUniqueViolation(err)) {
        const seen = await slipByKey(db, slip);
        if (seen) return seen;
      }
      throw err;
    }
  }

  async function slipByKey(db: Sql, slip: { brand: string; player: string; key: string | null }) {
    const [seen] = await db.query<{ balance: string; slip_id: string }>(
      `SELECT w.balance::text, s.id::text AS slip_id FROM lottery_slips s JOIN builtin_wallets w ON w.id = s.wallet_id WHERE w.brand = $1 AND w.player = $2 AND s.key = $3`,
      [slip.brand, slip.player, slip.key],
    );
    return seen ? { balance: seen.balance, slipId: seen.slip_id, replayed: true } : null;
  }

  /** Why the guarded update refused a bet: no such draw, not open yet, closed (or drawn), the game off, or the cap. */
  async function whyRefused(tx: Sql, game: LotteryGame, drawNo: string, now: Date): Promise<DrawRefusal> {
    const [row] = await tx.query<{ state: number; opens_at: Date; closes_at: Date; enabled: boolean }>(
      `SELECT d.state, d.opens_at, d.closes_at, g.enabled FROM lottery_draws d JOIN lottery_games g ON g.code = d.game WHERE d.game = $1 AND d.draw_no = $2`,
      [game, drawNo],
    );
    if (!row) return 'unknown';
    if (!row.enabled) return 'gameClosed';
    if (row.state !== LotteryDrawState.open || row.closes_at.getTime() <= now.getTime()) return 'closed';
    if (row.opens_at.getTime() > now.getTime()) return 'notOpen';
    return 'cap';
  }

  /** A player's bets, newest first, with their draws. */
  async function playerBets(
    who: { brand: string; player: string },
    filter: { state?: number; game?: LotteryGame; limit: number; before?: number; slipId?: string },
  ) {
    return sql.query<BetRow>(
      `SELECT ${BET_COLUMNS} FROM lottery_bets b JOIN lottery_draws d ON d.id = b.draw_id
       WHERE b.wallet_id = (SELECT id FROM builtin_wallets WHERE brand = $1 AND player = $2)
         AND ($3::int IS NULL OR b.state = $3) AND ($4::text IS NULL OR b.game = $4) AND ($5::bigint IS NULL OR b.id < $5) AND ($7::bigint IS NULL OR b.slip_id = $7)
       ORDER BY b.id DESC LIMIT $6`,
      [who.brand, who.player, filter.state ?? null, filter.game ?? null, filter.before ?? null, filter.limit, filter.slipId ?? null],
    );
  }

  /**
   * The bets of a brand settled or refunded after `cursor` ("xid:id"), in (done_xid, id) order below
   * the commit horizon: a commit-safe feed, as the built-in platform's (builtin/books.ts betsSince).
   */
  async function betsSince(brand: string, cursor: string, limit: number) {
    const [after = '0', afterId = '0'] = cursor.split(':');
    const horizon = await commitHorizon(sql);
    return sql.query<{
      id: string;
      xid: string;
      game: LotteryGame;
      kind: string;
      selection: string;
      stake: string;
      payout: string;
      state: number;
      created_at: Date;
      player: string;
      draw_no: string;
      result: number[] | null;
    }>(
      `SELECT b.id::text, b.done_xid::text AS xid, b.game, b.kind, b.selection, b.stake::text, b.payout::text, b.state, b.created_at, w.player, d.draw_no, d.result
       FROM lottery_bets b JOIN builtin_wallets w ON w.id = b.wallet_id JOIN lottery_draws d ON d.id = b.draw_id
       WHERE b.brand = $1 AND b.done_xid < $2::bigint AND (b.done_xid, b.id) > ($3::bigint, $4::bigint) ORDER BY b.done_xid, b.id LIMIT $5`,
      [brand, horizon, after, afterId, limit],
    );
  }

  return {
    ensureGames,
    games,
    gameForUpdate,
    saveGame,
    chainInUse,
    addChain,
    chains,
    chain,
    createDraw,
    dueDraws,
    lockOpenDraw,
    settleDraw,
    cancelDraw,
    currentDraws,
    pastDraws,
    drawByNo,
    deskDraws,
    report,
    placeBets,
    playerBets,
    betsSince,
  };
}
export type LotteryStore = ReturnType<typeof createLotteryStore>;

/**
 * Player protection's losses from the lottery's own bets (responsible/guard.ts playUsage), as rows
 * (at, loss) of the wallets `wallets` (a subquery of builtin_wallets ids) placed between the
 * parameters `from` and `to`: an open bet loses its whole stake at most, a settled one its stake
 * less its payout, a refunded one nothing.
 */
export function lotteryLossesSql({ wallets, from, to }: { wallets: string; from: string; to: string }): string {
  return `SELECT b.created_at AS at, CASE b.state WHEN ${LotteryBetState.open} THEN b.stake WHEN ${LotteryBetState.settled} THEN b.stake - b.payout ELSE 0 END AS loss
    FROM lottery_bets b WHERE b.wallet_id IN (${wallets}) AND b.created_at >= ${from} AND b.created_at <= ${to}`;
}

/**
 * The CTEs that credit the payouts of `s` (the bets just settled or refunded, RETURNING id,
 * wallet_id, brand, payout) to their wallets: one guarded balance change per wallet and one op row
 * per bet paid ('<kind>:<bet id>', unique), each op's balance_after as it stood after that bet's
 * credit (bets credited in id order).
 */
const CREDIT_WALLETS = (kind: 'lottery-payout' | 'lottery-refund') => `
  paid AS (SELECT wallet_id, sum(payout) AS amount FROM s WHERE payout > 0 GROUP BY wallet_id),
  w AS (UPDATE builtin_wallets w SET balance = w.balance + paid.amount FROM paid WHERE w.id = paid.wallet_id RETURNING w.id, w.balance),
  o AS (INSERT INTO builtin_wallet_ops (wallet_id, brand, ref, kind, amount, balance_after)
        SELECT s.wallet_id, s.brand, '${kind}:' || s.id, '${kind}', s.payout,
               w.balance - COALESCE(sum(s.payout) OVER (PARTITION BY s.wallet_id ORDER BY s.id DESC ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0)
        FROM s JOIN w ON w.id = s.wallet_id WHERE s.payout > 0)`;

/** The venue's name on the lottery's page (the games module owns platforms: modules/tables.ts lists this reader). */
export async function venueName(sql: Sql, platname: string): Promise<{ name: string; i18n: unknown } | undefined> {
  return (await sql.query<{ name: string; i18n: unknown }>('SELECT name, i18n FROM platforms WHERE platname = $1', [platname]))[0];
}
