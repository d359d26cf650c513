import { randomUUID } from 'node:crypto';
import { expect, inject } from 'vitest';
import type { Page } from 'playwright-core';
import { trc20Address } from '../../../api/test/support/addresses';

// The portal through its HTTP API, as the browser tests prepare their data: members, orders, staff.

export const baseURL = inject('baseURL');
export type Reply<T = unknown> = { code: number; message: string; data: T };

export async function api<T = unknown>(route: string, body: object = {}, token?: string): Promise<Reply<T>> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID(), Lang: 'zh_CN' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const res = await fetch(`${baseURL}${route}`, { method: 'POST', headers, body: JSON.stringify(body) });
  return (await res.json()) as Reply<T>;
}

export const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const mobile = () => `13${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
const PAY_PASS = '123456';

export async function superToken(): Promise<string> {
  const login = await api<{ api_token: string }>('/api/admin/login', { name: 'admin', password: 'admin12345' });
  expect(login.code, login.message).toBe(200);
  return login.data.api_token;
}

/** A staff account of `role`, created by the super admin the way the staff screen does. */
export async function staffAccount(role: 'finance' | 'operations' | 'support'): Promise<{ name: string; password: string }> {
  const account = { name: unique(role.slice(0, 3)), password: 'Staff12345' };
  const made = await api('/api/admin/staff/create', { ...account, role }, await superToken());
  expect(made.code, made.message).toBe(200);
  return account;
}

/** A registered member with a login token. */
export async function member(): Promise<{ name: string; token: string }> {
  const name = unique('m');
  const reg = await api<{ api_token: string }>('/api/register', {
    name,
    password: 'pass1234',
    confirmPass: 'pass1234',
    realname: 'Back Office',
    phone: mobile(),
    paypassword: PAY_PASS,
    code: '0000',
  });
  expect(reg.code, reg.message).toBe(200);
  return { name, token: reg.data.api_token };
}

/** A pending bank deposit of the member; its deposit_no. */
export async function pendingDeposit(token: string, amount = '1000'): Promise<string> {
  const made = await api(
    '/api/recharge',
    { paytype: 'bank', amount, bank_owner: '张三', bank: '中国工商银行', bank_no: '6222020200112233', bank_address: '北京朝阳支行' },
    token,
  );
  expect(made.code, made.message).toBe(200);
  return made.message;
}

/** A pending withdrawal (credited first as a correction, so it adds no turnover; a TRC20 address bound, the deposits' turnover rule lifted meanwhile); its order_no. */
export async function pendingWithdrawal(m: { name: string; token: string }, amount = '200'): Promise<string> {
  const admin = await superToken();
  expect(
    (await api('/api/admin/adjust', { username: m.name, amount: '500', memo: 'e2e funds', correction: true, correction_reason: 'e2e funding' }, admin)).code,
  ).toBe(200);
  const bound = await api<{ id: number }>('/api/bindcard', { bank: 'USDT', bank_no: trc20Address(), bank_owner: 'TRC20', pay_pass: PAY_PASS }, m.token);
  expect(bound.code, bound.message).toBe(200);
  const settings = await api<{ withdraw: { turnover_multiple: string } }>('/api/admin/cashier/settings', {}, admin);
  await api('/api/admin/cashier/settings/update', { withdraw: { turnover_multiple: '0' } }, admin);
  try {
    const made = await api<{ order_no: string }>('/api/withdraw', { bank: bound.data.id, amount, password: PAY_PASS }, m.token);
    expect(made.code, made.message).toBe(200);
    return made.data.order_no;
  } finally {
    await api('/api/admin/cashier/settings/update', { withdraw: { turnover_multiple: settings.data.withdraw.turnover_multiple } }, admin);
  }
}

/** The state of an order as the back office lists it. */
export async function orderState(kind: 'deposits' | 'withdrawals', username: string, no: string): Promise<number | undefined> {
  const list = await api<{ data: Array<{ deposit_no?: string; order_no?: string; state: number }> }>(
    `/api/admin/${kind}`,
    { username, page: 1 },
    await superToken(),
  );
  return list.data.data.find((o) => (o.deposit_no ?? o.order_no) === no)?.state;
}

/** Signs a staff member in through the back office's login page. */
export async function staffLogin(page: Page, account: { name: string; password: string }) {
  await page.goto('/admin/login');
  await page.locator('input[name=name]').fill(account.name);
  await page.locator('input[name=password]').fill(account.password);
  await page.getByRole('button', { name: '登录' }).click();
  await page.getByTestId('staff-name').waitFor();
}
