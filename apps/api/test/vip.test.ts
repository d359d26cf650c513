import { randomBytes, randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { movableClock } from '../src/clock.js';
import { withAdvisoryLock } from '../src/jobs/scheduler.js';
import { isTemplate } from '../src/modules/inbox/notify.js';
import type { Notify } from '../src/modules/inbox/index.js';
import { createTestApp, post, registerMember, type TestApp } from './support/app.js';
import { adminToken, bankDeposit, expectLedgerOk, staffToken, upcomingBeijingNoon } from './support/cashier.js';

// VIP (spec §4 "VIP rules", §9; docs/compatibility.md#rule-3-vip): one level up a Beijing day at most,
// never skipping, when paysum and turnover reach the next level, checked after each approved
// deposit, each bet sync and by the vip-daily job, which also drops one level when the last 90
// days' turnover misses the level's keep_flow. Real PostgreSQL, the clock moved by the test.

const DAY = 86_400_000;
const clock = movableClock(upcomingBeijingNoon());
const sent: Array<{ userId: number; template: string; params?: Record<string, string> }> = [];
/** The inbox stand-in: records each message, and proves it was handed a working connection. */
const recordingNotify: Notify = async (db, message) => {
  // The inbox refuses a template without its title and content keys in all locales' catalogue.
  expect(isTemplate(message.template), message.template).toBe(true);
  await db.query('SELECT 1');
  sent.push(message);
};

let t: TestApp;
let admin: string;

// Small levels, so deposits of the cashier's range and a few dice rounds reach them.
const LEVELS = [
  { level: 2, recharge: '100', flow: '50', keep_flow: '20' },
  { level: 3, recharge: '200', flow: '100', keep_flow: '40' },
  { level: 4, recharge: '300', flow: '150', keep_flow: '60' },
  { level: 5, recharge: '400', flow: '200', keep_flow: '80' },
];

beforeAll(async () => {
  // Sessions outlive the days the clock is moved by.
  t = await createTestApp({ CAPTCHA_MODE: 'off', TOKEN_TTL_SECONDS: String(400 * 24 * 3600) }, { clock, poolSize: 12, notify: recordingNotify });
  admin = await adminToken(t);
  for (const l of LEVELS) {
    const body = await adminPost('/api/admin/vip/levels/update', l);
    expect(body.code, body.message).toBe(200);
  }
});
afterAll(async () => {
  await expectLedgerOk(t, admin);
  await t.close();
});
beforeEach(() => {
  clock.set(upcomingBeijingNoon(clock.now()));
});

async function adminPost(url: string, body: object, { token = admin, key }: { token?: string; key?: string } = {}) {
  const req = request(t.app).post(url).set('Authorization', `Bearer ${token}`).set('Lang', 'zh_CN');
  if (key) req.set('Idempotency-Key', key);
  const res = await req.send(body);
  expect(res.status).toBeLessThan(500);
  return res.body as { code: number; message: string; data: any };
}

async function member() {
  const m = await registerMember(t);
  const user = await t.prisma.user.findUniqueOrThrow({ where: { username: m.form.name } });
  return { token: m.token, userId: user.id, username: m.form.name };
}

const levelOf = async (userId: number) => (await t.prisma.user.findUniqueOrThrow({ where: { id: userId } })).vipLevel;
const changesOf = (userId: number) => t.prisma.vipChange.findMany({ where: { userId }, orderBy: { id: 'asc' } });
/** The level-change messages a member got (reviews write their own messages too). */
const messagesTo = (userId: number) => sent.filter((m) => m.userId === userId && m.template.startsWith('inbox.vip.'));
const userInfo = async (token: string) => (await post(t.app, '/api/user', {}, { token })).data;

async function approve(depositNo: string) {
  const body = await post(t.app, '/api/admin/deposits/approve', { deposit_no: depositNo }, { token: admin });
  expect(body.code, body.message).toBe(200);
}
const deposit = async (token: string, amount: number) => approve(await bankDeposit(t, token, amount));

/** Credits the central wallet without a deposit (paysum stays), as the back office's adjustment does. */
async function credit(username: string, amount: number) {
  const body = await adminPost('/api/admin/adjust', { username, amount, memo: 'vip test' }, { key: `c-${randomUUID()}` });
  expect(body.code, body.message).toBe(200);
}

/** Dice rounds on the built-in AG platform (each settles at once); the bet sync has not run yet. */
async function playDice(token: string, stakes: number[], amount = 300) {
  expect((await post(t.app, '/api/transfer', { amount, sourcetype: 'center', targettype: 'AG' }, { token })).code).toBe(200);
  const launched = await post(t.app, '/api/getGameUrl', { plat_name: 'AG', game_type: 0, game_code: 'dice', is_mobile_url: 0 }, { token });
  expect(launched.code, launched.message).toBe(200);
  const playToken = new URL(launched.data.url as string, 'http://portal.test').searchParams.get('t')!;
  for (const bet of stakes) {
    const r = await request(t.app).post('/play/api/bet').set('Authorization', `Bearer ${playToken}`).send({ game: 'dice', bet, pick: 'big' });
    expect(r.body.code, r.body.message).toBe(200);
  }
}

/** A member with `turnover` of settled bets synced and no deposit yet (level 1). */
async function playerWithTurnover(turnover: number) {
  const m = await member();
  await credit(m.username, 1000);
  await playDice(m.token, [turnover]);
  await t.services.betSync.syncAll();
  expect((await t.prisma.user.findUniqueOrThrow({ where: { id: m.userId } })).totalgame.toFixed(2)).toBe(`${turnover}.00`);
  return m;
}

async function runDaily(): Promise<{ day: string; promoted: number; demoted: number }> {
  const job = t.modules.find((m) => m.name === 'vip')?.jobs?.find((j) => j.name === 'vip-daily');
  expect(job).toBeDefined();
  let result: unknown;
  expect(await withAdvisoryLock(t.sql, 'job:vip-daily', async () => (result = await job!.run()))).toBe(true);
  return result as { day: string; promoted: number; demoted: number };
}

/** A settled bet stored at `at` (bet time), for the 90-day window. */
async function settledBet(userId: number, amount: string, at: Date) {
  await t.prisma.betRecord.create({
    data: {
      platname: 'AG',
      betId: `V${randomBytes(6).toString('hex')}`,
      userId,
      gameCode: 'dice',
      gameName: 'dice',
      category: 'realbet',
      betAmount: amount,
      validAmount: amount,
      payout: 0,
      winLoss: `-${amount}`,
      status: 1,
      betTime: at,
    },
  });
}

/** A member whose account is `ageDays` old (by the moved clock), placed at `level`. */
async function agedMember({ level, ageDays }: { level: number; ageDays: number }) {
  const m = await member();
  await t.prisma.user.update({ where: { id: m.userId }, data: { vipLevel: level, createdAt: new Date(clock.now().getTime() - ageDays * DAY) } });
  return m;
}

describe('promotion', () => {
  it('follows an approved deposit once the turnover is there: one level, the message, /api/user', async () => {
    const m = await playerWithTurnover(60);
    expect(await levelOf(m.userId)).toBe(1); // turnover alone: paysum 0 < 100
    await deposit(m.token, 100);

    expect(await levelOf(m.userId)).toBe(2);
    expect((await changesOf(m.userId)).map((c) => [c.fromLevel, c.toLevel, c.direction, c.reason])).toEqual([[1, 2, 'up', 'deposit']]);
    expect(messagesTo(m.userId)).toEqual([{ userId: m.userId, template: 'inbox.vip.promoted', params: { from: 'VIP1', to: 'VIP2' } }]);
    const info = await userInfo(m.token);
    expect(info).toMatchObject({ vip: 2, current_vip: 'P2', next_vip: 'P3', vipname: '/static/vip/2.svg', paysum: '100.00', totalgame: '60.00' });
  });

  it('follows a bet sync once the deposits are there', async () => {
    const m = await member();
    await deposit(m.token, 100);
    expect(await levelOf(m.userId)).toBe(1); // paysum alone: turnover 0 < 50
    await playDice(m.token, [55], 100);
    expect(await levelOf(m.userId)).toBe(1); // not synced yet
    await t.services.betSync.syncAll();

    expect(await levelOf(m.userId)).toBe(2);
    expect((await changesOf(m.userId)).map((c) => [c.fromLevel, c.toLevel, c.reason])).toEqual([[1, 2, 'bet']]);
    expect(messagesTo(m.userId).map((s) => s.template)).toEqual(['inbox.vip.promoted']);
    // The rebate of that bet was still accrued (at VIP1's rate, the level it was played at).
    expect(await t.prisma.rebate.count({ where: { userId: m.userId } })).toBe(1);
  });

  it('moves one level a day, never skipping, even for a member who qualifies for three', async () => {
    const m = await playerWithTurnover(200); // enough turnover for VIP5
    await deposit(m.token, 400); // enough paysum for VIP5
    expect(await levelOf(m.userId)).toBe(2);
    await deposit(m.token, 100);
    await playDice(m.token, [10]);
    await t.services.betSync.syncAll();
    await runDaily();
    expect(await levelOf(m.userId)).toBe(2); // still the same Beijing day

    clock.advance(DAY);
    await runDaily();
    expect(await levelOf(m.userId)).toBe(3);
    await deposit(m.token, 100);
    expect(await levelOf(m.userId)).toBe(3);

    clock.advance(DAY);
    await deposit(m.token, 100); // the next day, the deposit is the first check
    expect(await levelOf(m.userId)).toBe(4);
    clock.advance(DAY);
    await runDaily();
    expect(await levelOf(m.userId)).toBe(5);
    clock.advance(DAY);
    await runDaily();
    expect(await levelOf(m.userId)).toBe(5); // VIP6 needs 100000 deposited

    const changes = await changesOf(m.userId);
    expect(changes.map((c) => [c.fromLevel, c.toLevel, c.reason])).toEqual([
      [1, 2, 'deposit'],
      [2, 3, 'daily'],
      [3, 4, 'deposit'],
      [4, 5, 'daily'],
    ]);
    expect(new Set(changes.map((c) => c.day.toISOString())).size).toBe(4);
    expect(messagesTo(m.userId).map((s) => s.params?.to)).toEqual(['VIP2', 'VIP3', 'VIP4', 'VIP5']);
    expect((await userInfo(m.token)).current_vip).toBe('P5');
  });

  it('counts the Beijing day: 23:59 and 00:01 Beijing are two days', async () => {
    const m = await playerWithTurnover(200);
    const noon = clock.now().getTime();
    clock.set(new Date(noon + 11 * 3600_000 + 59 * 60_000)); // 23:59 Beijing
    await deposit(m.token, 400);
    expect(await levelOf(m.userId)).toBe(2);
    clock.set(new Date(noon + 12 * 3600_000 + 1 * 60_000)); // 00:01 the next day
    await deposit(m.token, 100);
    expect(await levelOf(m.userId)).toBe(3);
    expect((await changesOf(m.userId)).map((c) => c.day.toISOString().slice(0, 10))).toHaveLength(2);
  });

  it('racing deposit approval and bet sync give one promotion', async () => {
    const racers = await Promise.all([0, 1, 2].map(() => playerWithTurnover(150)));
    const pending: string[] = [];
    for (const m of racers) {
      await playDice(m.token, [50]); // turnover 200 once synced
      pending.push(await bankDeposit(t, m.token, 400)); // paysum 400 once approved
    }
    // Both alone qualify the member for VIP5 (with the 150 already synced and 400 deposited).
    await Promise.all([...pending.map(approve), t.services.betSync.syncAll(), t.services.betSync.syncAll()]);
    for (const m of racers) {
      expect(await levelOf(m.userId)).toBe(2);
      expect(await changesOf(m.userId)).toHaveLength(1);
      expect(messagesTo(m.userId)).toHaveLength(1);
    }
  });

  it('two deposits approved at once give one promotion', async () => {
    const m = await playerWithTurnover(200);
    const a = await bankDeposit(t, m.token, 300);
    const b = await bankDeposit(t, m.token, 300);
    await Promise.all([approve(a), approve(b)]);
    expect(await levelOf(m.userId)).toBe(2);
    expect(await changesOf(m.userId)).toHaveLength(1);
  });
});

// Before the retention tests: those move the clock 90 days on, past the age of the accounts
// registered here (their created_at is the database's real time).
describe('the vip-daily job', () => {
  it('run twice the same Beijing day changes nothing the second time', async () => {
    const riser = await playerWithTurnover(200);
    await deposit(riser.token, 400);
    const dropper = await agedMember({ level: 4, ageDays: 365 });
    clock.advance(DAY);
    const first = await runDaily();
    expect(first.promoted).toBeGreaterThanOrEqual(1);
    expect(first.demoted).toBeGreaterThanOrEqual(1);
    const levels = [await levelOf(riser.userId), await levelOf(dropper.userId)];
    expect(levels).toEqual([3, 3]);
    const changes = await t.prisma.vipChange.count();
    const messages = sent.length;

    expect(await runDaily()).toMatchObject({ promoted: 0, demoted: 0 });
    expect([await levelOf(riser.userId), await levelOf(dropper.userId)]).toEqual(levels);
    expect(await t.prisma.vipChange.count()).toBe(changes);
    expect(sent.length).toBe(messages);
  });

  it('is a module job with its Beijing schedule, which the back office can run now', async () => {
    const job = t.modules.find((m) => m.name === 'vip')?.jobs?.find((j) => j.name === 'vip-daily');
    expect(job?.schedule).toBe('0 5 0 * * *');
    const run = await adminPost('/api/admin/jobs/run', { name: 'vip-daily' });
    expect(run.code, run.message).toBe(200);
    expect(run.data).toMatchObject({
      name: 'vip-daily',
      ran: true,
      ok: true,
      result: { day: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), promoted: expect.any(Number), demoted: expect.any(Number) },
    });
  });
});

