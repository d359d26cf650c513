import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lotteryCurrentReply } from '@portal/contracts';
import { expandPick, settleExpanded } from '@portal/game-rules';
import { movableClock } from '../src/clock.js';
import { checkLedger } from '../src/modules/wallet/invariants.js';
import { adminToken, createTestApp, post, type TestApp } from './support/app.js';
import { staffToken } from './support/cashier.js';
import { at, expectLotteryBooksClean, inSlot, lotteryPlayer, openDraw, playApi, runDrawJob } from './support/lottery.js';

// The lottery's desk (docs/lottery.md#the-desk): games with their odds, house edge and payout cap,
// the draws, cancelling a draw, profit and loss by day; and the payout cap holding under parallel bets.

const DRAW = 60;
const clock = movableClock(inSlot(DRAW, 5));
const slotStart = clock.now().getTime() - 5_000;
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ CAPTCHA_MODE: 'off', LOTTERY_DRAW_SECONDS: String(DRAW), LOTTERY_CLOSE_SECONDS: '10' }, { clock });
  admin = await adminToken(t);
  await runDrawJob(t, ['k3', 'keno', 'ssc']);
}, 180_000);
afterAll(() => t?.close());

const desk = (path: string, body: object = {}, token = admin) =>
  request(t.app)
    .post(`/api/admin/lottery/${path}`)
    .set('Authorization', `Bearer ${token}`)
    .set('Idempotency-Key', randomUUID())
    .set('Lang', 'en_US')
    .send(body)
    .then((r) => r.body as { code: number; message: string; data: any });

describe('games: odds within bounds, the house edge of each bet type, on and off', () => {
  it('lists every bet type with its odds, its default and its exact house edge', async () => {
    const games = await desk('games');
    expect(games.code).toBe(200);
    expect(games.data.map((g: { game: string }) => g.game)).toEqual(['ssc', 'k3', 'pk10', 'keno']);
    const k3 = games.data.find((g: { game: string }) => g.game === 'k3');
    expect(k3).toMatchObject({ enabled: true, payout_cap: '1000000.00', edge_min: '0.50', edge_max: '40.00' });
    expect(k3.bet_types.find((b: { id: string }) => b.id === 'bsoe')).toMatchObject({ odds: ['1.98'], default_odds: ['1.98'], edge: '3.75' });
    expect(k3.bet_types.find((b: { id: string }) => b.id === 'sum:4')).toMatchObject({ kind: 'sum', selections: ['4'], odds: ['69.12'], edge: '4.00' });
    const keno = games.data.find((g: { game: string }) => g.game === 'keno');
    expect(keno.bet_types.find((b: { id: string }) => b.id === 'pick1')).toMatchObject({ pick: 1, odds: ['0', '3.8'], edge: '5.00' });
  });

  it('saves odds within the bounds, audited; refuses odds that leave them, and an unknown bet type', async () => {
    const saved = await desk('games/save', { game: 'k3', odds: { bsoe: ['1.96'], 'sum:10': ['7.5'] } });
    expect(saved.code, saved.message).toBe(200);
    expect(saved.data.bet_types.find((b: { id: string }) => b.id === 'bsoe')).toMatchObject({ odds: ['1.96'], edge: '4.72' });
    const audit = await t.prisma.auditLog.findFirstOrThrow({ where: { action: 'lottery.game.save' }, orderBy: { id: 'desc' } });
    expect(audit.target).toBe('k3');
    expect(JSON.stringify(audit.before)).toContain('1.98');
    expect(JSON.stringify(audit.after)).toContain('1.96');
    // The board shows the new price at once.
    const p = await lotteryPlayer(t, { admin });
    const board = (await playApi(t, p.play, 'games')).data.games.find((g: { game: string }) => g.game === 'k3');
    expect(board.kinds.find((k: { kind: string }) => k.kind === 'bsoe').selections[0]).toEqual({ selection: 'big', odds: '1.96' });

    expect(await desk('games/save', { game: 'k3', odds: { bsoe: ['2.1'] } })).toMatchObject({
      code: 1000,
      message: 'The odds of bsoe are out of bounds: the house edge must be between 0.50% and 40.00%',
    });
    expect(await desk('games/save', { game: 'k3', odds: { bsoe: ['1.1'] } })).toMatchObject({ code: 1000 });
    expect(await desk('games/save', { game: 'keno', odds: { pick2: ['0', '15.5'] } })).toMatchObject({ code: 1000 });
    expect(await desk('games/save', { game: 'k3', odds: { nope: ['2'] } })).toMatchObject({ code: 1000, message: 'Unknown bet type: nope' });
    expect(await desk('games/save', { game: 'k3', odds: { bsoe: ['abc'] } })).toMatchObject({ code: 1000, message: 'The odds are not written correctly' });
    expect(await desk('games/save', { game: 'k3', min_stake: '100', max_stake: '10' })).toMatchObject({ code: 1000 });
    expect(await desk('games/save', { game: 'k3', payout_cap: '0' })).toMatchObject({ code: 1000 });
    expect(await desk('games/save', { game: 'nope' })).toMatchObject({ code: 1000 });
    const after = (await desk('games')).data.find((g: { game: string }) => g.game === 'k3');
    expect(after.bet_types.find((b: { id: string }) => b.id === 'bsoe').odds).toEqual(['1.96']);
    await desk('games/save', { game: 'k3', odds: { bsoe: ['1.98'], 'sum:10': ['7.68'] } });
  });

  it('a game switched off takes no bet and shows no current draw', async () => {
    const p = await lotteryPlayer(t, { admin });
    const { draw_no } = await openDraw(t, p.play, 'k3');
    expect((await desk('games/save', { game: 'k3', enabled: false })).code).toBe(200);
    expect((await playApi(t, p.play, 'current', { game: 'k3' })).data.state).toBe('none');
    expect(await playApi(t, p.play, 'bet', { game: 'k3', draw_no, picks: [{ kind: 'bsoe', selection: 'big', stake: '1' }] }, { lang: 'en_US' })).toMatchObject({
      code: 203,
      message: 'This game is not on sale at the moment',
    });
    expect((await playApi(t, p.play, 'games')).data.games.map((g: { game: string }) => g.game)).not.toContain('k3');
    expect((await desk('games/save', { game: 'k3', enabled: true })).code).toBe(200);
  });

  it('is for the money desk only: support staff are refused', async () => {
    const support = await staffToken(t, `sup${Date.now() % 100000}`, 'support');
    for (const path of ['games', 'games/save', 'draws', 'cancel', 'report']) expect((await desk(path, {}, support)).code, path).toBe(203);
  });
});

