import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_ROLES } from '@portal/contracts';
import { movableClock, type MovableClock } from '../src/clock.js';
import { DAY_MS } from '../src/time.js';
import { createTestApp, memberForm, post, solveCaptcha, uniqueMobile, uniqueName, type TestApp } from './support/app.js';
import { adminToken, erc20Address, PAY_PASS, trc20Address, upcomingBeijingNoon } from './support/cashier.js';
import { newStaff } from './support/staff.js';
import { clockRestored, expectIdentityRefused } from './support/regulator.js';

// The Malta Gaming Authority's 2025 review of licensees' player protection, finding by finding
// (docs/player-protection.md#no-second-account, #cooling-off): one test each, named as the
// finding, as the member and staff meet it.

const LOGIN = 'abc12345'; // the login password of memberForm

let t: TestApp;
let clock: MovableClock;
let admin: string;
beforeAll(async () => {
  clock = movableClock(upcomingBeijingNoon());
  t = await createTestApp({ CAPTCHA_MODE: 'off', TOKEN_TTL_SECONDS: String(20 * 365 * 86400) }, { clock });
  admin = await adminToken(t);
});
afterAll(() => t.close());

async function register(overrides: Record<string, unknown> = {}) {
  return post(t.app, '/api/register', memberForm({ paypassword: PAY_PASS, ...(await solveCaptcha(t, 'register')), ...overrides }), { lang: 'en_US' });
}
async function member(overrides: Record<string, unknown> = {}) {
  const form = { mail: `${uniqueName('m')}@example.com`, ...overrides };
  const reply = await register(form);
  expect(reply.code, reply.message).toBe(200);
  const user = await t.prisma.user.findUniqueOrThrow({ where: { username: reply.data.username } });
  return { token: reply.data.api_token as string, userId: user.id, username: user.username, mobile: user.mobile!, email: user.email!, realname: user.realname };
}
const bind = (token: string, card: Record<string, unknown>) => post(t.app, '/api/bindcard', { ...card, pay_pass: PAY_PASS }, { token, lang: 'en_US' });
const bankCard = (bank_no: string) => ({ bank: '中国工商银行', bank_no, bank_owner: '张三', bank_address: '北京朝阳支行' });
const usdt = (bank_owner: 'ERC20' | 'TRC20', bank_no: string) => ({ bank: 'USDT', bank_no, bank_owner });
const exclude = (token: string, period = '6m') => post(t.app, '/api/responsible/exclude', { period, password: LOGIN }, { token, lang: 'en_US' });
const timeout = (token: string, days = 7) => post(t.app, '/api/responsible/timeout', { days, password: LOGIN }, { token, lang: 'en_US' });
const reopen = (token: string) => post(t.app, '/api/responsible/reopen', { password: LOGIN }, { token, lang: 'en_US' });
const deposit = (token: string) => post(t.app, '/api/recharge', { paytype: 'bank', amount: 100, ...bankCard('6222020200112233') }, { token, lang: 'en_US' });
const cardNo = () => `62${String(Math.floor(Math.random() * 1e14)).padStart(14, '0')}`;

/** The rows a refused registration or bind must not write. */
const rows = async () => ({
  users: await t.prisma.user.count(),
  sessions: await t.prisma.session.count(),
  cards: await t.prisma.boundCard.count(),
  audits: await t.prisma.auditLog.count(),
});

