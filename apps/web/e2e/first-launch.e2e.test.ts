import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject } from 'vitest';
import type { Browser } from 'playwright-core';
import { ensurePlayBuilt } from '../../play/assets';
import { browserIt, chromiumPath, launch, openPage } from './support/browser';

const baseURL = inject('baseURL');
let browser: Browser;
beforeAll(async () => {
  if (!chromiumPath()) return;
  ensurePlayBuilt(); // the game page loads apps/play's play.js, served from its dist/
  browser = await launch();
});
afterAll(async () => browser?.close());

const unique = () => `f${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const mobile = () => `13${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

async function api<T>(path: string, body: object, headers: Record<string, string> = {}): Promise<{ code: number; message: string; data: T }> {
  const res = await fetch(`${baseURL}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });
  return (await res.json()) as { code: number; message: string; data: T };
}

/** A new member (manual transfers, the default) with `amount` in the central wallet and every game wallet empty. */
async function fundedMember(amount: string): Promise<string> {
  const name = unique();
  const reg = await api('/api/register', {
    name,
    password: 'pass1234',
    confirmPass: 'pass1234',
    realname: 'First Play',
    phone: mobile(),
    paypassword: '123456',
    code: '0000',
  });
  expect(reg.code, reg.message).toBe(200);
  const admin = await api<{ api_token: string }>('/api/admin/login', { name: 'admin', password: 'admin12345' });
  const credit = await api(
    '/api/admin/adjust',
    { username: name, amount, memo: 'first launch e2e' },
    { Authorization: `Bearer ${admin.data.api_token}`, 'Idempotency-Key': randomUUID() },
  );
  expect(credit.code, credit.message).toBe(200);
  return name;
}

async function balances(name: string): Promise<{ central: string; pc: string }> {
  const login = await api<{ api_token: string }>('/api/login', { name, password: 'pass1234', code: '0000' });
  const auth = { Authorization: `Bearer ${login.data.api_token}` };
  const central = await api<{ balance: string }>('/api/balance', {}, auth);
  const wallets = await api<{ platname: string; balance: string }[]>('/api/balancelist', {}, auth);
  return { central: central.data.balance, pc: wallets.data.find((w) => w.platname === 'PCGAME')?.balance ?? '?' };
}

// Issue 32 item 4: demo888 with ¥10,000 launched a game showing 0.00 and every bet was refused.
describe('first play: no dead end with an empty game wallet', () => {
  for (const locale of ['zh_TW', 'en_US'] as const) {
    for (const width of [1366, 390]) {
      browserIt(`${locale} at ${width} px: the launch offers the transfer, one tap moves it, the game page shows it and sends money back`, async () => {
        const name = await fundedMember('800');
        const { page, problems } = await openPage(browser, baseURL, locale, { width });
        await page.goto('/#/login');
        await page.locator('input[name=name]').fill(name);
        await page.locator('input[name=password]').fill('pass1234');
        await page.locator('input[name=code]').fill('0000');
        await page.getByTestId('login-submit').click();
        await page.waitForURL((u) => u.hash === '#/');

        // entering the PC game hall with ¥800 central and ¥0 in its wallet: the offer, the whole 800 filled in
        await page.goto('/#/pcgame');
        await page.getByTestId('enter-game').first().click();
        const offer = page.getByTestId('first-play');
        await offer.waitFor();
        expect(await offer.textContent()).toContain('800.00');
        expect(await page.locator('input[name=first-play-amount]').inputValue()).toBe('800');
        const box = await page.getByTestId('first-play-transfer').boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= width, 'the one-tap button is on the screen').toBe(true);

        // one tap: the money moves, then the game opens in its tab with the balance to bet
        const [game] = await Promise.all([page.context().waitForEvent('page'), page.getByTestId('first-play-transfer').click()]);
        await game.waitForURL((u) => u.pathname === '/play/PCGAME', { timeout: 30_000 });
        await expect.poll(() => game.getByTestId('balance').first().textContent()).toContain('800.00');
        expect(await balances(name)).toEqual({ central: '0.00', pc: '800.00' });

        // the game page's wallet sends 300 back to the central wallet
        await game.getByTestId('wallet-open').click();
        await expect.poll(() => game.getByTestId('wallet-central').textContent()).toContain('0.00');
        await expect.poll(() => game.getByTestId('wallet-game').textContent()).toContain('800.00');
        await game.getByTestId('wallet-amount').fill('300');
        await game.getByTestId('wallet-out').click();
        await expect.poll(() => game.getByTestId('wallet-central').textContent()).toContain('300.00');
        await expect.poll(() => game.getByTestId('balance').first().textContent()).toContain('500.00');
        expect(await balances(name)).toEqual({ central: '300.00', pc: '500.00' });

        // with money in the game wallet the next launch opens straight away, no offer
        const [again] = await Promise.all([page.context().waitForEvent('page'), page.getByTestId('enter-game').first().click()]);
        await again.waitForURL((u) => u.pathname === '/play/PCGAME', { timeout: 30_000 });
        expect(await page.getByTestId('first-play').count()).toBe(0);
        expect(problems).toEqual([]);
      });
    }
  }
});
