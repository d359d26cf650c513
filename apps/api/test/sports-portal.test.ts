import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, createTestApp, post, type TestApp } from './support/app.js';
import { newStaff } from './support/staff.js';
import { bettor, desk, expectBooksClean, newEvent, newMarket, play, venueBalance } from './support/sports.js';

// The sportsbook seen from the portal: a member transfers into a sport venue, launches it, bets a
// single and a parlay, the desk posts results; the venue's wallet, the ledger, the bet records, the
// turnover (withdrawal rule and VIP), the rebates and player protection all follow, exactly; a
// corrected result (four eyes) updates each record once and the rebates and turnover with it.

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ CAPTCHA_MODE: 'off' });
  admin = await adminToken(t);
});
afterAll(() => t.close());

const records = async (userId: number) =>
  t.sql.query<{
    bet_id: string;
    status: number;
    bet_amount: string;
    valid_amount: string;
    payout: string;
    win_loss: string;
    category: string;
    game_code: string;
  }>(
    `SELECT bet_id, status, bet_amount::text, valid_amount::text, payout::text, win_loss::text, category, game_code FROM bet_records WHERE user_id = $1 ORDER BY bet_id`,
    [userId],
  );
const totalgame = async (userId: number) => (await t.prisma.user.findUniqueOrThrow({ where: { id: userId } })).totalgame.toFixed(2);
const rebates = async (userId: number) =>
  t.sql.query<{ revision: number; valid_amount: string; money: string; state: number; category: string }>(
    'SELECT r.revision, r.valid_amount::text, r.money::text, r.state, r.category FROM rebates r WHERE r.user_id = $1 ORDER BY r.bet_record_id, r.revision',
    [userId],
  );
const mirror = async (userId: number, platname: string) =>
  (await t.prisma.account.findUnique({ where: { code: `member:${userId}:platform:${platname}` } }))?.balance.toFixed(2) ?? '0.00';
/** The rate of the member's VIP level for sport bets (percent), as the rebates use it. */
const sportRate = async (userId: number) => {
  const user = await t.prisma.user.findUniqueOrThrow({ where: { id: userId } });
  return Number((await t.prisma.vipLevel.findUniqueOrThrow({ where: { level: user.vipLevel } })).sport);
};
const cut = (x: number) => (Math.floor(x * 100 + 1e-9) / 100).toFixed(2);

