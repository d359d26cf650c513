import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { movableClock } from '../src/clock.js';
import { checkLedger } from '../src/modules/wallet/invariants.js';
import { adminToken, createTestApp, fundedMember, post, type TestApp } from './support/app.js';

// Rebates (spec §2.5 Rebate record, §3, §4; docs/compatibility.md#rule-2-rebate): a pending rebate per
// settled bet, collected by the member into the central wallet exactly once.

const clock = movableClock();
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ CAPTCHA_MODE: 'off' }, { clock, poolSize: 12 });
  admin = await adminToken(t);
  // Distinct rates per category for VIP1 (seeded ones repeat 0.4), so each category's column shows.
  await t.prisma.vipLevel.update({
    where: { level: 1 },
    data: { realperson: '1.10', electron: '0.70', joker: '0.50', sport: '0.90', lottery: '0.30', eSport: '1.30' },
  });
});
afterAll(() => t.close());

const NOTHING = '暂无领取额度！';

async function member(amount = 2000) {
  const m = await fundedMember(t, amount, admin);
  const user = await t.prisma.user.findUniqueOrThrow({ where: { username: m.form.name } });
  return { ...m, userId: user.id };
}

/**
 * Moves `amount` into the platform and plays dice rounds of the given stakes there (the built-in platform settles each at once).
 * By default it moves every stake in, so that losing rounds never leave a later one short (which failed a test now and then).
 */
async function playDice(token: string, platname: string, stakes: number[], amount = stakes.reduce((sum, stake) => sum + stake, 0)) {
  expect((await post(t.app, '/api/transfer', { amount, sourcetype: 'center', targettype: platname }, { token })).code).toBe(200);
  const launched = await post(t.app, '/api/getGameUrl', { plat_name: platname, game_type: 0, game_code: 'dice', is_mobile_url: 0 }, { token });
  expect(launched.code, launched.message).toBe(200);
  const playToken = new URL(launched.data.url as string, 'http://portal.test').searchParams.get('t')!;
  for (const bet of stakes) {
    const r = await request(t.app).post('/play/api/bet').set('Authorization', `Bearer ${playToken}`).send({ game: 'dice', bet, pick: 'big' });
    expect(r.body.code, r.body.message).toBe(200);
  }
}

const fanshui = (token: string, body: object = {}, lang = 'zh_CN') => post(t.app, '/api/getfanshui', body, { token, lang });
const collect = (token: string, idempotencyKey?: string) => {
  const req = request(t.app).post('/api/dofanshui').set('Authorization', `Bearer ${token}`).set('Lang', 'zh_CN');
  if (idempotencyKey) req.set('Idempotency-Key', idempotencyKey);
  return req.send({}).then((r) => r.body as { code: number; message: string; data: any });
};
const balance = async (token: string) => (await post(t.app, '/api/balance', {}, { token })).data.balance as string;
const userInfo = async (token: string) => (await post(t.app, '/api/user', {}, { token })).data;
const rebatesOf = (userId: number) => t.prisma.rebate.findMany({ where: { userId }, orderBy: { id: 'asc' } });
const collections = (userId: number) =>
  t.prisma.journalTransaction.findMany({ where: { kind: 'rebate.collect', idempotencyKey: { startsWith: `rebate:${userId}:` } } });

