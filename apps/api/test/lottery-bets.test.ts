import { createHash } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ODDS, deriveResultWeb, expandPick, oddsOf, settleExpanded } from '@portal/game-rules';
import { movableClock } from '../src/clock.js';
import { checkLedger } from '../src/modules/wallet/invariants.js';
import { adminToken, createTestApp, post, type TestApp } from './support/app.js';
import { at, expectLotteryBooksClean, inSlot, lotteryPlayer, openDraw, playApi, runDrawJob } from './support/lottery.js';

// The player's side of the lottery (docs/lottery.md): a member transfers into a lottery venue,
// launches it, bets on the current draw with the launch token, the draw job draws it, the seed
// verifies against the hash shown before, and the wallet, the bet records and the ledger move
// exactly.

const DRAW = 60;
const clock = movableClock(inSlot(DRAW, 5));
const slotStart = clock.now().getTime() - 5_000;
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ CAPTCHA_MODE: 'off', LOTTERY_DRAW_SECONDS: String(DRAW), LOTTERY_CLOSE_SECONDS: '10' }, { clock });
  admin = await adminToken(t);
  await runDrawJob(t, ['k3', 'ssc']);
}, 180_000);
afterAll(() => t?.close());

const sha256 = (hex: string) => createHash('sha256').update(Buffer.from(hex, 'hex')).digest('hex');
const walletOf = async (brand: string, player: string) =>
  (await t.sql.query<{ balance: string }>('SELECT balance::text FROM builtin_wallets WHERE brand = $1 AND player = $2', [brand, player]))[0]?.balance;

