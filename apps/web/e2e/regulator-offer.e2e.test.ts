import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { browserIt, chromiumPath, launch, openPage } from './support/browser';

// The regulator's finding "no limit offered before the first deposit", through the real pages:
// after registering, and on the first top-up page, a deposit limit is offered; setting one or
// going on without is the member's choice, recorded (the state the back office reads shows it).

const baseURL = inject('baseURL');
const WEB = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
let browser: Browser;
beforeAll(async () => {
  if (chromiumPath()) browser = await launch();
});
afterAll(async () => browser?.close());

const unique = () => `o${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const mobile = () => `13${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
const web = (locale: string) => JSON.parse(fs.readFileSync(path.join(WEB, `src/i18n/locales/${locale}.json`), 'utf8')).responsible as Record<string, string>;

type Offer = { place: string; choice: string; period: string | null; value: string | null };
async function offersOf(page: Page): Promise<Offer[]> {
  const token = await page.evaluate(() => sessionStorage.getItem('token') ?? localStorage.getItem('token'));
  const res = await fetch(`${baseURL}/api/responsible`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}`, 'Idempotency-Key': randomUUID() },
    body: '{}',
  });
  return ((await res.json()) as { data: { offers: (Offer & { offered_at: string })[] } }).data.offers.map(({ place, choice, period, value }) => ({
    place,
    choice,
    period,
    value,
  }));
}

describe('no limit offered before the first deposit', () => {
  for (const locale of ['zh_TW', 'en_US'] as const) {
    browserIt(`${locale}: offered after registering (a weekly limit set) and on the first top-up page (gone on without), each recorded`, async () => {
      const rg = web(locale);
      const { page, problems } = await openPage(browser, baseURL, locale);

      await page.goto('/#/register');
      await page.locator('input[name=name]').fill(unique());
      await page.locator('input[name=realname]').fill('Offer Test');
      await page.locator('input[name=password]').fill('pass1234');
      await page.locator('input[name=confirmPass]').fill('pass1234');
      await page.locator('input[name=phone]').fill(mobile());
      await page.locator('input[name=paypassword]').fill('123456');
      await page.locator('input[name=code]').fill('0000');
      await page.getByTestId('register-submit').click();
      await expect.poll(() => page.getByTestId('deposit-limit-offer').textContent()).toContain(rg.registerOffer);
      await page.locator('select[name=deposit_limit_period]').selectOption('week');
      await page.locator('input[name=deposit_limit]').fill('800');
      await page.getByTestId('deposit-limit-set').click();
      await page.waitForURL((u) => u.hash === '#/');
      await expect.poll(() => offersOf(page)).toEqual([{ place: 'register', choice: 'set', period: 'week', value: '800.00' }]);

      // With a deposit limit in force the top-up page offers none; a second member without one is offered it there.
      await page.goto('/#/mine/recharge');
      await page.getByTestId('pay-way-bank').waitFor();
      expect(await page.getByTestId('deposit-limit-offer').count()).toBe(0);

      const second = await openPage(browser, baseURL, locale);
      const p2 = second.page;
      await p2.goto('/#/register');
      await p2.locator('input[name=name]').fill(unique());
      await p2.locator('input[name=realname]').fill('Offer Test');
      await p2.locator('input[name=password]').fill('pass1234');
      await p2.locator('input[name=confirmPass]').fill('pass1234');
      await p2.locator('input[name=phone]').fill(mobile());
      await p2.locator('input[name=paypassword]').fill('123456');
      await p2.locator('input[name=code]').fill('0000');
      await p2.getByTestId('register-submit').click();
      await p2.getByTestId('deposit-limit-skip').click();
      await p2.waitForURL((u) => u.hash === '#/');
      await p2.goto('/#/mine/recharge');
      await expect.poll(() => p2.getByTestId('deposit-limit-offer').textContent()).toContain(rg.firstDepositOffer);
      expect(await p2.getByTestId('deposit-limit-skip').textContent()).toBe(rg.registerSkip);
      await p2.getByTestId('deposit-limit-skip').click();
      await expect.poll(() => p2.getByTestId('deposit-limit-offer').count()).toBe(0);
      await expect
        .poll(() => offersOf(p2))
        .toEqual([
          { place: 'first_deposit', choice: 'declined', period: null, value: null },
          { place: 'register', choice: 'declined', period: null, value: null },
        ]);
      // the deposit ways are there throughout: the offer never stands in the way
      await p2.getByTestId('pay-way-bank').waitFor();
      expect([...problems, ...second.problems].filter((p) => !p.includes('http 4'))).toEqual([]);
    });
  }
});