describe('a member bets on a sport venue and the desk posts the results', () => {
  it('moves the venue wallet, the ledger, the bet records, the turnover and the rebates exactly', async () => {
    const m = await bettor(t, admin, { amount: 1000, into: 500 });
    const football = await newEvent(t, admin, { home: 'Portal FC', away: 'Ledger United' });
    const basketball = await newEvent(t, admin, { sport: 'basketball', home: 'Rebates', away: 'Turnover' });
    const x12 = await newMarket(t, admin, football, { kind: '1x2', odds: { home: '2.000', draw: '3.000', away: '4.000' } });
    const ml = await newMarket(t, admin, basketball, { kind: 'ml', odds: { home: '1.800', away: '2.000' } });
    const single = await play(t, m.play, 'bet', {
      type: 'single',
      selections: [{ outcome_id: x12.outcomes.home!.id, odds: '2.000' }],
      stake: 100,
      accept: 'none',
    });
    const parlay = await play(t, m.play, 'bet', {
      type: 'parlay',
      selections: [
        { outcome_id: x12.outcomes.draw!.id, odds: '3.000' },
        { outcome_id: ml.outcomes.home!.id, odds: '1.800' },
      ],
      stake: 50,
      accept: 'none',
    });
    expect([single.code, parlay.code]).toEqual([200, 200]);
    expect(parlay.data.balance).toBe('350.00');

    // The bet sync reports them unsettled (nothing won or lost yet) and brings the ledger's venue account to the wallet.
    await t.services.betSync.syncAll();
    const open = await records(m.userId);
    expect(open.map((r) => [r.status, r.bet_amount, r.valid_amount, r.payout, r.win_loss, r.category])).toEqual([
      [2, '100.00', '0.00', '0.00', '0.00', 'sport'],
      [2, '50.00', '0.00', '0.00', '0.00', 'sport'],
    ]);
    expect(open.map((r) => r.bet_id)).toEqual([`SABAS${single.data.bet.id.padStart(10, '0')}`, `SABAS${parlay.data.bet.id.padStart(10, '0')}`]);
    expect(await mirror(m.userId, 'SABA')).toBe('350.00');
    expect(await totalgame(m.userId)).toBe('0.00');
    const list = await post(t.app, '/api/betrecord', {}, { token: m.token, lang: 'en_US' });
    expect(list.data.data.map((r: { Code: string; status: number }) => [r.Code, r.status]).sort()).toEqual([
      ['Football', 2],
      ['Parlay', 2],
    ]);

    // Home wins: the single pays 200, the parlay's draw leg loses it at once.
    expect((await desk(t, admin, 'result', { event_id: football, home: 2, away: 0 })).data).toMatchObject({ bets: 2 });
    expect(await venueBalance(t, 'saba', m.username)).toBe('550.00');
    expect(await t.services.betSync.syncAll()).toBe(2);
    expect(await t.services.betSync.syncAll()).toBe(0);
    const settled = await records(m.userId);
    expect(settled.map((r) => [r.status, r.valid_amount, r.payout, r.win_loss])).toEqual([
      [1, '100.00', '200.00', '100.00'],
      [1, '50.00', '0.00', '-50.00'],
    ]);
    expect(await mirror(m.userId, 'SABA')).toBe('550.00');
    expect(await totalgame(m.userId)).toBe('150.00');
    expect((await post(t.app, '/api/getBetAmount', {}, { token: m.token })).data).toEqual({ bet_amount: '150.00' });
    const rate = await sportRate(m.userId);
    expect((await rebates(m.userId)).map((r) => [r.category, r.valid_amount, r.money])).toEqual(
      [
        ['sport', '100.00', cut((100 * rate) / 100)],
        ['sport', '50.00', cut((50 * rate) / 100)],
      ].filter((r) => r[2] !== '0.00'),
    );

    // The basketball result changes nothing more; the money comes back to the central wallet exactly.
    await desk(t, admin, 'result', { event_id: basketball, home: 100, away: 90 });
    expect(await t.services.betSync.syncAll()).toBe(0);
    expect((await post(t.app, '/api/transall', {}, { token: m.token })).code).toBe(200);
    expect((await post(t.app, '/api/balance', {}, { token: m.token })).data.balance).toBe('1050.00');
    expect(await records(m.userId)).toHaveLength(2);
    await expectBooksClean(t);
  });

  it('an e-sport venue’s bets are e-sport turnover (category gaming) for the rebates', async () => {
    const m = await bettor(t, admin, { amount: 300, into: 300, platname: 'IA' });
    const event = await newEvent(t, admin, { sport: 'dota2', home: 'XG', away: 'LGD' });
    const winner = await newMarket(t, admin, event, { kind: 'winner', odds: { home: '1.700', away: '2.100' } });
    expect((await play(t, m.play, 'bet', { type: 'single', selections: [{ outcome_id: winner.outcomes.away!.id, odds: '2.1' }], stake: 200 })).code).toBe(200);
    await desk(t, admin, 'result', { event_id: event, home: 0, away: 2 });
    await t.services.betSync.syncAll();
    expect((await records(m.userId)).map((r) => [r.category, r.game_code, r.status, r.payout])).toEqual([['gaming', 'dota2', 1, '420.00']]);
    const user = await t.prisma.user.findUniqueOrThrow({ where: { id: m.userId } });
    const rate = Number((await t.prisma.vipLevel.findUniqueOrThrow({ where: { level: user.vipLevel } })).eSport);
    expect((await rebates(m.userId)).map((r) => r.money)).toEqual(rate > 0 ? [cut((200 * rate) / 100)] : []);
  });
});

