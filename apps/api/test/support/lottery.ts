import request from 'supertest';
import { expect } from 'vitest';
import { DEFAULT_ODDS, expandPick, oddsOf, type LotteryGame } from '@portal/game-rules';
import { beijingDayStart } from '../../src/time.js';
import type { MovableClock } from '../../src/clock.js';
import { fundedMember, post, type Body, type TestApp } from './app.js';

// Driving the lottery as a player does: a member transfers into a lottery venue, launches it, and
// calls the player API with the launch token; the draw job is run as the scheduler runs it.

/** A Beijing instant `seconds` into a slot of `drawSeconds` (the slot after the next one from now, so draws are fresh). */
export function inSlot(drawSeconds: number, seconds: number, from = new Date()): Date {
  const day = beijingDayStart(from).getTime();
  const slot = Math.floor((from.getTime() - day) / (drawSeconds * 1000)) + 2;
  return new Date(day + slot * drawSeconds * 1000 + seconds * 1000);
}

/** A member with `amount` in a lottery venue's wallet, and the launch token of that venue. */
export async function lotteryPlayer(t: TestApp, { venue = 'VR', amount = 1000, admin }: { venue?: string; amount?: number; admin?: string } = {}) {
  const member = await fundedMember(t, amount, admin);
  const moved = await post(t.app, '/api/transfer', { amount, sourcetype: 'center', targettype: venue }, { token: member.token });
  expect(moved.code, moved.message).toBe(200);
  const launched = await post(t.app, '/api/getGameUrl', { plat_name: venue, game_type: 0, game_code: '0', is_mobile_url: 0 }, { token: member.token });
  expect(launched.code, launched.message).toBe(200);
  const url = new URL(launched.data.url as string, 'http://portal.test');
  const user = await t.prisma.user.findUniqueOrThrow({ where: { username: member.form.name } });
  return { ...member, userId: user.id, name: member.form.name, venue, url, play: url.searchParams.get('t')! };
}
export type LotteryPlayer = Awaited<ReturnType<typeof lotteryPlayer>>;

/** A call of the player API (/play/api/lottery/<path>) with a launch token. */
export async function playApi(t: TestApp, token: string, path: string, body: unknown = {}, { key, lang }: { key?: string; lang?: string } = {}): Promise<Body> {
  const req = request(t.app).post(`/play/api/lottery/${path}`).set('Authorization', `Bearer ${token}`);
  if (key) req.set('Idempotency-Key', key);
  if (lang) req.set('Lang', lang);
  const res = await req.send(body as object);
  expect(res.status).toBeLessThan(500);
  return res.body as Body;
}

/** The draw job's work at the clock's instant: draws made for `games`, due ones drawn. */
export async function runDrawJob(t: TestApp, games?: LotteryGame[]) {
  const now = t.core.clock.now();
  await t.services.lottery.ensureDraws(now, games);
  return t.services.lottery.drawDue(now);
}

/** The current draw of a game, asserted open. */
export async function openDraw(t: TestApp, token: string, game: LotteryGame) {
  const current = await playApi(t, token, 'current', { game });
  expect(current.code, current.message).toBe(200);
  expect(current.data.state).toBe('open');
  return current.data as { draw_no: string; closes_at: string; draws_at: string; hash: string };
}

/** Moves a movable clock to an instant. */
export const at = (clock: MovableClock, when: string | Date) => clock.set(new Date(when));

/** The lottery's own books hold together: every wallet's balance is the sum of its op rows, every bet is settled or refunded at most once. */
export async function expectLotteryBooksClean(t: TestApp) {
  const drift = await t.sql.query<{ id: number }>(
    `SELECT w.id FROM builtin_wallets w LEFT JOIN (SELECT wallet_id, sum(amount) AS s FROM builtin_wallet_ops GROUP BY wallet_id) o ON o.wallet_id = w.id
     WHERE w.balance <> COALESCE(o.s, 0)`,
  );
  expect(drift, 'wallets whose balance is not the sum of their ops').toEqual([]);
  // One pass over the ops, grouped by bet (no look-up per bet: builtin_wallet_ops is indexed by
  // (brand, ref), and with 10^5 bets and stale statistics a per-bet look-up was planned as a scan
  // each: one pnpm bench run sat on it for nine minutes before it was cancelled).
  const [paid] = await t.sql.query<{ wrong: number }>(
    `SELECT count(*)::int AS wrong FROM lottery_bets b
     LEFT JOIN (
       SELECT split_part(ref, ':', 2) AS bet,
              count(*) FILTER (WHERE split_part(ref, ':', 1) IN ('lottery-payout', 'lottery-refund')) AS settled,
              array_agg(amount) FILTER (WHERE split_part(ref, ':', 1) = 'lottery-bet') AS stakes
       FROM builtin_wallet_ops WHERE ref LIKE 'lottery-%:%' GROUP BY 1
     ) o ON o.bet = b.id::text
     WHERE (b.state = 0 AND COALESCE(o.settled, 0) > 0)
        OR (b.payout > 0 AND COALESCE(o.settled, 0) <> 1)
        OR (SELECT count(*) FROM unnest(o.stakes) AS s(amount) WHERE s.amount = -b.stake) <> 1`,
  );
  expect(paid!.wrong, 'bets paid other than once, or staked other than once').toBe(0);
}

