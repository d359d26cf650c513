/**
 * The member area on a 390 × 844 phone: no page scrolls sideways, the logged-in header
 * and top bar each fit one line, the menu button opens a drawer that navigates to every member
 * page (and closes on navigation and Escape), and each page's main form or table starts on the
 * first screen instead of below the member menu. Screenshots land in test-results/phone.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { browserIt, chromiumPath, launch } from './support/browser';

const baseURL = inject('baseURL');
const WIDTH = 390;
const HEIGHT = 844;
const SHOTS = path.resolve(__dirname, '../test-results/phone');

let browser: Browser;
beforeAll(async () => {
  if (chromiumPath()) browser = await launch();
  fs.mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => browser?.close());

const unique = () => `p${Date.now().toString(36)}${String(Math.floor(Math.random() * 1e4)).padStart(4, '0')}`;
const mobile = () => `13${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

/**
 * Every page under /mine in the router (the agent centre is only for agents; a new member sees the
 * application), plus the public VIP page the top bar links to. `main` is the page's form or table.
 */
const PAGES: { path: string; main: string | null }[] = [
  { path: '/mine/center', main: 'form.profile-form' },
  { path: '/mine/recharge', main: '.pay-ways' },
  { path: '/mine/withdraw', main: '[data-testid=withdraw-form], .cashier-page .empty' },
  { path: '/mine/transfer', main: '[data-testid=central-balance]' },
  { path: '/mine/bankCard', main: '.cashier-page .wallet-hero' },
  { path: '/mine/transRecord', main: '.data-table' },
  { path: '/mine/betRecord', main: '.data-table' },
  { path: '/mine/fanshui', main: '.data-table' },
  { path: '/mine/welfare', main: '[data-testid=welfare-summary]' },
  { path: '/mine/activityRecord', main: '.data-table' },
  { path: '/mine/message', main: '.inbox-tabs' },
  { path: '/mine/applyagent', main: '[data-testid=apply-agent-form]' },
  { path: '/mine/responsible', main: '[data-testid=rg-limit-table]' },
  { path: '/mine/feedback', main: '[data-testid=feedback-form]' },
  { path: '/vip', main: null },
];

async function phonePage(locale: string): Promise<{ page: Page; problems: string[] }> {
  const context = await browser.newContext({ baseURL, viewport: { width: WIDTH, height: HEIGHT }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 });
  await context.addInitScript((lang) => localStorage.setItem('lang', lang), locale);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (m) => m.type() === 'error' && problems.push(`console: ${m.text()}`));
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  page.on('requestfailed', (r) => problems.push(`requestfailed: ${r.url()} ${r.failure()?.errorText ?? ''}`));
  page.on('response', (r) => r.status() >= 400 && problems.push(`http ${r.status()}: ${r.url()}`));
  return { page, problems };
}

