import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { translate, type Locale, type MessageKey } from '@portal/contracts';
import { ensurePlayBuilt } from '../../play/assets';
import { startPortalProcess, type PortalProcess } from '../../api/test/support/server-process';
import { createSqlPool } from '../../api/src/db/sql';
import { browserIt, chromiumPath, launch, openPage } from './support/browser';

// Player protection through the real pages: a deposit limit set, used by a deposit, a deposit over
// it refused with a link to the page, a raise pending with its time and cancelled, a time-out
// confirmed in words; and the reality check on the portal and on the game page, on a second portal
// process over the same database whose reality-check minutes last 200 ms (REALITY_CHECK_TEST_MINUTE_MS,
// accepted only under NODE_ENV=test): 15 minutes come every 3 seconds.

const baseURL = inject('baseURL');
const WEB = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ROOT = path.resolve(WEB, '../..');
const SHOTS = path.resolve(ROOT, 'test-results/screenshots');
const LOGIN = 'pass1234';

let browser: Browser;
let fast: PortalProcess | undefined;
beforeAll(async () => {
  if (!chromiumPath()) return;
  ensurePlayBuilt();
  fs.mkdirSync(SHOTS, { recursive: true });
  browser = await launch();
  // The e2e portal's embedded PostgreSQL (e2e/support/server.ts: DATA_DIR .data/e2e): its port from postmaster.pid.
  const pid = fs.readFileSync(path.join(ROOT, '.data/e2e/postgres/postmaster.pid'), 'utf8').split('\n');
  fast = await startPortalProcess({
    env: {
      DATABASE_URL: `postgresql://postgres:postgres@127.0.0.1:${pid[3]!.trim()}/portal`,
      REALITY_CHECK_TEST_MINUTE_MS: '200',
      BET_SYNC_CRON: '*/2 * * * * *',
      WEB_DIST: path.join(WEB, 'dist'),
      JWT_SECRET: undefined, // the secret the e2e portal keeps in the database: one session for both
    },
  });
});
afterAll(async () => {
  await fast?.stop();
  await browser?.close();
});

type Reply<T = Record<string, unknown>> = { code: number; message: string; data: T };
async function call<T = Record<string, unknown>>(url: string, route: string, body: object = {}, token?: string): Promise<Reply<T>> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID() };
  if (token) headers.Authorization = `Bearer ${token}`;
  const res = await fetch(`${url}${route}`, { method: 'POST', headers, body: JSON.stringify(body) });
  return (await res.json()) as Reply<T>;
}

const unique = () => `r${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const mobile = () => `13${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

async function register(url: string): Promise<{ name: string; token: string }> {
  const name = unique();
  const reg = await call<{ api_token: string }>(url, '/api/register', {
    name,
    password: LOGIN,
    confirmPass: LOGIN,
    realname: 'Protected Player',
    phone: mobile(),
    paypassword: '123456',
    code: '0000',
  });
  expect(reg.code, reg.message).toBe(200);
  return { name, token: reg.data.api_token };
}

/** The page texts of a locale (the files the app loads) and the server's messages. */
function textsOf(locale: Locale) {
  const web = JSON.parse(fs.readFileSync(path.join(WEB, `src/i18n/locales/${locale}.json`), 'utf8')) as Record<string, Record<string, string>>;
  const fill = (text: string, vars: Record<string, string | number> = {}) => text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(vars[k] ?? ''));
  return {
    rg: (key: string, vars?: Record<string, string | number>) => fill(web.responsible![key]!, vars),
    msg: (key: MessageKey, params?: Record<string, string>) => translate(key, locale, params),
  };
}

async function login(page: Page, name: string, target: string) {
  await page.goto(`/#${target}`);
  await page.waitForURL((u) => u.hash.startsWith('#/login?redirect='));
  await page.locator('input[name=name]').fill(name);
  await page.locator('input[name=password]').fill(LOGIN);
  await page.locator('input[name=code]').fill('0000');
  await page.getByTestId('login-submit').click();
  await page.waitForURL((u) => u.hash === `#${target}`);
}

/** The rows of a table as the member sees them. */
async function rows(page: Page, testId: string): Promise<string[][]> {
  const body = page.getByTestId(testId).locator('tbody tr');
  const out: string[][] = [];
  for (let i = 0; i < (await body.count()); i++) out.push((await body.nth(i).locator('td').allTextContents()).map((s) => s.trim()));
  return out;
}

const lastToast = (page: Page) => page.getByTestId('toast').last().textContent();

