import { createHash } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deriveResultWeb } from '@portal/game-rules';
import { movableClock } from '../src/clock.js';
import { checkLedger } from '../src/modules/wallet/invariants.js';
import { createLotteryPlatform } from '../src/providers/lottery/index.js';
import { adminToken, createTestApp, post, type TestApp } from './support/app.js';
import { at, expectLotteryBooksClean, inSlot, lotteryPlayer, openDraw, playApi, runDrawJob } from './support/lottery.js';

// The draws as the job makes and draws them (docs/lottery.md#draws-and-the-job): every revealed
// seed verifies against its hash and its chain's published terminal hash; a chain used up is
// replaced by a new one published first; a draw the job could not draw on time is drawn late with
// its committed seed; a draw fails whole or not at all; a draw whose seed cannot be had is cancelled
// and refunded; and the portal's side: player protection, turnover and rebates.

const DRAW = 60;
const clock = movableClock(inSlot(DRAW, 5));
const slotStart = clock.now().getTime() - 5_000;
const slot = (n: number, plusMs = 1) => new Date(slotStart + n * DRAW * 1000 + plusMs);
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp(
    { CAPTCHA_MODE: 'off', LOTTERY_DRAW_SECONDS: String(DRAW), LOTTERY_CLOSE_SECONDS: '10', TOKEN_TTL_SECONDS: String(30 * 86400) },
    { clock },
  );
  admin = await adminToken(t);
  await runDrawJob(t, ['pk10', 'ssc']);
}, 180_000);
afterAll(() => t?.close());

const sha256 = (hex: string) => createHash('sha256').update(Buffer.from(hex, 'hex')).digest('hex');
const verify = async (game: string, drawNo: string) => (await request(t.app).get(`/api/lottery/verify?game=${game}&draw_no=${drawNo}`)).body;
const balance = async (player: string) =>
  (await t.sql.query<{ balance: string }>(`SELECT balance::text FROM builtin_wallets WHERE brand = 'vr' AND player = $1`, [player]))[0]!.balance;