describe('finding: an excluded player registering again with similar identity details', () => {
  it('an excluded player registering again with the same phone is refused', async () => {
    const excluded = await member();
    expect((await exclude(excluded.token)).code).toBe(200);
    const before = await rows();
    expectIdentityRefused(await register({ phone: excluded.mobile, mail: '' }), excluded);
    expect(await rows()).toEqual(before);
  });

  it('an excluded player registering again with the same email, in other letter case and spaces, is refused', async () => {
    const excluded = await member();
    expect((await exclude(excluded.token, '1y')).code).toBe(200);
    const before = await rows();
    expectIdentityRefused(await register({ phone: '', mail: `  ${excluded.email.toUpperCase()} ` }), excluded);
    expectIdentityRefused(await register({ phone: uniqueMobile(), mail: excluded.email }), excluded);
    expect(await rows()).toEqual(before);
  });

  it("a timed-out player registering again through an agent's link with the same phone is refused", async () => {
    const agent = await member();
    await t.prisma.user.update({ where: { id: agent.userId }, data: { isAgent: true } });
    const timedOut = await member();
    expect((await timeout(timedOut.token)).code).toBe(200);
    const before = await rows();
    expectIdentityRefused(await register({ phone: timedOut.mobile, mail: '', pid: agent.userId }), timedOut);
    expect(await rows()).toEqual(before);
  });

  it("an excluded player's bank card bound to another account is refused, whatever its spacing", async () => {
    const excluded = await member();
    const no = cardNo();
    expect((await bind(excluded.token, bankCard(no))).code).toBe(200);
    expect((await exclude(excluded.token)).code).toBe(200);
    const friend = await member();
    const before = await rows();
    expectIdentityRefused(await bind(friend.token, bankCard(no)), excluded);
    expectIdentityRefused(await bind(friend.token, bankCard(no.replace(/(\d{4})/g, '$1 ').trim())), excluded);
    expect(await rows()).toEqual(before);
    // Another card is the friend's to bind.
    expect((await bind(friend.token, bankCard(cardNo()))).code).toBe(200);
  });

  it("an excluded player's USDT address bound to another account is refused: ERC20 in any letter case, TRC20 as it is", async () => {
    const excluded = await member();
    const erc20 = erc20Address();
    const trc20 = trc20Address();
    expect((await bind(excluded.token, usdt('ERC20', erc20))).code).toBe(200);
    expect((await bind(excluded.token, usdt('TRC20', trc20))).code).toBe(200);
    expect((await exclude(excluded.token)).code).toBe(200);
    const friend = await member();
    const before = await rows();
    expectIdentityRefused(await bind(friend.token, usdt('ERC20', `0x${erc20.slice(2).toUpperCase()}`)), excluded);
    expectIdentityRefused(await bind(friend.token, usdt('ERC20', erc20)), excluded);
    expectIdentityRefused(await bind(friend.token, usdt('TRC20', trc20)), excluded);
    expect(await rows()).toEqual(before);
  });

  it('an excluded player registering again with the same real name and binding the same card is refused the card', async () => {
    const excluded = await member({ realname: '李四海' });
    const no = cardNo();
    expect((await bind(excluded.token, bankCard(no))).code).toBe(200);
    expect((await exclude(excluded.token, 'indefinite')).code).toBe(200);
    // A real name alone is no match (many people share one); with the card it is.
    const again = await member({ realname: '李四海' });
    const before = await rows();
    expectIdentityRefused(await bind(again.token, bankCard(no)), excluded);
    expect(await rows()).toEqual(before);
  });

  it("an account opened through the short link (no details) cannot take the excluded player's card or address", async () => {
    const excluded = await member();
    const no = cardNo();
    const trc20 = trc20Address();
    expect((await bind(excluded.token, bankCard(no))).code).toBe(200);
    expect((await bind(excluded.token, usdt('TRC20', trc20))).code).toBe(200);
    expect((await exclude(excluded.token)).code).toBe(200);
    const name = uniqueName('kv');
    const short = await post(t.app, '/api/register_kv', { name, password: LOGIN, confirmPass: LOGIN, ...(await solveCaptcha(t, 'register')) });
    expect(short.code, short.message).toBe(200);
    await t.prisma.user.update({
      where: { username: short.data.username },
      data: { payPasswordHash: (await t.prisma.user.findUniqueOrThrow({ where: { id: excluded.userId } })).payPasswordHash },
    });
    const before = await rows();
    expectIdentityRefused(await bind(short.data.api_token, bankCard(no)), excluded);
    expectIdentityRefused(await bind(short.data.api_token, usdt('TRC20', trc20)), excluded);
    expect(await rows()).toEqual(before);
  });

  it('once the time-out is over and the account open again, the same details are free again', async () => {
    const past = await member();
    const no = cardNo();
    expect((await bind(past.token, bankCard(no))).code).toBe(200);
    expect((await timeout(past.token, 1)).code).toBe(200);
    const friend = await member();
    expect((await bind(friend.token, bankCard(no))).code).toBe(231);
    await clockRestored(clock, async () => {
      clock.advance(DAY_MS + 60_000);
      expect((await bind(friend.token, bankCard(no))).code).toBe(200);
    });
  });

  it('staff see the linked accounts on the member page: same phone, email, card, address or registration IP within a day, with what matched', async () => {
    const excluded = await member();
    const no = cardNo();
    const erc20 = erc20Address();
    expect((await bind(excluded.token, bankCard(no))).code).toBe(200);
    expect((await bind(excluded.token, usdt('ERC20', erc20))).code).toBe(200);
    // Before the exclusion a friend binds the same card and address (nothing refuses that yet).
    const friend = await member();
    expect((await bind(friend.token, bankCard(no.replace(/(\d{4})/g, '$1 ')))).code).toBe(200);
    expect((await bind(friend.token, usdt('ERC20', `0x${erc20.slice(2).toUpperCase()}`))).code).toBe(200);
    // An account of the same phone written before (an older row in another spelling).
    const older = await member();
    await t.prisma.user.update({
      where: { id: older.userId },
      data: { mobile: `+86 ${excluded.mobile.slice(0, 3)}-${excluded.mobile.slice(3)}`, registerIp: '10.9.9.9' },
    });
    const farIp = await member();
    await t.prisma.user.update({ where: { id: farIp.userId }, data: { registerIp: '10.9.9.8' } });
    expect((await exclude(excluded.token)).code).toBe(200);

    const linked = await post(t.app, '/api/admin/responsible/linked', { username: excluded.username }, { token: admin });
    expect(linked.code, linked.message).toBe(200);
    const of = (username: string) => linked.data.find((r: { username: string }) => r.username === username);
    expect(of(friend.username)).toMatchObject({ fields: ['address', 'card', 'ip'], blocked: false });
    expect(of(older.username)).toMatchObject({ fields: ['phone'], blocked: false });
    expect(of(farIp.username)).toBeUndefined();
    expect(of(excluded.username)).toBeUndefined();
    // The friend's page shows the excluded member, blocked.
    const back = await post(t.app, '/api/admin/responsible/linked', { username: friend.username }, { token: admin });
    expect(back.data.find((r: { username: string }) => r.username === excluded.username)).toMatchObject({ blocked: true });

    for (const role of STAFF_ROLES.filter((r) => r !== 'super')) {
      const staff = await newStaff(t, role, admin);
      expect((await post(t.app, '/api/admin/responsible/linked', { username: excluded.username }, { token: staff.token })).code, role).toBe(200);
    }
    expect((await post(t.app, '/api/admin/responsible/linked', { username: excluded.username }, { token: '' })).code).not.toBe(200);
    expect((await post(t.app, '/api/admin/responsible/linked', { username: excluded.username }, { token: excluded.token })).code).not.toBe(200);
    for (const path of [
      '/API/admin/responsible/linked',
      '/api/admin/Responsible/linked',
      '/api/admin/responsible/linked/',
      '//api/admin/responsible/linked',
      '/api/admin/responsible%2Flinked',
    ]) {
      const res = await request(t.app).post(path).set('Authorization', `Bearer ${admin}`).send({ username: excluded.username });
      expect(res.status, path).toBe(404);
    }
    expect((await post(t.app, '/api/admin/responsible/linked', { username: 'nobody-here' }, { token: admin })).code).toBe(404);
  });
});

