import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { translate, usdtAmount, usdtPayout, withdrawalFee, type Locale, type MessageKey, type UserInfo } from '@portal/contracts';
import { browserIt, chromiumPath, launch, openPage } from './support/browser';
import { trc20Address } from '../../api/test/support/addresses';

// The cashier through the real pages: deposit by bank and by USDT (the payment page
// with its countdown and QR), approval by the back office, the balance and the record changing, a
// USDT address bound, a withdrawal, its rejection and the refund. A screenshot of each cashier screen.

const baseURL = inject('baseURL');
const WEB = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SHOTS = path.resolve(WEB, '../../test-results/screenshots');
const PAY_PASS = '123456';

let browser: Browser;
beforeAll(async () => {
  if (chromiumPath()) browser = await launch();
  fs.mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => browser?.close());

type Reply<T = unknown> = { code: number; message: string; data: T };
async function api<T>(route: string, body: object, token?: string): Promise<Reply<T>> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID() };
  if (token) headers.Authorization = `Bearer ${token}`;
  const res = await fetch(`${baseURL}${route}`, { method: 'POST', headers, body: JSON.stringify(body) });
  return (await res.json()) as Reply<T>;
}
async function adminToken(): Promise<string> {
  const login = await api<{ api_token: string }>('/api/admin/login', { name: 'admin', password: 'admin12345' });
  expect(login.code, login.message).toBe(200);
  return login.data.api_token;
}