describe('the player API: games, the current draw, authorisation', () => {
  it('lists the four games with their boards and odds, priced as the defaults say', async () => {
    const p = await lotteryPlayer(t, { admin });
    expect(p.url.pathname).toBe('/play/lottery/VR');
    const page = await request(t.app).get(`${p.url.pathname}${p.url.search}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('id="lottery-config"');
    expect(page.text).toContain('data-venue="VR"');
    expect(page.text).toContain('src="/play/assets/lottery.js"');
    expect(page.text).toContain('href="/play/assets/lottery.css"');
    const games = await playApi(t, p.play, 'games');
    expect(games.code).toBe(200);
    expect(games.data.games.map((g: { game: string }) => g.game)).toEqual(['ssc', 'k3', 'pk10', 'keno']);
    const k3 = games.data.games.find((g: { game: string }) => g.game === 'k3');
    expect(k3).toMatchObject({ min_stake: '1.00', max_stake: '10000.00', draw_seconds: DRAW, close_seconds: 10 });
    const bsoe = k3.kinds.find((k: { kind: string }) => k.kind === 'bsoe');
    expect(bsoe.selections).toEqual(['big', 'small', 'odd', 'even'].map((selection) => ({ selection, odds: '1.98' })));
    const keno = games.data.games.find((g: { game: string }) => g.game === 'keno').kinds.find((k: { kind: string }) => k.kind === 'pick5');
    expect(keno).toMatchObject({ pick: 5, paytable: ['0', '0', '0', '2', '20', '800'], selections: [] });
  });

  it('refuses a missing, forged or built-in game token, and answers unknown paths with an envelope', async () => {
    expect((await playApi(t, '', 'games')).code).toBe(401);
    expect((await playApi(t, 'forged', 'games')).code).toBe(401);
    const builtin = await post(t.app, '/api/getGameUrl', { plat_name: 'PCGAME' }, { token: (await lotteryPlayer(t, { admin })).token });
    const builtinToken = new URL(builtin.data.url, 'http://x').searchParams.get('t')!;
    expect((await playApi(t, builtinToken, 'games')).code).toBe(401);
    const p = await lotteryPlayer(t, { admin });
    expect(await playApi(t, p.play, 'nope')).toMatchObject({ code: 404 });
    // and a lottery token plays no built-in game on the venue's wallet
    const dice = await request(t.app).post('/play/api/bet').set('Authorization', `Bearer ${p.play}`).send({ game: 'dice', bet: 1, pick: 'big' });
    expect(dice.body.code).toBe(1000);
  });

  it('the current draw: numbered by Beijing day, closing 10 s before its draw, its hash shown and no seed anywhere', async () => {
    const p = await lotteryPlayer(t, { admin });
    const current = await playApi(t, p.play, 'current', { game: 'k3' });
    expect(current.code).toBe(200);
    const d = current.data;
    expect(d.state).toBe('open');
    expect(d.draw_no).toMatch(/^\d{8}-\d{4}$/); // 1440 draws a day at 60 s
    expect(Date.parse(d.draws_at) - Date.parse(d.closes_at)).toBe(10_000);
    expect(Date.parse(d.draws_at)).toBe(slotStart + DRAW * 1000);
    expect(d.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(d.next.hash).toMatch(/^[0-9a-f]{64}$/);
    const verify = await request(t.app).get(`/api/lottery/verify?game=k3&draw_no=${d.draw_no}`);
    expect(verify.body.data).toMatchObject({ state: 'open', seed: null, result: null, hash: d.hash });
    expect(JSON.stringify(verify.body)).not.toMatch(/sealed/);
  });

  it('answers bad input with a message, never a 500, and writes nothing', async () => {
    const p = await lotteryPlayer(t, { admin });
    const { draw_no } = await openDraw(t, p.play, 'k3');
    const bet = (body: unknown) => playApi(t, p.play, 'bet', body, { lang: 'en_US' });
    const pick = { kind: 'sum', selection: '10', stake: '10' };
    const cases: [unknown, string][] = [
      [{ game: 'nope', draw_no, picks: [pick] }, 'Unknown lottery game'],
      [{ game: 'k3', draw_no: 'x', picks: [pick] }, 'No such draw'],
      [{ game: 'k3', draw_no, picks: [] }, 'Please choose at least one pick'],
      [{ game: 'k3', draw_no, picks: Array(51).fill(pick) }, 'At most 50 picks at a time'],
      [{ game: 'k3', draw_no, picks: [{ ...pick, kind: 'nope' }] }, 'The pick is not valid'],
      [{ game: 'k3', draw_no, picks: [{ ...pick, selection: '3' }] }, 'The pick is not valid'],
      [{ game: 'k3', draw_no, picks: [{ ...pick, selection: { $ne: 1 } }] }, 'The pick is not valid'],
      [{ game: 'k3', draw_no, picks: [{ ...pick, stake: '0.5' }] }, "Each pick's stake must be between 1.00 and 10000.00"],
      [{ game: 'k3', draw_no, picks: [{ ...pick, stake: '10001' }] }, "Each pick's stake must be between 1.00 and 10000.00"],
      [{ game: 'k3', draw_no, picks: [{ ...pick, stake: '1.001' }] }, 'Invalid amount (at most 2 decimals)'],
      [{ game: 'k3', draw_no, picks: [{ ...pick, stake: '1e3' }] }, 'Invalid amount (at most 2 decimals)'],
      [{ game: 'k3', draw_no: '20200101-0001', picks: [pick] }, 'No such draw'],
      [{ game: 'keno', draw_no, picks: [{ kind: 'pick3', selection: '1,1,2', stake: '1' }] }, 'The pick is not valid'],
      [null, 'Unknown lottery game'],
    ];
    for (const [body, message] of cases) expect(await bet(body), JSON.stringify(body)).toMatchObject({ message });
    expect(await walletOf('vr', p.name)).toBe('1000.00');
    expect(await t.prisma.lotteryBet.count({ where: { wallet: { player: p.name } } })).toBe(0);
  });
});

describe('betting and the draw', () => {
  it('a slip of several picks takes the stakes at once, shows in my bets, and is paid at the draw by the rules', async () => {
    const p = await lotteryPlayer(t, { admin, amount: 500 });
    const { draw_no, hash } = await openDraw(t, p.play, 'k3');
    const picks = [
      { kind: 'sum', selection: '10', stake: '10' },
      { kind: 'bsoe', selection: 'big', stake: '20.50' },
      { kind: 'bsoe', selection: 'small', stake: '20.50' },
      { kind: 'any_triple', selection: 'any', stake: '5' },
      { kind: 'triple', selection: '3', stake: '1' },
      { kind: 'pair', selection: '4', stake: 2 },
    ];
    const placed = await playApi(t, p.play, 'bet', { game: 'k3', draw_no, picks });
    expect(placed.code, placed.message).toBe(200);
    expect(placed.data).toMatchObject({ balance: '441.00', total: '59.00', draw_no });
    expect(placed.data.bets).toHaveLength(6);
    expect(placed.data.bets[0]).toMatchObject({ kind: 'sum', selection: '10', stake: '10.00', odds: ['7.68'], state: 'open', payout: null });
    expect(await walletOf('vr', p.name)).toBe('441.00');
    const mine = await playApi(t, p.play, 'bets', { state: 'open' });
    expect(mine.data.bets).toHaveLength(6);

    // The draw comes: drawn with its seed, settled by the rules, paid into the wallet.
    at(clock, new Date(slotStart + DRAW * 1000 + 1));
    const [drawn] = (await runDrawJob(t, ['k3'])).filter((d) => d.drawNo === draw_no);
    expect(drawn).toMatchObject({ state: 'drawn' });
    const verified = (await request(t.app).get(`/api/lottery/verify?game=k3&draw_no=${draw_no}`)).body.data;
    expect(verified).toMatchObject({ state: 'drawn', hash });
    expect(sha256(verified.seed)).toBe(hash);
    expect(await deriveResultWeb('k3', draw_no, verified.seed)).toEqual(verified.result);
    let paid = 0n;
    for (const pick of picks) {
      const kept = expandPick('k3', pick.kind, String(pick.selection));
      paid += settleExpanded('k3', kept, oddsOf('k3', DEFAULT_ODDS.k3, kept.typeId), BigInt(Math.round(Number(pick.stake) * 100)), verified.result);
    }
    const expected = (44100n + paid).toString();
    expect(await walletOf('vr', p.name)).toBe(`${expected.slice(0, -2)}.${expected.slice(-2)}`);
    const settled = await playApi(t, p.play, 'bets', {});
    expect(settled.data.bets.every((b: { state: string; result: number[] }) => b.state === 'settled' && b.result.length === 3)).toBe(true);
    const draws = await playApi(t, p.play, 'draws', { game: 'k3', limit: 5 });
    expect(draws.data.draws[0]).toMatchObject({ draw_no, seed: verified.seed, result: verified.result });
    // Drawing again does nothing.
    expect((await runDrawJob(t, ['k3'])).filter((d) => d.drawNo === draw_no)).toEqual([]);
    await expectLotteryBooksClean(t);

    // The bet sync brings the settled bets into the member's records, with the draw, the pick and the result.
    await t.services.betSync.syncAll();
    const records = await post(t.app, '/api/betrecord', { date: 1, page: 1, api_type: 'VR' }, { token: p.token, lang: 'zh_CN' });
    expect(records.data.data).toHaveLength(6);
    const sum = records.data.data.find((r: { detail: string }) => r.detail.includes('和值 10'));
    expect(sum.detail).toBe(`快3 第${draw_no}期 · 和值 10 · 开奖 ${verified.result.join(',')}`);
    expect(sum.Code).toBe('快3');
    const balances = await post(t.app, '/api/balancelist', {}, { token: p.token });
    expect(balances.data.find((b: { platname: string }) => b.platname === 'VR').balance).toBe(await walletOf('vr', p.name));
    expect(await checkLedger(t.prisma)).toEqual([]);
  });

  it('an Idempotency-Key sent again answers the first slip and takes the stake once', async () => {
    at(clock, new Date(slotStart + DRAW * 1000 + 5_000));
    await runDrawJob(t, ['k3']);
    const p = await lotteryPlayer(t, { admin, amount: 100 });
    const { draw_no } = await openDraw(t, p.play, 'k3');
    const body = { game: 'k3', draw_no, picks: [{ kind: 'bsoe', selection: 'odd', stake: '30' }] };
    const replies = await Promise.all([1, 2, 3].map(() => playApi(t, p.play, 'bet', body, { key: 'slip-1' })));
    expect(replies.map((r) => r.code)).toEqual([200, 200, 200]);
    expect(new Set(replies.map((r) => r.data.slip_id)).size).toBe(1);
    expect(await walletOf('vr', p.name)).toBe('70.00');
    expect((await playApi(t, p.play, 'bet', body, { key: 'slip-2' })).data.balance).toBe('40.00');
  });

  it('refuses a bet after the close, and on a draw not open yet, and one the wallet cannot cover', async () => {
    const p = await lotteryPlayer(t, { admin, amount: 50 });
    const current = await openDraw(t, p.play, 'k3');
    const pick = [{ kind: 'bsoe', selection: 'big', stake: '5' }];
    const next = (await playApi(t, p.play, 'current', { game: 'k3' })).data.next;
    expect(await playApi(t, p.play, 'bet', { game: 'k3', draw_no: next.draw_no, picks: pick }, { lang: 'en_US' })).toMatchObject({
      code: 203,
      message: 'Betting on this draw has not opened yet',
    });
    expect(await playApi(t, p.play, 'bet', { game: 'k3', draw_no: current.draw_no, picks: [{ ...pick[0], stake: '51' }] }, { lang: 'en_US' })).toMatchObject({
      code: 208,
    });
    at(clock, new Date(Date.parse(current.closes_at)));
    expect((await playApi(t, p.play, 'current', { game: 'k3' })).data.state).toBe('closed');
    expect(await playApi(t, p.play, 'bet', { game: 'k3', draw_no: current.draw_no, picks: pick }, { lang: 'en_US' })).toMatchObject({
      code: 203,
      message: 'Betting on this draw has closed; please bet on the next one',
    });
    expect(await walletOf('vr', p.name)).toBe('50.00');
    expect(await t.prisma.lotterySlip.count({ where: { wallet: { player: p.name } } })).toBe(0);
  });
});