async function newMember(): Promise<string> {
  const name = unique();
  const res = await fetch(`${baseURL}/api/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      name,
      password: 'pass1234',
      confirmPass: 'pass1234',
      realname: 'Phone Tester',
      phone: mobile(),
      paypassword: '123456',
      code: '0000',
    }),
  });
  const body = (await res.json()) as { code: number; message: string };
  expect(body.code, body.message).toBe(200);
  return name;
}

interface Layout {
  scrollWidth: number;
  /** Elements (tag.class) whose right edge passes the viewport, outside a box that scrolls them. */
  overflowing: string[];
  topBarHeight: number;
  headerHeight: number;
  /** Visible parts of the top bar and the header that leave the screen or sit on a second row. */
  headerProblems: string[];
  /** Where the page's main form/table starts, from the top of the document. */
  mainTop: number | null;
}

/** Measures the page as the member sees it, scrolled to the top. */
function measure(page: Page, main: string | null, width = WIDTH): Promise<Layout> {
  return page.evaluate(
    ({ main, width }) => {
      window.scrollTo(0, 0);
      const name = (el: Element) => `${el.tagName.toLowerCase()}${el.classList.length ? `.${[...el.classList].join('.')}` : ''}`;
      const visible = (el: Element) => {
        const r = el.getBoundingClientRect();
        const s = getComputedStyle(el);
        return r.width > 0 && r.height > 0 && s.visibility !== 'hidden' && s.display !== 'none';
      };
      // an element inside a box that clips or scrolls horizontally does not widen the page
      const clipped = (el: Element) => {
        for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
          if (p instanceof SVGElement) continue;
          const ox = getComputedStyle(p).overflowX;
          if (ox === 'auto' || ox === 'scroll' || ox === 'hidden' || ox === 'clip') return p.getBoundingClientRect().right <= width + 0.5;
        }
        return false;
      };
      const overflowing: string[] = [];
      for (const el of document.querySelectorAll('body *')) {
        if (!visible(el) || (el instanceof SVGElement && el.tagName !== 'svg')) continue;
        if (el.getBoundingClientRect().right > width + 0.5 && !clipped(el)) overflowing.push(`${name(el)} → ${Math.round(el.getBoundingClientRect().right)}`);
        if (overflowing.length > 8) break;
      }
      const headerProblems: string[] = [];
      for (const bar of ['.top-bar-inner', '.header-inner']) {
        const row = document.querySelector(bar);
        if (!row) {
          headerProblems.push(`${bar} missing`);
          continue;
        }
        const box = row.getBoundingClientRect();
        for (const el of row.querySelectorAll('*')) {
          if (!visible(el) || el.closest('.menu-panel')) continue;
          const r = el.getBoundingClientRect();
          if (r.left < -0.5 || r.right > width + 0.5) headerProblems.push(`${name(el)} cut off at ${Math.round(r.left)}..${Math.round(r.right)}`);
          else if (r.top < box.top - 0.5 || r.bottom > box.bottom + 0.5)
            headerProblems.push(`${name(el)} on a second row (${Math.round(r.top)}..${Math.round(r.bottom)})`);
        }
      }
      const mainEl = main ? document.querySelector(main) : null;
      return {
        scrollWidth: document.scrollingElement!.scrollWidth,
        overflowing,
        topBarHeight: Math.round(document.querySelector('.top-bar')?.getBoundingClientRect().height ?? 0),
        headerHeight: Math.round(document.querySelector('.header')?.getBoundingClientRect().height ?? 0),
        headerProblems: headerProblems.slice(0, 6),
        mainTop: mainEl ? Math.round(mainEl.getBoundingClientRect().top + window.scrollY) : null,
      };
    },
    { main, width },
  );
}

const SCREENSHOTS = new Set([
  '/mine/responsible',
  '/mine/center',
  '/mine/recharge',
  '/mine/withdraw',
  '/mine/transRecord',
  '/mine/betRecord',
  '/mine/fanshui',
  '/vip',
]);
const slug = (p: string) => p.replace(/^\//, '').replace(/\//g, '-');

describe('the member area on a 390 px phone', () => {
  for (const locale of ['zh_TW', 'en_US'] as const) {
    browserIt(`${locale}: every member page fits 390 px, the header is one line, the drawer navigates, the form comes first`, async () => {
      const name = await newMember();
      const { page, problems } = await phonePage(locale);
      await page.goto('/#/mine/center');
      await page.waitForURL((u) => u.hash.startsWith('#/login?redirect='));
      await page.locator('input[name=name]').fill(name);
      await page.locator('input[name=password]').fill('pass1234');
      await page.locator('input[name=code]').fill('0000');
      await page.getByTestId('login-submit').click();
      await page.waitForURL((u) => u.hash === '#/mine/center');
      await page.getByTestId('balance').waitFor();

      // 1. Each page opened by its address: its widths, its header, where its form starts.
      const figures: Record<string, Layout> = {};
      for (const { path: to, main } of PAGES) {
        await page.goto(`/#${to}`);
        await page.waitForURL((u) => u.hash === `#${to}`);
        if (main) await page.locator(main).first().waitFor();
        else await page.locator('.main h1, .main h2').first().waitFor();
        await page.waitForLoadState('networkidle');
        const m = await measure(page, main);
        figures[to] = m;
        if (SCREENSHOTS.has(to)) await page.screenshot({ path: path.join(SHOTS, `${locale}-${slug(to)}.png`) });
        expect.soft(m.scrollWidth, `${to} scrolls sideways: ${m.overflowing.join(', ')}`).toBeLessThanOrEqual(WIDTH);
        expect.soft(m.overflowing, `${to}: elements wider than the screen`).toEqual([]);
        expect.soft(m.headerProblems, `${to}: the top bar / header do not fit one line`).toEqual([]);
        expect.soft(m.topBarHeight, `${to}: top bar height`).toBeLessThanOrEqual(40);
        expect.soft(m.headerHeight, `${to}: header height`).toBeLessThanOrEqual(64);
        if (main) expect.soft(m.mainTop, `${to}: the page's form/table starts below the first screen`).toBeLessThan(HEIGHT - 80);
      }
      console.log(
        `${locale} at ${WIDTH}×${HEIGHT}:\n` +
          Object.entries(figures)
            .map(
              ([to, m]) =>
                `  ${to.padEnd(20)} scrollWidth ${m.scrollWidth}  top bar ${m.topBarHeight}  header ${m.headerHeight}  main form/table at ${m.mainTop ?? '-'}`,
            )
            .join('\n'),
      );

      // 2. The menu: a button in the header opens a drawer that reaches every page and closes after navigating.
      const button = page.getByTestId('menu-button');
      const drawer = page.getByTestId('site-drawer');
      await page.goto('/#/mine/center');
      await expect.poll(() => button.isVisible()).toBe(true);
      expect(await button.getAttribute('aria-expanded')).toBe('false');
      expect(await drawer.isVisible()).toBe(false);
      for (const { path: to, main } of [...PAGES.slice(1), PAGES[0]!]) {
        await button.click();
        await expect.poll(() => drawer.isVisible()).toBe(true);
        expect(await button.getAttribute('aria-expanded')).toBe('true');
        expect(await drawer.getAttribute('role')).toBe('dialog');
        expect(await drawer.getAttribute('aria-modal')).toBe('true');
        // focus moves into the drawer
        await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('[data-testid=site-drawer]'))).toBe(true);
        // slid in whole (after its 0.25 s transition)
        await expect.poll(async () => ((b) => b && b.x >= 0 && b.x + b.width <= WIDTH)(await drawer.boundingBox())).toBe(true);
        // it covers the screen's height on top of everything, the page dimmed beside it
        const onTop = await page.evaluate(
          ({ w, h }) => ({
            drawer: !!document.elementFromPoint(w - 10, h - 10)?.closest('[data-testid=site-drawer]'),
            backdrop: !!document.elementFromPoint(10, h / 2)?.classList.contains('drawer-backdrop'),
          }),
          { w: WIDTH, h: HEIGHT },
        );
        expect(onTop).toEqual({ drawer: true, backdrop: true });
        await drawer.locator(`a[href="#${to}"]`).first().click();
        await page.waitForURL((u) => u.hash === `#${to}`);
        await expect.poll(() => drawer.isVisible()).toBe(false);
        expect(await button.getAttribute('aria-expanded')).toBe('false');
        if (main) await page.locator(main).first().waitFor();
      }
      await page.screenshot({ path: path.join(SHOTS, `${locale}-after-drawer.png`) });

      // Escape closes it and gives the focus back to the menu button.
      await button.click();
      await expect.poll(() => drawer.isVisible()).toBe(true);
      await page.screenshot({ path: path.join(SHOTS, `${locale}-drawer-open.png`) });
      // Tab goes round inside it: back from its first control (the close button) to its last
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('drawer-close');
      await page.keyboard.press('Shift+Tab');
      expect(await page.evaluate(() => document.activeElement?.classList.contains('drawer-logout'))).toBe(true);
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('drawer-close');
      await page.keyboard.press('Escape');
      await expect.poll(() => drawer.isVisible()).toBe(false);
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('menu-button');
      // the drawer's close button and its backdrop close it too
      await button.click();
      await expect.poll(() => drawer.isVisible()).toBe(true);
      await page.getByTestId('drawer-close').click();
      await expect.poll(() => drawer.isVisible()).toBe(false);

      // logging out from the drawer asks first (the question over the page, not cut by the header), then goes to the login page
      await button.click();
      await expect.poll(() => drawer.isVisible()).toBe(true);
      await drawer.locator('.drawer-logout').click();
      const question = page.locator('.dialog');
      await expect.poll(() => question.isVisible()).toBe(true);
      expect(await page.evaluate(() => !!document.elementFromPoint(195, 422)?.closest('.dialog, .dialog-backdrop'))).toBe(true);
      await question.locator('.btn-gold').click();
      await page.waitForURL((u) => u.hash.startsWith('#/login'));

      expect(problems).toEqual([]);
      await page.context().close();
    });
  }
});