describe('finding: KYC asked before an exclusion', () => {
  it('an exclusion takes effect at once for a member who never gave identity documents', async () => {
    const m = await member();
    expect(await t.prisma.user.findUniqueOrThrow({ where: { id: m.userId } })).toMatchObject({ realname: m.realname });
    const excluded = await exclude(m.token);
    expect(excluded.code, excluded.message).toBe(200);
    expect(excluded.data.block).toMatchObject({ kind: 'exclusion', ended: false });
    expect((await deposit(m.token)).code).toBe(231);
    expect((await post(t.app, '/api/getGameUrl', { plat_name: 'PCGAME', game_code: '0' }, { token: m.token })).code).toBe(231);
  });
});

describe('finding: exclusions lifted without cooling-off', () => {
  it('an ended definite exclusion reopens only when the member asks, and 24 hours later', async () => {
    const m = await member();
    expect((await exclude(m.token)).code).toBe(200);
    await clockRestored(clock, async () => {
      clock.advance(200 * DAY_MS);
      expect((await deposit(m.token)).code).toBe(231);
      expect((await reopen(m.token)).code).toBe(200);
      clock.advance(23 * 3_600_000);
      expect((await deposit(m.token)).code).toBe(231);
      clock.advance(3_600_000 + 1000);
      expect((await deposit(m.token)).code).toBe(200);
    });
  });

  it('an indefinite exclusion ends only on the member’s request after 6 months, reviewed by staff, and the account reopens 7 days after the request', async () => {
    const m = await member();
    expect((await exclude(m.token, 'indefinite')).code).toBe(200);
    const tooEarly = await reopen(m.token);
    expect(tooEarly).toMatchObject({ code: 203, message: expect.stringContaining('only after 6 months') });
    await clockRestored(clock, async () => {
      clock.advance(5 * 30 * DAY_MS);
      expect((await reopen(m.token)).code).toBe(203);
      clock.advance(40 * DAY_MS);
      const asked = await reopen(m.token);
      expect(asked).toMatchObject({ code: 200, message: expect.stringContaining('reviewed by our staff') });
      expect(asked.data.block).toMatchObject({ ends_at: null, review: 'pending' });
      const requestedAt = clock.now();
      expect((await deposit(m.token)).code).toBe(231);

      const support = await newStaff(t, 'support', admin);
      const queue = await post(t.app, '/api/admin/responsible/reviews', {}, { token: support.token });
      expect(queue.code, queue.message).toBe(200);
      const item = queue.data.find((r: { username: string }) => r.username === m.username);
      expect(item).toMatchObject({ period: 'indefinite' });
      // Support sees the queue but does not decide; finance neither sees nor decides.
      expect((await post(t.app, '/api/admin/responsible/review', { id: item.id, approve: true, note: 'ok' }, { token: support.token })).code).toBe(203);
      const finance = await newStaff(t, 'finance', admin);
      expect((await post(t.app, '/api/admin/responsible/reviews', {}, { token: finance.token })).code).toBe(203);
      const ops = await newStaff(t, 'operations', admin);
      expect((await post(t.app, '/api/admin/responsible/review', { id: item.id, approve: true }, { token: ops.token })).code).toBe(1000); // a note is required

      clock.advance(2 * DAY_MS);
      const approved = await post(t.app, '/api/admin/responsible/review', { id: item.id, approve: true, note: 'spoke with the member' }, { token: ops.token });
      expect(approved.code, approved.message).toBe(200);
      expect(approved.data.find((r: { username: string }) => r.username === m.username)).toBeUndefined();
      expect(await t.prisma.auditLog.findFirst({ where: { action: 'responsible.reopenApproved', target: m.username } })).toMatchObject({ adminId: ops.id });
      expect((await post(t.app, '/api/admin/responsible/review', { id: item.id, approve: false, note: 'again' }, { token: ops.token })).code).toBe(404);
      // Reopens 7 days after the request, not before.
      clock.set(new Date(requestedAt.getTime() + 7 * DAY_MS - 60_000));
      expect(await deposit(m.token)).toMatchObject({ code: 231, message: expect.stringContaining('reopens at') });
      clock.set(new Date(requestedAt.getTime() + 7 * DAY_MS + 1000));
      expect((await deposit(m.token)).code).toBe(200);
    });
  });

  it('a refused request keeps the indefinite exclusion in force (audited), and the member may ask again', async () => {
    const m = await member();
    expect((await exclude(m.token, 'indefinite')).code).toBe(200);
    await clockRestored(clock, async () => {
      clock.advance(190 * DAY_MS);
      expect((await reopen(m.token)).code).toBe(200);
      const queue = await post(t.app, '/api/admin/responsible/reviews', {}, { token: admin });
      const item = queue.data.find((r: { username: string }) => r.username === m.username);
      const refused = await post(t.app, '/api/admin/responsible/review', { id: item.id, approve: false, note: 'signs of harm' }, { token: admin });
      expect(refused.code, refused.message).toBe(200);
      expect(await t.prisma.auditLog.count({ where: { action: 'responsible.reopenRefused', target: m.username } })).toBe(1);
      clock.advance(30 * DAY_MS);
      expect((await deposit(m.token)).code).toBe(231);
      expect((await reopen(m.token)).data.block).toMatchObject({ review: 'pending', ends_at: null });
    });
  });
});