/** A pick as the books keep it, for bets written straight into a draw (seedBets). */
export interface SeedPick {
  kind: string;
  selection: string;
  stake: string;
  odds: string[];
  dim: number | null;
  wins: number[] | null;
  pushes: number[] | null;
  numbers: number[] | null;
}

/**
 * Bets written straight into an open draw, as placing them would have left the books (setup for
 * the bench and the crash test, where placing 10^5 bets through the API would take minutes): each
 * of `wallets` players of `brand` gets `funds` in (an op row) and `perWallet` bets cycling through
 * `menu`, their stakes taken with their op rows. The draw's exposure is not grown (no cap applies).
 */
export async function seedBets(
  db: { query(text: string, params?: unknown[]): Promise<unknown> },
  {
    drawId,
    game,
    brand,
    wallets,
    perWallet,
    funds,
    menu,
  }: { drawId: string; game: string; brand: string; wallets: number; perWallet: number; funds: string; menu: SeedPick[] },
): Promise<number> {
  // An Sql door answers rows, a pg client a result holding them.
  const query = async <R>(text: string, params: unknown[]) => {
    const r = await db.query(text, params);
    return (Array.isArray(r) ? r : (r as { rows: R[] }).rows) as R[];
  };
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  await query(
    `WITH w AS (INSERT INTO builtin_wallets (brand, player, balance) SELECT $1, 'seed' || $2 || '_' || g, $3::numeric FROM generate_series(1, $4) g RETURNING id)
     INSERT INTO builtin_wallet_ops (wallet_id, brand, ref, kind, amount, balance_after) SELECT w.id, $1, 'seed-in:' || w.id, 'in', $3::numeric, $3::numeric FROM w`,
    [brand, tag, funds, wallets],
  );
  const [made] = await query<{ n: number }>(
    `WITH w AS (SELECT id FROM builtin_wallets WHERE brand = $1 AND player LIKE 'seed' || $2 || '\\_%'),
     sl AS (INSERT INTO lottery_slips (wallet_id, draw_id, picks, total) SELECT w.id, $3::bigint, $4, 0 FROM w RETURNING id, wallet_id),
     m AS (SELECT * FROM jsonb_to_recordset($5::jsonb)
           AS p(n int, kind text, selection text, stake numeric, odds numeric[], dim smallint, wins smallint[], pushes smallint[], numbers smallint[])),
     b AS (INSERT INTO lottery_bets (slip_id, draw_id, wallet_id, brand, game, kind, selection, stake, odds, dim, wins, pushes, numbers)
           SELECT sl.id, $3::bigint, sl.wallet_id, $1, $6, m.kind, m.selection, m.stake, m.odds, m.dim, m.wins, m.pushes, m.numbers
           FROM sl, generate_series(0, $4 - 1) k JOIN m ON m.n = (k % $7)
           RETURNING id, slip_id, wallet_id, stake),
     o AS (INSERT INTO builtin_wallet_ops (wallet_id, brand, ref, kind, amount, balance_after)
           SELECT b.wallet_id, $1, 'lottery-bet:' || b.id, 'lottery-bet', -b.stake, 0 FROM b),
     t AS (SELECT wallet_id, slip_id, sum(stake) AS s FROM b GROUP BY wallet_id, slip_id),
     u AS (UPDATE builtin_wallets x SET balance = x.balance - t.s FROM t WHERE x.id = t.wallet_id),
     v AS (UPDATE lottery_slips x SET total = t.s FROM t WHERE x.id = t.slip_id)
     SELECT count(*)::int AS n FROM b`,
    [brand, tag, drawId, perWallet, JSON.stringify(menu.map((p, n) => ({ n, ...p }))), game, menu.length],
  );
  await query(
    `UPDATE lottery_draws d SET bets = (SELECT count(*) FROM lottery_bets WHERE draw_id = d.id), stake = (SELECT sum(stake) FROM lottery_bets WHERE draw_id = d.id) WHERE id = $1::bigint`,
    [drawId],
  );
  return made!.n;
}

/** Picks of a game at the default odds, kept as the books keep them (for seedBets). */
export function seedMenu(game: LotteryGame, picks: [kind: string, selection: string, stake: string][]): SeedPick[] {
  return picks.map(([kind, selection, stake]) => {
    const kept = expandPick(game, kind, selection);
    return {
      kind,
      selection,
      stake,
      odds: oddsOf(game, DEFAULT_ODDS[game], kept.typeId).map((m) => (m / 1000).toFixed(3)),
      dim: 'dim' in kept ? kept.dim : null,
      wins: 'wins' in kept ? kept.wins : null,
      pushes: 'pushes' in kept ? kept.pushes : null,
      numbers: 'numbers' in kept ? kept.numbers : null,
    };
  });
}