const unique = () => `c${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const mobile = () => `13${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

/** The page texts of a locale (the same files the app loads) and the server's messages. */
function textsOf(locale: Locale) {
  const web = JSON.parse(fs.readFileSync(path.join(WEB, `src/i18n/locales/${locale}.json`), 'utf8')) as Record<string, Record<string, string>>;
  return { records: web.records!, msg: (key: MessageKey) => translate(key, locale) };
}

async function shot(page: Page, name: string, locale: string) {
  await page.screenshot({ path: path.join(SHOTS, `cashier-${name}-${locale}.png`), fullPage: true });
}

/** The rows of the financial record as the member sees them: order number, type with its pay way, amount, state. */
async function recordRows(page: Page): Promise<string[][]> {
  const rows = page.getByTestId('trans-table').locator('tbody tr');
  const out: string[][] = [];
  for (let i = 0; i < (await rows.count()); i++) out.push((await rows.nth(i).locator('td').allTextContents()).slice(1));
  return out;
}

describe('the cashier through the real pages (spec §2.3, §2.5, §4)', () => {
  for (const locale of ['zh_TW', 'en_US'] as const) {
    browserIt(`${locale}: bank and USDT deposits, /payInfo, approval, a bound address, a withdrawal rejected and refunded`, async () => {
      const { records, msg } = textsOf(locale);
      const name = unique();
      const reg = await api('/api/register', {
        name,
        password: 'pass1234',
        confirmPass: 'pass1234',
        realname: 'Cashier Tester',
        phone: mobile(),
        paypassword: PAY_PASS,
        code: '0000',
      });
      expect(reg.code, reg.message).toBe(200);
      const admin = await adminToken();

      const { page, problems } = await openPage(browser, baseURL, locale);
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });

      // /recharge is the top-up screen of the member area; the guard asks for a login on the way
      await page.goto('/#/recharge');
      await page.waitForURL((u) => u.hash.startsWith('#/login?redirect='));
      await page.locator('input[name=name]').fill(name);
      await page.locator('input[name=password]').fill('pass1234');
      await page.locator('input[name=code]').fill('0000');
      await page.getByTestId('login-submit').click();
      await page.waitForURL((u) => u.hash === '#/mine/recharge');
      const member = (await page.evaluate(() => sessionStorage.getItem('userInfo'))) ?? '{}';
      const user = JSON.parse(member) as UserInfo;
      expect(user.usdtrate).toMatch(/^\d/);

      // ---- a bank deposit: the form's first check, then the order, then the record 2 s later ----
      await page.getByTestId('pay-way-usdt').waitFor();
      await shot(page, 'recharge-usdt', locale);
      await page.getByTestId('pay-way-bank').click();
      await page.getByTestId('deposit-submit').click();
      await expect.poll(() => page.getByTestId('toast').last().textContent()).toContain(msg('cashier.depositorRequired'));
      await page.locator('input[name=bank_owner]').fill('Cashier Tester');
      await page.locator('input[name=bank]').fill('ICBC');
      await page.locator('input[name=bank_no]').fill('6222020200112233');
      await page.locator('input[name=bank_address]').fill('Shanghai Pudong');
      await page.locator('input[name=amount]').fill('1000');
      await shot(page, 'recharge-bank', locale);
      const bankReply = page.waitForResponse((r) => r.url().endsWith('/api/recharge'));
      await page.getByTestId('deposit-submit').click();
      const bankNo = ((await (await bankReply).json()) as Reply).message;
      expect(bankNo).toMatch(/\w{8,}/);
      await expect.poll(() => page.getByTestId('toast').last().textContent()).toContain(msg('common.submittedForReview'));
      await page.waitForURL((u) => u.hash === '#/mine/transRecord');
      await expect.poll(() => recordRows(page)).toContainEqual([bankNo, `${records.typeTopUp}${records.payWayBank}`, '1000.00', records.reviewPending]);

      // ---- a USDT deposit (ERC20 by default): /payInfo opens in a new tab, logged in, with its countdown and QR ----
      await page.goto('/#/mine/recharge');
      // the top-up page is cached (spec §2.4): it comes back on the bank way chosen above
      await expect.poll(() => page.getByTestId('pay-way-bank').getAttribute('aria-selected')).toBe('true');
      await page.getByTestId('pay-way-usdt').click();
      await expect.poll(() => page.getByTestId('protocol-ERC20').getAttribute('aria-checked')).toBe('true');
      await page.locator('input[name=amount]').fill('700');
      await expect.poll(() => page.getByTestId('usdt-estimate').textContent()).toContain(usdtAmount('700', user.usdtrate));
      const popup = page.context().waitForEvent('page');
      const usdtReply = page.waitForResponse((r) => r.url().endsWith('/api/recharge'));
      await page.getByTestId('deposit-submit').click();
      const usdtNo = ((await (await usdtReply).json()) as Reply).message;
      const pay = await popup;
      await pay.waitForURL((u) => u.hash === `#/payInfo?deposit_no=${usdtNo}`);
      await expect.poll(() => pay.getByTestId('pay-order-no').textContent()).toBe(usdtNo);
      const clock = pay.getByTestId('pay-countdown');
      const first = await clock.textContent();
      expect(first).toMatch(/^(60:00|59:[0-5]\d)$/);
      await expect.poll(() => clock.textContent(), { timeout: 5000 }).not.toBe(first); // it ticks
      expect(await pay.getByTestId('pay-rate').textContent()).toContain(user.usdtrate);
      expect(await pay.getByTestId('pay-amount').textContent()).toContain(usdtAmount('700', user.usdtrate));
      expect(await pay.getByTestId('pay-cny').textContent()).toContain('700.00');
      expect(await pay.getByTestId('pay-qr').getAttribute('src')).toMatch(/^data:image\/png;base64,/);
      await expect.poll(() => pay.getByTestId('pay-qr').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      const address = (await pay.getByTestId('pay-address').textContent()) ?? '';
      expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/);
      await pay.getByTestId('copy-address').click();
      await expect.poll(() => pay.getByTestId('toast').last().textContent()).toContain(msg('common.copied'));
      expect(await pay.evaluate(() => navigator.clipboard.readText())).toBe(address);
      await shot(pay, 'payinfo', locale);
      await pay.getByTestId('pay-done').click();
      await pay.waitForURL((u) => u.hash === '#/mine/transRecord');
      await pay.close();

      // ---- the back office approves the bank deposit: the balance and the record change ----
      const approved = await api('/api/admin/deposits/approve', { deposit_no: bankNo }, admin);
      expect(approved.code, approved.message).toBe(200);
      await page.goto('/#/transRecord');
      await page.waitForURL((u) => u.hash === '#/mine/transRecord');
      await page.reload();
      await expect.poll(() => recordRows(page)).toContainEqual([bankNo, `${records.typeTopUp}${records.payWayBank}`, '1000.00', records.reviewApproved]);
      await expect.poll(() => recordRows(page)).toContainEqual([usdtNo, `${records.typeTopUp}USDT-ERC20`, '700.00', records.reviewPending]);
      await expect.poll(() => page.getByTestId('balance').textContent()).toBe('¥ 1000.00');
      await shot(page, 'records', locale);

      // ---- my wallet: bind a TRC20 address ----
      await page.goto('/#/bankCard');
      await page.waitForURL((u) => u.hash === '#/mine/bankCard');
      await expect.poll(() => page.getByTestId('wallet-balance').textContent()).toBe('¥ 1000.00');
      await page.getByTestId('add-usdt').click();
      const trc20 = trc20Address();
      await page.getByTestId('bind-protocol-TRC20').click();
      await page.locator('input[name=address]').fill(trc20);
      await page.locator('input[name=pay_pass]').fill(PAY_PASS);
      await page.getByTestId('bind-usdt-submit').click();
      await expect.poll(() => page.getByTestId('toast').last().textContent()).toContain(msg('cashier.bound'));
      await expect.poll(() => page.getByTestId('usdt-address').count()).toBe(1);
      expect(await page.getByTestId('usdt-address').locator('[title]').getAttribute('title')).toBe(trc20);
      await shot(page, 'bankcard', locale);

      // ---- a withdrawal: refused for turnover first (the multiple is 1), then sent once the multiple is 0 ----
      await page.goto('/#/mine/withdraw');
      await expect.poll(() => page.getByTestId('address-options').getByRole('radio').first().getAttribute('aria-checked')).toBe('true');
      await page.locator('input[name=amount]').fill('500');
      await expect
        .poll(() => page.getByTestId('payout-preview').textContent())
        .toContain(usdtPayout('500', user.withdrawusdtrate, withdrawalFee('TRC20', user)));
      await page.locator('input[name=password]').fill(PAY_PASS);
      await shot(page, 'withdraw', locale);
      await page.getByTestId('withdraw-submit').click();
      // deposits since the last withdrawal x 1 - bets (none): the approved 1000 (the USDT order is still pending)
      await expect.poll(() => page.getByTestId('toast').last().textContent()).toContain(translate('cashier.withdrawTurnover', locale, { amount: '1000.00' }));
      expect(page.url()).toContain('#/mine/withdraw');

      const settings = await api<{ withdraw: { turnover_multiple: string } }>('/api/admin/cashier/settings', {}, admin);
      const multiple = settings.data.withdraw.turnover_multiple;
      const lowered = await api('/api/admin/cashier/settings/update', { withdraw: { turnover_multiple: '0' } }, admin);
      expect(lowered.code, lowered.message).toBe(200);
      try {
        const withdrawReply = page.waitForResponse((r) => r.url().endsWith('/api/withdraw'));
        await page.getByTestId('withdraw-submit').click();
        const withdrawn = (await (await withdrawReply).json()) as Reply<{ order_no: string; usdt_amount: string }>;
        expect(withdrawn.code, withdrawn.message).toBe(200);
        expect(withdrawn.data.usdt_amount).toBe(usdtPayout('500', user.withdrawusdtrate, withdrawalFee('TRC20', user)));
        await expect.poll(() => page.getByTestId('toast').last().textContent()).toContain(msg('common.submittedForReview'));
        await page.waitForURL((u) => u.hash === '#/mine/transRecord');
        await expect
          .poll(() => recordRows(page))
          .toContainEqual([withdrawn.data.order_no, `${records.typeWithdrawal}USDT-TRC20`, '500.00', records.reviewPending]);
        await expect.poll(() => page.getByTestId('balance').textContent()).toBe('¥ 500.00'); // held at once

        // ---- the back office rejects it: the money comes back ----
        const rejected = await api('/api/admin/withdrawals/reject', { order_no: withdrawn.data.order_no, reason: 'e2e: wrong address' }, admin);
        expect(rejected.code, rejected.message).toBe(200);
        await page.reload();
        await expect
          .poll(() => recordRows(page))
          .toContainEqual([withdrawn.data.order_no, `${records.typeWithdrawal}USDT-TRC20`, '500.00', records.reviewRejected]);
        await expect.poll(() => page.getByTestId('balance').textContent()).toBe('¥ 1000.00');
      } finally {
        await api('/api/admin/cashier/settings/update', { withdraw: { turnover_multiple: multiple } }, admin);
      }

      // The page reloads above (a member's way to see what the back office did: the balance timer runs
      // every 430 s) cut off the requests in flight; those aborts are the test's own doing.
      expect(problems.filter((p) => !p.endsWith('net::ERR_ABORTED'))).toEqual([]);
      await page.context().close();
    });
  }
});