describe('a corrected result, with four eyes', () => {
  it('re-settles once a second finance person approves: first postings reversed, new ones made, a debt for what was taken out, records updated once', async () => {
    const a = await bettor(t, admin, { amount: 1000, into: 500 });
    const b = await bettor(t, admin, { amount: 1000, into: 500 });
    const event = await newEvent(t, admin, { home: 'Var FC', away: 'Replay Town' });
    const x12 = await newMarket(t, admin, event, { kind: '1x2', odds: { home: '2.000', draw: '3.200', away: '3.800' } });
    const ah = await newMarket(t, admin, event, { kind: 'ah', line: -1, odds: { home: '1.900', away: '1.950' } });
    const ou = await newMarket(t, admin, event, { kind: 'ou', line: 1.5, odds: { over: '1.800', under: '2.000' } });
    const slip = (o: { id: number; odds: string }) => ({ type: 'single', selections: [{ outcome_id: o.id, odds: o.odds }], stake: 100 });
    for (const o of [x12.outcomes.home!, ah.outcomes.home!]) expect((await play(t, a.play, 'bet', slip(o))).code).toBe(200);
    expect((await play(t, b.play, 'bet', slip(ou.outcomes.under!))).code).toBe(200);

    // 2-0: A wins both (200 + 190), B loses.
    await desk(t, admin, 'result', { event_id: event, home: 2, away: 0 });
    await t.services.betSync.syncAll();
    expect(await totalgame(a.userId)).toBe('200.00');
    const rate = await sportRate(a.userId);
    const collected = await post(t.app, '/api/dofanshui', {}, { token: a.token });
    expect(collected.code === 200 || rate === 0).toBe(true);
    // A takes the winnings out: the venue wallet is empty.
    expect((await post(t.app, '/api/transall', {}, { token: a.token })).code).toBe(200);
    expect(await venueBalance(t, 'saba', a.username)).toBe('0.00');

    // The right score was 1-0. A super admin asks; nobody moves money yet.
    const asked = await desk(t, admin, 'resettle', { event_id: event, home: 1, away: 0, reason: 'goal disallowed by VAR' });
    expect(asked).toMatchObject({ code: 200, message: 'The correction is recorded: it re-settles once another finance staff member approves it' });
    expect(asked.data).toMatchObject({ event_id: event, previous: '2-0', score_home: 1, score_away: 0, state: 'pending', outcome: null });
    expect(await desk(t, admin, 'resettle', { event_id: event, home: 1, away: 1, reason: 'again' })).toMatchObject({ code: 203 });
    expect(await desk(t, admin, 'result', { event_id: event, home: 1, away: 0 })).toMatchObject({ code: 203 });
    expect(await venueBalance(t, 'saba', b.username)).toBe('400.00');
    // Not by the one who asked, not by operations or support; by finance.
    expect(await desk(t, admin, 'resettle/approve', { id: asked.data.id })).toMatchObject({
      code: 203,
      message: 'You cannot approve a correction you asked for',
    });
    for (const role of ['operations', 'support'] as const) {
      const staff = await newStaff(t, role, admin);
      expect((await desk(t, staff.token, 'resettle/approve', { id: asked.data.id })).code).toBe(203);
    }
    const finance = await newStaff(t, 'finance', admin);
    const approved = await desk(t, finance.token, 'resettle/approve', { id: asked.data.id });
    expect(approved.code, approved.message).toBe(200);
    // Reversed: A's 390 (the wallet held 0: lent 390); paid: A 200 + 100 (the push), B 200.
    expect(approved.data).toMatchObject({ state: 'approved', outcome: { bets: 3, reversed: '390.00', paid: '500.00', debt: '390.00' } });
    expect(await desk(t, finance.token, 'resettle/approve', { id: asked.data.id })).toMatchObject({
      code: 203,
      message: 'This correction has already been decided',
    });
    // A's new 300 repaid the debt as far as it went (90 still owed); B was paid; nobody below zero.
    expect(await venueBalance(t, 'saba', a.username)).toBe('0.00');
    expect(await venueBalance(t, 'saba', b.username)).toBe('600.00');
    const [owed] = await t.sql.query<{ debt: string }>(
      `SELECT sum(d.amount)::text AS debt FROM sports_debts d JOIN builtin_wallets w ON w.id = d.wallet_id WHERE w.brand = 'saba' AND w.player = $1`,
      [a.username],
    );
    expect(owed!.debt).toBe('90.00');
    const ops = await t.sql.query<{ kind: string; amount: string }>(
      `SELECT o.kind, o.amount::text FROM builtin_wallet_ops o JOIN builtin_wallets w ON w.id = o.wallet_id WHERE w.brand = 'saba' AND w.player = $1 ORDER BY o.id`,
      [a.username],
    );
    // Every change an op (those of one statement in no particular order): out, then the correction's.
    expect(ops.at(-7)).toEqual({ kind: 'out', amount: '-690.00' });
    expect(
      ops
        .slice(-6)
        .map((o) => `${o.kind} ${o.amount}`)
        .sort(),
    ).toEqual([
      'sports.debt 390.00',
      'sports.payout 100.00',
      'sports.payout 200.00',
      'sports.repay -300.00',
      'sports.reverse -190.00',
      'sports.reverse -200.00',
    ]);
    await expectBooksClean(t);

    // The portal: each record updated once, turnover and rebates to the corrected figures.
    expect(await t.services.betSync.syncAll()).toBe(2); // A's push and B's win; A's 1x2 win did not change
    const ra = await records(a.userId);
    expect(ra.map((r) => [r.status, r.valid_amount, r.payout, r.win_loss])).toEqual([
      [1, '100.00', '200.00', '100.00'],
      [1, '0.00', '100.00', '0.00'],
    ]);
    expect((await records(b.userId)).map((r) => [r.status, r.valid_amount, r.payout, r.win_loss])).toEqual([[1, '100.00', '200.00', '100.00']]);
    expect(await totalgame(a.userId)).toBe('100.00');
    expect((await post(t.app, '/api/getBetAmount', {}, { token: a.token })).data).toEqual({ bet_amount: '100.00' });
    const money = cut((100 * rate) / 100);
    if (money !== '0.00') {
      // The push's rebate was collected: a correction row takes it back from the next collection.
      expect((await rebates(a.userId)).map((r) => [r.revision, r.money, r.state])).toEqual([
        [0, money, 1],
        [0, money, 1],
        [1, `-${money}`, 0],
      ]);
      expect((await post(t.app, '/api/user', {}, { token: a.token })).data.fanshui).toBe('0.00');
    }
    expect(await t.services.betSync.syncAll()).toBe(0);
    expect(await mirror(a.userId, 'SABA')).toBe('0.00');

    // Money coming into the venue repays the rest of the debt first.
    expect((await post(t.app, '/api/transfer', { amount: 100, sourcetype: 'center', targettype: 'SABA' }, { token: a.token })).code).toBe(200);
    expect(await venueBalance(t, 'saba', a.username)).toBe('10.00');
    await t.services.betSync.syncAll();
    expect((await post(t.app, '/api/transall', {}, { token: a.token })).code).toBe(200);
    expect(await mirror(a.userId, 'SABA')).toBe('0.00');
    await expectBooksClean(t);
  });

  it('a rejected correction moves nothing', async () => {
    const m = await bettor(t, admin, { amount: 200, into: 200 });
    const event = await newEvent(t, admin, { home: 'Keep', away: 'Result' });
    const market = await newMarket(t, admin, event, { kind: 'ml', odds: { home: '1.5', away: '2.5' } });
    await play(t, m.play, 'bet', { type: 'single', selections: [{ outcome_id: market.outcomes.home!.id, odds: '1.5' }], stake: 100 });
    await desk(t, admin, 'result', { event_id: event, home: 1, away: 0 });
    const asked = await desk(t, admin, 'resettle', { event_id: event, home: 0, away: 1, reason: 'wrong' });
    const finance = await newStaff(t, 'finance', admin);
    expect((await desk(t, finance.token, 'resettle/approve', { id: asked.data.id, approve: false })).data).toMatchObject({ state: 'rejected', outcome: null });
    expect(await venueBalance(t, 'saba', m.username)).toBe('250.00');
    expect((await desk(t, admin, 'resettles', { state: 'rejected' })).data.data.map((r: { id: number }) => r.id)).toContain(asked.data.id);
  });
});

