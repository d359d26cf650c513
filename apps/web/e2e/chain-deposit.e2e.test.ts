import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { Locale } from '@portal/contracts';
import { startPortalProcess, type PortalProcess } from '../../api/test/support/server-process';
import { startTronGrid, type TronGridServer } from '../../api/test/support/trongrid-server';
import { qrDataUrl, TRC20_PAYER as PAYER, TRC20_TOKEN as TOKEN, TRC20_XPUB as XPUB } from '../../api/test/support/trc20-fixture';
import { browserIt, chromiumPath, launch, openPage } from './support/browser';

// USDT (TRC20) deposits confirmed on chain through the real pages: the
// recharge page shows the member's own TRON address, its QR and the crediting terms before any
// order; the order's /payInfo shows the same; a transfer to it on a TronGrid-shaped server (real
// transactions signed offline by tronweb, apps/api/test/support/trongrid-server.ts), once its
// block is solidified, raises the member's balance by the chain watcher's job alone, no staff.
// The e2e portal has no xpub, so a second portal process over the same database (as in
// responsible.e2e.test.ts) runs with the TRC20 settings and a watch job every second.

const WEB = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ROOT = path.resolve(WEB, '../..');
const SHOTS = path.resolve(ROOT, 'test-results/screenshots');
const LOGIN = 'pass1234';

let browser: Browser;
let grid: TronGridServer;
let chain: PortalProcess | undefined;
beforeAll(async () => {
  if (!chromiumPath()) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  browser = await launch();
  grid = await startTronGrid();
  // The e2e portal's embedded PostgreSQL (e2e/support/server.ts: DATA_DIR .data/e2e): its port from postmaster.pid.
  const pid = fs.readFileSync(path.join(ROOT, '.data/e2e/postgres/postmaster.pid'), 'utf8').split('\n');
  chain = await startPortalProcess({
    env: {
      DATABASE_URL: `postgresql://postgres:postgres@127.0.0.1:${pid[3]!.trim()}/portal`,
      WEB_DIST: path.join(WEB, 'dist'),
      JWT_SECRET: undefined, // the secret the e2e portal keeps in the database
      JOBS_MODE: 'on',
      USDT_TRC20_XPUB: XPUB,
      USDT_TRC20_API_URL: grid.url,
      USDT_TRC20_CONTRACT: TOKEN,
      USDT_TRC20_START_BLOCK: '0',
      CHAIN_WATCH_CRON: '*/1 * * * * *',
    },
  });
});
afterAll(async () => {
  await chain?.stop();
  await grid?.close();
  await browser?.close();
});

type Reply<T = Record<string, unknown>> = { code: number; message: string; data: T };
async function call<T = Record<string, unknown>>(url: string, route: string, body: object = {}, token?: string): Promise<Reply<T>> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID() };
  if (token) headers.Authorization = `Bearer ${token}`;
  const res = await fetch(`${url}${route}`, { method: 'POST', headers, body: JSON.stringify(body) });
  return (await res.json()) as Reply<T>;
}

const unique = () => `u${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const mobile = () => `13${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

function textsOf(locale: Locale) {
  const web = JSON.parse(fs.readFileSync(path.join(WEB, `src/i18n/locales/${locale}.json`), 'utf8')) as Record<string, Record<string, string>>;
  const fill = (text: string, vars: Record<string, string | number> = {}) => text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(vars[k] ?? ''));
  return { cashier: (k: string, vars?: Record<string, string | number>) => fill(web.cashier![k]!, vars) };
}

/** The image has loaded and has pixels (not a broken image). */
const loadedWidth = (page: Page, testId: string) => page.getByTestId(testId).evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0));

