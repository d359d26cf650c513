import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { beijingDateTime } from '@portal/contracts';
import { browserIt, chromiumPath, launch, openPage } from './support/browser';
import { api, baseURL, member, staffAccount, superToken, unique } from './support/portal';

// The sportsbook desk (体育投注) as the trading desk uses it, in zh_TW and en_US: an operations staff
// member creates an event and a market, edits its odds, suspends and reopens it, sees a member's bet
// in the liability, posts the result and sees what it settled; the member's bet is paid.

const ADMIN = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SHOTS = path.resolve(ADMIN, '../../test-results/screenshots');

let browser: Browser;
beforeAll(async () => {
  if (chromiumPath()) browser = await launch();
  fs.mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => browser?.close());

const WORDS = {
  zh_TW: {
    signIn: '登入',
    nav: '體育投注',
    newEvent: '新增賽事',
    league: '聯賽',
    home: '主隊',
    away: '客隊',
    startsAt: '開賽時間（北京時間）',
    save: '儲存',
    search: '查詢',
    q: '球隊或聯賽',
    addMarket: '新增盤口',
    oddsHome: '賠率 主',
    oddsDraw: '賠率 和',
    oddsAway: '賠率 客',
    cap: '賠付上限',
    editOdds: '修改賠率',
    saveOdds: '儲存賠率',
    suspend: '封盤',
    resume: '開盤',
    suspended: '封盤',
    liability: '風險敞口',
    events: '賽事',
    scoreHome: '主隊得分',
    scoreAway: '客隊得分',
    postResult: '送出賽果並結算',
    confirm: '確定',
    settled: '已結算：1 個盤口，1 張注單',
    ended: '已完場',
    event: '賽事',
  },
  en_US: {
    signIn: 'Sign in',
    nav: 'Sportsbook',
    newEvent: 'New event',
    league: 'League',
    home: 'Home side',
    away: 'Away side',
    startsAt: 'Start (Beijing time)',
    save: 'Save',
    search: 'Search',
    q: 'Team or league',
    addMarket: 'Add market',
    oddsHome: 'Odds Home',
    oddsDraw: 'Odds Draw',
    oddsAway: 'Odds Away',
    cap: 'Liability cap',
    editOdds: 'Edit odds',
    saveOdds: 'Save odds',
    suspend: 'Suspend',
    resume: 'Reopen',
    suspended: 'Suspended',
    liability: 'Liability',
    events: 'Events',
    scoreHome: 'Home score',
    scoreAway: 'Away score',
    postResult: 'Post result and settle',
    confirm: 'Confirm',
    settled: 'Settled: 1 markets, 1 bets',
    ended: 'Ended',
    event: 'Event',
  },
} as const;
type Locale = keyof typeof WORDS;

async function signIn(page: Page, locale: Locale, account: { name: string; password: string }) {
  await page.context().addInitScript((lang) => localStorage.setItem('portal.admin.lang', lang), locale);
  await page.goto('/admin/login');
  await page.locator('input[name=name]').fill(account.name);
  await page.locator('input[name=password]').fill(account.password);
  await page.getByRole('button', { name: WORDS[locale].signIn }).click();
  // attached, not visible: on a phone the top bar shows the avatar and hides the name
  await page.getByTestId('staff-name').waitFor({ state: 'attached' });
}

/** A member with 500 in the SABA venue's wallet and its launch token (what the venue page gets). */
async function bettor(): Promise<{ name: string; play: string }> {
  const m = await member();
  const admin = await superToken();
  const credited = await api(
    '/api/admin/adjust',
    { username: m.name, amount: '500', memo: 'e2e funds', correction: true, correction_reason: 'e2e funding' },
    admin,
  );
  expect(credited.code, credited.message).toBe(200);
  const moved = await api('/api/transfer', { amount: 500, sourcetype: 'center', targettype: 'SABA' }, m.token);
  expect(moved.code, moved.message).toBe(200);
  const launched = await api<{ url: string }>('/api/getGameUrl', { plat_name: 'SABA', game_type: 0, game_code: '0', is_mobile_url: 0 }, m.token);
  expect(launched.code, launched.message).toBe(200);
  return { name: m.name, play: new URL(launched.data.url, baseURL).searchParams.get('t')! };
}

async function bet(play: string, outcomeId: number, odds: string) {
  const res = await fetch(`${baseURL}/play/api/sports/bet`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${play}`, Lang: 'en_US' },
    body: JSON.stringify({ type: 'single', selections: [{ outcome_id: outcomeId, odds }], stake: '100', accept: 'none' }),
  });
  return (await res.json()) as { code: number; message: string };
}

describe('sportsbook desk (體育投注 / Sportsbook)', () => {
  for (const locale of ['zh_TW', 'en_US'] as const) {
    browserIt(`${locale}: an event with a market, odds edited, suspended and reopened, a bet in the liability, the result settles it`, async () => {
      const w = WORDS[locale];
      const trader = await staffAccount('operations');
      const { page, problems } = await openPage(browser, baseURL, locale);
      await signIn(page, locale, trader);
      await page.getByRole('navigation').getByRole('link', { name: w.nav }).click();

      const home = unique('Lions');
      const tomorrow = beijingDateTime(new Date(Date.now() + 86_400_000)).slice(0, 10);
      await page.getByRole('button', { name: w.newEvent }).click();
      const form = page.getByRole('form', { name: w.newEvent });
      await form.getByLabel(w.league, { exact: true }).fill('E2E League');
      await form.getByLabel(w.home, { exact: true }).fill(home);
      await form.getByLabel(w.away, { exact: true }).fill('Tigers');
      await form.getByLabel(w.startsAt, { exact: true }).fill(`${tomorrow}T20:00`);
      await form.getByRole('button', { name: w.save }).click();
      await form.waitFor({ state: 'detached' });
      // the saved event opens in its drawer
      const drawer = page.getByRole('dialog', { name: new RegExp(`${w.event} #\\d+ ${home} vs Tigers`) });
      const eventId = Number(/#(\d+)/.exec((await drawer.getByRole('heading').first().textContent())!)![1]);

      await drawer.getByRole('button', { name: w.addMarket }).click();
      const marketForm = drawer.getByRole('form', { name: w.addMarket });
      await marketForm.getByLabel(w.oddsHome).fill('2.100');
      await marketForm.getByLabel(w.oddsDraw).fill('3.200');
      await marketForm.getByLabel(w.oddsAway).fill('3.500');
      await marketForm.locator('input[name=liability_cap]').fill('5000');
      await marketForm.getByRole('button', { name: w.save }).click();
      const market = drawer.locator('[data-testid^=market-]');
      await market.waitFor();
      await expect.poll(() => market.getByTestId('odds-home').textContent()).toBe('2.100');

      await market.getByRole('button', { name: w.editOdds }).click();
      await market.getByLabel(w.oddsHome).fill('1.950');
      await market.getByRole('button', { name: w.saveOdds }).click();
      await expect.poll(() => market.getByTestId('odds-home').textContent()).toBe('1.950');

      await market.getByRole('button', { name: w.suspend, exact: true }).click();
      await market.getByRole('button', { name: w.resume, exact: true }).waitFor();
      const events = await api<{ data: Array<{ id: number; markets: Array<{ suspended: boolean; outcomes: Array<{ id: number; code: string }> }> }> }>(
        '/api/admin/sports/events',
        { q: home, page: 1 },
        await superToken(),
      );
      const stored = events.data.data.find((e) => e.id === eventId)!;
      expect(stored.markets[0]!.suspended).toBe(true);
      const homeId = stored.markets[0]!.outcomes.find((o) => o.code === 'home')!.id;
      const punter = await bettor();
      expect((await bet(punter.play, homeId, '1.950')).code).toBe(241); // suspended: no bet
      await market.getByRole('button', { name: w.resume, exact: true }).click();
      await market.getByRole('button', { name: w.suspend, exact: true }).waitFor();
      const placed = await bet(punter.play, homeId, '1.950');
      expect(placed.code, placed.message).toBe(200);

      await page.keyboard.press('Escape');
      await page.getByRole('tab', { name: w.liability }).click();
      const row = page.getByTestId(`liability-outcome-${homeId}`);
      await expect.poll(() => row.textContent()).toContain('195.00');
      expect(await row.textContent()).toContain('-95.00');
      await page.screenshot({ path: path.join(SHOTS, `admin-sports-liability-${locale}.png`), fullPage: true });

      await page.getByRole('tab', { name: w.events }).click();
      await page.locator('input[name=q]').fill(home);
      await page.getByRole('button', { name: w.search }).click();
      await page.getByTestId('sports-events').getByText(`${home} vs Tigers`).click();
      await drawer.getByRole('textbox', { name: w.scoreHome }).fill('2');
      await drawer.getByRole('textbox', { name: w.scoreAway }).fill('1');
      await drawer.getByRole('button', { name: w.postResult }).click();
      await page.getByRole('dialog', { name: w.postResult }).getByRole('button', { name: w.confirm }).click();
      await expect.poll(() => drawer.getByTestId('settled').textContent()).toBe(w.settled);
      await expect.poll(() => drawer.getByTestId('event-status').textContent()).toContain(w.ended);
      expect(await drawer.getByTestId('event-score').textContent()).toBe('2 - 1');
      await page.screenshot({ path: path.join(SHOTS, `admin-sports-settled-${locale}.png`), fullPage: true });

      const bets = await api<{ data: Array<{ state: string; result: string; payout: string }> }>(
        '/api/admin/sports/bets',
        { username: punter.name, page: 1 },
        await superToken(),
      );
      expect(bets.data.data).toEqual([expect.objectContaining({ state: 'settled', result: 'win', payout: '195.00' })]);
      expect(problems).toEqual([]);
    });
  }

  browserIt('on a phone the events table scrolls inside its card, not the page', async () => {
    const home = unique('Phone');
    const day = beijingDateTime(new Date(Date.now() + 2 * 86_400_000)).slice(0, 10);
    const made = await api(
      '/api/admin/sports/events/save',
      { sport: 'football', league: 'E2E League', home, away: 'Tigers', starts_at: `${day} 18:00` },
      await superToken(),
    );
    expect(made.code, made.message).toBe(200);
    const trader = await staffAccount('operations');
    const { page, problems } = await openPage(browser, baseURL, 'zh_TW', { width: 390 });
    await signIn(page, 'zh_TW', trader);
    await page.goto('/admin/sports');
    const table = page.getByTestId('sports-events');
    await table.getByText(`${home} vs Tigers`).waitFor();
    const wrap = await table.evaluate((t) => ({ scroll: t.parentElement!.scrollWidth, width: t.parentElement!.clientWidth }));
    expect(wrap.scroll).toBeGreaterThan(wrap.width);
    // the screen's content stays within the phone's width: what is wider scrolls inside its own box
    const wide = await page.evaluate(() => {
      const scrolls = (el: Element | null): boolean =>
        !!el && el.tagName !== 'MAIN' && (['auto', 'scroll'].includes(getComputedStyle(el).overflowX) || scrolls(el.parentElement));
      return [...document.querySelectorAll('main.content *')]
        .filter((el) => !scrolls(el.parentElement) && el.getBoundingClientRect().right > window.innerWidth + 1)
        .map((el) => `${el.tagName.toLowerCase()}.${el.className} ${Math.round(el.getBoundingClientRect().right)}`);
    });
    expect(wide).toEqual([]);
    await page.screenshot({ path: path.join(SHOTS, 'admin-sports-phone.png'), fullPage: true });
    // going straight to the page aborts the dashboard's pending-count request: not a problem of the page
    expect(problems.filter((p) => !p.includes('net::ERR_ABORTED'))).toEqual([]);
  });
});
