import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { ensurePlayBuilt } from '../../play/assets';
import { startPortalProcess, type PortalProcess } from '../../api/test/support/server-process';
import { browserIt, chromiumPath, launch, openPage } from './support/browser';

// The regulator's finding "incomplete reality checks": the check (time since login, net win or
// loss, the bet record and the limits page) reaches the game pages of every platform: a built-in
// game, the sportsbook and the lottery. On a second portal process whose reality-check minutes last
// 200 ms (REALITY_CHECK_TEST_MINUTE_MS, NODE_ENV=test only): 15 minutes come every 3 seconds.

const baseURL = inject('baseURL');
const WEB = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ROOT = path.resolve(WEB, '../..');
const LOGIN = 'pass1234';

let browser: Browser;
let fast: PortalProcess | undefined;
beforeAll(async () => {
  if (!chromiumPath()) return;
  ensurePlayBuilt();
  browser = await launch();
  const pid = fs.readFileSync(path.join(ROOT, '.data/e2e/postgres/postmaster.pid'), 'utf8').split('\n');
  fast = await startPortalProcess({
    env: {
      DATABASE_URL: `postgresql://postgres:postgres@127.0.0.1:${pid[3]!.trim()}/portal`,
      REALITY_CHECK_TEST_MINUTE_MS: '200',
      WEB_DIST: path.join(WEB, 'dist'),
      JWT_SECRET: undefined,
    },
  });
});
afterAll(async () => {
  await fast?.stop();
  await browser?.close();
});
void baseURL;

type Reply<T = Record<string, unknown>> = { code: number; message: string; data: T };
async function call<T = Record<string, unknown>>(url: string, route: string, body: object = {}, token?: string): Promise<Reply<T>> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID() };
  if (token) headers.Authorization = `Bearer ${token}`;
  const res = await fetch(`${url}${route}`, { method: 'POST', headers, body: JSON.stringify(body) });
  return (await res.json()) as Reply<T>;
}
const unique = () => `rc${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const mobile = () => `13${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

async function login(page: Page, name: string) {
  await page.goto('/#/mine/center');
  await page.waitForURL((u) => u.hash.startsWith('#/login?redirect='));
  await page.locator('input[name=name]').fill(name);
  await page.locator('input[name=password]').fill(LOGIN);
  await page.locator('input[name=code]').fill('0000');
  await page.getByTestId('login-submit').click();
  await page.waitForURL((u) => u.hash === '#/mine/center');
}

describe('incomplete reality checks', () => {
  for (const locale of ['zh_TW', 'en_US'] as const) {
    browserIt(`${locale}: the check comes on a built-in game, the sportsbook and the lottery page, with the bet record and the limits page`, async () => {
      const url = fast!.url;
      const name = unique();
      const reg = await call<{ api_token: string }>(url, '/api/register', {
        name,
        password: LOGIN,
        confirmPass: LOGIN,
        realname: 'Reality Player',
        phone: mobile(),
        paypassword: '123456',
        code: '0000',
      });
      expect(reg.code, reg.message).toBe(200);
      expect((await call(url, '/api/responsible/reality', { minutes: 0 }, reg.data.api_token)).code).toBe(200);

      const { page } = await openPage(browser, url, locale);
      await login(page, name);
      const token = (await page.evaluate(() => sessionStorage.getItem('token')))!;
      expect((await call(url, '/api/responsible/reality', { minutes: 15 }, token)).code).toBe(200);

      for (const [plat, pathname] of [
        ['PCGAME', '/play/PCGAME'],
        ['SABA', '/play/sports/SABA'],
        ['VR', '/play/lottery/VR'],
      ] as const) {
        const launched = await call<{ url: string }>(
          url,
          '/api/getGameUrl',
          { plat_name: plat, game_type: 0, game_code: plat === 'PCGAME' ? 'dice' : '0', is_mobile_url: 0 },
          token,
        );
        expect(launched.code, `${plat}: ${launched.message}`).toBe(200);
        // opened in a tab of its own as the halls open it (window.open keeps the portal's session)
        const [game] = await Promise.all([page.context().waitForEvent('page'), page.evaluate((u) => void window.open(u, '_blank'), launched.data.url)]);
        await game.waitForURL((u) => u.pathname === pathname, { timeout: 30_000 });
        const dialog = game.getByTestId('reality-check');
        await dialog.waitFor({ timeout: 15_000 });
        expect(await game.getByTestId('reality-elapsed').textContent(), plat).toMatch(/\d+:\d\d:\d\d/);
        expect(await game.getByTestId('reality-net').textContent(), plat).toMatch(/^-?\d+\.\d\d$/);
        expect(await game.getByTestId('reality-bets').count()).toBe(1);
        await game.getByTestId('reality-limits').click();
        await game.waitForURL((u) => u.pathname === '/' && u.hash === '#/mine/responsible', { timeout: 15_000 });
        await game.close();
      }
    });
  }
});