describe('a venue moved from the game hall to the sportsbook (the migration)', () => {
  it('keeps its members’ wallets and reports the hall’s bets, those not yet pulled and those played later, beside the book’s own', async () => {
    await t.sql.query(`UPDATE platforms SET adapter = 'builtin' WHERE platname = 'CROWN'`);
    t.services.platforms.forget();
    try {
      const m = await bettor(t, admin, { amount: 500, into: 300, platname: 'CROWN' });
      const hall = await request(t.app).post('/play/api/bet').set('Authorization', `Bearer ${m.play}`).send({ game: 'dice', bet: 10, pick: 'big' });
      expect(hall.body.code, hall.body.message).toBe(200);
      const left = hall.body.data.balance as string;
      // The migration: the venue is the sportsbook's now; nothing was pulled yet.
      await t.sql.query(`UPDATE platforms SET adapter = 'sportsbook' WHERE platname = 'CROWN'`);
      t.services.platforms.forget();
      const launched = await post(t.app, '/api/getGameUrl', { plat_name: 'CROWN', game_type: 0, game_code: '0', is_mobile_url: 0 }, { token: m.token });
      const token = new URL(launched.data.url as string, 'http://x').searchParams.get('t')!;
      const event = await newEvent(t, admin, { home: 'Hall', away: 'Book' });
      const market = await newMarket(t, admin, event, { kind: 'ml', odds: { home: '1.9', away: '1.9' } });
      const bet = await play(t, token, 'bet', { type: 'single', selections: [{ outcome_id: market.outcomes.home!.id, odds: '1.9' }], stake: 10 });
      expect(bet.code, bet.message).toBe(200);
      expect(bet.data.balance).toBe((Number(left) - 10).toFixed(2));
      await t.services.betSync.syncAll();
      expect((await records(m.userId)).map((r) => [r.game_code, r.status])).toEqual([
        ['dice', 1],
        ['football', 2],
      ]);
      expect(await mirror(m.userId, 'CROWN')).toBe(bet.data.balance);
      // A hall round played later on a launch token issued before the move is reported too.
      const late = await request(t.app).post('/play/api/bet').set('Authorization', `Bearer ${m.play}`).send({ game: 'dice', bet: 5, pick: 'small' });
      expect(late.body.code, late.body.message).toBe(200);
      await t.services.betSync.syncAll();
      expect((await records(m.userId)).map((r) => r.game_code)).toEqual(['dice', 'dice', 'football']);
      expect(await mirror(m.userId, 'CROWN')).toBe(late.body.data.balance);
      await expectBooksClean(t);
    } finally {
      await t.sql.query(`UPDATE platforms SET adapter = 'sportsbook' WHERE platname = 'CROWN'`);
      t.services.platforms.forget();
    }
  });
});