describe('the 90-day retention', () => {
  it('keeps the level while the 90 days meet keep_flow, drops one level a day after, never below 1', async () => {
    const m = await agedMember({ level: 3, ageDays: 200 });
    await settledBet(m.userId, '45.00', clock.now()); // VIP3 keeps with 40
    await runDaily();
    expect(await levelOf(m.userId)).toBe(3);

    clock.advance(89 * DAY); // the bet is still inside the window
    await runDaily();
    expect(await levelOf(m.userId)).toBe(3);

    clock.advance(2 * DAY); // now it is out
    await runDaily();
    expect(await levelOf(m.userId)).toBe(2);
    expect(messagesTo(m.userId)).toEqual([{ userId: m.userId, template: 'inbox.vip.demoted', params: { from: 'VIP3', to: 'VIP2', keep_flow: '40.00' } }]);
    await runDaily(); // VIP2's 20 is missed as well, but one level a day
    expect(await levelOf(m.userId)).toBe(2);

    clock.advance(DAY);
    await runDaily();
    expect(await levelOf(m.userId)).toBe(1);
    clock.advance(DAY);
    await runDaily();
    expect(await levelOf(m.userId)).toBe(1);
    expect((await changesOf(m.userId)).map((c) => [c.fromLevel, c.toLevel, c.direction, c.reason])).toEqual([
      [3, 2, 'down', 'retention'],
      [2, 1, 'down', 'retention'],
    ]);
  });

  it('does not drop a member whose account is younger than the 90 days', async () => {
    const m = await agedMember({ level: 3, ageDays: 30 });
    await runDaily();
    expect(await levelOf(m.userId)).toBe(3);
    const older = await agedMember({ level: 3, ageDays: 95 });
    await runDaily();
    expect(await levelOf(older.userId)).toBe(2);
  });

  it('does not promote a dropped member straight back while the retention of that level is missed', async () => {
    const m = await agedMember({ level: 3, ageDays: 200 });
    // Lifetime deposits and turnover far above VIP3, but nothing played in the last 90 days.
    await t.prisma.user.update({ where: { id: m.userId }, data: { paysum: '1000', totalgame: '1000' } });
    await settledBet(m.userId, '30.00', new Date(clock.now().getTime() - 120 * DAY));
    await runDaily();
    expect(await levelOf(m.userId)).toBe(2);
    clock.advance(DAY);
    await runDaily();
    expect(await levelOf(m.userId)).toBe(1); // VIP2's 20 missed too
    clock.advance(DAY);
    await settledBet(m.userId, '30.00', clock.now()); // meets VIP2's 20, not VIP3's 40
    await runDaily();
    expect(await levelOf(m.userId)).toBe(2);
    clock.advance(DAY);
    await runDaily();
    expect(await levelOf(m.userId)).toBe(2);
  });
});