async function bankDeposit(page: Page, amount: string) {
  await page.goto('/#/mine/recharge');
  await page.getByTestId('pay-way-bank').click();
  await page.locator('input[name=bank_owner]').fill('Protected Player');
  await page.locator('input[name=bank]').fill('ICBC');
  await page.locator('input[name=bank_no]').fill('6222020200112233');
  await page.locator('input[name=bank_address]').fill('Shanghai Pudong');
  await page.locator('input[name=amount]').fill(amount);
  await page.getByTestId('deposit-submit').click();
}

describe('the responsible gaming page', () => {
  for (const locale of ['zh_TW', 'en_US'] as const) {
    browserIt(`${locale}: a deposit limit set and used, a refusal linking to the page, a raise pending and cancelled, a time-out confirmed`, async () => {
      const { rg, msg } = textsOf(locale);
      const { name } = await register(baseURL);
      const { page, problems } = await openPage(browser, baseURL, locale);
      await login(page, name, '/mine/center');

      // reached from the member menu
      await page.locator(`a[href="#/mine/responsible"]`).first().click();
      await page.waitForURL((u) => u.hash === '#/mine/responsible');
      await expect.poll(() => page.getByTestId('rg-limit-table').textContent()).toContain(rg('noLimits'));

      // a daily deposit limit of 1000: at once
      await page.locator('select[name=kind]').selectOption('deposit');
      await page.locator('select[name=period]').selectOption('day');
      await page.locator('input[name=value]').fill('1000');
      await page.getByTestId('rg-set-limit').click();
      await expect.poll(() => lastToast(page)).toContain(msg('responsible.limitSet'));
      const dailyDeposit = rg('limitName', { period: rg('period_day'), kind: rg('kind_deposit') });
      await expect.poll(async () => (await rows(page, 'rg-limit-table'))[0]?.slice(0, 4)).toEqual([dailyDeposit, '1000.00', '0.00', '1000.00']);

      // a deposit of 300 on the top-up page (which links here), then the limit shows it used
      await bankDeposit(page, '300');
      await expect.poll(() => lastToast(page)).toContain(msg('common.submittedForReview'));
      await page.goto('/#/mine/recharge');
      await page.locator('.deposit-limit-link a').click();
      await page.waitForURL((u) => u.hash === '#/mine/responsible');
      // the 300 is used while it awaits payment or review, and the cell says so (issue 32 item 5: one count for member and staff)
      await expect
        .poll(async () => (await rows(page, 'rg-limit-table'))[0]?.slice(0, 4))
        .toEqual([dailyDeposit, '1000.00', `300.00${rg('awaiting', { amount: '300.00' })}`, '700.00']);

      // 800 more would pass it: refused (230) naming the limit, and the toast links to the page
      await bankDeposit(page, '800');
      await expect
        .poll(() => lastToast(page))
        .toContain(locale === 'en_US' ? 'daily deposit limit of 1000.00 (left today: 700.00)' : '每日存款限額 1000.00 元（今日剩餘 700.00 元）');
      await page.getByTestId('toast-link').last().click();
      await page.waitForURL((u) => u.hash === '#/mine/responsible');
      await shot(page, 'limits', locale);

      // a raise to 2000 waits 24 hours: pending with its time, then cancelled
      await page.locator('input[name=value]').fill('2000');
      await page.getByTestId('rg-set-limit').click();
      await expect.poll(() => lastToast(page)).toContain(locale === 'en_US' ? 'Raising or removing a limit waits 24 hours' : '提高或取消限額需等待 24 小時');
      await expect.poll(async () => (await rows(page, 'rg-pending-table'))[0]?.slice(0, 2)).toEqual([dailyDeposit, '1000.00 → 2000.00']);
      const [pending] = await rows(page, 'rg-pending-table');
      expect(await lastToast(page)).toContain(pending![2]!); // the toast's time is the row's
      expect((await rows(page, 'rg-limit-table'))[0]?.[1]).toBe('1000.00'); // still the old limit
      await page.locator('[data-testid^=cancel-change-]').click();
      await expect.poll(() => lastToast(page)).toContain(msg('responsible.cancelled'));
      await expect.poll(() => page.getByTestId('rg-pending-table').textContent()).toContain(rg('noPending'));
      await expect
        .poll(async () => (await rows(page, 'rg-history-table')).map((r) => [r[2], r[4]]))
        .toEqual([
          ['1000.00 → 2000.00', rg('state_cancelled')],
          [`${rg('none')} → 1000.00`, rg('state_applied')],
        ]);

      // a time-out of 3 days: the confirmation says what it means; then it runs
      await page.locator('select[name=days]').selectOption('3');
      await page.locator('input[name=timeout-password]').fill(LOGIN);
      await page.getByTestId('rg-timeout-submit').click();
      await expect.poll(() => page.getByTestId('rg-timeout-text').textContent()).toContain(rg('timeoutConfirm', { n: 3, until: '' }).slice(0, 12));
      await shot(page, 'timeout-confirm', locale);
      await page.getByTestId('rg-timeout-confirm').click();
      await expect.poll(() => lastToast(page)).toContain(locale === 'en_US' ? 'It applies now and ends at' : '已生效，至');
      await expect.poll(() => page.getByTestId('rg-block-running').textContent()).toContain(rg('blockTimeout', { until: '' }).slice(0, 5));
      // a deposit now is refused (231) with the same link
      await bankDeposit(page, '100');
      await expect.poll(() => lastToast(page)).toContain(locale === 'en_US' ? 'You are on a time-out until' : '您正處於冷靜期');
      expect(await page.getByTestId('toast-link').last().textContent()).toBe(rg('open'));
      expect(problems.filter((p) => !p.includes('http 4'))).toEqual([]);
    });

    browserIt(`${locale}: the reality check every 15 (short) minutes on the portal and on the game page; stop playing recalls and logs out`, async () => {
      const { rg, msg } = textsOf(locale);
      const url = fast!.url;
      const { name, token: first } = await register(url);
      // off until the page chooses 15, so no check comes while the test prepares
      expect((await call<{ minutes: number }>(url, '/api/responsible/reality', { minutes: 0 }, first)).data.minutes).toBe(0);
      const admin = (await call<{ api_token: string }>(url, '/api/admin/login', { name: 'admin', password: 'admin12345' })).data.api_token;
      const funded = await call(
        url,
        '/api/admin/adjust',
        { username: name, amount: '300', memo: 'e2e funds', correction: true, correction_reason: 'e2e funding' },
        admin,
      );
      expect(funded.code, funded.message).toBe(200);

      const { page } = await openPage(browser, url, locale);
      await login(page, name, '/mine/responsible');
      const token = (await page.evaluate(() => sessionStorage.getItem('token')))!;

      // a round of dice on the PC game after this login: it is the session's net
      expect((await call(url, '/api/transfer', { amount: 100, sourcetype: 'center', targettype: 'PCGAME' }, token)).code).toBe(200);
      const launched = await call<{ url: string }>(url, '/api/getGameUrl', { plat_name: 'PCGAME', game_type: 0, game_code: 'dice', is_mobile_url: 0 }, token);
      const playToken = new URL(launched.data.url, url).searchParams.get('t')!;
      const round = await fetch(`${url}/play/api/bet`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${playToken}` },
        body: JSON.stringify({ game: 'dice', bet: 10, pick: 'big' }),
      }).then((r) => r.json() as Promise<Reply<{ round: { win_loss: string } }>>);
      expect(round.code, round.message).toBe(200);
      const net = round.data.round.win_loss;
      await expect.poll(async () => (await call<{ bets: number }>(url, '/api/responsible/reality/state', {}, token)).data.bets, { timeout: 20_000 }).toBe(1);

      // every 15 minutes (3 s here): chosen on the page
      expect(await page.locator('select[name=reality]').inputValue()).toBe('0');
      await page.locator('select[name=reality]').selectOption('15');
      await page.getByTestId('rg-reality-save').click();
      await expect.poll(() => lastToast(page)).toContain(msg('responsible.realitySet'));
      const dialog = page.getByTestId('reality-check');
      await dialog.waitFor({ timeout: 10_000 });
      expect(await page.getByTestId('reality-net').textContent()).toBe(net);
      const elapsed = (await page.getByTestId('reality-elapsed').textContent())!;
      const since = /\d{4}-\d\d-\d\d \d\d:\d\d:\d\d/.exec(elapsed)![0];
      expect(elapsed).toContain(rg('checkElapsed', { time: '', since: '' }).slice(0, 4));
      await shot(page, 'reality-check', locale);

      // continue: gone, and back at the next interval; a reload keeps the login's clock
      await page.getByTestId('reality-continue').click();
      await expect.poll(() => dialog.count()).toBe(0);
      await dialog.waitFor({ timeout: 10_000 });
      await page.reload();
      await dialog.waitFor({ timeout: 10_000 });
      expect(await page.getByTestId('reality-elapsed').textContent()).toContain(since);
      // see my bet record
      await page.getByTestId('reality-bets').click();
      await page.waitForURL((u) => u.hash === '#/mine/betRecord');

      // the game page, opened in a tab of its own as the halls open it (window.open keeps the portal's session), shows the same check
      const [game] = await Promise.all([page.context().waitForEvent('page'), page.evaluate((u) => void window.open(u, '_blank'), launched.data.url)]);
      await game.waitForURL((u) => u.pathname === '/play/PCGAME', { timeout: 30_000 });
      await game.getByTestId('reality-check').waitFor({ timeout: 15_000 });
      expect(await game.getByTestId('reality-net').textContent()).toBe(net);
      expect(await game.getByTestId('reality-elapsed').textContent()).toContain(since);
      await shot(game, 'reality-check-play', locale);
      // stop playing: the game wallet recalled, the session ended, the portal's login page
      await game.getByTestId('reality-stop').click();
      await game.waitForURL((u) => u.pathname === '/' && u.hash.startsWith('#/login'), { timeout: 20_000 });
      expect((await call(url, '/api/balance', {}, token)).code).toBe(401);
      const again = (await call<{ api_token: string }>(url, '/api/login', { name, password: LOGIN, code: '0000' })).data.api_token;
      expect((await call<{ balance: string }>(url, '/api/PCBalance', {}, again)).data.balance).toBe('0.00');
      await game.close();
    });

    browserIt(`${locale}: an ended exclusion reopens only when asked (24 h later); an indefinite one after 6 months goes to staff review`, async () => {
      const { rg, msg } = textsOf(locale);
      const ended = await register(baseURL);
      const indefinite = await register(baseURL);
      expect((await call(baseURL, '/api/responsible/exclude', { period: '6m', password: LOGIN }, ended.token)).code).toBe(200);
      expect((await call(baseURL, '/api/responsible/exclude', { period: 'indefinite', password: LOGIN }, indefinite.token)).code).toBe(200);
      // Seven months pass (the blocks moved back in the e2e portal's database: its clock is the real one).
      const pid = fs.readFileSync(path.join(ROOT, '.data/e2e/postgres/postmaster.pid'), 'utf8').split('\n');
      const sql = createSqlPool(`postgresql://postgres:postgres@127.0.0.1:${pid[3]!.trim()}/portal`, 1);
      try {
        await sql.query(
          `UPDATE responsible_blocks SET starts_at = starts_at - interval '210 days', ends_at = ends_at - interval '210 days'
           WHERE user_id IN (SELECT id FROM users WHERE username IN ($1, $2))`,
          [ended.name.toLowerCase(), indefinite.name.toLowerCase()],
        );
      } finally {
        await sql.end();
      }

      const { page, problems } = await openPage(browser, baseURL, locale);
      await login(page, ended.name, '/mine/responsible');
      const form = page.getByTestId('rg-reopen');
      await expect.poll(() => form.textContent()).toContain(rg('reopenHint'));
      await form.locator('input[name=reopen-password]').fill(LOGIN);
      await page.getByTestId('rg-reopen-submit').click();
      await expect.poll(() => lastToast(page)).toContain(msg('responsible.reopenRequested', { at: '' }).slice(0, 6));
      await expect.poll(() => page.getByTestId('rg-reopens-at').textContent()).toContain(rg('reopensAt', { at: '' }).slice(0, 4));
      expect(await page.getByTestId('rg-reopen-submit').count()).toBe(0);
      // still closed until then
      await bankDeposit(page, '100');
      await expect.poll(() => lastToast(page)).toContain(msg('responsible.reopening', { at: '' }).slice(0, 6));
      await shot(page, 'reopen-asked', locale);

      const second = await openPage(browser, baseURL, locale);
      await login(second.page, indefinite.name, '/mine/responsible');
      await second.page.getByTestId('rg-reopen').locator('input[name=reopen-password]').fill(LOGIN);
      await second.page.getByTestId('rg-reopen-submit').click();
      await expect.poll(() => lastToast(second.page)).toContain(msg('responsible.reopenReview'));
      await expect.poll(() => second.page.getByTestId('rg-review-pending').textContent()).toBe(rg('reviewPending'));
      expect(problems.filter((p) => !p.includes('http 4'))).toEqual([]);
    });
  }
});

async function shot(page: Page, name: string, locale: string) {
  await page.screenshot({ path: path.join(SHOTS, `responsible-${name}-${locale}.png`), fullPage: true });
}
