import request from 'supertest';
import { expect } from 'vitest';
import type { LotteryGame } from '@portal/game-rules';
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
  const [paid] = await t.sql.query<{ wrong: number }>(
    `SELECT count(*)::int AS wrong FROM lottery_bets b
     WHERE (b.state = 0 AND EXISTS (SELECT 1 FROM builtin_wallet_ops o WHERE o.ref IN ('lottery-payout:' || b.id, 'lottery-refund:' || b.id)))
        OR (b.payout > 0 AND (SELECT count(*) FROM builtin_wallet_ops o WHERE o.ref IN ('lottery-payout:' || b.id, 'lottery-refund:' || b.id)) <> 1)
        OR (SELECT count(*) FROM builtin_wallet_ops o WHERE o.ref = 'lottery-bet:' || b.id AND o.amount = -b.stake) <> 1`,
  );
  expect(paid!.wrong, 'bets paid other than once, or staked other than once').toBe(0);
}
