import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { ensurePlayBuilt } from '../../play/assets';
import { browserIt, chromiumPath, launch, openPage } from './support/browser';

// The sportsbook's player page (sports.js from apps/play): a member moves money into SABA, launches
// it, sees the desk's matches in the odds table, switches to Hong Kong odds (remembered), bets a
// single and a 2-leg parlay through the slip, meets a moved price (240) and accepts it, finds the
// bets under my bets and cashes one out; in zh_TW and en_US, on a desktop and on a 390 px phone
// where nothing may be wider than the screen.

const baseURL = inject('baseURL');
let browser: Browser;
let admin: string;
beforeAll(async () => {
  if (!chromiumPath()) return;
  ensurePlayBuilt(); // the sportsbook page loads apps/play's sports.js, served from its dist/
  browser = await launch();
  admin = (await api<{ api_token: string }>('/api/admin/login', { name: 'admin', password: 'admin12345' })).data.api_token;
});
afterAll(async () => browser?.close());

const unique = () => `s${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const mobile = () => `13${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
const beijing = (ms: number) => new Date(ms + 8 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');

async function api<T>(path: string, body: object, token?: string): Promise<{ code: number; message: string; data: T }> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID() };
  if (token) headers.Authorization = `Bearer ${token}`;
  const res = await fetch(`${baseURL}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  return (await res.json()) as { code: number; message: string; data: T };
}

/** A member with 500 in the central wallet, 300 of it moved into SABA; the venue's launch URL. */
async function sabaMember(locale: string): Promise<string> {
  const name = unique();
  const reg = await api<{ api_token: string }>('/api/register', {
    name,
    password: 'pass1234',
    confirmPass: 'pass1234',
    realname: 'Sports Tester',
    phone: mobile(),
    paypassword: '123456',
    code: '0000',
  });
  expect(reg.code, reg.message).toBe(200);
  const credit = await api('/api/admin/adjust', { username: name, amount: '500', memo: 'sportsbook e2e' }, admin);
  expect(credit.code, credit.message).toBe(200);
  const moved = await api('/api/transfer', { amount: 300, sourcetype: 'center', targettype: 'SABA' }, reg.data.api_token);
  expect(moved.code, moved.message).toBe(200);
  const launched = await api<{ url: string }>('/api/getGameUrl', { plat_name: 'SABA', game_type: 0, game_code: '0', is_mobile_url: 0 }, reg.data.api_token);
  expect(launched.code, launched.message).toBe(200);
  const url = new URL(launched.data.url, baseURL);
  expect(url.pathname).toBe('/play/sports/SABA');
  url.searchParams.set('lang', locale);
  return url.pathname + url.search;
}

type Outcomes = Record<string, { id: number; odds: string }>;
async function market(eventId: number, kind: string, line: number | null, odds: Record<string, string>): Promise<{ id: number; outcomes: Outcomes }> {
  const r = await api<{ id: number; outcomes: { id: number; code: string; odds: string }[] }>(
    '/api/admin/sports/markets/save',
    { event_id: eventId, kind, ...(line === null ? {} : { line }), in_play: false, outcomes: Object.entries(odds).map(([code, o]) => ({ code, odds: o })) },
    admin,
  );
  expect(r.code, r.message).toBe(200);
  return { id: r.data.id, outcomes: Object.fromEntries(r.data.outcomes.map((o) => [o.code, { id: o.id, odds: o.odds }])) };
}

/** Two football matches two hours ahead, with 1X2, handicap and over/under, and both teams to score on the first. */
async function matches() {
  const tag = unique();
  const event = async (home: string, away: string) => {
    const r = await api<{ id: number }>(
      '/api/admin/sports/events/save',
      { sport: 'football', league: `E2E League ${tag}`, home: `${home} ${tag}`, away: `${away} ${tag}`, starts_at: beijing(Date.now() + 2 * 3600_000) },
      admin,
    );
    expect(r.code, r.message).toBe(200);
    return r.data.id;
  };
  const a = await event('Alpha', 'Beta');
  const c = await event('Gamma', 'Delta');
  return {
    a,
    c,
    x12: await market(a, '1x2', null, { home: '2.100', draw: '3.200', away: '3.500' }),
    ah: await market(a, 'ah', -0.75, { home: '1.900', away: '1.950' }),
    btts: await market(a, 'btts', null, { yes: '1.800', no: '1.950' }),
    ou: await market(c, 'ou', 2.25, { over: '1.850', under: '2.000' }),
    c12: await market(c, '1x2', null, { home: '1.700', draw: '3.600', away: '4.500' }),
  };
}

const odd = (page: Page, outcomeId: number) => page.locator(`[data-testid=odd][data-outcome="${outcomeId}"]`);

/** Elements that reach past the right edge of the viewport (nothing may at 390 px). */
async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const out: string[] = [];
    if (document.documentElement.scrollWidth > width) out.push(`document ${document.documentElement.scrollWidth} > ${width}`);
    for (const el of Array.from(document.querySelectorAll('body *'))) {
      const r = el.getBoundingClientRect();
      if (r.width > 0 && (r.right > width + 1 || r.left < -1))
        out.push(`${el.tagName.toLowerCase()}.${String(el.className)} ${Math.round(r.left)}..${Math.round(r.right)}`);
    }
    return out;
  });
}

/** On a phone the slip is a sheet: closed to see the table again. */
async function closeSlip(page: Page, phone: boolean) {
  if (phone && (await page.evaluate(() => document.body.classList.contains('slip-open')))) await page.locator('.slip .close').click();
}

async function placeFromSlip(page: Page, phone: boolean, stake: string) {
  if (phone) await page.getByTestId('slip-bar').click();
  await page.getByTestId('stake').fill(stake);
}

describe('the sportsbook page', () => {
  for (const [locale, texts] of [
    ['zh_TW', { venue: '沙巴體育', placed: /投注成功/, changed: /賠率已變動/, parlay: '2串1', single: '單注', cashed: /已兌現/ }],
    ['en_US', { venue: 'SABA Sports', placed: /Bet placed/, changed: /odds changed/, parlay: '2-fold parlay', single: 'Single', cashed: /Cashed out/ }],
  ] as const) {
    for (const width of [1366, 390]) {
      const phone = width < 600;
      browserIt(
        `${locale} at ${width} px: the odds table, Hong Kong odds, a single, a parlay, a moved price, my bets and a cash-out`,
        { timeout: 120_000 },
        async () => {
          const m = await matches();
          const url = await sabaMember(locale);
          const { page, problems } = await openPage(browser, baseURL, locale, { width });
          await page.goto(url);
          await expect.poll(() => page.getByTestId('venue').textContent()).toBe(texts.venue);
          await expect.poll(() => page.getByTestId('balance').textContent()).toBe('¥ 300.00');

          // the desk's matches in the table: 1X2, the handicap with its Asian line, the total; more markets behind the expander
          const rowA = page.locator(`[data-testid=event][data-event="${m.a}"]`);
          await rowA.waitFor();
          expect(await odd(page, m.x12.outcomes.home!.id).textContent()).toBe('2.100');
          expect(await odd(page, m.ah.outcomes.home!.id).textContent()).toBe('-0.5/11.900');
          expect(await odd(page, m.ou.outcomes.over!.id).textContent()).toMatch(/2\/2\.51\.850$/);
          expect(await odd(page, m.btts.outcomes.yes!.id).count()).toBe(0);
          await rowA.getByTestId('more').click();
          await expect.poll(() => odd(page, m.btts.outcomes.yes!.id).count()).toBe(1);

          // Hong Kong odds, remembered over a reload
          await page.getByTestId('format-hk').click();
          expect(await odd(page, m.ah.outcomes.home!.id).locator('b').textContent()).toBe('0.90');
          await page.reload();
          await expect.poll(() => odd(page, m.ah.outcomes.home!.id).locator('b').textContent()).toBe('0.90');
          await page.getByTestId('format-dec').click();

          // a single: 100 on Alpha at 2.100 returns 210.00
          await odd(page, m.x12.outcomes.home!.id).click();
          await expect.poll(() => page.getByTestId('slip-count').textContent()).toBe('1');
          await placeFromSlip(page, phone, '100');
          await expect.poll(() => page.getByTestId('return').textContent()).toBe('210.00');
          await page.getByTestId('place').click();
          await expect.poll(() => page.getByTestId('slip-msg').textContent()).toMatch(texts.placed);
          await expect.poll(() => page.getByTestId('balance').textContent()).toBe('¥ 200.00');
          await closeSlip(page, phone);

          // a 2-leg parlay: Alpha and over 2.25, 50 at 3.885 returns 194.25; a system needs three
          await odd(page, m.x12.outcomes.home!.id).click();
          await odd(page, m.ou.outcomes.over!.id).click();
          await expect.poll(() => page.getByTestId('slip-count').textContent()).toBe('2');
          await placeFromSlip(page, phone, '50');
          expect(await page.getByTestId('mode-system').isDisabled()).toBe(true);
          await page.getByTestId('mode-parlay').click();
          expect(await page.getByTestId('parlay-odds').textContent()).toBe('3.885');
          expect(await page.getByTestId('return').textContent()).toBe('194.25');
          await page.getByTestId('place').click();
          await expect.poll(() => page.getByTestId('slip-msg').textContent()).toMatch(texts.placed);
          await expect.poll(() => page.getByTestId('balance').textContent()).toBe('¥ 150.00');
          await closeSlip(page, phone);

          // a price that moves between the click and the bet: refused with the new odds (240), which the player accepts
          await odd(page, m.c12.outcomes.home!.id).click();
          const moved = await api('/api/admin/sports/odds', { market_id: m.c12.id, outcomes: [{ id: m.c12.outcomes.home!.id, odds: '1.650' }] }, admin);
          expect(moved.code, moved.message).toBe(200);
          await placeFromSlip(page, phone, '10');
          await page.getByTestId('place').click();
          await expect.poll(() => page.getByTestId('slip-msg').textContent()).toMatch(new RegExp(`${texts.changed.source}|${texts.placed.source}`));
          if (texts.changed.test((await page.getByTestId('slip-msg').textContent()) ?? '')) {
            expect(await page.getByTestId('prev-odds').textContent()).toBe('1.700');
            expect(await page.getByTestId('pick-odds').textContent()).toBe('1.650');
            await page.getByTestId('place').click();
            await expect.poll(() => page.getByTestId('slip-msg').textContent()).toMatch(texts.placed);
          }
          await expect.poll(() => page.getByTestId('balance').textContent()).toBe('¥ 140.00');
          await closeSlip(page, phone);
          expect(await overflowing(page)).toEqual([]);

          // my bets: the three open bets, newest first; the single on Alpha cashed out
          await page.getByTestId('tab-bets').click();
          const bets = page.getByTestId('bet');
          await expect.poll(() => bets.count()).toBe(3);
          expect(await bets.nth(0).getByTestId('bet-stake').textContent()).toBe('10.00');
          expect(await bets.nth(0).textContent()).toContain('1.650');
          expect(await bets.nth(1).getAttribute('data-type')).toBe('parlay');
          expect(await bets.nth(1).textContent()).toContain(texts.parlay);
          expect(await bets.nth(2).getAttribute('data-type')).toBe('single');
          expect(await bets.nth(2).textContent()).toContain(texts.single);
          expect(await overflowing(page)).toEqual([]);
          const single = await bets.nth(2).getAttribute('data-bet');
          await bets.nth(2).getByTestId('cashout').click();
          await bets.nth(2).getByTestId('cashout-confirm').click();
          await expect.poll(() => bets.nth(2).getByTestId('cashout-done').textContent()).toMatch(texts.cashed);
          const after = Number(((await page.getByTestId('balance').textContent()) ?? '').replace(/[^\d.]/g, ''));
          expect(after).toBeGreaterThan(140);
          await page.getByTestId('bets-settled').click();
          await expect.poll(() => bets.count()).toBe(1);
          expect(await bets.first().getAttribute('data-bet')).toBe(single);
          expect(await bets.first().getByTestId('bet-state').textContent()).toMatch(texts.cashed);
          expect(problems).toEqual([]);
          await page.context().close();
        },
      );
    }
  }
});