describe('the chain and every revealed seed verify', () => {
  it("the terminal hash is published before the first draw; each drawn seed hashes to its draw's hash, to the seed before it, and down to the terminal hash", async () => {
    const [chain] = (await request(t.app).get('/api/lottery/chains?game=pk10')).body.data;
    expect(chain).toMatchObject({ game: 'pk10', length: 1_000_000, spent_at: null });
    const draws = await t.prisma.lotteryDraw.findMany({ where: { game: 'pk10' }, orderBy: { chainIndex: 'asc' } });
    expect(draws.every((d) => d.createdAt.getTime() >= Date.parse(chain.published_at))).toBe(true);
    for (let n = 1; n <= 3; n++) {
      at(clock, slot(n));
      await runDrawJob(t, ['pk10', 'ssc']);
    }
    const drawn = (await playApi(t, (await lotteryPlayer(t, { admin })).play, 'draws', { game: 'pk10', limit: 10 })).data.draws.reverse();
    expect(drawn.length).toBeGreaterThanOrEqual(3);
    let before: string | null = null;
    for (const d of drawn) {
      const v = (await verify('pk10', d.draw_no)).data;
      expect(sha256(v.seed)).toBe(v.hash);
      if (before) expect(v.hash).toBe(before); // the seed of the draw before is this draw's hash
      before = v.seed;
      let s = v.seed as string;
      for (let i = 0; i < v.chain_index; i++) s = sha256(s);
      expect(s).toBe(v.chain.terminal_hash);
      expect(await deriveResultWeb('pk10', d.draw_no, v.seed)).toEqual(v.result);
      expect([...v.result].sort((a: number, b: number) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    }
    expect((await request(t.app).get('/api/lottery/verify?game=pk10&draw_no=20200101-0001')).body).toMatchObject({ code: 404 });
    expect((await request(t.app).get('/api/lottery/verify?game=nope&draw_no=x')).body).toMatchObject({ code: 1000 });
    expect((await request(t.app).get('/api/lottery/verify')).body).toMatchObject({ code: 1000 });
  });

  it('a chain used up is replaced by a new one, published before its first draw, which takes its first seed', async () => {
    const [old] = await t.sql.query<{ id: number; length: number }>(`SELECT id, length FROM lottery_chains WHERE game = 'ssc' AND spent_at IS NULL`);
    // As after 10^6 draws: every index given.
    await t.sql.query('UPDATE lottery_chains SET next_index = length + 1 WHERE id = $1', [old!.id]);
    at(clock, slot(4));
    await runDrawJob(t, ['ssc']);
    const chains = (await request(t.app).get('/api/lottery/chains?game=ssc')).body.data;
    expect(chains).toHaveLength(2);
    expect(chains[1]).toMatchObject({ id: old!.id });
    expect(chains[1].spent_at).not.toBeNull();
    // The draw running now was made before, on the old chain; the next one is the new chain's first.
    expect(chains[0]).toMatchObject({ spent_at: null, used: 1 });
    const fresh = await t.prisma.lotteryDraw.findMany({ where: { game: 'ssc', chainId: chains[0].id }, orderBy: { chainIndex: 'asc' } });
    expect(fresh.map((d) => d.chainIndex)).toEqual([1]);
    expect(fresh[0]!.createdAt.getTime()).toBeGreaterThanOrEqual(Date.parse(chains[0].published_at));
    expect(fresh[0]!.hash).toBe(chains[0].terminal_hash); // the first draw's hash, SHA-256(s_1), is s_0
    at(clock, slot(6));
    await runDrawJob(t, ['ssc']);
    const v = (await verify('ssc', fresh[0]!.drawNo)).data;
    expect(v.chain_index).toBe(1);
    expect(sha256(v.seed)).toBe(v.chain.terminal_hash); // s_1 hashes to s_0
    expect(sha256(v.seed)).toBe(v.hash);
  });

  it('a chain rotation test on a short chain: the engine makes chains of the length it is given', async () => {
    const short = createLotteryPlatform({ sql: t.sql, staffKey: t.config.staffTotpKey, schedule: t.config.lottery, clock, log: t.core.log, chainLength: 1000 });
    await t.sql.query(`UPDATE lottery_chains SET next_index = length + 1 WHERE game = 'keno' AND spent_at IS NULL`);
    await short.engine.ensureDraws(clock.now(), ['keno']);
    const [chain] = (await request(t.app).get('/api/lottery/chains?game=keno')).body.data;
    expect(chain).toMatchObject({ length: 1000, used: 2 });
  });
});

describe('drawing', () => {
  it('draws late, with its committed seed, a draw the job could not draw on time (the server was down through it)', async () => {
    at(clock, slot(7, 2_000));
    await runDrawJob(t, ['ssc']);
    const p = await lotteryPlayer(t, { admin, amount: 100 });
    const { draw_no, hash } = await openDraw(t, p.play, 'ssc');
    expect((await playApi(t, p.play, 'bet', { game: 'ssc', draw_no, picks: [{ kind: 'pos_bsoe', selection: '1:big', stake: '10' }] })).code).toBe(200);
    // Down for ten minutes: the job runs again long after the draw's time.
    at(clock, slot(17, 3_000));
    await runDrawJob(t, ['ssc']);
    const v = (await verify('ssc', draw_no)).data;
    expect(v.state).toBe('drawn');
    expect(Date.parse(v.drawn_at) - Date.parse(v.draws_at)).toBeGreaterThan(9 * 60_000);
    expect(sha256(v.seed)).toBe(hash);
    const [bet] = (await playApi(t, p.play, 'bets', {})).data.bets;
    expect(bet.state).toBe('settled');
    expect(bet.payout).toBe(v.result[0] >= 5 ? '19.80' : '0.00');
  });

  it('a draw that fails part-way leaves nothing done: its bets open, no payout, the wallet as it was; the next run draws it once', async () => {
    at(clock, slot(18, 2_000));
    await runDrawJob(t, ['ssc']);
    const p = await lotteryPlayer(t, { admin, amount: 100 });
    const { draw_no } = await openDraw(t, p.play, 'ssc');
    await playApi(t, p.play, 'bet', {
      game: 'ssc',
      draw_no,
      picks: [
        { kind: 'sum_bsoe', selection: 'odd', stake: '40' },
        { kind: 'sum_bsoe', selection: 'even', stake: '40' },
      ],
    });
    // The last statement of the draw (the draw row's state) fails, as a process dying there would leave it.
    await t.sql.query(`CREATE FUNCTION lottery_test_fail() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'killed mid-draw'; END $$`);
    await t.sql.query(
      `CREATE TRIGGER lottery_test_fail BEFORE UPDATE OF state ON lottery_draws FOR EACH ROW WHEN (NEW.state = 1) EXECUTE FUNCTION lottery_test_fail()`,
    );
    at(clock, slot(19));
    await expect(runDrawJob(t, ['ssc'])).rejects.toThrow(/killed mid-draw/);
    const bets = await t.sql.query<{ state: number; payout: string | null }>(
      `SELECT b.state, b.payout FROM lottery_bets b JOIN lottery_draws d ON d.id = b.draw_id WHERE d.game = 'ssc' AND d.draw_no = $1`,
      [draw_no],
    );
    expect(bets).toEqual([
      { state: 0, payout: null },
      { state: 0, payout: null },
    ]);
    expect(await balance(p.name)).toBe('20.00');
    expect((await verify('ssc', draw_no)).data).toMatchObject({ state: 'open', seed: null });
    await t.sql.query('DROP TRIGGER lottery_test_fail ON lottery_draws');
    await t.sql.query('DROP FUNCTION lottery_test_fail');
    await Promise.all([runDrawJob(t, ['ssc']), runDrawJob(t, ['ssc']), t.services.lottery.drawDue(clock.now())]);
    expect(await balance(p.name)).toBe('99.20'); // one of odd and even wins: 40 × 1.98
    await expectLotteryBooksClean(t);
  });

  it('a draw whose seed cannot be had (its chain does not open) is cancelled and every bet refunded', async () => {
    at(clock, slot(19, 2_000));
    await runDrawJob(t, ['pk10']);
    const p = await lotteryPlayer(t, { admin, amount: 100 });
    const { draw_no } = await openDraw(t, p.play, 'pk10');
    await playApi(t, p.play, 'bet', { game: 'pk10', draw_no, picks: [{ kind: 'gy_sum', selection: '11', stake: '30' }] });
    const [chain] = await t.sql.query<{ id: number; sealed: string }>(`SELECT id, sealed FROM lottery_chains WHERE game = 'pk10' AND spent_at IS NULL`);
    await t.sql.query('UPDATE lottery_chains SET sealed = $2 WHERE id = $1', [chain!.id, chain!.sealed.replace(/:[^:]{4}/, ':AAAA')]);
    at(clock, slot(20));
    await runDrawJob(t, ['ssc']);
    await t.sql.query('UPDATE lottery_chains SET sealed = $2 WHERE id = $1', [chain!.id, chain!.sealed]);
    expect((await verify('pk10', draw_no)).data).toMatchObject({ state: 'cancelled', seed: null, result: null });
    expect(await balance(p.name)).toBe('100.00');
    const draw = await t.prisma.lotteryDraw.findFirstOrThrow({ where: { game: 'pk10', drawNo: draw_no } });
    expect(draw.cancelReason).toBe('system: the seed chain could not be opened');
  });
});

describe('the portal around the lottery: player protection, turnover, rebates', () => {
  it('a loss limit refuses a slip that could pass what is left of it, counting bets not yet drawn at their whole stake', async () => {
    at(clock, slot(21, 2_000));
    await runDrawJob(t, ['ssc']);
    const p = await lotteryPlayer(t, { admin, amount: 500 });
    expect((await post(t.app, '/api/responsible/limits', { kind: 'loss', period: 'day', value: 100 }, { token: p.token })).code).toBe(200);
    const { draw_no } = await openDraw(t, p.play, 'ssc');
    const bet = (stake: string) => playApi(t, p.play, 'bet', { game: 'ssc', draw_no, picks: [{ kind: 'digit', selection: '2:5', stake }] }, { lang: 'en_US' });
    expect((await bet('60')).code).toBe(200);
    // 60 at stake on an open bet: 40 left.
    const refused = await bet('50');
    expect(refused.code).toBe(232);
    expect(refused.message).toContain('100.00');
    expect((await bet('40')).code).toBe(200);
    expect(await balance(p.name)).toBe('400.00');
  });

  it('a self-excluded member places no bet', async () => {
    const p = await lotteryPlayer(t, { admin, amount: 100 });
    const { draw_no } = await openDraw(t, p.play, 'ssc');
    await t.prisma.responsibleBlock.create({
      data: {
        userId: p.userId,
        kind: 'exclusion',
        period: '6m',
        startsAt: new Date(clock.now().getTime() - 1000),
        endsAt: new Date(clock.now().getTime() + 86400_000 * 180),
        imposedBy: null,
      },
    });
    const refused = await playApi(t, p.play, 'bet', { game: 'ssc', draw_no, picks: [{ kind: 'digit', selection: '2:5', stake: '1' }] });
    expect(refused.code).not.toBe(200);
    expect(await balance(p.name)).toBe('100.00');
  });

  it('settled bets count toward turnover and VIP and earn rebates at the lottery rate; a push counts nothing', async () => {
    const p = await lotteryPlayer(t, { admin, amount: 300 });
    const { draw_no } = await openDraw(t, p.play, 'ssc');
    const placed = await playApi(t, p.play, 'bet', {
      game: 'ssc',
      draw_no,
      picks: [
        { kind: 'sum_bsoe', selection: 'big', stake: '100' },
        { kind: 'dragon_tiger', selection: 'dragon', stake: '50' },
      ],
    });
    expect(placed.code, placed.message).toBe(200);
    at(clock, slot(22));
    await runDrawJob(t, ['ssc']);
    await t.services.betSync.syncAll();
    const v = (await verify('ssc', draw_no)).data;
    const tie = v.result[0] === v.result[4];
    const records = await t.prisma.betRecord.findMany({ where: { userId: p.userId }, orderBy: { id: 'asc' } });
    expect(records.map((r) => [r.category, r.status, r.validAmount.toFixed(2)])).toEqual([
      ['lottery', 1, '100.00'],
      ['lottery', 1, tie ? '0.00' : '50.00'],
    ]);
    const user = await t.prisma.user.findUniqueOrThrow({ where: { id: p.userId } });
    expect(user.totalgame.toFixed(2)).toBe(tie ? '100.00' : '150.00');
    // VIP1's lottery rebate is 0.3 %.
    const rebates = await t.prisma.rebate.findMany({ where: { userId: p.userId }, orderBy: { id: 'asc' } });
    expect(rebates.map((r) => [r.category, r.money.toFixed(2)])).toEqual(
      tie
        ? [['lottery', '0.30']]
        : [
            ['lottery', '0.30'],
            ['lottery', '0.15'],
          ],
    );
    expect(await checkLedger(t.prisma)).toEqual([]);
    await expectLotteryBooksClean(t);
  });
  it("player protection's loss count: an open bet counts at its stake, a drawn one at its stake less its payout, a refunded one not at all", async () => {
    const p = await lotteryPlayer(t, { admin, amount: 300 });
    expect((await post(t.app, '/api/responsible/limits', { kind: 'loss', period: 'month', value: 500 }, { token: p.token })).code).toBe(200);
    const used = async () =>
      (await post(t.app, '/api/responsible', {}, { token: p.token })).data.limits.find((l: { kind: string }) => l.kind === 'loss').used as string;
    const { draw_no } = await openDraw(t, p.play, 'ssc');
    // every digit of the first position at 10: exactly one wins 98.00, a loss of 2.00
    const picks = Array.from({ length: 10 }, (_, d) => ({ kind: 'digit', selection: `1:${d}`, stake: '10' }));
    const placed = await playApi(t, p.play, 'bet', { game: 'ssc', draw_no, picks });
    expect(placed.code, placed.message).toBe(200);
    expect(await used()).toBe('100.00');
    at(clock, slot(23));
    await runDrawJob(t, ['ssc']);
    expect((await verify('ssc', draw_no)).data.state).toBe('drawn');
    expect(await balance(p.name)).toBe('298.00');
    expect(await used()).toBe('2.00');
    // a slip on a draw the desk then cancels: counted while open, nothing once refunded
    const next = await openDraw(t, p.play, 'ssc');
    expect((await playApi(t, p.play, 'bet', { game: 'ssc', draw_no: next.draw_no, picks: [{ kind: 'digit', selection: '2:2', stake: '40' }] })).code).toBe(200);
    expect(await used()).toBe('42.00');
    const cancelled = (
      await request(t.app)
        .post('/api/admin/lottery/cancel')
        .set('Authorization', `Bearer ${admin}`)
        .set('Idempotency-Key', `cancel-${next.draw_no}`)
        .send({ game: 'ssc', draw_no: next.draw_no, reason: 'loss count check' })
    ).body;
    expect(cancelled.code, cancelled.message).toBe(200);
    expect(await used()).toBe('2.00');
    expect(await checkLedger(t.prisma)).toEqual([]);
    await expectLotteryBooksClean(t);
  });
});