/** The public pages, which a phone visitor reaches from the drawer (spec §2.2). */
const PUBLIC_PAGES = ['/', '/realbet', '/sport', '/lottery', '/concise', '/joker', '/gaming', '/activity', '/vip', '/app', '/abouts', '/companion', '/kefu'];

describe('the narrowest and widest phones (360 and 430 px)', () => {
  for (const width of [360, 430]) {
    browserIt(`en_US at ${width} px: no page scrolls sideways and the top bar and header keep one line, logged out and in`, async () => {
      const context = await browser.newContext({ baseURL, viewport: { width, height: HEIGHT }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 });
      await context.addInitScript(() => localStorage.setItem('lang', 'en_US'));
      const page = await context.newPage();
      const wide: string[] = [];
      const check = async (to: string) => {
        await page.goto(`/#${to}`);
        await page.locator('.main > *').first().waitFor();
        await page.waitForLoadState('networkidle');
        const m = await page.evaluate(
          (w) => ({
            scrollWidth: document.scrollingElement!.scrollWidth,
            header: [...document.querySelectorAll('.top-bar-inner *, .header-inner *')]
              .filter((el) => !el.closest('.menu-panel') && el.getBoundingClientRect().width > 0)
              .filter(
                (el) =>
                  el.getBoundingClientRect().right > w + 0.5 ||
                  el.getBoundingClientRect().bottom > (el.closest('.header, .top-bar') as HTMLElement).getBoundingClientRect().bottom + 0.5,
              ).length,
          }),
          width,
        );
        if (m.scrollWidth > width || m.header > 0) {
          const { overflowing } = await measure(page, null, width);
          wide.push(`${to}: scrollWidth ${m.scrollWidth}, ${m.header} header parts off its line; ${overflowing.join(', ')}`);
        }
      };
      for (const to of PUBLIC_PAGES) await check(to);
      const name = await newMember();
      await page.goto('/#/login');
      await page.locator('input[name=name]').fill(name);
      await page.locator('input[name=password]').fill('pass1234');
      await page.locator('input[name=code]').fill('0000');
      await page.getByTestId('login-submit').click();
      await page.getByTestId('balance').waitFor();
      for (const { path: to } of PAGES) await check(to);
      await check('/');
      await page.screenshot({ path: path.join(SHOTS, `en_US-${width}-home-member.png`) });
      expect(wide).toEqual([]);
      await context.close();
    });
  }
});

