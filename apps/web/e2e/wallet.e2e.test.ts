import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject } from 'vitest';
import type { Browser } from 'playwright-core';
import { browserIt, chromiumPath, launch, openPage } from './support/browser';

const baseURL = inject('baseURL');
let browser: Browser;
beforeAll(async () => {
  if (chromiumPath()) browser = await launch();
});
afterAll(async () => browser?.close());

const unique = () => `w${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const mobile = () => `13${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

async function api<T>(path: string, body: object, headers: Record<string, string> = {}): Promise<{ code: number; message: string; data: T }> {
  const res = await fetch(`${baseURL}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });
  return (await res.json()) as { code: number; message: string; data: T };
}

/** A new member with `amount` credited by the back office (POST /api/admin/adjust). */
async function fundedMember(amount: string): Promise<string> {
  const name = unique();
  const reg = await api('/api/register', {
    name,
    password: 'pass1234',
    confirmPass: 'pass1234',
    realname: 'Wallet Tester',
    phone: mobile(),
    paypassword: '123456',
    code: '0000',
  });
  expect(reg.code, reg.message).toBe(200);
  const admin = await api<{ api_token: string }>('/api/admin/login', { name: 'admin', password: 'admin12345' });
  expect(admin.code, admin.message).toBe(200);
  const credit = await api(
    '/api/admin/adjust',
    { username: name, amount, memo: 'wallet e2e' },
    { Authorization: `Bearer ${admin.data.api_token}`, 'Idempotency-Key': randomUUID() },
  );
  expect(credit.code, credit.message).toBe(200);
  return name;
}

describe('the member wallet through the real pages (spec §2.5)', () => {
  for (const [locale, texts] of [
    ['zh_TW', { ok: '操作成功', recalled: '一鍵回收成功', platform: 'PC遊戲館', out: '轉出', in: '轉入', success: '成功', amountRequired: '請輸入操作金額！' }],
    [
      'en_US',
      {
        ok: 'Success',
        recalled: 'All game balances were recalled',
        platform: 'PC Game Hall',
        out: 'Transfer out',
        in: 'Transfer in',
        success: 'Success',
        amountRequired: 'Please enter the amount!',
      },
    ],
  ] as const) {
    browserIt(`${locale}: transfer 100 into the PC game wallet, recall all, see both in the financial record`, async () => {
      const name = await fundedMember('500');
      const { page, problems } = await openPage(browser, baseURL, locale);
      const keys: Record<string, string | undefined> = {};
      page.on('request', (r) => {
        const path = new URL(r.url()).pathname;
        if (path === '/api/PCGameTransferIn' || path === '/api/transall') keys[path] = r.headers()['idempotency-key'];
      });

      // the guard sends us to the login page and back to the transfer screen
      await page.goto('/#/mine/transfer');
      await page.waitForURL((u) => u.hash.startsWith('#/login?redirect='));
      await page.locator('input[name=name]').fill(name);
      await page.locator('input[name=password]').fill('pass1234');
      await page.locator('input[name=code]').fill('0000');
      await page.getByTestId('login-submit').click();
      await page.waitForURL((u) => u.hash === '#/mine/transfer');

      const central = page.getByTestId('central-balance');
      const pcBalance = page.getByTestId('game-balance-pc');
      const header = page.getByTestId('balance');
      await expect.poll(() => central.textContent()).toBe('¥ 500.00');
      await expect.poll(() => pcBalance.textContent()).toBe('¥ 0.00');
      await expect.poll(() => page.getByTestId('venue-wallets').locator('li').count()).toBeGreaterThan(5);

      // the dialog checks the amount before sending anything
      await page.getByTestId('game-wallet-pc').click();
      await expect.poll(() => page.getByRole('dialog').isVisible()).toBe(true);
      await page.getByTestId('transfer-submit').click();
      await expect.poll(() => page.getByTestId('toast').last().textContent()).toContain(texts.amountRequired);
      await page.locator('input[name=amount]').fill('100');
      await page.getByTestId('transfer-submit').click();
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
      await expect.poll(() => page.getByTestId('toast').last().textContent()).toContain(texts.ok);
      await expect.poll(() => central.textContent()).toBe('¥ 400.00');
      await expect.poll(() => pcBalance.textContent()).toBe('¥ 100.00');
      await expect.poll(() => header.textContent()).toBe('¥ 400.00');
      expect(keys['/api/PCGameTransferIn']).toMatch(/^[0-9a-f-]{36}$/);

      await page.getByTestId('recall-all').click();
      await expect.poll(() => page.getByTestId('toast').last().textContent()).toContain(texts.recalled);
      await expect.poll(() => central.textContent()).toBe('¥ 500.00');
      await expect.poll(() => pcBalance.textContent()).toBe('¥ 0.00');
      await expect.poll(() => header.textContent()).toBe('¥ 500.00');
      expect(keys['/api/transall']).toMatch(/^[0-9a-f-]{36}$/);
      expect(keys['/api/transall']).not.toBe(keys['/api/PCGameTransferIn']);

      // both movements in the financial record, newest first, with the platform in place of an order number
      await page.getByRole('link', { name: /交易記錄|Transactions/ }).click();
      await page.waitForURL((u) => u.hash === '#/mine/transRecord');
      const rows = page.getByTestId('trans-table').locator('tbody tr');
      await expect.poll(() => rows.count()).toBe(2);
      const cells = async (i: number) => (await rows.nth(i).locator('td').allTextContents()).slice(1);
      expect(await cells(0)).toEqual([texts.platform, texts.out, '100.00', texts.success]);
      expect(await cells(1)).toEqual([texts.platform, texts.in, '100.00', texts.success]);

      expect(problems).toEqual([]);
      await page.context().close();
    });
  }
});