describe('player protection', () => {
  it('counts an open bet’s whole stake against the loss limit: a second bet that could pass it is refused (232)', async () => {
    const m = await bettor(t, admin, { amount: 1000, into: 0 });
    expect((await post(t.app, '/api/responsible/limits', { kind: 'loss', period: 'day', value: 100 }, { token: m.token })).code).toBe(200);
    expect((await post(t.app, '/api/transfer', { amount: 100, sourcetype: 'center', targettype: 'SABA' }, { token: m.token })).code).toBe(200);
    const event = await newEvent(t, admin, { home: 'Limit', away: 'Guard' });
    const market = await newMarket(t, admin, event, { kind: 'ml', odds: { home: '1.9', away: '1.9' } });
    const slip = (stake: number) => ({ type: 'single', selections: [{ outcome_id: market.outcomes.home!.id, odds: '1.9' }], stake });
    expect((await play(t, m.play, 'bet', slip(60))).code).toBe(200);
    const refused = await play(t, m.play, 'bet', slip(60));
    expect(refused.code).toBe(232);
    expect(refused.message).toContain('40.00');
    expect((await play(t, m.play, 'bet', slip(40))).code).toBe(200);
    expect(await venueBalance(t, 'saba', m.username)).toBe('0.00');
  });

  it('a time-out stops betting at once', async () => {
    const m = await bettor(t, admin, { amount: 200, into: 200 });
    const event = await newEvent(t, admin, { home: 'Time', away: 'Out' });
    const market = await newMarket(t, admin, event, { kind: 'ml', odds: { home: '1.9', away: '1.9' } });
    const timeout = await request(t.app).post('/api/responsible/timeout').set('Authorization', `Bearer ${m.token}`).send({ days: 1, password: 'abc12345' });
    expect(timeout.body.code, timeout.body.message).toBe(200);
    expect((await play(t, m.play, 'bet', { type: 'single', selections: [{ outcome_id: market.outcomes.home!.id, odds: '1.9' }], stake: 10 })).code).toBe(231);
  });
});