describe('the desktop header keeps its layout', () => {
  browserIt('at 1366 and 1000 px the main nav shows, the menu button and drawer do not', async () => {
    const name = await newMember();
    for (const width of [1366, 1000]) {
      const context = await browser.newContext({ baseURL, viewport: { width, height: 900 } });
      await context.addInitScript(() => localStorage.setItem('lang', 'zh_TW'));
      const page = await context.newPage();
      await page.goto('/#/mine/recharge');
      await page.waitForURL((u) => u.hash.startsWith('#/login?redirect='));
      await page.locator('input[name=name]').fill(name);
      await page.locator('input[name=password]').fill('pass1234');
      await page.locator('input[name=code]').fill('0000');
      await page.getByTestId('login-submit').click();
      await page.waitForURL((u) => u.hash === '#/mine/recharge');
      await page.locator('.pay-ways').waitFor();
      await page.getByTestId('toast').waitFor({ state: 'detached' });
      expect(await page.locator('.nav').isVisible()).toBe(width > 900);
      expect(await page.locator('.mine-menu').isVisible()).toBe(true);
      expect(await page.getByTestId('menu-button').isVisible()).toBe(false);
      expect(await page.getByTestId('site-drawer').isVisible()).toBe(false);
      if (width === 1366) expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(width);
      // for comparing the desktop before and after the phone layout: the member's name is set to the
      // same text each run (names differ in width) and the clock is masked
      await page.evaluate(() => {
        document.querySelector('.welcome')!.textContent = 'Welcome, member';
        for (const el of document.querySelectorAll('.member-name, .mine-name, .avatar-letter')) el.textContent = 'member';
      });
      await page.screenshot({ path: path.join(SHOTS, `desktop-${width}-mine-recharge.png`), fullPage: true, mask: [page.getByTestId('clock')] });
      await context.close();
    }
  });
});