describe('back office: VIP levels', () => {
  it('lists the ten levels with keep_flow; a change shows on /api/uservip and is audited once per Idempotency-Key', async () => {
    const list = await adminPost('/api/admin/vip/levels', {});
    expect(list.code, list.message).toBe(200);
    expect(list.data).toHaveLength(10);
    expect(list.data[2]).toMatchObject({ level: 3, recharge: '200.00', flow: '100.00', keep_flow: '40.00', enabled: true });
    expect(list.data[9]).toMatchObject({ level: 10, recharge: '3000000.00', keep_flow: '6000000.00' });

    const change = { level: 9, recharge: '1234567.89', flow: 7654321, keep_flow: '0', realperson: '1.25', e_sport: 3 };
    const before = await t.prisma.auditLog.count({ where: { action: 'vip.level.update' } });
    const first = await adminPost('/api/admin/vip/levels/update', change, { key: 'vip9-1' });
    const again = await adminPost('/api/admin/vip/levels/update', change, { key: 'vip9-1' });
    expect(first.code, first.message).toBe(200);
    expect(again).toEqual(first);
    expect(first.data).toMatchObject({
      level: 9,
      recharge: '1234567.89',
      flow: '7654321.00',
      keep_flow: '0.00',
      realperson: '1.25',
      e_sport: '3.00',
      electron: '1.20',
    });
    const audits = await t.prisma.auditLog.findMany({ where: { action: 'vip.level.update', target: 'VIP9' } });
    expect(audits).toHaveLength(1);
    expect(await t.prisma.auditLog.count({ where: { action: 'vip.level.update' } })).toBe(before + 1);
    expect(audits[0]!.detail).toEqual({
      recharge: { from: '1000000.00', to: '1234567.89' },
      flow: { from: '10000000.00', to: '7654321.00' },
      keep_flow: { from: '2000000.00', to: '0.00' },
      realperson: { from: '1.20', to: '1.25' },
      e_sport: { from: '1.20', to: '3.00' },
    });

    const uservip = await post(t.app, '/api/uservip', {});
    expect(uservip.data.find((l: { level: number }) => l.level === 9)).toMatchObject({
      recharge: '1234567.89',
      flow: '7654321.00',
      realperson: '1.25',
      e_sport: '3.00',
    });
  });

  it('refuses bad input with a localised message and writes nothing', async () => {
    const cases: Array<[object, string]> = [
      [{ recharge: 1 }, 'VIP等级须为1到10'],
      [{ level: 0, recharge: 1 }, 'VIP等级须为1到10'],
      [{ level: 11, recharge: 1 }, 'VIP等级须为1到10'],
      [{ level: 'x', recharge: 1 }, 'VIP等级须为1到10'],
      [{ level: 2.5, recharge: 1 }, 'VIP等级须为1到10'],
      [{ level: 2 }, '请至少修改一项'],
      // A rebate rate is at most REBATE_RATE_MAX (3 %): a staff member cannot make bets pay back more (issue 28 item 1).
      [{ level: 2, realperson: '3.01' }, '返水比例须为0到3，最多两位小数'],
      [{ level: 2, realperson: '100' }, '返水比例须为0到3，最多两位小数'],
      [{ level: 2, electron: -1 }, '返水比例须为0到3，最多两位小数'],
      [{ level: 2, joker: '1.234' }, '返水比例须为0到3，最多两位小数'],
      [{ level: 2, sport: '1e1' }, '返水比例须为0到3，最多两位小数'],
      [{ level: 2, lottery: null }, '返水比例须为0到3，最多两位小数'],
      [{ level: 2, recharge: '12.345' }, '金额格式不正确（最多两位小数）'],
      [{ level: 2, flow: '-5' }, '金额格式不正确（最多两位小数）'],
      [{ level: 2, keep_flow: '12345678901234567' }, '金额超出允许的最大值'],
      [{ level: 2, recharge: '100', enabled: false }, '请求参数错误'],
      [{ level: 2, recharge: '100', vip_level: 10 }, '请求参数错误'],
    ];
    const levels = await t.prisma.vipLevel.findMany({ orderBy: { level: 'asc' } });
    const audits = await t.prisma.auditLog.count();
    for (const [body, message] of cases) {
      const reply = await adminPost('/api/admin/vip/levels/update', body, { key: `bad-${randomUUID()}` });
      expect([reply.code, reply.message], JSON.stringify(body)).toEqual([1000, message]);
    }
    expect(await t.prisma.vipLevel.findMany({ orderBy: { level: 'asc' } })).toEqual(levels);
    expect(await t.prisma.auditLog.count()).toBe(audits);
  });

  it('is for operations staff: finance may not change levels', async () => {
    const finance = await staffToken(t, `fin${randomBytes(3).toString('hex')}`, 'finance');
    const operations = await staffToken(t, `ops${randomBytes(3).toString('hex')}`, 'operations');
    expect((await adminPost('/api/admin/vip/levels', {}, { token: finance })).code).toBe(203);
    expect((await adminPost('/api/admin/vip/levels/update', { level: 8, sport: 0.85 }, { token: finance })).code).toBe(203);
    const ok = await adminPost('/api/admin/vip/levels/update', { level: 8, sport: 0.85 }, { token: operations });
    expect(ok.code, ok.message).toBe(200);
    expect(ok.data.sport).toBe('0.85');
    expect((await post(t.app, '/api/admin/vip/levels', {}, {})).code).toBe(401);
  });
});