describe('accrual from settled bets', () => {
  it('accrues floor(stake x rate of the category / 100) once per bet, even when the sync runs again or twice at once', async () => {
    const m = await member();
    // One round of 33 on a platform of each category of the game hall: live, slots, cards.
    // (The sport and e-sport venues are the sportsbook's and the lottery venues the lottery's: their
    // rates are tested in sports-portal.test.ts and lottery-draws.test.ts.)
    const cases = [
      ['AG', 'realbet', '0.36'], // 33 x 1.10 / 100 = 0.363
      ['FG', 'concise', '0.23'], // 0.231
      ['KY', 'joker', '0.16'], // 0.165
    ] as const;
    for (const [platname] of cases) await playDice(m.token, platname, [33]);
    await playDice(m.token, 'KY', [1]); // 1 x 0.50 / 100 = 0.005: nothing to store
    await t.services.betSync.syncAll();
    const rows = await rebatesOf(m.userId);
    expect(rows.map((r) => [r.platname, r.category, r.money.toFixed(2)]).sort()).toEqual(cases.map((c) => [...c]).sort());
    expect(rows.every((r) => r.state === 0 && r.validAmount.toFixed(2) === '33.00')).toBe(true);
    expect(await t.prisma.betRecord.count({ where: { userId: m.userId } })).toBe(4);

    expect(await t.services.betSync.syncAll()).toBe(0);
    await playDice(m.token, 'AG', [10, 20], 0 + 100);
    await Promise.all([t.services.betSync.syncAll(), t.services.betSync.syncAll(), t.services.betSync.syncAll()]);
    await t.services.betSync.syncAll();
    const after = await rebatesOf(m.userId);
    expect(after).toHaveLength(5);
    expect(new Set(after.map((r) => r.betRecordId)).size).toBe(5);
    expect(
      after
        .filter((r) => r.platname === 'AG')
        .map((r) => r.money.toFixed(2))
        .sort(),
    ).toEqual(['0.11', '0.22', '0.36']);
    expect((await userInfo(m.token)).fanshui).toBe('1.08'); // 0.75 + 0.11 + 0.22
  });

  it('uses the rate of the member’s own VIP level', async () => {
    const m = await member();
    await t.prisma.user.update({ where: { id: m.userId }, data: { vipLevel: 10 } }); // seeded VIP10: live 1.3 %
    await playDice(m.token, 'AG', [77]);
    await t.services.betSync.syncAll();
    expect((await rebatesOf(m.userId)).map((r) => [r.rate.toFixed(2), r.money.toFixed(2)])).toEqual([['1.30', '1.00']]); // 1.001
  });
});

describe('/api/getfanshui', () => {
  it('lists the caller’s rebates in the paginator shape with the collected and claimable totals', async () => {
    const m = await member();
    await playDice(m.token, 'AG', [10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10]); // 11 x 0.11
    await playDice(m.token, 'FG', [100]); // 0.70
    await t.services.betSync.syncAll();

    const first = await fanshui(m.token, { date: 4, page: 1 });
    expect(first.code, first.message).toBe(200);
    expect(first.data).toMatchObject({ jisuan: '0.00', nojisuan: '1.91', list: { total: 12, current_page: 1, per_page: 10, last_page: 2 } });
    expect(first.data.list.data).toHaveLength(10);
    const item = first.data.list.data.find((i: { money: string }) => i.money === '0.70');
    expect(Object.keys(item).sort()).toEqual(['created_at', 'gamename', 'money', 'state', 'updated_at']);
    expect(item).toEqual({
      gamename: 'FG电子',
      money: '0.70',
      state: 0,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
      updated_at: item.created_at,
    });
    expect((await fanshui(m.token, { page: 2 })).data.list.data).toHaveLength(2);

    const fg = await fanshui(m.token, { api_type: 'fg' });
    expect(fg.data.list.total).toBe(1);
    expect(fg.data.nojisuan).toBe('1.91'); // the totals are the member's, not the filter's
    expect((await fanshui(m.token, { api_type: 'AG', type: 1 })).data.list.total).toBe(11);
    expect((await fanshui(m.token, { api_type: 'KY' })).data.list.total).toBe(0);
    expect(await fanshui(m.token, { date: 9 }, 'en_US')).toMatchObject({ code: 1000, message: 'Unknown date filter' });
    expect((await fanshui(m.token, { page: 0 })).code).toBe(1000);
    expect((await post(t.app, '/api/getfanshui', {})).code).toBe(401);

    // Another member sees none of it and has nothing to collect.
    const other = await member(1);
    expect((await fanshui(other.token)).data).toEqual({
      list: { data: [], total: 0, current_page: 1, per_page: 10, last_page: 1 },
      jisuan: '0.00',
      nojisuan: '0.00',
    });
    expect(await collect(other.token)).toMatchObject({ code: 1000, message: NOTHING });
    expect((await rebatesOf(m.userId)).every((r) => r.state === 0)).toBe(true);
  });

  it('filters by the Beijing day the rebate accrued: 1 today, 2 a week, 3 half a month, 4 a month', async () => {
    const m = await member();
    await playDice(m.token, 'AG', [100]); // 1.10
    const now = Date.now();
    clock.set(new Date(now - 10 * 86_400_000)); // the sync ran ten days ago
    await t.services.betSync.syncAll();
    clock.set(new Date(now));
    await playDice(m.token, 'AG', [200]); // 2.20, today
    await t.services.betSync.syncAll();
    const totals = [];
    for (const date of [1, 2, 3, 4]) totals.push((await fanshui(m.token, { date })).data.list.total);
    expect(totals).toEqual([1, 1, 2, 2]);
    clock.set(new Date(now + 40 * 86_400_000));
    expect((await fanshui(m.token, { date: 4 })).data.list.total).toBe(0);
    expect((await fanshui(m.token, { date: 4 })).data.nojisuan).toBe('3.30');
    clock.set(new Date(now));
  });
});