describe('USDT (TRC20) deposits confirmed on chain, in the browser', () => {
  for (const locale of ['zh_TW', 'en_US'] as const) {
    browserIt(`${locale}: the own address and QR on the recharge page and /payInfo; a solidified transfer raises the balance without staff`, async () => {
      const { cashier } = textsOf(locale);
      const url = chain!.url;
      const name = unique();
      const reg = await call<{ api_token: string }>(url, '/api/register', {
        name,
        password: LOGIN,
        confirmPass: LOGIN,
        realname: 'Chain Tester',
        phone: mobile(),
        paypassword: '123456',
        code: '0000',
      });
      expect(reg.code, reg.message).toBe(200);
      const token = reg.data.api_token;

      const { page, problems } = await openPage(browser, url, locale);
      await page.goto('/#/mine/recharge');
      await page.waitForURL((u) => u.hash.startsWith('#/login?redirect='));
      await page.locator('input[name=name]').fill(name);
      await page.locator('input[name=password]').fill(LOGIN);
      await page.locator('input[name=code]').fill('0000');
      await page.getByTestId('login-submit').click();
      await page.waitForURL((u) => u.hash === '#/mine/recharge');
      await expect.poll(() => page.getByTestId('balance').textContent()).toBe('¥ 0.00');

      // ---- the recharge page: USDT-TRC20 shows the member's own address, QR and terms before any order ----
      await page.getByTestId('pay-way-usdt').click();
      await page.getByTestId('protocol-TRC20').click();
      const own = page.getByTestId('own-address-text');
      await expect.poll(() => own.textContent()).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
      const address = (await own.textContent())!;
      const qr = await qrDataUrl(address);
      expect(await page.getByTestId('own-address-qr').getAttribute('src')).toBe(qr);
      await expect.poll(() => loadedWidth(page, 'own-address-qr')).toBe(240);
      expect(await page.getByTestId('own-address-note').textContent()).toBe(cashier('chainCredit', { confirmations: 19, min: '1' }));
      expect(await page.getByTestId('own-address').textContent()).toContain(cashier('ownAddress'));
      await page.screenshot({ path: path.join(SHOTS, `chain-recharge-${locale}.png`), fullPage: true });

      // ---- an order: /payInfo shows the same address, its QR and the confirmations note ----
      await page.locator('input[name=amount]').fill('700');
      const popup = page.context().waitForEvent('page');
      const reply = page.waitForResponse((r) => r.url().endsWith('/api/recharge'));
      await page.getByTestId('deposit-submit').click();
      const depositNo = ((await (await reply).json()) as Reply).message;
      const pay = await popup;
      await pay.waitForURL((u) => u.hash === `#/payInfo?deposit_no=${depositNo}`);
      await expect.poll(() => pay.getByTestId('pay-address').textContent()).toBe(address);
      expect(await pay.getByTestId('pay-qr').getAttribute('src')).toBe(qr);
      await expect.poll(() => loadedWidth(pay, 'pay-qr')).toBe(240);
      expect(await pay.getByTestId('pay-chain-note').textContent()).toBe(cashier('chainCredit', { confirmations: 19, min: '1' }));
      const usdt = (await pay.getByTestId('pay-amount').textContent())!.replace(/[^\d.]/g, '');
      expect(usdt).toMatch(/^\d+\.\d{2}$/);
      await pay.screenshot({ path: path.join(SHOTS, `chain-payinfo-${locale}.png`), fullPage: true });

      // ---- the member pays that amount to the address: nothing until its block is solidified ----
      const [whole, cents] = usdt.split('.');
      const tx = grid.transfer({ fromKey: PAYER, token: TOKEN, to: address, amount: BigInt(whole!) * 1_000_000n + BigInt(cents!) * 10_000n });
      await new Promise((r) => setTimeout(r, 2500)); // two or three watch runs
      expect((await call<{ balance: string }>(url, '/api/balance', {}, token)).data.balance).toBe('0.00');
      grid.solidify();

      // ---- then the watch job credits it with the order: the page shows the balance risen, the order paid ----
      const credited = async () => {
        await page.reload();
        return page.getByTestId('balance').textContent();
      };
      await expect.poll(credited, { timeout: 30_000, interval: 1000 }).not.toBe('¥ 0.00');
      const info = await call<{ status: string; info: { real_money: string } }>(url, '/api/payinfo', { deposit_no: depositNo }, token);
      expect(info.data.status).toBe('paid');
      expect(await page.getByTestId('balance').textContent()).toBe(`¥ ${info.data.info.real_money}`);
      // the open /payInfo tab reads the order again by itself (every 5 s) and says it is paid
      await expect.poll(() => pay.getByTestId('pay-info').getAttribute('data-status'), { timeout: 20_000 }).toBe('paid');
      expect(tx).toMatch(/^[0-9a-f]{64}$/);

      // Reloads above cut off requests in flight; those aborts are the test's own doing.
      expect(problems.filter((p) => !p.endsWith('net::ERR_ABORTED'))).toEqual([]);
      await page.context().close();
    });
  }
});