describe('with the real inbox', () => {
  it('the member reads the promotion in their language', async () => {
    const inbox = await createTestApp({ CAPTCHA_MODE: 'off' }, { clock: movableClock(upcomingBeijingNoon()) });
    try {
      const boss = await adminToken(inbox);
      expect((await post(inbox.app, '/api/admin/vip/levels/update', { level: 2, recharge: 100, flow: 0 }, { token: boss })).code).toBe(200);
      const m = await registerMember(inbox);
      const depositNo = await bankDeposit(inbox, m.token, 100);
      expect((await post(inbox.app, '/api/admin/deposits/approve', { deposit_no: depositNo }, { token: boss })).code).toBe(200);
      const messages = (await post(inbox.app, '/api/messagelist', { page: 1 }, { token: m.token, lang: 'en_US' })).data.data as Array<{
        title: string;
        content: string;
      }>;
      expect(messages).toContainEqual(
        expect.objectContaining({ title: 'VIP level up', content: 'Congratulations! Your VIP level went up from VIP1 to VIP2, and so did your rebate rates.' }),
      );
      const zh = (await post(inbox.app, '/api/messagelist', { page: 1 }, { token: m.token, lang: 'zh_TW' })).data.data as Array<{ title: string }>;
      expect(zh.map((x) => x.title)).toContain('VIP等級提升');
    } finally {
      await inbox.close();
    }
  });
});
