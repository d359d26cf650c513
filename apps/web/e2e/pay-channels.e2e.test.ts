import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject } from 'vitest';
import type { Browser } from 'playwright-core';
import { browserIt, chromiumPath, launch, openPage } from './support/browser';

// the Alipay / WeChat scan dialog showed the "game" channel's QR while the pay page showed
// the way's own. Through the real pages: the dialog's QR is the pay page's, and it is not the game's.

const baseURL = inject('baseURL');

let browser: Browser;
beforeAll(async () => {
  if (chromiumPath()) browser = await launch();
  // A new portal has no QR channel until an operator sets one: one for each way, as the back office saves them.
  const admin = (await api<{ api_token: string }>('/api/admin/login', { name: 'admin', password: 'admin12345' })).data.api_token;
  const list = await api<{ paytype: string; enabled: boolean }[]>('/api/admin/cashier/channels', {}, admin);
  for (const paytype of ['wxpay', 'alipay', 'game']) {
    if (list.data.some((c) => c.paytype === paytype && c.enabled)) continue;
    const saved = await api(
      '/api/admin/cashier/channels/save',
      { paytype, name: `${paytype} channel`, mch_id: `${paytype}-e2e`, pay_url: `https://pay.operator.test/${paytype}`, enabled: true, sort: 0 },
      admin,
    );
    expect(saved.code, saved.message).toBe(200);
  }
});
afterAll(async () => browser?.close());

type Reply<T = unknown> = { code: number; message: string; data: T };
async function api<T>(route: string, body: object, token?: string): Promise<Reply<T>> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID() };
  if (token) headers.Authorization = `Bearer ${token}`;
  const res = await fetch(`${baseURL}${route}`, { method: 'POST', headers, body: JSON.stringify(body) });
  return (await res.json()) as Reply<T>;
}
const unique = () => `q${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const mobile = () => `13${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

describe('the scan dialog shows the order’s own channel', () => {
  for (const locale of ['zh_TW', 'en_US'] as const) {
    browserIt(`${locale}: Alipay and WeChat orders show the same QR in the scan dialog and on the pay page`, async () => {
      const name = unique();
      const reg = await api<{ api_token: string }>('/api/register', {
        name,
        password: 'pass1234',
        confirmPass: 'pass1234',
        realname: 'Channel Tester',
        phone: mobile(),
        paypassword: '123456',
        code: '0000',
      });
      expect(reg.code, reg.message).toBe(200);
      const login = await api<{ api_token: string }>('/api/login', { name, password: 'pass1234', code: '0000' });
      const gameQr = (await api<string>('/api/generateRechargeQRcode', { amount: '300.00' }, login.data.api_token)).data;

      const { page, problems } = await openPage(browser, baseURL, locale);
      await page.goto('/#/recharge');
      await page.waitForURL((u) => u.hash.startsWith('#/login?redirect='));
      await page.locator('input[name=name]').fill(name);
      await page.locator('input[name=password]').fill('pass1234');
      await page.locator('input[name=code]').fill('0000');
      await page.getByTestId('login-submit').click();
      await page.waitForURL((u) => u.hash === '#/mine/recharge');

      for (const way of ['alipay', 'wechat'] as const) {
        await page.getByTestId(`pay-way-${way}`).click();
        await page.getByTestId(`${way}-form`).locator('input[name=amount]').fill('300');
        const popup = page.context().waitForEvent('page');
        const reply = page.waitForResponse((r) => r.url().endsWith('/api/recharge'));
        await page.getByTestId('deposit-submit').click();
        const depositNo = ((await (await reply).json()) as Reply).message;
        const dialogQr = page.getByTestId('qr-dialog').getByTestId('qr-image');
        await expect.poll(() => dialogQr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
        const shownInDialog = await dialogQr.getAttribute('src');

        const pay = await popup;
        await pay.waitForURL((u) => u.hash === `#/payInfo?deposit_no=${depositNo}`);
        await expect.poll(() => pay.getByTestId('pay-qr').getAttribute('src')).toMatch(/^data:image\/png;base64,/);
        expect(await pay.getByTestId('pay-qr').getAttribute('src'), way).toBe(shownInDialog);
        expect(shownInDialog, way).not.toBe(gameQr);
        await pay.close();
        await page.getByTestId('qr-dialog').press('Escape');
        await expect.poll(() => page.getByTestId('qr-dialog').count()).toBe(0);
      }
      expect(problems).toEqual([]);
    });
  }
});
