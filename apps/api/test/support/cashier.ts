import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { withAdvisoryLock } from '../../src/jobs/scheduler.js';
import { beijingDayStart, DAY_MS } from '../../src/time.js';
import { adminToken, post, registerMember, type TestApp } from './app.js';

/** A member's withdrawal password in the cashier tests (distinctive, so a leak check can look for it). */
export const PAY_PASS = 'Qz7k2w';

import { erc20Address, trc20Address } from './addresses.js';

export { erc20Address, trc20Address };

/** A member with the cashier tests' withdrawal password. */
export async function cashierMember(t: TestApp) {
  const m = await registerMember(t, { paypassword: PAY_PASS });
  const user = await t.prisma.user.findUniqueOrThrow({ where: { username: m.form.name } });
  return { ...m, userId: user.id, username: m.form.name };
}

export async function balanceOf(t: TestApp, token: string): Promise<string> {
  return (await post(t.app, '/api/balance', {}, { token })).data.balance as string;
}

/** A bank deposit by the member; returns its deposit_no. */
export async function bankDeposit(t: TestApp, token: string, amount: number | string = 1000): Promise<string> {
  const body = await post(
    t.app,
    '/api/recharge',
    { paytype: 'bank', amount, bank_owner: '张三', bank: '中国工商银行', bank_no: '6222020200112233', bank_address: '北京朝阳支行' },
    { token },
  );
  expect(body.code, body.message).toBe(200);
  return body.message;
}

/** A deposit approved by the back office: the member's wallet is credited. */
export async function approvedDeposit(t: TestApp, token: string, admin: string, amount: number | string = 1000): Promise<string> {
  const depositNo = await bankDeposit(t, token, amount);
  const approved = await post(t.app, '/api/admin/deposits/approve', { deposit_no: depositNo }, { token: admin });
  expect(approved.code, approved.message).toBe(200);
  return depositNo;
}

/** Binds a USDT address and returns the card id. */
export async function bindUsdt(t: TestApp, token: string, protocol: 'ERC20' | 'TRC20' = 'TRC20'): Promise<number> {
  const bound = await post(
    t.app,
    '/api/bindcard',
    { bank: 'USDT', bank_no: protocol === 'TRC20' ? trc20Address() : erc20Address(), bank_owner: protocol, pay_pass: PAY_PASS },
    { token },
  );
  expect(bound.code, bound.message).toBe(200);
  return bound.data.id as number;
}

/** Settled bets as the bet sync would store them (turnover). */
export async function settledBets(t: TestApp, userId: number, amount: string, at: Date): Promise<void> {
  await t.prisma.betRecord.create({
    data: {
      platname: 'PCGAME',
      betId: `B${randomBytes(6).toString('hex')}`,
      userId,
      gameCode: 'slot',
      gameName: 'slot',
      betAmount: amount,
      validAmount: amount,
      payout: 0,
      winLoss: `-${amount}`,
      status: 1,
      betTime: at,
    },
  });
}

/** The QR channels an operator sets up (a new portal has none): one per QR way, as the back office saves them. */
export const OPERATOR_CHANNELS = [
  { paytype: 'wxpay', name: '微信支付', mch_id: 'WX2026000001', pay_url: 'https://pay.operator.test/wxpay' },
  { paytype: 'alipay', name: '支付宝', mch_id: 'ALI2026000001', pay_url: 'https://pay.operator.test/alipay' },
  { paytype: 'game', name: '游戏币扫码', mch_id: 'GAME2026000001', pay_url: 'https://pay.operator.test/game' },
] as const;
export async function addOperatorChannels(t: TestApp, admin: string): Promise<void> {
  for (const channel of OPERATOR_CHANNELS) {
    const body = await post(t.app, '/api/admin/cashier/channels/save', { ...channel, enabled: true, sort: 0 }, { token: admin });
    expect(body.code, body.message).toBe(200);
  }
}

/** Changes cashier settings through the back office. */
export async function setCashier(t: TestApp, admin: string, patch: object): Promise<void> {
  const body = await post(t.app, '/api/admin/cashier/settings/update', patch, { token: admin });
  expect(body.code, body.message).toBe(200);
}

/** The ledger check of the back office reports no breach. */
export async function expectLedgerOk(t: TestApp, admin: string): Promise<void> {
  const body = await post(t.app, '/api/admin/ledger/check', {}, { token: admin });
  expect(body.data, JSON.stringify(body.data?.breaches)).toMatchObject({ ok: true });
}

/** Another back-office account (four eyes needs two), logged in. */
export async function staffToken(t: TestApp, name: string, role = 'finance'): Promise<string> {
  await t.prisma.admin.create({ data: { name, passwordHash: await t.core.hasher.hash('staff12345'), role } });
  const body = await post(t.app, '/api/admin/login', { name, password: 'staff12345' });
  expect(body.code, body.message).toBe(200);
  return body.data.api_token as string;
}

/** Runs the cashier's expiry job as the scheduler would (under its advisory lock). */
export async function runDepositExpiry(t: TestApp): Promise<void> {
  const job = t.modules.find((m) => m.name === 'cashier')?.jobs?.find((j) => j.name === 'deposit-expiry');
  expect(job).toBeDefined();
  await withAdvisoryLock(t.sql, `job:${job!.name}`, job!.run);
}

/** Noon (Beijing) of the next Beijing day that is still ahead: a time of day tests can reason about. */
export function upcomingBeijingNoon(now = new Date()): Date {
  const noon = new Date(beijingDayStart(now).getTime() + 12 * 3_600_000);
  return noon.getTime() > now.getTime() ? noon : new Date(noon.getTime() + DAY_MS);
}

export { adminToken };