describe('/api/dofanshui', () => {
  it('pays exactly the pending total once, marks those rebates collected and nothing else', async () => {
    const m = await member();
    const other = await member();
    await playDice(m.token, 'AG', [100, 50]); // 1.10 + 0.55
    await playDice(other.token, 'AG', [100]);
    await t.services.betSync.syncAll();
    expect((await userInfo(m.token)).fanshui).toBe('1.65');
    const before = await balance(m.token);

    const paid = await collect(m.token);
    expect(paid).toMatchObject({ code: 200, data: { money: '1.65' } });
    expect(await balance(m.token)).toBe((Number(before) + 1.65).toFixed(2));
    const rows = await rebatesOf(m.userId);
    expect(rows.every((r) => r.state === 1 && r.collectedAt !== null)).toBe(true);
    const [posting] = await collections(m.userId);
    expect(new Set(rows.map((r) => r.collectKey))).toEqual(new Set([posting!.idempotencyKey]));
    expect((await fanshui(m.token)).data).toMatchObject({ jisuan: '1.65', nojisuan: '0.00' });
    expect((await fanshui(m.token)).data.list.data.map((i: { state: number }) => i.state)).toEqual([1, 1]);
    expect((await userInfo(m.token)).fanshui).toBe('0.00');
    expect(await collect(m.token)).toMatchObject({ code: 1000, message: NOTHING });
    // The other member's rebate is still theirs to collect.
    expect((await userInfo(other.token)).fanshui).toBe('1.10');

    // A later bet accrues a new pending rebate; collecting pays only that one.
    await playDice(m.token, 'AG', [20], 0 + 50);
    await t.services.betSync.syncAll();
    expect(await collect(m.token)).toMatchObject({ code: 200, data: { money: '0.22' } });
    expect((await fanshui(m.token)).data).toMatchObject({ jisuan: '1.87', nojisuan: '0.00' });
    expect(await collections(m.userId)).toHaveLength(2);
  });

  it('ten concurrent collections pay once', async () => {
    const m = await member();
    await playDice(m.token, 'AG', [100, 100, 100]); // 3 x 1.10
    await t.services.betSync.syncAll();
    const before = await balance(m.token);
    const replies = await Promise.all(Array.from({ length: 10 }, () => collect(m.token)));
    expect(replies.filter((r) => r.code === 200).map((r) => r.data.money)).toEqual(['3.30']);
    expect(replies.filter((r) => r.code !== 200).every((r) => r.code === 1000 && r.message === NOTHING)).toBe(true);
    expect(await balance(m.token)).toBe((Number(before) + 3.3).toFixed(2));
    expect(await collections(m.userId)).toHaveLength(1);
  });

  it('a replay of the same Idempotency-Key answers the first reply and pays nothing more', async () => {
    const m = await member();
    await playDice(m.token, 'AG', [100]);
    await t.services.betSync.syncAll();
    const key = randomUUID();
    const first = await collect(m.token, key);
    expect(first).toMatchObject({ code: 200, data: { money: '1.10' } });
    await playDice(m.token, 'AG', [100]);
    await t.services.betSync.syncAll();
    expect(await collect(m.token, key)).toEqual(first);
    expect(await collections(m.userId)).toHaveLength(1);
    expect((await userInfo(m.token)).fanshui).toBe('1.10');
    expect((await post(t.app, '/api/dofanshui', {})).code).toBe(401);
  });

  it('leaves the ledger balanced', async () => {
    expect(await checkLedger(t.prisma)).toEqual([]);
    expect(await post(t.app, '/api/admin/ledger/check', {}, { token: admin })).toMatchObject({ code: 200, data: { ok: true, breaches: [] } });
  });
});