describe('the payout cap of a draw', () => {
  it('parallel bets never let the possible payout on any result pass it (快3: checked on all 216 results)', async () => {
    expect((await desk('games/save', { game: 'k3', payout_cap: '1000' })).code).toBe(200);
    const players = await Promise.all(Array.from({ length: 6 }, () => lotteryPlayer(t, { admin, amount: 200 })));
    const { draw_no } = await openDraw(t, players[0]!.play, 'k3');
    const slips = [
      [{ kind: 'triple', selection: '6', stake: '2' }], // pays 414.72
      [{ kind: 'sum', selection: '17', stake: '5' }], // 345.60 on 5-6-6
      [{ kind: 'pair', selection: '6', stake: '20' }], // 259.20, with a triple 6 too
      [{ kind: 'bsoe', selection: 'big', stake: '100' }], // 198
    ];
    const attempts = players.flatMap((p) => slips.map((picks) => ({ p, picks })));
    const replies = await Promise.all(attempts.map(({ p, picks }) => playApi(t, p.play, 'bet', { game: 'k3', draw_no, picks }, { lang: 'en_US' })));
    const codes = replies.map((r) => r.code);
    expect(codes.every((c) => c === 200 || c === 203)).toBe(true);
    expect(codes.filter((c) => c === 203).length).toBeGreaterThan(0);
    expect(replies.filter((r) => r.code === 203).every((r) => r.message.startsWith('This draw has reached its payout limit'))).toBe(true);
    const bets = await t.sql.query<{ kind: string; selection: string; stake: string; odds: string[] }>(
      `SELECT b.kind, b.selection, b.stake::text, b.odds::text[] AS odds FROM lottery_bets b JOIN lottery_draws d ON d.id = b.draw_id WHERE d.game = 'k3' AND d.draw_no = $1`,
      [draw_no],
    );
    let most = 0n;
    for (let a = 1; a <= 6; a++)
      for (let b = 1; b <= 6; b++)
        for (let c = 1; c <= 6; c++) {
          const paid = bets.reduce((s, bet) => {
            const kept = expandPick('k3', bet.kind, bet.selection);
            return s + settleExpanded('k3', kept, [Math.round(Number(bet.odds[0]) * 1000)], BigInt(Math.round(Number(bet.stake) * 100)), [a, b, c]);
          }, 0n);
          if (paid > most) most = paid;
        }
    expect(most).toBeLessThanOrEqual(100000n);
    const [draw] = await t.sql.query<{ exposure_bound: string }>(`SELECT exposure_bound::text FROM lottery_draws WHERE game = 'k3' AND draw_no = $1`, [
      draw_no,
    ]);
    expect(BigInt(draw!.exposure_bound)).toBe(most); // 快3's bound is exact
    await desk('games/save', { game: 'k3', payout_cap: '1000000' });
  });

  it("keno: the sum of each bet's largest payout stays within the cap under parallel bets", async () => {
    expect((await desk('games/save', { game: 'keno', payout_cap: '5000' })).code).toBe(200);
    const players = await Promise.all(Array.from({ length: 4 }, () => lotteryPlayer(t, { admin, amount: 100 })));
    const { draw_no } = await openDraw(t, players[0]!.play, 'keno');
    // pick5 pays 800× at most: 2.00 staked may pay 1600; three fit under 5000, a fourth does not.
    const replies = await Promise.all(
      players.flatMap((p) =>
        [1, 2].map(() => playApi(t, p.play, 'bet', { game: 'keno', draw_no, picks: [{ kind: 'pick5', selection: [1, 2, 3, 4, 5], stake: '2' }] })),
      ),
    );
    expect(replies.filter((r) => r.code === 200)).toHaveLength(3);
    const [draw] = await t.sql.query<{ exposure_bound: string }>(`SELECT exposure_bound::text FROM lottery_draws WHERE game = 'keno' AND draw_no = $1`, [
      draw_no,
    ]);
    expect(draw!.exposure_bound).toBe('480000');
    await desk('games/save', { game: 'keno', payout_cap: '1000000' });
  });
});

