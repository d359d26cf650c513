import { afterAll, beforeAll, describe, expect, inject } from 'vitest';
import type { Browser } from 'playwright-core';
import { browserIt, chromiumPath, launch, openPage } from './support/browser';

const baseURL = inject('baseURL');
let browser: Browser;
beforeAll(async () => {
  if (chromiumPath()) browser = await launch();
});
afterAll(async () => browser?.close());

const unique = () => `e2e${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const mobile = () => `13${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

describe('registering and logging in through the real pages', () => {
  for (const [locale, texts] of [
    ['zh_TW', { nameRule: '用戶名長度不得低於6位，以字母和數字組合！', register: '立即註冊', login: '立即登入', welcome: '歡迎您' }],
    [
      'en_US',
      { nameRule: 'The username must be at least 6 characters, combining letters and digits!', register: 'Sign up', login: 'Log in', welcome: 'Welcome' },
    ],
  ] as const) {
    browserIt(`${locale}: validation message, register, header with balance, logout, login`, async () => {
      const { page, problems } = await openPage(browser, baseURL, locale);
      const name = unique();

      await page.goto('/#/register?pid=1');
      await page.locator('input[name=name]').fill('abc');
      await page.getByTestId('register-submit').click();
      await expect.poll(() => page.getByTestId('toast').first().textContent()).toContain(texts.nameRule);

      await page.locator('input[name=name]').fill(name);
      await page.locator('input[name=realname]').fill('Test User');
      await page.locator('input[name=password]').fill('pass1234');
      await page.locator('input[name=confirmPass]').fill('pass1234');
      await page.locator('input[name=phone]').fill(mobile());
      await page.locator('input[name=paypassword]').fill('123456');
      await page.locator('input[name=code]').fill('0000');
      await page.getByTestId('register-submit').click();
      // the optional deposit-limit step (player protection) is offered next; skipped here
      await page.getByTestId('deposit-limit-skip').click();

      await page.waitForURL((u) => u.hash === '#/');
      await expect.poll(() => page.getByTestId('member-box').textContent()).toContain(name);
      await expect.poll(() => page.getByTestId('balance').textContent()).toMatch(/¥ \d+\.\d{2}/);
      await expect.poll(() => page.getByTestId('welcome').textContent()).toContain(texts.welcome);

      // the member area is guarded: after logout it redirects to /login with the target path
      await page.goto('/#/mine/center');
      await expect.poll(() => page.locator('input[name=mobile]').inputValue()).toMatch(/^1\d{10}$/);
      await page.evaluate(() => sessionStorage.clear());
      await page.goto('/#/');
      await page.goto('/#/mine/center');
      await page.waitForURL((u) => u.hash.startsWith('#/login?redirect='));
      expect(decodeURIComponent(new URL(page.url()).hash)).toContain('redirect=/mine/center');

      await page.locator('input[name=name]').fill(name);
      await page.locator('input[name=password]').fill('pass1234');
      await page.locator('input[name=code]').fill('0000');
      await page.getByTestId('login-submit').click();
      await page.waitForURL((u) => u.hash === '#/mine/center');
      await expect.poll(() => page.getByTestId('member-box').textContent()).toContain(name);

      expect(problems).toEqual([]);
      await page.context().close();
    });
  }
});