describe('cancelling a draw', () => {
  it('refunds every bet once, though the desk asks three times at once; audited; the seed and what it would have drawn are shown', async () => {
    const players = await Promise.all([1, 2, 3].map(() => lotteryPlayer(t, { admin, amount: 300 })));
    const { draw_no } = await openDraw(t, players[0]!.play, 'ssc');
    for (const p of players) {
      const placed = await playApi(t, p.play, 'bet', {
        game: 'ssc',
        draw_no,
        picks: [
          { kind: 'sum_bsoe', selection: 'small', stake: '50' },
          { kind: 'digit', selection: '3:9', stake: '25.5' },
        ],
      });
      expect(placed.code, placed.message).toBe(200);
    }
    const replies = await Promise.all([1, 2, 3].map(() => desk('cancel', { game: 'ssc', draw_no, reason: 'feed outage' })));
    expect(replies.map((r) => r.code).sort()).toEqual([200, 203, 203]);
    const done = replies.find((r) => r.code === 200)!;
    expect(done.data).toEqual({ game: 'ssc', draw_no, refunded_bets: 6, refunded: '226.50' });
    for (const p of players) {
      const wallet = await t.sql.query<{ balance: string }>('SELECT balance::text FROM builtin_wallets WHERE brand = $1 AND player = $2', ['vr', p.name]);
      expect(wallet[0]!.balance).toBe('300.00');
      expect((await playApi(t, p.play, 'bets', {})).data.bets.map((b: { state: string; payout: string }) => [b.state, b.payout])).toEqual([
        ['cancelled', '25.50'],
        ['cancelled', '50.00'],
      ]);
    }
    // the player's board sees the running draw cancelled, in the shape the contract gives it
    const board = await playApi(t, players[0]!.play, 'current', { game: 'ssc' });
    expect(lotteryCurrentReply.safeParse(board.data).error?.issues ?? []).toEqual([]);
    expect(board.data).toMatchObject({ draw_no, state: 'cancelled' });
    const refunds = await t.sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM builtin_wallet_ops WHERE ref LIKE 'lottery-refund:%' AND brand = 'vr'`);
    expect(refunds[0]!.n).toBe(6);
    const audit = await t.prisma.auditLog.findMany({ where: { action: 'lottery.draw.cancel', target: `ssc ${draw_no}` } });
    expect(audit).toHaveLength(1);
    expect(audit[0]!.amount?.toString()).toBe('226.5');
    const verify = (await request(t.app).get(`/api/lottery/verify?game=ssc&draw_no=${draw_no}`)).body.data;
    expect(verify.state).toBe('cancelled');
    expect(verify.seed).toMatch(/^[0-9a-f]{64}$/);
    expect(verify.result).toHaveLength(5);
    // A cancelled draw is never drawn, and cannot be cancelled again.
    at(clock, new Date(slotStart + DRAW * 1000 + 1));
    expect((await runDrawJob(t, ['ssc'])).filter((d) => d.game === 'ssc' && d.drawNo === draw_no)).toEqual([]);
    expect(await desk('cancel', { game: 'ssc', draw_no, reason: 'again' })).toMatchObject({
      code: 203,
      message: 'This draw has been drawn or cancelled already',
    });
    expect(await desk('cancel', { game: 'k3', draw_no: '20200101-0001', reason: 'x' })).toMatchObject({ code: 404 });
    expect(await desk('cancel', { game: 'k3', draw_no })).toMatchObject({ code: 1000, message: 'Please give the reason for cancelling' });

    // The refunded bets reach the records as cancelled (no turnover), and the ledger holds.
    await t.services.betSync.syncAll();
    const records = await post(t.app, '/api/betrecord', { date: 1, page: 1, api_type: 'VR' }, { token: players[0]!.token, lang: 'en_US' });
    expect(records.data.data.map((r: { status: number; detail: string }) => [r.status, r.detail.endsWith('Cancelled, refunded')])).toEqual([
      [0, true],
      [0, true],
    ]);
    const user = await t.prisma.user.findUniqueOrThrow({ where: { id: players[0]!.userId } });
    expect(user.totalgame.toString()).toBe('0');
    await expectLotteryBooksClean(t);
    expect(await checkLedger(t.prisma)).toEqual([]);
  });
});

describe('draws and profit and loss', () => {
  it('lists the draws with bets, stake, payout and the house result, and sums them by day', async () => {
    const p = await lotteryPlayer(t, { admin, amount: 400 });
    at(clock, new Date(slotStart + DRAW * 1000 + 2_000));
    await runDrawJob(t, ['k3']);
    const { draw_no } = await openDraw(t, p.play, 'k3');
    await playApi(t, p.play, 'bet', {
      game: 'k3',
      draw_no,
      picks: [
        { kind: 'bsoe', selection: 'big', stake: '100' },
        { kind: 'bsoe', selection: 'small', stake: '100' },
        { kind: 'any_triple', selection: 'any', stake: '10' },
      ],
    });
    at(clock, new Date(slotStart + 2 * DRAW * 1000 + 1));
    await runDrawJob(t, ['k3']);
    const list = await desk('draws', { game: 'k3', state: 'drawn' });
    expect(list.code, list.message).toBe(200);
    const row = list.data.list.find((d: { draw_no: string }) => d.draw_no === draw_no);
    expect(row).toMatchObject({ state: 'drawn', bets: 3, stake: '210.00' });
    expect(Number(row.house)).toBeCloseTo(210 - Number(row.payout), 2);
    expect(row.seed).toMatch(/^[0-9a-f]{64}$/);
    const day = `${draw_no.slice(0, 4)}-${draw_no.slice(4, 6)}-${draw_no.slice(6, 8)}`;
    const report = await desk('report', { from: day, to: day });
    expect(report.code, report.message).toBe(200);
    expect(report.data.days).toHaveLength(1);
    // The day's 快3: every drawn draw of the day (this one and the one the cap test bet on).
    const drawn = (await desk('draws', { game: 'k3', state: 'drawn', date: day })).data.list as { stake: string; payout: string }[];
    const cents = (xs: string[]) => xs.reduce((n, x) => n + Math.round(Number(x) * 100), 0);
    const k3 = report.data.days[0].games.find((g: { game: string }) => g.game === 'k3');
    expect(cents([k3.stake])).toBe(cents(drawn.map((d) => d.stake)));
    expect(cents([k3.house])).toBe(cents(drawn.map((d) => d.stake)) - cents(drawn.map((d) => d.payout)));
    // The cancelled 时时彩 draw refunded everything: it counts nothing (the draws after it took no bets).
    expect(report.data.days[0].games.find((g: { game: string }) => g.game === 'ssc')).toMatchObject({ stake: '0.00', house: '0.00' });
    expect(report.data.total.house).toBe(report.data.days[0].house);
    expect(await desk('report', { from: day, to: '2020-01-01' })).toMatchObject({ code: 1000 });
  });
});
